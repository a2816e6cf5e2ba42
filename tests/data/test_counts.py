"""Counts of the printed components (2.0-2.3). Covers: DAT-01, DAT-05, DAT-06."""
from collections import Counter

from pog_desktop.data import load_game


def test_2_1_map_has_218_europe_and_63_near_east_spaces_and_476_connections():
    """Covers: DAT-01"""
    m = load_game("pog").map
    assert Counter(s.map for s in m.spaces.values()) == {"europe": 218, "neareast": 63}
    assert len(m.connections) == 476


def test_2_2_1_roster_has_193_units_in_these_numbers_per_nation_and_type():
    """Covers: DAT-05. Counter mix of pog_setup.md 5.1 (Polish corps count as German)."""
    units = load_game("pog").units.values()
    assert len(units) == 193
    assert Counter((u.nation, u.type) for u in units) == {
        ("ge", "army"): 15, ("ge", "corps"): 22, ("ah", "army"): 9, ("ah", "corps"): 11,
        ("tu", "army"): 2, ("tu", "corps"): 14, ("sn", "corps"): 1, ("bu", "corps"): 6,
        ("fr", "army"): 10, ("fr", "corps"): 10, ("br", "army"): 8, ("br", "corps"): 11,
        ("aus", "corps"): 1, ("cnd", "corps"): 1, ("pt", "corps"): 1, ("ana", "corps"): 1,
        ("us", "army"): 2, ("us", "corps"): 6, ("ru", "army"): 13, ("ru", "corps"): 21,
        ("it", "army"): 5, ("it", "corps"): 7, ("be", "army"): 1, ("be", "corps"): 1,
        ("sb", "army"): 2, ("sb", "corps"): 2, ("mn", "corps"): 1, ("ro", "corps"): 6, ("gr", "corps"): 3}


def test_2_3_each_side_has_14_mobilization_20_limited_21_total_war_cards_plus_10_optional():
    """Covers: DAT-06"""
    cards = load_game("pog").cards.values()
    assert Counter(c.side for c in cards) == {"ap": 65, "cp": 65}
    for side in ("ap", "cp"):
        base = Counter(c.deck for c in cards if c.side == side and not c.optional)
        optional = Counter(c.deck for c in cards if c.side == side and c.optional)
        assert base == {"mobilization": 14, "limited": 20, "total": 21}
        assert optional == {"mobilization": 2, "limited": 4, "total": 4}
        assert sorted(c.num for c in cards if c.side == side and c.optional) == list(range(56, 66))

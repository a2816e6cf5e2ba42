"""4.2 Unit Setup by edition: the AH corps in Stanislau and the RU corps in Lutsk are the
optional tournament setup of the 2004 rulebook (4.2.4, ``alternate_setup``) and the standard
setup of the 2022 rulebook (``unit_setup_2022``, on with the 2022 edition)."""
from collections import Counter

import pytest

from pog_desktop.rules import Game
from pog_desktop.rules.core.options import as_recorded, from_players

FULL_SETUP = ("campaign", "limited_war", "introductory")


def corps(g: Game, box: str, nation: str) -> int:
    return Counter(g.ctx.unit_nation[u] for u in g.state.at.get(box, ())
                   if g.ctx.units[u].type == "corps")[nation]


def where(g: Game) -> tuple:
    return (g.state.at.get("stanislau"), g.state.at.get("lutsk"))


@pytest.mark.parametrize("scenario", FULL_SETUP)
def test_4_2_2022_unit_setup_puts_a_corps_in_stanislau_and_in_lutsk(scenario):
    """Covers: SCN-06, OPT-05. The 2022 edition chosen for a 2004-setup scenario: AH reserve
    box 4 corps plus Stanislau, RU reserve box 5 corps plus Lutsk; the 2004 edition keeps
    them in the reserve boxes (5 AH, 6 RU)."""
    g04, g22 = Game.new(scenario, 1), Game.new(scenario, 1, from_players({"ruleset": "2022"}))
    assert g22.ctx.options["unit_setup_2022"] is True and g04.ctx.options["unit_setup_2022"] is False
    assert where(g22) == (("ah_c5",), ("ru_c6",)) and where(g04) == (None, None)
    assert (corps(g22, "cp_reserve", "ah"), corps(g22, "ap_reserve", "ru")) == (4, 5)
    assert (corps(g04, "cp_reserve", "ah"), corps(g04, "ap_reserve", "ru")) == (5, 6)


@pytest.mark.parametrize("scenario, options", [("historical", None), ("tournament_campaign", None),
                                               ("tournament_campaign", {"edition": "2022"}),
                                               ("campaign", {"alternate_setup": True})])
def test_4_2_4_the_tournament_and_historical_setups_keep_the_corps(scenario, options):
    """Covers: SCN-06, OPT-01. The scenarios that chose 4.2.4 before (and a 2004 game with
    the switch) are set up as before, in either edition."""
    assert where(Game.new(scenario, 2, options)) == (("ah_c5",), ("ru_c6",))


def test_4_2_2022_unit_setup_may_be_switched_off_for_a_2004_setup_scenario():
    """Covers: OPT-05. ``unit_setup_2022`` false (what a 2022 game of rules version 1-2 gets)
    leaves the corps in the reserve boxes of a 2004-setup scenario, not of one whose own
    options choose 4.2.4 (Historical)."""
    off = {"edition": "2022", "unit_setup_2022": False}
    assert where(Game.new("campaign", 1, off)) == (None, None)
    assert where(Game.new("historical", 1, {"unit_setup_2022": False})) == (("ah_c5",), ("ru_c6",))


@pytest.mark.parametrize("version", [1, 2])
def test_as_recorded_a_2022_game_of_rules_1_or_2_keeps_the_old_setup_and_supply(version):
    """Rules version 3 changed two 2022 rules (14.1.5 supply, 4.2 setup): a 2022 game
    recorded under version 1 or 2 replays with both switched off; its own choices win."""
    old = {"ana_sn_supply_near_east_only": False, "unit_setup_2022": False}
    assert as_recorded(version, {"edition": "2022"}) == {**old, "edition": "2022"}
    assert as_recorded(version, {}, {"edition": "2022"}) == old
    assert as_recorded(version, {"edition": "2022", "unit_setup_2022": True}) == {
        **old, "edition": "2022", "unit_setup_2022": True}


def test_as_recorded_a_2004_game_needs_no_new_switch():
    """Version 2 of the 2004 edition plays as version 3; version 1 keeps only its fort switch."""
    assert as_recorded(2, {}) == {} and as_recorded(2, {"vp_bid": 1}) == {"vp_bid": 1}
    assert as_recorded(1, {}) == {"fort_entry_stops": False}
    assert as_recorded(2, {"edition": "2022"}, {"edition": "2004"})["unit_setup_2022"] is False


def test_as_recorded_a_2022_campaign_of_rules_2_starts_as_it_did():
    """The Game's own look-up: a 2022 Campaign of version 2 starts without the two corps."""
    opts = Game.as_recorded(2, "campaign", {"edition": "2022"})
    assert where(Game.new("campaign", 1, opts)) == (None, None)
    assert where(Game.new("historical", 1, Game.as_recorded(2, "historical", {}))) == (("ah_c5",), ("ru_c6",))

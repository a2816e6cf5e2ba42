"""Strategy cards against the 2004 card lists (2.3, 9.0). Covers: DAT-06."""
import pytest

from pog_desktop.data import load_game


def _cards():
    return load_game("pog").cards


# (card, field, value as printed in the 2004 card list). RP boxes of CP cards are printed
# in the order AH, BU, GE, TU.
SEED_VALUES = [
    ("ap01", "ops", 4), ("ap01", "sr", 4), ("ap01", "ws", 1), ("ap01", "rp", {"allied": 1, "it": 1, "br": 2, "fr": 2, "ru": 3}),
    ("ap02", "ws", 2), ("ap03", "rp", {"it": 1, "br": 1, "fr": 1, "ru": 2}), ("ap04", "ops", 2),
    ("ap04", "rp", {"br": 1, "fr": 1, "ru": 1}), ("ap05", "remove", False), ("ap26", "ws", 2), ("ap27", "ws", 1),
    ("ap27", "sr", 4), ("ap30", "ws", 0), ("ap31", "ws", 1), ("ap23", "rp", {"br": 1, "fr": 1, "ru": 2}),
    ("cp05", "rp", {"ge": 1}), ("cp06", "rp", {"ah": 1, "ge": 2, "tu": 1}), ("cp09", "ws", 1),
    ("cp09", "rp", {"ah": 2, "bu": 1, "ge": 3, "tu": 1}), ("cp31", "sr", 4), ("cp32", "ws", 1),
    ("cp33", "ws", 2), ("cp33", "ops", 5), ("cp33", "rp", {"ah": 3, "bu": 1, "ge": 4, "tu": 2}),
    ("cp34", "ws", 2), ("cp34", "rp", {"ah": 3, "ge": 4, "tu": 2}), ("cp49", "ws", 1), ("cp52", "ws", 0),
    ("cp52", "ops", 5), ("cp54", "ws", 2), ("cp55", "ops", 4), ("cp15", "remove", False),
]


@pytest.mark.parametrize("card, field, printed", SEED_VALUES)
def test_9_0_card_value_matches_the_2004_card_list(card, field, printed):
    """Covers: DAT-06"""
    c = _cards()[card]
    value = dict(c.rp) if field == "rp" else getattr(c, field)
    assert value == printed


def test_2_3_card_numbers_are_unique_per_side_and_ids_read_side_and_number():
    """Covers: DAT-06"""
    cards = _cards()
    for side in ("ap", "cp"):
        assert sorted(c.num for c in cards.values() if c.side == side) == list(range(1, 66))
    assert all(c.id == f"{c.side}{c.num:02d}" for c in cards.values())


def test_9_5_1_3_war_status_totals_of_the_base_decks():
    """Covers: DAT-06. 2004: AP 21 (Salonika prints no WS), CP 22; the 2022 data gives Salonika 1."""
    cards = [c for c in _cards().values() if not c.optional]
    assert sum(c.ws for c in cards if c.side == "ap") == 21
    assert sum(c.ws for c in cards if c.side == "cp") == 22
    assert sum(c.edition("2022").ws for c in cards if c.side == "ap") == 22


def test_9_5_3_every_reinforcement_unit_exists_and_belongs_to_the_cards_side():
    """Covers: DAT-06"""
    g = load_game("pog")
    reinforcing = [c for c in g.cards.values() if c.reinf]
    assert len(reinforcing) == 37
    for c in reinforcing:
        for uid in c.reinf.unit_ids:
            assert g.units[uid].side == c.side
        if c.reinf.corps:
            assert g.units[g.ordinary_corps(c.reinf.nation)[0]].side == c.side
    for c in g.cards.values():
        assert all(g.units[u].side == c.side for u in c.event_units)


def test_9_5_3_cards_bring_these_numbers_of_ordinary_corps_and_the_counters_suffice():
    """Covers: DAT-06. GE 19 corps counters = 11 at setup + 8 by cards; US 6 = all by cards."""
    g = load_game("pog")
    brought = {}
    for c in g.cards.values():
        if c.reinf and c.reinf.corps:
            brought[c.reinf.nation] = brought.get(c.reinf.nation, 0) + c.reinf.corps
    assert brought == {"ge": 8, "ah": 2, "br": 6, "ru": 4, "us": 6}
    for nation, n in brought.items():
        assert len(g.ordinary_corps(nation)) >= n
    assert len(g.ordinary_corps("us")) == 6 and len(g.ordinary_corps("ge")) == 19


def test_9_5_3_3_reinforcement_contents_and_placements():
    """Covers: DAT-06"""
    cards = _cards()
    assert cards["ap01"].reinf.units == (("br_2", "capital_or_source"),) and cards["ap01"].reinf.corps == 1
    assert cards["ap42"].reinf.unit_ids == ("br_5", "pt_corps") and cards["ap42"].reinf.placement("pt_corps") == "reserve"
    assert cards["ap43"].reinf.placement("us_1") == "french_port" and cards["ap43"].reinf.corps == 2
    assert cards["ap31"].reinf.placement("br_mef") == "mef_space"
    assert cards["ap53"].reinf.placement("fr_orient") == "salonika"
    assert cards["ap41"].reinf.placement("br_ana_corps") == "arabia"
    assert cards["cp24"].reinf.placement("tu_sn_corps") == "libya"
    assert cards["cp23"].reinf.unit_ids == ("ah_11",)  # the 2004 list misprints "1st Army"
    assert cards["cp46"].reinf.unit_ids == ("ge_17", "ge_18")
    assert cards["ap20"].reinf.nation == "br" and cards["ap20"].reinf.unit_ids == ("aus_corps", "cnd_corps")
    assert cards["ap25"].reinf.corps == 1 and cards["ap25"].edition("2022").reinf.corps == 2
    assert cards["cp59"].event_units == ("pl_c1", "pl_c2", "pl_c3") and cards["cp59"].reinf is None


def test_9_1_3_cards_whose_event_also_conducts_operations():
    """Covers: DAT-06. 2004: Cloak and Dagger, Mata Hari, Yanks and Tanks, Kerensky, Brusilov;
    DLX 5.7.4.7 adds six yellow-stripe cards in the Historical scenario."""
    cards = _cards().values()
    assert {c.id for c in cards if c.ops_event} == {"ap23", "ap35", "ap45", "ap46", "cp17"}
    assert {c.id for c in cards if c.ops_event_historical} == {"ap28", "ap54", "ap55", "cp28", "cp52", "cp53"}


def test_3_0_one_combat_per_turn_cards_are_combat_cards():
    """Covers: DAT-06"""
    once = {c.id for c in _cards().values() if c.once_per_turn}
    assert once == {"ap36", "ap48", "cp31"}
    assert all(_cards()[c].combat for c in once)


def test_9_5_1_prerequisites_and_cancellations_between_events():
    """Covers: DAT-06"""
    cards = _cards()
    assert cards["ap13"].requires == ("cp01",)
    assert cards["ap26"].requires == ("ap02",) and cards["ap26"].blocked_by == ("ap54",)
    assert cards["ap51"].requires_any == ("cp49", "cp50", "cp51")
    assert cards["ap31"].blocked_by == ("ap30",)
    for us in ("ap38", "ap43", "ap47"):
        assert cards[us].requires == ("ap55",) and cards[us].blocked_by == ("cp36",)
    assert "cp36" in cards["ap52"].cancels and cards["ap52"].requires == ("cp36",)
    assert cards["cp26"].requires == ("cp13",) and cards["cp26"].blocked_by == ("cp54",)
    assert cards["ap12"].blocked_by == ("cp06",) and cards["cp06"].blocked_by == ("ap12",)
    assert cards["cp45"].requires == ("cp53",) and cards["cp53"].requires == ("cp52",)


def test_9_5_1_2_removal_marks_differ_from_2022_on_four_cards():
    """Covers: DAT-06. The 2004 list prints no asterisk on Chlorine Gas, Mata Hari, Flamethrowers
    and Mustard Gas; the 2022 data removes them."""
    cards = _cards()
    for cid in ("cp15", "cp17", "cp19", "cp35"):
        assert cards[cid].remove is False and cards[cid].edition("2022").remove is True
    assert cards["ap23"].edition("2022").rp_for("ru") == 1 and cards["ap23"].rp_for("ru") == 2
    assert cards["cp01"].edition("2022") is cards["cp01"]


def test_every_card_has_a_one_line_summary_of_at_most_140_characters():
    """Covers: DAT-06"""
    summaries = [c.summary for c in _cards().values()]
    assert all(0 < len(s) <= 140 and "\n" not in s for s in summaries)
    assert _cards()["cp27"].summary.count("4 British RP") == 1


def test_9_5_2_neutral_entry_events_name_the_nation_they_bring_in():
    """Covers: DAT-06"""
    entering = {c.id: c.enters_war for c in _cards().values() if c.enters_war}
    assert entering == {"ap16": "ro", "ap17": "it", "ap44": "gr", "cp34": "bu"}


def test_9_1_2_mobilization_decks_hold_these_cards():
    """Covers: DAT-06, DAT-13 (data). The draw piles start with the 14 Mobilization cards."""
    g = load_game("pog")
    assert g.deck("ap", "mobilization") == tuple(f"ap{n:02d}" for n in range(1, 15))
    assert g.deck("cp", "mobilization") == tuple(f"cp{n:02d}" for n in range(1, 15))
    assert g.deck("cp", "mobilization", optional_cards=True)[-2:] == ("cp56", "cp57")
    assert len(g.deck("ap", "total")) == 21

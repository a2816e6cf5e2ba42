"""The printed tables and tracks: T.0 turns, T.1 MO, T.5 RP costs, T.6 peace terms,
T.7 VP, T.8 thresholds, the US entry and Russian capitulation tracks. These tests prove the
data the engine reads for the rules named; the rules themselves are tested in rules/."""
from fractions import Fraction

import pytest

from pog_desktop.data import load_game


@pytest.fixture(scope="module")
def tables():
    return load_game("pog").tables


def test_t0_turn_track_runs_20_turns_aug_1914_to_winter_1919(tables):
    """Covers: SEQ-15. 5.3.1 turn 3 = Fall 1914; 5.4.1 turn 10 = Summer 1916; 5.5.1 turn 20 = Winter 1919."""
    assert len(tables.turns) == 20
    assert (tables.turn(1).name, tables.turn(1).season, tables.turn(1).months) == ("August 1914", None, 1)
    assert (tables.turn(3).name, tables.turn(3).season) == ("Fall 1914", "fall")
    assert (tables.turn(10).name, tables.turn(10).season) == ("Summer 1916", "summer")
    assert (tables.turn(20).name, tables.turn(20).year) == ("Winter 1919", 1919)
    with pytest.raises(ValueError, match="turn 21"):
        tables.turn(21)


def test_t0_what_the_track_marks_on_which_turn(tables):
    """Covers: SEQ-15. 9.5.3.1 no reinforcements in Aug 1914; 15.3.3 sieges -2 in Aug and Sep 1914;
    Blockade scores on the Winter turns."""
    assert tables.turns_with("no_reinforcement_cards") == (1,)
    assert tables.turns_with("siege_minus_2") == (1, 2)
    assert tables.turns_with("blockade") == (4, 8, 12, 16, 20)
    assert tables.turns_with("campaign_ends") == (20,)


def test_t1_mandated_offensive_rows(tables):
    """Covers: WS-10. The MO tables: AP 1-2 FR, 3 BR, 4-5 IT, 6 RU; CP 1 AH, 2 AH(It), 3 TU, 4 GE, 5-6 none."""
    assert [tables.mo_result("ap", d) for d in range(1, 7)] == ["fr", "fr", "br", "it", "it", "ru"]
    assert [tables.mo_result("cp", d) for d in range(1, 7)] == ["ah", "ah_it", "tu", "ge", "none", "none"]


def test_7_1_9_a_cp_mo_total_of_7_after_hoffmann_reads_as_6(tables):
    """Covers: WS-08, WS-10"""
    assert tables.mo_result("cp", 7) == "none"


def test_7_1_2_lost_capital_shifts_the_mo_one_box_right(tables):
    """Covers: WS-01 (data)"""
    assert tables.mo_shift("ap", "fr") == "br"
    assert tables.mo_shift("ap", "ru") == "none"
    assert tables.mo_shift("cp", "ah") == "tu" and tables.mo_shift("cp", "ah_it") == "tu"
    assert tables.mo_shift("cp", "ge") == "none"


def test_t5_replacement_costs(tables):
    """Covers: RP-04. Replacement Cost table: flip a reduced army 1 RP; flip 2 reduced corps 1 RP; rebuild an
    army reduced 1 RP, full 2 RP; put 2 eliminated corps in the RB reduced 1 RP."""
    assert tables.rp_cost("ge", "army") == 1
    assert tables.rp_cost("ge", "corps") == Fraction(1, 2)
    assert tables.replacement_option("flip_army").rp == 1
    assert tables.replacement_option("flip_two_corps").corps_flips == 2
    assert tables.replacement_option("rebuild_army_full").rp == 2
    assert tables.replacement_option("rebuild_army_reduced").rp == 1
    assert tables.replacement_option("rebuild_two_corps_reduced").corps_rebuilt_reduced == 2
    assert tables.rp_pool("sb") == "allied" and tables.rp_pool("fr") == "fr"


def test_t5_footnotes_zeppelin_raids_and_rathenau(tables):
    """Covers: RP-04. Zeppelin Raids: -4 BR RP this turn; Walter Rathenau: +1 GE RP per turn."""
    mods = {m.id: m for m in tables.rp_modifiers}
    assert (mods["zeppelin_raids"].pool, mods["zeppelin_raids"].rp, mods["zeppelin_raids"].per) == ("br", -4, "this_turn")
    assert (mods["walter_rathenau"].pool, mods["walter_rathenau"].rp) == ("ge", 1)


def test_t6_peace_terms_cells(tables):
    """Covers: WS-28. CP offer: roll 1 gives +1 VP at any CWS, roll 3 +1 only below CWS 20, roll 6 -1.
    Allied offer: roll 3 -1 below CWS 20 and nothing at 20+, roll 6 +1."""
    assert tables.peace_terms_result("cp", 5, 1) == 1
    assert tables.peace_terms_result("cp", 19, 3) == 1
    assert tables.peace_terms_result("cp", 20, 3) == 0
    assert tables.peace_terms_result("cp", 30, 6) == -1
    assert tables.peace_terms_result("ap", 10, 3) == -1
    assert tables.peace_terms_result("ap", 25, 3) == 0
    assert tables.peace_terms_result("ap", 25, 6) == 1


def test_16_5_1_who_may_offer_peace(tables):
    """Covers: WS-27. CP at VP 11 or more; the Allies at VP 9 or fewer (see docs/rulings.md)."""
    assert tables.peace_terms["cp"].may_offer(11) and not tables.peace_terms["cp"].may_offer(10)
    assert tables.peace_terms["ap"].may_offer(9) and not tables.peace_terms["ap"].may_offer(10)


def test_t7_victory_point_rows(tables):
    """Covers: WS-31, WS-32 (data). VP table: Reichstag Truce +1; Fall of the Tsar +1, or +3 with Romania neutral; Rape of
    Belgium -1; Blockade -1 per winter turn; Italy neutral after Allied Total War +1 per turn."""
    assert tables.vp("reichstag_truce") == 1
    assert tables.vp("fall_of_the_tsar_romania_at_war") == 1
    assert tables.vp("fall_of_the_tsar_romania_neutral") == 3
    assert tables.vp("rape_of_belgium") == -1
    blockade = tables.victory_points["blockade"]
    assert (blockade.vp, blockade.per, blockade.card) == (-1, "winter_turn", "ap02")
    assert tables.vp("italy_neutral_after_ap_total_war") == 1
    assert len(tables.vp_entries("war_status")) == 5


def test_16_1_war_commitment_thresholds(tables):
    """Covers: WS-11, WS-13, WS-16 (data). 16.1.3 Limited War at WS 4; 16.1.4 Total War at WS 11."""
    assert [tables.commitment_for(ws) for ws in (0, 3, 4, 10, 11)] == \
        ["mobilization", "mobilization", "limited", "limited", "total"]
    assert tables.threshold("armistice") == 40


def test_16_3_and_16_4_track_boxes_and_their_conditions(tables):
    """Covers: WS-17, WS-21, WS-22 (data). 16.3.2 Zimmermann allowed at CWS 30; 16.4.3 Tsar Takes Command at 3 Russian VP spaces;
    16.4.4 Fall of the Tsar at CWS + CP Russian VP 33."""
    assert [b.id for b in tables.us_entry_track] == ["us_neutral", "zimmermann_allowed", "zimmermann_played",
                                                      "over_there"]
    assert tables.track_box("us_entry", "zimmermann_allowed").condition("cws_min") == 30
    assert tables.track_box("russian", "tsar_takes_command_allowed").condition("cp_russian_vp_min") == 3
    assert tables.track_box("russian", "fall_of_the_tsar_allowed").condition("cws_plus_cp_russian_vp_min") == 33
    assert tables.track_box("russian", "brest_litovsk").card == "cp45"
    assert len(tables.russian_capitulation_track) == 8


def test_t8_numbers(tables):
    """Covers: DAT-07, SEQ-12, OPT-03 (data). 4.1.2 VP starts at 10; 6.0 G hand of 7 (DLX 9.1.4: 8); 8.1.1 six action
    rounds; 10.1.1 three units per space; 13.1.2 SR costs an army 4, a corps 1."""
    assert tables.number("start_vp") == 10
    assert tables.hand_size() == 7 and tables.hand_size(eight_card_option=True) == 8
    assert tables.number("action_rounds") == 6
    assert tables.number("stacking_limit") == 3
    assert (tables.number("sr_cost_army"), tables.number("sr_cost_corps")) == (4, 1)
    assert tables.number("sea_supply_max_ports") == 2
    assert tables.commitment_levels == ("mobilization", "limited", "total")


def test_tables_cannot_be_changed_during_play(tables):
    with pytest.raises(TypeError):
        tables.numbers["hand_size"] = 9
    with pytest.raises(AttributeError):
        tables.turns = ()

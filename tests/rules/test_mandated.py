"""Mandated offensives (7.0) and their VP penalty."""
import pytest

from pog_desktop.rules.turn import mandated, war_status

from .helpers import position


@pytest.mark.parametrize("side,roll,result", [("ap", 1, "fr"), ("ap", 3, "br"), ("ap", 6, "ru"),
                                              ("cp", 1, "ah"), ("cp", 4, "ge"), ("cp", 5, None)])
def test_t1_mandated_offensive_table(side, roll, result):
    """Covers: SEQ-02, WS-10"""
    g = position(neutral={"bu", "ro", "gr", "us"})
    assert mandated.resolve(g.ctx, g.state, side, roll) == result


def test_7_1_2_a_neutral_nation_means_no_offensive():
    """Covers: SEQ-02, WS-01"""
    g = position()
    assert mandated.resolve(g.ctx, g.state, "ap", 4) is None      # Italy neutral
    assert mandated.resolve(g.ctx, g.state, "cp", 3) is None      # Turkey neutral


def test_7_1_2_a_lost_capital_shifts_the_result_one_box_right():
    """Covers: WS-01"""
    g = position(control={"paris": "cp"})
    assert mandated.resolve(g.ctx, g.state, "ap", 1) == "br"
    g2 = position(control={"vienna": "ap"})
    assert mandated.resolve(g2.ctx, g2.state, "cp", 1) == "ah"       # AH needs both capitals lost
    g2.state.control["budapest"] = "ap"
    assert mandated.resolve(g2.ctx, g2.state, "cp", 1) is None       # shifts to TU, neutral: none


def test_7_1_6_ah_italy_reads_as_ah_while_italy_is_neutral():
    """Covers: WS-05"""
    g = position()
    assert mandated.resolve(g.ctx, g.state, "cp", 2) == "ah"
    g2 = position(neutral={"bu", "ro", "gr", "us", "tu", "pe"})
    assert mandated.resolve(g2.ctx, g2.state, "cp", 2) == "ah_it"


def test_7_1_9_hoffmann_adds_one_to_later_cp_rolls():
    """Covers: WS-08"""
    g = position()
    g.state.flags.add("event:cp37")
    g.state.dice_script = [2, 4]            # AP then CP
    mandated.roll_offensives(g.ctx, g.state)
    assert g.state.mo == {"ap": "fr", "cp": None}


def test_7_1_4_a_french_offensive_needs_an_attack_on_germans_in_france_belgium_or_germany():
    """Covers: WS-03"""
    g = position()
    g.state.mo["ap"] = "fr"
    assert not mandated.attack_satisfies(g.ctx, g.state, "ap", ["fr_1"], ["ah_1"], "metz")
    assert not mandated.attack_satisfies(g.ctx, g.state, "ap", ["fr_1"], ["ge_1"], "lodz")
    mandated.note_attack(g.ctx, g.state, "ap", ["fr_1"], ["ge_1"], "metz")
    assert g.state.mo_made["ap"]


def test_7_1_3_penalty_ap_plus_one_cp_minus_one_and_none_when_made():
    """Covers: WS-02, WS-32"""
    from pog_desktop.rules.turn import war_status
    g = position()
    g.state.mo = {"ap": "ru", "cp": "ge"}
    g.state.mo_made = {"ap": False, "cp": False}
    war_status.e1(g.ctx, g.state)
    assert g.state.vp == 10
    g.state.mo_made["cp"] = True
    war_status.e1(g.ctx, g.state)
    assert g.state.vp == 11


def test_7_1_8_no_penalty_for_france_under_french_mutiny():
    """Covers: WS-07, WS-32"""
    g = position()
    g.state.flags.add("event:cp47")
    assert mandated.resolve(g.ctx, g.state, "ap", 1) == "fr_mutiny"
    g.state.mo = {"ap": "fr_mutiny", "cp": None}
    assert not mandated.failed(g.state, "ap")


def test_6_0_e1_blockade_scores_in_winter_turns_and_italy_neutral_at_allied_total_war():
    """Covers: SEQ-07, WS-32"""
    from pog_desktop.rules.turn import war_status
    g = position(turn=4)
    g.state.flags.add("event:ap02")
    war_status.e1(g.ctx, g.state)
    assert g.state.vp == 9
    g.state.turn = 5
    war_status.e1(g.ctx, g.state)
    assert g.state.vp == 9
    g.state.commitment["ap"] = "total"
    war_status.e1(g.ctx, g.state)
    assert g.state.vp == 10


def test_5_7_4_5_historical_turn_1_british_offensive_becomes_french():
    """Covers: WS-01"""
    g = position(turn=1, options={"turn_1_br_mo_becomes_fr": True})
    assert mandated.resolve(g.ctx, g.state, "ap", 3) == "fr"
    g.state.turn = 2
    assert mandated.resolve(g.ctx, g.state, "ap", 3) == "br"


# -- Review of the engine core: mandated offensives (7.1).
def _mutiny(units):
    g = position(units, active="ap")
    g.state.mo["ap"] = "fr_mutiny"
    return g


def test_7_1_8_a_french_attack_in_a_mutiny_turn_costs_one_vp_once():
    """Covers: WS-07, SEQ-07"""
    g = _mutiny({"fr_1": "nancy", "fr_2": "verdun", "ge_1": "metz", "ge_2": "strasbourg"})
    mandated.note_attack(g.ctx, g.state, "ap", ["fr_1"], ["ge_1"], "metz")
    mandated.note_attack(g.ctx, g.state, "ap", ["fr_2"], ["ge_1"], "metz")
    assert g.state.mo["ap"] is None            # 7.1.8: the marker goes to "None or Made"
    war_status.e1(g.ctx, g.state)
    assert g.state.vp == 11


def test_7_1_8_french_units_stacked_with_americans_or_attacking_outside_the_west_cost_nothing():
    """Covers: WS-07"""
    g = _mutiny({"fr_1": "nancy", "us_1": "nancy", "fr_c1": "belgrade", "ge_1": "metz", "ah_c1": "sarajevo"})
    mandated.note_attack(g.ctx, g.state, "ap", ["fr_1", "us_1"], ["ge_1"], "metz")
    mandated.note_attack(g.ctx, g.state, "ap", ["fr_c1"], ["ah_c1"], "sarajevo")
    war_status.e1(g.ctx, g.state)
    assert (g.state.mo["ap"], g.state.vp) == ("fr_mutiny", 10)


def _e1_vp(mo: dict, flags=(), made=None):
    g = position()
    g.state.mo.update(mo)
    g.state.mo_made.update(made or {})
    g.state.flags |= {f"event:{c}" for c in flags}
    war_status.e1(g.ctx, g.state)
    return g.state.vp


def test_7_1_10_hl_take_command_played_during_the_turn_cancels_the_ge_mo():
    """Covers: WS-08, WS-02"""
    assert _e1_vp({"cp": "ge"}) == 9
    assert _e1_vp({"cp": "ge"}, flags=["cp54"]) == 10


def test_7_1_11_bolshevik_revolution_played_during_the_turn_cancels_the_ru_mo():
    """Covers: WS-08, WS-02"""
    assert _e1_vp({"ap": "ru"}) == 11
    assert _e1_vp({"ap": "ru"}, flags=["cp53"]) == 10


def test_7_1_8_french_mutiny_before_the_fr_mo_is_made_turns_it_into_a_mutiny_turn_at_once():
    """Covers: WS-07"""
    assert _e1_vp({"ap": "fr"}, flags=["cp47"]) == 10
    g = _mutiny({"fr_1": "nancy", "ge_1": "metz"})
    g.state.mo["ap"] = "fr"
    g.state.flags.add("event:cp47")
    mandated.note_attack(g.ctx, g.state, "ap", ["fr_1"], ["ge_1"], "metz")
    war_status.e1(g.ctx, g.state)
    assert (g.state.mo_made["ap"], g.state.vp) == (False, 11)


def test_7_1_8_french_mutiny_after_the_fr_mo_was_made_has_no_effect_that_turn():
    """Covers: WS-07"""
    g = _mutiny({"fr_1": "nancy", "ge_1": "metz"})
    g.state.mo["ap"] = "fr"
    mandated.note_attack(g.ctx, g.state, "ap", ["fr_1"], ["ge_1"], "metz")
    g.state.flags.add("event:cp47")
    mandated.note_attack(g.ctx, g.state, "ap", ["fr_1"], ["ge_1"], "metz")
    war_status.e1(g.ctx, g.state)
    assert (g.state.mo_made["ap"], g.state.vp) == (True, 10)


# -- Review of the mandated offensives (7.1): the attacks that satisfy a GE, TU or AH MO, attacks
# on empty forts, and MO results for neutral nations.
def _made(mo: str, units: dict, attackers, defenders, space: str, side="cp", **kw) -> bool:
    g = position(units, active=side, **kw)
    g.state.mo[side] = mo
    return mandated.attack_satisfies(g.ctx, g.state, side, attackers, defenders, space)


def test_7_1_5_a_ge_mo_needs_germans_attacking_us_br_fr_or_be_units_in_france_belgium_or_germany():
    """Covers: WS-04"""
    west = {"ge_1": "metz", "fr_1": "nancy", "be_1": "antwerp", "br_1": "amiens", "ru_1": "lodz",
            "ge_2": "thorn", "ah_1": "strasbourg"}
    assert _made("ge", west, ["ge_1"], ["fr_1"], "nancy") is True
    assert _made("ge", west, ["ge_1"], ["be_1"], "antwerp") is True
    assert _made("ge", west, ["ge_2"], ["ru_1"], "lodz") is False        # Russians do not count
    assert _made("ge", west, ["ah_1"], ["fr_1"], "nancy") is False       # Austrians do not count


def test_7_1_10_a_ge_mo_becomes_none_once_h_l_take_command_is_in_effect():
    """Covers: WS-04, WS-08"""
    g = position()
    g.state.flags.add("event:cp54")
    assert mandated.resolve(g.ctx, g.state, "cp", 4) is None


def test_7_1_5_a_tu_mo_needs_a_turkish_attack_on_any_allied_unit_and_the_senussi_does_not_count():
    """Covers: WS-04"""
    units = {"tu_c1": "erzerum", "ru_c1": "kars", "tu_sn_corps": "libya", "br_c1": "alexandria"}
    kw = {"neutral": frozenset({"it", "bu", "ro", "gr", "us"})}
    assert _made("tu", units, ["tu_c1"], ["ru_c1"], "kars", **kw) is True
    assert _made("tu", units, ["tu_sn_corps"], ["br_c1"], "alexandria", **kw) is False


def test_7_1_7_an_ah_mo_is_made_by_any_austrian_attack_on_any_enemy_unit():
    """Covers: WS-06"""
    units = {"ah_1": "cracow", "ru_1": "lodz", "ge_1": "posen", "sb_1": "belgrade", "ah_2": "sarajevo"}
    assert _made("ah", units, ["ah_1", "ge_1"], ["ru_1"], "lodz") is True
    assert _made("ah", units, ["ah_2"], ["sb_1"], "belgrade") is True
    assert _made("ah", units, ["ge_1"], ["ru_1"], "lodz") is False


def test_7_1_3_an_attack_on_an_unoccupied_fort_does_not_make_an_mo():
    """Covers: WS-09"""
    units = {"ah_1": "cracow", "ru_1": "lodz"}
    assert _made("ah", units, ["ah_1"], [], "ivangorod") is False
    assert _made("ah", units, ["ah_1"], ["ru_1"], "lodz") is True


def test_7_1_2_an_mo_naming_a_neutral_nation_is_none():
    """Covers: NEU-09, WS-01"""
    g = position()            # Italy and Turkey neutral
    ctx, st = g.ctx, g.state
    assert mandated.resolve(ctx, st, "cp", 3) is None           # TU
    assert mandated.resolve(ctx, st, "ap", 4) is None           # IT
    assert mandated.resolve(ctx, st, "cp", 2) == "ah"           # AH(It) with Italy neutral (7.1.6)
    st.control["london"] = "cp"
    assert mandated.resolve(ctx, st, "ap", 3) is None           # BR shifts to IT, still neutral
    st.neutral.discard("tu")
    assert mandated.resolve(ctx, st, "cp", 3) == "tu"


AT_WAR_WITH_ITALY = frozenset({"bu", "ro", "gr", "tu", "us", "pe"})


def test_7_1_6_an_ah_it_mo_counts_an_attack_on_allies_supplied_through_italy():
    """Covers: WS-05"""
    units = {"fr_c1": "trieste", "ah_1": "villach", "it_1": "venice", "ru_1": "lodz", "ah_2": "cracow"}
    kw = {"neutral": AT_WAR_WITH_ITALY, "control": {"trieste": "ap"}}
    assert _made("ah_it", units, ["ah_1"], ["fr_c1"], "trieste", **kw) is True
    assert _made("ah_it", units, ["ah_2"], ["ru_1"], "lodz", **kw) is False
    assert _made("ah_it", units, ["ah_1"], ["it_1"], "venice", **kw) is True


def test_7_1_6_allies_supplied_without_italy_do_not_count_for_ah_it():
    """Covers: WS-05"""
    units = {"sb_1": "belgrade", "ah_1": "sarajevo"}
    assert _made("ah_it", units, ["ah_1"], ["sb_1"], "belgrade", neutral=AT_WAR_WITH_ITALY) is False

"""Movement (11.1), the Near East limits (11.3) and control changes (11.1.14-15)."""
import pytest

from pog_desktop.rules import Action, flow

from .helpers import move_phase, mv, position, reason


AT_WAR_TU = frozenset({"it", "bu", "ro", "gr", "us"})


def test_11_1_2_each_space_costs_one_movement_point_up_to_the_mf():
    """Covers: MOV-02, MOV-05"""
    g = move_phase(position({"fr_1": "paris"}, active="ap"), "ap", "paris")
    mv(g, ["fr_1"], "melun")
    mv(g, ["fr_1"], "orleans")
    assert g.state.sub["mp"]["fr_1"] == 2 and g.state.sub["moving"]["units"] == ["fr_1"]
    mv(g, ["fr_1"], "tours")          # third and last MP: the army stops by itself
    assert g.state.sub["moving"] is None and "fr_1" in g.state.sub["moved"]
    assert "already moved" in reason(g, type="move", units=("fr_1",), to="le_mans")


def test_11_1_3_movement_follows_connections_without_skipping():
    """Covers: MOV-03"""
    g = move_phase(position({"fr_1": "paris"}, active="ap"), "ap", "paris")
    assert "is not connected" in reason(g, type="move", units=("fr_1",), to="tours")


def test_11_1_4_dashed_line_london_calais_is_british_only():
    """Covers: MOV-04"""
    g = move_phase(position({"br_c1": "london", "fr_c1": "london"}, active="ap"), "ap", "london")
    assert "may only be used by BR units" in reason(g, type="move", units=("fr_c1",), to="calais")
    assert "may only be used by BR units" in reason(g, type="move", units=("br_c1", "fr_c1"), to="calais")
    mv(g, ["br_c1"], "calais")
    assert g.state.where["br_c1"] == "calais"


def test_11_1_4_the_senussi_use_turkish_dashed_lines():
    """Covers: MOV-04. The Medina-Aqaba line serves ANA and TU units; the SN counts as Turkish for
    dashed lines (2022 11.1.4; taken in both editions like the AUS, CND and PT as British)."""
    g = move_phase(position({"tu_sn_corps": "medina"}, neutral=AT_WAR_TU), "cp", "medina")
    mv(g, ["tu_sn_corps"], "aqaba")
    assert g.state.where["tu_sn_corps"] == "aqaba"


def test_11_1_1_a_stack_drops_off_units_which_then_end_their_move():
    """Covers: MOV-01"""
    g = move_phase(position({"fr_1": "paris", "fr_2": "paris"}, active="ap"), "ap", "paris")
    mv(g, ["fr_1", "fr_2"], "melun")
    mv(g, ["fr_1"], "orleans")
    assert "fr_2" in g.state.sub["moved"] and g.state.where["fr_2"] == "melun"
    assert "only units of the moving stack" in reason(g, type="move", units=("fr_2",), to="paris")


def test_11_1_6_units_may_pass_through_but_not_end_in_an_attack_space(monkeypatch):
    """Covers: MOV-06"""
    monkeypatch.setitem(flow.FLOW, "attacks", lambda ctx, st: None)
    g = position({"fr_1": "paris", "fr_c1": "melun"}, active="ap")
    from .helpers import ops
    ops(g, "ap", 4)
    g.apply(Action("activate", space="paris", mode="move"))
    g.apply(Action("activate", space="melun", mode="attack"))
    g.apply(Action("done"))
    mv(g, ["fr_1"], "melun")
    assert "not end in Melun, which holds an Attack marker" in reason(g, type="stop")
    mv(g, ["fr_1"], "orleans")
    assert g.state.where["fr_1"] == "orleans"


def test_11_1_7_no_entry_into_a_space_with_enemy_units():
    """Covers: MOV-07, STK-05"""
    g = move_phase(position({"fr_1": "verdun", "ge_1": "metz"}, active="ap"), "ap", "verdun")
    assert "holds enemy units" in reason(g, type="move", units=("fr_1",), to="metz")


def test_11_1_8_a_lone_corps_may_not_enter_a_level_2_enemy_fort_but_an_army_may_and_besieges():
    """Covers: MOV-08, STK-05. (With a unit moving this round that could join it, the corps may
    enter: see tests/rules/test_sieges.py.)"""
    g = move_phase(position({"ge_c1": "lodz"}, control={"lodz": "cp"}), "cp", "lodz")
    assert "enemy fort of strength 2" in reason(g, type="move", units=("ge_c1",), to="warsaw")
    g = move_phase(position({"ge_1": "lodz"}, control={"lodz": "cp"}), "cp", "lodz")
    mv(g, ["ge_1"], "warsaw")
    from pog_desktop.rules.board.forts import is_besieged
    assert is_besieged(g.ctx, g.state, "warsaw") and g.state.control["warsaw"] == "ap"


def test_11_1_8_two_corps_together_may_enter_a_level_2_fort():
    """Covers: MOV-08"""
    g = move_phase(position({"ge_c1": "lodz", "ge_c2": "lodz"}, control={"lodz": "cp"}), "cp", "lodz")
    mv(g, ["ge_c1", "ge_c2"], "warsaw")
    assert g.state.where["ge_c1"] == g.state.where["ge_c2"] == "warsaw"


def test_11_1_8_a_besieged_fort_may_then_be_entered_by_a_lone_corps():
    """Covers: MOV-08"""
    g = move_phase(position({"ge_c1": "lodz", "ge_1": "warsaw"}, control={"lodz": "cp"}), "cp", "lodz")
    mv(g, ["ge_c1"], "warsaw")
    assert g.state.where["ge_c1"] == "warsaw"


@pytest.mark.parametrize("edition", ["2004", "2022"])
def test_15_1_1_15_2_1_entering_an_unbesieged_enemy_fort_ends_the_move(edition):
    """Covers: MOV-08, FRT-06 (2004 15.2.1, 2022 15.1.1)"""
    g = move_phase(position({"ge_1": "lodz"}, control={"lodz": "cp"}, options={"edition": edition}), "cp", "lodz")
    mv(g, ["ge_1"], "warsaw")
    assert g.state.sub["moving"] is None and g.state.sub["mp"]["ge_1"] == 1


def test_11_1_9_cp_may_pass_through_but_not_end_in_amiens_before_race_to_the_sea():
    """Covers: MOV-09"""
    g = move_phase(position({"ge_c1": "cambrai"}, control={"cambrai": "cp", "sedan": "cp"}), "cp", "cambrai")
    mv(g, ["ge_c1"], "amiens")
    assert "may not end a move in Amiens" in reason(g, type="stop")
    assert g.state.control["amiens"] == "cp"     # may convert it on the way
    mv(g, ["ge_c1"], "rouen")
    g2 = move_phase(position({"ge_c1": "cambrai"}, control={"cambrai": "cp", "sedan": "cp"}), "cp", "cambrai")
    g2.state.ws["cp"] = 4
    mv(g2, ["ge_c1"], "amiens")
    assert reason(g2, type="stop") is None


def test_11_1_10_mef_spaces_only_with_the_beachhead_marker():
    """Covers: MOV-10"""
    g = move_phase(position({"tu_c1": "gallipoli"}, neutral=AT_WAR_TU), "cp", "gallipoli")
    assert "MEF space without the beachhead" in reason(g, type="move", units=("tu_c1",), to="mef1")
    g.state.beachhead = "mef1"
    assert reason(g, type="move", units=("tu_c1",), to="mef1") is None


def test_11_1_11_neutral_countries_are_closed():
    """Covers: MOV-11"""
    g = move_phase(position({"ah_1": "trent"}), "cp", "trent")
    assert "neutral nation (IT)" in reason(g, type="move", units=("ah_1",), to="verona")


def test_11_1_12_albania_is_always_open():
    """Covers: MOV-12"""
    g = move_phase(position({"ah_c1": "cetinje"}, control={"cetinje": "cp"}), "cp", "cetinje")
    mv(g, ["ah_c1"], "tirana")
    assert g.state.control["tirana"] == "cp"


def test_11_1_13_persia_opens_once_turkey_is_at_war():
    """Covers: MOV-13"""
    g = move_phase(position({"ru_c1": "erivan"}), "ap", "erivan")
    assert "closed until Turkey is at war" in reason(g, type="move", units=("ru_c1",), to="dilman")
    g2 = move_phase(position({"ru_c1": "erivan"}, neutral=AT_WAR_TU), "ap", "erivan")
    assert reason(g2, type="move", units=("ru_c1",), to="dilman") is None


def test_11_1_14_moving_units_take_control_and_vp_spaces_score():
    """Covers: MOV-14"""
    g = move_phase(position({"ge_1": "lodz"}, control={"lodz": "cp"}), "cp", "lodz")
    assert "lodz" in g.ctx.vp_spaces
    mv(g, ["ge_1"], "plock")
    assert g.state.control["plock"] == "cp" and g.state.vp == 10   # not a VP space
    g2 = move_phase(position({"ge_1": "plock"}, control={"plock": "cp"}), "cp", "plock")
    mv(g2, ["ge_1"], "lodz")
    assert g2.state.control["lodz"] == "cp" and g2.state.vp == 11


def test_11_1_14_a_besieged_fort_space_does_not_change_hands():
    """Covers: MOV-14"""
    g = move_phase(position({"ge_1": "lodz"}, control={"lodz": "cp"}), "cp", "lodz")
    mv(g, ["ge_1"], "warsaw")
    assert g.state.control["warsaw"] == "ap" and g.state.vp == 10


def test_11_1_15_the_ana_takes_no_control():
    """Covers: MOV-15"""
    g = move_phase(position({"br_ana_corps": "arabia"}, neutral=AT_WAR_TU), "ap", "arabia")
    mv(g, ["br_ana_corps"], "medina")
    assert g.state.control["medina"] == "cp"


def test_11_1_17_the_bef_stays_in_britain_france_belgium_and_germany():
    """Covers: MOV-17"""
    g = move_phase(position({"br_bef": "cambrai"}, neutral=AT_WAR_TU - {"it"}), "ap", "cambrai")
    mv(g, ["br_bef"], "brussels")
    g2 = move_phase(position({"br_bef_corps": "trent"}, neutral=AT_WAR_TU - {"it"}, control={"trent": "ap"}),
                    "ap", "trent")
    assert "BEF may not operate outside" in reason(g2, type="move", units=("br_bef_corps",), to="verona")


def test_11_3_1_only_the_named_armies_enter_the_near_east_map():
    """Covers: MOV-18"""
    g = move_phase(position({"tu_c1": "adrianople", "tu_yld": "adrianople", "ge_1": "adrianople"},
                            neutral=AT_WAR_TU), "cp", "adrianople")
    assert "not one of the armies allowed on the Near East map" in reason(g, type="move", units=("ge_1",),
                                                                           to="constantinople")
    assert reason(g, type="move", units=("tu_yld", "tu_c1"), to="constantinople") is None


def test_11_3_2_one_ru_corps_per_turn_across_the_caucasus_link_and_never_an_army():
    """Covers: MOV-19"""
    g = move_phase(position({"ru_c1": "caucasus", "ru_c2": "caucasus", "ru_cau": "caucasus"}), "ap", "caucasus")
    assert "no army may move between Caucasus" in reason(g, type="move", units=("ru_cau",), to="grozny")
    assert "only one RU corps per turn" in reason(g, type="move", units=("ru_c1", "ru_c2"), to="grozny")
    mv(g, ["ru_c1"], "grozny")
    g.apply(Action("stop"))
    assert "only one RU corps per turn" in reason(g, type="move", units=("ru_c2",), to="poti")


def test_15_1_12_turn_1_russians_may_not_besiege_german_forts():
    """Covers: MOV-20, SEQ-16"""
    g = move_phase(position({"ru_1": "plock"}, turn=1, control={"plock": "ap"}), "ap", "plock")
    assert "may not besiege German forts" in reason(g, type="move", units=("ru_1",), to="thorn")
    g2 = move_phase(position({"ru_1": "plock"}, turn=2, control={"plock": "ap"}), "ap", "plock")
    assert reason(g2, type="move", units=("ru_1",), to="thorn") is None


def test_2_2_1_montenegro_mf_0_never_moves():
    """Covers: MOV-24"""
    g = move_phase(position({"mn_corps": "cetinje"}, control={"cetinje": "ap"}), "ap", "cetinje")
    assert g.state.step in ("move", "action") and not any(a.type == "move" for a in g.legal_actions())


def test_16_4_9_after_brest_litovsk_russians_stay_in_their_zone():
    """Covers: MOV-21"""
    g = move_phase(position({"ru_c1": "erivan"}, neutral=AT_WAR_TU), "ap", "erivan")
    g.state.flags.add("event:cp45")
    assert "after Brest-Litovsk RU units stay" in reason(g, type="move", units=("ru_c1",), to="dilman")


def test_15_2_3_besiegers_leave_only_if_those_staying_still_besiege_or_none_stay():
    """Covers: MOV-08"""
    g = move_phase(position({"ge_1": "warsaw", "ge_c1": "warsaw"}, control={"lodz": "cp"}), "cp", "warsaw")
    assert "could no longer besiege" in reason(g, type="move", units=("ge_1",), to="lodz")
    assert reason(g, type="move", units=("ge_c1",), to="lodz") is None
    assert reason(g, type="move", units=("ge_1", "ge_c1"), to="lodz") is None


# -- Review of the engine core: movement may not lead a unit where it can neither stop nor go on.
CP_BELGIUM = {"brussels": "cp", "liege": "cp"}   # supplied from Germany through Liege


def test_11_1_9_a_cp_army_may_not_enter_a_channel_port_it_could_not_leave():
    """Covers: MOV-09, MOV-05"""
    g = move_phase(position({"ge_2": "brussels", "fr_c1": "cambrai"}, control=CP_BELGIUM), "cp", "brussels")
    mv(g, ["ge_2"], "ostend")                  # two points left: it can still go back to Brussels
    assert reason(g, type="stop") == ("CP units may not end a move in Ostend before Race to the Sea or "
                                      "CP war status 4 (11.1.9)")
    assert reason(g, type="move", units=("ge_2",), to="calais") == (
        "German 2nd Army may not stop in Calais and could reach no space where they may end the move "
        "(11.1.6, 11.1.9, 10.1.2)")
    assert Action("move", units=("ge_2",), to="calais") not in g.legal_actions()
    mv(g, ["ge_2"], "brussels")
    assert (g.state.where["ge_2"], g.state.sub["mp"]["ge_2"]) == ("brussels", 2)
    assert reason(g, type="stop") is None


def test_11_1_9_passing_through_a_channel_port_is_allowed_when_the_move_can_end_beyond_it():
    """Covers: MOV-09"""
    g = move_phase(position({"ge_2": "brussels"}, control=CP_BELGIUM), "cp", "brussels")
    mv(g, ["ge_2"], "ostend")
    mv(g, ["ge_2"], "calais")
    assert reason(g, type="move", units=("ge_2",), to="cambrai") is None


def test_10_1_2_a_stack_may_not_move_on_into_a_space_it_could_neither_share_nor_leave():
    """Covers: STK-02, STK-04, MOV-05"""
    g = move_phase(position({"ge_1": "aachen", "ge_c10": "aachen", "ge_4": "metz", "ge_5": "metz",
                             "ge_c1": "koblenz", "ge_c2": "koblenz", "ge_c3": "koblenz",
                             "ge_c4": "strasbourg", "ge_c5": "strasbourg", "ge_c6": "strasbourg",
                             "fr_1": "sedan", "fr_2": "verdun", "fr_3": "nancy"}), "cp", "aachen")
    mv(g, ["ge_1", "ge_c10"], "koblenz")       # through a full stack: it can still go back
    assert reason(g, type="move", units=("ge_1", "ge_c10"), to="metz") == (
        "German 1st Army, German corps may not stop in Metz and could reach no space where they may end "
        "the move (11.1.6, 11.1.9, 10.1.2)")
    mv(g, ["ge_1", "ge_c10"], "aachen")
    assert reason(g, type="stop") is None

"""Stacking (10.0)."""
from pog_desktop.rules import Action

from .helpers import move_phase, mv, position, reason, sr


def test_10_1_1_an_illegal_fourth_unit_is_refused_with_a_reason():
    """Covers: STK-01, STK-04"""
    g = move_phase(position({"fr_1": "melun", "fr_2": "melun", "fr_3": "melun", "fr_c1": "paris"}, active="ap"),
                   "ap", "paris")
    mv(g, ["fr_c1"], "melun")
    assert reason(g, type="stop") == ("Melun would end with 4 units; at most 3 may stack in one space "
                                      "(10.1.1, 10.1.4)")


def test_10_1_1_the_fourth_unit_refused_when_its_last_movement_point_ends_there():
    """Covers: STK-01, STK-04"""
    g = move_phase(position({"fr_1": "orleans", "fr_2": "orleans", "fr_3": "orleans", "fr_4": "paris"},
                            active="ap"), "ap", "paris")
    mv(g, ["fr_4"], "melun")
    mv(g, ["fr_4"], "paris")
    assert "Orleans would end with 4 units" in reason(g, type="move", units=("fr_4",), to="orleans")
    assert Action("move", units=("fr_4",), to="orleans") not in g.legal_actions()


def test_10_1_2_stacking_is_suspended_while_moving_through():
    """Covers: STK-02"""
    g = move_phase(position({"fr_1": "melun", "fr_2": "melun", "fr_3": "melun", "fr_c1": "paris"}, active="ap"),
                   "ap", "paris")
    mv(g, ["fr_c1"], "melun")
    assert len(g.state.at["melun"]) == 4
    mv(g, ["fr_c1"], "orleans")
    assert g.state.where["fr_c1"] == "orleans"


def test_10_1_2_units_that_can_still_leave_do_not_count_until_movement_ends():
    """Covers: STK-02, STK-04"""
    g = move_phase(position({"fr_1": "paris", "fr_2": "paris", "fr_3": "paris", "fr_c1": "melun"}, active="ap"),
                   "ap", "paris", "melun")
    mv(g, ["fr_c1"], "paris")
    g.apply(Action("stop"))
    assert "holds more than 3 units" in reason(g, type="done")
    mv(g, ["fr_1"], "rouen")
    g.apply(Action("stop"))
    assert reason(g, type="done") is None


def test_10_1_5_opposing_units_never_share_a_space_except_besiegers():
    """Covers: STK-05"""
    g = move_phase(position({"ge_c1": "lodz", "ru_c1": "plock"}, control={"lodz": "cp"}), "cp", "lodz")
    assert "holds enemy units" in reason(g, type="move", units=("ge_c1",), to="plock")


def test_13_1_stacking_is_checked_at_the_end_of_an_sr():
    """Covers: STK-01, STK-02"""
    g = sr(position({"fr_1": "melun", "fr_2": "melun", "fr_3": "melun", "fr_c1": "paris"}, active="ap"), "ap", 4)
    g.apply(Action("select", unit="fr_c1"))
    assert "already holds 3 units" in reason(g, type="sr", unit="fr_c1", to="melun")


def test_16_4_9_after_brest_litovsk_russians_do_not_stack_with_other_allies():
    """Covers: STK-06"""
    g = sr(position({"ru_c1": "ap_reserve", "sb_c1": "warsaw"}, active="ap"), "ap", 2)
    g.apply(Action("select", unit="ru_c1"))
    assert reason(g, type="sr", unit="ru_c1", to="warsaw") is None
    g.state.flags.add("event:cp45")
    assert "may not stack with other Allied units" in reason(g, type="sr", unit="ru_c1", to="warsaw")


def test_10_1_3_the_opponent_eliminates_accidental_overstack_armies_for_good():
    """Covers: STK-03"""
    from pog_desktop.rules.board import overstack
    g = position({"ge_1": "lodz", "ge_2": "lodz", "ge_c1": "lodz", "ge_c2": "lodz"}, active="cp")
    assert overstack.check(g.ctx, g.state, "lodz")
    p = g.prompt
    assert (p.seat, p.kind) == ("ap", "eliminate_overstack")
    g.apply(Action("eliminate", unit="ge_1"))
    assert g.state.where["ge_1"] == "removed"
    assert (g.state.step, g.state.active) == ("action", "cp")      # back where the game was
    assert not overstack.check(g.ctx, g.state, "lodz")


def test_16_4_9_after_brest_litovsk_russians_do_not_pass_through_other_allies():
    """Covers: STK-06"""
    g = move_phase(position({"ru_c1": "warsaw", "br_c1": "lodz"}, active="ap"), "ap", "warsaw")
    assert reason(g, type="move", units=("ru_c1",), to="lodz") is None
    g.state.flags.add("event:cp45")
    assert "may not stack with other Allied units" in reason(g, type="move", units=("ru_c1",), to="lodz")


# -- Review of the engine core: stacking during strategic redeployment (10.1.2, 13.1.10).
FULL_NANCY = {"fr_1": "nancy", "fr_2": "nancy", "fr_c2": "nancy"}


def _pick(g, unit):
    g.apply(Action("select", unit=unit))


def test_10_1_2_an_sr_may_pass_through_an_overstack_that_is_cleared_before_it_ends():
    """Covers: STK-02, SR-03"""
    g = sr(position({"fr_c1": "ap_reserve", "fr_c3": "paris", **FULL_NANCY}, active="ap"), "ap", 6)
    _pick(g, "fr_c1")
    g.apply(Action("sr", unit="fr_c1", to="nancy"))
    assert len(g.state.at["nancy"]) == 4
    assert reason(g, type="done") == "Nancy holds more than 3 units: redeploy one out first (10.1.2)"
    assert reason(g, type="select", unit="fr_c3") == \
        "Nancy holds more than 3 units: redeploy one of them out first (10.1.2)"
    _pick(g, "fr_1")
    g.apply(Action("sr", unit="fr_1", to="paris"))
    assert (len(g.state.at["nancy"]), g.state.where["fr_1"], g.state.sub["points"]) == (3, "paris", 1)
    assert reason(g, type="done") is None


def test_10_1_2_the_unit_picked_out_of_an_overstack_may_not_be_put_back():
    """A unit put back may not be picked again before another redeploys (13.1.3): with the
    overstack's units put back nothing would be left to do, so while a space is over the
    limit the picked unit must go (undo still takes the pick back)."""
    g = sr(position({"fr_c1": "ap_reserve", "fr_c3": "paris", **FULL_NANCY}, active="ap"), "ap", 6)
    _pick(g, "fr_c1")
    g.apply(Action("sr", unit="fr_c1", to="nancy"))
    _pick(g, "fr_c2")
    assert reason(g, type="cancel") == "Nancy holds more than 3 units: redeploy one of them out first (10.1.2)"
    assert g.prompt.choices["buttons"] == [] and all(a.type == "sr" for a in g.legal_actions())
    g.undo()
    assert g.state.step == "redeploy" and g.state.sub["selected"] is None


def test_10_1_4_no_sr_into_a_full_stack_that_could_not_be_cleared_with_the_points_left():
    """Covers: STK-02, STK-04"""
    g = sr(position({"fr_c1": "ap_reserve", **FULL_NANCY}, active="ap"), "ap", 1)
    _pick(g, "fr_c1")
    assert reason(g, type="sr", unit="fr_c1", to="nancy") == (
        "Nancy already holds 3 units (10.1.1), and no unit there could redeploy out with the points left "
        "to end within the limit (10.1.2)")
    g2 = sr(position({"fr_c1": "ap_reserve", **FULL_NANCY}, active="ap"), "ap", 2)
    _pick(g2, "fr_c1")
    assert reason(g2, type="sr", unit="fr_c1", to="nancy") is None    # the FR corps can then go to the reserve


def test_10_1_2_only_one_space_may_be_over_the_limit_during_an_sr():
    """Covers: STK-02, STK-04"""
    g = sr(position({"fr_c1": "ap_reserve", "fr_c4": "ap_reserve", **FULL_NANCY,
                     "fr_3": "verdun", "fr_4": "verdun", "fr_c3": "verdun"}, active="ap"), "ap", 8)
    _pick(g, "fr_c1")
    g.apply(Action("sr", unit="fr_c1", to="nancy"))
    _pick(g, "fr_c2")
    assert reason(g, type="sr", unit="fr_c2", to="verdun") == (
        "Verdun already holds 3 units (10.1.1); first bring the overstacked space back within the limit (10.1.2)")
    assert Action("sr", unit="fr_c2", to="ap_reserve") in g.legal_actions()


def test_10_1_2_the_sr_prompt_offers_done_only_once_the_limit_is_met():
    """Covers: STK-02"""
    g = sr(position({"fr_c1": "ap_reserve", **FULL_NANCY}, active="ap"), "ap", 2)
    _pick(g, "fr_c1")
    g.apply(Action("sr", unit="fr_c1", to="nancy"))
    assert (g.prompt.choices["buttons"], sorted(g.prompt.choices["units"])) == ([], ["fr_c2"])
    _pick(g, "fr_c2")
    g.apply(Action("sr", unit="fr_c2", to="ap_reserve"))
    assert g.prompt.choices["buttons"] == ["done"]

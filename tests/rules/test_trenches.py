"""Trenches (11.2): entrenching instead of moving, levels, enemy entry."""
from pog_desktop.rules import Action

from .helpers import move_phase, mv, position, reason


def entrench_position(**kw):
    g = position({"ge_1": "lodz", "ge_c1": "lodz"}, control={"lodz": "cp"}, **kw)
    g.state.flags.add("event:cp06")
    return move_phase(g, "cp", "lodz")


def test_11_2_1_no_entrenching_before_an_entrench_event():
    """Covers: TRN-01"""
    g = move_phase(position({"ge_1": "lodz"}, control={"lodz": "cp"}), "cp", "lodz")
    assert "no Entrench event" in reason(g, type="entrench", unit="ge_1")
    assert not any(a.type == "entrench" for a in g.legal_actions())


def test_11_2_2_a_roll_at_most_the_army_lf_places_a_level_1_trench():
    """Covers: TRN-01, TRN-02"""
    g = entrench_position()
    assert "only an army" in reason(g, type="entrench", unit="ge_c1")
    g.apply(Action("entrench", unit="ge_1"))
    assert "already moved" in reason(g, type="move", units=("ge_1",), to="plock")
    mv(g, ["ge_c1"], "plock")             # the other units may still move
    g.apply(Action("stop"))
    g.state.dice_script = [3]
    g.apply(Action("done"))
    assert g.state.trench == {"lodz": 1} and g.state.trench_side == {"lodz": "cp"}
    assert g.log[-1]["dice"] == [3]


def test_11_2_2_a_failed_roll_places_nothing():
    """Covers: TRN-02"""
    g = entrench_position()
    g.apply(Action("entrench", unit="ge_1"))
    g.state.dice_script = [4]
    g.apply(Action("done"))
    assert g.state.trench == {}


def test_11_2_3_level_1_becomes_level_2_and_no_further():
    """Covers: TRN-03"""
    g = entrench_position()
    g.state.trench["lodz"] = 1
    g.state.trench_side["lodz"] = "cp"
    g.apply(Action("entrench", unit="ge_1"))
    g.state.dice_script = [1]
    g.apply(Action("done"))
    assert g.state.trench["lodz"] == 2
    g2 = entrench_position()
    g2.state.trench["lodz"] = 2
    g2.state.trench_side["lodz"] = "cp"
    assert "already has a level-2 trench" in reason(g2, type="entrench", unit="ge_1")


def test_11_2_4_11_2_5_a_trench_stays_empty_until_an_enemy_enters_and_level_1_is_removed():
    """Covers: TRN-04, TRN-05"""
    g = move_phase(position({"ru_c1": "plock"}, control={"lodz": "cp"}, active="ap"), "ap", "plock")
    g.state.trench["lodz"] = 1
    g.state.trench_side["lodz"] = "cp"
    g.state.trench["posen"] = 1
    g.state.trench_side["posen"] = "cp"
    mv(g, ["ru_c1"], "lodz")
    assert "lodz" not in g.state.trench and g.state.trench["posen"] == 1


def test_11_2_6_an_enemy_entering_a_level_2_trench_reduces_it_to_level_1():
    """Covers: TRN-06"""
    g = move_phase(position({"ru_c1": "plock"}, control={"lodz": "cp"}, active="ap"), "ap", "plock")
    g.state.trench["lodz"] = 2
    g.state.trench_side["lodz"] = "cp"
    mv(g, ["ru_c1"], "lodz")
    assert (g.state.trench["lodz"], g.state.trench_side["lodz"]) == (1, "cp")
    g2 = move_phase(position({"ru_c1": "plock"}, control={"lodz": "cp"}, active="ap",
                             options={"edition": "2022"}), "ap", "plock")
    g2.state.trench["lodz"] = 2
    g2.state.trench_side["lodz"] = "cp"
    mv(g2, ["ru_c1"], "lodz")
    assert (g2.state.trench["lodz"], g2.state.trench_side["lodz"]) == (1, "ap")


def test_14_3_3_units_out_of_supply_may_not_entrench(monkeypatch):
    """Covers: TRN-10"""
    from pog_desktop.rules.operations import movement
    g = entrench_position()
    monkeypatch.setattr(movement, "unit_supplied", lambda ctx, st, u: False)
    assert "out of supply may not entrench" in reason(g, type="entrench", unit="ge_1")


def test_11_2_10_optional_a_failed_attempt_gives_minus_one_next_round():
    """Covers: TRN-11"""
    from pog_desktop.rules.board import trenches
    g = entrench_position(options={"entrench_drm": True})
    g.apply(Action("entrench", unit="ge_1"))
    g.state.dice_script = [4]
    g.apply(Action("done"))
    assert g.state.trench == {} and g.state.active == "ap"
    g.state.round += 1
    assert trenches.attempt_drm(g.ctx, g.state, "ge_1") == -1
    assert trenches.resolve_attempt(g.ctx, g.state, "cp", "lodz", "ge_1", 4)     # 4 - 1 <= LF 3
    assert g.state.trench == {"lodz": 1}
    g.state.round += 1
    assert trenches.attempt_drm(g.ctx, g.state, "ge_1") == 0

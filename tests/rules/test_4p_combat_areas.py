"""Seed 003 (the four-player variant), section 6: combat areas, the areas forbidden to a command,
the retreat that transfers a unit, and overlapping combat areas."""
from pog_desktop.rules import Action
from pog_desktop.rules.board import fronts
from pog_desktop.rules.board.access import unit_barred
from pog_desktop.rules.combat.engine import retreat
from pog_desktop.rules.core import commands

from .fourp import fourp
from .helpers import move_phase, reason, sr

FORBIDDEN_KOBLENZ = ("Koblenz is in a combat area of the west command's front: the east command may not bring "
                     "units there (seed 003, 6.2)")


def test_4p_6_1_a_combat_area_is_next_to_an_enemy_unit_or_enemy_space():
    g = fourp({"ru_c1": "erfurt"}, control={"erfurt": "ap"})
    ctx, st = g.ctx, g.state
    assert fronts.combat_area(ctx, st, "koblenz", "cp")            # next to Allied Sedan and Liege
    assert not fronts.combat_area(ctx, st, "frankfurt", "cp")
    assert fronts.combat_area(ctx, st, "kassel", "cp")             # next to the Russians in Erfurt
    assert not fronts.combat_area(ctx, st, "hannover", "cp")


def test_4p_6_2_a_command_may_not_move_into_another_fronts_combat_area():
    g = fourp({"ge_c1": "frankfurt"}, command="east", owners={"ge_c1": "east"})
    move_phase(g, "cp", "frankfurt")
    assert reason(g, type="move", units=("ge_c1",), to="koblenz") == FORBIDDEN_KOBLENZ
    assert reason(g, type="move", units=("ge_c1",), to="kassel") is None    # West front, no combat area


def test_4p_6_2_the_front_own_command_may_move_there():
    g = fourp({"ge_c1": "frankfurt"})
    move_phase(g, "cp", "frankfurt")
    assert reason(g, type="move", units=("ge_c1",), to="koblenz") is None


def test_4p_6_2_no_sr_into_another_fronts_combat_area():
    g = fourp({"ge_c1": "frankfurt"}, command="east", owners={"ge_c1": "east"})
    sr(g, "cp", 4)
    g.apply(Action("select", unit="ge_c1"))
    assert g.why_illegal(Action("sr", unit="ge_c1", to="koblenz")) is not None
    assert "koblenz" not in {a.to for a in g.legal_actions() if a.type == "sr"}
    assert "kassel" in {a.to for a in g.legal_actions() if a.type == "sr"}


def test_4p_5_5_a_command_activates_a_shared_space_for_its_own_units_only():
    g = fourp({"ge_c1": "frankfurt", "ge_c2": "frankfurt"}, owners={"ge_c2": "east"})
    move_phase(g, "cp", "frankfurt")
    assert g.state.sub["eligible"] == {"ge_c1"}
    assert reason(g, type="move", units=("ge_c2",), to="kassel") is not None


def _leipzig(erfurt_enemy: bool):
    units = {"ge_c1": "leipzig", "ru_c1": "berlin", "ru_c3": "cottbus"}
    control = {"berlin": "ap", "cottbus": "ap"}
    if erfurt_enemy:
        units["ru_c2"] = "erfurt"
        control["erfurt"] = "ap"
    g = fourp(units, control=control)
    c = {"side": "ap", "target": "leipzig", "retreat": 1}
    return g, c


def test_4p_6_2_retreat_prefers_the_own_front():
    g, c = _leipzig(erfurt_enemy=False)
    assert retreat._paths(g.ctx, g.state, c, "ge_c1") == [("erfurt",)]


def test_4p_6_2_retreat_into_other_front_transfers_unit():
    """Leipzig (West front) between Russians in Berlin and Erfurt: the only retreat is Dresden, in
    the East front's combat area (Russians in Cottbus); the corps may go there and passes to the
    East command."""
    g, c = _leipzig(erfurt_enemy=True)
    assert retreat._paths(g.ctx, g.state, c, "ge_c1") == [("dresden",)]
    g.state.place("ge_c1", "dresden")
    fronts.settle(g.ctx, g.state)
    assert commands.unit_command(g.ctx, g.state, "ge_c1") == "east"
    assert g.state.cmd["stats"]["retreat_transfers"] == 1
    assert g.state.log[-1]["text"] == ("CP: German corps pass to the east command "
                                       "(in that front's combat area, 6.2)")


def test_4p_6_2_a_unit_the_enemy_puts_in_a_forbidden_area_passes_too():
    g = fourp({"ge_c1": "dresden"}, owners={"ge_c1": "west"})
    fronts.settle(g.ctx, g.state)
    assert commands.unit_command(g.ctx, g.state, "ge_c1") == "west"      # no combat area yet
    g.state.place("ru_c1", "cottbus")
    g.state.control["cottbus"] = "ap"
    fronts.settle(g.ctx, g.state)
    assert commands.unit_command(g.ctx, g.state, "ge_c1") == "east"


def test_4p_6_3_overlapping_combat_areas_go_to_the_command_with_most_armies():
    g = fourp({"ge_c1": "leipzig", "ge_c2": "leipzig", "ge_8": "dresden", "ru_c1": "berlin", "ru_c3": "cottbus"},
              control={"berlin": "ap", "cottbus": "ap"})
    fronts.settle(g.ctx, g.state)
    st = g.state
    assert [commands.unit_command(g.ctx, st, u) for u in ("ge_c1", "ge_c2", "ge_8")] == ["east"] * 3
    assert st.cmd["shared"] == ["dresden", "leipzig"] and st.cmd["stats"]["conflicts"] == 1
    fronts.settle(g.ctx, st)                           # settled: nothing moves back (6.2 yields to 6.3)
    assert commands.unit_command(g.ctx, st, "ge_c1") == "east" and st.cmd["stats"]["conflicts"] == 1


def test_4p_6_3_equal_armies_then_more_corps_win():
    g = fourp({"ge_c1": "leipzig", "ge_c2": "leipzig", "ge_c3": "dresden", "ru_c1": "berlin", "ru_c3": "cottbus"},
              control={"berlin": "ap", "cottbus": "ap"})
    fronts.settle(g.ctx, g.state)
    assert commands.unit_command(g.ctx, g.state, "ge_c3") == "west"


def test_4p_6_3_a_full_tie_is_decided_by_a_die():
    g = fourp({"ge_c1": "leipzig", "ge_c2": "dresden", "ru_c1": "berlin", "ru_c3": "cottbus"},
              control={"berlin": "ap", "cottbus": "ap"})
    g.state.dice_script = [5]
    fronts.settle(g.ctx, g.state)
    assert commands.unit_command(g.ctx, g.state, "ge_c1") == "east"


def test_4p_5_6_the_defending_units_command_answers_for_the_defender():
    g = fourp({"ru_c1": "warsaw", "ru_c2": "warsaw", "br_c1": "warsaw"}, owners={"br_c1": "west"})
    ctx, st = g.ctx, g.state
    assert commands.defending_command(ctx, st, "warsaw", ["ru_c1", "ru_c2", "br_c1"]) == "east"
    assert commands.defending_command(ctx, st, "warsaw", ["br_c1"]) == "west"
    assert commands.defending_command(ctx, st, "verdun", []) == "west"      # a fort alone: the front's command


def test_4p_6_2_no_attack_into_another_fronts_combat_area_1_3():
    """1.3: direct opponents fight only on their own fronts: a West corps in Leipzig may not
    attack the Russians in Berlin (East front); an East corps beside it may."""
    g = fourp({"ge_c1": "leipzig", "ge_c2": "leipzig", "ru_c1": "berlin"}, control={"berlin": "ap"},
              owners={"ge_c2": "east"})
    ctx, st = g.ctx, g.state
    assert unit_barred(ctx, st, "ge_c1", "berlin") == ("Berlin is in a combat area of the east command's front: "
                                                      "the west command may not bring units there (seed 003, 6.2)")
    assert unit_barred(ctx, st, "ge_c2", "berlin") is None

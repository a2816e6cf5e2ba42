"""Seed 003, 6.2 (the four-player variant): no command places units in a combat area of another
command's front: reinforcements of an event, armies rebuilt with RP, corps taken out of the
reserve box by SR. Berlin and Breslau (East front) are in a combat area with the Russians in
Cottbus; Essen (West front) is not."""
from pog_desktop.rules import Action
from pog_desktop.rules.core import commands
from pog_desktop.rules.events import placement
from pog_desktop.rules.operations import replacements

from .fourp import fourp
from .helpers import sr

RUSSIANS_AT_COTTBUS = {"ru_c1": "cottbus"}
CONTROL = {"cottbus": "ap"}


def _both_commit(g, west, east):
    g.apply(west)
    g.apply(east)


def test_4p_6_2_a_west_reinforcement_is_not_placed_in_an_east_front_combat_area():
    """CP 12 (GE 10, CP West's deck): of Berlin, Essen and Breslau only Essen is open to West."""
    g = fourp(dict(RUSSIANS_AT_COTTBUS), control=CONTROL, hands={"cp:west": ["cp12"], "cp:east": ["cp07"]})
    assert placement.options(g.ctx, g.state, "cp", "ge_10", "capital_or_source") == ["essen"]
    _both_commit(g, Action("play_event", card="cp12"), Action("auto_op"))
    assert g.state.where["ge_10"] == "essen"               # the one place left: no question asked
    assert commands.unit_command(g.ctx, g.state, "ge_10") == "west"


def test_4p_6_2_an_east_reinforcement_may_enter_its_own_fronts_combat_area():
    g = fourp(dict(RUSSIANS_AT_COTTBUS), control=CONTROL, command="east")
    assert placement.options(g.ctx, g.state, "cp", "ge_9", "capital_or_source") == ["berlin", "essen", "breslau"]


def test_4p_6_2_the_same_places_in_the_two_player_game():
    from .helpers import position
    g = position(dict(RUSSIANS_AT_COTTBUS), control=CONTROL)
    assert placement.options(g.ctx, g.state, "cp", "ge_10", "capital_or_source") == ["berlin", "essen", "breslau"]


def test_4p_6_2_an_army_rebuilt_with_rp_is_not_placed_in_another_fronts_combat_area():
    g = fourp({**RUSSIANS_AT_COTTBUS, "ge_1": "cp_eliminated"}, control=CONTROL)
    g.state.rp = {"cp": {"ge": 8}, "ap": {}}
    replacements.begin_phase(g.ctx, g.state, ("cp",))
    assert g.prompt.seat == "cp-west"
    assert sorted(a.to for a in g.legal_actions() if a.unit == "ge_1") == ["essen"]
    assert "cannot be rebuilt in 'berlin'" in g.why_illegal(Action("replace", unit="ge_1", to="berlin"))
    g.apply(Action("done"))                                       # 5.4: then CP East spends what is left
    assert g.prompt.seat == "cp-east"
    assert sorted(a.to for a in g.legal_actions() if a.unit == "ge_1") == ["berlin", "breslau", "essen"]


def test_4p_6_2_a_reserve_box_corps_goes_by_sr_only_where_its_mover_may_go():
    """A corps in the reserve box since the start belongs to neither command: the command moving
    it by SR may bring it into its own front's combat area, not the other front's."""
    g = fourp({**RUSSIANS_AT_COTTBUS, "ge_c1": "cp_reserve", "ge_c2": "essen"}, control=CONTROL)
    assert commands.unit_command(g.ctx, g.state, "ge_c1") is None
    sr(g, "cp", 4)
    g.apply(Action("select", unit="ge_c1"))
    to = {a.to for a in g.legal_actions() if a.type == "sr"}
    assert "berlin" not in to and "essen" in to
    assert g.why_illegal(Action("sr", unit="ge_c1", to="berlin")) is not None
    g = fourp({**RUSSIANS_AT_COTTBUS, "ge_c1": "cp_reserve", "ge_c2": "essen"}, control=CONTROL, command="east")
    sr(g, "cp", 4)
    g.apply(Action("select", unit="ge_c1"))
    assert {"berlin", "breslau"} <= {a.to for a in g.legal_actions() if a.type == "sr"}

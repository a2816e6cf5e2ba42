"""The Qt-free parts of play: the engine's game as a board position, what the legal
actions offer on the board (spaces, units, reach, activation costs), the combat view."""
from __future__ import annotations

import pytest

from pog_desktop.data import load_game
from pog_desktop.rules import Action, Game
from pog_desktop.ui.play.board_adapter import position_from_game
from pog_desktop.ui.play.combat_adapter import combat_view, fires
from pog_desktop.ui.play.targets import Offer, activation_costs, route, target_space

DATA = load_game("pog")


@pytest.fixture(scope="module")
def opened():
    """Campaign seed 1: CP decline Guns of August, SUD Army for 3 OPS, Aachen activated for move."""
    g = Game.new("campaign", 1)
    g.apply(Action("choose", choice="no"))
    g.apply(Action("play_ops", card="cp10"))
    g.apply(Action("activate", space="aachen", mode="move"))
    return g


def test_2_2_2_position_of_a_game_units_trenches_activation_and_action_chart(opened):
    """Covers: DAT-14, CRD-03, OPS-07. Units where the engine has them, the engine's trench
    levels and owners, the Move marker on Aachen, the OPS play on the CP action chart."""
    st = opened.state
    pos = position_from_game(DATA, opened)
    assert pos.units["ge_1"].location == "aachen"
    on_map = {u for u, loc in st.where.items() if loc in DATA.map.spaces}
    assert {u for u, p in pos.units.items() if p.location in DATA.map.spaces} == on_map
    offmap = [u for u, loc in st.where.items() if loc == "offmap"]
    assert offmap and all(pos.units[u].location == f"{DATA.units[u].side}_reinforcements" for u in offmap)
    assert [m.kind for m in pos.markers["aachen"]] == ["activated_move"]
    assert position_from_game(DATA, opened, "cp").markers["aachen"] == pos.markers["aachen"]
    trench = {s: (m.level, m.side) for s, ms in pos.markers.items() for m in ms if m.kind == "trench"}
    assert trench == {s: (lvl, st.trench_side.get(s) or st.control.get(s)) for s, lvl in st.trench.items()}
    assert [(r.round, r.action) for r in pos.tracks.rounds["cp"]] == [(1, "ops")]
    assert pos.tracks.turn == 1 and pos.tracks.vp == st.vp


def test_2_2_2_reduced_and_removed_units_show_where_the_board_keeps_them(opened):
    """Covers: DAT-14. A reduced unit is drawn reduced; a removed one in the permanently eliminated box."""
    g = opened.clone()
    g.state.reduced.add("ge_1")
    g.state.place("fr_1", "removed")
    pos = position_from_game(DATA, g)
    assert pos.units["ge_1"].reduced
    assert pos.units["fr_1"].location == "ap_perm_eliminated"


def test_9_2_3_activation_costs_are_measured_on_the_engine(opened):
    """Covers: OPS-01. One nation in a space costs 1 (9.2.3); the prompt before activation."""
    g = Game.new("campaign", 1)
    g.apply(Action("choose", choice="no"))
    g.apply(Action("play_ops", card="cp10"))
    costs = activation_costs(g, g.legal_actions())
    assert costs[("aachen", "move")] == 1
    assert costs[("aachen", "attack")] == 1
    assert set(s for s, _ in costs) == set(g.prompt.choices["spaces"])


def test_offer_groups_actions_by_the_space_and_unit_they_name(opened):
    g = opened.clone()
    g.apply(Action("done"))
    offer = Offer.of(g.legal_actions(), DATA.map.spaces)
    assert sorted(offer.by_space) == ["essen", "koblenz", "liege"]
    assert [a.to for a in offer.by_unit["ge_1"]] == ["liege", "koblenz", "essen"]
    assert offer.at_space("liege", ("ge_1",)) == [Action("move", units=("ge_1",), to="liege")]
    assert offer.at_space("liege", ("ge_2",)) == []


def test_12_5_a_route_choice_targets_its_last_space():
    """Covers: RET-01. Retreat and advance name their path in ``choice``; losses do not."""
    spaces = DATA.map.spaces
    assert route(Action("retreat", unit="ge_1", choice="liege>brussels"), spaces) == ("liege", "brussels")
    assert target_space(Action("retreat", unit="ge_1", choice="liege>brussels"), spaces) == "brussels"
    assert route(Action("losses", choice="ge_1:1|ge_1>ge_c1"), spaces) == ()


def test_12_combat_view_reads_the_running_combat_and_its_fire_record(opened):
    """Covers: CMB-24. Outside combat there is no view; in one, fire lines are the engine's
    record of each side's fire (``fires``), not a reading of the log's words."""
    assert combat_view(DATA, opened) is None
    record = {"target": "liege", "fires": {"attacker": {   # the shape of Game.combat's record
        "table": "army", "strength": 7, "column": "5", "shift": -1, "drm": 0, "die": 5, "ln": 4}}}
    f = fires(opened, record)["attacker"]
    assert (f.table, f.strength, f.column, f.shift, f.die, f.drm, f.ln) == ("army", 7, "5", -1, 5, 0, 4)


def test_9_2_5_activation_markers_come_from_the_engines_decision_not_the_state(opened, monkeypatch):
    """The Move/Attack markers are the spaces ``rules.choices.decision`` reports activated."""
    from pog_desktop.ui.play import board_adapter
    monkeypatch.setattr(board_adapter, "decision", lambda game: {"activated": {"metz": "attack"}})
    pos = position_from_game(DATA, opened)
    assert [m.kind for m in pos.markers["metz"] if m.kind != "trench"] == ["activated_attack"]
    assert not any(m.kind.startswith("activated") for m in pos.markers.get("aachen", ()))

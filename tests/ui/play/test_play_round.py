"""A whole opening action round played on the real engine by the UI alone: the hand's card
buttons, clicks on the board's spaces and counters, the prompt bar's buttons; a drag to a
space the rules forbid snaps back with the engine's reason; the hotseat hand-over hides
the hand."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt

from pog_desktop.match import Match, MatchMeta
from pog_desktop.rules import Action
from pog_desktop.ui.main_window import MainWindow

from .table_driver import button, click_space, click_unit, drag_unit, hover

NAMES = {"ap": "Anna", "cp": "Carl"}


@pytest.fixture
def window(qtbot):
    w = MainWindow(Match.new(MatchMeta("campaign", 1, {}, NAMES)), quiet=True)
    qtbot.addWidget(w)
    w.resize(1400, 900)
    w.show()
    qtbot.waitExposed(w)
    x, y = w.data.map.spaces["aachen"].center
    w.view.center_on(QPointF(x, y), 1.5)
    w.view.end_draft()
    return w


def _to_move_prompt(qtbot, w):
    """Hand-over, decline Guns of August, SUD Army for OPS, activate Aachen for move, done."""
    bar = w.table.prompt_bar
    qtbot.mouseClick(w.table.gate.continue_button, Qt.LeftButton)
    qtbot.mouseClick(button(bar, "No"), Qt.LeftButton)
    qtbot.mouseClick(w.table.hand.button("cp10", "play_ops"), Qt.LeftButton)
    click_space(qtbot, w.view, "aachen")
    qtbot.mouseClick(button(bar, "Activate (move)"), Qt.LeftButton)
    qtbot.mouseClick(button(bar, "Done"), Qt.LeftButton)
    # issue 15 defect 7: Done with OPS left says what it would waste, and acts when clicked again
    assert w.controller.game.prompt.kind == "activate"
    assert bar.message.text() == "2 OPS points would be wasted. Click Done again to end anyway."
    qtbot.mouseClick(button(bar, "Done"), Qt.LeftButton)
    assert w.controller.game.prompt.kind == "move"


def test_8_1_opening_cp_action_round_by_clicks_alone(qtbot, window):
    """Covers: DAT-10, CRD-01, CRD-02, CRD-03, OPS-01, OPS-07, MOV-02, MOV-03, MOV-05. The CP
    round of turn 1 played only by clicking: the engine ends with GE 1st Army two spaces away
    in Metz, the OPS play on the action chart, and the decision passed to the AP."""
    w = window
    game = w.controller.game
    assert w.table.gate.is_covered                     # hotseat: nobody has seen a hand yet
    _to_move_prompt(qtbot, w)
    click_unit(qtbot, w.view, "ge_1")
    assert w.controller.selection == ("ge_1",)
    marks = w.scene.marks()
    assert marks["metz"][1] == "2" and marks["liege"][1] == "1"   # reach this activation, in MP
    click_space(qtbot, w.view, "metz")
    assert game.state.where["ge_1"] == "metz"
    assert [a["type"] for a in game.actions][-2:] == ["move", "move"]
    qtbot.mouseClick(button(w.table.prompt_bar, "Stop here"), Qt.LeftButton)
    while game.prompt.side == "cp" and game.prompt.kind != "action":
        qtbot.mouseClick(button(w.table.prompt_bar, "Done"), Qt.LeftButton)
    assert game.state.played["cp"] == ["ops"]
    assert game.prompt.side == "ap" and game.prompt.kind == "action"
    assert w.scene.position.units["ge_1"].location == "metz"
    # 9.1: the hand is the AP's now, behind the hand-over cover until Anna continues
    assert w.table.gate.is_covered and not w.table.prompt_bar.isEnabled()
    assert "Anna" in w.table.gate.message.text()
    qtbot.mouseClick(w.table.gate.continue_button, Qt.LeftButton)
    assert not w.table.gate.is_covered
    assert sorted(w.table.hand.cards) == sorted(game.state.hand["ap"])


def test_11_1_3_drag_to_an_unconnected_space_snaps_back_with_the_engines_reason(qtbot, window):
    """Covers: MOV-03. Dropping GE 1st Army on Paris is refused: the counter goes back to
    Aachen, nothing is applied, and the status bar and prompt bar give the engine's reason."""
    w = window
    _to_move_prompt(qtbot, w)
    game = w.controller.game
    before = (len(game.actions), game.state_hash())
    item = w.scene.counter_items["ge_1"]
    home_pos = item.pos()
    x, y = w.data.map.spaces["paris"].center
    w.view.center_on(QPointF((x + w.data.map.spaces["aachen"].center[0]) / 2, y), 0.6)
    drag_unit(w.view, "ge_1", "paris")
    reason = game.why_illegal(Action("move", units=("ge_1",), to="paris"))
    assert str(reason) == "paris is not connected to Aachen (11.1.3)"      # the engine's raw id ...
    said = "Cannot go to Paris: Paris is not connected to Aachen (11.1.3)"   # ... shown by name
    assert w.table.prompt_bar.message.text() == said
    assert w.statusBar().currentMessage() == said
    assert item.pos() == home_pos
    assert (len(game.actions), game.state_hash()) == before


def test_8_1_hotseat_hand_over_blocks_the_board_until_continue(qtbot, window):
    """Covers: DAT-10. Behind the hand-over cover the hand is hidden and a board click does
    nothing but say so."""
    w = window
    assert w.table.gate.is_covered and w.table.gate.currentWidget() is not w.table.hand
    n = len(w.controller.game.actions)
    click_space(qtbot, w.view, "aachen")
    assert len(w.controller.game.actions) == n
    assert "Continue" in w.statusBar().currentMessage()


def test_11_1_hovering_a_reachable_space_shows_the_path(qtbot, window):
    """Covers: MOV-03. With GE 1st Army chosen, the pointer over Metz marks Koblenz 1 and
    Metz 2 and names the path; back over Aachen the marks are as before."""
    w = window
    _to_move_prompt(qtbot, w)
    click_unit(qtbot, w.view, "ge_1")
    base = w.scene.marks()
    hover(w.view, "metz")
    assert w.scene.marks()["koblenz"] == ("#e07b00", "1") and w.scene.marks()["metz"] == ("#e07b00", "2")
    assert w.statusBar().currentMessage() == "Path: Aachen → Koblenz → Metz (2 MP)"
    hover(w.view, "aachen")
    assert w.scene.marks() == base


def test_play_mode_tooltips_offer_no_sandbox_gestures(qtbot, window):
    """Issue 15 defect 7: markers and tracks cannot be dragged or set in play; their tooltips
    do not say they can."""
    scene = window.scene
    track = next(iter(scene.track_items.values()))
    assert "Click a cell" not in scene.tooltip_at(track.sceneBoundingRect().center())
    assert not scene.sandbox_gestures

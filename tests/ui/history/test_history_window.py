"""The history browser: replay controls step, play and stop exactly; the window's board shows
each past position and marks where units moved; it changes nothing in the game."""
from PySide6.QtCore import Qt

from pog_desktop.data import load_game
from pog_desktop.ui.history.controls import ReplayControls
from pog_desktop.ui.history.timeline import Timeline
from pog_desktop.ui.history.window import MOVED_FROM, MOVED_TO, HistoryWindow, moved_marks
from pog_desktop.ui.play.board_adapter import position_from_game
from pog_desktop.ui.play.controller import readable_names


def test_controls_step_clamp_and_emit_each_change(qtbot):
    c = ReplayControls()
    qtbot.addWidget(c)
    seen = []
    c.moved_to.connect(seen.append)
    c.set_length(5)
    assert (c.position, c.label.text()) == (0, "Position 0 of 4")
    assert not c.buttons["back"].isEnabled() and c.buttons["forward"].isEnabled()
    qtbot.mouseClick(c.buttons["forward"], Qt.LeftButton)
    qtbot.mouseClick(c.buttons["forward"], Qt.LeftButton)
    qtbot.mouseClick(c.buttons["back"], Qt.LeftButton)
    qtbot.mouseClick(c.buttons["last"], Qt.LeftButton)
    qtbot.mouseClick(c.buttons["last"], Qt.LeftButton)   # already there: no signal
    assert seen == [1, 2, 1, 4]
    assert c.slider.value() == 4 and not c.buttons["forward"].isEnabled()
    c.slider.setValue(2)
    assert seen[-1] == 2 and c.label.text() == "Position 2 of 4"
    c.go(99)
    assert c.position == 4


def test_controls_play_runs_to_the_end_and_stops(qtbot):
    c = ReplayControls(pace_ms=20)
    qtbot.addWidget(c)
    c.set_length(4)
    seen = []
    c.moved_to.connect(seen.append)
    qtbot.mouseClick(c.buttons["play"], Qt.LeftButton)
    assert c.playing and c.buttons["play"].text() == "Pause"
    qtbot.waitUntil(lambda: not c.playing, timeout=3000)
    assert seen == [1, 2, 3] and c.position == 3 and c.buttons["play"].text() == "Play"
    c.play()    # from the end it starts over
    assert c.position == 0 and c.playing
    c.pause()
    assert not c.playing


def test_moved_marks_frame_new_and_old_spaces():
    spaces = {"sedan": 1, "metz": 1, "liege": 1}
    marks = moved_marks(spaces, {"ge_1": ("metz", "sedan"), "ge_2": ("liege", "ge_eliminated")})
    assert marks == {"metz": (MOVED_FROM, "from"), "liege": (MOVED_FROM, "from"), "sedan": (MOVED_TO, "moved")}


def test_window_shows_each_past_position_and_leaves_the_game_alone(qtbot, match_120):
    data = load_game("pog")
    before = match_120.game.state_hash()
    tl = Timeline.of_match(match_120)
    w = HistoryWindow(data, tl, readable_names(data))
    qtbot.addWidget(w)
    view = w.history
    assert view.controls.position == 120
    moved_steps = 0
    for i in range(0, 121, 1):
        view.controls.go(i)
        game = tl.game_at(i)
        assert view.scene.position == position_from_game(data, game)
        expected = moved_marks(data.map.spaces, tl.moved(i))
        assert view.scene.marks() == expected
        moved_steps += bool(expected)
    assert moved_steps > 0       # the random game did move units on the map
    view.controls.go(0)
    assert view.step_title.text().startswith("Start of the game (Turn 1, round")
    view.controls.go(1)
    assert view.step_title.text().startswith("Action 1: ")
    assert match_120.game.state_hash() == before and len(match_120.game.actions) == 120


def test_the_action_list_names_every_step_and_a_click_goes_there(qtbot, match_120):
    data = load_game("pog")
    tl = Timeline.of_match(match_120)
    w = HistoryWindow(data, tl, readable_names(data))
    qtbot.addWidget(w)
    steps = w.history.steps
    assert steps.count() == 121 and steps.item(0).text() == "0. Start of the game"
    assert steps.item(1).text().startswith("1. ") and steps.currentRow() == 120
    steps.setCurrentRow(7)
    assert w.history.controls.position == 7
    assert w.history.scene.position == position_from_game(data, tl.game_at(7))
    w.history.controls.go(9)
    assert steps.currentRow() == 9

"""Issue 13 in the app: a solitaire game against the computer. The bot's seat decides off
the GUI thread, its moves are applied through the table, its reasons appear in the log, the
bot's hand stays hidden, and Stop hands the seat to the player."""
from __future__ import annotations

from pog_desktop.ui.bot_play import BotGameDialog, start_bot_game
from pog_desktop.ui.main_window import MainWindow, new_match
from pog_desktop.ui.table.seating import HOTSEAT


def _window(qtbot):
    w = MainWindow(new_match("introductory", 5, {}, {"ap": "A", "cp": "C"}, HOTSEAT), resume=False, quiet=True)
    qtbot.addWidget(w)
    return w


def test_the_computer_answers_for_its_side_and_explains_its_card(qtbot):
    """The player takes the AP; the CP (rule-based here, to keep the test fast) plays its
    action rounds by itself until the AP must decide, and says why it played its card."""
    w = _window(qtbot)
    driver = start_bot_game(w, "introductory", 5, {"cp": "rule"}, pace_ms=0)
    assert driver is not None and "watch_bots" in w.actions_by_name
    game = w.controller.game
    qtbot.waitUntil(lambda: game.prompt is not None and game.prompt.side == "ap" and not driver.is_thinking
                    and len(game.actions) > 0, timeout=60000)
    cp_plays = [a for a in game.actions if a["type"].startswith("play_")]
    assert cp_plays, "the computer played a card for the CP"
    log_text = w.table.log_panel.toPlainText()
    assert "CP (computer):" in log_text
    assert w.table.hand.isEnabled()      # the player's turn: the hand is in reach
    assert w.table.seat == "ap"          # and the table shows the AP's view, never the CP's


def test_stop_hands_the_seat_to_the_player(qtbot):
    w = _window(qtbot)
    driver = start_bot_game(w, "introductory", 5, {"ap": "mcts:2", "cp": "mcts:2"}, pace_ms=50)
    qtbot.waitUntil(lambda: len(w.controller.game.actions) >= 2, timeout=60000)
    w.bot_bar.stop.click()
    count = len(w.controller.game.actions)
    assert not driver.active and not driver.is_thinking
    qtbot.wait(600)
    assert len(w.controller.game.actions) == count
    assert w.table.prompt_bar.isEnabled() and w.table.hand.isEnabled()


def test_dialog_gives_the_computer_the_other_side(qtbot):
    d = BotGameDialog(scenarios=[("introductory", "Intro")])
    qtbot.addWidget(d)
    d.side.setCurrentIndex(1)                       # the player takes the CP
    assert d.bots() == {"ap": "mcts:normal"}
    watch = BotGameDialog(watch=True, scenarios=[("introductory", "Intro")])
    qtbot.addWidget(watch)
    assert watch.bots() == {"ap": "mcts:normal", "cp": "mcts:normal"}
    d.seed.setText("x")
    d.accept()
    assert "seed must be a whole number" in d.error.text()


def test_step_by_step_waits_for_next_move(qtbot):
    """Watch mode, step by step: the computer's chosen move is shown (its description under
    the prompt) and applied only when the player asks for the next move."""
    w = _window(qtbot)
    driver = start_bot_game(w, "introductory", 5, {"ap": "rule", "cp": "rule"}, pace_ms=0)
    w.bot_bar.stepping.setChecked(True)
    game = w.controller.game
    qtbot.waitUntil(lambda: driver._pending is not None, timeout=60000)
    count = len(game.actions)
    qtbot.wait(200)
    assert len(game.actions) == count
    assert w.table.prompt_bar.message.text().startswith("Computer: ")
    w.bot_bar.next.click()
    assert len(game.actions) == count + 1


def test_reason_lines_are_saved_and_shown_when_the_game_is_reopened(qtbot, tmp_path):
    """The computer's lines go into the match's header (MatchMeta.notes): a save reopened in
    a new window, with no computer seat any more, still shows them in its log."""
    w = _window(qtbot)
    driver = start_bot_game(w, "introductory", 5, {"cp": "rule"}, pace_ms=0)
    game = w.controller.game
    qtbot.waitUntil(lambda: game.prompt is not None and game.prompt.side == "ap" and not driver.is_thinking
                    and len(game.actions) > 0, timeout=60000)
    notes = w.controller.match.meta.notes
    assert notes and all(n["side"] == "cp" and n["action"] < len(game.actions) for n in notes)
    path = tmp_path / "vs_computer.pog"
    w.save_to(path)
    again = MainWindow(new_match("introductory", 1, {}, {"ap": "A", "cp": "C"}, HOTSEAT), resume=False, quiet=True)
    qtbot.addWidget(again)
    assert again.open_file(path)
    assert again.controller.match.meta.notes == notes
    again.controller.refresh()
    text = again.table.log_panel.toPlainText()
    assert f"CP (computer): {notes[0]['text']}" in text

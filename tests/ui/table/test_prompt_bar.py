"""The prompt bar: whose decision, what decision, and exactly the legal button actions."""
from __future__ import annotations

from PySide6.QtCore import Qt

from pog_desktop.ui.table.palette import SIDE_COLOURS
from pog_desktop.ui.table.prompt_bar import PromptBar

from .fakes import FakeAction, FakePrompt


def _bar(qtbot):
    bar = PromptBar()
    qtbot.addWidget(bar)
    return bar


def test_8_1_3_action_round_prompt_offers_the_automatic_operation(qtbot):
    """Covers: CRD-02. Card plays stay in the hand; the 1-OPS action is the only bar button."""
    bar = _bar(qtbot)
    prompt = FakePrompt("cp", "cp", "action", "CP action round 1: play a card or take the 1-OPS action")
    bar.show_prompt(prompt, [FakeAction("play_ops", card="cp01"), FakeAction("auto_op")],
                    seat_names={"cp": "Anna"})
    assert bar.button_labels() == ["1-OPS action (no card)"]
    assert bar.who.text() == "Central Powers\nAnna"
    assert SIDE_COLOURS["cp"] in bar.who.styleSheet()
    assert bar.kind.text() == "Action"
    assert bar.text.text() == prompt.text
    assert not bar.undo_button.isEnabled()


def test_9_2_8_move_prompt_buttons_match_the_legal_actions(qtbot):
    """Covers: MOV-01. Moving a stack: 'stop' and 'done' as buttons, moves go to the board."""
    bar = _bar(qtbot)
    stop = FakeAction("stop")
    bar.show_prompt(FakePrompt("ap", "ap", "move", "AP: move the stack on from Paris, or stop"),
                    [FakeAction("move", units=("fr_5",), to="sedan"), stop], can_undo=True)
    assert bar.button_labels() == ["Stop here"]
    assert bar.who.text() == "Allied Powers"
    assert bar.undo_button.isEnabled()
    with qtbot.waitSignal(bar.action_chosen) as sig:
        qtbot.mouseClick(bar.buttons[0], Qt.LeftButton)
    assert sig.args == [stop]
    with qtbot.waitSignal(bar.undo_requested):
        qtbot.mouseClick(bar.undo_button, Qt.LeftButton)


def test_4_3_1_choice_prompt_shows_each_choice_and_replaces_old_buttons(qtbot):
    """Covers: DAT-10. The Guns of August question (4.3.1) is two buttons; a new prompt clears them."""
    bar = _bar(qtbot)
    bar.show_prompt(FakePrompt("cp", "cp", "guns_of_august", "CP: start with Guns of August in hand?"),
                    [FakeAction("choose", choice="yes"), FakeAction("choose", choice="no")])
    assert bar.button_labels() == ["Yes", "No"]
    bar.show_prompt(FakePrompt("ap", "ap", "activate", "AP: activate spaces, then done"),
                    [FakeAction("activate", space="paris", mode="move"), FakeAction("done")])
    assert bar.button_labels() == ["Done"]


def test_game_over_shows_the_result_and_no_buttons(qtbot):
    """Covers: VIC-01 (its display): no prompt once the game is over, only the result."""
    bar = _bar(qtbot)
    bar.show_prompt(None, [], over_text="CP win: automatic victory at 20 VP")
    assert bar.button_labels() == []
    assert bar.text.text() == "CP win: automatic victory at 20 VP"
    bar.show_message("Metz is not adjacent")
    assert bar.message.text() == "Metz is not adjacent" and not bar.message.isHidden()

"""The joined table view, driven by a game with the engine's API."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from pog_desktop.data import load_game
from pog_desktop.ui.table.seating import HOTSEAT, SOLITAIRE, Seats
from pog_desktop.ui.table.table_view import TableView, result_text

from .fakes import FakeAction, FakeGame, FakePrompt, FakeState


@pytest.fixture(scope="module")
def cards():
    return load_game("pog").cards


def _cp_round(hand=("cp01", "cp03")):
    st = FakeState(hand={"cp": list(hand), "ap": ["ap01"]}, discard={"ap": ["ap02"], "cp": []})
    legal = [FakeAction("play_ops", card="cp03"), FakeAction("play_sr", card="cp03"), FakeAction("auto_op")]
    prompt = FakePrompt("cp", "cp", "action", "CP action round 1: play a card or take the 1-OPS action")
    log = [{"turn": 1, "round": 1, "side": None, "kind": "turn", "text": "turn 1 begins"}]
    return FakeGame(st, prompt, legal, {("play_rp", "cp03"): "no RP card in the round right after "
                                        "your own RP card this turn (9.4.3)"}, log)


def _ap_round():
    st = FakeState(hand={"cp": ["cp03"], "ap": ["ap01"]}, active="ap")
    return FakeGame(st, FakePrompt("ap", "ap", "action", "AP action round 1: play a card"),
                    [FakeAction("play_ops", card="ap01"), FakeAction("auto_op")])


def test_9_1_3_table_view_shows_the_deciders_hand_and_legal_uses(qtbot, cards):
    """Covers: CRD-01, CRD-02, CRD-13. Hand of the side to decide, its legal uses, the
    engine's reason on a refused use, the bar's button, the open piles and the log."""
    view = TableView(cards, Seats(SOLITAIRE), action_type=FakeAction)
    qtbot.addWidget(view)
    view.show_game(_cp_round())
    assert list(view.hand.cards) == ["cp01", "cp03"]
    assert view.hand.enabled_uses() == {("cp03", "play_ops"), ("cp03", "play_sr")}
    assert view.hand.button("cp03", "play_rp").toolTip() == \
        "RP: no RP card in the round right after your own RP card this turn (9.4.3)"
    assert view.hand.heading.text() == "Central Powers hand (2 cards)"
    assert view.prompt_bar.button_labels() == ["1-OPS action (no card)"]
    assert view.card_browser.tab_titles()[0] == "AP discards (1)"
    assert "turn 1 begins" in view.log_panel.toPlainText()
    assert not view.gate.is_covered           # solitaire: nothing hidden
    with qtbot.waitSignal(view.action_chosen) as sig:
        qtbot.mouseClick(view.hand.button("cp03", "play_sr"), Qt.LeftButton)
    assert sig.args == [FakeAction("play_sr", card="cp03")]


def test_hotseat_hand_is_covered_at_each_change_of_seat(qtbot, cards):
    """Covers: SEQ-03. CP acts, then the decision passes to the AP: the AP hand stays hidden
    until the AP player continues; the same seat deciding again is not covered."""
    view = TableView(cards, Seats(HOTSEAT, {"ap": "Bea", "cp": "Carl"}), action_type=FakeAction)
    qtbot.addWidget(view)
    view.show()
    view.show_game(_cp_round())
    assert view.gate.is_covered and not view.hand.isVisible()
    assert "Carl" in view.gate.message.text()
    assert not view.prompt_bar.buttons[0].isEnabled()    # nobody acts behind the cover
    qtbot.mouseClick(view.gate.continue_button, Qt.LeftButton)
    assert view.hand.isVisible() and view.prompt_bar.buttons[0].isEnabled()
    view.show_game(_cp_round(("cp03",)))       # CP again: no cover
    assert not view.gate.is_covered
    view.show_game(_ap_round())
    assert view.gate.is_covered and not view.hand.isVisible()
    assert "Bea" in view.gate.message.text()
    assert list(view.hand.cards) == ["ap01"]   # filled behind the cover
    qtbot.mouseClick(view.gate.continue_button, Qt.LeftButton)
    assert view.hand.isVisible() and view.tracker.viewer == "ap"
    view.show_game(_cp_round())                # CP decides again: covered for Carl ...
    assert view.gate.is_covered
    view.show_game(_ap_round())                # ... then back to the AP (undo): no hand-over needed
    assert not view.gate.is_covered and view.prompt_bar.buttons[0].isEnabled()


def test_game_over_shows_the_result(qtbot, cards):
    g = _cp_round()
    g.prompt, g._legal, g.result = None, [], {"winner": "cp", "how": "automatic victory (VP 20)"}
    view = TableView(cards, Seats(SOLITAIRE), action_type=FakeAction)
    qtbot.addWidget(view)
    view.show_game(g)
    assert view.prompt_bar.text.text() == "Central Powers win: automatic victory (VP 20)"
    assert view.hand.cards == {}
    assert result_text(None) == "The game is over"


def test_the_hand_takes_the_width_its_cards_need_and_the_tabs_the_rest(qtbot, cards):
    """Covers: CRD-01. One card leaves most of the table to the log; a full hand takes all
    but the tabs' share with narrower faces, every use button in view (issue 15 defect 2);
    a splitter the player dragged stays while the hand keeps its size; a hand with nothing
    playable is only a strip."""
    from tests.ui.play.table_driver import fully_visible
    from pog_desktop.ui.table.table_view import HAND_MIN, TABS_MIN

    view = TableView(cards, Seats(SOLITAIRE), action_type=FakeAction)
    qtbot.addWidget(view)
    view.resize(1500, 400)
    view.show()
    qtbot.waitExposed(view)
    view.show_game(_cp_round(hand=("cp03",)))
    one, tabs = view.split.sizes()
    assert one < 400 and tabs > 1000
    assert one >= view.hand.needed_width() - 8      # the one card is not cut
    seven = ("cp01", "cp03", "cp05", "cp07", "cp08", "cp09", "cp10")
    view.show_game(_cp_round(hand=seven))
    full, tabs = view.split.sizes()
    assert tabs >= TABS_MIN - 8 and view.hand.card_width < 200
    qtbot.wait(20)
    assert all(fully_visible(b) for hc in view.hand.cards.values() for b in hc.buttons.values())
    view.split.setSizes([700, full + tabs - 700])
    view.show_game(_cp_round(hand=("cp01", "cp03", "cp05", "cp07", "cp08", "cp09", "cp11")))
    assert abs(view.split.sizes()[0] - 700) <= 8
    view.resize(1900, 400)                          # a resized window fits the hand afresh
    full, tabs = view.split.sizes()
    assert abs(full - view.hand.needed_width(view.hand.card_width)) <= 8
    dead = _cp_round(hand=seven)
    dead._legal = [a for a in dead._legal if not getattr(a, "card", None)]
    view.show_game(dead)
    assert view.split.sizes()[0] == HAND_MIN

"""Issue 11: the table for one seat is drawn from that seat's view. With the table open for
one seat, no text, tooltip or item of the window (hand, prompt bar, log, tracks, card piles,
combat window, board) names a card of the other hand; behind the hotseat cover not even the
incoming seat's own hand is shown."""
from __future__ import annotations

from PySide6.QtWidgets import (QAbstractButton, QGraphicsSimpleTextItem, QGraphicsTextItem, QLabel, QTabWidget,
                               QTextEdit, QWidget)

from pog_desktop.rules import Action
from pog_desktop.ui.main_window import MainWindow, new_match
from pog_desktop.ui.table.seating import HOTSEAT

NAMES = {"ap": "Anna", "cp": "Carl"}


def _texts(window) -> str:
    """Every text, tooltip and tab title of the window's widgets (the hand behind a cover left
    out, as nobody sees it) and of the board's items; the card browser built first."""
    table = window.table
    for i in range(len(table.card_browser.tab_titles())):
        table.card_browser.cards_on_tab(i)
    hidden = set(table.hand.findChildren(QWidget)) | {table.hand} if table.gate.is_covered else set()
    out = [window.windowTitle()]
    for w in window.findChildren(QWidget):
        if w in hidden:
            continue
        out.append(w.toolTip())
        if isinstance(w, (QLabel, QAbstractButton)):
            out.append(w.text())
        if isinstance(w, QTextEdit):
            out.append(w.toPlainText())
        if isinstance(w, QTabWidget):
            out += [w.tabText(i) + " " + w.tabToolTip(i) for i in range(w.count())]
    for item in window.scene.items():
        out.append(item.toolTip())
        if isinstance(item, QGraphicsSimpleTextItem):
            out.append(item.text())
        if isinstance(item, QGraphicsTextItem):
            out.append(item.toPlainText())
    return [t for t in out if t]


def _shown(texts: list, cards, data, seen=()) -> list[str]:
    """The cards a text names: by id, as a text of its own (a card face's title), quoted as the
    table quotes card names, or in a card button's tooltip. (A bare name inside a sentence is
    not counted: "Entrench" is a card and also a button of the move step.) A card whose name
    a card in ``seen`` (the seat's own) shares is looked for by id only: both sides have an
    "Entrench"."""
    same = {data.cards[c].name for c in seen}

    def names(c, t):
        n = data.cards[c].name
        return c in t or (n not in same and (t == n or f"“{n}”" in t or f"Play {n} as" in t))
    return [c for c in cards if any(names(c, t) for t in texts)]


def _window(qtbot):
    w = MainWindow(new_match("campaign", 5, {}, NAMES, HOTSEAT), resume=False, quiet=True)
    qtbot.addWidget(w)
    w.resize(1366, 768)
    w.show()
    return w


def test_the_table_for_one_seat_shows_no_card_of_the_other_hand(qtbot):
    w = _window(qtbot)
    game, table = w.controller.game, w.table
    assert table.gate.is_covered and game.prompt.seat == "cp"        # 4.3.1: the CP decide first
    table.gate.reveal()
    w.controller.choose(Action("choose", choice="yes"))
    while game.prompt.kind != "action":
        w.controller.choose(game.legal_actions()[0])
    game = w.controller.game
    assert game.prompt.seat == "cp" and not table.gate.is_covered and table.seat == "cp"
    text = _texts(w)
    assert len(game.state.hand["ap"]) == 7
    assert _shown(text, game.state.hand["ap"], w.data, game.state.hand["cp"]) == []
    assert sorted(_shown(text, game.state.hand["cp"], w.data)) == sorted(game.state.hand["cp"])  # the own hand is there

    # the CP plays a card for its OPS: now the AP decide, the cover is up until Anna continues
    card = next(a for a in game.legal_actions() if a.type == "play_ops")
    w.controller.choose(card)
    while game.prompt.seat == "cp":
        w.controller.choose(next(a for a in game.legal_actions() if a.type == "done"))
    assert table.gate.is_covered and table.seat is None
    text = _texts(w)
    assert _shown(text, game.state.hand["ap"], w.data) == [] and _shown(text, game.state.hand["cp"], w.data) == []
    table.gate.reveal()
    assert table.seat == "ap"
    text = _texts(w)
    assert _shown(text, game.state.hand["cp"], w.data, game.state.hand["ap"]) == []
    assert sorted(_shown(text, game.state.hand["ap"], w.data)) == sorted(game.state.hand["ap"])



def test_the_table_sends_its_seat_and_an_action_for_another_seats_decision_is_refused(qtbot):
    """Issue 11: the controller passes the seat whose view the table shows (or the bot's) to the
    match, so the engine refuses an action from a seat that does not decide now."""
    w = _window(qtbot)
    w.table.gate.reveal()
    game = w.controller.game
    assert w.table.seat == "cp" == game.prompt.seat
    assert w.controller.choose(Action("choose", choice="yes"), seat="ap") is False
    assert len(w.controller.game.actions) == 0
    assert w.controller.choose(Action("choose", choice="yes")) is True     # sent as the table's seat, "cp"
    assert len(w.controller.game.actions) == 1

"""Driving the play window as a player would: mouse clicks on the board's viewport, on the
hand's card buttons and on the prompt bar's buttons; a drag of a counter with real mouse events."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from pog_desktop.match import Match, MatchMeta
from pog_desktop.match.engine import default_engine
from pog_desktop.rules import Action
from pog_desktop.ui.board.scene import BoardScene
from pog_desktop.ui.play.controller import PlayController
from pog_desktop.ui.table.seating import SOLITAIRE, Seats
from pog_desktop.ui.table.table_view import TableView
from tests.rules.helpers import ops, position


def board_point(view, space: str, dx: float = 0.0, dy: float = 0.0) -> QPoint:
    """Viewport point over ``space`` (offset in scene units from its centre)."""
    x, y = view.board.game.map.spaces[space].center
    return view.mapFromScene(QPointF(x + dx, y + dy))


def click_space(qtbot, view, space: str) -> None:
    """A click on the space's box beside its counters (its lower right corner)."""
    x, y, w, h = view.board.game.map.spaces[space].pos
    cx, cy = view.board.game.map.spaces[space].center
    qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=board_point(view, space, w / 2 - 3, h / 2 - 3))


def click_unit(qtbot, view, unit: str) -> None:
    item = view.board.counter_items[unit]
    qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=view.mapFromScene(item.sceneBoundingRect().center()))


def _send(view, kind, pos: QPoint, buttons) -> None:
    global_pos = QPointF(view.viewport().mapToGlobal(pos))
    event = QMouseEvent(kind, QPointF(pos), global_pos, Qt.LeftButton, buttons, Qt.NoModifier)
    QApplication.sendEvent(view.viewport(), event)


def drag_unit(view, unit: str, to_space: str) -> None:
    """Press on the counter, move in steps past the drag threshold, release over the space."""
    item = view.board.counter_items[unit]
    start = view.mapFromScene(item.sceneBoundingRect().center())
    end = board_point(view, to_space)
    _send(view, QEvent.MouseButtonPress, start, Qt.LeftButton)
    for k in range(1, 6):
        p = start + (end - start) * (k / 5)
        _send(view, QEvent.MouseMove, p, Qt.LeftButton)
    _send(view, QEvent.MouseButtonRelease, end, Qt.NoButton)


def full_text(b) -> str:
    """A choice button's whole text (a long one is shown elided)."""
    return b.property("full_text") or b.text()


def button(bar, text: str):
    """The prompt bar's button (rules' or offered) whose text starts with ``text``."""
    found = [b for b in bar.buttons + bar.offered if full_text(b).startswith(text)]
    assert len(found) == 1, f"{text!r} among {[b.text() for b in bar.buttons + bar.offered]}"
    return found[0]


def hover(view, space: str) -> None:
    """The pointer moved (no button) onto the space."""
    _send(view, QEvent.MouseMove, board_point(view, space), Qt.NoButton)


NAMES = {"ap": "Anna", "cp": "Carl"}


def cp_attack_from(data, qtbot, units, spaces, hands, dice, mode=SOLITAIRE):
    """A play controller at a CP operation with ``spaces`` activated for attack, at the
    designation step of a constructed position (``tests/rules/helpers``), dice scripted."""
    g = ops(position(units), "cp", 8)
    g.state.hand.update(hands)
    for s in spaces:
        g.apply(Action("activate", space=s, mode="attack"))
    g.apply(Action("done"))
    g.state.dice_script = list(dice)
    match = Match(default_engine(), MatchMeta("campaign", 7, {}, NAMES), g, [g.state_hash()])
    table = TableView(data.cards, Seats(mode, NAMES))
    qtbot.addWidget(table)
    return PlayController(match, BoardScene(data), table, autosave_on=False)


def designate(qtbot, controller, space: str, text: str) -> None:
    """Click the target, then the prompt bar's attack button starting with ``text``."""
    controller.space_clicked(space)
    qtbot.mouseClick(button(controller.table.prompt_bar, text), Qt.LeftButton)


def fully_visible(widget, screen=None) -> bool:
    """Whether the whole of ``widget`` can be seen without scrolling: shown, inside every
    parent's area (a scroll area's viewport clips what is scrolled out) and, given a
    ``screen`` rectangle (global coordinates), on it."""
    from PySide6.QtCore import QRect

    if not widget.isVisible():
        return False
    rect = QRect(widget.rect())
    w = widget
    while w.parentWidget() is not None:
        rect = rect.translated(w.pos())
        w = w.parentWidget()
        if not w.rect().contains(rect):
            return False
    return screen is None or screen.contains(QRect(w.mapToGlobal(rect.topLeft()), rect.size()))


def walk_to(reached, seeds=range(1, 41), scenario: str = "campaign"):
    """A match at the first position where ``reached(game)`` holds, walked by the selfplay
    players' random choices (``rules.selfplay.pick``) from the first seed that gets there:
    robust to rules changes that alter any one seed's path. None when no seed does."""
    import random

    from pog_desktop.rules.selfplay import pick

    for s in seeds:
        m = Match.new(MatchMeta(scenario, s, {}, dict(NAMES)))
        rnd, g = random.Random(s), m.game
        while g.prompt is not None and not reached(g):
            m.apply(pick(g, [a for a in g.legal_actions() if a.type != "offer_peace"], rnd))
        if g.prompt is not None:
            return m
    return None


def window_at(qtbot, match, size):
    """The main window on ``match`` (solitaire, no autosave) shown at ``size``."""
    from pog_desktop.ui.main_window import MainWindow

    w = MainWindow(match, quiet=True, resume=False)
    qtbot.addWidget(w)
    w.controller.autosave_on = False
    w.table.set_seats(Seats(SOLITAIRE, match.meta.players))
    w.controller.refresh()
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    qtbot.wait(20)
    return w

"""Widgets do not pile up (issue 15 defect 14): the Cards tab rebuilt on every pile change,
sandboxes opened and closed, New game dialogs cancelled and new games started mid-play
leave the live widget count where it was."""
from __future__ import annotations

import gc
import random

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication, QWidget

from pog_desktop.match import Match, MatchMeta
from pog_desktop.rules.selfplay import pick
from pog_desktop.ui import main_window
from pog_desktop.ui.board.scene import BoardScene

from .table_driver import window_at


def _settle(qtbot) -> int:
    for _ in range(3):
        qtbot.wait(5)
        QApplication.sendPostedEvents(None, QEvent.DeferredDelete)
    gc.collect()
    return len(QApplication.allWidgets())


def _window(qtbot):
    return window_at(qtbot, Match.new(MatchMeta("campaign", 6, {}, {"ap": "A", "cp": "C"})), (1366, 768))


def test_the_cards_tab_in_front_through_many_actions_keeps_the_widget_count(qtbot):
    w = _window(qtbot)
    w.table.tabs.setCurrentWidget(w.table.card_browser)
    game, rnd = w.controller.game, random.Random(6)
    from pog_desktop.ui.table.card_face import CardFace
    from pog_desktop.ui.table.hand import KEPT_CARDS

    browser = w.table.card_browser
    for i in range(150):
        if game.prompt is None:
            break
        w.controller.choose(pick(game, [a for a in game.legal_actions() if a.type != "offer_peace"], rnd))
        w.table.tabs.setCurrentWidget(browser)
        if i % 50 == 49:
            total = _settle(qtbot)
            faces = [x for x in QApplication.allWidgets() if isinstance(x, CardFace) and x.window() is w]
            shown = sum(len(browser.cards_on_tab(k)) for k in range(browser.tabs.count())) + len(w.table.hand.cards)
            assert len(faces) == shown          # no face of an old page is left alive
            assert w.table.hand.kept_faces() - len(w.table.hand.cards) <= KEPT_CARDS   # out of the hand: a few kept
            # the rest of the window: a steady number of widgets whatever the piles hold
            kept = w.table.hand.kept_widgets()
            assert total - kept - len(faces) * len(faces[0].findChildren(QWidget)) < 400


def test_sandboxes_opened_and_closed_free_their_boards(qtbot):
    w = _window(qtbot)
    start = _settle(qtbot)
    boards = sum(isinstance(o, BoardScene) for o in gc.get_objects())
    for _ in range(4):
        w.open_sandbox()
        qtbot.wait(5)
        w._sandbox.close()
    after = _settle(qtbot)
    assert after - start < 10
    assert sum(isinstance(o, BoardScene) for o in gc.get_objects()) <= boards


def test_cancelled_new_game_dialogs_and_new_games_leave_nothing_behind(qtbot, monkeypatch):
    w = _window(qtbot)
    monkeypatch.setattr(main_window.NewGameDialog, "exec", lambda self: 0)
    _settle(qtbot)
    start = _settle(qtbot)
    for _ in range(5):
        w.new_game_dialog()
    for seed in (1, 2):
        assert w.start_new("campaign", seed, {}, w.table.seats)
    assert _settle(qtbot) - start < 10

"""The window on a laptop (1366x768) and a desktop (1920x1080) screen (issue 15, defects 1
and 2): nothing the prompt bar offers widens the window past the screen, and the choices the
prompt asks for (the prompt bar's, the hand's playable uses, the combat window's) are in
view without scrolling."""
from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRect, QSize

from pog_desktop.match import Match, MatchMeta
from pog_desktop.rules.selfplay import pick

from .table_driver import fully_visible, walk_to, window_at

SIZES = [(1366, 768), (1920, 1080)]


def _fits(w, size) -> None:
    assert w.width() <= size[0] and w.minimumSizeHint().width() <= size[0]
    assert w.height() <= size[1]


def _in_view(w, buttons, size) -> list[str]:
    """The texts of ``buttons`` not wholly inside the part of the window a ``size`` screen shows."""
    screen = QRect(w.mapToGlobal(w.rect().topLeft()), QSize(min(w.width(), size[0]), min(w.height(), size[1])))
    return [b.text() for b in buttons if not fully_visible(b, screen)]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_choice_of_a_random_game_offered_at_once_keeps_the_window_on_the_screen(qtbot, size):
    """Defect 1: each prompt of the first actions of a game with all its legal actions
    offered on the prompt bar (the worst case: a unit's SR destinations, three attacks with
    their odds) wraps or goes into the More menu; the window keeps its width, and the bar's
    buttons are inside the window."""
    m = Match.new(MatchMeta("campaign", 4, {}, {"ap": "A", "cp": "C"}))
    w = window_at(qtbot, m, size)
    rnd, game = random.Random(4), m.game
    most = 0
    for _ in range(60):
        legal = [a for a in game.legal_actions() if a.type != "offer_peace"]
        notes = {a: "with a long note on the odds: army 5 col 5 vs corps 3 col 3, drm +1" for a in legal}
        w.table.prompt_bar.offer(legal, w.controller.names, heading="all of them", notes=notes)
        qtbot.wait(1)
        most = max(most, len(legal))
        _fits(w, size)
        assert not _in_view(w, w.table.prompt_bar.buttons + w.table.prompt_bar.offered, size)
        assert w.controller.choose(pick(game, legal, rnd))
    assert most > 20


def _combat_choice(kind):
    return lambda g: g.prompt.kind == kind and len(g.legal_actions()) >= (3 if kind == "retreat" else 2)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("kind", ["retreat", "combat_losses", "combat_cards", "advance"])
def test_the_combat_decision_is_in_view_without_scrolling(qtbot, size, kind):
    """Defect 2: at a retreat, loss, combat-card or advance choice the Combat tab is in
    front and every one of its choice buttons is inside the visible area."""
    m = walk_to(_combat_choice(kind))
    assert m is not None, f"no {kind} prompt in 40 games"
    w = window_at(qtbot, m, size)
    _fits(w, size)
    assert w.table.tabs.currentWidget() is w.table.combat_window
    buttons = w.table.combat_window.buttons
    assert buttons and not _in_view(w, buttons, size)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_playable_card_use_is_in_view_and_a_dead_hand_is_a_strip(qtbot, size):
    """Defect 2: at a card play with a full hand every enabled use button shows; while the
    hand has nothing to play (a combat choice) it gives its width to the tabs."""
    m = walk_to(lambda g: g.prompt.kind == "action" and len(g.state.hand[g.prompt.side]) >= 7)
    w = window_at(qtbot, m, size)
    hand = w.table.hand
    live = [b for hc in hand.cards.values() for b in hc.buttons.values() if b.isEnabled()]
    assert len(live) >= 7
    qtbot.waitUntil(lambda: not _in_view(w, live, size), timeout=1000)    # laid out within a second
    m2 = walk_to(_combat_choice("retreat"))
    w.show_match(m2)
    qtbot.wait(10)
    hand_w, tabs_w = w.table.split.sizes()
    assert tabs_w > 2 * hand_w


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_board_gets_most_of_the_window(qtbot, size):
    """Defect 3 (space): the board's view is at least half of the window's height and width."""
    w = window_at(qtbot, Match.new(MatchMeta("campaign", 4, {}, {"ap": "A", "cp": "C"})), size)
    assert w.view.height() >= size[1] * 0.5 and w.view.width() >= size[0] * 0.6

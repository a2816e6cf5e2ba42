"""A double click on a prompt-bar button acts once (issue 15 defect 11): the second press
lands on the next prompt's button and is ignored while that prompt is younger than the
double-click interval; a peace offer never stands where the previous main button was."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from pog_desktop.match import Match, MatchMeta
from pog_desktop.ui.table import click_guard

from .table_driver import walk_to, window_at


@pytest.fixture
def guard_on(monkeypatch):
    monkeypatch.setattr(click_guard, "GUARD_MS", 400)


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_second_press_of_a_double_click_on_done_is_ignored(qtbot, guard_on, size):
    """Movement prompt: Done pressed twice at once applies one Done; after the interval a
    press acts again."""
    m = walk_to(lambda g: g.prompt.kind == "move" and any(a.type == "done" for a in g.legal_actions()))
    w = window_at(qtbot, m, size)
    game = m.game
    qtbot.wait(450)
    done = next(b for b in w.table.prompt_bar.buttons if b.objectName() == "action:done")
    before = len(game.actions)
    geometry = done.mapTo(w, done.rect().center())
    qtbot.mouseClick(done, Qt.LeftButton)
    assert len(game.actions) == before + 1
    again = w.childAt(geometry)          # whatever stands where Done stood now
    if again is not None and hasattr(again, "click"):
        qtbot.mouseClick(again, Qt.LeftButton)
    for b in w.table.prompt_bar.buttons:
        b.click()                         # every button of the new prompt, within the interval
    assert len(game.actions) == before + 1
    qtbot.wait(450)
    button = w.table.prompt_bar.buttons[0] if w.table.prompt_bar.buttons else None
    if button is not None:
        button.click()
        assert len(game.actions) == before + 2


def test_a_peace_offer_stands_apart_from_the_main_buttons(qtbot):
    """13.x peace offer (a game-ending choice) is never in the main strip: it is in the
    right-hand strip, away from where Done or the 1-OPS action stand."""
    m = walk_to(lambda g: any(a.type == "offer_peace" for a in g.legal_actions()), range(1, 6))
    if m is None:
        pytest.skip("no peace offer within reach of the first seeds")
    w = window_at(qtbot, m, (1366, 768))
    bar = w.table.prompt_bar
    assert [b for b, a in bar.end_strip.entries if a.type == "offer_peace"]
    assert not [a for _, a in bar.strip.entries if a.type == "offer_peace"]
    main = bar.strip.entries[0][0] if bar.strip.entries else None
    peace = bar.end_strip.entries[0][0]
    if main is not None:
        spot = main.geometry().translated(main.parentWidget().mapTo(w, main.parentWidget().rect().topLeft()))
        place = peace.geometry().translated(peace.parentWidget().mapTo(w, peace.parentWidget().rect().topLeft()))
        assert not spot.intersects(place)

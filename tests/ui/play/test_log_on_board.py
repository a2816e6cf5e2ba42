"""The log and the board (issue 15 defect 6): the newest entries are in view on open, a click
on a log line brings its spaces into view, pointing at a line highlights its spaces and
leaving it restores the decision's marks."""
from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPointF, QUrl

from pog_desktop.match import Match, MatchMeta
from pog_desktop.rules.selfplay import pick

from .table_driver import window_at


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_newest_entries_shown_and_log_links_bring_spaces_into_view(qtbot, size):
    m = Match.new(MatchMeta("campaign", 8, {}, {"ap": "A", "cp": "C"}))
    rnd = random.Random(8)
    for _ in range(120):
        m.apply(pick(m.game, [a for a in m.game.legal_actions() if a.type != "offer_peace"], rnd))
    w = window_at(qtbot, m, size)
    log = w.table.log_panel
    w.table.tabs.setCurrentWidget(log)
    bar = log.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum(), timeout=1000)
    i = max(k for k, e in enumerate(log._entries) if e.get("spaces"))
    space = log._entries[i]["spaces"][0]
    marks = w.scene.marks()
    w.view.center_on(QPointF(-5000, -5000), w.view.fit_scale() * 6)     # far from it, zoomed in
    assert not w.view.visible_scene_rect().contains(w.scene.space_items[space].box)
    log.highlighted.emit(QUrl(log.entry_anchor(i)))                       # pointing at the line
    assert space in w.scene.marks()
    log.highlighted.emit(QUrl())                                          # and away again
    assert w.scene.marks() == marks
    log.anchorClicked.emit(QUrl(log.entry_anchor(i)))                     # a click on it
    assert space in w.scene.marks()
    assert w.view.visible_scene_rect().contains(w.scene.space_items[space].box)

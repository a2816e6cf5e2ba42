"""Issue 16 (languages) with issue 15's fit checks: the table view in English, Italian and
Spanish at 1366x768 (the longest words are often Italian) keeps the window on the screen, shows
every button's whole text (no button narrower than its text; the prompt bar's long choices are
elided on purpose and keep their whole text in ``full_text``) and label, wraps the prompt bar's text and
keeps the choices in view."""
from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QAbstractButton, QDialog, QLabel

from pog_desktop.match import Match, MatchMeta
from pog_desktop.rules.selfplay import pick
from pog_desktop.ui.table.card_face import CardFace
from pog_desktop.ui.table.new_game import NewGameDialog

from .table_driver import walk_to, window_at
from .test_window_fit import _combat_choice, _fits, _in_view

LAPTOP = (1366, 768)
LANGUAGES = ("en", "it", "es")


def _clipped(widget) -> list[str]:
    """The visible buttons of ``widget`` narrower than their own text (its widest line, with
    its icon and a little padding) needs, and its one-line labels narrower than their text: a
    clipped text."""
    out = []
    for b in widget.findChildren(QAbstractButton):
        if not (b.isVisible() and b.text()):
            continue
        text = b.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
        need = max(b.fontMetrics().horizontalAdvance(line) for line in text.split("\n")) + 6
        need += b.iconSize().width() if not b.icon().isNull() else 0
        if b.width() < need:
            out.append(f"{b.text()!r}: {b.width()} < {need}")
    faces = {lab for face in widget.findChildren(CardFace) for lab in face.findChildren(QLabel)}
    for lab in widget.findChildren(QLabel):      # one-line plain labels (not a card's printed face)
        text = lab.text()
        if lab not in faces and lab.isVisible() and text and not lab.wordWrap() and "<" not in text and "\n" not in text:
            need = lab.fontMetrics().horizontalAdvance(text) + lab.margin() * 2
            if lab.contentsRect().width() < need - 1:
                out.append(f"{text!r}: {lab.contentsRect().width()} < {need}")
    return out


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_the_table_in_each_language_fits_a_laptop_screen_with_whole_button_texts(qtbot, language):
    m = Match.new(MatchMeta("campaign", 4, {}, {"ap": "A", "cp": "C"}))
    w = window_at(qtbot, m, LAPTOP)
    if language == "it":     # the catalog is in use: a table tab and a menu are Italian
        assert w.table.tabs.tabText(0) == "Registro" and w.menuBar().actions()[0].text() == "&Partita"
    rnd, game, most = random.Random(4), m.game, 0
    for _ in range(25):
        legal = [a for a in game.legal_actions() if a.type != "offer_peace"]
        w.table.prompt_bar.offer(legal, w.controller.names, heading="all of them")
        qtbot.wait(1)
        most = max(most, len(legal))
        _fits(w, LAPTOP)
        assert not _in_view(w, w.table.prompt_bar.buttons + w.table.prompt_bar.offered, LAPTOP)
        assert not _clipped(w.table), language
        assert w.table.prompt_bar.text.wordWrap() and w.table.prompt_bar.text.width() <= LAPTOP[0]
        assert w.controller.choose(pick(game, legal, rnd))
    assert most > 20


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_the_new_game_dialog_in_each_language_fits_a_laptop_screen(qtbot, language):
    dialog = NewGameDialog(card_ids=None)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    hint = dialog.sizeHint()
    assert hint.width() <= LAPTOP[0] and dialog.minimumSizeHint().height() <= LAPTOP[1]
    assert not _clipped(dialog)
    assert all(lab.width() >= lab.minimumSizeHint().width() - 1 for lab in dialog.findChildren(QLabel)
               if lab.isVisible() and not lab.wordWrap())
    assert isinstance(dialog, QDialog)


@pytest.mark.parametrize("language", ("it", "es"), indirect=True)
def test_a_combat_decision_in_italian_and_spanish_keeps_its_choices_in_view_and_whole(qtbot, language):
    """The Combat tab at a retreat choice (its longest words: the fire lines, the outcome)
    at 1366x768: the window fits, every choice button is in view, no button or label is cut."""
    m = walk_to(_combat_choice("retreat"))
    assert m is not None, "no retreat prompt in 40 games"
    w = window_at(qtbot, m, LAPTOP)
    _fits(w, LAPTOP)
    assert w.table.tabs.currentWidget() is w.table.combat_window
    assert w.table.tabs.tabText(w.table.tabs.currentIndex()) == {"it": "Combattimento", "es": "Combate"}[language]
    buttons = w.table.combat_window.buttons
    assert buttons and not _in_view(w, buttons, LAPTOP)
    assert not _clipped(w.table.combat_window)

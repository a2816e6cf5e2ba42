"""Issue 16: the card faces never cut a word. At the narrowest face (a full hand beside the tabs
in a 1366 px window) every word of the name, RP, summary, badges and era line fits the label's
width, in English, Italian and Spanish, for every Paths of Glory card."""
from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QLabel

from pog_desktop.data import load_game
from pog_desktop.ui.table.card_face import NARROW_CARD, CardFace


def _cut_words(face: CardFace) -> list[str]:
    out = []
    for lab in face.findChildren(QLabel):
        if not lab.isVisible() or not lab.wordWrap():
            continue
        metrics = QFontMetricsF(lab.font())
        for word in lab.text().split():
            if metrics.horizontalAdvance(word) > lab.contentsRect().width():
                out.append(f"{face.card.id} {word!r}: {metrics.horizontalAdvance(word):.0f} > "
                           f"{lab.contentsRect().width()}")
    return out


@pytest.mark.parametrize("language", ["en", "it", "es"], indirect=True)
def test_no_word_is_cut_on_the_narrowest_card_face(qtbot, language):
    cut = []
    for card in load_game("pog").cards.values():
        face = CardFace(card, width=NARROW_CARD)
        qtbot.addWidget(face)
        face.show()
        face.adjustSize()
        cut += _cut_words(face)
        face.close()
    assert not cut, cut[:10]


def test_a_long_word_shrinks_its_label_only_as_much_as_needed(qtbot):
    card = load_game("pog").cards["ap01"]
    wide = CardFace(card, width=300)
    qtbot.addWidget(wide)
    assert wide.name_label.font().pointSizeF() == 11.0     # room enough: the printed size


@pytest.mark.parametrize("language", ["en", "it"], indirect=True)
def test_the_header_keeps_ops_and_sr_whole_on_the_narrowest_face(qtbot, language):
    """The header's OPS and SR stand side by side: on the narrowest face they shrink together
    rather than overlap."""
    for card in load_game("pog").cards.values():
        face = CardFace(card, width=NARROW_CARD)
        qtbot.addWidget(face)
        face.show()
        ops, sr = face.ops_label, face.sr_label
        need = sum(QFontMetricsF(lab.font()).horizontalAdvance(lab.text()) for lab in (ops, sr))
        assert need <= ops.parentWidget().contentsRect().width() - 10, card.id
        face.close()

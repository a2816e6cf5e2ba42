"""One strategy card drawn as a readable widget (2.3): the era-coloured header with number,
OPS and SR, the name (with * when the event removes it), RP by nation, war status, the
combat-card mark and our short event summary. Used by the hand and the card browser."""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPalette, QPen
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout

from ..game_words import card_summary
from ..translate import translate
from .action_text import rp_text, title
from .card_text import badges, card_tooltip
from .palette import DECK_COLOURS, deck_name, side_colour

CARD_WIDTH = 200
NARROW_CARD = 112   # the narrowest face: a full hand (8 cards) beside the tabs in a 1366 px window
EDGES = 2 * 6 + 2 * 2   # the face's margins and border: what a label's width lacks of the face's
HEAD_EDGES = EDGES + 2 * 5
SMALLEST_PT = 6.0


def _label(text: str, pt: float, bold: bool = False, colour: str = "", wrap: bool = False) -> QLabel:
    """A label in its own font and colour, set directly: a style sheet on each of a face's
    labels made building a face (new cards every turn) cost several milliseconds."""
    lab = QLabel(text)
    f = QFont(lab.font())
    f.setPointSizeF(pt)
    f.setBold(bold)
    lab.setFont(f)
    if colour:
        pal = lab.palette()
        pal.setColor(QPalette.WindowText, QColor(colour))
        lab.setPalette(pal)
    lab.setWordWrap(wrap)
    lab.setTextFormat(Qt.PlainText)
    lab.setProperty("base_pt", float(pt))
    return lab


def _sized(lab: QLabel, pt: float) -> None:
    if lab.font().pointSizeF() != pt:
        f = QFont(lab.font())
        f.setPointSizeF(pt)
        lab.setFont(f)


def widest_word(lab: QLabel, pt: float) -> float:
    """The width of the label's longest word at ``pt`` points (its bold or plain font)."""
    font = QFont(lab.font())
    font.setPointSizeF(pt)
    metrics = QFontMetricsF(font)
    return max((metrics.horizontalAdvance(w) for w in lab.text().split()), default=0.0)


def fit_row(labels, room: float) -> float:
    """Shrink one-line labels side by side (the header's OPS and SR) together until their
    texts fit ``room`` pixels; the size used."""
    pt = float(labels[0].property("base_pt") or 0.0)

    def need(size: float) -> float:
        total = 0.0
        for lab in labels:
            font = QFont(lab.font())
            font.setPointSizeF(size)
            total += QFontMetricsF(font).horizontalAdvance(lab.text())
        return total
    while pt > SMALLEST_PT and need(pt) > room:
        pt -= 0.5
    for lab in labels:
        _sized(lab, pt)
    return pt


def fit_words(lab: QLabel, room: float) -> float:
    """Shrink the label's font (from its printed size down to ``SMALLEST_PT``) until its
    longest word fits ``room`` pixels, so a wrapped label never cuts a word (issue 16: Italian
    and Spanish names, and English ones, on the narrowest face); the size used."""
    pt = float(lab.property("base_pt") or 0.0)
    while pt > SMALLEST_PT and widest_word(lab, pt) > room:
        pt -= 0.5
    _sized(lab, pt)
    return pt


class _Plate(QFrame):
    """A rounded plate of one colour (a face's header). Painted, not styled: a style sheet
    anywhere in a face made every label in it slow to build."""

    def __init__(self, fill: str, edge: QColor | None = None, radius: float = 3.0):
        super().__init__()
        self._fill, self._edge, self._radius = QColor(fill), edge, radius

    def paintEvent(self, event):  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        p.setPen(QPen(self._edge, 2) if self._edge is not None else Qt.NoPen)
        p.setBrush(self._fill)
        p.drawRoundedRect(QRectF(self.rect()).adjusted(1, 1, -1, -1), self._radius, self._radius)
        p.end()


class CardFace(QFrame):
    """The face of ``card`` (a ``pog_desktop.data.model.Card`` or anything with its fields)."""

    def __init__(self, card, parent=None, width: int = CARD_WIDTH):
        super().__init__(parent)
        self.card = card
        self.setObjectName(f"card_{card.id}")
        edge = side_colour(card.side)
        self._edge = QColor(edge)
        box = QVBoxLayout(self)
        box.setContentsMargins(6, 6, 6, 6)
        box.setSpacing(3)

        head = _Plate(DECK_COLOURS.get(card.deck, "#dddddd"))
        rows = QVBoxLayout(head)
        rows.setContentsMargins(5, 2, 5, 2)
        rows.setSpacing(0)
        row = QHBoxLayout()
        self.ops_label = _label(f"OPS {card.ops}", 13, bold=True)
        self.sr_label = _label(f"SR {card.sr}", 13, bold=True)
        row.addWidget(self.ops_label)
        row.addStretch(1)
        row.addWidget(self.sr_label)
        rows.addLayout(row)
        self.era_label = _label(f"{card.side.upper()} {card.num} · {deck_name(card.deck)}",
                                8, wrap=True)
        self.era_label.setAlignment(Qt.AlignCenter)
        rows.addWidget(self.era_label)
        box.addWidget(head)

        self.name_label = _label(title(card), 11, bold=True, colour=edge, wrap=True)
        box.addWidget(self.name_label)
        self.rp_label = _label(f"RP: {rp_text(card)}", 9, wrap=True)
        box.addWidget(self.rp_label)
        self.summary_label = _label(card_summary(card) or translate("CardText", "(no event text)"), 9, colour="#222222", wrap=True)
        self.summary_label.setAlignment(Qt.AlignTop | Qt.AlignLeft)
        box.addWidget(self.summary_label, 1)
        marks = badges(card)
        self.badge_label = _label("  ".join(marks), 8, bold=True, colour="#7a1f12", wrap=True)
        self.badge_label.setVisible(bool(marks))
        box.addWidget(self.badge_label)
        self.setToolTip(card_tooltip(card))
        for w in self.findChildren(QLabel):
            w.ensurePolished()   # the fonts decide the height
        self.set_width(width)

    def paintEvent(self, event):  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        p.setPen(QPen(self._edge, 2))
        p.setBrush(QColor("#fbf8ef"))
        p.drawRoundedRect(QRectF(self.rect()).adjusted(1, 1, -1, -1), 6, 6)
        p.end()

    def set_width(self, width: int) -> None:
        """Narrow or widen the face in place (the hand fits its faces to its panel; building a
        face is the slow part). A short hand panel scrolls rather than squeezing the name into
        the header: the height the wrapped text needs at this width is the minimum."""
        self.setFixedWidth(width)
        for lab in (self.name_label, self.rp_label, self.summary_label, self.badge_label):
            fit_words(lab, width - EDGES - 2)
        fit_words(self.era_label, width - HEAD_EDGES - 2)
        fit_row((self.ops_label, self.sr_label), width - HEAD_EDGES - 8)
        box = self.layout()
        need = box.heightForWidth(width) if box.hasHeightForWidth() else self.sizeHint().height()
        self.setMinimumHeight(need + self.fontMetrics().lineSpacing())   # wrapped lines round up

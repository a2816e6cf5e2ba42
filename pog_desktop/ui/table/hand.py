"""The active side's hand (9.1): each card readable, with a button for each way it may be
played (9.1.3: event, OPS, SR or RP) enabled exactly where the engine lists the action.
A disabled use says why in its tooltip.

``show_hand(cards, legal, why)``: ``cards`` are data ``Card`` objects, ``legal`` the
engine's legal actions for the prompt, ``why(use, card_id)`` the engine's reason a use is
illegal (``game.why_illegal``). Other legal actions naming a card (discarding a combat card,
9.5.4.6) get buttons of their own. Clicking emits ``action_chosen`` with the listed action.

The use buttons stand above each face, so a short panel clips the card's text, never its
buttons; ``fit_width(px)`` narrows the faces (down to ``NARROW_CARD``) until the whole
hand fits without scrolling sideways.
"""
from __future__ import annotations

from typing import Callable, Iterable

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (QFrame, QGridLayout, QHBoxLayout, QLabel, QLayout, QPushButton, QScrollArea, QSizePolicy,
                               QVBoxLayout, QWidget)

from .action_text import CARD_USES, card_use_label, label
from .card_face import CARD_WIDTH, NARROW_CARD, CardFace

Why = Callable[[str, str], "str | None"]
NOT_NOW = "not a legal play at this decision"


class HandCard(QFrame):
    """A card face with its row of use buttons."""

    def __init__(self, card, legal_uses: dict, why: Why | None, on_choose: Callable, parent=None, face=None):
        """``face``: a ``CardFace`` of ``card`` to reuse (building one is the slow part)."""
        super().__init__(parent)
        self.card = card
        self.buttons: dict[str, QPushButton] = {}
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(3)
        self.face = face = face or CardFace(card)
        row = QGridLayout()
        row.setSpacing(2)
        columns = 4 if face.width() >= 180 else 2
        self.extra = tuple(u for u in legal_uses if u not in CARD_USES)
        self.actions: dict[str, object] = {}
        self._on_choose = on_choose
        for i, use in enumerate((*CARD_USES, *self.extra)):
            action = legal_uses.get(use)
            b = QPushButton(card_use_label(use, card) if use in CARD_USES else label(action))
            b.setObjectName(f"{card.id}:{use}")
            b.setMinimumWidth(30)
            b.setSizePolicy(QSizePolicy.Ignored, QSizePolicy.Fixed)   # the face decides the width
            b.clicked.connect(lambda _=False, u=use: self._clicked(u))
            self.buttons[use] = b
            row.addWidget(b, i // columns, i % columns)
        self.set_uses(legal_uses, why)
        box.addLayout(row)
        box.addWidget(face, 1)
        self.setMinimumHeight(face.minimumHeight() + row.sizeHint().height() + box.spacing())

    def set_uses(self, legal_uses: dict, why: Why | None) -> None:
        """Enable exactly the listed uses (a new decision on the same card: no rebuild)."""
        self.actions = dict(legal_uses)
        for use, b in self.buttons.items():
            action = legal_uses.get(use)
            b.setEnabled(action is not None)
            if action is not None:
                b.setToolTip(f"Play {self.card.name} as {b.text()}")
            else:
                reason = (why(use, self.card.id) if why else None) or NOT_NOW
                b.setToolTip(f"{b.text()}: {reason}")

    def _clicked(self, use: str) -> None:
        action = self.actions.get(use)
        if action is not None:
            self._on_choose(action)


class HandView(QWidget):
    action_chosen = Signal(object)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.cards: dict[str, HandCard] = {}
        self.card_width = CARD_WIDTH
        self._shown = ([], (), None)    # the last show_hand's cards, legal actions and reasons
        self._heading = "Hand"
        outer = QVBoxLayout(self)
        outer.setContentsMargins(2, 2, 2, 2)
        self.heading = QLabel("Hand")
        self.heading.setStyleSheet("font-weight: bold;")
        outer.addWidget(self.heading)
        self._scroll = QScrollArea()
        self._scroll.setWidgetResizable(True)
        self._scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarAsNeeded)
        outer.addWidget(self._scroll, 1)
        self._row_host = QWidget()
        self._row = QHBoxLayout(self._row_host)
        self._row.setSizeConstraint(QLayout.SetMinimumSize)   # a short panel scrolls, cards keep their height
        self._row.setAlignment(Qt.AlignLeft)
        self._scroll.setWidget(self._row_host)

    def show_hand(self, cards: Iterable, legal: Iterable = (), why: Why | None = None, heading: str = "Hand") -> None:
        """Show ``cards`` with the uses ``legal`` lists; the same cards at the same width are
        updated in place (only their buttons), anything else is rebuilt, faces reused."""
        cards, legal = list(cards), list(legal)
        by_card: dict[str, dict] = {}
        for a in legal:
            cid = getattr(a, "card", None)
            if cid:
                by_card.setdefault(cid, {})[a.type] = a
        self._shown = (cards, legal, why)
        self._heading = heading
        self.heading.setText(f"{heading} ({len(cards)} card{'s' if len(cards) != 1 else ''})")
        def fits(hc, cid) -> bool:      # a card's widget serves again: same width, same extra uses
            return (hc.face.width() == self.card_width
                    and hc.extra == tuple(u for u in by_card.get(cid, {}) if u not in CARD_USES))

        if [c.id for c in cards] == list(self.cards) and all(fits(hc, cid) for cid, hc in self.cards.items()):
            for card in cards:
                self.cards[card.id].set_uses(by_card.get(card.id, {}), why)
            return
        keep = {c.id for c in cards}
        kept, faces = {}, {}
        for cid, hc in self.cards.items():
            self._row.removeWidget(hc)
            if cid in keep and fits(hc, cid):
                kept[cid] = hc
                continue
            if cid in keep and hc.face.width() == self.card_width:   # the face outlives its buttons
                hc.face.setParent(None)
                faces[cid] = hc.face
            hc.setParent(None)
            hc.deleteLater()
        self.cards = {}
        for card in cards:
            hc = kept.get(card.id)
            if hc is not None:
                hc.set_uses(by_card.get(card.id, {}), why)
            else:
                face = faces.get(card.id) or CardFace(card, width=self.card_width)
                hc = HandCard(card, by_card.get(card.id, {}), why, self.action_chosen.emit, face=face)
            self.cards[card.id] = hc
            self._row.addWidget(hc)

    def has_choice(self) -> bool:
        """Whether any use of any card can be played now."""
        return any(b.isEnabled() for hc in self.cards.values() for b in hc.buttons.values())

    def needed_width(self, card_width: int | None = None) -> int:
        """The width that shows every card (``card_width`` wide, default the widest face)
        without a horizontal scroll bar."""
        return self._overhead() + (card_width or CARD_WIDTH) * len(self.cards)

    def _overhead(self) -> int:
        row = self._row
        m = row.contentsMargins()
        gaps = row.spacing() * max(0, len(self.cards) - 1)
        frame = 2 * self._scroll.frameWidth() + 2 * self.layout().contentsMargins().left()
        bar = self._scroll.verticalScrollBar().sizeHint().width()    # a short panel scrolls down
        return gaps + m.left() + m.right() + frame + bar + 4

    def fit_width(self, width: int) -> None:
        """Narrow (or widen back) the faces so the whole hand fits ``width`` pixels."""
        n = max(1, len(self.cards))
        fit = max(NARROW_CARD, min(CARD_WIDTH, (width - self._overhead()) // n))
        if fit != self.card_width:
            self.card_width = fit
            self.show_hand(*self._shown[:2], self._shown[2], heading=self._heading)

    def resizeEvent(self, event):  # noqa: N802
        super().resizeEvent(event)
        QTimer.singleShot(0, self, lambda: self.fit_width(self.width()))   # after the layout has settled

    def button(self, card_id: str, use: str) -> QPushButton:
        """The button playing ``card_id`` as ``use`` (``play_ops`` ...), for tests and shortcuts."""
        return self.cards[card_id].buttons[use]

    def enabled_uses(self) -> set[tuple[str, str]]:
        return {(cid, use) for cid, hc in self.cards.items() for use, b in hc.buttons.items() if b.isEnabled()}

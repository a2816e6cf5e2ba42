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

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtWidgets import (QFrame, QGridLayout, QHBoxLayout, QLabel, QLayout, QPushButton, QScrollArea, QSizePolicy,
                               QVBoxLayout, QWidget)

from .action_text import CARD_USES, card_use_label, label
from .card_face import CARD_WIDTH, NARROW_CARD, CardFace
from ..translate import QT_TRANSLATE_NOOP, translate

Why = Callable[[str, str], "str | None"]
NOT_NOW = QT_TRANSLATE_NOOP("Hand", "not a legal play at this decision")
KEPT_CARDS = 24      # cards no longer in the hand whose widgets are kept (about both sides' hands)


class UseButton(QPushButton):
    """A card use's button; while disabled its tooltip says why, asked of the engine only
    when read (``why_illegal`` for every disabled use of every card on every refresh cost
    more than the rest of the hand)."""

    def __init__(self, text: str):
        super().__init__(text)
        self._reason: Callable[[], str] | None = None

    def set_reason(self, reason: Callable[[], str] | None) -> None:
        self._reason = reason

    def toolTip(self) -> str:  # noqa: N802
        if self._reason is not None:
            reason, self._reason = self._reason, None
            self.setToolTip(f"{self.text()}: {reason()}")
        return super().toolTip()

    def event(self, e):
        if e.type() == QEvent.ToolTip:
            self.toolTip()
        return super().event(e)


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
        self._row = QGridLayout()
        self._row.setSpacing(2)
        self.extra = tuple(u for u in legal_uses if u not in CARD_USES)
        self.actions: dict[str, object] = {}
        self._on_choose = on_choose
        self._columns = 0
        for use in (*CARD_USES, *self.extra):
            action = legal_uses.get(use)
            b = UseButton(card_use_label(use, card) if use in CARD_USES else label(action))
            b.setObjectName(f"{card.id}:{use}")
            b.setMinimumWidth(30)
            b.setSizePolicy(QSizePolicy.Ignored, QSizePolicy.Fixed)   # the face decides the width
            b.clicked.connect(lambda _=False, u=use: self._clicked(u))
            self.buttons[use] = b
        self._grid()
        self.set_uses(legal_uses, why)
        box.addLayout(self._row)
        box.addWidget(face, 1)
        self._fit_height()

    def _grid(self) -> None:
        """The use buttons in rows of four on a wide face, of two on a narrow one."""
        columns = 4 if self.face.width() >= 180 else 2
        if columns == self._columns:
            return
        self._columns = columns
        for b in self.buttons.values():
            self._row.removeWidget(b)
        for i, b in enumerate(self.buttons.values()):
            self._row.addWidget(b, i // columns, i % columns)

    def _fit_height(self) -> None:
        self.setMinimumHeight(self.face.minimumHeight() + self._row.sizeHint().height() + self.layout().spacing())

    def set_width(self, width: int) -> None:
        """The face narrowed or widened in place, its buttons laid out again if need be."""
        if self.face.width() != width:
            self.face.set_width(width)
            self._grid()
            self._fit_height()

    def set_uses(self, legal_uses: dict, why: Why | None) -> None:
        """Enable exactly the listed uses (a new decision on the same card: no rebuild). A
        disabled use's reason is asked of the engine when its tooltip is read, not before."""
        self.actions = dict(legal_uses)
        for use, b in self.buttons.items():
            action = legal_uses.get(use)
            b.setEnabled(action is not None)
            if action is not None:
                b.set_reason(None)
                b.setToolTip(translate("Hand", "Play {card} as {use}").format(card=self.card.name, use=b.text()))
            else:
                b.set_reason(lambda u=use: (why(u, self.card.id) if why else None) or translate("Hand", NOT_NOW))

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
        self._kept: dict[str, HandCard] = {}   # cards out of the hand, oldest first, kept to be shown again
        # the kept cards' parent: hidden, outside the window, deleted with the hand
        self._holder = QWidget()
        self.destroyed.connect(self._holder.deleteLater)
        self._heading = "Hand"
        outer = QVBoxLayout(self)
        outer.setContentsMargins(2, 2, 2, 2)
        self.heading = QLabel(translate("Hand", "Hand"))
        self.heading.setStyleSheet("font-weight: bold;")
        self.heading.setWordWrap(True)        # a long side name (Spanish, Italian) in a narrow hand
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
        """Show ``cards`` with the uses ``legal`` lists. A card's widget is kept while it is in
        the hand and for a while after (the other side's hand comes back every action round):
        a card shown again is only resized and its buttons enabled, never built anew."""
        cards, legal = list(cards), list(legal)
        by_card: dict[str, dict] = {}
        for a in legal:
            cid = getattr(a, "card", None)
            if cid:
                by_card.setdefault(cid, {})[a.type] = a
        self._shown = (cards, legal, why)
        self._heading = heading
        count = translate("Hand", "1 card") if len(cards) == 1 else translate("Hand", "{n} cards").format(n=len(cards))
        self.heading.setText(f"{heading} ({count})")
        wanted = [c.id for c in cards]
        if wanted != list(self.cards):
            for cid, hc in self.cards.items():     # out of the window: the other seat's hand
                self._row.removeWidget(hc)         # is no part of the table while kept
                hc.setParent(self._holder)
                self._kept[cid] = hc
        shown, self.cards = self.cards, {}
        rebuilt = []
        for i, card in enumerate(cards):
            uses = by_card.get(card.id, {})
            hc = shown.get(card.id) if wanted == list(shown) else None
            hc = hc or self._kept.pop(card.id, None)
            if hc is not None and hc.extra != tuple(u for u in uses if u not in CARD_USES):
                face = hc.face                     # other uses than the card's own: new buttons
                face.setParent(None)
                self._drop(hc)
                hc = HandCard(card, uses, why, self.action_chosen.emit, face=face)
                rebuilt.append((i, hc))
            elif hc is None:
                hc = HandCard(card, uses, why, self.action_chosen.emit,
                              face=CardFace(card, width=self.card_width))
            else:
                hc.set_uses(uses, why)
            hc.set_width(self.card_width)
            self.cards[card.id] = hc
        if wanted != list(shown):
            for hc in self.cards.values():
                self._row.addWidget(hc)
                hc.show()
        else:       # the same cards, one with other uses (a combat card's) built anew: in its place
            for i, hc in rebuilt:
                self._row.insertWidget(i, hc)
                hc.show()
        while len(self._kept) > KEPT_CARDS:        # the oldest go
            self._drop(self._kept.pop(next(iter(self._kept))))

    @staticmethod
    def _drop(hc: "HandCard") -> None:
        hc.setParent(None)
        hc.deleteLater()

    def kept_faces(self) -> int:
        """How many card faces the hand keeps alive: those shown and those kept for later."""
        return len(self.cards) + len(self._kept)

    def kept_widgets(self) -> int:
        """How many widgets the cards kept out of the hand hold (each card with its face)."""
        return sum(1 + len(hc.findChildren(QWidget)) for hc in self._kept.values())

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
            for hc in self.cards.values():
                hc.set_width(fit)

    def resizeEvent(self, event):  # noqa: N802
        super().resizeEvent(event)
        QTimer.singleShot(0, self, lambda: self.fit_width(self.width()))   # after the layout has settled

    def button(self, card_id: str, use: str) -> QPushButton:
        """The button playing ``card_id`` as ``use`` (``play_ops`` ...), for tests and shortcuts."""
        return self.cards[card_id].buttons[use]

    def enabled_uses(self) -> set[tuple[str, str]]:
        return {(cid, use) for cid, hc in self.cards.items() for use, b in hc.buttons.items() if b.isEnabled()}

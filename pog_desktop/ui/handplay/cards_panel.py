"""Each side's cards on the hand-play table: the public piles (draw deck count, discard, removed,
in play) of both sides, and one hand at a time behind the hot-seat hand-over screen. Buttons
draw, play (to the discard pile), remove, put in play, return to the deck, shuffle, and add a
war-commitment deck; every change goes through ``TableSandbox`` and so can be undone."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (QGridLayout, QGroupBox, QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QPushButton,
                               QVBoxLayout, QWidget)

from ..game_words import card_name, card_summary
from ..table.handover import HandoverGate
from .piles import SIDES
from ..table.palette import side_name
from ..said import shown
from ..translate import QT_TRANSLATE_NOOP, translate

PILE_TITLES = {"discard": QT_TRANSLATE_NOOP("CardsPanel", "Discard"), "removed": QT_TRANSLATE_NOOP("CardsPanel", "Removed"),
               "in_play": QT_TRANSLATE_NOOP("CardsPanel", "In play")}


def card_line(card) -> str:
    star = "*" if card.remove else ""
    return f"{card.side.upper()} {card.num} {card_name(card)}{star} — {card.ops} OPS / {card.sr} SR"


def card_tip(card) -> str:
    rp = ", ".join(f"{p.replace('_', '-').upper()} {n}" for p, n in card.rp) or translate("CardsPanel", "none")
    marks = [m for m, on in ((translate("CardsPanel", "combat card"), card.combat), (f"WS +{card.ws}", card.ws),
                             (translate("CardsPanel", "removed after the event"), card.remove),
                             (translate("CardsPanel", "event then OPS"), card.use_for_ops)) if on]
    return f"{card_name(card)} ({card.deck}): {card_summary(card)}\nRP: {rp}" + (f"\n{'; '.join(marks)}" if marks else "")


class CardsPanel(QWidget):
    changed = Signal()
    status = Signal(str)

    def __init__(self, game, sandbox, parent=None):
        super().__init__(parent)
        self.game, self.sandbox = game, sandbox
        self.viewer: str | None = None
        box = QVBoxLayout(self)
        self.public: dict[str, dict[str, QListWidget | QLabel]] = {}
        for side in SIDES:
            group = QGroupBox(side_name(side))
            grid = QGridLayout(group)
            deck = QLabel()
            grid.addWidget(deck, 0, 0, 1, 2)
            lists = {"deck": deck}
            for col, name in enumerate(("discard", "removed", "in_play")):
                grid.addWidget(QLabel(translate("CardsPanel", PILE_TITLES[name])), 1, col)
                lw = QListWidget()
                lw.setObjectName(f"{side}_{name}")
                lw.setMaximumHeight(64)
                grid.addWidget(lw, 2, col)
                lists[name] = lw
            row = QHBoxLayout()
            for text, tip, slot in (
                    (translate("CardsPanel", "Shuffle discard"),
                     translate("CardsPanel", "Shuffle the discard pile into the draw deck"),
                     lambda s=side: self._do(self.sandbox.shuffle_discard, s)),
                    (translate("CardsPanel", "+ Limited War"),
                     translate("CardsPanel", "War commitment: shuffle the Limited War cards into the draw deck"),
                     lambda s=side: self._do(self.sandbox.add_deck, s, "limited", game)),
                    (translate("CardsPanel", "+ Total War"),
                     translate("CardsPanel", "War commitment: shuffle the Total War cards into the draw deck"),
                     lambda s=side: self._do(self.sandbox.add_deck, s, "total", game))):
                b = QPushButton(text)
                b.setToolTip(tip)
                b.clicked.connect(slot)
                row.addWidget(b)
            grid.addLayout(row, 3, 0, 1, 3)
            self.public[side] = lists
            box.addWidget(group)
        # the hand: one side's at a time, behind the hand-over screen
        hand = QGroupBox(translate("CardsPanel", "Hand"))
        hv = QVBoxLayout(hand)
        self.hand_title = QLabel()
        hv.addWidget(self.hand_title)
        self.hand_list = QListWidget()
        self.hand_list.setObjectName("hand")
        hv.addWidget(self.hand_list)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setObjectName("card_summary")
        hv.addWidget(self.summary)
        self.hand_list.currentItemChanged.connect(self._show_summary)
        actions = QHBoxLayout()
        for text, tip, pile in (
                (translate("CardsPanel", "Play"), translate("CardsPanel", "Put the chosen card on the discard pile"),
                 "discard"),
                (translate("CardsPanel", "Remove"), translate("CardsPanel", "Put the chosen card on the removed pile"),
                 "removed"),
                (translate("CardsPanel", "In play"), translate("CardsPanel", "Put the chosen card on the in play pile"),
                 "in_play"),
                (translate("CardsPanel", "To deck"),
                 translate("CardsPanel", "Put the chosen card back on top of the draw deck"), "deck")):
            b = QPushButton(text)
            b.setToolTip(tip)
            b.clicked.connect(lambda _=False, p=pile: self.move_selected(p))
            actions.addWidget(b)
        draw = QPushButton(translate("CardsPanel", "Draw"))
        draw.clicked.connect(self.draw)
        actions.addWidget(draw)
        hv.addLayout(actions)
        self.gate = HandoverGate(hand)
        self.gate.continued.connect(self._seat_continued)
        box.addWidget(self.gate, 1)
        seats = QHBoxLayout()
        for side in SIDES:
            b = QPushButton(translate("CardsPanel", "Pass to {side}").format(side=side.upper()))
            b.setObjectName(f"pass_{side}")
            b.clicked.connect(lambda _=False, s=side: self.pass_to(s))
            seats.addWidget(b)
        box.addLayout(seats)
        self.setMaximumWidth(460)
        self.pass_to("ap")
        self.refresh()

    # -- seats ----------------------------------------------------------------------
    def pass_to(self, side: str) -> None:
        """Hide the hand until the player of ``side`` clicks Continue."""
        self.viewer = None
        self.refresh()
        self.gate.cover(side, translate("CardsPanel", "the {side} player").format(side=side_name(side)), side)

    def _seat_continued(self, seat: str) -> None:
        self.viewer = seat
        self.refresh()

    # -- card moves -----------------------------------------------------------------
    def _do(self, op, *args) -> None:
        from ..board.position import PositionError
        try:
            op(*args)
        except PositionError as e:
            self.status.emit(shown(e, self.game))
            return
        self.status.emit(shown(self.sandbox.undo_text, self.game))
        self.refresh()
        self.changed.emit()

    def selected(self) -> str | None:
        item = self.hand_list.currentItem()
        return item.data(Qt.UserRole) if item is not None else None

    def move_selected(self, pile: str) -> None:
        card = self.selected()
        if card is None:
            self.status.emit(translate("CardsPanel", "Choose a card of the hand first"))
            return
        self._do(self.sandbox.move_card, card, pile)

    def draw(self) -> None:
        if self.viewer is None:
            self.status.emit(translate("CardsPanel", "Nobody holds the hand: pass it to a side first"))
            return
        self._do(self.sandbox.draw, self.viewer)

    # -- showing --------------------------------------------------------------------
    def _show_summary(self, item, _previous=None) -> None:
        self.summary.setText("" if item is None else card_tip(self.game.cards[item.data(Qt.UserRole)]))

    def _fill(self, widget: QListWidget, cards) -> None:
        widget.clear()
        for cid in cards:
            card = self.game.cards[cid]
            item = QListWidgetItem(card_line(card))
            item.setData(Qt.UserRole, cid)
            item.setToolTip(card_tip(card))
            widget.addItem(item)

    def refresh(self) -> None:
        piles = self.sandbox.piles
        for side, lists in self.public.items():
            lists["deck"].setText(translate("CardsPanel", "Draw deck: {deck} cards · hand: {hand} · later decks: {later}")
                                  .format(deck=len(piles.pile(side, "deck")), hand=len(piles.pile(side, "hand")),
                                          later=len(piles.pile(side, "later"))))
            for name in ("discard", "removed", "in_play"):
                self._fill(lists[name], piles.pile(side, name))
        if self.viewer is None:
            self.hand_title.setText(translate("CardsPanel", "No hand shown"))
            self.hand_list.clear()
        else:
            self.hand_title.setText(translate("CardsPanel", "{side} hand (hover a card for its text)")
                                    .format(side=side_name(self.viewer)))
            self._fill(self.hand_list, piles.pile(self.viewer, "hand"))

"""The sandbox with cards and dice (Qt-free): one undo history for the board and the cards.
Dice rolls are a plain log outside the history: undo never takes a roll back."""
from __future__ import annotations

import random
from dataclasses import dataclass

from ..board.position import BoardPosition, Marker, Placement, PositionError
from ..board.sandbox import Sandbox
from ..said import said
from ..translate import QT_TRANSLATE_NOOP
from .piles import PILE_NAMES, CardPiles, PileError

S = "Sandbox"


@dataclass(frozen=True)
class Roll:
    who: str          # "ap", "cp" or "" (nobody in particular)
    dice: tuple[int, ...]


DECK_NAMES = {"limited": QT_TRANSLATE_NOOP("Sandbox", "Limited War"), "total": QT_TRANSLATE_NOOP("Sandbox", "Total War")}


class TableSandbox(Sandbox):
    def __init__(self, position: BoardPosition, locations, piles: CardPiles, rng: random.Random | None = None,
                 rolls: tuple[Roll, ...] = ()):
        super().__init__(position, locations)
        self.piles = piles
        self.rolls: list[Roll] = list(rolls)
        self._rng = rng or random.SystemRandom()
        self._cards_undo: list[CardPiles] = []
        self._cards_redo: list[CardPiles] = []

    # every board change keeps the cards as they are, so one history covers both
    def _commit(self, what: str, new: BoardPosition) -> BoardPosition:
        self._cards_undo.append(self.piles)
        self._cards_redo.clear()
        return super()._commit(what, new)

    def undo(self) -> BoardPosition:
        position = super().undo()
        self._cards_redo.append(self.piles)
        self.piles = self._cards_undo.pop()
        return position

    def redo(self) -> BoardPosition:
        position = super().redo()
        self._cards_undo.append(self.piles)
        self.piles = self._cards_redo.pop()
        return position

    def _cards(self, what: str, piles: CardPiles) -> CardPiles:
        self._cards_undo.append(self.piles)
        self._cards_redo.clear()
        self._undo.append((what, self.position))
        self._redo.clear()
        self.piles = piles
        return piles

    def move_card(self, card: str, to: str) -> CardPiles:
        try:
            return self._cards(said(S, QT_TRANSLATE_NOOP("Sandbox", "{card} to the {pile}"), card=card, pile=said(
                S, PILE_NAMES.get(to, to))), self.piles.move(card, to))
        except PileError as e:
            raise PositionError(e.args[0]) from None

    def draw(self, side: str) -> str:
        try:
            piles, card = self.piles.draw(side)
        except PileError as e:
            raise PositionError(e.args[0]) from None
        self._cards(said(S, QT_TRANSLATE_NOOP("Sandbox", "{side} draws a card"), side=side), piles)
        return card

    def shuffle_discard(self, side: str) -> CardPiles:
        return self._cards(said(S, QT_TRANSLATE_NOOP("Sandbox", "{side} shuffles the discard pile into the deck"), side=side),
                           self.piles.shuffle(side, with_discard=True))

    def add_deck(self, side: str, deck: str, game) -> CardPiles:
        try:
            return self._cards(said(S, QT_TRANSLATE_NOOP("Sandbox", "{side} adds the {deck} cards"), side=side,
                                    deck=said(S, DECK_NAMES.get(deck, deck))), self.piles.add_deck(side, deck, game))
        except PileError as e:
            raise PositionError(e.args[0]) from None

    def roll(self, who: str = "", count: int = 1) -> Roll:
        roll = Roll(who, tuple(self._rng.randint(1, 6) for _ in range(count)))
        self.rolls.append(roll)
        return roll

    def enter(self, setup, game, reserve_boxes: dict[str, str], friends=()) -> list[str]:
        """A neutral enters the war (Bulgarian / Romanian entry ...): its entry setup goes on the
        board in one undoable step. Units already in play stay where they are (the playbook's
        "if available"); delayed units and player choices stay off the board, and the returned
        notes say where they go. ``friends`` are the setups of nations entering with it (Serbia
        with Bulgaria, 19.4.1): their spaces change control too."""
        notes: list[str] = []
        changes: dict[str, Placement] = {}
        offboard = {b for b in reserve_boxes.values()}

        def put(uid: str, where: str) -> None:
            p = self.position.units[uid]
            if p.location not in offboard:
                notes.append(said(S, QT_TRANSLATE_NOOP("Sandbox", "{unit} is already in play ({place}): left there"),
                                  unit=uid, place=p.location))
                return
            order = sum(1 for q in {**self.position.units, **changes}.values() if q.location == where)
            changes[uid] = Placement(where, uid in setup.reduced, order)

        for space, uids in setup.units_on_map.items():
            for uid in uids:
                put(uid, space)
        for uid in setup.reserve:
            put(uid, f"{game.units[uid].side}_reserve")
        for turns, space, uids in setup.later:
            notes.append(said(S, QT_TRANSLATE_NOOP("Sandbox", "{units}: to {place} {turns} turn(s) later"),
                              units=list(uids), place=space, turns=turns))
        for choice in setup.choices:
            notes.append(said(S, QT_TRANSLATE_NOOP("Sandbox", "{side} places {units} in one of {n} spaces"),
                              side=choice.chooser, units=list(choice.units), n=len(choice.spaces)))
        if not changes:
            raise PositionError(said(S, QT_TRANSLATE_NOOP("Sandbox", "nothing of the {nation} entry setup is waiting off the board"),
                                      nation=setup.nation))
        new = self.position.with_units(changes)
        for entering in (setup, *friends):
            if not entering.control:
                continue
            for sid, space in game.map.spaces.items():
                if space.nation == entering.nation and space.side != entering.control:
                    kept = tuple(m for m in new.markers_at(sid) if m.kind != "control")
                    new = new.with_markers(sid, kept + (Marker("control", entering.control),))
        for space, level in setup.trenches.items():
            side = setup.control or game.map.spaces[space].side
            kept = tuple(m for m in new.markers_at(space) if m.kind != "trench")
            new = new.with_markers(space, kept + (Marker("trench", side, level),))
        self._commit(said(S, QT_TRANSLATE_NOOP("Sandbox", "{nation} enters the war"), nation=setup.nation), new)
        return notes

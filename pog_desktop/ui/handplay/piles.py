"""Each side's strategy cards on a rules-free table (Qt-free): the draw deck, the hand, the
discard pile, the removed cards, the events lying in play, and the decks of a later war
commitment not yet shuffled in. Every change builds a new ``CardPiles`` (so undo is a stack of
them); a shuffle is seeded by the table's seed and a counter, so a saved table reopens the same.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, replace

from ..said import said
from ..translate import QT_TRANSLATE_NOOP

SIDES = ("ap", "cp")
PILES = ("deck", "hand", "discard", "removed", "in_play", "later")
PILE_NAMES = {"deck": QT_TRANSLATE_NOOP("Sandbox", "draw deck"), "hand": QT_TRANSLATE_NOOP("Sandbox", "hand"),
              "discard": QT_TRANSLATE_NOOP("Sandbox", "discard pile"), "removed": QT_TRANSLATE_NOOP("Sandbox", "removed"),
              "in_play": QT_TRANSLATE_NOOP("Sandbox", "in play"), "later": QT_TRANSLATE_NOOP("Sandbox", "later decks")}
S = "Sandbox"


class PileError(ValueError):
    """A card move the table cannot make (unknown card, wrong side, empty deck)."""


@dataclass(frozen=True)
class CardPiles:
    piles: dict[str, dict[str, tuple[str, ...]]]
    seed: int = 0
    shuffles: int = 0

    @classmethod
    def from_scenario(cls, game, sc, seed: int) -> "CardPiles":
        """The start of ``sc``: its draw piles shuffled, hands and events in play as printed,
        played events in the discard pile (removed if the card says so), later decks aside."""
        cards = sc.cards
        piles = {}
        for side in SIDES:
            played = [c for c in cards.events_played if game.cards[c].side == side]
            piles[side] = {
                "deck": tuple(cards.draw_piles[side]),
                "hand": tuple(getattr(cards, "hands", {}).get(side, ())),
                "discard": tuple(c for c in played if not game.cards[c].remove),
                "removed": tuple(sorted({c for c in cards.removed if game.cards[c].side == side}
                                        | {c for c in played if game.cards[c].remove})),
                "in_play": tuple(getattr(cards, "face_up", {}).get(side, ())),
                "later": tuple(cards.held_out[side]),
            }
        table = cls(piles, seed)
        for side in SIDES:
            table = table.shuffle(side)
        return table

    # -- reading --------------------------------------------------------------------
    def pile(self, side: str, name: str) -> tuple[str, ...]:
        return self.piles[side][name]

    def where(self, card: str) -> tuple[str, str]:
        for side in SIDES:
            for name in PILES:
                if card in self.piles[side][name]:
                    return side, name
        raise PileError(said(S, QT_TRANSLATE_NOOP("Sandbox", "no card {card} on the table"), card=card))

    def all_cards(self) -> list[str]:
        return [c for side in SIDES for name in PILES for c in self.piles[side][name]]

    # -- changes --------------------------------------------------------------------
    def _with(self, side: str, **changes: tuple[str, ...]) -> "CardPiles":
        return replace(self, piles={**self.piles, side: {**self.piles[side], **changes}})

    def move(self, card: str, to: str, top: bool = False) -> "CardPiles":
        """Put ``card`` on pile ``to`` of its own side (at the bottom, or on top of the deck)."""
        if to not in PILES:
            raise PileError(said(S, QT_TRANSLATE_NOOP("Sandbox", "{to} is not a pile; piles are {piles}"), to=to,
                                 piles=", ".join(PILES)))
        side, name = self.where(card)
        if name == to:
            return self
        out = self._with(side, **{name: tuple(c for c in self.piles[side][name] if c != card)})
        dest = out.piles[side][to]
        return out._with(side, **{to: (card,) + dest if top else dest + (card,)})

    def draw(self, side: str) -> tuple["CardPiles", str]:
        deck = self.piles[side]["deck"]
        if not deck:
            raise PileError(said(S, QT_TRANSLATE_NOOP("Sandbox", "the {side} draw deck is empty: shuffle the discard pile in first"),
                                 side=side))
        return self.move(deck[0], "hand"), deck[0]

    def shuffle(self, side: str, with_discard: bool = False, add: tuple[str, ...] = ()) -> "CardPiles":
        """Shuffle the draw deck (with the discard pile and/or the ``add`` cards of ``later``)."""
        p = self.piles[side]
        unknown = [c for c in add if c not in p["later"]]
        if unknown:
            raise PileError(said(S, QT_TRANSLATE_NOOP("Sandbox", "{card} is not in the later decks of {side}"),
                                 card=unknown[0], side=side))
        deck = list(p["deck"]) + (list(p["discard"]) if with_discard else []) + list(add)
        random.Random(f"{self.seed}:{self.shuffles}").shuffle(deck)
        out = replace(self, shuffles=self.shuffles + 1)
        return out._with(side, deck=tuple(deck), discard=() if with_discard else p["discard"],
                         later=tuple(c for c in p["later"] if c not in add))

    def add_deck(self, side: str, deck_name: str, game) -> "CardPiles":
        """A side reaches a new war commitment: that deck goes into its draw deck, shuffled."""
        add = tuple(c for c in self.piles[side]["later"] if game.cards[c].deck == deck_name)
        if not add:
            raise PileError(said(S, QT_TRANSLATE_NOOP("Sandbox", "no {deck} cards of {side} are waiting"), side=side,
                                 deck=deck_name))
        return self.shuffle(side, add=add)

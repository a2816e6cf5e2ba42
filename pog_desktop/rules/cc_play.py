"""Combat cards in a combat (9.5.4, 12.2.4, 12.2.6, 14.3.4), through the engine.

Step 3: the attacker may play cards that cancel the trench; step 5: the attacker, then the
defender, may play combat cards or use ones kept face up, whose conditions hold. Which card
does what is the registry in ``rules/combat/cards.py`` (filled by the card events); only
registered cards are offered. A played card leaves the hand at once (a ``*`` card leaves the
game); a winner's cards stay face up for the turn (``st.combat_cards[side]``) and may be
used once per action round (``st.counters["cc_used:<card>"]`` holds the round they were last used).
"""
from __future__ import annotations

from . import cards, events
from .actions import Action
from .combat import cards as registry
from .combat.cards import TRENCH_STEP, CardContext, CardEffects
from .prompts import Prompt
from .state import other
from .steps import log, step

USED = "cc_used:"


def _side(c, role: str) -> str:
    return c["side"] if role == "attacker" else other(c["side"])


def kept_face_up(st, side: str) -> list[str]:
    return list(st.combat_cards[side])


def offered(ctx, st, c, pieces) -> list[str]:
    """The cards the side to decide may still play at this stage of this combat."""
    role, stage = c["cc_role"], c["cc_stage"]
    side = _side(c, role)
    pool = [x for x in st.hand[side] if ctx.cards[x].combat and events.prerequisite_error(ctx, st, ctx.cards[x]) is None] \
        + kept_face_up(st, side)
    used = [x for x in pool if st.counters.get(USED + x) == st.round] + c["cards"][role]
    context = CardContext(role, c["target"], pieces["ground"], tuple(pieces["attacker"]), tuple(pieces["defender"]),
                          st.turn, c.get("order") != "simultaneous")
    return registry.playable(pool, side, context, stage, used)


def begin(ctx, st, stage: int, pieces) -> bool:
    """Start a card stage; False when nobody has anything to play (nothing to ask)."""
    c = st.sub["combat"]
    c.setdefault("cards", {"attacker": [], "defender": []})
    c["cc_stage"], c["cc_role"] = stage, "attacker"
    return _settle_role(ctx, st, pieces)


def _settle_role(ctx, st, pieces) -> bool:
    c = st.sub["combat"]
    while c["cc_role"]:
        if offered(ctx, st, c, pieces):
            st.step = "combat_cards"
            return True
        c["cc_role"] = "defender" if c["cc_role"] == "attacker" and c["cc_stage"] != TRENCH_STEP else None
    return False


def effects(c, defender_oos: bool) -> CardEffects:
    played = c.get("cards", {"attacker": [], "defender": []})
    return registry.card_effects(played["attacker"], played["defender"], defender_oos)


def after_combat(ctx, st, c, winner: str | None) -> None:
    """9.5.4.2-9.5.4.3: the winner's cards stay face up (one-combat and ``*`` cards excepted:
    a ``*`` card left the game when played); the loser, and both sides on a tie, lose theirs."""
    for role, played in c.get("cards", {}).items():
        up = st.combat_cards[_side(c, role)]
        kept, gone = registry.after_combat(played, winner == role, winner is None)
        kept = [x for x in kept if not ctx.cards[x].remove]
        up[:] = sorted((set(up) | set(kept)) - set(gone))


@step("combat_cards")
class PlayCombatCards:
    def prompt(self, ctx, st):
        from .attacks import card_pieces
        c = st.sub["combat"]
        side = _side(c, c["cc_role"])
        return Prompt(side, side, "combat_cards", f"{side.upper()}: play combat cards, or no more",
                      {"cards": offered(ctx, st, c, card_pieces(ctx, st, c)), "buttons": ["no_more_cards"]})

    def candidates(self, ctx, st):
        from .attacks import card_pieces
        c = st.sub["combat"]
        return [Action("combat_card", card=x) for x in offered(ctx, st, c, card_pieces(ctx, st, c))] + \
            [Action("no_more_cards")]

    def legal(self, ctx, st):
        return self.candidates(ctx, st)

    def check(self, ctx, st, a):
        if a not in self.candidates(ctx, st):
            return f"{a} is not a combat card you may play now (9.5.4)"
        return None

    def apply(self, ctx, st, a):
        from .attacks import card_pieces, resume_after_cards
        c = st.sub["combat"]
        role = c["cc_role"]
        side = _side(c, role)
        if a.type == "combat_card":
            if a.card in st.hand[side]:
                cards.discard(ctx, st, side, a.card, as_event=True)
                events.combat_card_played(ctx, st, side, a.card)
            c["cards"][role].append(a.card)
            st.counters[USED + a.card] = st.round
            log(st, "combat_card", f"{side.upper()} plays {ctx.cards[a.card].name}", side, card=a.card)
            return
        c["cc_role"] = "defender" if role == "attacker" and c["cc_stage"] != TRENCH_STEP else None
        if not _settle_role(ctx, st, card_pieces(ctx, st, c)):
            resume_after_cards(ctx, st)

"""Combat cards in a combat (9.5.4, 12.2.4, 12.2.6, 14.3.4), through the engine.

Step 3: the attacker may play cards that cancel the trench; step 5: the attacker, then the
defender, may play combat cards or use ones kept face up, whose conditions hold. Which card
does what is the registry in ``rules/combat/card_effects.py`` (filled by the card events); only
registered cards are offered. A played card leaves the hand at once (a ``*`` card leaves the
game); a winner's cards stay face up for the turn (``st.combat_cards[side]``) and may be
used once per action round (``st.counters["cc_used:<card>"]`` holds the round they were last used).
"""
from __future__ import annotations

from ...core import commands
from ...core.actions import Action
from ...core.effects import prerequisite_error, record_play
from ...core.prompts import Prompt
from ...core.state import other
from ...core.steps import Decision, log, step
from ...operations.action_round import add_war_status, score_star_event
from ...turn import decks
from .. import card_effects as registry
from ..card_effects import TRENCH_STEP, CardContext, CardEffects
from . import standing_events
from .advance import finish_combat
from .record import card_pieces, traces_to
from ...core.messages import msg

USED = "cc_used:"
BASRA = "basra"


def _side(c, role: str) -> str:
    return c["side"] if role == "attacker" else other(c["side"])


def kept_face_up(ctx, st, side: str) -> list[str]:
    """The side's cards kept face up; in the four-player variant only those of the command that
    decides now (seed 003, 5.6: a card helps only the units of the command that played it)."""
    up = list(st.combat_cards[side])
    if st.cmd:
        command = commands.acting(st, side)
        up = [x for x in up if commands.card_command(ctx, st, x) == command]
    return up


def own_pieces(ctx, st, side: str, pieces) -> list:
    """Seed 003, 5.6: the pieces a card of the deciding command may help (its own units)."""
    if not st.cmd:
        return pieces
    command = commands.acting(st, side)
    return [p for p in pieces if commands.unit_command(ctx, st, p.id) in (None, command)]


def offered(ctx, st, c, pieces) -> list[str]:
    """The cards the side to decide may still play at this stage of this combat: from the
    deciding command's own hand in the four-player variant (seed 003, 5.2, 5.6)."""
    role, stage = c["cc_role"], c["cc_stage"]
    side = _side(c, role)
    pool = [x for x in commands.hand(ctx, st, side)
            if ctx.cards[x].combat and prerequisite_error(ctx, st, ctx.cards[x]) is None] \
        + kept_face_up(ctx, st, side) + standing_events.event_cards(ctx, st, side, c)
    if st.cmd:
        pieces = {**pieces, role: own_pieces(ctx, st, side, pieces[role])}
    used = [x for x in pool if st.counters.get(USED + x) == st.round] + c["cards"][role]
    return registry.playable(pool, side, card_context(ctx, st, c, role, pieces), stage, used)


def card_context(ctx, st, c, role: str, pieces) -> CardContext:
    """The combat as a card's condition sees it."""
    target = ctx.spaces[c["target"]]
    fort_nation = target.nation if target.fort and c["target"] not in st.forts_destroyed else None
    return CardContext(role, c["target"], pieces["ground"], tuple(pieces["attacker"]), tuple(pieces["defender"]),
                       st.turn, c.get("order") != "simultaneous", fort_nation=fort_nation,
                       attacking_terrains=frozenset(ctx.spaces[s].terrain for s in c["origins"].values()),
                       target_nation=target.nation,
                       played=frozenset(c["cards"]["attacker"]) | frozenset(c["cards"]["defender"]),
                       round_events=standing_events.round_events(ctx, st, c),
                       edition_2022=ctx.options.get("edition") == "2022",
                       basra_line=_basra_line(ctx, st, c, pieces["attacker"]))


def _basra_line(ctx, st, c, attackers) -> frozenset[str]:
    if c["side"] != "ap" or ctx.spaces[c["target"]].map != "neareast":
        return frozenset()
    return frozenset(p.id for p in attackers if p.nation == "br" and traces_to(ctx, st, p.id, BASRA))


def begin(ctx, st, stage: int) -> bool:
    """Start a card stage; False when nobody has anything to play (nothing to ask)."""
    c = st.sub["combat"]
    c.setdefault("cards", {"attacker": [], "defender": []})
    c["cc_stage"], c["cc_role"] = stage, "attacker"
    return _settle_role(ctx, st)


def _settle_role(ctx, st) -> bool:
    c = st.sub["combat"]
    pieces = card_pieces(ctx, st, c) if c["cc_role"] else None   # none to read once the stage is over
    while c["cc_role"]:
        # the options that always ask first: the offer is worked out only when they do not
        asked = (c["cc_role"] == "defender" and ctx.options.get("ask_defender_combat_cards") and pieces["defender"]) \
            or (ctx.options.get("ask_all_card_stages") and pieces[c["cc_role"]])   # a fort alone gets no card
        if asked or offered(ctx, st, c, pieces):
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


_NO_MORE = Action("no_more_cards")


@step("combat_cards")
class PlayCombatCards(Decision):
    def prompt(self, ctx, st):
        c = st.sub["combat"]
        side = _side(c, c["cc_role"])
        return Prompt(side, side, self.name, msg("combat.engine.card_play.play_combat_cards_or_no",
                                                 "{side}: play combat cards, or no more",
                                                 side=side),
                      {"cards": offered(ctx, st, c, card_pieces(ctx, st, c)), "buttons": ["no_more_cards"]})

    def candidates(self, ctx, st):
        c = st.sub["combat"]
        return [Action("combat_card", card=x) for x in offered(ctx, st, c, card_pieces(ctx, st, c))] + \
            [Action("no_more_cards")]

    legal = Decision.candidates_are_legal

    def wrong_type(self, ctx, st, a):
        return msg("combat.engine.card_play.is_not_a_combat_card",
                   "{a} is not a combat card you may play now (9.5.4)",
                   a=a)

    check_combat_card = Decision.listed

    def check_no_more_cards(self, ctx, st, a):
        """Always a candidate (the last one): ``listed`` would only build the offer to find it."""
        return None if a == _NO_MORE else self.wrong_type(ctx, st, a)

    def apply_combat_card(self, ctx, st, a):
        c = st.sub["combat"]
        role = c["cc_role"]
        side = _side(c, role)
        if a.card in st.hand[side]:
            c.setdefault("from_hand", []).append(a.card)
            decks.discard(ctx, st, side, a.card, as_event=True)
            combat_card_played(ctx, st, side, a.card)
        c["cards"][role].append(a.card)
        st.counters[USED + a.card] = st.round
        log(st, "combat_card", msg("combat.engine.card_play.plays",
                                   "{side} plays {card}",
                                   ctx, side=side, card=a.card), side, card=a.card)
        if effects(c, c["defender_oos"]).attack_cancelled:
            cancel_attack(ctx, st, c)

    def apply_no_more_cards(self, ctx, st, a):
        c = st.sub["combat"]
        role = c["cc_role"]
        c["cc_role"] = "defender" if role == "attacker" and c["cc_stage"] != TRENCH_STEP else None
        if not _settle_role(ctx, st):
            ctx.flow["combat_cards_done"](ctx, st)


def cancel_attack(ctx, st, c) -> None:
    """CP 64 Alberich: the attack does not take place, and the attacker's cards count as not
    played: those from the hand go back to it, face-up ones may be used again this round. The
    attackers have still made their attack for this round (12.1.5)."""
    side = c["side"]
    back = []
    for x in c["cards"]["attacker"]:
        st.counters.pop(USED + x, None)
        if x in c.get("from_hand", ()):
            pile = st.removed[side] if x in st.removed[side] else st.discard[side]
            pile.remove(x)
            st.hand[side].append(x)
            back.append(x)
    c["cards"]["attacker"] = []
    log(st, "attack_cancelled", msg("combat.engine.card_play.the_attack_on_is_cancelled",
                                    "the attack on {space} is cancelled",
                                    ctx, space=c['target']), other(side),
        spaces=[c["target"]], to_hand={"side": side, "cards": back})   # in view of all (views.known_in_hand)
    after_combat(ctx, st, c, None)
    finish_combat(ctx, st)


def combat_card_played(ctx, st, side: str, card_id: str) -> None:
    """A combat card played from the hand in a combat counts as played as an event (9.5.4):
    its WS counts (9.5.1.3) and its flag and cancellations are recorded (Michael ends Lloyd
    George, and makes Everyone Into Battle playable)."""
    if ctx.cards[card_id].ws:
        add_war_status(st, side, ctx.cards[card_id].ws)
    score_star_event(ctx, st, side, card_id)
    record_play(ctx, st, card_id)

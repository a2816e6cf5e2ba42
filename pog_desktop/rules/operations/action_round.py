"""The action round (8.0): play a card as operations, SR, RP or event (9.1.3), offer peace
terms (16.5), or take the automatic operation of one point without a card (8.1.3)."""
from __future__ import annotations

from functools import lru_cache

from ..core import commands
from ..core.actions import Action
from ..core.effects import INFLUENZA, REGISTRY, SALONIKA, event_error, played_this_turn, record_play
from ..core.prompts import Prompt
from ..core.steps import CONTINUATIONS, Decision, log, step, wrong_action
from ..turn import decks, peace, sequence
from . import operation, redeploy
from ..core.messages import msg

PLAYS = ("play_ops", "play_sr", "play_rp", "play_event")
AUTO_OP, OFFER_PEACE = Action("auto_op"), Action("offer_peace")


@lru_cache(maxsize=None)
def _play(kind: str, card: str) -> Action:
    """Actions are immutable values: the candidates of every position share them."""
    return Action(kind, card=card)


@step("action")
class ActionRound(Decision):
    def prompt(self, ctx, st):
        side = st.active
        return Prompt(side, side, self.name,
                      msg("operations.action_round.action_round_play_a_card",
                          "{side} action round {round}: play a card (OPS, SR, RP or event) or take the 1-OPS action",
                          side=side, round=st.round),
                      {"cards": list(commands.hand(ctx, st, side)), "buttons": ["auto_op", "offer_peace"]})

    def candidates(self, ctx, st):
        out = []
        for c in commands.hand(ctx, st, st.active):
            for t in PLAYS:
                out.append(_play(t, c))
        out.append(AUTO_OP)
        out.append(OFFER_PEACE)
        return out

    doing = msg("operations.action_round.play_a_card_or_take", "play a card or take the automatic operation")

    def wrong_type(self, ctx, st, a):
        return _opening_error(ctx, st, st.active, a) or wrong_action(self.doing, a)

    def check_auto_op(self, ctx, st, a):
        return _opening_error(ctx, st, st.active, a)

    def check_offer_peace(self, ctx, st, a):
        return _opening_error(ctx, st, st.active, a) or peace.offer_error(ctx, st, st.active)

    def _card_error(self, ctx, st, a) -> str | None:
        """What every card play checks first: the opening play, the hand, 9.5.2.5."""
        side = st.active
        err = _opening_error(ctx, st, side, a)
        if err:
            return err
        if a.card not in commands.hand(ctx, st, side):
            if st.cmd:
                return msg("operations.action_round.not_in_the_command_hand",
                           "{card_id!r} is not in the {side} hand of the {command} command",
                           card_id=a.card, side=side, command=commands.acting(st, side))
            return msg("operations.action_round.not_in_the_hand", "{card_id!r} is not in the {side} hand",
                       card_id=a.card, side=side)
        if a.type != "play_event" and decks.event_only(ctx, st, a.card):
            return msg("operations.action_round.may_only_be_played_as",
                       "{card} may only be played as an event while only the CP are at Total War (9.5.2.5)",
                       ctx, card=a.card)
        return None

    def _sr_after_sr(self, ctx, st, a) -> str | None:
        """9.3.3: the Salonika event counts as an SR play, both before and after an SR card
        (four-player variant: one SR card per command and turn, 5.3, takes its place)."""
        if not st.cmd and decks.last_play(st, st.active) in ("sr", f"event:{SALONIKA}"):
            return msg("operations.action_round.no_sr_card_or_salonika",
                       "no SR card (or Salonika) in the round right after your own SR card (or Salonika) this turn "
                       "(9.3.3)")
        return None

    def check_play_ops(self, ctx, st, a):
        card = ctx.cards.get(a.card)
        return self._card_error(ctx, st, a) or (None if card.ops > 0 else msg(
            "operations.action_round.has_no_operations_value", "{card} has no operations value", ctx, card=a.card))

    def check_play_sr(self, ctx, st, a):
        err = self._card_error(ctx, st, a)
        if err:
            return err
        card = ctx.cards[a.card]
        return msg("operations.action_round.has_no_sr_value", "{card} has no SR value", ctx, card=a.card) if card.sr <= 0 else self._sr_after_sr(ctx, st, a)

    def check_play_rp(self, ctx, st, a):
        err = self._card_error(ctx, st, a)
        if err:
            return err
        card = ctx.cards[a.card]
        if not card.rp:
            return msg("operations.action_round.gives_no_replacement_points",
                       "{card} gives no replacement points",
                       ctx, card=a.card)
        if played_this_turn(st, INFLUENZA):
            return msg("operations.action_round.no_rp_card_may_be",
                       "no RP card may be played for the rest of the turn after Influenza (AP 65)")
        if decks.last_play(st, st.active) == "rp" and not st.cmd:   # 5.3 of seed 003 instead
            return msg("operations.action_round.no_rp_card_in_the",
                       "no RP card in the round right after your own RP card this turn (9.4.3)")
        return None

    def check_play_event(self, ctx, st, a):
        return self._card_error(ctx, st, a) or (a.card == SALONIKA and self._sr_after_sr(ctx, st, a)) \
            or event_error(ctx, st, st.active, a.card)

    def apply_offer_peace(self, ctx, st, a):
        peace.offer(ctx, st, st.active)

    def apply_auto_op(self, ctx, st, a):
        side = st.active
        st.played[side].append("auto_op")
        log(st, "play", msg("operations.action_round.takes_the_automatic_operation_ops",
                            "{side} takes the automatic operation (1 OPS)",
                            side=side), side)
        operation.start(ctx, st, side, 1, None)

    def _spend(self, ctx, st, a, use: str):
        """The card leaves the hand for ``use`` (9.1.3: ops, sr or rp), recorded on the round track;
        returns the side and the card."""
        side = st.active
        decks.discard(ctx, st, side, a.card)
        st.played[side].append(use)
        return side, ctx.cards[a.card]

    def apply_play_ops(self, ctx, st, a):
        side, card = self._spend(ctx, st, a, "ops")
        log(st, "play", msg("operations.action_round.plays_for_ops",
                            "{side} plays {card} for {ops} OPS",
                            ctx, side=side, card=a.card, ops=card.ops), side, cards=[a.card])
        operation.start(ctx, st, side, card.ops, a.card)

    def apply_play_sr(self, ctx, st, a):
        side, card = self._spend(ctx, st, a, "sr")
        log(st, "play", msg("operations.action_round.plays_for_sr_points",
                            "{side} plays {card} for {sr} SR points",
                            ctx, side=side, card=a.card, sr=card.sr), side, cards=[a.card])
        redeploy.start(ctx, st, side, card.sr)

    def apply_play_rp(self, ctx, st, a):
        side, _card = self._spend(ctx, st, a, "rp")
        got = decks.record_rp(ctx, st, side, a.card)
        text = ", ".join(f"{k.upper()} {v}" for k, v in sorted(got.items())) or msg(
            "operations.action_round.nothing", "nothing")
        log(st, "play", msg("operations.action_round.plays_for_rp",
                            "{side} plays {card} for RP: {text}",
                            ctx, side=side, card=a.card, text=text), side, cards=[a.card])
        sequence.end_action(ctx, st)   # 9.4.2: recording the RP is the whole action

    def apply_play_event(self, ctx, st, a):
        side, card = st.active, ctx.cards[a.card]
        decks.discard(ctx, st, side, a.card, as_event=True)
        st.played[side].append(f"event:{a.card}")
        if card.reinf is not None:
            st.reinforced.append(card.reinf.nation)
        if card.ws:
            add_war_status(st, side, card.ws)
        score_star_event(ctx, st, side, a.card)
        log(st, "event", msg("operations.action_round.plays_as_an_event",
                             "{side} plays {card} as an event",
                             ctx, side=side, card=a.card), side, cards=[a.card])
        record_play(ctx, st, a.card)
        st.step = EVENT_DONE
        st.sub = {"event": a.card}
        REGISTRY[a.card].play(ctx, st, side)
        if st.step == EVENT_DONE:   # the event asked no question (else resume comes back here)
            after_event(ctx, st)


GUNS_OF_AUGUST = "cp01"


def _opening_error(ctx, st, side: str, a) -> str | None:
    """5.7.4.3 (2022 Historical, Guns of August "must"): the CP open the game with Guns of
    August as an event, whenever that event can be played."""
    if side != "cp" or st.turn != 1 or st.round != 1 or st.played["cp"] \
            or getattr(ctx.scenario, "guns_of_august", "may") != "must":
        return None
    if GUNS_OF_AUGUST not in commands.hand(ctx, st, "cp") or event_error(ctx, st, side, GUNS_OF_AUGUST) is not None:
        return None
    if a.type == "play_event" and a.card == GUNS_OF_AUGUST:
        return None
    return msg("operations.action_round.in_this_scenario_the_cp",
               "in this scenario the CP must open with Guns of August as an event (5.7.4.3)")


EVENT_DONE = "event_done"


def after_event(ctx, st) -> None:
    """9.1.3: cards that conduct operations after their event do so now; else the action ends."""
    card_id = st.sub["event"]
    card = ctx.cards[card_id]
    if REGISTRY[card_id].with_ops or card.ops_event or card_id in ctx.options["event_and_ops_cards"]:
        operation.start(ctx, st, st.active, card.ops, card_id)
    elif st.cmd and card_id in commands.EVENT_AND_ONE_OPS:
        operation.start(ctx, st, st.active, 1, card_id)     # seed 003, 7.1-7.3
    else:
        sequence.end_action(ctx, st)


CONTINUATIONS[EVENT_DONE] = after_event


def score_star_event(ctx, st, side: str, card_id: str) -> None:
    """5.3 / T.7 (Introductory): a ``*`` event, from the hand or as a combat card (9.5.4), scores
    1 VP for its player."""
    if ctx.cards[card_id].remove and ctx.options["star_event_vp"]:
        change = ctx.game.tables.vp(f"{side}_removed_event_introductory")
        st.vp += change
        log(st, "vp", msg("operations.action_round.played_a_event_introductory_vp",
                          "{side} played a * event (Introductory): VP now {vp}",
                          side=side, vp=st.vp, change=change), side)


def add_war_status(st, side: str, n: int) -> None:
    """9.5.1.3: the card's WS adds to the player's and the combined WS; at Total War only the
    combined WS still rises (16.1.6)."""
    if st.commitment[side] != "total":
        st.ws[side] += n
    st.cws += n

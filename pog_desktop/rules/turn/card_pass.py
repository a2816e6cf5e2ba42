"""The end-of-turn card pass of the four-player variant (seed 003, 4.6): after the third
round each command that still holds cards may pass one, face down, to its ally, who keeps
it, discards it (a combat card only) or gives it back. A kept card is the receiver's own
from then on (``State.cmd["given"]``). The commands are asked CP West, CP East, AP West,
AP East; each offer is answered at once.
"""
from __future__ import annotations

from ..core import commands
from ..core.actions import Action
from ..core.prompts import Prompt
from ..core.steps import CONTINUATIONS, Decision, log, step
from . import decks
from ..core.messages import msg

ORDER = (("cp", "west"), ("cp", "east"), ("ap", "west"), ("ap", "east"))
KEEP, DISCARD, RETURN = "keep", "discard", "return"


def begin(ctx, st, then: str) -> None:
    st.sub = {"queue": [list(k) for k in ORDER], "offer": None, "then": then}
    st.step = "pass_card"
    _next(ctx, st)


def _next(ctx, st) -> None:
    q = st.sub["queue"]
    while q:
        side, command = q[0]
        if commands.hand(ctx, st, side, command):
            st.active = side
            st.cmd["on"][side] = command
            return
        q.pop(0)
    then = st.sub["then"]
    st.sub = {}
    CONTINUATIONS[then](ctx, st)


@step("pass_card")
class PassCard(Decision):
    def prompt(self, ctx, st):
        side, command = st.active, st.cmd["on"][st.active]
        offer = st.sub["offer"]
        if offer is None:
            return Prompt(side, side, self.name,
                          msg("turn.card_pass.command_pass_one_card_face",
                              "{side} {command} command: pass one card face down to your ally, or done",
                              side=side, command=command),
                          {"cards": commands.hand(ctx, st, side), "buttons": ["done"], "command": command})
        buttons = [KEEP, RETURN] + ([DISCARD] if ctx.cards[offer].combat else [])
        return Prompt(side, side, self.name,
                      msg("turn.card_pass.ally_passes_keep_return_discard", "{side} {command} command: your ally passes "
                          "you {card}: keep it, give it back or discard it", ctx, side=side, command=command, card=offer)
                      if DISCARD in buttons else
                      msg("turn.card_pass.ally_passes_keep_return", "{side} {command} command: your ally passes you "
                          "{card}: keep it, give it back", ctx, side=side, command=command, card=offer),
                      {"cards": [offer], "buttons": buttons, "command": command})

    def candidates(self, ctx, st):
        if st.sub["offer"] is None:
            return [Action("pass_card", card=c) for c in commands.hand(ctx, st, st.active)] + [Action("done")]
        return [Action("choose", choice=c) for c in (KEEP, RETURN, DISCARD)]

    doing = msg("turn.card_pass.pass_a_card_or_say",
                "pass a card or say done (then the ally keeps, returns or discards it)")

    def check_pass_card(self, ctx, st, a):
        if st.sub["offer"] is not None:
            return msg("turn.card_pass.answer_the_card_passed_to", "answer the card passed to you first")
        if a.card not in commands.hand(ctx, st, st.active):
            return msg("turn.card_pass.is_not_in_the_hand",
                       "{card_id!r} is not in the hand of the {on} command",
                       card_id=a.card, on=st.cmd['on'][st.active])
        return None

    def check_done(self, ctx, st, a):
        return msg("turn.card_pass.keep_return_or_discard_the", "keep, return or discard the card passed to you") if st.sub["offer"] is not None else None

    def check_choose(self, ctx, st, a):
        offer = st.sub["offer"]
        if offer is None or a.choice not in (KEEP, RETURN, DISCARD):
            return msg("turn.card_pass.keep_return_or_discard_the", "keep, return or discard the card passed to you") if offer else msg("turn.card_pass.pass_a_card_or_say_2",
                                                                                      "pass a card or say done")
        if a.choice == DISCARD and not ctx.cards[offer].combat:
            return msg("turn.card_pass.only_a_combat_card_may",
                       "only a combat card may be discarded; {card} is not one (seed 003, 4.6)",
                       ctx, card=offer)
        return None

    def apply_pass_card(self, ctx, st, a):
        side = st.active
        command = st.cmd["on"][side]
        st.sub["offer"] = a.card
        st.sub["from"] = command
        st.cmd["on"][side] = commands.ally(command)
        commands.count(st, "passed")
        log(st, "pass", msg("turn.card_pass.command_passes_a_card_face",
                            "{side} {command} command passes a card face down to its ally",
                            side=side, command=command), side,
            secret={"side": side, "card": a.card})

    def apply_done(self, ctx, st, a):
        st.sub["queue"].pop(0)
        _next(ctx, st)

    def apply_choose(self, ctx, st, a):
        side = st.active
        command = st.cmd["on"][side]
        card, giver = st.sub["offer"], st.sub["from"]
        if a.choice == KEEP:
            st.cmd["given"][card] = command
            log(st, "pass", msg("turn.card_pass.command_keeps_the_card",
                                "{side} {command} command keeps the card",
                                side=side, command=command), side)
        elif a.choice == DISCARD:
            st.cmd["given"][card] = command
            decks.discard(ctx, st, side, card)
            log(st, "discard", msg("turn.card_pass.command_discards",
                                   "{side} {command} command discards {card}",
                                   ctx, side=side, command=command, card=card), side, cards=[card])
        else:
            commands.count(st, "returned")
            log(st, "pass", msg("turn.card_pass.command_gives_the_card_back",
                                "{side} {command} command gives the card back",
                                side=side, command=command), side)
        st.cmd["on"][side] = giver
        st.sub["offer"] = None
        st.sub["queue"].pop(0)
        _next(ctx, st)

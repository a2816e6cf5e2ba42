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
                          f"{side.upper()} {command} command: pass one card face down to your ally, or done",
                          {"cards": commands.hand(ctx, st, side), "buttons": ["done"], "command": command})
        buttons = [KEEP, RETURN] + ([DISCARD] if ctx.cards[offer].combat else [])
        return Prompt(side, side, self.name,
                      f"{side.upper()} {command} command: your ally passes you {ctx.cards[offer].name}: keep it, "
                      "give it back" + (" or discard it" if DISCARD in buttons else ""),
                      {"cards": [offer], "buttons": buttons, "command": command})

    def candidates(self, ctx, st):
        if st.sub["offer"] is None:
            return [Action("pass_card", card=c) for c in commands.hand(ctx, st, st.active)] + [Action("done")]
        return [Action("choose", choice=c) for c in (KEEP, RETURN, DISCARD)]

    doing = "pass a card or say done (then the ally keeps, returns or discards it)"

    def check_pass_card(self, ctx, st, a):
        if st.sub["offer"] is not None:
            return "answer the card passed to you first"
        if a.card not in commands.hand(ctx, st, st.active):
            return f"{a.card!r} is not in the hand of the {st.cmd['on'][st.active]} command"
        return None

    def check_done(self, ctx, st, a):
        return "keep, return or discard the card passed to you" if st.sub["offer"] is not None else None

    def check_choose(self, ctx, st, a):
        offer = st.sub["offer"]
        if offer is None or a.choice not in (KEEP, RETURN, DISCARD):
            return "keep, return or discard the card passed to you" if offer else "pass a card or say done"
        if a.choice == DISCARD and not ctx.cards[offer].combat:
            return f"only a combat card may be discarded; {ctx.cards[offer].name} is not one (seed 003, 4.6)"
        return None

    def apply_pass_card(self, ctx, st, a):
        side = st.active
        command = st.cmd["on"][side]
        st.sub["offer"] = a.card
        st.sub["from"] = command
        st.cmd["on"][side] = commands.ally(command)
        commands.count(st, "passed")
        log(st, "pass", f"{side.upper()} {command} command passes a card face down to its ally", side,
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
            log(st, "pass", f"{side.upper()} {command} command keeps the card", side)
        elif a.choice == DISCARD:
            st.cmd["given"][card] = command
            decks.discard(ctx, st, side, card)
            log(st, "discard", f"{side.upper()} {command} command discards {ctx.cards[card].name}", side, cards=[card])
        else:
            commands.count(st, "returned")
            log(st, "pass", f"{side.upper()} {command} command gives the card back", side)
        st.cmd["on"][side] = giver
        st.sub["offer"] = None
        st.sub["queue"].pop(0)
        _next(ctx, st)

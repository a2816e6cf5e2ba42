"""One step for every event that has a player pick units one at a time (War in Africa,
Russian Desertions, Landwehr, Paris Taxis, Entrench, Salonika): the event names the kind of
pick; the kind says which units qualify, what a pick costs and what it does.

``sub``: ``kind``, ``budget`` (what is left to spend), ``optional`` (a ``done`` is offered)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from ..core.actions import Action
from ..core.prompts import Prompt
from ..core.steps import Decision, interrupt, resume, step
from ..core.messages import msg


@dataclass(frozen=True)
class Pick:
    text: str
    action: str                     # the action type: "select", "eliminate", "entrench"
    eligible: Callable             # (ctx, st, side) -> list of unit ids
    apply: Callable                 # (ctx, st, side, unit) -> None
    cost: Callable = lambda ctx, unit: 1
    choices: tuple = ()             # extra ``choose`` answers that end the pick: (choice, f(ctx, st, side))


KINDS: dict[str, Pick] = {}


def ask(ctx, st, side: str, kind: str, budget: int, optional: bool = True) -> None:
    """Interrupts the event for the pick, unless nothing qualifies (then the event is moot)."""
    pick = KINDS[kind]
    if not _affordable(ctx, st, side, pick, budget) and not pick.choices:
        return
    interrupt(st, "pick_units", side, {"kind": kind, "budget": budget, "optional": optional})


def _affordable(ctx, st, side, pick, budget):
    return [u for u in pick.eligible(ctx, st, side) if pick.cost(ctx, u) <= budget]


@step("pick_units")
class PickUnits(Decision):
    def prompt(self, ctx, st):
        pick = KINDS[st.sub["kind"]]
        buttons = [c for c, _ in pick.choices] + (["done"] if st.sub["optional"] else [])
        return Prompt(st.active, st.active, self.name, msg("events.picking.side_text", "{side}: {text}", side=st.active, text=pick.text),
                      {"units": _affordable(ctx, st, st.active, pick, st.sub["budget"]), "buttons": buttons})

    def candidates(self, ctx, st):
        pick = KINDS[st.sub["kind"]]
        out = [Action(pick.action, unit=u) for u in _affordable(ctx, st, st.active, pick, st.sub["budget"])]
        out += [Action("choose", choice=c) for c, _ in pick.choices]
        if st.sub["optional"] or not out:
            out.append(Action("done"))
        return out

    legal = Decision.candidates_are_legal

    def wrong_type(self, ctx, st, a):
        return msg("events.picking.is_not_one_of_the",
                   "{text}: {a} is not one of the choices",
                   text=KINDS[st.sub['kind']].text, a=a)

    check_select = check_eliminate = check_entrench = check_choose = check_done = Decision.listed

    def apply_done(self, ctx, st, a):
        resume(ctx, st)

    def apply_choose(self, ctx, st, a):
        dict(KINDS[st.sub["kind"]].choices)[a.choice](ctx, st, st.active)
        resume(ctx, st)

    def apply_select(self, ctx, st, a):
        """The unit the event picks (``select``, ``eliminate`` or ``entrench``, per its kind)."""
        pick = KINDS[st.sub["kind"]]
        side = st.active
        pick.apply(ctx, st, side, a.unit)
        st.sub["budget"] -= pick.cost(ctx, a.unit)
        if pick.choices or not _affordable(ctx, st, side, pick, st.sub["budget"]):
            resume(ctx, st)

    apply_eliminate = apply_entrench = apply_select

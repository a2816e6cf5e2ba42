"""The registry of decision steps. Each rules module registers the steps it owns; the
sequence of play (sequence.py) moves the state from one step to the next.

A step has ``prompt(ctx, st)``, ``candidates(ctx, st)`` (actions worth checking),
``check(ctx, st, action)`` (None, or the reason it is illegal) and ``apply(ctx, st, action)``
(only called after ``check`` passed); a ``Decision`` dispatches both by action type. Legal actions are the candidates that pass the check,
so what the engine lists and what it accepts can never disagree.
"""
from __future__ import annotations

from .errors import IllegalAction
from .messages import msg

STEPS: dict = {}


def step(name: str):
    def register(cls):
        cls.name = name
        if not hasattr(cls, "legal"):
            cls.legal = _checked_candidates
        STEPS[name] = cls()
        return cls
    return register


def _checked_candidates(self, ctx, st) -> list:
    """The default legal actions: the candidates that pass the check."""
    return [a for a in self.candidates(ctx, st) if self.check(ctx, st, a) is None]


class Decision:
    """A decision with one handler per action type (Rally the Troops' ``states``): the step
    takes exactly the types it has an ``apply_<type>`` for, ``check_<type>`` (if any) gives the
    reason one is illegal, and any other type is refused with what the step is ``doing``."""

    doing = "decide"

    def wrong_type(self, ctx, st, a) -> str:
        """The refusal of an action type this decision does not take (a step whose refusal
        names more than what it is ``doing`` says it here)."""
        return wrong_action(self.doing, a)

    _by_type: dict | None = None

    def _handlers(self) -> dict:
        """Action type -> its ``apply_<type>`` and its ``check_<type>`` (or None), bound, learnt
        once per step (a step is one object whose handlers never change: a test that replaces
        a handler patches the module function it calls, not the step's method)."""
        table = {}
        for name in dir(self):
            if name.startswith("apply_"):
                kind = name[len("apply_"):]
                table[kind] = (getattr(self, name), getattr(self, f"check_{kind}", None))
        self._by_type = table
        return table

    def check(self, ctx, st, a):
        handlers = (self._by_type or self._handlers()).get(a.type)
        if handlers is None:
            return self.wrong_type(ctx, st, a)
        checker = handlers[1]
        return None if checker is None else checker(ctx, st, a)

    def apply(self, ctx, st, a):
        (self._by_type or self._handlers())[a.type][0](ctx, st, a)

    def candidates_are_legal(self, ctx, st):
        """``legal`` for a step whose candidates are built legal (a loss option, a retreat
        path, an offered card, a placement): checking each again would only repeat the work.
        The conformance test still holds every one of them to ``check``."""
        return self.candidates(ctx, st)

    def listed(self, ctx, st, a):
        """The check of a decision whose legal actions are exactly its candidates: anything
        else gets the step's refusal."""
        return None if a in self.candidates(ctx, st) else self.wrong_type(ctx, st, a)


def wrong_action(doing: str, action) -> str:
    """The refusal of an action type a decision does not take: what it asks for instead."""
    return msg("core.steps.now_not", "now {doing}, not {type!r}", doing=doing, type=action.type)


def get(name: str):
    try:
        return STEPS[name]
    except KeyError:
        raise IllegalAction(msg("core.steps.no_decision_is_expected_in", "no decision is expected in step {name!r}",
                                name=name)) from None


def log(st, kind: str, text: str, side: str | None = None, **extra) -> None:
    st.log.append({"turn": st.turn, "round": st.round, "side": side, "kind": kind, "text": text, **extra})


def vp_change(entry: dict) -> int | None:
    """The signed VP change a log entry records (+ favours the CP, T.7), None for an entry that
    moves no VP. Every entry that moves the VP marker carries it as its message's ``change``
    parameter (``test_vp_log``: the changes logged add up to the VP track's moves)."""
    params = getattr(entry.get("text"), "params", None)
    return params.get("change") if params else None


def interrupt(st, step_name: str, active: str, data: dict) -> None:
    """Break into the current step for a decision (an overstack, a placement choice); the
    interrupted step, side and working data come back with ``resume``."""
    data = dict(data)
    data["resume"] = {"step": st.step, "active": st.active, "sub": st.sub}
    st.step, st.active, st.sub = step_name, active, data


# Steps that are not decisions but places to come back to: name -> f(ctx, st), run on resume.
CONTINUATIONS: dict = {}


def resume(ctx, st) -> None:
    back = st.sub["resume"]
    st.step, st.active, st.sub = back["step"], back["active"], back["sub"]
    then = CONTINUATIONS.get(st.step)
    if then is not None:
        then(ctx, st)

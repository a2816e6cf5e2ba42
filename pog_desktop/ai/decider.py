"""Who decides and what kind of decision it is, without building the prompt.

The engine's prompt of an operations or attack step lists the legal actions again for the
UI's highlights (the spaces, the units, the buttons): in a search that reads it once per
step, that doubled the engine's work. The search only needs the prompt's side and kind: the
kind is the step's name, and in the steps named here the side is the phasing side (the
retreat: the defender); any other step asks the engine's prompt. A test holds this to
``game.prompt`` over the positions of whole games (tests/ai/test_bot_decider.py)."""
from __future__ import annotations

from ..rules.core.state import other

PHASING_STEPS = frozenset({"action", "activate", "attack", "flank", "move", "redeploy", "redeploy_to", "replace"})


def decider(game) -> tuple[str | None, str | None]:
    """(side, kind) of ``game.prompt``; (None, None) when the game is over."""
    st = game.state
    if st.over:
        return None, None
    if not st.cmd:     # the four-player variant's commands: always the engine's prompt
        step = st.step
        if step in PHASING_STEPS:
            return st.active, step
        if step == "retreat":
            return other(st.sub["combat"]["side"]), step
    p = game.prompt
    return (p.side, p.kind) if p is not None else (None, None)

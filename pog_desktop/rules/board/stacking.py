"""Stacking (10.0): three combat units per space; opposing units share a space only to
besiege a fort."""
from __future__ import annotations

from ..core.effects import BREST_LITOVSK, played
from ..core.messages import msg

LIMIT = 3  # 10.1.1


def stack_error(ctx, st, space: str, arriving: int, leaving: int = 0) -> str | None:
    """10.1.1 / 10.1.4: the reason ``arriving`` more units (and ``leaving`` fewer) would
    overstack ``space``, or None. Forts do not count."""
    n = len(st.at.get(space, ())) + arriving - leaving
    if n > LIMIT:
        return (msg("board.stacking.would_hold_units_at_most",
                    "{space} would hold {n} units; at most {limit} may stack in one space (10.1.1) and deliberate "
                    "overstacking is not allowed (10.1.4)",
                    ctx, space=space, n=n, limit=LIMIT))
    return None


def overstacked(st, space: str, arriving: int = 0) -> bool:
    """Whether ``space`` holds (with ``arriving`` more units would hold) more than the limit
    (10.1.1): the one test the SR (10.1.2), an accidental overstack (10.1.3) and the
    invariants share."""
    return len(st.at.get(space, ())) + arriving > LIMIT


def overstacked_spaces(ctx, st) -> list[str]:
    return [s for s in st.at if s in ctx.spaces and overstacked(st, s)]


def brest_litovsk_error(ctx, st, space: str, arriving) -> str | None:
    """16.4.9: after Brest-Litovsk Russian units never stack with, nor pass through, other
    Allied units."""
    if not played(st, BREST_LITOVSK):
        return None
    together = list(st.at.get(space, ())) + [u for u in arriving if u not in st.at.get(space, ())]
    nations = {ctx.unit_nation[u] == "ru" for u in together if ctx.unit_side[u] == "ap"}
    if len(nations) > 1:
        return msg("board.stacking.after_brest_litovsk_russian_units",
                   "after Brest-Litovsk Russian units may not stack with other Allied units ({space}) (16.4.9)",
                   ctx, space=space)
    return None

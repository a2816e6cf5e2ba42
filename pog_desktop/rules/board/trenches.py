"""Trenches (11.2): at most one per space, level 1 or 2, kept until an enemy unit enters."""
from __future__ import annotations

from ..core.effects import ENTRENCH_AP, ENTRENCH_CP, played
from ..core.steps import log
from .trench_levels import LEARNING_NATIONS, entrench_succeeds, trench_after_enemy_entry, trench_after_entrench
from ..core.messages import msg


def enemy_enters_trench(ctx, st, space: str, side: str) -> None:
    """11.2.5: an enemy entering removes a level-1 trench; 11.2.6: a level-2 trench drops to
    level 1 (2022, ``trench_l2_changes_owner``: it then belongs to the entering side)."""
    level = st.trench.get(space)
    if not level or st.trench_side.get(space) == side:
        return
    level, owner = trench_after_enemy_entry(level, st.trench_side.get(space), side,
                                            ctx.options["trench_l2_changes_owner"])
    if not level:
        del st.trench[space]
        del st.trench_side[space]
        log(st, "trench", msg("board.trenches.the_trench_in_is_removed", "the trench in {space} is removed",
                              ctx, space=space), side, spaces=[space])
    else:
        st.trench[space] = level
        st.trench_side[space] = owner
        log(st, "trench", msg("board.trenches.the_trench_in_drops_to", "the trench in {space} drops to level 1",
                              ctx, space=space), side, spaces=[space])


def may_attempt(ctx, st, side: str) -> bool:
    """11.2.1: only once either side has played Entrench as an event."""
    return played(st, ENTRENCH_AP) or played(st, ENTRENCH_CP)


def _round_index(st) -> int:
    return st.turn * 6 + st.round


def _failed_last_round(st, army: str) -> bool:
    return f"entrench_failed:{army}:{_round_index(st) - 1}" in st.flags


def attempt_drm(ctx, st, army: str) -> int:
    """11.2.10 (optional): -1 if this army failed in its side's previous action round (which
    may be the last round of the previous turn)."""
    if not ctx.options["entrench_drm"] or ctx.unit_nation[army] not in LEARNING_NATIONS:
        return 0
    return -1 if _failed_last_round(st, army) else 0


def resolve_attempt(ctx, st, side: str, space: str, army: str, roll: int) -> bool:
    """11.2.2: success on a roll at most the army's loss factor: place level 1 or raise to 2."""
    u = ctx.units[army]
    lf = u.factors(army in st.reduced).loss
    nation, learning = ctx.unit_nation[army], ctx.options["entrench_drm"]
    ok = entrench_succeeds(roll, lf, _failed_last_round(st, army), nation, learning)
    st.flags -= {f for f in st.flags if f.startswith(f"entrench_failed:{army}:")}
    if not ok:
        if learning and nation in LEARNING_NATIONS:
            st.flags.add(f"entrench_failed:{army}:{_round_index(st)}")
        log(st, "entrench", msg("board.trenches.fails_to_entrench_in_rolled",
                                "{unit} fails to entrench in {space} (rolled {roll})",
                                ctx, unit=army, space=space, roll=roll), side,
            dice=[roll], spaces=[space], units=[army])
        return False
    level = st.trench.get(space, 0) if st.trench_side.get(space, side) == side else 0
    st.trench[space] = trench_after_entrench(level, True)
    st.trench_side[space] = side
    log(st, "entrench", msg("board.trenches.entrenches_in_level_rolled",
                            "{unit} entrenches in {space}: level {trench} (rolled {roll})",
                            ctx, unit=army, space=space, trench=st.trench[space], roll=roll), side, dice=[roll], spaces=[space], units=[army])
    return True

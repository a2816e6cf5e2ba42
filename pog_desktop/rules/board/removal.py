"""Taking units off the map: to the Eliminated box, or for good (12.4.7, 14.3.5); and the log
of each step a unit loses (12.4.2) so the log panel and the combat window show it."""
from __future__ import annotations

from ..core.state import REMOVED, eliminated_box
from ..core.steps import log
from ..core.messages import msg


def eliminate(ctx, st, unit: str, permanent: bool, why: str) -> None:
    """A corps goes to its side's Eliminated box (reduced flag cleared: it is rebuilt by the
    replacement rules); a permanently eliminated unit leaves the game."""
    st.reduced.discard(unit)
    st.place(unit, REMOVED if permanent else eliminated_box(ctx.unit_side[unit]))
    where = (msg("board.removal.permanently_eliminated", "permanently eliminated") if permanent
             else msg("board.removal.eliminated", "eliminated"))
    log(st, "eliminated", msg("board.removal.is", "{unit} is {where} ({why})",
                              ctx, unit=unit, where=where, why=why), ctx.unit_side[unit], units=[unit],
        permanent=permanent)


STEP_STATES = ("full", "reduced", "eliminated", "replaced")
STATE_WORDS = {"full": msg("board.removal.state_full", "full"),
               "reduced": msg("board.removal.state_reduced", "reduced"),
               "eliminated": msg("board.removal.state_eliminated", "eliminated"),
               "replaced": msg("board.removal.state_replaced", "replaced")}


def log_step_loss(ctx, st, unit: str, space: str, steps: int, before: str, after: str,
                  replaced_by: str | None = None, cause: str | None = None) -> dict:
    """Log that ``unit`` lost ``steps`` in ``space`` (12.4.2): ``before`` full or reduced,
    ``after`` reduced, eliminated, or replaced (an army whose place a Reserve Box corps takes,
    12.4.3); ``cause`` names what took it when not a combat (a card event). Returns the loss
    as plain data for the combat's record."""
    if before not in STEP_STATES[:2] or after not in STEP_STATES[1:]:
        raise ValueError(f"step loss of {unit}: {before!r} -> {after!r} is not a step change")
    was, now = STATE_WORDS[before], STATE_WORDS[after]
    if steps > 1:
        text = msg("board.removal.loses_steps", "{unit} loses {steps} steps: {before} -> {after}",
                   ctx, unit=unit, steps=steps, before=was, after=now)
    else:
        text = msg("board.removal.loses_step", "{unit} loses {steps} step: {before} -> {after}",
                   ctx, unit=unit, steps=steps, before=was, after=now)
    units = [unit]
    if replaced_by:
        text = msg("board.removal.takes_its_place", "{text}, {unit} takes its place from the Reserve Box",
                   ctx, text=text, unit=replaced_by)
        units.append(replaced_by)
    if cause:
        text = msg("board.removal.with_cause", "{text} ({cause})", text=text, cause=cause)
    loss = {"unit": unit, "side": ctx.unit_side[unit], "space": space, "steps": steps, "from": before, "to": after}
    if replaced_by:
        loss["replaced_by"] = replaced_by
    log(st, "step_loss", text, ctx.unit_side[unit], units=units, spaces=[space], loss=dict(loss))
    return loss

"""Phase D, sieges (15.3), applied to the engine state."""
from __future__ import annotations

from ..board.control import set_control
from ..board.forts import besieged_forts
from ..board.sieges import siege_destroys
from ..core import dice
from ..core.state import other
from ..core.steps import log
from ..core.messages import msg


def siege_phase(ctx, st) -> None:
    """15.3.1-15.3.3: one die per besieged fort; above its LF (-2 in Aug/Sep 1914) it falls,
    and the besieger takes the space at once (3.0, 15.1.10)."""
    for space in sorted(besieged_forts(ctx, st)):
        fort = ctx.spaces[space].fort
        owner = st.control[space]
        roll = dice.roll_d6(st)
        if siege_destroys(fort, roll, st.turn):
            st.forts_destroyed.add(space)
            set_control(ctx, st, space, other(owner))
            log(st, "fort_destroyed", msg("turn.siege_phase.the_fort_of_falls_to",
                                          "the fort of {space} falls to the siege (rolled {roll})",
                                          ctx, space=space, roll=roll),
                other(owner), dice=[roll], spaces=[space])
        else:
            log(st, "siege", msg("turn.siege_phase.the_fort_of_holds_rolled",
                                 "the fort of {space} holds (rolled {roll})",
                                 ctx, space=space, roll=roll), owner, dice=[roll],
                spaces=[space])

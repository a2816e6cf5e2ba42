"""Events whose whole effect is a standing marker the other rules read: the ``event:<card>``
flag ``record_play`` sets (read with ``core.effects.played`` / ``in_effect``). Only their play
conditions live here. Where each is read:

* Blockade (AP 2): war_status.e1. Moltke / Falkenhayn (AP 9, CP 13): activation.
* Race to the Sea (CP 8): movement, combat_advance. Oberost (CP 11): attacks.
* SUD Army, 11th Army (CP 10, 29): activation. Hoffmann, French Mutiny, H-L (CP 37, 47, 54): mandated.
* Zeppelin Raids, Rathenau, U-Boats, Over There (CP 27, 33, 36, AP 55): replacements / cards RP.
* Influenza (AP 65): action_round. Combat-time markers (Great Retreat: combat_great_retreat; Lloyd George, Landships,
  Sinai Pipeline, Stavka Timidity, Haig, Everyone Into Battle): the combat rules.
"""
from __future__ import annotations

from ..core.effects import MOLTKE, played
from .common import register_each, turn_marked
from ..core.messages import msg

MOLTKE_WINDOW = "moltke_window"


def falkenhayn_allowed(ctx, st, side):
    """CP 13: in Aug and Sep 1914 only once Moltke was played; freely from Fall 1914."""
    if MOLTKE_WINDOW in ctx.game.tables.turn(st.turn).events and not played(st, MOLTKE):
        return msg("events.flags.in_aug_and_sep_falkenhayn", "in Aug and Sep 1914 Falkenhayn needs Moltke played first")
    return None


def cws_at_least(n: int):
    def can_play(ctx, st, side):
        return None if st.cws >= n else msg("events.flags.only_at_combined_war_status",
                                            "only at Combined War Status {n} or more",
                                            n=n)
    return can_play


def prince_max_allowed(ctx, st, side):
    """CP 65: not after the turn the track marks as the last for Prince Max."""
    last = ctx.game.tables.turns_with("last_prince_max_turn")
    return msg("events.flags.prince_max_may_not_be", "Prince Max may not be played after turn {last}",
               last=last[0]) if last and st.turn > last[0] else None


register_each(["ap09"], turn_marked(MOLTKE_WINDOW, msg("events.flags.moltke_may_only_be_played",
                                                       "Moltke may only be played in Aug or Sep 1914")))
register_each(["cp13"], falkenhayn_allowed)
register_each(["cp65"], prince_max_allowed)
# H-L Take Command and French Mutiny change the MO in force: mandated.in_force reads their flags.
register_each(["cp54", "cp47"])
register_each(["ap65"], cws_at_least(30))
register_each(["cp08", "cp11"])
register_each(["ap02", "ap27", "ap28", "ap37", "ap49", "ap51", "cp10", "cp27", "cp29", "cp33", "cp36", "cp37",
               "cp55", "cp58", "cp61"])

"""Great Retreat (AP 27) in the combat sequence: for the rest of the turn, Russian units
attacked may fall back one space before any die is rolled instead of fighting. There is then
no combat (no cards, no fire); full-strength attackers may advance into the space (12.7)."""
from __future__ import annotations

from ...core.actions import Action
from ...core.effects import played_this_turn
from ...core.prompts import Prompt
from ...core.state import other
from ...core.steps import Decision, log, step
from .opening import fight
from .retreat import begin_retreat
from ...core.messages import msg

GREAT_RETREAT = "ap27"
CHOICES = ("retreat", "fight")


def offered(ctx, st, c) -> bool:
    """Russian defenders only (a mixed stack fights), with Great Retreat played this turn."""
    defenders = [u for u in c["defenders"] if u not in c["retreated"]]
    return c["side"] == "cp" and played_this_turn(st, GREAT_RETREAT) and bool(defenders) \
        and all(ctx.unit_nation[u] == "ru" for u in defenders)


@step("great_retreat")
class GreatRetreat(Decision):
    def prompt(self, ctx, st):
        c = st.sub["combat"]
        side = other(c["side"])
        return Prompt(side, side, self.name,
                      msg("combat.engine.great_retreat.great_retreat_fall_back_one",
                          "{side}: Great Retreat: fall back one space from {space} instead of fighting?",
                          ctx, side=side, space=c['target']), {"buttons": list(CHOICES)})

    def candidates(self, ctx, st):
        return [Action("choose", choice=x) for x in CHOICES]

    def wrong_type(self, ctx, st, a):
        return msg("combat.engine.great_retreat.choose_retreat_or_fight_great",
                   "choose retreat or fight (Great Retreat)")

    def check_choose(self, ctx, st, a):
        return None if a.choice in CHOICES else self.wrong_type(ctx, st, a)

    def apply_choose(self, ctx, st, a):
        c = st.sub["combat"]
        if a.choice == "fight":
            fight(ctx, st)
            return
        log(st, "great_retreat", msg("combat.engine.great_retreat.great_retreat_the_russians_leave",
                                     "Great Retreat: the Russians leave {space} without a fight",
                                     ctx, space=c['target']),
            other(c["side"]), spaces=[c["target"]])
        # an intact fort left behind stays and stops the advance (12.7.1)
        c["fort_alone"] = bool(c["fort"])
        begin_retreat(ctx, st, c, 1, [u for u in c["defenders"] if u not in c["retreated"]])

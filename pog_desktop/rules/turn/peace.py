"""Peace terms (16.5): an offer is a whole action; the opponent accepts (the game ends in a
draw) or rejects, and then the offerer rolls on the Peace Terms table (T.6)."""
from __future__ import annotations

from ..core import dice
from ..core.actions import Action
from ..core.effects import played
from ..core.prompts import Prompt
from ..core.state import other
from ..core.steps import Decision, interrupt, log, step
from . import sequence, victory
from ..core.messages import msg


def offer_error(ctx, st, side: str) -> str | None:
    su = ctx.scenario
    if su is not None and su.victory is not None and su.victory.peace_terms == "not_allowed":
        return msg("turn.peace.this_scenario_has_no_peace", "this scenario has no peace terms (5.3.3, 5.7.2.1)")
    terms = ctx.game.tables.peace_terms[side]
    if not terms.may_offer(st.vp):
        return msg("turn.peace.the_may_not_offer_peace",
                   "the {side} may not offer peace at VP {vp} (16.5.1)",
                   side=side, vp=st.vp)
    if side == "cp" and (played(st, "ap40") or (ctx.options["lusitania_stops_cp_peace"] and played(st, "ap26"))):
        return msg("turn.peace.after_points_and_in_the",
                   "after 14 Points (and, in the 2004 text, Lusitania) only the Allies may offer peace (16.5)")
    return None


def offer(ctx, st, side: str) -> None:
    st.played[side].append("peace")
    log(st, "peace", msg("turn.peace.offers_peace_terms", "{side} offers peace terms", side=side), side)
    interrupt(st, "answer_peace", other(side), {"offerer": side})


@step("answer_peace")
class AnswerPeace(Decision):
    def prompt(self, ctx, st):
        return Prompt(st.active, st.active, self.name,
                      msg("turn.peace.the_offer_peace_accept_a",
                          "{side}: the {side2} offer peace. Accept (a draw) or reject?",
                          side=st.active, side2=st.sub['offerer']),
                      {"buttons": ["accept", "reject"]})

    def candidates(self, ctx, st):
        return [Action("choose", choice="accept"), Action("choose", choice="reject")]

    def wrong_type(self, ctx, st, a):
        return msg("turn.peace.accept_or_reject_the_offer", "accept or reject the offer")

    def check_choose(self, ctx, st, a):
        return None if a.choice in ("accept", "reject") else self.wrong_type(ctx, st, a)

    def apply_choose(self, ctx, st, a):
        offerer = st.sub["offerer"]
        if a.choice == "accept":
            # 5.1.1: a draw whatever the VP, never an Allied win even where draws go to the
            # Allies (5.6.3); in a tournament both players lose (5.6.4).
            terms = getattr(getattr(ctx.scenario, "victory", None), "peace_terms", "draw")
            victory.finish(st, None, "peace terms accepted: both players lose" if terms == "both_lose"
                           else "peace terms accepted")
            return
        roll = dice.roll_d6(st)
        change = ctx.game.tables.peace_terms_result(offerer, st.cws, roll)
        st.vp += change
        log(st, "peace", msg("turn.peace.peace_rejected_rolls_vp_now",
                             "peace rejected; {side} rolls {roll}: VP {change:+d}, now {vp}",
                             side=offerer, roll=roll, change=change, vp=st.vp), offerer,
            dice=[roll])
        back = st.sub["resume"]
        st.step, st.active, st.sub = back["step"], back["active"], back["sub"]
        sequence.end_action(ctx, st)   # the offer was the whole action (16.5.1)

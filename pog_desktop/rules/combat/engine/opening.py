"""Steps 3-5 of a combat (12.2.4-12.2.6) once the attack is designated: combat cards that
cancel trenches, the flank attempt (12.3, the ``flank`` step), then the other combat cards,
and fire in the order they leave (``fire.schedule``). Combat cards hand back here through the
turn flow (``combat_cards_done``)."""
from __future__ import annotations

from ...core import dice
from ...core.actions import Action
from ...core.prompts import Prompt
from ...core.steps import Decision, log, step
from ..card_effects import CARD_STEP, TRENCH_STEP
from ..flank import FlankChance, flank_chance as chance_of, flank_problem
from . import card_play
from .fire import schedule
from .record import charts, edition_2022, ground_of, side_pieces
from ...core.messages import msg


def fight(ctx, st) -> None:
    """Step 3 on: trench-cancelling cards, then the flank attempt."""
    if not card_play.begin(ctx, st, TRENCH_STEP):
        _after_trench_cards(ctx, st)


def resume_after_cards(ctx, st) -> None:
    """Called when a combat card stage is over: step 3 leads to the flank attempt, step 5 to fire."""
    c = st.sub["combat"]
    if c["cc_stage"] == TRENCH_STEP:
        _after_trench_cards(ctx, st)
        return
    flank = c.get("flank")
    if flank and not flank["success"] and card_play.effects(c, c["defender_oos"]).flank_auto_success:
        # 12.2.9: the cards come after the flank roll; Wireless Intercepts makes it a success.
        flank["success"], flank["by_card"] = True, True
        c["order"] = "attacker_first"
        log(st, "flank", msg("combat.engine.opening.the_flank_attack_succeeds_after",
                             "the flank attack succeeds after all (combat card)"), c["side"], spaces=[c["target"]])
    schedule(ctx, st, c["order"])


def _after_trench_cards(ctx, st) -> None:
    """Step 4 (12.2.5): the flank attempt, allowed against a trench a card cancelled (12.3.1)."""
    c = st.sub["combat"]
    effects = card_play.effects(c, c["defender_oos"])
    c["trench_negated"], c["trench_shifts_negated"] = effects.trench_negated, effects.trench_shifts_negated
    if flank_problem(charts(ctx), ground_of(c), side_pieces(ctx, st, c, "attacker"), not c["fort_alone"]) is None:
        st.step = "flank"
        return
    _cards_then_fire(ctx, st, "attacker_first" if effects.attacker_fires_first else "simultaneous")


def _cards_then_fire(ctx, st, order: str) -> None:
    """Step 5 (12.2.6): combat cards, attacker then defender; then fire in ``order``."""
    c = st.sub["combat"]
    c["order"] = order
    if not card_play.begin(ctx, st, CARD_STEP):
        schedule(ctx, st, order)

def flank_chance(ctx, st, pinning: str) -> FlankChance:
    """The flank attempt of the running combat pinned from ``pinning`` (12.3.2-12.3.3), as the
    flank step rolls it: enemy-occupied means enemy units on the map (a fort alone does not
    count); the 2022 edition ignores dashed-line neighbours."""
    c = st.sub["combat"]
    enemy = {loc for u, loc in st.where.items() if loc in ctx.spaces and ctx.unit_side[u] != c["side"]}
    return chance_of(ctx.game.map, c["target"], pinning, set(c["origins"].values()), enemy,
                     solid_only=edition_2022(ctx))


@step("flank")
class Flank(Decision):
    def prompt(self, ctx, st):
        side = st.active
        return Prompt(side, side, self.name, msg("combat.engine.opening.try_a_flank_attack_choose",
                                                 "{side}: try a flank attack (choose the pinning space) or not",
                                                 side=side),
                      {"spaces": sorted({a.space for a in self.legal(ctx, st) if a.space}), "buttons": ["no_flank"]})

    def candidates(self, ctx, st):
        c = st.sub["combat"]
        return [Action("flank", space=s) for s in sorted(set(c["origins"].values()))] + [Action("no_flank")]

    doing = msg("combat.engine.opening.choose_a_pinning_space_or", "choose a pinning space or no_flank")

    def check_flank(self, ctx, st, a):
        if a.space not in set(st.sub["combat"]["origins"].values()):
            return msg("combat.engine.opening.is_not_one_of_the",
                       "{space_id!r} is not one of the attacking spaces",
                       space_id=a.space)
        return None

    def apply_no_flank(self, ctx, st, a):
        _cards_then_fire(ctx, st, "simultaneous")

    def apply_flank(self, ctx, st, a):
        c = st.sub["combat"]
        side = st.active
        chance = flank_chance(ctx, st, a.space)
        roll = dice.roll_d6(st)
        success = chance.succeeds(roll)
        c["flank"] = {"pinning": a.space, "drm": chance.drm, "die": roll, "success": success}
        log(st, "flank", msg("combat.engine.opening.flank_attack_pinned_from_rolled",
                             "flank attack pinned from {space}: rolled {roll}+{drm}, {outcome}",
                             ctx, space=a.space, roll=roll, drm=chance.drm,
                             outcome=msg("combat.engine.opening.success", "success") if success else msg("combat.engine.opening.failure", "failure")), side, dice=[roll], spaces=[c["target"], a.space])
        _cards_then_fire(ctx, st, "attacker_first" if success else "defender_first")

"""Sequence of play (6.0): A mandated offensives, B six action rounds each (CP first),
C attrition, D siege, E war status, F replacements, G draw, H end of turn.

Phases without decisions run straight through; the state stops at the next step that needs
one. The replacement phase (17.0) is reached through the turn flow (``rules/flow.py``).
"""
from __future__ import annotations

from ..board import control
from ..core import commands, dice
from ..core.actions import Action
from ..core.errors import IllegalAction
from ..core.prompts import Prompt
from ..core.steps import CONTINUATIONS, Decision, log, step
from ..core.turn_track import season
from . import card_pass, commitment, decks, mandated, victory, war_status
from .attrition_phase import attrition_phase
from .siege_phase import siege_phase
from ..core.messages import msg

ROUNDS = 6                 # 8.1.1


def last_turn(ctx) -> int:
    return ctx.options.get("last_turn") or (ctx.scenario.last_turn if ctx.scenario else 20)


# -- setup ---------------------------------------------------------------------------
def start_game(ctx, st) -> None:
    st.phase = "setup"
    if commands.enabled(ctx):
        commands.start(ctx, st)     # seed 003: two commands per side
    elif ctx.options.get("players"):
        raise IllegalAction(msg("turn.sequence.option_players_the_scenario_has",
                                "option 'players' {players}: the scenario {getattr!r} has no fronts and command "
                                "decks (seed 003 is a variant of the Historical scenario)",
                                players=ctx.options['players'], getattr=getattr(ctx.scenario, 'name', '?')))
    piles = ctx.scenario.draw_piles if ctx.scenario else None
    for side in ("ap", "cp"):
        st.draw[side] = list(piles[side]) if piles else decks.deck_cards(ctx, side, "mobilization")
    goa = ctx.scenario.guns_of_august if ctx.scenario else "may"
    if goa == "must" and "cp01" in st.draw["cp"]:
        st.draw["cp"].remove("cp01")
        st.hand["cp"].append("cp01")
    if st.turn == 1 and goa == "may" and "cp01" in st.draw["cp"]:
        st.step = "guns_of_august"
        st.active = "cp"
    else:
        deal_and_begin(ctx, st)


@step("guns_of_august")
class GunsOfAugust(Decision):
    """4.3.1: the CP may start with Guns of August in hand, and says so."""

    def prompt(self, ctx, st):
        return Prompt("cp", "cp", self.name, msg("turn.sequence.cp_start_with_guns_of",
                                                 "CP: start with Guns of August in hand?"),
                      {"buttons": ["yes", "no"]})

    def candidates(self, ctx, st):
        return [Action("choose", choice="yes"), Action("choose", choice="no")]

    def wrong_type(self, ctx, st, a):
        return msg("turn.sequence.choose_yes_or_no", "choose 'yes' or 'no'")

    def check_choose(self, ctx, st, a):
        return None if a.choice in ("yes", "no") else self.wrong_type(ctx, st, a)

    def apply_choose(self, ctx, st, a):
        if a.choice == "yes":
            st.draw["cp"].remove("cp01")
            st.hand["cp"].append("cp01")
            log(st, "setup", msg("turn.sequence.cp_starts_with_guns_of", "CP starts with Guns of August in hand"), "cp", cards=["cp01"])
        deal_and_begin(ctx, st)


def deal_and_begin(ctx, st) -> None:
    """4.3: shuffle the Mobilization cards and fill both hands; 4.3.3: then the turn-1 MOs."""
    for side in ("cp", "ap"):
        dice.shuffle(st, st.draw[side])
        decks.draw_to_hand(ctx, st, side)
    begin_turn(ctx, st)


# -- the turn ---------------------------------------------------------------------------
SEASON_WORDS = {"fall": msg("turn.sequence.fall", "fall"), "winter": msg("turn.sequence.winter", "winter"),
                "spring": msg("turn.sequence.spring", "spring"), "summer": msg("turn.sequence.summer", "summer")}


def begin_turn(ctx, st) -> None:
    st.phase = "mandated_offensive"
    if season(st.turn):
        log(st, "turn", msg("turn.sequence.turn_begins_season", "turn {turn} begins ({season})", turn=st.turn,
                            season=SEASON_WORDS[season(st.turn)]))
    else:
        log(st, "turn", msg("turn.sequence.turn_begins", "turn {turn} begins", turn=st.turn))
    mandated.roll_offensives(ctx, st)
    st.phase = "action"
    st.round = 1
    st.active = "cp"     # 8.1.2
    st.step = "action"
    st.sub = {}
    if st.cmd:
        ctx.flow["command_turn"](ctx, st)     # seed 003, 4.3


def end_action(ctx, st) -> None:
    """8.1.5: after each action the other side acts; the CP opens every round."""
    st.sub = {}
    if st.cmd:
        ctx.flow["command_next"](ctx, st)     # seed 003, 4.3: the commands' own order
        return
    if st.active == "cp":
        st.active = "ap"
        st.step = "action"
        return
    if st.round < ROUNDS:
        st.round += 1
        st.active = "cp"
        st.step = "action"
        return
    after_action_phase(ctx, st)


def after_action_phase(ctx, st) -> None:
    if st.cmd:
        st.phase = "card_pass"
        card_pass.begin(ctx, st, "after_card_pass")     # seed 003, 4.6
        return
    attrition_phase_onward(ctx, st)


def attrition_phase_onward(ctx, st) -> None:
    st.phase = "attrition"
    attrition_phase(ctx, st)
    siege_phase_onward(ctx, st)


def siege_phase_onward(ctx, st) -> None:
    """6.0 D, then E and F: the sieges, the war status phase and the replacements."""
    st.phase = "siege"
    siege_phase(ctx, st)
    war_status_phase_onward(ctx, st)


def war_status_phase_onward(ctx, st) -> None:
    if war_status_phase(ctx, st):
        _replacement_phase(ctx, st)


def _replacement_phase(ctx, st) -> None:
    ctx.flow["replacement_phase"](ctx, st)


def war_status_phase(ctx, st) -> bool:
    """6.0 E: E.1 VP entries, E.2 automatic victory, E.3 armistice, E.4 war commitment (and
    the end of a scenario that stops at Total War, 5.4.1). False when the phase stops: the game ended, or a side rising in commitment first decides
    which combat cards to discard before its deck is reshuffled (9.5.4.6, 2004)."""
    st.phase = "war_status"
    control.sync_ana_vp(ctx, st)      # 11.1.15: the ANA's VP spaces as they stand now
    war_status.e1(ctx, st)
    if victory.check_automatic(st) or victory.check_armistice(st, ctx.scenario.victory, ctx.options["vp_bid"]):
        return False
    asking = [] if ctx.options["commitment_reshuffle_at_draw"] else \
        _asking(ctx, st, commitment.rising(ctx, st))
    if asking:
        begin_discards(ctx, st, asking, "commitment")
        return False
    commitment.check(ctx, st)
    return not victory.check_total_war_end(st, ctx.scenario.victory, ctx.options["vp_bid"])


def _after_commitment_discards(ctx, st) -> None:
    commitment.check(ctx, st)
    if not victory.check_total_war_end(st, ctx.scenario.victory, ctx.options["vp_bid"]):
        _replacement_phase(ctx, st)


def begin_draw_phase(ctx, st) -> None:
    """6.0 G: each side may first discard combat cards (9.5.4.6), then draws."""
    st.phase = "draw"
    asking = _asking(ctx, st, ("ap", "cp"))
    if asking:
        begin_discards(ctx, st, asking, "draw")
    else:
        finish_draw_phase(ctx, st)


def _asks_discard(ctx, st, side: str) -> bool:
    """9.5.4.6: a side holding combat cards is asked; with hidden hands (``ask_all_card_stages``)
    every side is, so being asked tells the other seat nothing."""
    return bool(ctx.options["ask_all_card_stages"] or decks.hand_combat_cards(ctx, st, side))


def _asking(ctx, st, sides) -> list:
    """The sides to ask; four-player variant: every side (``begin_discards`` asks its commands)."""
    return list(sides) if st.cmd else [s for s in sides if _asks_discard(ctx, st, s)]


def begin_discards(ctx, st, sides, then: str) -> None:
    """Each of ``sides`` in turn may discard combat cards; then the continuation ``then``.
    Four-player variant: each command of those sides, with its own hand."""
    if st.cmd:
        sides = [commands.key(s, c) for s in sides for c in commands.COMMANDS]
    st.step = "discard_combat_cards"
    st.sub = {"pending": list(sides), "then": then}
    _ask_next_discard(ctx, st)


def _ask_next_discard(ctx, st) -> None:
    pending = st.sub["pending"]
    while pending:
        side, _, command = pending.pop(0).partition(":")
        if command:
            st.cmd["on"][side] = command
        if _asks_discard(ctx, st, side):
            st.active = side
            return
    CONTINUATIONS[st.sub["then"]](ctx, st)


@step("discard_combat_cards")
class DiscardCombatCards(Decision):
    def prompt(self, ctx, st):
        return Prompt(st.active, st.active, self.name,
                      msg("turn.sequence.discard_before_drawing", "{side}: discard combat cards before drawing, then done",
                          side=st.active) if st.sub["then"] == "draw" else
                      msg("turn.sequence.discard_before_reshuffle",
                          "{side}: discard combat cards before the reshuffle, then done", side=st.active),
                      {"cards": decks.hand_combat_cards(ctx, st, st.active), "buttons": ["done"]})

    def candidates(self, ctx, st):
        return [Action("discard", card=c) for c in decks.hand_combat_cards(ctx, st, st.active)] + [Action("done")]

    doing = msg("turn.sequence.discard_combat_cards_or_say", "discard combat cards or say done")

    def check_discard(self, ctx, st, a):
        if a.card not in commands.hand(ctx, st, st.active):
            return msg("turn.sequence.is_not_in_the_hand",
                       "{card_id!r} is not in the {side} hand",
                       card_id=a.card, side=st.active)
        if a.card not in decks.hand_combat_cards(ctx, st, st.active):
            return msg("turn.sequence.only_combat_cards_may_be",
                       "only combat cards may be discarded from the hand (9.5.4.6); {card} is not one",
                       ctx, card=a.card)
        return None

    def apply_discard(self, ctx, st, a):
        decks.discard(ctx, st, st.active, a.card)
        log(st, "discard", msg("turn.sequence.discards", "{side} discards {card}", ctx, side=st.active, card=a.card), st.active, cards=[a.card])

    def apply_done(self, ctx, st, a):
        _ask_next_discard(ctx, st)


def finish_draw_phase(ctx, st) -> None:
    for side in ("ap", "cp"):
        decks.draw_to_hand(ctx, st, side)
    end_turn(ctx, st)


CONTINUATIONS["draw"] = finish_draw_phase
CONTINUATIONS["commitment"] = _after_commitment_discards
CONTINUATIONS["after_card_pass"] = attrition_phase_onward


def end_turn(ctx, st) -> None:
    """6.0 H: advance the turn marker or end the game at the scenario's last turn."""
    st.phase = "end_of_turn"
    st.played = {"ap": [], "cp": []}
    st.reinforced = []
    st.counters = {k: v for k, v in st.counters.items() if k.startswith("reshuffle_")}
    st.combat_cards = {"ap": [], "cp": []}      # 9.5.4.5
    st.rp = {"ap": {}, "cp": {}}
    if st.turn >= last_turn(ctx):
        victory.end_of_game(st, ctx.scenario.victory, ctx.options["vp_bid"])
        return
    st.turn += 1
    begin_turn(ctx, st)

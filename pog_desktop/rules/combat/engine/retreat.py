"""Steps 10-11 of a combat in the engine (12.2.11-12.2.12, 12.5): the winner, then the
defender's retreat (``retreat``), cancelled by a step where terrain allows."""
from __future__ import annotations

from ...board.access import is_closed, unit_barred
from ...board.control import effective_control, enter_space
from ...board.forts import fort_intact, fort_owner, is_besieged
from ...board.in_supply import position_memo
from ...board.removal import eliminate
from ...board.supply import network_for, position_of
from ...board.trenches import enemy_enters_trench
from ...board.near_east import caucasus_error, note_caucasus
from ...core.actions import Action
from ...core.context import CAUCASUS_LINK
from ...core.prompts import Prompt
from ...core.state import other
from ...core.steps import Decision, log, step
from ..losses import LossOption, replacement_candidates
from ..retreat import (RetreatMap, combat_winner, defender_must_retreat, may_cancel_retreat, retreat_length,
                       retreat_paths, unable_to_retreat)
from . import card_play, standing_events
from .advance import begin_advance
from .record import (charts, edition_2022, ground_of, near_spaces, played_effects, reserve_pieces, side_pieces,
                     stacks_near, take_losses, unit_piece)
from .withdrawal import give_step_back
from ...core.messages import msg

MONTENEGRIN = "mn_corps"
WITHDRAWAL_RETREAT = 1


def after_fire(ctx, st) -> None:
    c = st.sub["combat"]
    withdrawal = played_effects(c).withdrawal
    if withdrawal:
        give_step_back(ctx, st, c)   # 12.6.3, 12.3.4.2: once all fire is over
    ln_a, ln_d = c["ln"].get("attacker", 0), c["ln"].get("defender", 0)
    if ln_a >= 1:
        for u in c["retreated"]:
            if st.where.get(u) == c["target"]:
                eliminate(ctx, st, u, ctx.units[u].not_replaceable, msg("combat.engine.retreat.caught_after_retreating",
                                                                        "caught after retreating (12.5.8)"))
    winner = combat_winner(ln_a, ln_d)
    card_play.after_combat(ctx, st, c, winner)
    if winner:
        text = msg("combat.engine.retreat.ln_winner", "LN {ln_a} against {ln_d}: the {role} wins",
                   ln_a=ln_a, ln_d=ln_d, role=msg("combat.engine.retreat.attacker", "attacker") if winner == "attacker"
                   else msg("combat.engine.retreat.defender", "defender"))
    else:
        text = msg("combat.engine.retreat.both_lose", "LN {ln_a} against {ln_d}: both sides lose", ln_a=ln_a, ln_d=ln_d)
    log(st, "combat_result", text, c["side"], spaces=[c["target"]])
    attackers = side_pieces(ctx, st, c, "attacker")
    defenders = side_pieces(ctx, st, c, "defender")
    c["retreat"] = retreat_length(ln_a, ln_d) if defender_must_retreat(ln_a, ln_d, attackers, defenders) \
        and not standing_events.retreat_ignored(ctx, st, c) else 0   # Haig (CP 61)
    if c["retreat"] and played_effects(c).retreat_cancelled:   # They Shall Not Pass, Backs to the Wall
        c["retreat"] = 0
        log(st, "retreat_cancelled", msg("combat.engine.retreat.a_combat_card_cancels_the",
                                         "a combat card cancels the retreat"), other(c["side"]), spaces=[c["target"]])
    if withdrawal:
        c["retreat"] = WITHDRAWAL_RETREAT if defenders else 0   # 12.6.4-12.6.5, 12.6.7: always, exactly one
    cancellable = not withdrawal and may_cancel_retreat(charts(ctx), ground_of(c), defenders)
    begin_retreat(ctx, st, c, c["retreat"], [p.id for p in defenders], cancellable)


def begin_retreat(ctx, st, c, length: int, units, cancellable: bool = False) -> None:
    """Step 11: ``units`` retreat ``length`` spaces (none: on to the advance)."""
    c["retreat"] = length
    c["to_retreat"] = sorted(units) if length else []
    c["cancellable"] = bool(c["to_retreat"]) and cancellable
    if c["to_retreat"]:
        st.step = "retreat"
        _next_retreat(ctx, st)
        return
    begin_advance(ctx, st)


def _paths(ctx, st, c, unit: str):
    """The unit's retreat paths; in the four-player variant a path into another command's
    combat area only when there is no other (seed 003, 6.2)."""
    paths = retreat_paths(unit_piece(ctx, st, unit), c["target"], c["retreat"], _retreat_map(ctx, st, c, unit))
    if paths or not st.cmd:
        return paths
    return retreat_paths(unit_piece(ctx, st, unit), c["target"], c["retreat"], _retreat_map(ctx, st, c, unit, False))


def _retreat_map(ctx, st, c, unit: str, fronts: bool = True) -> RetreatMap:
    """The board as ``unit`` retreating from the target sees it: the spaces the combat's
    retreat may reach and their neighbours alone."""
    side = other(c["side"])
    pos = position_of(ctx, st)
    radius = c["retreat"] + 1
    enemy_units, enemy_forts, count, shut = _retreat_ground(ctx, st, side, c["target"], radius)
    near = near_spaces(ctx, c["target"], radius)
    closed = shut | frozenset(s for s in near if s not in shut and unit_barred(ctx, st, unit, s, fronts))
    supplied = network_for(ctx).spaces_supplying(ctx.units[unit], pos)   # 14.1.5 included
    barred = CAUCASUS_LINK if caucasus_error(ctx, st, [unit], "caucasus", "grozny") else frozenset()   # 11.3.2
    return RetreatMap(ctx.game.map, side, effective_control(ctx, st), enemy_units, enemy_forts, count, supplied, closed,
                      barred)


def _retreat_ground(ctx, st, side: str, origin: str, radius: int) -> tuple:
    """What every unit of ``side`` retreating from ``origin`` in this position sees alike, over
    the spaces ``near_spaces`` it: those holding enemy units, the enemy's forts that are not besieged,
    how many units of its side stand in each, and the spaces no unit may enter now
    (``is_closed``); kept with the position's answers."""
    memo = position_memo(ctx, st)
    key = ("retreat_ground", side, origin, radius)
    ground = memo.get(key)
    if ground is None:
        near = near_spaces(ctx, origin, radius)
        enemy = other(side)
        enemy_units, count = stacks_near(ctx, st, side, near)
        enemy_forts = frozenset(s for s in near if fort_intact(ctx, st, s) and fort_owner(ctx, st, s) == enemy
                                and not is_besieged(ctx, st, s))
        shut = frozenset(s for s in near if is_closed(ctx, st, s))
        ground = memo[key] = (enemy_units, enemy_forts, count, shut)
    return ground


def _retreat_options(ctx, st, c, paths: dict | None = None) -> list[tuple[str, tuple[str, ...]]]:
    """Every (unit, path) the defender may take next: it also chooses the order, and so which
    units still fit when the open spaces fill up (12.5.7). ``paths``: each unit's paths
    (``_paths``) when they were traced in this very position already."""
    return [(u, p) for u in c["to_retreat"] for p in (paths[u] if paths is not None else _paths(ctx, st, c, u))]


def _next_retreat(ctx, st) -> None:
    """Units with no legal retreat die at once (12.5.4, 12.5.6: a retreat never opens a space
    for another); a single choice left is taken without asking; otherwise the defender chooses."""
    c = st.sub["combat"]
    while c["to_retreat"] and not c["cancellable"]:
        paths = {u: _paths(ctx, st, c, u) for u in c["to_retreat"]}
        stuck = [u for u in c["to_retreat"] if _stuck(ctx, u, paths[u])]
        for unit in stuck:
            c["to_retreat"].remove(unit)
            _eliminate_stuck(ctx, st, c, unit)
        # nobody eliminated: the position is the one the paths were traced in
        options = _retreat_options(ctx, st, c, None if stuck else paths)
        if len(options) > 1:
            return
        if options:
            unit, path = options[0]
            c["to_retreat"].remove(unit)
            _retreat(ctx, st, c, unit, path)
    if not c["to_retreat"]:
        begin_advance(ctx, st)


def _stuck(ctx, unit: str, paths) -> bool:
    """``paths``: the unit's retreat paths (``_paths``)."""
    if unit == MONTENEGRIN and edition_2022(ctx):
        return True   # 2022 12.5.4: the Montenegrins die rather than retreat
    return not paths


def _eliminate_stuck(ctx, st, c, unit: str) -> None:
    if c["retreat"] == 2:
        # 12.7.4: the attacker may still advance into a first space the unit could reach.
        first = retreat_paths(unit_piece(ctx, st, unit), c["target"], 1, _retreat_map(ctx, st, c, unit))
        c["paths"] += [list(p) for p in first]
    lost = unable_to_retreat([unit_piece(ctx, st, unit)], c["replaced"])
    for u in lost.eliminated:
        eliminate(ctx, st, u, False, msg("combat.engine.retreat.no_legal_retreat", "no legal retreat (12.5.4)"))
    for u in lost.permanently_eliminated:
        if st.where.get(u) in ctx.spaces or st.where.get(u, "").endswith("eliminated"):
            eliminate(ctx, st, u, True, msg("combat.engine.retreat.no_legal_retreat_2",
                                            "no legal retreat (12.5.4, 12.5.6)"))


def _retreat(ctx, st, c, unit: str, path: tuple[str, ...]) -> None:
    """12.5.7: control changes only where the unit stops; an enemy trench gives way wherever
    it enters, passing through included (11.2.4-11.2.6)."""
    side = other(c["side"])
    for s in path[:-1]:
        enemy_enters_trench(ctx, st, s, side)
    st.place(unit, path[-1])
    note_caucasus(st, [unit], (c["target"],) + tuple(path))
    enter_space(ctx, st, path[-1], side, [unit])
    c["paths"].append(list(path))
    st.sub["retreated"] = st.sub["retreated"] + [unit]
    log(st, "retreat", msg("combat.engine.retreat.retreats_to",
                           "{unit} retreats to {path}",
                           ctx, unit=unit, path=list(path)), side,
        units=[unit], spaces=list(path))


@step("retreat")
class ChooseRetreat(Decision):
    def prompt(self, ctx, st):
        c = st.sub["combat"]
        side = other(c["side"])
        text = (msg("combat.engine.retreat.retreat_space_s_or_lose",
                    "{side}: retreat {retreat} space(s) or lose one more step to stay (12.5.3)",
                    side=side, retreat=c['retreat'])
                if c["cancellable"] else msg("combat.engine.retreat.choose_which_unit_retreats_where",
                                             "{side}: choose which unit retreats where",
                                             side=side))
        return Prompt(side, side, self.name, text, {"units": list(c["to_retreat"]),
                                                           "buttons": [a.choice or a.type for a in self.legal(ctx, st)]})

    def candidates(self, ctx, st):
        c = st.sub["combat"]
        if c["cancellable"]:
            out = []
            for u in c["to_retreat"]:
                spares = _spares(ctx, st, u)
                out += [Action("cancel_retreat", unit=u, choice=p.id) for p in spares] if spares \
                    else [Action("cancel_retreat", unit=u)]
            return out + [Action("retreat")]
        return [Action("retreat", unit=u, choice=">".join(p)) for u, p in _retreat_options(ctx, st, c)]

    legal = Decision.candidates_are_legal

    def wrong_type(self, ctx, st, a):
        return msg("combat.engine.retreat.is_not_a_legal_retreat",
                   "{a} is not a legal retreat choice now (12.5)",
                   a=a)

    check_retreat = check_cancel_retreat = Decision.listed

    def apply_cancel_retreat(self, ctx, st, a):
        _cancel_retreat(ctx, st, st.sub["combat"], a.unit, a.choice)

    def apply_retreat(self, ctx, st, a):
        c = st.sub["combat"]
        if c["cancellable"]:
            c["cancellable"] = False
        else:
            c["to_retreat"].remove(a.unit)
            _retreat(ctx, st, c, a.unit, tuple(a.choice.split(">")))
        _next_retreat(ctx, st)


def _spares(ctx, st, unit: str) -> list:
    """The Reserve Box corps (one per kind, 12.4.4) that may replace ``unit`` if the step that
    cancels the retreat eliminates it: none unless it is an army on its last step."""
    piece = unit_piece(ctx, st, unit)
    if len(piece.step_lfs()) != 1 or not piece.is_army:
        return []
    side = ctx.unit_side[unit]
    return replacement_candidates(piece.unit, reserve_pieces(ctx, st, side), frozenset(), edition_2022(ctx))


def _cancel_retreat(ctx, st, c, unit: str, corps: str | None = None) -> None:
    """12.5.3: one more step from any defending unit, and everybody stays. An army eliminated
    by it is replaced by the Reserve Box corps its owner names (12.4.4), as in loss choices."""
    side = other(c["side"])
    piece = unit_piece(ctx, st, unit)
    repl = ((unit, corps),) if corps else ()
    take_losses(ctx, st, c, "defender", LossOption(((unit, 1),), repl, False, piece.lf))
    log(st, "retreat_cancelled", msg("combat.engine.retreat.loses_a_step_so_the",
                                     "{unit} loses a step so the defenders hold",
                                     ctx, unit=unit), side, units=[unit])
    c["to_retreat"] = []
    c["cancellable"] = False
    c["retreat"] = 0
    c["held"] = True
    begin_advance(ctx, st)

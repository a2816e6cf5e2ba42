"""Combat in the engine (12.0): the attack step of an operation, one combat at a time.

After movement (9.2.9) the active side designates attacks from its Attack-activated spaces
(``choose_attackers``), may try a flank attack (``flank``), then fire and losses follow the
12-step order; each loss assignment with more than one legal way is a ``choose_losses``
prompt for its owner. Then come the defender's retreat (``choose_retreat``) and the
attacker's advance (``advance``). The combat's working data lives in ``st.sub["combat"]``
as plain JSON values; the rules themselves are the pure functions of ``rules/combat``.
"""
from __future__ import annotations

from pog_desktop.data.combat_tables import load_combat_tables

from . import cc_play, dice, mandated, operations, sequence
from .access import space_closed, unit_barred
from .actions import Action
from .combat import (AdvanceMap, AttackSituation, Ground, LossOption, Piece, RetreatMap, advance_allowed,
                     advance_routes, apply_losses, attack_problem, best_pinning_space, check_advance, column_shift,
                     combat_winner, defender_must_retreat, fire, flank_drm, flank_problem, flank_succeeds,
                     loss_options, may_cancel_retreat, retreat_length, retreat_paths, sinai_drm, unable_to_retreat)
from .combat.advance import CHANNEL_SPACES, may_advance
from .combat.cards import CARD_STEP, TRENCH_STEP
from .combat.losses import replacement_candidates
from .control import enter_space, set_control
from .fort_status import fort_intact, fort_owner, is_besieged
from .prompts import Prompt
from .removal import eliminate
from .state import other, reserve_box
from .steps import log, step
from .supply import network_for, position_of
from .supply_seam import unit_supplied

ROLES = ("attacker", "defender")


def _tables():
    return load_combat_tables("pog")


def _edition_2022(ctx) -> bool:
    return ctx.options.get("edition") == "2022"


# -- the attack step --------------------------------------------------------------------------
def start_attacks(ctx, st) -> None:
    """operations.COMBAT: the operation's attacks begin once movement is over."""
    st.sub.setdefault("attacked", [])
    st.sub.setdefault("targets", [])
    st.sub.setdefault("retreated", [])
    st.step = "attack"


def _attack_spaces(st) -> list[str]:
    return sorted(s for s, m in st.sub["activated"].items() if m == "attack")


def _piece(ctx, st, unit: str) -> Piece:
    return Piece(ctx.units[unit], reduced=unit in st.reduced, space=st.where[unit],
                 oos=not unit_supplied(ctx, st, unit))


def _besieged_by(ctx, st, space: str, side: str) -> bool:
    return is_besieged(ctx, st, space) and fort_owner(ctx, st, space) != side


def _eligible(ctx, st, target: str) -> list[str]:
    """Units that may still attack ``target``: in an Attack-activated space next to it (or
    inside it, against a fort they besiege), not yet in a combat this round (12.1.5), and in
    supply at the start of the combat (14.1.1.2)."""
    side = st.active
    done = set(st.sub["attacked"])
    near = {e.to for e in ctx.neighbours[target]}
    out = []
    for space in _attack_spaces(st):
        if space != target and space not in near:
            continue
        if space == target and not _besieged_by(ctx, st, target, side):
            continue
        for u in st.at.get(space, ()):
            if ctx.unit_side[u] == side and u not in done and unit_supplied(ctx, st, u):
                out.append(u)
    return sorted(out)


def _targets(ctx, st) -> list[str]:
    """Spaces holding enemy units or an intact enemy fort next to (or besieged from) an
    Attack-activated space."""
    side = st.active
    out = set()
    for space in _attack_spaces(st):
        for s in [space] + [e.to for e in ctx.neighbours[space]]:
            units = st.at.get(s, ())
            enemy_units = any(ctx.unit_side[u] != side for u in units)
            enemy_fort = fort_intact(ctx, st, s) and fort_owner(ctx, st, s) != side
            if s == space and not _besieged_by(ctx, st, s, side):
                continue
            if enemy_units or enemy_fort:
                out.add(s)
    return sorted(out)


def _situation(ctx, st) -> AttackSituation:
    side = st.active
    forts = {s: ctx.spaces[s].nation for s in ctx.spaces if fort_intact(ctx, st, s)}
    besieged = frozenset(s for s in forts if is_besieged(ctx, st, s))
    stacks = {s: tuple(_piece(ctx, st, u) for u in st.at.get(s, ())) for s in _attack_spaces(st)}
    besieging = {s: ctx.spaces[s].fort for s in _attack_spaces(st) if _besieged_by(ctx, st, s, side)}
    return AttackSituation(ctx.game.map, frozenset(_attack_spaces(st)), besieged, forts, stacks, besieging,
                           turn=st.turn, summer=sequence.season(st.turn) == "summer",
                           oberost="oberost" in st.flags, cp_war_status=st.ws["cp"],
                           near_east_attack_limit=True, brest_litovsk="brest_litovsk" in st.flags)


@step("attack")
class ChooseAttack:
    def prompt(self, ctx, st):
        side = st.active
        return Prompt(side, side, "choose_attackers", f"{side.upper()}: designate an attack, or done",
                      {"spaces": sorted({a.space for a in self.legal(ctx, st) if a.space}), "buttons": ["done"]})

    def candidates(self, ctx, st):
        out = []
        for target in _targets(ctx, st):
            units = _eligible(ctx, st, target)
            if not units:
                continue
            out.append(Action("attack", space=target, units=tuple(units)))
            for space in sorted({st.where[u] for u in units}):
                group = tuple(u for u in units if st.where[u] == space)
                if group != tuple(units):
                    out.append(Action("attack", space=target, units=group))
        out.append(Action("done"))
        return out

    def legal(self, ctx, st):
        return [a for a in self.candidates(ctx, st) if self.check(ctx, st, a) is None]

    def check(self, ctx, st, a):
        if a.type == "done":
            return None
        if a.type != "attack":
            return f"now designate an attack or say done, not {a.type!r}"
        if a.space not in ctx.spaces or a.space not in _targets(ctx, st):
            return f"{a.space!r} is not a space you can attack"
        if not a.units or len(set(a.units)) != len(a.units):
            return "name each attacking unit once"
        eligible = set(_eligible(ctx, st, a.space))
        for u in a.units:
            if u not in eligible:
                return f"{u} may not attack {a.space} now (12.1.1, 12.1.5, 14.1.1.2)"
        defenders = [_piece(ctx, st, u) for u in st.at.get(a.space, ()) if ctx.unit_side[u] != st.active]
        return attack_problem([_piece(ctx, st, u) for u in a.units], a.space, _situation(ctx, st), defenders)

    def apply(self, ctx, st, a):
        if a.type == "done":
            sequence.end_action(ctx, st)
            return
        designate(ctx, st, a.space, a.units)


def designate(ctx, st, target: str, attackers) -> None:
    """Step 1 (12.2.2). Then step 4: offer a flank attempt when it is allowed (12.3.1)."""
    side = st.active
    defenders = [u for u in st.at.get(target, ()) if ctx.unit_side[u] != side]
    retreated = [u for u in defenders if u in st.sub["retreated"]]
    fort = ctx.spaces[target].fort if fort_intact(ctx, st, target) and fort_owner(ctx, st, target) != side else 0
    level = st.trench.get(target, 0) if st.trench_side.get(target) == other(side) else 0
    c = {"target": target, "side": side, "terrain": ctx.spaces[target].terrain, "attackers": list(attackers), "defenders": defenders,
         "retreated": retreated, "fort": fort, "fort_alone": not [u for u in defenders if u not in retreated],
         "trench": level, "origins": {u: st.where[u] for u in attackers}, "ln": {}, "order": "simultaneous",
         "replaced": {}, "paths": [], "advanced": []}
    st.sub["combat"] = c
    st.sub["attacked"] = sorted(set(st.sub["attacked"]) | set(attackers))
    st.sub["targets"] = st.sub["targets"] + [target]
    log(st, "combat", f"{side.upper()} attacks {ctx.spaces[target].name} with "
        f"{', '.join(ctx.units[u].name for u in attackers)}", side, spaces=[target], units=list(attackers))
    mandated.note_attack(ctx, st, side, list(attackers), defenders, target)
    c["defender_oos"] = any(p.oos for p in _pieces(ctx, st, c, "defender"))
    if not cc_play.begin(ctx, st, TRENCH_STEP, card_pieces(ctx, st, c)):
        _after_trench_cards(ctx, st)


def card_pieces(ctx, st, c) -> dict:
    return {"ground": _ground(c), "attacker": _pieces(ctx, st, c, "attacker"),
            "defender": _pieces(ctx, st, c, "defender")}


def resume_after_cards(ctx, st) -> None:
    """Called when a combat card stage is over: step 3 leads to the flank attempt, step 5 to fire."""
    c = st.sub["combat"]
    if c["cc_stage"] == TRENCH_STEP:
        _after_trench_cards(ctx, st)
    else:
        _schedule(ctx, st, c["order"])


def _after_trench_cards(ctx, st) -> None:
    """Step 4 (12.2.5): the flank attempt, allowed against a trench a card cancelled (12.3.1)."""
    c = st.sub["combat"]
    effects = cc_play.effects(c, c["defender_oos"])
    c["trench_negated"], c["trench_shifts_negated"] = effects.trench_negated, effects.trench_shifts_negated
    if flank_problem(_tables(), _ground(c), _pieces(ctx, st, c, "attacker"), not c["fort_alone"]) is None:
        if effects.flank_auto_success:
            log(st, "flank", "flank attack succeeds automatically (combat card)", c["side"], spaces=[c["target"]])
            _cards_then_fire(ctx, st, "attacker_first")
            return
        st.step = "flank"
        return
    _cards_then_fire(ctx, st, "attacker_first" if effects.attacker_fires_first else "simultaneous")


def _cards_then_fire(ctx, st, order: str) -> None:
    """Step 5 (12.2.6): combat cards, attacker then defender; then fire in ``order``."""
    c = st.sub["combat"]
    c["order"] = order
    if not cc_play.begin(ctx, st, CARD_STEP, card_pieces(ctx, st, c)):
        _schedule(ctx, st, order)


def _ground(c) -> Ground:
    return Ground(c["terrain"], c["trench"], c["fort_alone"], c.get("trench_negated", False),
                  c.get("trench_shifts_negated", False))


def _pieces(ctx, st, c, role: str) -> list[Piece]:
    """The units of one side still in this combat (a replacement corps included)."""
    if role == "attacker":
        return [_piece(ctx, st, u) for u in c["attackers"] if st.where.get(u) == c["origins"].get(u, st.where.get(u))]
    return [_piece(ctx, st, u) for u in c["defenders"] if st.where.get(u) == c["target"] and u not in c["retreated"]]


@step("flank")
class Flank:
    def prompt(self, ctx, st):
        side = st.active
        return Prompt(side, side, "flank", f"{side.upper()}: try a flank attack (choose the pinning space) or not",
                      {"spaces": sorted({a.space for a in self.legal(ctx, st) if a.space}), "buttons": ["no_flank"]})

    def candidates(self, ctx, st):
        c = st.sub["combat"]
        return [Action("flank", space=s) for s in sorted(set(c["origins"].values()))] + [Action("no_flank")]

    def legal(self, ctx, st):
        return [a for a in self.candidates(ctx, st) if self.check(ctx, st, a) is None]

    def check(self, ctx, st, a):
        if a.type == "no_flank":
            return None
        if a.type != "flank":
            return f"now choose a pinning space or no_flank, not {a.type!r}"
        if a.space not in set(st.sub["combat"]["origins"].values()):
            return f"{a.space!r} is not one of the attacking spaces"
        return None

    def apply(self, ctx, st, a):
        c = st.sub["combat"]
        if a.type == "no_flank":
            _cards_then_fire(ctx, st, "simultaneous")
            return
        side = st.active
        enemy = {loc for u, loc in st.where.items() if loc in ctx.spaces and ctx.unit_side[u] != side}
        drm = flank_drm(ctx.game.map, c["target"], a.space, set(c["origins"].values()), enemy,
                        solid_only=_edition_2022(ctx))
        roll = dice.roll_d6(st)
        success = flank_succeeds(roll, drm)
        log(st, "flank", f"flank attack pinned from {ctx.spaces[a.space].name}: rolled {roll}+{drm}, "
            f"{'success' if success else 'failure'}", side, dice=[roll], spaces=[c["target"]])
        _cards_then_fire(ctx, st, "attacker_first" if success else "defender_first")


# -- fire and losses (steps 6-9) -----------------------------------------------------------------
SCHEDULES = {
    "simultaneous": [["fire", "attacker"], ["fire", "defender"], ["loss", "defender"], ["loss", "attacker"]],
    "attacker_first": [["fire", "attacker"], ["loss", "defender"], ["fire", "defender"], ["loss", "attacker"]],
    "defender_first": [["fire", "defender"], ["loss", "attacker"], ["fire", "attacker"], ["loss", "defender"]],
}


def _schedule(ctx, st, order: str) -> None:
    c = st.sub["combat"]
    c["order"] = order
    c["todo"] = [list(x) for x in SCHEDULES[order]]
    _run(ctx, st)


def _reserve(ctx, st, side: str) -> list[Piece]:
    return [Piece(ctx.units[u], reduced=u in st.reduced, space=reserve_box(side))
            for u in st.at.get(reserve_box(side), ())]


def _options(ctx, st, c, role: str) -> list[LossOption]:
    side = c["side"] if role == "attacker" else other(c["side"])
    ln = c["ln"].get("defender" if role == "attacker" else "attacker", 0)
    fort = c["fort"] if role == "defender" and not c.get("fort_destroyed") else 0
    return loss_options(_pieces(ctx, st, c, role), ln, reserve=_reserve(ctx, st, side), fort=fort,
                        attacker=role == "attacker", allow_reduced_replacement=_edition_2022(ctx))


def _fire(ctx, st, c, role: str) -> None:
    tables = _tables()
    pieces = _pieces(ctx, st, c, role)
    fort = c["fort"] if role == "defender" and not c.get("fort_destroyed") else 0
    if not pieces and not fort:
        c["ln"][role] = 0
        return
    effects = cc_play.effects(c, c["defender_oos"])
    drm = (sinai_drm(set(c["origins"].values())) + effects.attacker_drm) if role == "attacker" else effects.defender_drm
    shots = fire(tables, pieces, dice.roll_d6(st), shift=column_shift(tables, _ground(c), role), drm=drm, fort=fort)
    c["ln"][role] = shots.ln
    log(st, "fire", f"{role} fires {shots.strength} on the {shots.table} table, column {shots.column_label}: "
        f"rolled {shots.die}{shots.drm:+d}, LN {shots.ln}", c["side"] if role == "attacker" else other(c["side"]),
        dice=[shots.die], spaces=[c["target"]])


def _run(ctx, st) -> None:
    c = st.sub["combat"]
    while c["todo"]:
        kind, role = c["todo"][0]
        if kind == "fire":
            _fire(ctx, st, c, role)
        else:
            options = _options(ctx, st, c, role)
            if len(options) > 1:
                c["asking"] = role
                st.step = "combat_losses"
                return
            _take_losses(ctx, st, c, role, options[0])
        c["todo"].pop(0)
    _after_fire(ctx, st)


def encode(option: LossOption) -> str:
    """A loss option as a stable string: ``unit:steps,...|army>corps,...|fort``."""
    parts = [",".join(f"{u}:{n}" for u, n in option.steps), ",".join(f"{a}>{k}" for a, k in option.replacements)]
    return "|".join(parts + (["fort"] if option.fort else []))


@step("combat_losses")
class ChooseLosses:
    def prompt(self, ctx, st):
        c = st.sub["combat"]
        role = c["asking"]
        side = c["side"] if role == "attacker" else other(c["side"])
        ln = c["ln"].get("defender" if role == "attacker" else "attacker", 0)
        return Prompt(side, side, "choose_losses", f"{side.upper()}: take losses of {ln} (12.4)",
                      {"buttons": [encode(o) for o in _options(ctx, st, c, role)]})

    def candidates(self, ctx, st):
        c = st.sub["combat"]
        return [Action("losses", choice=encode(o)) for o in _options(ctx, st, c, c["asking"])]

    def legal(self, ctx, st):
        return self.candidates(ctx, st)

    def check(self, ctx, st, a):
        if a.type != "losses":
            return f"now choose losses, not {a.type!r}"
        if a.choice not in {x.choice for x in self.candidates(ctx, st)}:
            return "those losses are not a legal way to take this loss number (12.4.3)"
        return None

    def apply(self, ctx, st, a):
        c = st.sub["combat"]
        role = c.pop("asking")
        option = next(o for o in _options(ctx, st, c, role) if encode(o) == a.choice)
        _take_losses(ctx, st, c, role, option)
        c["todo"].pop(0)
        _run(ctx, st)


def _take_losses(ctx, st, c, role: str, option: LossOption) -> None:
    side = c["side"] if role == "attacker" else other(c["side"])
    pieces = _pieces(ctx, st, c, role)
    out = apply_losses(pieces, option, _reserve(ctx, st, side))
    for p in out.survivors:
        if p.reduced:
            st.reduced.add(p.id)
    for army, corps in out.replacements:
        space = st.where[army]
        st.place(corps, space)
        st.reduced.discard(corps)
        c["replaced"][army] = corps
        c["attackers" if role == "attacker" else "defenders"].append(corps)
        if role == "attacker":
            c["origins"][corps] = space
        log(st, "replacement", f"{ctx.units[corps].name} replaces {ctx.units[army].name}", side, units=[army, corps])
    for u in out.eliminated:
        eliminate(ctx, st, u, False, "combat losses")
    for u in out.permanently_eliminated:
        eliminate(ctx, st, u, True, "combat losses")
    if out.fort_destroyed:
        c["fort_destroyed"] = True
        st.forts_destroyed.add(c["target"])
        log(st, "fort_destroyed", f"the fort of {ctx.spaces[c['target']].name} is destroyed", c["side"],
            spaces=[c["target"]])
        if any(ctx.unit_side[u] == c["side"] for u in st.at.get(c["target"], ())):
            set_control(ctx, st, c["target"], c["side"])   # 15.1.10: a besieged fort falls: the space passes


# -- winner, retreat, advance (steps 10-12) -------------------------------------------------------
def _after_fire(ctx, st) -> None:
    c = st.sub["combat"]
    ln_a, ln_d = c["ln"].get("attacker", 0), c["ln"].get("defender", 0)
    if ln_a >= 1:
        for u in c["retreated"]:
            if st.where.get(u) == c["target"]:
                eliminate(ctx, st, u, ctx.units[u].not_replaceable, "caught after retreating (12.5.8)")
    winner = combat_winner(ln_a, ln_d)
    cc_play.after_combat(ctx, st, c, winner)
    log(st, "combat_result", f"LN {ln_a} against {ln_d}: "
        f"{'the ' + winner + ' wins' if winner else 'both sides lose'}", c["side"], spaces=[c["target"]])
    attackers = _pieces(ctx, st, c, "attacker")
    defenders = _pieces(ctx, st, c, "defender")
    c["retreat"] = retreat_length(ln_a, ln_d) if defender_must_retreat(ln_a, ln_d, attackers, defenders) else 0
    c["to_retreat"] = sorted(p.id for p in defenders) if c["retreat"] else []
    c["cancellable"] = bool(c["retreat"]) and may_cancel_retreat(_tables(), _ground(c), defenders)
    if c["to_retreat"]:
        st.step = "retreat"
        _next_retreat(ctx, st)
        return
    _begin_advance(ctx, st)


def _retreat_map(ctx, st, c, unit: str) -> RetreatMap:
    side = other(c["side"])
    pos = position_of(ctx, st)
    enemy_units = frozenset(loc for u, loc in st.where.items() if loc in ctx.spaces and ctx.unit_side[u] != side)
    enemy_forts = frozenset(s for s in ctx.spaces if fort_intact(ctx, st, s) and fort_owner(ctx, st, s) == c["side"]
                            and not is_besieged(ctx, st, s))
    count = {s: len(us) for s, us in st.at.items() if s in ctx.spaces and us and ctx.unit_side[us[0]] == side}
    closed = frozenset(s for s in ctx.spaces if space_closed(ctx, st, s) or unit_barred(ctx, st, unit, s))
    supplied = network_for(ctx).supplied(network_for(ctx).group_for(ctx.units[unit]), pos) \
        if network_for(ctx).group_for(ctx.units[unit]) else frozenset(ctx.spaces)
    return RetreatMap(ctx.game.map, side, dict(st.control), enemy_units, enemy_forts, count, supplied, closed)


def _retreat_options(ctx, st, c) -> list[tuple[str, ...]]:
    unit = c["to_retreat"][0]
    return retreat_paths(_piece(ctx, st, unit), c["target"], c["retreat"], _retreat_map(ctx, st, c, unit))


def _next_retreat(ctx, st) -> None:
    """Units with no legal retreat die at once (12.5.4, 12.5.6); a single path is taken
    without asking; otherwise the defender chooses."""
    c = st.sub["combat"]
    while c["to_retreat"]:
        if c["cancellable"]:
            return
        unit = c["to_retreat"][0]
        paths = _retreat_options(ctx, st, c)
        if len(paths) > 1:
            return
        c["to_retreat"].pop(0)
        if not paths:
            if c["retreat"] == 2:
                # 12.7.4: the attacker may still advance into a first space the unit could reach.
                first = retreat_paths(_piece(ctx, st, unit), c["target"], 1, _retreat_map(ctx, st, c, unit))
                c["paths"] += [list(p) for p in first]
            lost = unable_to_retreat([_piece(ctx, st, unit)], c["replaced"])
            for u in lost.eliminated:
                eliminate(ctx, st, u, False, "no legal retreat (12.5.4)")
            for u in lost.permanently_eliminated:
                if st.where.get(u) in ctx.spaces or st.where.get(u, "").endswith("eliminated"):
                    eliminate(ctx, st, u, True, "no legal retreat (12.5.4, 12.5.6)")
            continue
        _retreat(ctx, st, c, unit, paths[0])
    _begin_advance(ctx, st)


def _retreat(ctx, st, c, unit: str, path: tuple[str, ...]) -> None:
    side = other(c["side"])
    st.place(unit, path[-1])
    enter_space(ctx, st, path[-1], side, [unit])
    c["paths"].append(list(path))
    st.sub["retreated"] = st.sub["retreated"] + [unit]
    log(st, "retreat", f"{ctx.units[unit].name} retreats to {' -> '.join(ctx.spaces[s].name for s in path)}", side,
        units=[unit], spaces=list(path))


@step("retreat")
class ChooseRetreat:
    def prompt(self, ctx, st):
        c = st.sub["combat"]
        side = other(c["side"])
        text = (f"{side.upper()}: retreat {c['retreat']} space(s) or lose one more step to stay (12.5.3)"
                if c["cancellable"] else f"{side.upper()}: choose where {ctx.units[c['to_retreat'][0]].name} retreats")
        return Prompt(side, side, "choose_retreat", text, {"units": list(c["to_retreat"]),
                                                           "buttons": [a.choice or a.type for a in self.legal(ctx, st)]})

    def candidates(self, ctx, st):
        c = st.sub["combat"]
        if c["cancellable"]:
            return [Action("cancel_retreat", unit=u) for u in c["to_retreat"]] + [Action("retreat")]
        return [Action("retreat", unit=c["to_retreat"][0], choice=">".join(p)) for p in _retreat_options(ctx, st, c)]

    def legal(self, ctx, st):
        return self.candidates(ctx, st)

    def check(self, ctx, st, a):
        if a not in self.candidates(ctx, st):
            return f"{a} is not a legal retreat choice now (12.5)"
        return None

    def apply(self, ctx, st, a):
        c = st.sub["combat"]
        if a.type == "cancel_retreat":
            _cancel_retreat(ctx, st, c, a.unit)
            return
        if c["cancellable"]:
            c["cancellable"] = False
        else:
            c["to_retreat"].pop(0)
            _retreat(ctx, st, c, a.unit, tuple(a.choice.split(">")))
        _next_retreat(ctx, st)


def _cancel_retreat(ctx, st, c, unit: str) -> None:
    """12.5.3: one more step from any defending unit, and everybody stays."""
    side = other(c["side"])
    piece = _piece(ctx, st, unit)
    repl = ()
    if len(piece.step_lfs()) == 1 and piece.is_army:
        spare = replacement_candidates(piece.unit, _reserve(ctx, st, side), frozenset(), _edition_2022(ctx))
        repl = ((unit, spare[0].id),) if spare else ()
    _take_losses(ctx, st, c, "defender", LossOption(((unit, 1),), repl, False, piece.lf))
    log(st, "retreat_cancelled", f"{ctx.units[unit].name} loses a step so the defenders hold", side, units=[unit])
    c["to_retreat"] = []
    c["cancellable"] = False
    c["retreat"] = 0
    c["held"] = True
    _begin_advance(ctx, st)


def _advance_map(ctx, st, c) -> AdvanceMap:
    side = c["side"]
    enemy_units = frozenset(loc for u, loc in st.where.items() if loc in ctx.spaces and ctx.unit_side[u] != side)
    forts = {s: ctx.spaces[s].fort for s in ctx.spaces
             if fort_intact(ctx, st, s) and fort_owner(ctx, st, s) != side and not is_besieged(ctx, st, s)}
    closed = CHANNEL_SPACES if side == "cp" and "race_to_the_sea" not in st.flags and st.ws["cp"] < 4 else frozenset()
    count = {s: len(us) for s, us in st.at.items() if s in ctx.spaces and us and ctx.unit_side[us[0]] == side}
    return AdvanceMap(ctx.game.map, _tables(), enemy_units, forts, closed, count)


def _begin_advance(ctx, st) -> None:
    """12.7.1: after a retreat or the loss of every defender, full-strength attackers may advance."""
    c = st.sub["combat"]
    defenders_left = len(_pieces(ctx, st, c, "defender"))
    retreated = bool(c["paths"])
    if c.get("held") or not advance_allowed(defenders_left, retreated, c["fort_alone"] and c["fort"] > 0,
                                            bool(c.get("fort_destroyed"))):
        _finish(ctx, st)
        return
    if defenders_left or not _advancers(ctx, st, c):
        _finish(ctx, st)
        return
    st.step = "advance"


def _advancers(ctx, st, c) -> list[str]:
    return [p.id for p in _pieces(ctx, st, c, "attacker") if may_advance(p) and p.id not in c["advanced"]
            and not _besieging_here(ctx, st, p)]


def _besieging_here(ctx, st, p: Piece) -> bool:
    """15.2.4: a besieger needed for its siege stays (it is not free to advance)."""
    return _besieged_by(ctx, st, p.space, p.side) and p.space != st.sub["combat"]["target"]


def _routes(ctx, st, c) -> list[tuple[str, ...]]:
    length = c["retreat"] if c["paths"] else 0
    return advance_routes(c["target"], length, [tuple(p) for p in c["paths"]], _advance_map(ctx, st, c))


@step("advance")
class Advance:
    def prompt(self, ctx, st):
        side = st.sub["combat"]["side"]
        return Prompt(side, side, "advance", f"{side.upper()}: advance after combat, or done",
                      {"units": _advancers(ctx, st, st.sub["combat"]), "buttons": ["done"]})

    def candidates(self, ctx, st):
        c = st.sub["combat"]
        units = _advancers(ctx, st, c)
        out = []
        for route in _routes(ctx, st, c):
            out.append(Action("advance", units=tuple(units), choice=">".join(route)))
            if len(units) > 1:
                out += [Action("advance", units=(u,), choice=">".join(route)) for u in units]
        return out + [Action("done")]

    def legal(self, ctx, st):
        return [a for a in self.candidates(ctx, st) if self.check(ctx, st, a) is None]

    def check(self, ctx, st, a):
        if a.type == "done":
            return None
        if a.type != "advance" or not a.units or not a.choice:
            return f"now advance units along a route, or done, not {a.type!r}"
        c = st.sub["combat"]
        allowed = set(_advancers(ctx, st, c))
        if any(u not in allowed for u in a.units):
            return "only full-strength attackers that have not advanced may advance (12.7.1)"
        route = tuple(a.choice.split(">"))
        for u in a.units:
            for s in route:
                why = unit_barred(ctx, st, u, s) or space_closed(ctx, st, s)
                if why:
                    return why
        return check_advance({u: route for u in a.units}, _pieces(ctx, st, c, "attacker"), _routes(ctx, st, c),
                             _advance_map(ctx, st, c), c["target"])

    def apply(self, ctx, st, a):
        c = st.sub["combat"]
        if a.type == "done":
            _finish(ctx, st)
            return
        route = a.choice.split(">")
        for s in route:
            enter_space(ctx, st, s, c["side"], a.units)
        for u in a.units:
            st.place(u, route[-1])
        c["advanced"] += list(a.units)
        log(st, "advance", f"{', '.join(ctx.units[u].name for u in a.units)} advance to "
            f"{' -> '.join(ctx.spaces[s].name for s in route)}", c["side"], units=list(a.units), spaces=route)
        if not _advancers(ctx, st, c):
            _finish(ctx, st)


def _finish(ctx, st) -> None:
    st.sub.pop("combat", None)
    st.step = "attack"


def install() -> None:
    operations.COMBAT = start_attacks


install()

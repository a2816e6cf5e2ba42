"""Combat in the engine (12.0): the attack step of an operation, one combat at a time.

After movement (9.2.9) the active side designates attacks from its Attack-activated spaces
(``attack``), may try a flank attack (``flank``), then fire and losses follow the
12-step order; each loss assignment with more than one legal way is a ``combat_losses``
prompt for its owner. Then come the defender's retreat (``retreat``) and the
attacker's advance (``advance``). The combat's working data lives in ``st.sub["combat"]``
as plain JSON values; the rules themselves are the pure functions of ``rules/combat``.
"""
from __future__ import annotations

from ...board.access import inert, unit_barred
from ...board.forts import fort_intact, fort_owner, is_besieged
from ...board.in_supply import unit_supplied
from ...board.near_east import caucasus_attack_error, note_caucasus
from ...core import commands
from ...core.actions import Action
from ...core.context import CAUCASUS_LINK
from ...core.effects import BREST_LITOVSK, OBEROST, played
from ...core.prompts import Prompt
from ...core.state import other
from ...core.steps import Decision, log, step
from ...turn import mandated, sequence
from ..designate import AttackSituation, attack_problem
from . import great_retreat, standing_events
from .opening import fight
from .record import besieged_by, edition_2022, side_pieces, unit_piece
from ...core.messages import msg


def start_attacks(ctx, st) -> None:
    """The turn flow's ``attacks``: the operation's attacks begin once movement is over (9.2.9)."""
    st.sub.setdefault("attacked", [])
    st.sub.setdefault("targets", [])
    st.sub.setdefault("retreated", [])
    st.step = "attack"


def _attack_spaces(st) -> list[str]:
    return sorted(s for s, m in st.sub["activated"].items() if m == "attack")


def _attacks_from(ctx, st, space: str, target: str, side: str) -> bool:
    """Whether units in the Attack-activated ``space`` may attack ``target``: next to it, or
    inside it against a fort they besiege."""
    if space == target:
        return besieged_by(ctx, st, target, side)
    return any(e.to == target for e in ctx.neighbours[space])


def _may_attack(ctx, st, unit: str, target: str, side: str, done) -> bool:
    """Whether ``unit`` may still attack ``target`` (see ``_eligible``)."""
    space = st.where.get(unit)
    return space in st.sub["activated"] and st.sub["activated"][space] == "attack" \
        and ctx.unit_side[unit] == side and unit not in done and _attacks_from(ctx, st, space, target, side) \
        and unit_supplied(ctx, st, unit) and commands.mine(ctx, st, unit) and not unit_barred(ctx, st, unit, target)


def _eligible(ctx, st, target: str) -> list[str]:
    """Units that may still attack ``target``: in an Attack-activated space next to it (or
    inside it, against a fort they besiege), not yet in a combat this round (12.1.5), in
    supply at the start of the combat (14.1.1.2), and allowed into the target's nation at all
    (11.1.17 the BEF, 11.3.1 the Near East armies: they may not attack where they may not go)."""
    side = st.active
    done = set(st.sub["attacked"])
    return sorted(u for space in _attack_spaces(st) for u in st.at.get(space, ())
                  if _may_attack(ctx, st, u, target, side, done))


def _is_target(ctx, st, s: str, side: str, attack_spaces) -> bool:
    """Whether ``s`` holds enemy units or an intact enemy fort and is next to (or besieged
    from) one of the ``attack_spaces``."""
    if not any(s != space and _attacks_from(ctx, st, space, s, side) for space in attack_spaces) \
            and not (s in attack_spaces and besieged_by(ctx, st, s, side)):
        return False
    return any(ctx.unit_side[u] != side and not inert(ctx, st, u) for u in st.at.get(s, ())) \
        or (fort_intact(ctx, st, s) and fort_owner(ctx, st, s) != side)   # 9.5.2.4


def _targets(ctx, st) -> list[str]:
    """Spaces holding enemy units or an intact enemy fort next to (or besieged from) an
    Attack-activated space."""
    side = st.active
    spaces = _attack_spaces(st)
    near = set(spaces) | {e.to for space in spaces for e in ctx.neighbours[space]}
    return sorted(s for s in near if _is_target(ctx, st, s, side, spaces))


def _situation(ctx, st, target: str, attackers) -> AttackSituation:
    """The facts ``attack_problem`` reads for ``attackers`` attacking ``target``: the fort of
    the target alone, the stacks and sieges of the attackers' spaces alone."""
    side = st.active
    # only the defender's fort: the owner of a besieged fort may attack the besiegers from
    # next door (15.1.3 limits attacks on the fort itself)
    forts = {target: ctx.spaces[target].nation} if fort_intact(ctx, st, target) and fort_owner(ctx, st, target) != side \
        else {}
    besieged = frozenset(s for s in forts if is_besieged(ctx, st, s))
    origins = sorted({st.where[u] for u in attackers})
    stacks = {s: tuple(unit_piece(ctx, st, u) for u in st.at.get(s, ())) for s in origins}
    besieging = {s: ctx.spaces[s].fort for s in origins if besieged_by(ctx, st, s, side)}
    return AttackSituation(ctx.game.map, frozenset(_attack_spaces(st)), besieged, forts, stacks, besieging,
                           turn=st.turn, summer=sequence.season(st.turn) == "summer",
                           oberost=played(st, OBEROST), cp_war_status=st.ws["cp"],
                           near_east_attack_limit=True, brest_litovsk=played(st, BREST_LITOVSK),
                           participants_only=edition_2022(ctx))


def _2022_attack_problem(ctx, st, target: str, defenders, attackers=()) -> str | None:
    """2022 12.1.6: each space at most once per action; 2022 12.1.2: not a space holding only
    units that retreated this round; 2022 12.1.9: the Caucasus link's one crossing."""
    if not edition_2022(ctx):
        return None
    problem = caucasus_attack_error(ctx, st, attackers, target)
    if problem:
        return problem
    if target in st.sub["targets"]:
        return msg("combat.engine.attacks.was_already_attacked_in_this",
                   "{space} was already attacked in this action (2022 12.1.6)",
                   ctx, space=target)
    if defenders and all(p.id in st.sub["retreated"] for p in defenders):
        return msg("combat.engine.attacks.holds_only_units_that_retreated",
                   "{space} holds only units that retreated this round (2022 12.1.2)",
                   ctx, space=target)
    return None


def _one_across_the_link(ctx, st, target: str, units, listed) -> list:
    """2022 12.1.9: when several units would cross the Caucasus link to attack, the attacks
    with only one of them across (the others staying out), so that the legal one is listed."""
    crossing = [u for u in units if (st.where[u], target) in CAUCASUS_LINK]
    if not edition_2022(ctx) or len(crossing) < 2 and not any(u in ctx.armies for u in crossing):
        return []
    rest = tuple(u for u in units if u not in crossing)
    groups = [rest] + [tuple(sorted(rest + (u,))) for u in crossing] + [(u,) for u in crossing]
    seen = {a.units for a in listed}
    out = []
    for group in groups:
        if group and group not in seen:
            seen.add(group)
            out.append(Action("attack", space=target, units=group))
    return out


@step("attack")
class ChooseAttack(Decision):
    def prompt(self, ctx, st):
        side = st.active
        return Prompt(side, side, self.name, msg("combat.engine.attacks.designate_an_attack_or_done",
                                                 "{side}: designate an attack, or done",
                                                 side=side),
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
            out += _one_across_the_link(ctx, st, target, units, out)
        out.append(Action("done"))
        return out

    doing = msg("combat.engine.attacks.designate_an_attack_or_say", "designate an attack or say done")

    def check_attack(self, ctx, st, a):
        if a.space not in ctx.spaces or not _is_target(ctx, st, a.space, st.active, _attack_spaces(st)):
            return msg("combat.engine.attacks.is_not_a_space_you",
                       "{space_id!r} is not a space you can attack",
                       space_id=a.space)
        if not a.units or len(set(a.units)) != len(a.units):
            return msg("combat.engine.attacks.name_each_attacking_unit_once", "name each attacking unit once")
        done = set(st.sub["attacked"])
        for u in a.units:
            barred = u in ctx.units and unit_barred(ctx, st, u, a.space)
            if barred:
                return barred
            if u not in ctx.units or not _may_attack(ctx, st, u, a.space, st.active, done):
                return msg("combat.engine.attacks.may_not_attack_now",
                           "{unit_id} may not attack {space_id} now (12.1.1, 12.1.5, 14.1.1.2)",
                           unit_id=u, space_id=a.space)
        defenders = [unit_piece(ctx, st, u) for u in st.at.get(a.space, ()) if ctx.unit_side[u] != st.active]
        problem = _2022_attack_problem(ctx, st, a.space, defenders, a.units)
        if problem:
            return problem
        return standing_events.attack_ban(ctx, st, st.active, a.units, a.space) or \
            attack_problem([unit_piece(ctx, st, u) for u in a.units], a.space, _situation(ctx, st, a.space, a.units),
                           defenders)

    def apply_done(self, ctx, st, a):
        sequence.end_action(ctx, st)

    def apply_attack(self, ctx, st, a):
        designate(ctx, st, a.space, a.units)


def combat_record(ctx, st, target: str, attackers) -> dict:
    """The working record of a combat of ``attackers`` against ``target`` as it starts
    (12.2.2), without changing the state: also read by the UI to show the odds beforehand."""
    side = st.active
    defenders = [u for u in st.at.get(target, ()) if ctx.unit_side[u] != side]
    retreated = [u for u in defenders if u in st.sub["retreated"]]
    fort = ctx.spaces[target].fort if fort_intact(ctx, st, target) and fort_owner(ctx, st, target) != side else 0
    level = st.trench.get(target, 0) if st.trench_side.get(target) == other(side) else 0
    c = {"target": target, "side": side, "terrain": ctx.spaces[target].terrain, "attackers": list(attackers), "defenders": defenders,
         "retreated": retreated, "fort": fort, "fort_alone": not [u for u in defenders if u not in retreated],
         "trench": level, "origins": {u: st.where[u] for u in attackers}, "ln": {}, "order": "simultaneous",
         "replaced": {}, "paths": [], "advanced": []}
    c["defender_oos"] = defender_oos(ctx, side_pieces(ctx, st, c, "defender", supply=True))
    return c


def defender_oos(ctx, pieces) -> bool:
    """14.3.4: whether the defence gets no combat card benefit. 2004: out of supply units get
    none, so a stack loses it only when all are OOS (a card helps the whole stack); 2022
    (option): one OOS unit in the stack is enough."""
    if not pieces:
        return False      # a fort alone is always supplied (14.1.7)
    return (any if ctx.options["oos_stack_no_cards"] else all)(p.oos for p in pieces)


def designate(ctx, st, target: str, attackers) -> None:
    """Step 1 (12.2.2). Then step 4: offer a flank attempt when it is allowed (12.3.1)."""
    side = st.active
    c = combat_record(ctx, st, target, attackers)
    defenders = c["defenders"]
    st.sub["combat"] = c
    st.sub["attacked"] = sorted(set(st.sub["attacked"]) | set(attackers))
    st.sub["targets"] = st.sub["targets"] + [target]
    if edition_2022(ctx):   # 2022 12.1.9: attacking across the Caucasus link is the turn's one crossing
        for u in attackers:
            note_caucasus(st, [u], (st.where[u], target))
    log(st, "combat", msg("combat.engine.attacks.attacks_with",
                          "{side} attacks {space} with {units}",
                          ctx, side=side, space=target, units=list(attackers)), side, spaces=[target], units=list(attackers))
    mandated.note_attack(ctx, st, side, list(attackers), defenders, target)
    if st.cmd:   # seed 003, 5.6: the defending units' command answers for the defender (its own cards)
        st.cmd["on"][other(side)] = commands.defending_command(ctx, st, target, defenders)
    if great_retreat.offered(ctx, st, c):
        st.step = "great_retreat"   # AP 27: before any card or die
        return
    fight(ctx, st)

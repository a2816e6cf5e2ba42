"""Combat in the engine (12.0): the attack step of an operation, one combat at a time.

After movement (9.2.9) the active side designates attacks from its Attack-activated spaces
(``choose_attackers``), may try a flank attack (``flank``), then fire and losses follow the
12-step order; each loss assignment with more than one legal way is a ``choose_losses``
prompt for its owner. Then come the defender's retreat (``choose_retreat``) and the
attacker's advance (``advance``). The combat's working data lives in ``st.sub["combat"]``
as plain JSON values; the rules themselves are the pure functions of ``rules/combat``.
"""
from __future__ import annotations

from . import cc_play, combat_great_retreat as great_retreat, dice, mandated, operations, sequence
from .access import inert, unit_barred
from .actions import Action
from .combat import AttackSituation, FlankChance, attack_problem, flank_problem
from .combat import flank_chance as chance_of
from .combat.cards import CARD_STEP, TRENCH_STEP
from .combat_fire import schedule
from .combat_state import besieged_by, charts, edition_2022, ground_of, side_pieces, unit_piece
from .events import BREST_LITOVSK, OBEROST, in_combat, played
from .fort_status import fort_intact, fort_owner, is_besieged
from .prompts import Prompt
from .state import other
from .steps import log, step
from .supply_seam import unit_supplied


def start_attacks(ctx, st) -> None:
    """operations.COMBAT: the operation's attacks begin once movement is over."""
    st.sub.setdefault("attacked", [])
    st.sub.setdefault("targets", [])
    st.sub.setdefault("retreated", [])
    st.step = "attack"


def _attack_spaces(st) -> list[str]:
    return sorted(s for s, m in st.sub["activated"].items() if m == "attack")

def _eligible(ctx, st, target: str) -> list[str]:
    """Units that may still attack ``target``: in an Attack-activated space next to it (or
    inside it, against a fort they besiege), not yet in a combat this round (12.1.5), in
    supply at the start of the combat (14.1.1.2), and allowed into the target's nation at all
    (11.1.17 the BEF, 11.3.1 the Near East armies: they may not attack where they may not go)."""
    side = st.active
    done = set(st.sub["attacked"])
    near = {e.to for e in ctx.neighbours[target]}
    out = []
    for space in _attack_spaces(st):
        if space != target and space not in near:
            continue
        if space == target and not besieged_by(ctx, st, target, side):
            continue
        for u in st.at.get(space, ()):
            if ctx.unit_side[u] == side and u not in done and unit_supplied(ctx, st, u) \
                    and not unit_barred(ctx, st, u, target):
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
            enemy_units = any(ctx.unit_side[u] != side and not inert(ctx, st, u) for u in units)   # 9.5.2.4
            enemy_fort = fort_intact(ctx, st, s) and fort_owner(ctx, st, s) != side
            if s == space and not besieged_by(ctx, st, s, side):
                continue
            if enemy_units or enemy_fort:
                out.add(s)
    return sorted(out)


def _situation(ctx, st) -> AttackSituation:
    side = st.active
    # only the defender's forts: the owner of a besieged fort may attack the besiegers from
    # next door (15.1.3 limits attacks on the fort itself)
    forts = {s: ctx.spaces[s].nation for s in ctx.spaces if fort_intact(ctx, st, s) and fort_owner(ctx, st, s) != side}
    besieged = frozenset(s for s in forts if is_besieged(ctx, st, s))
    stacks = {s: tuple(unit_piece(ctx, st, u) for u in st.at.get(s, ())) for s in _attack_spaces(st)}
    besieging = {s: ctx.spaces[s].fort for s in _attack_spaces(st) if besieged_by(ctx, st, s, side)}
    return AttackSituation(ctx.game.map, frozenset(_attack_spaces(st)), besieged, forts, stacks, besieging,
                           turn=st.turn, summer=sequence.season(st.turn) == "summer",
                           oberost=played(st, OBEROST), cp_war_status=st.ws["cp"],
                           near_east_attack_limit=True, brest_litovsk=played(st, BREST_LITOVSK))


def _2022_attack_problem(ctx, st, target: str, defenders) -> str | None:
    """2022 12.1.6: each space at most once per action; 2022 12.1.2: not a space holding only
    units that retreated this round."""
    if not edition_2022(ctx):
        return None
    if target in st.sub["targets"]:
        return f"{ctx.spaces[target].name} was already attacked in this action (2022 12.1.6)"
    if defenders and all(p.id in st.sub["retreated"] for p in defenders):
        return f"{ctx.spaces[target].name} holds only units that retreated this round (2022 12.1.2)"
    return None


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
            barred = u in ctx.units and unit_barred(ctx, st, u, a.space)
            if barred:
                return barred
            if u not in eligible:
                return f"{u} may not attack {a.space} now (12.1.1, 12.1.5, 14.1.1.2)"
        defenders = [unit_piece(ctx, st, u) for u in st.at.get(a.space, ()) if ctx.unit_side[u] != st.active]
        problem = _2022_attack_problem(ctx, st, a.space, defenders)
        if problem:
            return problem
        return in_combat.attack_ban(ctx, st, st.active, a.units, a.space) or \
            attack_problem([unit_piece(ctx, st, u) for u in a.units], a.space, _situation(ctx, st), defenders)

    def apply(self, ctx, st, a):
        if a.type == "done":
            sequence.end_action(ctx, st)
            return
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
    c["defender_oos"] = defender_oos(ctx, side_pieces(ctx, st, c, "defender"))
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
    log(st, "combat", f"{side.upper()} attacks {ctx.spaces[target].name} with "
        f"{', '.join(ctx.units[u].name for u in attackers)}", side, spaces=[target], units=list(attackers))
    mandated.note_attack(ctx, st, side, list(attackers), defenders, target)
    if great_retreat.offered(ctx, st, c):
        st.step = "great_retreat"   # AP 27: before any card or die
        return
    fight(ctx, st)


def fight(ctx, st) -> None:
    """Step 3 on: trench-cancelling cards, then the flank attempt."""
    c = st.sub["combat"]
    if not cc_play.begin(ctx, st, TRENCH_STEP, card_pieces(ctx, st, c)):
        _after_trench_cards(ctx, st)


def card_pieces(ctx, st, c) -> dict:
    return {"ground": ground_of(c), "attacker": side_pieces(ctx, st, c, "attacker"),
            "defender": side_pieces(ctx, st, c, "defender")}


def resume_after_cards(ctx, st) -> None:
    """Called when a combat card stage is over: step 3 leads to the flank attempt, step 5 to fire."""
    c = st.sub["combat"]
    if c["cc_stage"] == TRENCH_STEP:
        _after_trench_cards(ctx, st)
        return
    flank = c.get("flank")
    if flank and not flank["success"] and cc_play.effects(c, c["defender_oos"]).flank_auto_success:
        # 12.2.9: the cards come after the flank roll; Wireless Intercepts makes it a success.
        flank["success"], flank["by_card"] = True, True
        c["order"] = "attacker_first"
        log(st, "flank", "the flank attack succeeds after all (combat card)", c["side"], spaces=[c["target"]])
    schedule(ctx, st, c["order"])


def _after_trench_cards(ctx, st) -> None:
    """Step 4 (12.2.5): the flank attempt, allowed against a trench a card cancelled (12.3.1)."""
    c = st.sub["combat"]
    effects = cc_play.effects(c, c["defender_oos"])
    c["trench_negated"], c["trench_shifts_negated"] = effects.trench_negated, effects.trench_shifts_negated
    if flank_problem(charts(), ground_of(c), side_pieces(ctx, st, c, "attacker"), not c["fort_alone"]) is None:
        st.step = "flank"
        return
    _cards_then_fire(ctx, st, "attacker_first" if effects.attacker_fires_first else "simultaneous")


def _cards_then_fire(ctx, st, order: str) -> None:
    """Step 5 (12.2.6): combat cards, attacker then defender; then fire in ``order``."""
    c = st.sub["combat"]
    c["order"] = order
    if not cc_play.begin(ctx, st, CARD_STEP, card_pieces(ctx, st, c)):
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
class Flank:
    def prompt(self, ctx, st):
        side = st.active
        return Prompt(side, side, "flank", f"{side.upper()}: try a flank attack (choose the pinning space) or not",
                      {"spaces": sorted({a.space for a in self.legal(ctx, st) if a.space}), "buttons": ["no_flank"]})

    def candidates(self, ctx, st):
        c = st.sub["combat"]
        return [Action("flank", space=s) for s in sorted(set(c["origins"].values()))] + [Action("no_flank")]

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
        chance = flank_chance(ctx, st, a.space)
        roll = dice.roll_d6(st)
        success = chance.succeeds(roll)
        c["flank"] = {"pinning": a.space, "drm": chance.drm, "die": roll, "success": success}
        log(st, "flank", f"flank attack pinned from {ctx.spaces[a.space].name}: rolled {roll}+{chance.drm}, "
            f"{'success' if success else 'failure'}", side, dice=[roll], spaces=[c["target"], a.space])
        _cards_then_fire(ctx, st, "attacker_first" if success else "defender_first")

def install() -> None:
    operations.COMBAT = start_attacks


install()

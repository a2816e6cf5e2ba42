"""What the combat steps share: the combat's working data in ``st.sub["combat"]`` read as
combat pieces and ground, the Reserve Box, and losses carried out on the engine state."""
from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

from pog_desktop.data.combat_tables import load_combat_tables

from ...board.control import set_control
from ...board.forts import fort_owner, is_besieged
from ...board.in_supply import unit_supplied
from ...board.removal import eliminate, log_step_loss
from ...board.supply import network_for, position_of
from ...core.state import other, reserve_box
from ...core.steps import log
from ..card_effects import CardEffects, card_effects
from ..fire import Ground
from ..losses import LossOption, apply_losses, may_replace
from ..pieces import Piece
from ...core.messages import msg


def charts(ctx):
    return load_combat_tables(ctx.game.game)


def edition_2022(ctx) -> bool:
    return ctx.options.get("edition") == "2022"


def unit_piece(ctx, st, unit: str, supply: bool = False) -> Piece:
    """``unit`` as combat sees it. Its supply (``oos``) is traced only when ``supply`` is asked:
    the defender's cards (14.3.4) and an army the losses eliminate (12.4.7 case 3,
    ``take_losses``) read it; the rest of a combat reads factors, steps and spaces only, and
    tracing supply again after every change of position would be wasted."""
    return piece_of(ctx, unit, unit in st.reduced, st.where[unit], supply and not unit_supplied(ctx, st, unit))


def piece_of(ctx, unit: str, reduced: bool, space: str, oos: bool = False) -> Piece:
    """The piece of ``unit`` with that side up, in that space and supply. A piece is frozen
    and its unit's printed counter never changes, so each one is built once per game (a
    combat reads its sides' pieces again and again)."""
    pieces = ctx.caches.get("combat_pieces")
    if pieces is None:
        pieces = ctx.caches["combat_pieces"] = {}
    key = (unit, reduced, space, oos)
    piece = pieces.get(key)
    if piece is None:
        if len(pieces) >= PIECES_KEPT:   # a bot's samples share one Context for a whole session
            pieces.clear()
        piece = pieces[key] = Piece(ctx.units[unit], reduced, space, oos)
    return piece


PIECES_KEPT = 4096


def besieged_by(ctx, st, space: str, side: str) -> bool:
    return is_besieged(ctx, st, space) and fort_owner(ctx, st, space) != side


def played_effects(c) -> CardEffects:
    """What the combat cards played so far in combat ``c`` do (12.2.7, 14.3.4)."""
    played = c.get("cards") or {"attacker": [], "defender": []}
    return card_effects(played["attacker"], played["defender"], c.get("defender_oos", False))


def ground_of(c) -> Ground:
    """The defending ground. A card that puts the defenders in a trench (Turk Determination)
    stands even against a trench an attacker's card cancelled (2022 12.2.4 note)."""
    floor = played_effects(c).trench_floor if c.get("cards") else 0
    if floor > c["trench"] and not c["fort_alone"]:
        return _ground(c["terrain"], floor, False, False, False)
    return _ground(c["terrain"], c["trench"], c["fort_alone"], c.get("trench_negated", False),
                   c.get("trench_shifts_negated", False))


@lru_cache(maxsize=None)
def _ground(terrain: str, trench: int, fort_alone: bool, negated: bool, shifts_negated: bool) -> Ground:
    """A ground is frozen: each one is built once (a combat reads its ground again and again)."""
    return Ground(terrain, trench, fort_alone, negated, shifts_negated)


def side_pieces(ctx, st, c, role: str, supply: bool = False) -> list[Piece]:
    """The units of one side still in this combat (a replacement corps included); ``supply``:
    as in ``unit_piece``."""
    if role == "attacker":
        return [unit_piece(ctx, st, u, supply) for u in c["attackers"]
                if st.where.get(u) == c["origins"].get(u, st.where.get(u))]
    return [unit_piece(ctx, st, u, supply) for u in c["defenders"]
            if st.where.get(u) == c["target"] and u not in c["retreated"]]


def reserve_pieces(ctx, st, side: str) -> list[Piece]:
    box = reserve_box(side)
    return [piece_of(ctx, u, u in st.reduced, box) for u in st.at.get(box, ())]


def reserve_for(ctx, st, side: str, pieces) -> list[Piece]:
    """The Reserve Box as the losses of ``pieces`` see it: its corps stand in only for an
    eliminated army (12.4.4), so only those that may replace one of these armies are looked at."""
    armies = [p.unit for p in pieces if p.is_army]
    if not armies:
        return []
    nations = {army.nation for army in armies}   # a corps stands in only for its nation's army
    box = reserve_box(side)
    return [piece_of(ctx, u, u in st.reduced, box) for u in st.at.get(box, ())
            if ctx.units[u].nation in nations and any(may_replace(ctx.units[u], army) for army in armies)]


def _supply_if_lost(ctx, st, piece: Piece, option: LossOption) -> Piece:
    """12.4.7 case 3: an army these losses eliminate is gone for good if out of supply; no
    other piece's supply is read, so only such an army's is traced."""
    if piece.is_army and option.steps_of(piece.id) == len(piece.step_lfs()):
        return piece_of(ctx, piece.id, piece.reduced, piece.space, not unit_supplied(ctx, st, piece.id))
    return piece


def take_losses(ctx, st, c, role: str, option: LossOption) -> None:
    side = c["side"] if role == "attacker" else other(c["side"])
    pieces = [_supply_if_lost(ctx, st, p, option) for p in side_pieces(ctx, st, c, role)]
    if role == "defender":
        c.setdefault("withdrawal_lost", []).extend(u for u, n in option.steps if n)   # 12.6.3
    reserve = reserve_pieces(ctx, st, side) if option.replacements else []   # the corps named
    out = apply_losses(pieces, option, reserve)
    _log_losses(ctx, st, c, pieces, reserve, option)
    for army, corps in out.replacements:
        space = st.where[army]
        st.place(corps, space)
        c["replaced"][army] = corps
        c["attackers" if role == "attacker" else "defenders"].append(corps)
        if role == "attacker":
            c["origins"][corps] = space
        log(st, "replacement", msg("combat.engine.record.replaces", "{unit} replaces {unit2}",
                                   ctx, unit=corps, unit2=army), side, units=[army, corps])
    # after the replacements: a Reserve Box corps arrives as it was and may lose a step at once (12.4.3)
    for p in out.survivors:
        (st.reduced.add if p.reduced else st.reduced.discard)(p.id)
    for u in out.eliminated:
        eliminate(ctx, st, u, False, msg("combat.engine.record.combat_losses", "combat losses"))
    for u in out.permanently_eliminated:
        eliminate(ctx, st, u, True, msg("combat.engine.record.combat_losses", "combat losses"))
    if out.fort_destroyed:
        c["fort_destroyed"] = True
        st.forts_destroyed.add(c["target"])
        log(st, "fort_destroyed", msg("combat.engine.record.the_fort_of_is_destroyed",
                                      "the fort of {space} is destroyed",
                                      ctx, space=c['target']), c["side"],
            spaces=[c["target"]])
        if any(ctx.unit_side[u] == c["side"] for u in st.at.get(c["target"], ())):
            set_control(ctx, st, c["target"], c["side"])   # 15.1.10: a besieged fort falls: the space passes


def _log_losses(ctx, st, c, pieces, reserve, option: LossOption) -> None:
    """One log entry per unit that loses steps (12.4.2), kept in the combat's ``losses`` too.
    A replacement corps loses its steps in the army's space (12.4.3)."""
    replaced = dict(option.replacements)
    army_at = {p.id: p.space for p in pieces}
    by_corps = {k: a for a, k in replaced.items()}
    for p in list(pieces) + [r for r in reserve if r.id in by_corps]:
        n = option.steps_of(p.id)
        if not n:
            continue
        before = "reduced" if p.reduced else "full"
        after = "replaced" if p.id in replaced else ("reduced" if n < len(p.step_lfs()) else "eliminated")
        space = army_at.get(p.id) or army_at[by_corps[p.id]]
        c.setdefault("losses", []).append(
            log_step_loss(ctx, st, p.id, space, n, before, after, replaced.get(p.id)))


def traces_to(ctx, st, unit: str, source: str) -> bool:
    """Whether ``unit`` traces a supply line overland to ``source`` alone (Maude: Basra)."""
    net = network_for(ctx)
    group = net.group_for(ctx.units[unit])
    if group is None:
        return False
    only = replace(group, sources=frozenset({source}), sea=False, beachheads=False, sources_any_control=frozenset())
    return st.where[unit] in net.supplied(only, position_of(ctx, st))


def near_spaces(ctx, origin: str, radius: int) -> tuple[str, ...]:
    """The spaces at most ``radius`` lines from ``origin`` (the map never changes: kept per
    game): all a retreat of ``radius - 1`` spaces reaches and looks at (``RetreatMap.exits``,
    ``would_be_supplied``: their neighbours), all an advance (``radius`` 1) may enter."""
    rings = ctx.caches.setdefault("near_spaces", {})
    key = (origin, radius)
    near = rings.get(key)
    if near is None:
        seen, edge = {origin}, [origin]
        for _ in range(radius):
            edge = {e.to for s in edge for e in ctx.neighbours[s]} - seen
            seen.update(edge)
        near = rings[key] = tuple(sorted(seen))
    return near


def stacks_near(ctx, st, side: str, near) -> tuple[frozenset, dict]:
    """Among the spaces ``near``: those holding a unit not of ``side``, and how many units of
    ``side`` stand in each of its own (what a retreat or an advance map reads of the stacks)."""
    at, unit_side = st.at, ctx.unit_side
    enemy_units = frozenset(s for s in near if any(unit_side[u] != side for u in at.get(s, ())))
    count = {s: len(at[s]) for s in near if at.get(s) and unit_side[at[s][0]] == side}
    return enemy_units, count


def card_pieces(ctx, st, c) -> dict:
    return {"ground": ground_of(c), "attacker": side_pieces(ctx, st, c, "attacker"),
            "defender": side_pieces(ctx, st, c, "defender")}

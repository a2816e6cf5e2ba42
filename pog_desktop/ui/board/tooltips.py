"""Tooltip and inspector texts for spaces and units (Qt-free, plain HTML)."""
from __future__ import annotations

from html import escape

from ...data.model import GameData, Space, Unit
from .position import BoardPosition


def unit_line(unit: Unit, reduced: bool) -> str:
    step = "reduced" if reduced else "full"
    return f"{unit.name} ({unit.type}, {step}) {unit.factors(reduced)}"


def unit_text(game: GameData, pos: BoardPosition, uid: str) -> str:
    unit = game.units[uid]
    p = pos.units[uid]
    where = game.map.spaces[p.location].name if p.location in game.map.spaces else p.location.replace("_", " ")
    lines = [f"<b>{escape(unit.name)}</b> — {unit.nation.upper()} {unit.type}, {unit.side.upper()}",
             f"Full {unit.full} · Reduced {unit.reduced} (combat-loss-movement)",
             f"Showing the {'reduced' if p.reduced else 'full'} side",
             f"In {escape(where)}"]
    if unit.near_east:
        lines.append("May operate on the Near East map")
    if unit.not_replaceable:
        lines.append("Cannot be replaced")
    return "<br>".join(lines)


def space_facts(space: Space) -> list[str]:
    facts = [f"{(space.nation or 'no nation').upper()} ({space.side.upper()}), {space.map.replace('neareast', 'Near East').capitalize()} map",
             f"Terrain: {space.terrain}"]
    if space.vp:
        facts.append("VP space")
    if space.fort:
        facts.append(f"Fort {space.fort}")
    if space.ports:
        facts.append("Port (" + ", ".join(s.upper() for s in sorted(space.ports)) + ")")
    if space.supply_source:
        facts.append("Supply source")
    if space.capital:
        facts.append("Capital")
    if space.beachhead:
        facts.append("Beachhead space")
    return facts


def space_text(game: GameData, pos: BoardPosition, sid: str) -> str:
    space = game.map.spaces[sid]
    lines = [f"<b>{escape(space.name)}</b>", *space_facts(space)]
    for m in pos.markers_at(sid):
        lines.append(f"Marker: {escape(m.label)}")
    stack = pos.stack(sid)
    for side in ("cp", "ap"):
        mine = [u for u in stack if game.units[u].side == side]
        if mine:
            lines.append(f"<u>{side.upper()} units</u>")
            lines.extend(escape(unit_line(game.units[u], pos.units[u].reduced)) for u in reversed(mine))
    return "<br>".join(lines)

"""Tooltip and inspector texts for spaces and units (plain HTML, context ``Tooltips``)."""
from __future__ import annotations

from html import escape

from ...data.model import GameData, Space, Unit
from ..game_words import space_name
from .position import BoardPosition
from ..translate import translate


def unit_line(unit: Unit, reduced: bool) -> str:
    step = translate("Tooltips", "reduced") if reduced else translate("Tooltips", "full")
    return f"{unit.name} ({unit.type}, {step}) {unit.factors(reduced)}"


def unit_text(game: GameData, pos: BoardPosition, uid: str) -> str:
    unit = game.units[uid]
    p = pos.units[uid]
    where = game.map.spaces[p.location].name if p.location in game.map.spaces else p.location.replace("_", " ")
    lines = [f"<b>{escape(unit.name)}</b> — {unit.nation.upper()} {unit.type}, {unit.side.upper()}",
             translate("Tooltips", "Full {full} · Reduced {reduced} (combat-loss-movement)")
             .format(full=unit.full, reduced=unit.reduced),
             translate("Tooltips", "Showing the reduced side") if p.reduced
             else translate("Tooltips", "Showing the full side"),
             translate("Tooltips", "In {space}").format(space=escape(where))]
    if unit.near_east:
        lines.append(translate("Tooltips", "May operate on the Near East map"))
    if unit.not_replaceable:
        lines.append(translate("Tooltips", "Cannot be replaced"))
    lines.extend(escape(x) for x in pug_unit_facts(unit))
    return "<br>".join(lines)


def pug_unit_facts(unit: Unit) -> list[str]:
    """What a Pursuit of Glory counter adds: DRM, "?" loss factor, area limit, unique-unit rule."""
    out = []
    if unit.drm is not None:
        out.append(f"DRM +{unit.drm[0]} full, +{unit.drm[1]} reduced")
    if unit.loss_unknown:
        out.append("Loss factor ? (rolled each combat)")
    if unit.nations:
        out.append("Dual nationality: " + "/".join(n.upper() for n in unit.nations))
    if unit.area_limit:
        out.append(unit.area_limit.replace("_", " ").capitalize())
    if unit.note:
        out.append(unit.note)
    return out


def space_facts(space: Space) -> list[str]:
    facts = [f"{(space.nation or 'no nation').upper()} ({(space.side or 'neutral').upper()}), "
             f"{space.map.replace('neareast', 'Near East').capitalize()} map",
             translate("Tooltips", "Terrain: {terrain}").format(terrain=space.terrain)]
    if space.kind != "space":
        facts.append(space.kind.replace("_", " ").capitalize())
    if space.vp:
        facts.append(translate("Tooltips", "VP space") if space.vp is True or space.vp == 1
                     else translate("Tooltips", "VP space ({n} VP)").format(n=space.vp))
    if space.fort:
        facts.append(translate("Tooltips", "Fort {n}").format(n=space.fort))
    if space.ports:
        facts.append(translate("Tooltips", "Port ({sides})").format(sides=", ".join(s.upper() for s in sorted(space.ports))))
    if space.supply_source:
        facts.append(translate("Tooltips", "Supply source"))
    if space.capital:
        facts.append(translate("Tooltips", "Capital"))
    if space.beachhead:
        facts.append(translate("Tooltips", "Beachhead space"))
    facts.extend(pug_space_facts(space))
    return facts


def pug_space_facts(space: Space) -> list[str]:
    """The Pursuit of Glory symbols of a space."""
    out = []
    if space.sea:
        out.append(f"Sea: {space.sea.replace('_', ' ')}")
    if space.supply_limited:
        out.append("Limited supply for " + ", ".join(s.upper() for s in sorted(space.supply_limited)))
    if space.supply_note:
        out.append(escape(space.supply_note))
    if space.restricted_area:
        out.append(f"Restricted Area: {space.restricted_area.replace('_', ' ')}")
    for flag, text in ((space.jihad_city, "Jihad city"), (space.armenian_a, "Armenian A space"),
                       (space.oil_field, "Oil field"), (space.soviet_revolt_site, "Soviet revolt site")):
        if flag:
            out.append(text)
    if space.tribe:
        out.append(f"Tribe: {space.tribe.replace('_', ' ').capitalize()}")
    if space.city:
        out.append(f"Town: {space.city}")
    return out


def space_text(game: GameData, pos: BoardPosition, sid: str) -> str:
    space = game.map.spaces[sid]
    lines = [f"<b>{escape(space_name(game.game, space))}</b>", *space_facts(space)]
    for m in pos.markers_at(sid):
        lines.append(translate("Tooltips", "Marker: {marker}").format(marker=escape(m.label)))
    stack = pos.stack(sid)
    for side in ("cp", "ap"):
        mine = [u for u in stack if game.units[u].side == side]
        if mine:
            lines.append("<u>" + translate("Tooltips", "{side} units").format(side=side.upper()) + "</u>")
            lines.extend(escape(unit_line(game.units[u], pos.units[u].reduced)) for u in reversed(mine))
    return "<br>".join(lines)

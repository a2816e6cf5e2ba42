"""Tooltip and inspector texts for spaces and units (plain HTML, context ``Tooltips``)."""
from __future__ import annotations

from html import escape

from ...data.model import GameData, Space, Unit
from ..game_words import nation_name, space_name, unit_name
from .board_words import location_name, marker_label, terrain_name, word
from .position import BoardPosition
from ..translate import translate


def unit_line(unit: Unit, reduced: bool, game: str = "pog") -> str:
    step = translate("Tooltips", "reduced") if reduced else translate("Tooltips", "full")
    return f"{unit_name(game, unit)} ({word(unit.type)}, {step}) {unit.factors(reduced)}"


def unit_text(game: GameData, pos: BoardPosition, uid: str) -> str:
    unit = game.units[uid]
    p = pos.units[uid]
    where = location_name(game, p.location)
    lines = [f"<b>{escape(unit_name(game.game, unit))}</b> — "
             + translate("Tooltips", "{nation} {type}, {side}").format(
                 nation=escape(nation_name(game.game, unit.nation)), type=word(unit.type), side=unit.side.upper()),
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
        out.append(translate("Tooltips", "DRM +{full} full, +{reduced} reduced").format(full=unit.drm[0],
                                                                                       reduced=unit.drm[1]))
    if unit.loss_unknown:
        out.append(translate("Tooltips", "Loss factor ? (rolled each combat)"))
    if unit.nations:
        out.append(translate("Tooltips", "Dual nationality: {nations}").format(
            nations="/".join(n.upper() for n in unit.nations)))
    if unit.area_limit:
        out.append(word(unit.area_limit))
    if unit.note:
        out.append(unit.note)
    return out


def space_facts(space: Space, game: str = "pog") -> list[str]:
    nation = (translate("Tooltips", "no nation") if not space.nation
              else nation_name(game, space.nation))
    side = space.side.upper() if space.side else translate("Tooltips", "NEUTRAL")
    facts = [translate("Tooltips", "{nation} ({side}), {map}").format(nation=nation, side=side, map=word(space.map)),
             translate("Tooltips", "Terrain: {terrain}").format(terrain=terrain_name(space.terrain))]
    if space.kind != "space":
        facts.append(word(space.kind))
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
        out.append(translate("Tooltips", "Sea: {sea}").format(sea=word(space.sea)))
    if space.supply_limited:
        out.append(translate("Tooltips", "Limited supply for {nations}").format(
            nations=", ".join(s.upper() for s in sorted(space.supply_limited))))
    if space.supply_note:
        out.append(escape(space.supply_note))
    if space.restricted_area:
        out.append(translate("Tooltips", "Restricted Area: {area}").format(area=word(space.restricted_area)))
    for flag, text in ((space.jihad_city, translate("Tooltips", "Jihad city")),
                       (space.armenian_a, translate("Tooltips", "Armenian A space")),
                       (space.oil_field, translate("Tooltips", "Oil field")),
                       (space.soviet_revolt_site, translate("Tooltips", "Soviet revolt site"))):
        if flag:
            out.append(text)
    if space.tribe:
        out.append(translate("Tooltips", "Tribe: {tribe}").format(tribe=space.tribe.replace("_", " ").capitalize()))
    if space.city:
        out.append(translate("Tooltips", "Town: {town}").format(town=space.city))
    return out


def space_text(game: GameData, pos: BoardPosition, sid: str) -> str:
    space = game.map.spaces[sid]
    lines = [f"<b>{escape(space_name(game.game, space))}</b>", *space_facts(space, game.game)]
    for m in pos.markers_at(sid):
        lines.append(translate("Tooltips", "Marker: {marker}").format(marker=escape(marker_label(m))))
    stack = pos.stack(sid)
    for side in ("cp", "ap"):
        mine = [u for u in stack if game.units[u].side == side]
        if mine:
            lines.append("<u>" + translate("Tooltips", "{side} units").format(side=side.upper()) + "</u>")
            lines.extend(escape(unit_line(game.units[u], pos.units[u].reduced, game.game)) for u in reversed(mine))
    return "<br>".join(lines)

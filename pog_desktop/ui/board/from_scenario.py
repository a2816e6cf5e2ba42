"""Build a ``BoardPosition`` from a scenario setup (``pog_desktop.data.scenarios``).

A scenario lists units on the map, reduced units, both reserve boxes, eliminated units,
trenches, control and marker values (4.1, 4.2). Units of the game that the setup does not
place are reinforcements not yet in play (DAT-09: neutrals stay off-map until entry).
"""
from __future__ import annotations

from ...data.model import GameData
from .offmap import board_boxes, box_for
from .position import (BoardPosition, Marker, Placement, PositionError, SIDES, Tracks, US_ENTRY_STEPS,
                       RU_CAPITULATION_STEPS)


def load_setup(game: GameData, scenario_id: str):
    """The scenario object, or None while the scenario loader is not available."""
    try:
        from ...data.scenarios import load_scenario
    except ImportError:
        return None
    return load_scenario(game.game, scenario_id)


def _units_by_side(entry, game: GameData) -> dict[str, tuple[str, ...]]:
    """Accept ``{"ap": (...), "cp": (...)}`` or a flat collection of unit ids."""
    if isinstance(entry, dict):
        return {side: tuple(entry.get(side, ())) for side in SIDES}
    out: dict[str, list[str]] = {side: [] for side in SIDES}
    for uid in entry or ():
        out[game.units[uid].side].append(uid)
    return {s: tuple(v) for s, v in out.items()}


def _marker_value(markers: dict, *names: str, default=None):
    for n in names:
        if n in markers:
            return markers[n]
    return default


def tracks_from_markers(markers: dict, commitment: dict | None = None) -> Tracks:
    """Track values from a scenario's ``markers``; anything not given keeps its 4.1 start value."""
    base = Tracks()
    ws = {s: int(_marker_value(markers, f"ws_{s}", f"{s}_ws", default=0)) for s in SIDES}
    rp = dict(base.rp)
    for key, value in markers.items():
        if key.startswith("rp_"):
            pool = key[3:]
            rp["a" if pool == "allied" else pool] = int(value)
    known = {"turn", "vp", "combined_ws", "ws_combined", "cws", "us_entry", "ru_capitulation", "russian_capitulation",
             "cp_russian_vp", "ap_ws", "cp_ws", "ws_ap", "ws_cp"}
    extra = {k: int(v) for k, v in markers.items() if k not in known and not k.startswith("rp_")}
    us = _marker_value(markers, "us_entry", default=0)
    ru = _marker_value(markers, "ru_capitulation", "russian_capitulation", default=0)
    return Tracks(
        turn=int(_marker_value(markers, "turn", default=base.turn)),
        vp=int(_marker_value(markers, "vp", default=base.vp)),
        ws=ws,
        combined_ws=int(_marker_value(markers, "combined_ws", "ws_combined", "cws", default=sum(ws.values()))),
        rp=rp,
        commitment={**base.commitment, **(commitment or {})},
        us_entry=US_ENTRY_STEPS[us] if isinstance(us, int) else us,
        ru_capitulation=RU_CAPITULATION_STEPS[ru] if isinstance(ru, int) else ru,
        cp_russian_vp=int(_marker_value(markers, "cp_russian_vp", default=0)),
        extra=extra,
    )


def position_from_setup(game: GameData, sc) -> BoardPosition:
    boxes = board_boxes(game.map)
    reduced = set(getattr(sc, "reduced", ()) or ())
    units: dict[str, Placement] = {}

    def place(uid: str, location: str) -> None:
        if uid not in game.units:
            raise PositionError(f"scenario places unknown unit {uid!r} at {location!r}")
        if uid in units:
            raise PositionError(f"scenario places unit {uid!r} twice ({units[uid].location!r} and {location!r})")
        order = sum(1 for p in units.values() if p.location == location)
        units[uid] = Placement(location, uid in reduced, order)

    for space, uids in sc.units_on_map.items():
        if space not in game.map.spaces:
            raise PositionError(f"scenario places units on unknown space {space!r}")
        for uid in uids:
            place(uid, space)
    if getattr(sc, "boxes", None):      # every starting box by id (corps assets, tribal war ... in PuG)
        for box, uids in sc.boxes.items():
            for uid in uids:
                place(uid, box)
    else:
        for side, uids in _units_by_side(getattr(sc, "reserve", {}), game).items():
            for uid in uids:
                place(uid, box_for(boxes, "reserve", side))
        for side, uids in _units_by_side(getattr(sc, "eliminated", ()), game).items():
            for uid in uids:
                place(uid, box_for(boxes, "eliminated", side))
    for uid, unit in game.units.items():
        if uid not in units:
            place(uid, box_for(boxes, "reinforcements", unit.side))

    control = dict(getattr(sc, "control", {}) or {})
    markers: dict[str, tuple[Marker, ...]] = {}
    for space, level in (getattr(sc, "trenches", {}) or {}).items():
        owner = control.get(space) or game.map.spaces[space].side
        markers[space] = (Marker("trench", owner, int(level)),)
    for space, kinds in (getattr(sc, "space_markers", {}) or {}).items():
        side = control.get(space) or game.map.spaces[space].side
        markers[space] = markers.get(space, ()) + tuple(
            Marker(k, "ap" if k == "ru_vp" else (side if k == "beachhead" else None)) for k in kinds)
    for space, side in control.items():
        # the printed map already shows the normal owner; only a change needs a marker
        if side is not None and side != game.map.spaces[space].side:
            markers[space] = markers.get(space, ()) + (Marker("control", side),)
    tracks = tracks_from_markers(dict(getattr(sc, "markers", {}) or {}), getattr(sc, "commitment", None))
    if game.game == "pug":     # its own RP pools (22.1.2), in the order its RP track shows them
        from dataclasses import replace
        from .pug_tracks import RP_POOLS
        tracks = replace(tracks, rp={p: tracks.rp.get(p, 0) for p in RP_POOLS})
    return BoardPosition(units, markers, tracks)


def position_for_scenario(game: GameData, scenario_id: str) -> BoardPosition:
    """The setup of ``scenario_id``; every unit waits off-map if no scenario loader exists yet."""
    sc = load_setup(game, scenario_id)
    if sc is None:
        boxes = board_boxes(game.map)
        by_box: dict[str, int] = {}
        units = {}
        for uid, unit in game.units.items():
            box = box_for(boxes, "reinforcements", unit.side)
            units[uid] = Placement(box, False, by_box.get(box, 0))
            by_box[box] = by_box.get(box, 0) + 1
        return BoardPosition(units)
    return position_from_setup(game, sc)

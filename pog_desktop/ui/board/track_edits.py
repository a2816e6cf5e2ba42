"""Sandbox edits of the tracks (Qt-free): what a click on a track cell does, and what its
context menu offers. Each result is a set of ``Tracks`` fields for ``Sandbox.set_tracks``."""
from __future__ import annotations

from .position import COMMITMENTS, ROUND_ACTIONS, RU_CAPITULATION_STEPS, US_ENTRY_STEPS, RoundPlay, Tracks
from ..translate import translate
from .tracks import ACTION_NAMES, ERA_NAMES, local, mo_nation

# 7.1: the nations a side's mandated offensive can fall on (7.1.6: AH against Italy).
MO_NATIONS = {"ap": ("fr", "br", "it", "ru"), "cp": ("ah", "ah_it", "tu", "ge")}
# cells of the war status track: (what, side)
WS_CELLS = (("ws", "cp"), ("commitment", "cp"), ("ws", "ap"), ("commitment", "ap"), ("combined", None))
MO_CELLS = ("cp", "ap")


def _bump(t: Tracks, track: str, index: int, delta: int) -> dict | None:
    if track == "status":      # Pursuit of Glory: Jihad, RU VP, TU max RP, Revolution turns, AP MO drm
        from .pug_tracks import STATUS
        key = STATUS[index][0]
        return {"extra": {**t.extra, key: max(0, t.extra.get(key, 0) + delta)}}
    if track == "ws":
        what, side = WS_CELLS[index]
        if what == "ws":
            return {"ws": {**t.ws, side: max(0, t.ws[side] + delta)}}
        if what == "combined":
            return {"combined_ws": max(0, t.combined_ws + delta)}
        return None
    if track == "rp":
        pool = list(t.rp)[index]
        return {"rp": {**t.rp, pool: max(0, t.rp[pool] + delta)}}
    if track == "mo" and index == 2:
        return {"cp_russian_vp": max(0, t.cp_russian_vp + delta)}
    return None


def click_edit(t: Tracks, track: str, index: int) -> dict | None:
    """A click puts the track's marker on the cell (or adds one to a counting cell)."""
    if track == "turn":
        return {"turn": index + 1}
    if track == "vp":
        return {"vp": index}
    if track == "us_entry":
        return {"us_entry": US_ENTRY_STEPS[index]}
    if track == "ru_capitulation":
        return {"ru_capitulation": RU_CAPITULATION_STEPS[index]}
    if track == "ws" and WS_CELLS[index][0] == "commitment":
        side = WS_CELLS[index][1]
        nxt = COMMITMENTS[(COMMITMENTS.index(t.commitment[side]) + 1) % len(COMMITMENTS)]
        return {"commitment": {**t.commitment, side: nxt}}
    return _bump(t, track, index, +1)


def menu_edits(t: Tracks, track: str, index: int, game: str = "pog") -> list[tuple[str, dict]]:
    """(label, fields) choices for the context menu of a track cell (the MO results of ``game``)."""
    out: list[tuple[str, dict]] = []
    for label, delta in (("+1", 1), ("−1", -1)):   # signs, the same in every language
        change = _bump(t, track, index, delta)
        if change is not None:
            out.append((label, change))
    if track == "ws" and WS_CELLS[index][0] == "commitment":
        side = WS_CELLS[index][1]
        out += [(local(ERA_NAMES[c]), {"commitment": {**t.commitment, side: c}}) for c in COMMITMENTS]
    if track in ("rounds_ap", "rounds_cp"):
        side = track[-2:]
        kept = tuple(r for r in t.rounds.get(side, ()) if r.round != index + 1)
        for action in ROUND_ACTIONS:
            played = tuple(sorted(kept + (RoundPlay(index + 1, action),), key=lambda r: r.round))
            out.append((local(ACTION_NAMES[action]), {"rounds": {**t.rounds, side: played}}))
        out.append((translate("Tracks", "Clear"), {"rounds": {**t.rounds, side: kept}}))
    if track == "mo" and index < len(MO_CELLS):
        side = MO_CELLS[index]
        if game == "pug":
            from .pug_tracks import MO_RESULTS
            results = MO_RESULTS[side]
        else:
            results = MO_NATIONS[side]
        out += [(mo_nation(n), {"mo": {**t.mo, side: n}}) for n in results]
        out.append((translate("Tracks", "None or made"), {"mo": {**t.mo, side: None}}))
    return out

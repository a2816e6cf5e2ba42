"""The engine's ``Game`` as a ``BoardPosition`` (the snapshot the board draws). Qt-free.

Reads a seat's view (``game.view(seat)``, issue 11): where each unit is, reduced units, trenches, control,
destroyed forts and the track values; the spaces activated in the current operation come from the
engine's description of the decision in progress (``rules.choices.decision``), not from ``State.sub``.
Units the engine keeps off the map go to the boxes the board draws for them: ``offmap``
(not yet in play, 4.2.2) to the side's reinforcements box, ``removed`` (12.4.7) to the
permanently eliminated box.
"""
from __future__ import annotations

from ...rules.choices import decision
from ..board.offmap import board_boxes, box_for
from ..board.position import (BoardPosition, Marker, Placement, ROUND_ACTIONS, RP_POOLS, RoundPlay,
                              RU_CAPITULATION_STEPS, Tracks, US_ENTRY_STEPS)

_OFFBOARD_KINDS = {"offmap": "reinforcements", "removed": "permanently_eliminated"}


def _location(data, boxes: dict, unit: str, where: str) -> str:
    if where in data.map.spaces or where in boxes:
        return where
    kind = _OFFBOARD_KINDS.get(where)
    if kind is None:
        raise ValueError(f"unit {unit!r} is at {where!r}, which is neither a space nor a box the board knows")
    return box_for(boxes, kind, data.units[unit].side)


def _units(data, st) -> dict[str, Placement]:
    boxes = board_boxes(data.map)
    out: dict[str, Placement] = {}
    heights: dict[str, int] = {}
    # ``at`` keeps each location's arrival order: the last to arrive is drawn on top
    for where, uids in st.at.items():
        for uid in uids:
            loc = _location(data, boxes, uid, where)
            out[uid] = Placement(loc, uid in st.reduced, heights.get(loc, 0))
            heights[loc] = heights.get(loc, 0) + 1
    return out


def _markers(data, st, activated: dict) -> dict[str, tuple[Marker, ...]]:
    spaces = data.map.spaces
    found: dict[str, list[Marker]] = {}

    def add(space: str, marker: Marker) -> None:
        if space in spaces:
            found.setdefault(space, []).append(marker)

    for space, level in st.trench.items():
        if level in (1, 2):
            add(space, Marker("trench", st.trench_side.get(space) or st.control.get(space), int(level)))
    for space, side in st.control.items():
        if side in ("ap", "cp") and side != spaces[space].side:
            add(space, Marker("control", side))
    for space in st.forts_destroyed:
        add(space, Marker("fort_destroyed"))
    for space, mode in activated.items():
        add(space, Marker("activated_attack" if mode == "attack" else "activated_move"))
    return {s: tuple(m) for s, m in found.items()}


def _furthest(flags, steps: tuple[str, ...]) -> str:
    reached = [i for i, s in enumerate(steps) if s in flags]
    return steps[max(reached)] if reached else steps[0]


def _tracks(st) -> Tracks:
    rp = {p: 0 for p in RP_POOLS}
    for pools in st.rp.values():
        for pool, n in pools.items():
            key = "a" if pool == "allied" else pool
            if key in rp:
                rp[key] = int(n)
    rounds = {side: tuple(RoundPlay(i + 1, what) for i, what in enumerate(plays) if what in ROUND_ACTIONS)
              for side, plays in st.played.items()}
    return Tracks(turn=min(max(st.turn, 1), 20), vp=st.vp, ws=dict(st.ws), combined_ws=st.cws,
                  commitment=dict(st.commitment), rounds=rounds, rp=rp,
                  us_entry=_furthest(st.flags, US_ENTRY_STEPS),
                  ru_capitulation=_furthest(st.flags, RU_CAPITULATION_STEPS), mo=dict(st.mo))


def position_from_game(data, game, seat: str | None = None) -> BoardPosition:
    """``data``: the game data the board was built from; ``seat``: whose view (None: the
    public one). The board draws only the view's public state and the Move/Attack markers of
    the operation in progress (9.2.5)."""
    st = _PublicState(game.view(seat)["state"])
    activated = decision(game).get("activated") or {}
    return BoardPosition(_units(data, st), _markers(data, st, activated), _tracks(st))


class _PublicState:
    """A view's state read by attribute, as the functions above read a state."""

    def __init__(self, doc: dict):
        self.__dict__.update(doc)
        self.reduced = frozenset(doc["reduced"])
        self.flags = frozenset(doc["flags"])
        self.forts_destroyed = frozenset(doc["forts_destroyed"])

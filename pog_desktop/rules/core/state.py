"""The changing game state: plain data that serialises to JSON and copies cheaply.

Where each unit is (``where``: unit -> space id, box id, ``offmap`` or ``removed``) and its
inverse ``at`` (location -> tuple of units, tuples so a clone can share them), reduced
units, control, trenches, markers, cards, war status, RP, and the current step with its
small working data (``sub``). Rules live in the other modules; this one only stores.
"""
from __future__ import annotations

from dataclasses import dataclass, field, fields
import hashlib
import json
from operator import itemgetter

from .messages import entry_from_json, entry_to_json
from .tracked import TDict, TSet

SIDES = ("ap", "cp")
OFFMAP = "offmap"          # not yet in play (neutral nations, reinforcements)
REMOVED = "removed"        # permanently eliminated (12.4.7)


def other(side: str) -> str:
    return "cp" if side == "ap" else "ap"


def reserve_box(side: str) -> str:
    return f"{side}_reserve"


def eliminated_box(side: str) -> str:
    return f"{side}_eliminated"


_MUTABLE = (dict, list, set)
_PLAIN = frozenset({str, int, float, bool, type(None)})


def _copy(v):
    """Copy of small nested working data (dicts, lists, sets of primitives). Leaves are
    tested inline, not by a call each: clone runs before every action (undo)."""
    if isinstance(v, dict):
        return {k: _copy(x) if isinstance(x, _MUTABLE) else x for k, x in v.items()}
    if isinstance(v, list):
        return [_copy(x) if isinstance(x, _MUTABLE) else x for x in v]
    if isinstance(v, set):
        return set(v)
    return v


def _lists(d: dict) -> dict:
    return {k: list(v) for k, v in d.items()}


def _jsonable(v):
    if isinstance(v, dict):
        return {k: x if type(x) in _PLAIN else _jsonable(x) for k, x in v.items()}
    if isinstance(v, (list, tuple)):
        return [x if type(x) in _PLAIN else _jsonable(x) for x in v]
    if isinstance(v, (set, frozenset)):
        return sorted(v)
    return v


@dataclass(slots=True)
class State:
    turn: int = 1
    round: int = 1
    phase: str = "setup"
    step: str = "setup"
    active: str = "cp"
    # the position's containers supply reads are TDict / TSet (core/tracked.py: they know
    # when they changed); ``track`` wraps plain ones put there from outside
    where: dict = field(default_factory=TDict)
    at: dict = field(default_factory=TDict)
    reduced: set = field(default_factory=set)
    control: dict = field(default_factory=TDict)
    trench: dict = field(default_factory=dict)         # space -> level 1/2
    trench_side: dict = field(default_factory=dict)    # space -> side owning it
    forts_destroyed: set = field(default_factory=TSet)
    vp: int = 10
    ws: dict = field(default_factory=lambda: {"ap": 0, "cp": 0})
    cws: int = 0
    commitment: dict = field(default_factory=lambda: {"ap": "mobilization", "cp": "mobilization"})
    hand: dict = field(default_factory=lambda: {"ap": [], "cp": []})
    draw: dict = field(default_factory=lambda: {"ap": [], "cp": []})
    discard: dict = field(default_factory=lambda: {"ap": [], "cp": []})
    removed: dict = field(default_factory=lambda: {"ap": [], "cp": []})
    rp: dict = field(default_factory=lambda: {"ap": {}, "cp": {}})
    mo: dict = field(default_factory=lambda: {"ap": None, "cp": None})
    mo_made: dict = field(default_factory=lambda: {"ap": False, "cp": False})
    played: dict = field(default_factory=lambda: {"ap": [], "cp": []})   # 8.1.4 action chart, this turn
    reinforced: list = field(default_factory=list)                      # nations reinforced this turn (9.5.3.1)
    neutral: set = field(default_factory=TSet)         # nations not yet at war (4.2.2)
    flags: set = field(default_factory=TSet)          # events in effect and other persistent markers
    counters: dict = field(default_factory=dict)      # per-turn limits (13.2, 11.3.2 ...)
    combat_cards: dict = field(default_factory=lambda: {"ap": [], "cp": []})   # kept face up this turn (9.5.4.2)
    beachhead: str | None = None
    sub: dict = field(default_factory=dict)           # the current step's working data
    last_combat: dict | None = None                   # what the last finished combat did (combat.engine.summary)
    cmd: dict = field(default_factory=dict)           # the four-player variant's commands (core/commands.py)
    rng: int = 0
    rng_count: int = 0
    dice_script: list = field(default_factory=list)
    reveals: int = 0
    over: bool = False
    result: dict | None = None
    log: list = field(default_factory=list)

    # -- units -------------------------------------------------------------------------
    def units_at(self, loc: str) -> tuple:
        return self.at.get(loc, ())

    def place(self, unit: str, loc: str) -> None:
        where, at = self.where, self.at
        old = where.get(unit)
        if old is not None:
            rest = tuple(u for u in at.get(old, ()) if u != unit)
            if rest:
                at[old] = rest
            else:
                at.pop(old, None)
        where[unit] = loc
        at[loc] = at.get(loc, ()) + (unit,)

    def loc(self, unit: str) -> str:
        return self.where.get(unit, OFFMAP)

    # -- copying and JSON -------------------------------------------------------------
    def clone(self, log: bool = True) -> "State":
        """A copy sharing nothing mutable. ``log=False`` leaves the log out (``[]``): the
        Game's undo snapshots take the log back by its length instead of copying it."""
        s = State.__new__(State)
        # Written out field by field: bots clone thousands of times, and a loop over the
        # field names with getattr/setattr costs twice as much. ``_SHALLOW`` lists the
        # immutable ones (a test checks that every field is copied).
        s.turn, s.round, s.phase, s.step, s.active = self.turn, self.round, self.phase, self.step, self.active
        s.vp, s.cws, s.beachhead, s.rng, s.rng_count = self.vp, self.cws, self.beachhead, self.rng, self.rng_count
        s.reveals, s.over = self.reveals, self.over
        s.where = self.where.copy()   # TDict / TSet copies keep their stamps (core/tracked.py)
        s.at = self.at.copy()
        s.reduced = set(self.reduced)
        s.control = self.control.copy()
        s.trench = dict(self.trench)
        s.trench_side = dict(self.trench_side)
        s.forts_destroyed = self.forts_destroyed.copy()
        s.ws = dict(self.ws)
        s.commitment = dict(self.commitment)
        s.hand = _lists(self.hand)
        s.draw = _lists(self.draw)
        s.discard = _lists(self.discard)
        s.removed = _lists(self.removed)
        s.rp = {k: dict(v) for k, v in self.rp.items()}
        s.mo = dict(self.mo)
        s.mo_made = dict(self.mo_made)
        s.played = _lists(self.played)
        s.reinforced = list(self.reinforced)
        s.neutral = self.neutral.copy()
        s.flags = self.flags.copy()
        s.counters = dict(self.counters)
        s.combat_cards = _lists(self.combat_cards)
        s.sub = _copy(self.sub)
        s.dice_script = list(self.dice_script)
        s.result = _copy(self.result)
        s.last_combat = _copy(self.last_combat)
        s.cmd = _copy(self.cmd)
        s.log = list(self.log) if log else []
        return s

    def to_json(self, with_log: bool = True) -> dict:
        out = {}
        for f in fields(self):
            if f.name == "at" or (f.name == "log" and not with_log) or (f.name == "cmd" and not self.cmd):
                continue   # no "cmd" outside the four-player variant: hashes stay as they were
            out[f.name] = _jsonable(getattr(self, f.name))
        if with_log:   # an entry's message keeps its key and parameters (issue 16)
            out["log"] = [entry_to_json(e) for e in out["log"]]
        return out

    @classmethod
    def from_json(cls, doc: dict) -> "State":
        s = cls()
        names = {f.name for f in fields(cls)}
        unknown = set(doc) - names
        if unknown:
            raise ValueError(f"state: unknown field(s) {sorted(unknown)}")
        for k, v in doc.items():
            setattr(s, k, v)
        s.reduced = set(s.reduced)
        s.sub = _sets_back(s.sub)
        s.log = [entry_from_json(e) for e in s.log]
        at = {}
        for u, loc in sorted(s.where.items()):
            at[loc] = at.get(loc, ()) + (u,)
        s.at = at
        return s.track()

    def track(self) -> "State":
        """Put every position container (``TRACKED``) that is a plain dict or set into a
        TDict / TSet of its own (a new stamp); the tracked ones stay as they are. For a state
        whose containers were replaced from outside (``from_json``, a setup, a restored
        position); supply answers such a state correctly anyway, only slower."""
        for name, kind in TRACKED.items():
            v = getattr(self, name)
            if type(v) is not kind:
                setattr(self, name, kind(v))
        return self

    def hash(self) -> str:
        """sha256 of ``to_json(with_log=False)`` with the units of each location sorted, as
        sorted-key compact JSON; the fields go to the encoder as they are (it writes tuples
        as lists, and sets sorted, as ``to_json`` would), without a converted copy first.
        ``control`` and ``where``, the two big flat maps, are written by ``_flat_text`` (the
        same text) and spliced in between the encoder's runs of the fields around them."""
        parts = []
        for names, flat in _LAYOUT:
            doc = {name: getattr(self, name) for name in names}
            if "at" in doc:   # put in key order first: sorting strings is cheaper than the encoder's pairs
                at = self.at
                doc["at"] = {k: sorted(at[k]) for k in sorted(at)}
            if "cmd" in doc and not self.cmd:
                del doc["cmd"]
            if doc:
                parts.append(_HASH_JSON.encode(doc)[1:-1])
            if flat:
                parts.append(f'"{flat}":' + _flat_text(getattr(self, flat)))
        return hashlib.sha256(("{" + ",".join(parts) + "}").encode()).hexdigest()


# working-data keys that hold sets (JSON turns them into lists)
SET_KEYS = frozenset({"moved", "done_units", "eligible"})


def _sets_back(sub: dict) -> dict:
    out = {}
    for k, v in sub.items():
        if isinstance(v, dict):
            out[k] = _sets_back(v)
        elif k in SET_KEYS and isinstance(v, list):
            out[k] = set(v)
        else:
            out[k] = v
    return out


def _sorted_set(v):
    if isinstance(v, (set, frozenset)):
        return sorted(v)
    raise TypeError(f"Object of type {type(v).__name__} is not JSON serializable")


# No check for circular references (a fifth of the time): the state is plain data, no cycle.
_HASH_JSON = json.JSONEncoder(sort_keys=True, separators=(",", ":"), default=_sorted_set, check_circular=False)
# what the hash covers: every field but the log, ``at`` (its units sorted) and ``cmd`` only when set
_HASHED = tuple(f.name for f in fields(State) if f.name not in ("at", "log", "cmd"))
# The hashed fields in sorted order, cut after each field ``_flat_text`` writes: (the fields
# before it, it), ..., (the rest, None). Field names are plain identifiers (no escaping).
_FLAT = ("control", "where")


def _layout() -> tuple[tuple[tuple[str, ...], str | None], ...]:
    out, run = [], []
    for name in sorted(_HASHED + ("at", "cmd")):
        if name in _FLAT:
            out.append((tuple(run), name))
            run = []
        else:
            run.append(name)
    return tuple(out) + ((tuple(run), None),)


_LAYOUT = _layout()
# Pure functions of their keys (never of a position), so never stale: the JSON text of a
# string (or None), and per key order of a map, the map's text with a ``%s`` for each value
# (keys sorted) and a getter of its values in that order.
_TEXTS: dict = {None: "null"}
_FORMS: dict[tuple, tuple] = {}
_KEPT = 4096


def _flat_text(d: dict) -> str:
    """``_HASH_JSON.encode(d)``, faster for a map of two or more strings to strings or None
    (``control``, ``where``): the text around the values is made once per key order, each
    value's text once per string. Any other map goes to the encoder."""
    keys = tuple(d)
    form = _FORMS.get(keys)
    if form is None:
        if len(keys) < 2 or not all(type(k) is str for k in keys):
            return _HASH_JSON.encode(d)
        order = sorted(keys)
        text = ",".join(_HASH_JSON.encode(k).replace("%", "%%") + ":%s" for k in order)
        if len(_FORMS) >= 64:
            _FORMS.clear()
        form = _FORMS[keys] = ("{" + text + "}", itemgetter(*order))
    text, values_of = form
    values = values_of(d)
    try:
        return text % tuple(map(_TEXTS.__getitem__, values))
    except (KeyError, TypeError):
        pass
    if not all(v is None or type(v) is str for v in values):
        return _HASH_JSON.encode(d)
    if len(_TEXTS) >= _KEPT:
        _TEXTS.clear()
        _TEXTS[None] = "null"
    texts = []   # from this call's own list: another thread may clear _TEXTS meanwhile
    for v in values:
        t = _TEXTS.get(v)
        if t is None:
            t = _TEXTS[v] = _HASH_JSON.encode(v)
        texts.append(t)
    return text % tuple(texts)


# the containers supply reads, and their tracked kinds (``State.track``, board/in_supply.py)
TRACKED = {"where": TDict, "at": TDict, "control": TDict, "forts_destroyed": TSet, "neutral": TSet,
           "flags": TSet}

_SHALLOW = ("turn", "round", "phase", "step", "active", "vp", "cws", "beachhead", "rng", "rng_count",
            "reveals", "over")

"""Actions: small frozen values with a stable JSON form (DESIGN: a game is its action list)."""
from __future__ import annotations

from dataclasses import dataclass
from operator import attrgetter

from .errors import IllegalAction
from .messages import msg

_FIELDS = ("card", "space", "to", "unit", "units", "mode", "choice")
_KNOWN = frozenset({"type", *_FIELDS})
# The fields each action type may carry; anything else makes the action malformed.
SHAPES = {
    "choose": ("choice",), "auto_op": (), "play_ops": ("card",), "play_sr": ("card",), "play_rp": ("card",),
    "play_event": ("card",), "activate": ("space", "mode"), "done": (), "move": ("units", "to"), "stop": (),
    "entrench": ("unit",), "select": ("unit",), "sr": ("unit", "to"), "cancel": (), "replace": ("unit", "to"),
    "discard": ("card",), "place": ("unit", "to"), "eliminate": ("unit",), "offer_peace": (),
    # combat (12): attacks, flank attempts, combat cards, losses, retreats and advances
    "attack": ("space", "units"), "flank": ("space",), "no_flank": (), "combat_card": ("card",),
    "no_more_cards": (), "losses": ("choice",), "retreat": ("unit", "choice"), "cancel_retreat": ("unit", "choice"),
    "advance": ("units", "choice"),
    # the four-player variant (seed 003): units given to the ally (4.4a), the end-of-turn card pass (4.6)
    "transfer": ("units",), "pass_card": ("card",),
}


# type -> the fields it may not carry (asked for every action applied): their names, a getter
# of their values (every type leaves out several), and those values when none is given
_OTHERS = {t: tuple(f for f in _FIELDS if f not in allowed) for t, allowed in SHAPES.items()}
_UNSET = {t: (others, attrgetter(*others), tuple(() if f == "units" else None for f in others))
          for t, others in _OTHERS.items()}


def shape_error(action: "Action") -> str | None:
    shape = _UNSET.get(action.type)
    if shape is None:
        return None  # a type this module does not know: the step refuses it by name
    others, values, unset = shape
    if values(action) == unset:
        return None   # the usual case, in one comparison
    extra = [f for f in others if getattr(action, f) not in (None, ())]
    if extra:
        return msg("core.actions.action_takes_no", "action {type!r} takes no {value}",
                   type=action.type, value=', '.join((repr(f) for f in extra)))
    return None


@dataclass(frozen=True, slots=True)
class Action:
    """One decision. ``type`` names it (``play_ops``, ``activate``, ``move`` ...); the other
    fields are filled only where that type needs them."""

    type: str
    card: str | None = None
    space: str | None = None
    to: str | None = None
    unit: str | None = None
    units: tuple[str, ...] = ()
    mode: str | None = None
    choice: str | None = None

    def to_json(self) -> dict:
        # field by field in _FIELDS order (every action applied is stored this way)
        out: dict = {"type": self.type}
        if self.card is not None:
            out["card"] = self.card
        if self.space is not None:
            out["space"] = self.space
        if self.to is not None:
            out["to"] = self.to
        if self.unit is not None:
            out["unit"] = self.unit
        if self.units is not None and self.units != ():
            out["units"] = list(self.units)
        if self.mode is not None:
            out["mode"] = self.mode
        if self.choice is not None:
            out["choice"] = self.choice
        return out

    @classmethod
    def from_json(cls, doc: dict) -> "Action":
        if type(doc) is dict and cls is Action:
            # Most actions repeat (``done``, a card, a space, a stack's move): a value already
            # read is shared (it is frozen); only a document read without a refusal is kept,
            # under its items with a list of units as a tuple (a document whose units are not
            # a list is never kept: it is refused by name below).
            units = doc.get("units")
            if units is None:
                key = (*doc.items(),)
            elif type(units) is list:
                key = (*[(k, tuple(v)) if k == "units" else (k, v) for k, v in doc.items()],)
            else:
                return cls._read(doc)
            try:
                known = _READ.get(key)
            except TypeError:     # an unhashable value: refused by name below
                return cls._read(doc)
            if known is None:
                known = cls._read(doc)
                if len(_READ) >= _READ_KEPT:
                    _READ.clear()
                _READ[key] = known
            return known
        return cls._read(doc)

    @classmethod
    def _read(cls, doc: dict) -> "Action":
        if not isinstance(doc, dict) or not isinstance(doc.get("type"), str):
            raise IllegalAction(msg("core.actions.an_action_must_be_an",
                                    "an action must be an object with a 'type' string, not {doc!r}",
                                    doc=doc))
        unknown = () if _KNOWN.issuperset(doc) else set(doc) - _KNOWN
        if unknown:
            raise IllegalAction(msg("core.actions.action_unknown_field_s",
                                    "action {type!r}: unknown field(s) {unknown}",
                                    type=doc['type'], unknown=sorted(unknown)))
        units = doc.get("units", ())
        if "units" in doc:
            if not isinstance(units, list) or not all(isinstance(u, str) for u in units):
                raise IllegalAction(msg("core.actions.action_units_must_be_a",
                                        "action {type!r}: 'units' must be a list of unit ids",
                                        type=doc['type']))
            units = tuple(units)
        for k, v in doc.items():
            if k != "units" and k != "type" and not isinstance(v, str):
                raise IllegalAction(msg("core.actions.action_field_must_be_a",
                                        "action {type!r}: field {k!r} must be a string, not {v!r}",
                                        type=doc['type'], k=k, v=v))
        get = doc.get
        return cls(doc["type"], get("card"), get("space"), get("to"), get("unit"), units, get("mode"), get("choice"))

    def __str__(self) -> str:
        parts = [f"{k}={v}" for k, v in self.to_json().items() if k != "type"]
        return f"{self.type}({', '.join(parts)})"


# ``Action.from_json``'s answers, by the items of the documents read.
_READ: dict[tuple, Action] = {}
_READ_KEPT = 4096

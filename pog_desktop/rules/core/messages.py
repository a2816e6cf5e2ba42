"""The engine's text as message keys with parameters (issue 16): prompts, refusal reasons and log
entries are ``Msg`` values, not finished sentences, so an interface can render them in its language.

A ``Msg`` is a ``str`` whose value is the English text, so every consumer that reads English (tests,
logs, saved files, hashes) sees what it always saw; it also carries ``key`` (named by area:
``"operations.movement.holds_enemy_units"``) and ``params``. Its English template is registered
once per key in ``TEMPLATES``; ``packaging/engine_catalog.py`` collects every ``msg(...)`` call of
``pog_desktop/rules`` into the translation catalogs.

Parameters named for a kind of game thing hold the thing's id and are rendered by name:
``space``, ``unit``, ``card``, ``side`` (and ``space2``, ... ; plurals ``spaces``, ``units``, ``cards``
hold lists of ids, shown joined with ", "; ``path`` a list of spaces shown "a -> b"). A parameter may itself be a ``Msg`` (a reason inside a
refusal). The English names come from the game's data through the ``ctx`` given to ``msg``;
``ui/engine_text.py`` renders the same message in the chosen language.
"""
from __future__ import annotations

import re

# key -> English template (str.format syntax: "{space} holds enemy units (11.1.7)")
TEMPLATES: dict[str, str] = {}
# key -> (name, kind, plural) of each of its parameters that hold ids of game things (see KIND)
_KINDS: dict[str, tuple] = {}
# key -> the English text of a template without parameters ("{{" read as "{")
_PLAIN: dict[str, str] = {}

_KIND = re.compile(r"^(space|unit|card|side|path)(s?)\d*$")
_FIELD = re.compile(r"(?<!\{)\{([A-Za-z_][A-Za-z0-9_]*)")


def kind_of(name: str) -> tuple[str, bool] | None:
    """``("space", False)`` for ``space2``, ``("unit", True)`` for ``units``, None for a plain value."""
    try:
        return _KIND_OF[name]
    except KeyError:
        m = _KIND.match(name)
        kind = _KIND_OF[name] = (m.group(1), bool(m.group(2))) if m else None
        return kind


_KIND_OF: dict[str, tuple | None] = {}   # parameter name -> kind_of(name): a few dozen names


def fields_of(template: str) -> list[str]:
    """The parameter names a template uses, in order of first use."""
    return list(dict.fromkeys(_FIELD.findall(template.replace("{{", ""))))


class Msg(str):
    """English text that remembers its ``key`` and ``params`` (ids for kinds, plain values else)."""

    __slots__ = ("key", "params")

    def __reduce__(self):
        return (_restore, (self.key, self.params, str(self)))

    def to_json(self) -> dict:
        return {"key": self.key, "params": {k: _param_json(v) for k, v in self.params.items()}}


def _restore(key: str, params: dict, text: str) -> Msg:
    m = Msg(text)
    m.key, m.params = key, params
    return m


def _param_json(v):
    if isinstance(v, Msg):
        return {"msg": v.key, "params": {k: _param_json(x) for k, x in v.params.items()}, "text": str(v)}
    if isinstance(v, (list, tuple, set, frozenset)):
        return [_param_json(x) for x in (sorted(v) if isinstance(v, (set, frozenset)) else v)]
    return v


def _param_back(v):
    if isinstance(v, dict) and "msg" in v and "text" in v:
        return _restore(v["msg"], {k: _param_back(x) for k, x in v.get("params", {}).items()}, v["text"])
    if isinstance(v, list):
        return [_param_back(x) for x in v]
    return v


def from_json(doc: dict, text: str) -> Msg:
    """A message read back from ``Msg.to_json()``; ``text`` is its stored English."""
    return _restore(doc["key"], {k: _param_back(x) for k, x in doc.get("params", {}).items()}, text)


def register(key: str, template: str) -> tuple:
    """Register ``template`` under ``key`` (once); a key bound to another template is a bug."""
    known = TEMPLATES.get(key)
    if known is None:
        TEMPLATES[key] = template
        kinds = tuple((n, *kind_of(n)) for n in fields_of(template) if kind_of(n))
        _KINDS[key] = kinds
        _PLAIN[key] = template.replace("{{", "{").replace("}}", "}")
        return kinds
    if known != template:
        raise ValueError(f"message key {key!r} has two templates: {known!r} and {template!r}")
    return _KINDS[key]


def _spaces(ctx):
    return getattr(ctx, "spaces", None) or getattr(ctx, "game", ctx).map.spaces


def _units(ctx):
    return getattr(ctx, "game", ctx).units


def _cards(ctx):
    return getattr(ctx, "game", ctx).cards


# kind -> where a ``ctx`` keeps the things of that kind by id (a path is a list of spaces)
_TABLE_OF = {"space": _spaces, "path": _spaces, "unit": _units, "card": _cards}


def _table(ctx, kind: str):
    """The things of ``kind`` (a space, unit or card table by id) that ``ctx`` names; None for
    the sides and without a ``ctx``."""
    if kind == "side" or ctx is None:
        return None
    return _TABLE_OF[kind](ctx)


def _shown_in(table, kind: str, plural: bool, value) -> str:
    """A parameter of ``kind`` as the English text shows it, by the names ``table`` (``_table``)
    gives its ids; an id it does not know is shown as it is."""
    if kind == "side":
        return ", ".join([str(v).upper() for v in value]) if plural else str(value).upper()
    if plural or kind == "path":
        if table is None:
            names = [str(v) for v in value]
        else:
            get = table.get
            names = [str(v) if (thing := get(v)) is None else thing.name for v in value]
        return (" -> " if kind == "path" else ", ").join(names)
    thing = None if table is None else table.get(value)
    return str(value) if thing is None else thing.name


def english_name(ctx, kind: str, ident) -> str:
    """The English name of one game thing (the printed data's name; the id when unknown)."""
    kind = "space" if kind == "path" else kind
    return _shown_in(_table(ctx, kind), kind, False, ident)


def _shown(ctx, kind: str, plural: bool, value):
    return value if isinstance(value, Msg) else _shown_in(_table(ctx, kind), kind, plural, value)


def english_param(ctx, name: str, value):
    """One parameter as the English text shows it."""
    kind = kind_of(name)
    return value if kind is None else _shown(ctx, kind[0], kind[1], value)


def msg(key: str, template: str, ctx=None, /, **params) -> Msg:
    """The message ``key`` (English ``template``) with ``params``; ``ctx`` names the game things."""
    kinds = _KINDS.get(key)
    if kinds is None or TEMPLATES[key] is not template:
        kinds = register(key, template)
    if kinds:
        shown = params.copy()
        for name, kind, plural in kinds:
            value = params[name]
            if not isinstance(value, Msg):      # a reason inside a refusal: its own text
                shown[name] = _shown_in(None if ctx is None or kind == "side" else _TABLE_OF[kind](ctx),
                                        kind, plural, value)
        text = template.format_map(shown)
    else:
        text = template.format_map(params) if params else _PLAIN[key]
    m = Msg(text)
    m.key, m.params = key, params
    return m


def key_of(text) -> str | None:
    """The key of a message, None for plain text."""
    return text.key if isinstance(text, Msg) else None


# -- log entries in JSON ------------------------------------------------------------------------

def entry_to_json(entry: dict) -> dict:
    """A log entry with its message kept: ``"msg": {"key", "params"}`` beside the English ``text``."""
    text = entry.get("text")
    if not isinstance(text, Msg):
        return entry
    out = dict(entry)
    out["msg"] = text.to_json()
    return out


def entry_from_json(entry: dict) -> dict:
    """The inverse of ``entry_to_json``: ``text`` is a ``Msg`` again."""
    doc = entry.get("msg") if isinstance(entry, dict) else None
    if doc is None:
        return entry
    out = {k: v for k, v in entry.items() if k != "msg"}
    out["text"] = from_json(doc, entry.get("text", ""))
    return out


# The sides' names, for an interface that renders a ``side`` parameter (English: the id in capitals).
SIDE_NAMES = {"ap": msg("core.side.ap", "AP"), "cp": msg("core.side.cp", "CP")}

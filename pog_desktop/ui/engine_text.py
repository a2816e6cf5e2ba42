"""The engine's messages in the interface's language (issue 16).

The rules produce prompts, refusal reasons and log lines as ``Msg`` values (``rules/core/messages.py``):
English text carrying a key and parameters. ``render(msg)`` looks the key's template up in the
``engine`` context of the installed translators (``pog_desktop/i18n/engine_<lang>.qm``, built by
``packaging/engine_catalog.py``) and fills it with the parameters in the same language: ids of
spaces, units and cards by name (``pog_desktop/data/translations.py`` where it has them, else the
printed English name), sides by their abbreviations, nested messages rendered the same way.
Parameters the engine fills with raw values (``unit_id``, ``uid``, ``to``, ``route``, ``nation``,
``command`` ...; ``RAW_KINDS``) are shown by name too when the value is a known id or code: a
mandated offensive's "FR" as France, "AH_IT" as Austria-Hungary/Italy, "NONE" as none. A
message holding such a code is rendered so in English too; any other English message is the
engine's own text.
Plain text (an old save's log line, a message of the interface) comes back as it is.
"""
from __future__ import annotations

import functools
import re

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ..data import load_game
from ..rules.core.messages import SIDE_NAMES, TEMPLATES, Msg, kind_of

CONTEXT = "engine"
_language = "en"


def use(language: str) -> None:
    """The language ``ui/i18n.install`` put in place ("en" renders the engine's own English)."""
    global _language
    _language = language


def language() -> str:
    return _language


def render(text, game: str = "pog") -> str:
    """``text`` (a ``Msg``, plain text or None) in the installed language."""
    if text is None:
        return ""
    if not isinstance(text, Msg):
        return str(text)
    template = TEMPLATES.get(text.key)
    if template is None or (_language == "en" and not _names_codes(text, game)):
        return str(text)
    translated = template if _language == "en" else QCoreApplication.translate(CONTEXT, template, text.key)
    try:
        return translated.format(**{n: _param(n, v, game) for n, v in text.params.items()})
    except (KeyError, IndexError, ValueError, AttributeError):
        return str(text)   # a broken translation shows the English rather than nothing


def _names_codes(text: Msg, game: str) -> bool:
    """Whether the engine's English shows a raw id or code (``RAW_KINDS``: "FR", "AH_IT",
    "ap_reserve") that has a name: then English too is rendered from the template."""
    for name, value in text.params.items():
        if isinstance(value, Msg):
            if _names_codes(value, game):
                return True
        elif name in RAW_KINDS and kind_of(name) is None and _renamed(name, value, game):
            return True
    return False


def _renamed(name: str, value, game: str) -> bool:
    """Whether ``_raw`` shows ``value`` otherwise than the engine's text does; the answers are
    kept, since opening a save renders every line of a long log (a list value is asked as
    the tuple of its items: ``_raw`` treats both alike)."""
    try:
        return _renamed_kept(name, tuple(value) if isinstance(value, list) else value, game, _language)
    except TypeError:   # a value that cannot be a key
        return _raw(name, value, game) != value


@functools.lru_cache(maxsize=4096)
def _renamed_kept(name: str, value, game: str, language_now: str) -> bool:
    return _raw(name, value, game) != value


def reason_of(error: BaseException):
    """The engine's reason inside a refusal (``IllegalAction``): its message, not the bare English."""
    first = error.args[0] if error.args else None
    return first if isinstance(first, Msg) else str(error)


def refusal(error: BaseException, game: str = "pog") -> str:
    """A refused file (``SaveError``: file, where, message) in the installed language: its
    reason rendered from the message's key and parameters, not ``str(error)``'s English."""
    message = getattr(error, "message", None)
    if message is None:
        return render(reason_of(error), game)
    where = getattr(error, "where", None)
    return ": ".join([error.file] + ([where_words(where)] if where else []) + [render(message, game)])


# The parts of a turn file a refusal points at (``SaveError.where``: ``field 'seq'``, ``body`` ...).
FIELD_WORDS = {
    "format": QT_TRANSLATE_NOOP("TurnFileField", "the file's format"),
    "game_id": QT_TRANSLATE_NOOP("TurnFileField", "the game's identity"),
    "seq": QT_TRANSLATE_NOOP("TurnFileField", "the file's number"),
    "prev": QT_TRANSLATE_NOOP("TurnFileField", "the previous file's hash"),
    "sender": QT_TRANSLATE_NOOP("TurnFileField", "the sender"),
    "rules": QT_TRANSLATE_NOOP("TurnFileField", "the rules"),
    "players": QT_TRANSLATE_NOOP("TurnFileField", "the players"),
    "sig": QT_TRANSLATE_NOOP("TurnFileField", "the signature"),
    "body": QT_TRANSLATE_NOOP("TurnFileField", "the file's content"),
    "audit": QT_TRANSLATE_NOOP("TurnFileField", "the audit"),
    "body.actions": QT_TRANSLATE_NOOP("TurnFileField", "the actions"),
    "body.shares": QT_TRANSLATE_NOOP("TurnFileField", "the shared cards"),
    "body.locks": QT_TRANSLATE_NOOP("TurnFileField", "the locks"),
    "body.unlocks": QT_TRANSLATE_NOOP("TurnFileField", "the unlocks"),
}
_FIELD = re.compile(r"field '([^']*)'")
_ACTION = re.compile(r"action (\d+)(?: \((\d+) of (\d+) in this file\)| of (\d+))$")


def where_words(where: str) -> str:
    """A refusal's ``where`` (``field 'seq'``, ``body``, ``action 12 of 40``) in the installed
    language; English keeps the engine's own words."""
    if _language == "en":
        return where
    field = _FIELD.fullmatch(where)
    name = field.group(1) if field else where
    if name in FIELD_WORDS:
        return QCoreApplication.translate("TurnFileField", FIELD_WORDS[name])
    if field:
        return QCoreApplication.translate("TurnFileField", "field {name}").format(name=name)
    action = _ACTION.fullmatch(where)
    if action and action.group(4):
        return QCoreApplication.translate("TurnFileField", "action {n} of {count}").format(
            n=action.group(1), count=action.group(4))
    if action:
        return QCoreApplication.translate("TurnFileField", "action {n} ({i} of {count} in this file)").format(
            n=action.group(1), i=action.group(2), count=action.group(3))
    return where


def _param(name: str, value, game: str):
    if isinstance(value, Msg):
        return render(value, game)
    kind = kind_of(name)
    if kind is None:
        return _raw(name, value, game)
    if kind[0] == "path":
        return " -> ".join(thing_name("space", v, game) for v in value)
    if kind[1]:
        return ", ".join(thing_name(kind[0], v, game) for v in value)
    return thing_name(kind[0], value, game)


# Raw parameters: name -> what kind of thing their value names (when it is a known id or code).
RAW_KINDS = {
    "unit_id": "unit", "uid": "unit", "id": "unit",
    "space_id": "space", "to": "space", "loc": "space", "dest": "space", "target": "space",
    "a": "space", "b": "space", "where": "space", "route": "path", "spaces_id": "spaces",
    "nation": "nation", "unit_nation": "nation", "n": "nation", "pool": "nation", "only": "nations",
    "in_force": "word", "shown": "word", "command": "word", "front": "word", "mine": "word", "on": "word",
    "activated": "word", "terrain": "terrain",
}
# Plain words the engine puts in messages (commands, activation, mandated offensives).
WORDS = {
    "west": QT_TRANSLATE_NOOP("EngineWords", "west"), "east": QT_TRANSLATE_NOOP("EngineWords", "east"),
    "move": QT_TRANSLATE_NOOP("EngineWords", "move"), "attack": QT_TRANSLATE_NOOP("EngineWords", "attack"),
    "none": QT_TRANSLATE_NOOP("EngineWords", "none"),
    "fr_mutiny": QT_TRANSLATE_NOOP("EngineWords", "French mutiny"),
}


def _raw(name: str, value, game: str):
    """A raw parameter in the installed language: ids and codes by name, anything else as it is."""
    kind = RAW_KINDS.get(name)
    if kind is None or not isinstance(value, (str, list, tuple)):
        return value
    if kind == "spaces":
        return ", ".join(str(_raw("space_id", v, game)) for v in value) if not isinstance(value, str) else value
    if not isinstance(value, str):
        return value
    if kind == "path":
        return " -> ".join(_place(v.strip(), game) for v in value.split("->"))
    if kind == "space":
        return _place(value, game)
    if kind == "unit":
        return _known("unit", value, game)
    if kind == "nations":
        return "/".join(_nation(v, game) for v in value.split("/"))
    if kind == "nation":
        return _nation(value, game)
    if kind == "terrain":
        from .board.board_words import terrain_name
        return terrain_name(value)
    word = WORDS.get(value.lower())
    if word is not None:    # in its own case: a mandated offensive's "NONE" is the engine's code for none
        return QCoreApplication.translate("EngineWords", word)
    parts = re.split(r"[_/]", value)     # a result naming two nations: the CP's "AH_IT" (7.1.6)
    if len(parts) > 1 and all(_is_nation(p, game) for p in parts):
        return "/".join(_nation(p, game) for p in parts)
    return _nation(value, game)


def _known(kind: str, ident: str, game: str) -> str:
    data = load_game(game)
    table = {"space": data.map.spaces, "unit": data.units}[kind]
    return thing_name(kind, ident, game) if ident in table else ident


def _place(ident: str, game: str) -> str:
    """A space's or an off-map box's name (the value itself when it is neither)."""
    data = load_game(game)
    if ident in data.map.spaces:
        return thing_name("space", ident, game)
    if ident in data.map.boxes:
        from .board.board_words import box_name
        return box_name(data.map.boxes[ident])
    return ident


def _is_nation(code: str, game: str) -> bool:
    from ..data import translations
    try:
        return code.lower() in translations.keys(game, "nations")
    except (KeyError, OSError, ValueError):
        return False


def _nation(code: str, game: str) -> str:
    """A nation's code ("BU", "ge") by name; anything else as it is."""
    from .game_words import nation_name
    return nation_name(game, code.lower()) if _is_nation(code, game) else code


def thing_name(kind: str, ident, game: str = "pog") -> str:
    """The name of a space, unit, card or side in the installed language (the id when unknown)."""
    if kind == "side":
        side = SIDE_NAMES.get(ident)
        return str(ident).upper() if side is None else render(side, game)
    local = _translated(kind, ident, game)
    if local:
        return local
    data = load_game(game)
    table = {"space": data.map.spaces, "unit": data.units, "card": data.cards}.get(kind, {})
    thing = table.get(ident)
    return str(ident) if thing is None else thing.name


def _translated(kind: str, ident, game: str) -> str | None:
    """The name from the game's translations (``data/translations.py``), when it has one."""
    try:
        from ..data import translations
    except ImportError:   # the card and space translations are not installed
        return None
    look = {"space": getattr(translations, "space_name", None),
            "unit": getattr(translations, "unit_name", None),
            "card": getattr(translations, "card_name", None)}.get(kind)
    if look is None:
        return None
    try:
        return look(game, ident, _language)
    except Exception:   # an id the translations do not know: the printed name
        return None

"""The engine's messages in the interface's language (issue 16).

The rules produce prompts, refusal reasons and log lines as ``Msg`` values (``rules/core/messages.py``):
English text carrying a key and parameters. ``render(msg)`` looks the key's template up in the
``engine`` context of the installed translators (``pog_desktop/i18n/engine_<lang>.qm``, built by
``packaging/engine_catalog.py``) and fills it with the parameters in the same language: ids of
spaces, units and cards by name (``pog_desktop/data/translations.py`` where it has them, else the
printed English name), sides by their abbreviations, nested messages rendered the same way.
Plain text (an old save's log line, a message of the interface) comes back as it is.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

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
    if not isinstance(text, Msg) or _language == "en":
        return str(text)
    template = TEMPLATES.get(text.key)
    if template is None:
        return str(text)
    translated = QCoreApplication.translate(CONTEXT, template, text.key)
    try:
        return translated.format(**{n: _param(n, v, game) for n, v in text.params.items()})
    except (KeyError, IndexError, ValueError, AttributeError):
        return str(text)   # a broken translation shows the English rather than nothing


def reason_of(error: BaseException):
    """The engine's reason inside a refusal (``IllegalAction``): its message, not the bare English."""
    first = error.args[0] if error.args else None
    return first if isinstance(first, Msg) else str(error)


def _param(name: str, value, game: str):
    if isinstance(value, Msg):
        return render(value, game)
    kind = kind_of(name)
    if kind is None:
        return value
    if kind[0] == "path":
        return " -> ".join(thing_name("space", v, game) for v in value)
    if kind[1]:
        return ", ".join(thing_name(kind[0], v, game) for v in value)
    return thing_name(kind[0], value, game)


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
            "card": getattr(translations, "card_name", None)}.get(kind)
    if look is None:
        return None
    try:
        return look(game, ident, _language)
    except Exception:   # an id the translations do not know: the printed name
        return None

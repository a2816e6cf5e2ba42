"""The interface's own messages made where no translator is at hand (Qt-free models: the
sandbox, the card piles, position and table files): ``said(context, template, **params)`` is
the English text (what logs, tests and ``str(error)`` read) that also keeps its context,
template and parameters, so ``shown(text, game)`` gives it in the interface's language with
the game's things by name. Mark the template where it is written, so ``pyside6-lupdate``
finds it::

    raise PositionError(said("Sandbox", QT_TRANSLATE_NOOP("Sandbox", "unit {unit} is not on the board"),
                             unit=uid))

Parameters named for a kind of thing hold its id: ``unit``, ``units`` (a list), ``place`` /
``place2`` (a space or a box), ``marker`` (a ``Marker``), ``side``, ``card``, ``cards``,
``nation``, ``pile``. A parameter may itself be a ``Said`` (a reason inside a refusal).
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication


class Said(str):
    __slots__ = ("context", "template", "params")


def said(context: str, template: str, **params) -> Said:
    text = Said(template.format(**{k: _english(k, v) for k, v in params.items()}))
    text.context, text.template, text.params = context, template, params
    return text


def _english(name: str, value):
    if isinstance(value, Said):
        return str(value)
    if name == "marker":
        return value.label
    if name in ("side", "nation") and isinstance(value, str):
        return value.upper()
    if isinstance(value, (list, tuple)) and name in ("units", "cards"):
        return ", ".join(map(str, value))
    return value


def shown(text, game=None) -> str:
    """``text`` (a ``Said``, an exception holding one, or plain text) in the interface's language;
    ``game`` (``GameData``) names the units, spaces, boxes and cards."""
    if isinstance(text, BaseException):
        text = text.args[0] if text.args else str(text)
    if not isinstance(text, Said):
        return str(text)
    values = {k: _local(k, v, game) for k, v in text.params.items()}
    try:
        return QCoreApplication.translate(text.context, text.template).format(**values)
    except (KeyError, IndexError, ValueError):
        return str(text)


def _local(name: str, value, game):
    from .board import board_words
    from . import game_words
    if isinstance(value, Said):
        return shown(value, game)
    base = name.rstrip("0123456789")
    if base == "marker":
        return board_words.marker_label(value)
    if base == "side" and isinstance(value, str):
        return value.upper()
    if game is None:
        return _english(name, value)
    if base == "unit" and value in game.units:
        return game_words.unit_name(game.game, game.units[value])
    if base == "units" and isinstance(value, (list, tuple)):
        return ", ".join(_local("unit", v, game) for v in value)
    if base == "place" and isinstance(value, str):
        return board_words.location_name(game, value)
    if base == "card" and value in game.cards:
        return game_words.card_name(game.cards[value])
    if base == "cards" and isinstance(value, (list, tuple)):
        return ", ".join(_local("card", v, game) for v in value)
    if base == "nation" and isinstance(value, str):
        return game_words.nation_name(game.game, value.lower())
    return _english(name, value)

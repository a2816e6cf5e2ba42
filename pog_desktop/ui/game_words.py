"""The game's own words as the UI shows them, in the interface's language (Qt-free): card names,
summaries and fuller texts, space, unit and nation names, from ``pog_desktop.data.translations``.

The language is the one ``ui.i18n.install`` chose for this run (``current_language()``).
English shows the card data itself, so a card built in a test or edited in a scenario keeps
its own words; a card or space the translations do not know is shown as its data says.
"""
from __future__ import annotations

from ..data import translations

_current = translations.ENGLISH


def current_language() -> str:
    """The language installed for this run (English until ``ui.i18n.install`` is called)."""
    return _current


def set_current_language(code: str | None) -> str:
    """Called by ``ui.i18n.install``; anything we have no translation for is English."""
    global _current
    _current = translations.language_code(code)
    return _current


def _game(obj) -> str:
    return getattr(obj, "game", None) or "pog"


def _translated(lookup, game: str, key: str, english: str, lang: str | None) -> str:
    lang = translations.language_code(lang or _current)
    if lang == translations.ENGLISH:
        return english
    try:
        return lookup(game, key, lang) or english
    except KeyError:
        return english


def card_name(card, lang: str | None = None) -> str:
    return _translated(translations.card_name, _game(card), card.id, card.name, lang)


def _printed(card) -> str:
    return getattr(card, "printed", "2004")


def card_summary(card, lang: str | None = None) -> str:
    """The summary of the card's edition (a 2022 game's cards: ``Card.edition``)."""
    return _translated(lambda g, k, lg: translations.card_summary(g, k, lg, _printed(card)),
                       _game(card), card.id, card.summary, lang)


def card_event_text(card, lang: str | None = None) -> str:
    """The fuller text where the card has one, else its summary."""
    fuller = getattr(card, "text", "") or ""
    if not fuller:
        return card_summary(card, lang)
    return _translated(lambda g, k, lg: translations.card_text(g, k, lg, _printed(card)),
                       _game(card), card.id, fuller, lang)


def space_name(game: str, space, lang: str | None = None) -> str:
    """``space``: a ``Space`` (or anything with ``id`` and ``name``)."""
    return _translated(translations.space_name, game, space.id, space.name, lang)


def unit_name(game: str, unit, lang: str | None = None) -> str:
    """``unit``: a ``Unit`` (or anything with ``id`` and ``name``)."""
    return _translated(translations.unit_name, game, unit.id, unit.name, lang)


def term(key: str, game: str = "pog", lang: str | None = None) -> str:
    """A game term in the words of the language's edition (docs/glossary.md)."""
    return _translated(translations.term, game, key, translations.term(game, key, translations.ENGLISH), lang)


def nation_name(game: str, nation: str, lang: str | None = None) -> str:
    english = translations.nation_name(game, nation, "en") if nation in _nations(game) else nation.upper()
    return _translated(translations.nation_name, game, nation, english, lang)


def _nations(game: str) -> tuple[str, ...]:
    try:
        return translations.keys(game, "nations")
    except (KeyError, OSError, ValueError):
        return ()

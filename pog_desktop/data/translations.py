"""The game's own words in English, Italian and Spanish: card names, card summaries and fuller
texts, nation names, space names, unit names and game terms (docs/data-format.md, "Translations").

English comes from the game's data files themselves (``cards.json``, ``map.json``,
``units.json``) and, for nations and terms, from ``resources/<game>/i18n/en.json``. The other
languages are
``resources/<game>/i18n/<lang>.json``: a translation may leave anything out, and what it
leaves out is shown in English. Pure Python, no Qt: the rules engine's messages, the UI and the
tests all ask here. The words of each edition come from docs/glossary.md.

    card_name("pog", "ap02", "it")   -> "Blocco"
    nation_name("pog", "ge", "es")   -> "Alemania"
    term("pog", "operations", "it")  -> "Operazioni"
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any

from .errors import DataError
from .jsonfile import read_json
from .paths import resources_dir

LANGUAGES = ("en", "it", "es")
ENGLISH = "en"
FORMAT = "pog-i18n/1"
SECTIONS = ("cards", "nations", "spaces", "units", "terms")
CARD_FIELDS = ("name", "summary", "text", "summary_2022", "text_2022")   # *_2022: Card.changes_2022


def language_code(lang: str | None) -> str:
    """``"it"``, ``"it_IT"`` or ``"it-CH"`` -> ``"it"``; anything we do not have -> English."""
    code = (lang or ENGLISH).replace("_", "-").split("-")[0].lower()
    return code if code in LANGUAGES else ENGLISH


def card_name(game: str, card_id: str, lang: str | None) -> str:
    return _card_field(game, card_id, "name", lang)


def card_summary(game: str, card_id: str, lang: str | None, edition: str = "2004") -> str:
    """Our summary of the card's event; ``edition`` "2022": the 2022 one where it reads differently."""
    return _card_field(game, card_id, _edition_field(game, card_id, "summary", edition), lang)


def card_text(game: str, card_id: str, lang: str | None, edition: str = "2004") -> str | None:
    """The fuller text of the card, or None for a card whose summary says all."""
    field = _edition_field(game, card_id, "text", edition)
    if _english(game)["cards"][_known(game, "cards", card_id)].get(field) is None:
        return None
    return _card_field(game, card_id, field, lang)


def _edition_field(game: str, card_id: str, field: str, edition: str) -> str:
    later = f"{field}_2022"
    if edition == "2022" and _english(game)["cards"][_known(game, "cards", card_id)].get(later):
        return later
    return field


def space_name(game: str, space_id: str, lang: str | None) -> str:
    return _word(game, "spaces", space_id, lang)


def unit_name(game: str, unit_id: str, lang: str | None) -> str:
    """"GE 1st Army" -> "1ª Armata tedesca", "1.er Ejército alemán"."""
    return _word(game, "units", unit_id, lang)


def nation_name(game: str, nation: str, lang: str | None) -> str:
    return _word(game, "nations", nation, lang)


def term(game: str, key: str, lang: str | None) -> str:
    """A game term (``operations``, ``replacement_points``, ``army`` ...; the keys of en.json)."""
    return _word(game, "terms", key, lang)


def keys(game: str, section: str) -> tuple[str, ...]:
    """Every id English knows in ``section`` (cards, nations, spaces, terms), in file order."""
    return tuple(_english(game)[section])


def translated(game: str, section: str, lang: str) -> dict[str, Any]:
    """What ``lang``'s file itself says for ``section`` (no fallback): for completeness checks."""
    return dict(_catalog(game, language_code(lang))[section])


def _card_field(game: str, card_id: str, field: str, lang: str | None) -> str:
    card_id = _known(game, "cards", card_id)
    entry = _catalog(game, language_code(lang))["cards"].get(card_id, {})
    return entry.get(field) or _english(game)["cards"][card_id][field]


def _word(game: str, section: str, key: str, lang: str | None) -> str:
    key = _known(game, section, key)
    return _catalog(game, language_code(lang))[section].get(key) or _english(game)[section][key]


def _known(game: str, section: str, key: str) -> str:
    if key not in _english(game)[section]:
        raise KeyError(f"{game}: no {section[:-1]} {key!r}")
    return key


@lru_cache(maxsize=None)
def _english(game: str) -> dict[str, dict[str, Any]]:
    root = resources_dir(game)
    cards = read_json(root / "cards.json")["cards"]
    spaces = read_json(root / "map.json")["spaces"]
    units = read_json(root / "units.json")["units"]
    words = _catalog(game, ENGLISH)
    return {
        "cards": {c["id"]: {f: (c.get("changes_2022") or {}).get(f[:-5]) if f.endswith("_2022") else c.get(f)
                            for f in CARD_FIELDS} for c in cards},
        "spaces": {s["id"]: s["name"] for s in spaces},
        "units": {u["id"]: u["name"] for u in units},
        "nations": words["nations"],
        "terms": words["terms"],
    }


@lru_cache(maxsize=None)
def _catalog(game: str, lang: str) -> dict[str, dict[str, Any]]:
    """``resources/<game>/i18n/<lang>.json``, checked whole: a broken file is refused, never
    half-used. A language without a file is all English."""
    path = resources_dir(game) / "i18n" / f"{lang}.json"
    if not path.is_file():
        return {s: {} for s in SECTIONS}
    doc = read_json(path, FORMAT)
    name = f"{game}/i18n/{path.name}"
    if doc.get("language") != lang:
        raise DataError(name, f"language is {doc.get('language')!r}, expected {lang!r}", field="language")
    extra = set(doc) - {"format", "language", *SECTIONS}
    if extra:
        raise DataError(name, "unknown field", field=sorted(extra)[0])
    out: dict[str, dict[str, Any]] = {}
    for section in SECTIONS:
        raw = doc.get(section, {})
        if not isinstance(raw, dict):
            raise DataError(name, "must be an object of id: text", field=section)
        for key, value in raw.items():
            if section == "cards":
                _check_card(name, key, value)
            elif not isinstance(value, str) or not value.strip():
                raise DataError(name, "must be a non-empty text", entry=key, field=section)
        out[section] = raw
    return out


def _check_card(name: str, card_id: str, value: Any) -> None:
    if not isinstance(value, dict):
        raise DataError(name, "must be an object with name, summary, text", entry=card_id, field="cards")
    for field, text in value.items():
        if field not in CARD_FIELDS:
            raise DataError(name, "unknown field", entry=card_id, field=field)
        if not isinstance(text, str) or not text.strip():
            raise DataError(name, "must be a non-empty text", entry=card_id, field=field)

"""Issue 16 (languages): the game's own words in Italian and Spanish (data/translations.py,
resources/<game>/i18n/<lang>.json, docs/data-format.md "Translations", docs/glossary.md)."""
from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from pog_desktop.data import DataError, load_game, translations
from pog_desktop.data.vocab import GAMES as VOCABULARIES
from pog_desktop.data.paths import resources_dir

ROOT = Path(__file__).resolve().parents[2]
LANGS = ("it", "es")
POG = load_game("pog")
GAMES = {"pog": POG, "pug": load_game("pug")}
PLACEHOLDER = re.compile(r"\{[^{}]*\}")


@pytest.fixture
def fresh_cache():
    """Each test that swaps the data folder reads its files anew, and leaves no cache behind."""
    translations._catalog.cache_clear()
    translations._english.cache_clear()
    yield
    translations._catalog.cache_clear()
    translations._english.cache_clear()


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game, count", [("pog", 130), ("pug", 110)])
def test_every_card_has_its_name_summary_and_fuller_text(game, count, lang):
    cards = translations.translated(game, "cards", lang)
    assert set(cards) == set(GAMES[game].cards) and len(cards) == count
    for cid, card in GAMES[game].cards.items():
        words = cards[cid]
        assert words.get("name") and words.get("summary"), cid
        assert ("text" in words) == bool(card.text), cid    # a fuller text exactly where English has one
        assert words["summary"] != card.summary, cid        # translated, not copied


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("section", ["nations", "terms"])
@pytest.mark.parametrize("game", GAMES)
def test_every_nation_and_term_has_it_and_es(game, section, lang):
    english = translations.keys(game, section)
    assert english and set(translations.translated(game, section, lang)) == set(english)


@pytest.mark.parametrize("game", GAMES)
def test_the_nations_are_the_nations_of_the_data(game):
    nations = VOCABULARIES[game].nations
    assert set(translations.keys(game, "nations")) == set(nations)
    data = GAMES[game]
    assert set(nations) >= {u.nation for u in data.units.values()} | {s.nation for s in data.map.spaces.values() if s.nation}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_translated_spaces_are_spaces_of_the_map(game, lang):
    spaces, board = translations.translated(game, "spaces", lang), GAMES[game].map.spaces
    assert len(spaces) >= 40 and set(spaces) <= set(board)
    assert all(v != board[k].name for k, v in spaces.items())   # only names that differ


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_placeholders_match_english(game, lang):
    """Any ``{name}`` in an English text appears, and only it, in the translation."""
    def holes(text):
        return sorted(PLACEHOLDER.findall(text or ""))
    for cid in GAMES[game].cards:
        for get in (translations.card_name, translations.card_summary, translations.card_text):
            assert holes(get(game, cid, lang)) == holes(get(game, cid, "en")), (cid, get.__name__)
    for key in translations.keys(game, "terms"):
        assert holes(translations.term(game, key, lang)) == holes(translations.term(game, key, "en")), key


def test_italian_card_names_follow_the_seed_card_lists():
    it = {cid: translations.card_name("pog", cid, "it") for cid in ("ap02", "ap30", "ap55", "cp01", "cp36", "cp54")}
    assert it == {"ap02": "Blocco", "ap30": "Salonicco", "ap55": "Proprio Là", "cp01": "I Cannoni di Agosto",
                  "cp36": "Sottomarini all'Attacco", "cp54": "H-L Prendono il Comando"}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_every_unit_of_each_game_has_its_name(game, lang):
    names = translations.translated(game, "units", lang)
    assert set(names) == set(GAMES[game].units) and all(names.values())


def test_unit_names_in_each_language():
    assert [translations.unit_name("pog", "ge_1", x) for x in ("en", "it", "es")] == \
        ["German 1st Army", "1ª Armata tedesca", "1.er Ejército alemán"]
    assert translations.unit_name("pog", "tu_aoi", "it") == "Armata dell'Islam"
    assert [translations.unit_name("pug", "br_div_1", x) for x in ("en", "it", "es")] == \
        ["BR Div 1", "1ª Divisione britannica", "1.ª División británica"]
    assert translations.unit_name("pug", "ru_iv_caucasian_corps", "es") == "IV Cuerpo del Cáucaso (RU)"
    assert translations.unit_name("pug", "ge_hq_mackensen", "it") == "HQ Mackensen (GE)"


def test_words_in_each_language():
    assert translations.term("pog", "strategic_redeployment", "it") == "Rischieramento Strategico"
    assert translations.term("pog", "mandated_offensive", "es") == "Ofensiva Obligada"
    assert translations.term("pog", "reserve_box", "es") == "Recuadro de Reserva"
    assert translations.nation_name("pog", "ah", "it") == "Austria-Ungheria"
    assert translations.nation_name("pog", "ah", "es") == "Austria-Hungría"
    assert [translations.space_name("pog", "constantinople", x) for x in ("en", "it", "es")] == \
        ["Constantinople", "Costantinopoli", "Constantinopla"]


def test_english_is_the_card_data_itself():
    card = POG.cards["ap06"]
    assert translations.card_name("pog", "ap06", "en") == card.name
    assert translations.card_summary("pog", "ap06", "en") == card.summary
    assert translations.card_text("pog", "ap06", "en") == card.text
    assert translations.card_text("pog", "ap02", "it") is None        # no fuller text in any language
    assert translations.space_name("pog", "verdun", "es") == "Verdún"
    assert translations.space_name("pog", "verdun", "it") == "Verdun"  # no Italian exonym: the printed name


@pytest.mark.parametrize("lang", [None, "", "de", "it_IT", "es-AR", "IT"])
def test_language_codes(lang):
    expected = {"it_IT": "it", "es-AR": "es", "IT": "it"}.get(lang, "en")
    assert translations.language_code(lang) == expected


def test_unknown_ids_are_refused_by_name():
    with pytest.raises(KeyError, match="no card 'ap99'"):
        translations.card_name("pog", "ap99", "it")
    with pytest.raises(KeyError, match="no space 'atlantis'"):
        translations.space_name("pog", "atlantis", "es")


def _copy_resources(tmp_path, monkeypatch):
    root = tmp_path / "resources"
    shutil.copytree(resources_dir("pog"), root / "pog")
    monkeypatch.setattr(translations, "resources_dir", lambda game: root / game)
    return root / "pog" / "i18n"


def test_what_a_translation_leaves_out_is_shown_in_english(tmp_path, monkeypatch, fresh_cache):
    folder = _copy_resources(tmp_path, monkeypatch)
    doc = json.loads((folder / "it.json").read_text(encoding="utf-8"))
    del doc["cards"]["ap06"]["text"]
    del doc["cards"]["ap02"]
    del doc["nations"]["ge"], doc["terms"]["trench"], doc["spaces"]["warsaw"]
    (folder / "it.json").write_text(json.dumps(doc), encoding="utf-8")
    (folder / "es.json").unlink()
    card = POG.cards["ap06"]
    assert translations.card_text("pog", "ap06", "it") == card.text
    assert translations.card_summary("pog", "ap06", "it") != card.summary     # the rest stays Italian
    assert translations.card_name("pog", "ap02", "it") == "Blockade"
    assert translations.nation_name("pog", "ge", "it") == "Germany"
    assert translations.term("pog", "trench", "it") == "Trench"
    assert translations.space_name("pog", "warsaw", "it") == "Warsaw"
    assert translations.card_name("pog", "ap02", "es") == "Blockade"          # no Spanish file at all


@pytest.mark.parametrize("change, message", [
    (lambda d: d.update(language="es"), "language is 'es', expected 'it'"),
    (lambda d: d.update(format="pog-i18n/9"), "format is 'pog-i18n/9'"),
    (lambda d: d["cards"]["ap02"].update(title="x"), "entry 'ap02': field 'title': unknown field"),
    (lambda d: d["cards"]["ap02"].update(name=""), "entry 'ap02': field 'name': must be a non-empty text"),
    (lambda d: d["nations"].update(ge=3), "entry 'ge': field 'nations': must be a non-empty text"),
    (lambda d: d.update(boxes={}), "field 'boxes': unknown field"),
    (lambda d: d["units"].update(ge_1=""), "entry 'ge_1': field 'units': must be a non-empty text"),
])
def test_a_broken_translation_file_is_refused_whole(tmp_path, monkeypatch, fresh_cache, change, message):
    folder = _copy_resources(tmp_path, monkeypatch)
    doc = json.loads((folder / "it.json").read_text(encoding="utf-8"))
    change(doc)
    (folder / "it.json").write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(DataError, match=re.escape(message)):
        translations.card_name("pog", "ap01", "it")


def test_a_file_that_is_not_json_names_itself(tmp_path, monkeypatch, fresh_cache):
    folder = _copy_resources(tmp_path, monkeypatch)
    (folder / "es.json").write_text("{ not json", encoding="utf-8")
    with pytest.raises(DataError, match=r"es\.json: not valid JSON at line 1"):
        translations.term("pog", "fort", "es")


def _glossary_rows(text: str) -> dict[str, list[str]]:
    return {cells[1].strip("` "): [c.strip() for c in cells[2:]]
            for line in text.splitlines() if line.startswith("| `")
            for cells in [line.split("|")]}


@pytest.mark.parametrize("game", GAMES)
def test_the_glossary_lists_every_term_and_nation_with_its_words(game):
    """docs/glossary.md: each term and nation in a row with its English, Italian and Spanish
    words; the Pursuit of Glory part lists only what differs from Paths of Glory."""
    pog_part, pug_part = (ROOT / "docs" / "glossary.md").read_text(encoding="utf-8").split("\n# Pursuit of Glory")
    rows = _glossary_rows(pog_part) if game == "pog" else {**_glossary_rows(pog_part), **_glossary_rows(pug_part)}
    for section in ("terms", "nations"):
        for key in translations.keys(game, section):
            words = [getattr(translations, "term" if section == "terms" else "nation_name")(game, key, lang)
                     for lang in ("en", "it", "es")]
            row = rows.get(key)
            assert row is not None, key
            assert [row[0], row[1], row[3 if section == "terms" else 2]] == words, key


def test_pursuit_of_glory_card_names_follow_the_italian_rulebook():
    assert [translations.card_name("pug", cid, "it") for cid in ("cp13", "ap13", "cp28", "cp29", "ap55")] == [
        "Pan-Turchismo", "Churchill Prevale", '"Vi Ordino di Morire"', "Vertice Enver-Falkenhayn",
        "Lloyd George Prende il Comando"]

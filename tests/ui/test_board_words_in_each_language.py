"""Issue 16 (languages): the board's own words in Italian and Spanish: track titles and cells,
off-map box names, marker names and chip codes, tooltips, the sandbox's undo descriptions and
refusals, and a refused PBEM turn file (rendered from its message key, not ``str(error)``).
Every box name and printed sea name of both games' data is marked for translation."""
from __future__ import annotations

import pytest

from pog_desktop.data import load_game, translations
from pog_desktop.match.errors import SaveError
from pog_desktop.match.postal import turnfile
from pog_desktop.ui import engine_text
from pog_desktop.ui.board import background, board_words, pug_tracks
from pog_desktop.ui.board.from_scenario import position_for_scenario
from pog_desktop.ui.board.position import Marker, PositionError
from pog_desktop.ui.board.sandbox import Sandbox
from pog_desktop.ui.board.tooltips import space_text, unit_text
from pog_desktop.ui.board.tracks import track_specs
from pog_desktop.ui.said import shown


@pytest.fixture(scope="module")
def game():
    return load_game("pog")


def test_every_box_and_printed_sea_name_is_marked_for_translation():
    for g in ("pog", "pug"):
        for box in load_game(g).map.boxes.values():
            assert box.name in board_words.BOX_NAMES, f"{g}: box {box.name!r} is not in board_words.BOX_NAMES"
        for text, _, _ in background.SEA_LABELS[g]:
            assert text in board_words.MAP_NAMES, text
    assert set(background.INSETS.values()) <= set(board_words.MAP_NAMES)
    terrains = {s.terrain for g in ("pog", "pug") for s in load_game(g).map.spaces.values()} - {None}
    assert terrains <= set(board_words.TERRAIN)


@pytest.mark.parametrize("language", ["it"], indirect=True)
def test_the_tracks_boxes_and_markers_read_in_italian(language, game):
    pos = position_for_scenario(game, "campaign")
    specs = {s.id: s for s in track_specs(pos.tracks)}
    assert specs["turn"].title == "Turno 1: Ago 1914"
    assert specs["ru_capitulation"].cells[0].label == "Dio Salvi lo Zar"
    assert [c.label for c in specs["rounds_cp"].cells][:2] == ["RA 1", "RA 2"]
    assert specs["ws"].cells[1].sub == "Mobilitazione"
    assert board_words.box_name(game.map.boxes["cp_reserve"]) == "Casella della Riserva CP"
    assert board_words.marker_code(Marker("activated_attack")) == "ATT"
    assert board_words.marker_label(Marker("trench", "cp", 2)) == "Trincea L2 (CP)"
    assert board_words.marker_label(Marker("oos", "ap")) == translations.term("pog", "out_of_supply", "it")


@pytest.mark.parametrize("language", ["es"], indirect=True)
def test_the_pug_tracks_read_in_spanish(language):
    from pog_desktop.ui.board.position import Tracks
    specs = {s.id: s for s in pug_tracks.track_specs(Tracks())}
    assert specs["turn"].title.startswith("Turno 1: Otoño 1914")
    assert specs["mo"].title == "Ofensivas obligadas"


@pytest.mark.parametrize("language", ["it"], indirect=True)
def test_tooltips_name_units_and_spaces_in_italian(language, game):
    pos = position_for_scenario(game, "campaign")
    uid = next(u for u in pos.units if u == "ge_1")
    italian = translations.unit_name("pog", uid, "it")
    assert italian != game.units[uid].name
    assert italian in unit_text(game, pos, uid) and "Germania" in unit_text(game, pos, uid)
    where = pos.units[uid].location
    assert italian in space_text(game, pos, where)


@pytest.mark.parametrize("language", ["it"], indirect=True)
def test_the_sandbox_undo_text_and_refusal_in_italian(language, game):
    pos = position_for_scenario(game, "campaign")
    sb = Sandbox(pos, {**game.map.spaces, **game.map.boxes})
    sb.flip_unit("ge_1")
    assert shown(sb.undo_text, game) == f"gira {translations.unit_name('pog', 'ge_1', 'it')}"
    assert str(sb.undo_text) == "flip ge_1"     # the English text itself is unchanged
    sb.move_unit("ge_1", "cp_reserve")
    assert shown(sb.undo_text, game).endswith("in Casella della Riserva CP")
    with pytest.raises(PositionError) as refused:
        sb.move_unit("ge_1", "atlantis")
    assert shown(refused.value, game) == "atlantis non è né uno spazio né una casella"


@pytest.mark.parametrize("language", ["it", "es"], indirect=True)
def test_a_refused_pbem_turn_file_reads_in_the_language(language):
    with pytest.raises(SaveError) as refused:
        turnfile.parse("{", "t.pogturn")
    text = engine_text.refusal(refused.value)
    assert text.startswith("t.pogturn: ")
    assert ("non è un file di turno" if language == "it" else "no es un archivo de turno") in text
    assert "not a turn file" in str(refused.value)       # str() keeps the English
    with pytest.raises(SaveError) as refused:
        turnfile.parse('{"format": "x"}', "t.pogturn")
    assert refused.value.where == "field 'format'"                       # the file's own words stay
    assert engine_text.refusal(refused.value).startswith(
        "t.pogturn: " + ("il formato del file: " if language == "it" else "el formato del archivo: "))


@pytest.mark.parametrize("language", ["it", "es"], indirect=True)
def test_where_a_turn_file_is_refused_reads_in_words(language):
    """A refusal's ``where``: a known field by what it holds, any other field and an action in the language."""
    it = language == "it"
    assert engine_text.where_words("field 'seq'") == ("il numero del file" if it else "el número del archivo")
    assert engine_text.where_words("field 'body.actions'") == ("le azioni" if it else "las acciones")
    assert engine_text.where_words("field 'zz'") == "campo zz"
    assert engine_text.where_words("action 52 (12 of 40 in this file)") == (
        "azione 52 (12 di 40 in questo file)" if it else "acción 52 (12 de 40 en este archivo)")
    assert engine_text.where_words("action 3 of 9") == ("azione 3 di 9" if it else "acción 3 de 9")


def test_where_stays_the_engines_english_in_english():
    assert engine_text.where_words("field 'seq'") == "field 'seq'"


@pytest.mark.parametrize("language", ["it", "es"], indirect=True)
def test_the_mandated_offensive_cells_name_the_nation_in_the_language(language, game):
    """7.1: the MO track shows the nation by its short name (not its code), fitting its cell."""
    from PySide6.QtGui import QFontMetricsF

    from pog_desktop.ui.board.glyphs import font
    from pog_desktop.ui.board.position import Tracks
    from pog_desktop.ui.board.track_edits import MO_NATIONS, menu_edits
    it = language == "it"
    specs = {s.id: s for s in track_specs(Tracks(mo={"cp": "ah", "ap": "br"}))}
    assert [c.sub for c in specs["mo"].cells[:2]] == (["Austria-U.", "Gran Bret."] if it else ["Austria-H.", "Gran Bret."])
    assert specs["mo"].summary == ("MO CP Austria-U. · AP Gran Bret." if it else "MO CP Austria-H. · AP Gran Bret.")
    assert "Francia" in dict(menu_edits(Tracks(), "mo", 1))
    cell_w = specs["mo"].rect[2] / specs["mo"].cols - 4
    for side, nations in MO_NATIONS.items():
        for code in nations:
            cell = track_specs(Tracks(mo={"cp": None, "ap": None, side: code}))[-1].cells[0 if side == "cp" else 1]
            px = min(16, 56 * 0.34, 1.8 * cell_w / max(3, len(cell.sub)))   # track_item's size for the sub line
            assert QFontMetricsF(font(int(px), True)).horizontalAdvance(cell.sub) <= cell_w, cell.sub


@pytest.mark.parametrize("language", ["en", "it"], indirect=True)
def test_pug_mandated_offensive_results_name_their_nations_in_the_language(language):
    """PuG 5.2/5.3: a result naming several nations ("BR/IN/ANZ") shows their short names, as
    Paths of Glory's MO track does, on the track's cell and summary, the Tracks tab and the
    sandbox's menu, fitting its cell; a result that is no nation ("Egypt") reads as words."""
    from PySide6.QtGui import QFontMetricsF

    from pog_desktop.ui.board.glyphs import font
    from pog_desktop.ui.board.position import Tracks
    from pog_desktop.ui.board.track_edits import menu_edits
    from pog_desktop.ui.table.game_view import Tracks as TableTracks
    from pog_desktop.ui.table.tracks_panel import side_rows
    it = language == "it"
    both = "Gran Bret./India/ANZAC" if it else "Britain/India/ANZAC"
    t = Tracks(mo={"cp": "BR/IN/ANZ", "ap": "Egypt"})
    mo = {s.id: s for s in pug_tracks.track_specs(t)}["mo"]
    assert [c.sub for c in mo.cells] == [both, "Egitto" if it else "Egypt"]
    assert mo.summary == (f"MO CP {both} · AP Egitto" if it else f"MO CP {both} · AP Egypt")
    table = TableTracks(turn=1, round=1, active="cp", vp=10, ws={"ap": 0, "cp": 0}, cws=0, commitment={},
                        rp={}, mo={"cp": "BR/IN/ANZ", "ap": None}, played={})
    assert dict(side_rows(table, "cp"))["Offensiva Obbligatoria" if it else "Mandated offensive"] == both
    assert both in dict(menu_edits(t, "mo", 0, game="pug")) and both in dict(menu_edits(t, "mo", 1, game="pug"))
    assert "Russia" in dict(menu_edits(t, "mo", 0, game="pug"))   # PuG's "RU" too
    cell_w = mo.rect[2] / mo.cols - 4
    px = min(16, mo.rect[3] * 0.34, 1.8 * cell_w / max(3, len(both)))   # track_item's size for the sub line
    assert QFontMetricsF(font(int(px), True)).horizontalAdvance(both) <= cell_w


@pytest.mark.parametrize("language", ["en", "it"], indirect=True)
def test_7_1_the_mo_track_names_the_ah_it_result_and_the_french_mutiny(language):
    """The CP's AH/IT result (7.1.6) showed as "ah_it", a French MO during the French Mutiny
    (7.1.8) as "fr_mutiny": the track cell, the Tracks tab and the sandbox's menu name them."""
    from pog_desktop.ui.board import tracks
    from pog_desktop.ui.board.position import Tracks
    from pog_desktop.ui.board.track_edits import menu_edits
    from pog_desktop.ui.table.game_view import Tracks as TableTracks
    from pog_desktop.ui.table.tracks_panel import side_rows
    it = language == "it"
    both, mutiny = ("Austria-U./Italia", "ammutinamento francese") if it else ("Austria-H./Italy", "French mutiny")
    mo = {s.id: s for s in tracks.track_specs(Tracks(mo={"cp": "ah_it", "ap": "fr_mutiny"}))}["mo"]
    assert [c.sub for c in mo.cells[:2]] == [both, mutiny]
    table = TableTracks(turn=1, round=1, active="cp", vp=10, ws={"ap": 0, "cp": 0}, cws=0, commitment={},
                        rp={}, mo={"cp": "ah_it", "ap": None}, played={})
    assert dict(side_rows(table, "cp"))["Offensiva Obbligatoria" if it else "Mandated offensive"] == both
    assert both in dict(menu_edits(Tracks(), "mo", 0, game="pog"))


@pytest.mark.parametrize("language", ["it"], indirect=True)
def test_the_board_prints_space_names_in_italian(language, game, qapp):
    """The names drawn under the spaces are the language's well-established ones (London: Londra)."""
    from pog_desktop.ui.board.scene import BoardScene
    scene = BoardScene(game, position_for_scenario(game, "campaign"))
    assert scene.space_items["london"].name == translations.space_name("pog", "london", "it") == "Londra"
    assert scene.space_items["sedan"].name == "Sedan"       # no Italian exonym: the printed name


@pytest.mark.parametrize("language", ["it"], indirect=True)
def test_a_command_line_problem_reads_in_italian(language, qapp):
    """``--center`` naming no space: the launcher's message in the chosen language."""
    from argparse import Namespace

    from pog_desktop.ui.launch import aim
    from pog_desktop.ui.main_window import build_board
    scene, view = build_board("campaign")
    assert aim(view, Namespace(center="atlantis", zoom=None)) == \
        "--center 'atlantis' non è l'id di uno spazio (forse intendevi calais?)"

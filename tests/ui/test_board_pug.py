"""The board draws Pursuit of Glory from its data: one item per space, link and unit of the 1914
setup, every line type told apart, the Gallipoli inset, tracks and boxes clear of the map, PuG
counters and markers, and the --screenshot of pug_1914 in the nation colours.
Covers: UNT-02, UNT-03, UNT-04, UNT-07, TBL-04, TBL-05, TBL-16, TBL-27."""
from collections import Counter

import pytest
from PIL import Image
from PySide6.QtCore import QRectF, Qt

from pog_desktop.app import main
from pog_desktop.data import load_game
from pog_desktop.ui.board.background import near_east_frame
from pog_desktop.ui.board.from_scenario import position_for_scenario
from pog_desktop.ui.board.items.connection_item import LinkItem
from pog_desktop.ui.board.items.counter_item import CounterItem, factors_text
from pog_desktop.ui.board.items.marker_item import MarkerItem
from pog_desktop.ui.board.items.space_item import SpaceItem
from pog_desktop.ui.board.palette import NATION_COLOURS
from pog_desktop.ui.board.position import marker_kinds
from pog_desktop.ui.board.scene import BoardScene


@pytest.fixture(scope="module")
def game():
    return load_game("pug")


@pytest.fixture(scope="module")
def scene(qapp, game):
    return BoardScene(game, position_for_scenario(game, "pug_1914"))


def test_3_1_one_item_per_space_link_and_unit_of_the_1914_setup(scene, game):
    items = scene.items()
    assert sorted(i.space.id for i in items if isinstance(i, SpaceItem)) == sorted(game.map.spaces)
    assert len([i for i in items if isinstance(i, LinkItem)]) == len(game.map.connections) == 446
    counters = [i for i in items if isinstance(i, CounterItem)]
    assert sorted(i.unit.id for i in counters) == sorted(game.units) and all(i.isVisible() for i in counters)
    pos = scene.position
    assert pos.units["tu_i_corps"].location == "constantinople"
    assert pos.units["kurds_1"].location == "tribal_war_kurds"
    assert pos.units["tu_iii_corps"].location == "cp_corps_assets"
    assert pos.units["ge_bu_xi_army"].location == "cp_reinforcements"   # enters with Bulgaria
    assert pos.units["gr_div_1"].location == "lamia"
    assert pos.units["tu_ii_corps"].reduced and not pos.units["tu_i_corps"].reduced


def test_3_1_every_line_type_is_drawn_its_own_way(scene, game):
    looks = {}
    for item in scene.connection_items:
        c, pen = item.connection, item.pen()
        kind = "coloured" if c.coloured else c.type
        looks.setdefault(kind, set()).add((pen.color().name(), pen.widthF(), pen.style()))
    plain = {k: v for k, v in looks.items() if not k.startswith("restricted") and k != "coloured"}
    assert all(len(v) == 1 for v in plain.values())
    assert len({next(iter(v)) for v in plain.values()}) == len(plain) == 7    # road, rail, incomplete, green, strait, sea, beach
    assert looks["incomplete_rail"] != looks["rail"] and next(iter(looks["incomplete_rail"]))[2] == Qt.DashLine
    # restricted routes and coloured railways take the colour of who may use them
    restricted = {i.connection.restricted_route: i.pen().color().name() for i in scene.connection_items
                  if i.connection.type == "restricted"}
    assert len(set(restricted.values())) == 3
    # dark enough to read on the land tints: the A/T Hejaz routes were in pale sand and vanished
    from PySide6.QtGui import QColor
    assert {k: QColor(c).lightness() < 150 for k, c in restricted.items()} == dict.fromkeys(restricted, True)
    assert all(look not in looks["rail"] for look in looks["coloured"])


def test_12_3_4_water_crossings_and_strait_numbers_are_marked(scene):
    water = [i for i in scene.connection_items if i.connection.water]
    assert len(water) == 53 and all(i.water_bar() is not None for i in water)
    assert all(i.water_bar() is None for i in scene.connection_items if not i.connection.water)
    one_way = next(i for i in water if i.connection.water == "from_a")
    bar = one_way.water_bar().center()
    a = one_way.line().p1()
    assert (bar - a).manhattanLength() < (one_way.line().center() - a).manhattanLength()


def test_gallipoli_inset_frame_holds_the_inset_spaces_only(game):
    frame = near_east_frame(game.map, "gallipoli")
    inset = [s for s in game.map.spaces.values() if s.map == "gallipoli"]
    assert len(inset) == 24
    assert all(frame.contains(QRectF(*s.pos)) for s in inset)
    outside = [s.id for s in game.map.spaces.values() if s.map == "main" and frame.intersects(QRectF(*s.pos))]
    assert outside == []


def test_tracks_and_boxes_overlap_no_space(scene, game):
    rects = [QRectF(*s.pos) for s in game.map.spaces.values()] + [QRectF(*b.pos) for b in scene.boxes.values()]
    assert set(scene.track_items) == {"turn", "vp", "ws", "status", "rp", "mo", "rounds_cp", "rounds_ap"}
    for track_id, item in scene.track_items.items():
        r = QRectF(*item.spec.rect)
        assert scene.sceneRect().contains(r)
        assert not any(r.intersects(q) for q in rects), track_id
    assert len(scene.track_items["turn"].spec.cells) == 17
    assert scene.track_items["turn"].spec.title == "Turn 1: Fall 1914"


def test_counters_of_every_unit_type(scene, game):
    types = {scene.counter_items[u].unit.type for u in game.units}
    assert types == {"army", "corps", "division", "irregular", "tribe", "hq", "heavy_artillery"}
    sizes = {t: {scene.counter_items[u].size for u in game.units if game.units[u].type == t} for t in types}
    assert all(len(v) == 1 for v in sizes.values())
    size = {t: v.pop() for t, v in sizes.items()}
    assert size["army"] > size["corps"] > size["division"] == size["tribe"] == size["hq"]
    assert factors_text(game.units["ru_hq_yudenich"], False) == "+1 · 4"
    assert factors_text(game.units["ru_hq_yudenich"], True) == "+0 · 4"
    assert factors_text(game.units["tu_stanke_bey"], False) == "2-?-4"
    assert factors_text(game.units["tu_stanke_bey"], True) == "1-1-4"


def test_setup_markers_trenches_and_the_pug_marker_kinds(scene):
    kinds = {(space, item.marker.kind) for (space, _), item in scene.marker_items.items()}
    assert ("to_fao", "beachhead") in kinds and ("doiran", "trench") in kinds
    assert scene.marker_items[("doiran", "trench")].marker.level == 2
    assert {"beachhead", "unrest", "ru_vp", "fort_destroyed", "besieged", "oos", "control"} <= set(marker_kinds("pug"))
    assert "beachhead" not in marker_kinds("pog")
    assert all(isinstance(i, MarkerItem) for i in scene.marker_items.values())


def test_1916_setup_shows_destroyed_forts_and_ru_vp_markers(qapp, game):
    s16 = BoardScene(game, position_for_scenario(game, "pug_1916"))
    assert s16.space_items["erzurum"].fort_destroyed and not s16.space_items["trabzon"].fort_destroyed
    assert ("trabzon", "ru_vp") in s16.marker_items
    assert s16.position.tracks.extra["jihad"] == 7 and s16.position.tracks.turn == 8
    assert s16.track_items["turn"].spec.title == "Turn 8: Summer 1916"
    assert s16.position.units["tu_stanke_bey"].location == "cp_permanently_eliminated"


def rgb(spec):
    return bytes(int(spec[i:i + 2], 16) for i in (1, 3, 5))


def test_screenshot_of_pug_1914_in_the_nation_colours(tmp_path, qapp):
    out = tmp_path / "pug.png"
    assert main(["--scenario", "pug_1914", "--screenshot", str(out), "--size", "1366x768"]) == 0
    img = Image.open(out).convert("RGB")
    assert img.size == (1366, 768)
    raw = img.tobytes()
    pixels = Counter(raw[i:i + 3] for i in range(0, len(raw), 3))
    for nation in ("tu", "tua", "ru", "br", "in", "gr"):
        assert pixels[rgb(NATION_COLOURS[nation][0])] >= 20, f"no {nation.upper()} counter colour on the board"
    close = tmp_path / "gallipoli.png"
    assert main(["--scenario", "pug_1914", "--screenshot", str(close), "--size", "800x500", "--zoom", "4",
                 "--center", "maidos"]) == 0


def test_list_scenarios_shows_both_games(capsys):
    assert main(["--list-scenarios"]) == 0
    out = capsys.readouterr().out
    assert "pug_1914" in out and "pug_1916" in out and "campaign" in out


def test_sandbox_edits_the_pug_tracks(scene):
    from pog_desktop.ui.board.track_edits import click_edit, menu_edits
    t = scene.position.tracks
    assert click_edit(t, "status", 0) == {"extra": {**t.extra, "jihad": 1}}
    labels = [label for label, _ in menu_edits(t, "mo", 1, game="pug")]
    assert "Meso or Persia" in labels and "FR" not in labels
    assert "Enver to the Front" in [label for label, _ in menu_edits(t, "mo", 0, game="pug")]
    assert list(t.rp) == ["ap_a", "br", "ru", "in", "cp_a", "ge", "tu"]


def test_tooltips_tell_the_pug_symbols(scene, game):
    from pog_desktop.ui.board.tooltips import space_text, unit_text
    texts = {sid: space_text(game, scene.position, sid) for sid in game.map.spaces}
    assert "Jihad city" in texts["hejaz"] and "Town: Mecca" in texts["hejaz"] and "Region" in texts["hejaz"]
    assert "Greece (NEUTRAL)" in texts["lamia"] and "VP space (2 VP)" in texts["baghdad"]
    assert "Armenian A space" in texts["van"] and "Tribe: Laz" in texts["rize"]
    assert "DRM +1 full, +0 reduced" in unit_text(game, scene.position, "ru_hq_yudenich")
    assert "Loss factor ?" in unit_text(game, scene.position, "tu_stanke_bey")

"""The board's Qt-free snapshot, tracks and scenario adapter."""
from types import SimpleNamespace

import pytest

from pog_desktop.data import load_game
from pog_desktop.ui.board.from_scenario import position_from_setup, tracks_from_markers
from pog_desktop.ui.board.position import BoardPosition, Marker, Placement, PositionError, RoundPlay, Tracks
from pog_desktop.ui.board.tracks import track_specs, turn_date


@pytest.fixture(scope="module")
def game():
    return load_game("pog")


def test_2_2_2_marker_kinds_are_checked():
    """Covers: DAT-14"""
    with pytest.raises(PositionError, match="unknown marker kind 'gas'"):
        Marker("gas")
    with pytest.raises(PositionError, match="level must be 1 or 2"):
        Marker("trench", "ap", 3)
    with pytest.raises(PositionError, match="side must be 'ap' or 'cp'"):
        Marker("control", "xx")
    assert Marker("trench", "cp", 2).label == "Trench L2 (CP)"


def test_10_1_stack_lists_units_bottom_first():
    """Covers: STK-01 (the board shows a space's units as one ordered stack)"""
    pos = BoardPosition({"ge_1": Placement("liege", order=2), "ge_c1": Placement("liege", order=0),
                         "ge_2": Placement("liege", order=1), "fr_5": Placement("sedan")})
    assert pos.stack("liege") == ["ge_c1", "ge_2", "ge_1"]
    assert pos.stacks() == {"liege": ["ge_c1", "ge_2", "ge_1"], "sedan": ["fr_5"]}


def test_position_validate_names_the_bad_entry(game):
    pos = BoardPosition({"ge_1": Placement("atlantis")})
    with pytest.raises(PositionError, match="unit 'ge_1': location 'atlantis'"):
        pos.validate(game.units, {**game.map.spaces, **game.map.boxes})
    with pytest.raises(PositionError, match="unit 'zz_9' is not a unit"):
        BoardPosition({"zz_9": Placement("paris")}).validate(game.units, game.map.spaces)


def test_t0_turn_record_dates():
    assert [turn_date(t) for t in (1, 2, 3, 4, 10, 20)] == [
        "Aug 1914", "Sep 1914", "Fall 1914", "Winter 1915", "Summer 1916", "Winter 1919"]


def test_4_1_start_tracks_from_scenario_markers():
    """Covers: DAT-07"""
    t = tracks_from_markers({"turn": 1, "vp": 10, "ap_ws": 0, "cp_ws": 3, "combined_ws": 3, "us_entry": 0,
                             "russian_capitulation": 0, "rp_allied": 2, "rp_ge": 1},
                            {"ap": "mobilization", "cp": "limited"})
    assert (t.turn, t.vp, t.ws, t.combined_ws) == (1, 10, {"ap": 0, "cp": 3}, 3)
    assert (t.us_entry, t.ru_capitulation) == ("neutral", "god_save_the_tsar")
    assert t.rp["a"] == 2 and t.rp["ge"] == 1
    assert t.commitment == {"ap": "mobilization", "cp": "limited"}


def test_8_1_4_action_chart_records_what_was_played():
    t = Tracks(rounds={"cp": (RoundPlay(1, "event", "cp01"), RoundPlay(2, "ops", "cp17")), "ap": ()})
    specs = {s.id: s for s in track_specs(t)}
    cp = specs["rounds_cp"].cells
    assert [(c.label, c.sub, c.marked) for c in cp[:3]] == [
        ("AR 1", "Event cp01", True), ("AR 2", "Ops cp17", True), ("AR 3", "", False)]
    assert [c.marked for c in specs["turn"].cells].index(True) == 0
    assert [c.label for c in specs["vp"].cells if c.marked] == ["10"]


def test_16_3_16_4_tracks_mark_the_current_step():
    t = Tracks(us_entry="zimmermann", ru_capitulation="fall_of_the_tsar")
    specs = {s.id: s for s in track_specs(t)}
    assert [c.label for c in specs["us_entry"].cells if c.marked] == ["Zimmermann played"]
    assert [c.label for c in specs["ru_capitulation"].cells if c.marked] == ["Fall of the Tsar"]
    with pytest.raises(PositionError, match="us_entry"):
        Tracks(us_entry="maybe")


def test_4_2_setup_becomes_a_position(game):
    """Covers: DAT-08, DAT-09 (units the setup does not place wait off-map as reinforcements)"""
    sc = SimpleNamespace(units_on_map={"liege": ("be_1",), "metz": ("ge_1", "ge_c1")}, reduced=frozenset({"ge_c1"}),
                         reserve={"ap": ("fr_c1",), "cp": ()}, eliminated={"ap": (), "cp": ("ge_c2",)},
                         trenches={"metz": 1}, control={"metz": "cp", "sedan": "cp", "paris": "ap"},
                         markers={"vp": 12}, commitment={"ap": "mobilization", "cp": "mobilization"})
    pos = position_from_setup(game, sc)
    assert pos.units["ge_c1"] == Placement("metz", True, 1)
    assert pos.units["ge_1"] == Placement("metz", False, 0)
    assert pos.units["fr_c1"].location == "ap_reserve"
    assert pos.units["ge_c2"].location == "cp_eliminated"
    assert pos.units["us_1"].location == "ap_reinforcements"
    assert pos.markers["metz"] == (Marker("trench", "cp", 1),)
    # only a change from the printed owner gets a control marker
    assert pos.markers["sedan"] == (Marker("control", "cp"),)
    assert "paris" not in pos.markers
    assert pos.tracks.vp == 12


def test_4_2_setup_placing_a_unit_twice_is_refused(game):
    sc = SimpleNamespace(units_on_map={"liege": ("be_1",), "antwerp": ("be_1",)}, reserve={}, eliminated={})
    with pytest.raises(PositionError, match="'be_1' twice"):
        position_from_setup(game, sc)


def test_16_1_track_edits_click_and_menu():
    """Covers: DAT-07 (the 4.1 markers as tracks the sandbox can set)"""
    from pog_desktop.ui.board.track_edits import click_edit, menu_edits
    t = Tracks()
    assert click_edit(t, "turn", 4) == {"turn": 5}
    assert click_edit(t, "vp", 12) == {"vp": 12}
    assert click_edit(t, "us_entry", 2) == {"us_entry": "zimmermann"}
    assert click_edit(t, "ws", 0) == {"ws": {"ap": 0, "cp": 1}}
    assert click_edit(t, "ws", 3) == {"commitment": {"ap": "limited", "cp": "mobilization"}}
    assert menu_edits(t, "ws", 4)[1] == ("−1", {"combined_ws": 0})
    rounds = dict(menu_edits(t, "rounds_cp", 1))
    assert rounds["SR"] == {"rounds": {"ap": (), "cp": (RoundPlay(2, "sr"),)}}
    mo = dict(menu_edits(t, "mo", 1))
    assert mo["France"] == {"mo": {"ap": "fr", "cp": None}}


def test_2_1_offmap_boxes_fill_in_only_missing_kinds(game):
    """Covers: DAT-01 (reserve and eliminated boxes), plus the boxes the board adds"""
    from dataclasses import replace as dc_replace

    from pog_desktop.data.model import Box
    from pog_desktop.ui.board.offmap import board_boxes, box_for
    only_four = {k: b for k, b in game.map.boxes.items() if b.kind in ("reserve", "eliminated")}
    boxes = board_boxes(dc_replace(game.map, boxes=only_four))
    assert sorted(b.kind for b in boxes.values()) == [
        "eliminated", "eliminated", "permanently_eliminated", "permanently_eliminated",
        "reinforcements", "reinforcements", "reserve", "reserve"]
    mine = Box("ap_later", "AP later", "ap", "reinforcements", (0, 0, 10, 10))
    boxes = board_boxes(dc_replace(game.map, boxes={**only_four, "ap_later": mine}))
    assert box_for(boxes, "reinforcements", "ap") == "ap_later"
    assert "ap_reinforcements" not in boxes
    with pytest.raises(KeyError, match="no reserve box for xx"):
        box_for(boxes, "reserve", "xx")


def test_16_track_summaries_carry_the_state_for_full_map_zoom():
    """Covers: DAT-07, DAT-14. At full-map zoom each track shows one line: its current state."""
    t = Tracks(turn=3, vp=11, ws={"ap": 5, "cp": 9}, combined_ws=14, us_entry="zimmermann",
               ru_capitulation="tsar_takes_command", rp={"ge": 1, "ah": 0, "br": 2},
               rounds={"cp": (RoundPlay(1, "ops", "cp17"), RoundPlay(2, "event", "cp05")), "ap": ()},
               mo={"cp": "ah", "ap": None})
    assert {s.id: s.summary for s in track_specs(t)} == {
        "us_entry": "Zimmermann played", "ru_capitulation": "Russia: Tsar Takes Command",
        "turn": "Turn 3: Fall 1914", "vp": "VP 11", "ws": "WS CP 9 · AP 5 · both 14",
        "rounds_cp": "CP rounds: Ops Event", "rounds_ap": "AP rounds: none yet",
        "rp": "RP GE 1 · BR 2", "mo": "MO CP Austria-H. · AP NONE"}

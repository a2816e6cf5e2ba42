"""Seed 003 in the app: New game ▸ four or three players with a name per command, hotseat with a
hand-over screen per command, the hand showing the command's own deck, the fronts tinted."""
from __future__ import annotations

import pytest

from pog_desktop.rules import Action
from pog_desktop.rules.core import commands
from pog_desktop.ui.board import fronts_overlay
from pog_desktop.ui.main_window import MainWindow, new_match
from pog_desktop.ui.table.new_game import NewGameDialog
from pog_desktop.ui.table.seating import HOTSEAT

NAMES = {"cp-west": "Wilhelm", "cp-east": "Erich", "ap-west": "Ferdinand", "ap-east": "Nikolai"}


def test_4p_new_game_dialog_offers_four_and_three_players_with_a_name_per_command(qtbot):
    d = NewGameDialog(seed_source=lambda: 7, scenarios=[("campaign", "Campaign"), ("historical", "Historical")])
    qtbot.addWidget(d)
    d.command_table.table.setCurrentIndex(d.command_table.table.findData(4))
    assert d.scenario.currentData() == "historical"          # choosing the table selects its scenario
    d.command_table.fields["cp-east"].setText("Erich")
    d.scenario.setCurrentIndex(d.scenario.findData("campaign"))
    with pytest.raises(ValueError, match="Historical scenario only"):
        d.settings()
    d.scenario.setCurrentIndex(d.scenario.findData("historical"))
    s = d.settings()
    assert s.options["players"] == 4
    assert sorted(s.seats.names) == ["ap-east", "ap-west", "cp-east", "cp-west"] and s.seats.names["cp-east"] == "Erich"
    d.command_table.table.setCurrentIndex(d.command_table.table.findData(3))
    assert sorted(d.settings().seats.names) == ["ap-east", "ap-west", "cp"]


def _window(qtbot, size=(1366, 768)):
    w = MainWindow(new_match("historical", 4, {"players": 4}, NAMES, HOTSEAT), resume=False, quiet=True)
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    return w


def test_4p_hotseat_covers_the_table_for_each_command_and_shows_its_own_hand(qtbot, tmp_path):
    w = _window(qtbot)
    game, table = w.controller.game, w.table
    assert table.gate.is_covered and game.prompt.seat == "cp-west"
    table.gate.reveal()
    west = commands.hand(game.ctx, game.state, "cp", "west")
    assert sorted(_hand_ids(table)) == sorted(west)
    assert table.hand.heading.text() == "Central Powers hand (West command) (4 cards)"
    w.grab().save(str(tmp_path / "fourp_1366.png"))
    w.controller.choose(Action("play_event", card="cp01"))
    game = w.controller.game
    assert game.prompt.seat == "cp-east" and table.gate.is_covered     # the ally may not see West's hand
    table.gate.reveal()
    east = commands.hand(game.ctx, game.state, "cp", "east")
    assert sorted(_hand_ids(table)) == sorted(east) and not set(east) & set(west)


def _hand_ids(table):
    return [getattr(c, "id", c) for c in table.hand.cards]


def test_4p_the_fronts_toggle_tints_every_space(qtbot):
    w = _window(qtbot)
    act = w.actions_by_name["fronts"]
    act.setChecked(True)
    overlay = w.scene.fronts_overlay
    assert overlay.shown and len(overlay.items) == len(w.data.map.spaces)
    assert overlay.items["berlin"].brush().color().name() == fronts_overlay.COLOURS["east"]
    assert overlay.items["paris"].isVisible() and overlay.items["baghdad"].brush().color().name() == "#1fa35a"
    act.setChecked(False)
    assert not overlay.items["paris"].isVisible()


def test_4p_10_1_three_players_the_cp_hand_shows_the_acting_commands_deck_only(qtbot):
    w = MainWindow(new_match("historical", 4, {"players": 3}, {"cp": "Carl", "ap-west": "A", "ap-east": "B"}, HOTSEAT),
                   resume=False, quiet=True)
    qtbot.addWidget(w)
    w.show()
    game, table = w.controller.game, w.table
    table.gate.reveal()
    assert sorted(_hand_ids(table)) == sorted(commands.hand(game.ctx, game.state, "cp", "west"))
    w.controller.choose(Action("play_event", card="cp01"))
    assert not table.gate.is_covered and table.seat == "cp"      # the same player: no hand-over
    assert sorted(_hand_ids(table)) == sorted(commands.hand(game.ctx, game.state, "cp", "east"))

"""The main window around a game: a new game from the dialog's choices really changes the
engine and the seats, undo goes back through the prompt bar, and the window keeps its
layout, zoom and player names for next time."""
from __future__ import annotations

from PySide6.QtCore import Qt

from pog_desktop.match import load_settings
from pog_desktop.ui.main_window import MainWindow
from pog_desktop.ui.table.new_game import NewGameDialog

from .table_driver import button


def test_opt_05_new_game_from_the_dialog_uses_its_ruleset_seed_and_solitaire_seats(qtbot):
    """Covers: OPT-05, OPT-03. Campaign with the 2022 ruleset and 8-card hands, solitaire: the
    engine runs 2022 rules, the hand is never covered, the names and mode are remembered."""
    w = MainWindow(resume=False, quiet=True)
    qtbot.addWidget(w)
    d = NewGameDialog(w, scenarios=[("campaign", "Campaign")], seed_source=lambda: 77)
    qtbot.addWidget(d)
    d.option_widgets["ruleset"].setCurrentIndex(d.option_widgets["ruleset"].findData("2022"))
    d.option_widgets["eight_card_hands"].setChecked(True)
    d.solitaire.setChecked(True)
    d.names["ap"].setText("Anna")
    s = d.settings()
    assert w.start_new(s.scenario, s.seed, s.options, s.seats)
    game = w.controller.game
    assert (game.seed, game.ctx.options["edition"], game.ctx.options["hand_size"]) == (77, "2022", 8)
    assert not w.table.gate.is_covered
    qtbot.mouseClick(button(w.table.prompt_bar, "No"), Qt.LeftButton)
    assert len(game.state.hand["cp"]) == 8 and not w.table.gate.is_covered
    kept = load_settings()
    assert kept.player_names["ap"] == "Anna" and kept.options["seat_mode"] == "solitaire"


def test_opt_04_a_choice_the_engine_cannot_play_is_refused_and_the_game_stays(qtbot):
    """Covers: OPT-04. Picking optional cards one by one is not playable yet: the window
    says so and keeps the game it had."""
    w = MainWindow(resume=False, quiet=True)
    qtbot.addWidget(w)
    before = w.controller.match
    assert not w.start_new("campaign", 5, {"optional_cards": "selected"}, w.table.seats)
    assert w.controller.match is before
    assert "optional_cards 'selected'" in w.statusBar().currentMessage()


def test_undo_from_the_prompt_bar_goes_back_one_action_and_autosaves(qtbot):
    """Undo after an activation restores the state before it; a new window resumes there."""
    w = MainWindow(resume=False, quiet=True)
    qtbot.addWidget(w)
    game = w.controller.game
    qtbot.mouseClick(w.table.gate.continue_button, Qt.LeftButton)
    w.controller.choose(next(a for a in game.legal_actions() if a.choice == "no"))
    w.controller.choose(next(a for a in game.legal_actions() if a.type == "play_ops"))
    before = game.state_hash()
    w.controller.choose(next(a for a in game.legal_actions() if a.type == "activate"))
    assert w.table.prompt_bar.undo_button.isEnabled()
    qtbot.mouseClick(w.table.prompt_bar.undo_button, Qt.LeftButton)
    assert game.state_hash() == before
    again = MainWindow(quiet=True)
    qtbot.addWidget(again)
    assert again.controller.game.state_hash() == before


def test_layout_zoom_and_names_are_kept_on_close(qtbot):
    w = MainWindow(resume=False, quiet=True)
    qtbot.addWidget(w)
    w.resize(1100, 700)
    w.show()
    qtbot.waitExposed(w)
    w.view.set_scale(w.view.fit_scale() * 2.0)
    w.close()
    kept = load_settings()
    assert kept.window_geometry and '"state"' in kept.window_geometry
    assert abs(kept.zoom - 2.0) < 0.01
    again = MainWindow(quiet=True)
    qtbot.addWidget(again)
    assert abs(again.view.scale_factor() / again.view.fit_scale() - 2.0) < 0.05

"""The combat window in play, on constructed positions (``tests/rules/helpers``): a combat the
engine resolves with nothing to decide stays in view, the flank choice shows its odds, stage
texts cite a rule once, and in hotseat the defender's combat-card decision is handed over
behind the cover with no card shown to the attacker."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from pog_desktop.data import load_game
from pog_desktop.ui.play.combat_adapter import stage_text
from pog_desktop.ui.table.seating import HOTSEAT

from .table_driver import button, cp_attack_from, designate


@pytest.fixture(scope="module")
def data():
    return load_game("pog")


def test_12_2_a_combat_with_nothing_to_decide_stays_in_the_combat_window(data, qtbot):
    """Covers: CMB-21, CMB-25, CMB-26, CMB-31. GE corps (2 CF, Corps table) attacks the RU
    1st Army (3 CF, Army table) in Lodz; dice 1 and 1: LN 0 against 1, the corps' one step
    lost with no choice to make, no retreat. The engine is straight back at the designation step, yet the window shows
    both sides, tables, columns, dice and the result until the next action."""
    c = cp_attack_from(data, qtbot, {"ge_c1": "posen", "ru_1": "lodz"}, ["posen"],
                        {"ap": [], "cp": []}, [1, 1])
    designate(qtbot, c, "lodz", "Attack German corps (ge_c1) → Lodz — corps 2 col 2 vs army 3 col 3")
    w = c.table.combat_window
    assert c.game.prompt.kind == "attack"
    assert c.table.tabs.currentWidget() is c.table.combat_window
    assert w.title.text() == "Attack on Lodz (clear)"
    assert "German corps (reduced)" in w.attacker.text() and "−1 step" in w.attacker.text()
    assert "step" not in w.defender.text().split("Losses")[1] and "Russian 1st Army" in w.defender.text()
    assert "Corps table · strength 2 · column 2 · die 1 · LN 0" in w.attacker.text()
    assert "Army table · strength 3 · column 3 · die 1 · LN 1" in w.defender.text()
    stage = w.stage.text().splitlines()
    assert stage[0] == "Combat over"
    assert stage[-1].startswith("LN 0 against 1")
    assert w.button_labels() == []
    c.refresh()                                   # a redraw before moving on keeps it
    assert c.table.tabs.currentWidget() is c.table.combat_window
    qtbot.mouseClick(button(c.table.prompt_bar, "Done"), Qt.LeftButton)   # moving on: back to the log
    assert c.table.tabs.currentWidget() is c.table.log_panel


def test_12_3_the_flank_choice_shows_its_odds_on_the_map_and_its_buttons(data, qtbot):
    """Covers: FLK-02, FLK-03. GE 1st Army from Posen and a GE corps from Breslau attack Lodz;
    no other Russian unit is near, so pinning from Posen gives +1 (Breslau unopposed): a
    roll of 3+ succeeds, 4 faces in 6."""
    c = cp_attack_from(data, qtbot, {"ge_1": "posen", "ge_c1": "breslau", "ru_1": "lodz"},
                        ["posen", "breslau"], {"ap": [], "cp": []}, [])
    designate(qtbot, c, "lodz", "Attack German 1st Army, German corps")
    assert c.game.prompt.kind == "flank"
    assert c.scene.marks()["posen"] == ("#c0262d", "pin +1 (4/6)")
    labels = c.table.combat_window.button_labels()
    assert "Flank → Posen — drm +1: 4 in 6 to fire first, else the defender fires first" in labels
    assert "No flank — both fire at once" in labels


def test_12_4_a_stage_is_titled_by_its_step_and_the_prompt_cites_its_rule():
    """The title comes from the step (the prompt kind); the engine's text, rule and all, is
    shown as it is: nothing is cut out of the engine's prose."""
    assert stage_text("combat_losses", "CP: take losses of 3 (12.4)") == "Losses — CP: take losses of 3 (12.4)"
    assert stage_text("retreat", "AP: retreat 2 space(s) (12.5.3)") == "Retreat — AP: retreat 2 space(s) (12.5.3)"
    assert stage_text("siege", "roll (15.1)") == "Siege — roll (15.1)"


def test_9_5_4_hotseat_hands_over_for_the_defenders_combat_card_and_back(data, qtbot):
    """Covers: CMB-23, CMB-24. Hotseat: the CP attacks Lodz; the AP holds Pleve (+1 when
    Russians fight). The cover comes up for the AP's card decision and the combat window shows
    no card while it is up; once the AP continues, the card is a button naming it; after the
    fire the decision returns to the CP behind the cover again."""
    c = cp_attack_from(data, qtbot, {"ge_1": "posen", "ru_c1": "lodz"}, ["posen"],
                        {"ap": ["ap04"], "cp": []}, [1, 1], mode=HOTSEAT)
    gate, w = c.table.gate, c.table.combat_window
    qtbot.mouseClick(gate.continue_button, Qt.LeftButton)        # Carl sits down
    designate(qtbot, c, "lodz", "Attack German 1st Army → Lodz")
    assert (c.game.prompt.kind, c.game.prompt.seat) == ("combat_cards", "ap")
    assert gate.is_covered and gate.continue_button.text() == "Continue as Anna"
    assert w.button_labels() == [] and not c.table.prompt_bar.isEnabled()
    c.space_clicked("lodz")
    assert c.table.prompt_bar.message.text().startswith("hand-over")
    qtbot.mouseClick(gate.continue_button, Qt.LeftButton)        # Anna sits down
    assert w.button_labels() == ["Combat card “Pleve”", "No more cards"]
    qtbot.mouseClick(w.buttons[0], Qt.LeftButton)
    assert c.game.state.sub["combat"]["cards"]["defender"] == ["ap04"]
    qtbot.mouseClick(w.buttons[0], Qt.LeftButton)                 # no more cards: fire
    assert "die 1 +1 = 2" in w.defender.text()
    assert "−2 steps <b style='color:#a02010'>eliminated</b>" in w.defender.text()   # the RU corps: LN 2
    assert (c.game.prompt.kind, c.game.prompt.seat) == ("advance", "cp")
    assert gate.is_covered and gate.continue_button.text() == "Continue as Carl"


def test_12_2_2_an_undone_designation_leaves_no_live_combat_buttons(data, qtbot):
    """Issue 15 defect 12: undoing the designation of a flank-able attack (before any die)
    empties the combat window: no old title, no flank button a click would send to the
    engine."""
    c = cp_attack_from(data, qtbot, {"ge_1": "posen", "ge_c1": "breslau", "ru_1": "lodz"},
                        ["posen", "breslau"], {"ap": [], "cp": []}, [])
    designate(qtbot, c, "lodz", "Attack German 1st Army, German corps")
    assert c.game.prompt.kind == "flank" and c.table.combat_window.buttons
    c.undo()
    assert c.game.prompt.kind == "attack"
    w = c.table.combat_window
    assert w.buttons == [] and w.title.text() == "No combat in progress"
    assert c.table.tabs.currentWidget() is c.table.log_panel


def test_a_new_game_in_the_middle_of_a_combat_keeps_no_old_buttons(data, qtbot):
    """Issue 15 defect 12: New game while the flank choice is open: the new game's table has
    no combat and no flank button."""
    from pog_desktop.match import Match, MatchMeta

    c = cp_attack_from(data, qtbot, {"ge_1": "posen", "ge_c1": "breslau", "ru_1": "lodz"},
                        ["posen", "breslau"], {"ap": [], "cp": []}, [])
    designate(qtbot, c, "lodz", "Attack German 1st Army, German corps")
    assert c.table.combat_window.buttons
    c.set_match(Match.new(MatchMeta("campaign", 2, {}, {"ap": "A", "cp": "C"})))
    assert c.table.combat_window.buttons == []
    assert c.table.combat_window.title.text() == "No combat in progress"

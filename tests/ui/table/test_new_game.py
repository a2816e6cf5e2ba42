"""The new game dialog returns the chosen scenario, seed, options and seats."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox

from pog_desktop.ui.table.new_game import NewGameDialog
from pog_desktop.ui.table.seating import HOTSEAT, SOLITAIRE


def _dialog(qtbot, seeds=(1234, 98765)):
    it = iter(seeds)
    d = NewGameDialog(seed_source=lambda: next(it), card_ids=frozenset({"ap23", "cp17"}))
    qtbot.addWidget(d)
    return d


def _start(qtbot, d):
    qtbot.mouseClick(d.findChild(QDialogButtonBox).button(QDialogButtonBox.Ok), Qt.LeftButton)


def test_defaults_campaign_random_seed_no_options_hotseat(qtbot):
    d = _dialog(qtbot)
    assert d.scenario.currentData() == "campaign"
    assert d.seed.text() == "1234"
    qtbot.mouseClick(d.reseed, Qt.LeftButton)
    assert d.seed.text() == "98765"
    s = d.settings()
    assert (s.scenario, s.seed, s.options, s.seats.mode) == ("campaign", 98765, {}, HOTSEAT)


def test_opt_choices_come_back_as_options_and_seats(qtbot):
    """Covers: OPT-01, OPT-03, OPT-05. Chosen switches, seed and solitaire seats come back."""
    d = _dialog(qtbot)
    d.scenario.setCurrentIndex(d.scenario.findData("limited_war"))
    d.seed.setText("42")
    d.option_widgets["alternate_setup"].setChecked(True)
    d.option_widgets["eight_card_hands"].setChecked(True)
    rs = d.option_widgets["ruleset"]
    rs.setCurrentIndex(rs.findData("2022"))
    d.option_widgets["event_and_ops_cards"].setText("AP23, cp17")
    d.solitaire.setChecked(True)
    d.names["ap"].setText("Jo")
    _start(qtbot, d)
    assert d.result() == QDialog.Accepted
    s = d.result_settings
    assert s.scenario == "limited_war" and s.seed == 42
    assert s.options == {"ruleset": "2022", "alternate_setup": True, "eight_card_hands": True,
                         "event_and_ops_cards": ["ap23", "cp17"]}
    assert s.seats.mode == SOLITAIRE and s.seats.names == {"ap": "Jo", "cp": "Central player"}


def test_bad_seed_or_card_is_refused_with_a_reason(qtbot):
    d = _dialog(qtbot)
    d.seed.setText("-3")
    _start(qtbot, d)
    assert d.result() != QDialog.Accepted
    assert d.error.text() == "the seed must be a whole number from 0 to 2147483647, not '-3'"
    d.seed.setText("7")
    d.option_widgets["event_and_ops_cards"].setText("ap99")
    _start(qtbot, d)
    assert d.result() != QDialog.Accepted
    assert d.error.text() == "option event_and_ops_cards: unknown card id(s) ap99"

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


def test_the_dialog_names_rules_in_words_offers_only_playable_choices_and_the_bid(qtbot):
    """Issue 15 defect 10: no rule ids in the captions, no "selected" optional cards (the
    engine refuses it), cards ticked by name, and the tournament bid reaches the engine."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QLabel

    from pog_desktop.data import load_game
    from pog_desktop.ui.main_window import new_match

    cards = load_game("pog").cards
    d = NewGameDialog(scenarios=[("campaign", "Campaign")], seed_source=lambda: 5, cards=cards)
    qtbot.addWidget(d)
    captions = [lab.text() for lab in d.findChildren(QLabel)]
    assert not [c for c in captions if "OPT-" in c or "(5." in c or "(9." in c]
    oc = d.option_widgets["optional_cards"]
    assert [oc.itemData(i) for i in range(oc.count())] == ["none", "all"]
    rs = d.option_widgets["ruleset"]
    assert "2022 Deluxe rules" in [rs.itemText(i) for i in range(rs.count())]
    lst = d.option_widgets["event_and_ops_cards"]
    item = next(lst.item(i) for i in range(lst.count()) if lst.item(i).data(Qt.UserRole) == "cp17")
    assert cards["cp17"].name in item.text()
    item.setCheckState(Qt.Checked)
    d.bid.setValue(2)
    s = d.settings()
    assert s.options["event_and_ops_cards"] == ["cp17"] and s.options["vp_bid"] == 2
    m = new_match(s.scenario, s.seed, s.options, {"ap": "A", "cp": "C"})
    assert m.game.ctx.options["vp_bid"] == 2

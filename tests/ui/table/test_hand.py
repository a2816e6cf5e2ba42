"""The hand (9.1): readable cards, exactly the legal uses enabled, reasons on the others."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from pog_desktop.data import load_game
from pog_desktop.ui.table.hand import NOT_NOW, HandView

from .fakes import FakeAction


@pytest.fixture(scope="module")
def cards():
    return load_game("pog").cards


def _hand(qtbot, cards, ids, legal, why=None):
    view = HandView()
    qtbot.addWidget(view)
    view.show_hand([cards[c] for c in ids], legal, why)
    return view


def test_9_1_3_hand_shows_numbers_and_marks_of_each_card(qtbot, cards):
    """Covers: CRD-01, CRD-06, CRD-07. Number, OPS, SR, RP by nation, WS, * and combat mark."""
    view = _hand(qtbot, cards, ["ap01", "cp03"], [])
    face = view.cards["ap01"].face
    assert face.name_label.text() == "1. British Reinforcements (BR 2) *"
    assert face.ops_label.text() == "OPS 4" and face.sr_label.text() == "SR 4"
    assert face.rp_label.text() == "RP: A 1 · BR 2 · FR 2 · IT 1 · RU 3"
    assert face.era_label.text() == "AP 1 · Mobilization"
    assert "WS +1" in face.badge_label.text() and "COMBAT CARD" not in face.badge_label.text()
    vf = view.cards["cp03"].face
    assert vf.name_label.text() == "3. Von Francois"
    assert "COMBAT CARD" in vf.badge_label.text() and "WS" not in vf.badge_label.text()
    assert view.heading.text() == "Hand (2 cards)"


def test_9_1_3_only_the_legal_uses_are_enabled(qtbot, cards):
    """Covers: CRD-01, CRD-12. The engine lists ap01 for OPS and event and ap02 for OPS only;
    nothing else may be clicked, and SR says the engine's reason."""
    legal = [FakeAction("play_ops", card="ap01"), FakeAction("play_event", card="ap01"),
             FakeAction("play_ops", card="ap02"), FakeAction("auto_op")]
    reasons = {("play_sr", "ap01"): "no SR card in the round right after your own SR card this turn (9.3.3)"}
    view = _hand(qtbot, cards, ["ap01", "ap02"], legal, lambda use, cid: reasons.get((use, cid)))
    assert view.enabled_uses() == {("ap01", "play_ops"), ("ap01", "play_event"), ("ap02", "play_ops")}
    assert view.button("ap01", "play_sr").toolTip() == "SR 4: " + reasons[("play_sr", "ap01")]
    assert view.button("ap02", "play_rp").toolTip() == f"RP: {NOT_NOW}"
    assert view.button("ap01", "play_ops").text() == "OPS 4"


def test_9_1_3_clicking_a_use_emits_the_listed_action(qtbot, cards):
    """Covers: CRD-01, CRD-18"""
    ops = FakeAction("play_ops", card="cp03")
    view = _hand(qtbot, cards, ["cp01", "cp03"], [FakeAction("play_event", card="cp01"), ops])
    with qtbot.waitSignal(view.action_chosen) as sig:
        qtbot.mouseClick(view.button("cp03", "play_ops"), Qt.LeftButton)
    assert sig.args == [ops]
    got = []
    view.action_chosen.connect(got.append)
    qtbot.mouseClick(view.button("cp03", "play_sr"), Qt.LeftButton)   # disabled: no signal
    assert got == []


def test_9_5_4_6_a_discard_action_gets_its_own_button(qtbot, cards):
    """Covers: CRD-26. At the discard step only the combat card may be discarded."""
    discard = FakeAction("discard", card="cp03")
    view = _hand(qtbot, cards, ["cp01", "cp03"], [discard, FakeAction("done")])
    assert view.enabled_uses() == {("cp03", "discard")}
    assert view.button("cp03", "discard").text() == "Discard"
    assert "discard" not in view.cards["cp01"].buttons


def test_cards_out_of_the_hand_are_kept_outside_it_and_go_with_it(qtbot, cards):
    """Issue 15 defect 13: the other side's hand comes back every action round, so its card
    widgets are kept (not rebuilt) — outside the hand's widget tree (no part of the table the
    seat at the screen sees) and deleted with the hand (no widget left behind)."""
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication, QWidget

    view = HandView()
    ids = sorted(cards)
    view.show_hand([cards[c] for c in ids[:7]], [])
    first = view.cards[ids[0]]
    view.show_hand([cards[c] for c in ids[7:14]], [])
    assert view.kept_faces() == 14 and first not in view.findChildren(QWidget)
    view.show_hand([cards[c] for c in ids[:7]], [])
    assert view.cards[ids[0]] is first and first in view.findChildren(QWidget)    # shown again, not rebuilt
    view.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.DeferredDelete)
    QApplication.sendPostedEvents(None, QEvent.DeferredDelete)
    assert not [w for w in QApplication.allWidgets() if type(w).__name__ == "HandCard"]


def test_a_card_given_a_use_of_its_own_stays_in_the_hand(qtbot, cards):
    """The table benchmark clicked a combat card's button that was nowhere on screen: the
    same hand shown again with a use beyond the card's own (9.5.4: play as combat card)
    built the card anew and left the new one out of the row. It stands in its place."""
    view = _hand(qtbot, cards, ["cp01", "cp03"], [FakeAction("play_ops", card="cp03")])
    view.show()
    combat = FakeAction("combat_card", card="cp03")
    view.show_hand([cards["cp01"], cards["cp03"]], [combat])
    button = view.button("cp03", "combat_card")
    assert button.isVisible() and button.isEnabled()
    assert [view._row.itemAt(i).widget() for i in range(view._row.count())] == [view.cards["cp01"], view.cards["cp03"]]

"""Hotseat hand-over: the hand stays hidden until the named player clicks Continue."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from pog_desktop.data import load_game
from pog_desktop.ui.table.hand import HandView
from pog_desktop.ui.table.handover import HandoverGate
from pog_desktop.ui.table.seating import HOTSEAT, SOLITAIRE, HandoverTracker, Seats

from .fakes import FakeAction


def test_hotseat_handover_hides_the_hand_until_continue(qtbot):
    cards = load_game("pog").cards
    hand = HandView()
    gate = HandoverGate(hand)
    qtbot.addWidget(gate)
    hand.show_hand([cards["ap01"]], [FakeAction("play_ops", card="ap01")])
    gate.show()
    assert hand.isVisible()
    gate.cover("cp", "Anna", why="The Allied round is over.")
    assert gate.is_covered and not hand.isVisible()
    assert "Anna" in gate.message.text() and "Central Powers" in gate.message.text()
    assert "British" not in gate.message.text()
    with qtbot.waitSignal(gate.continued) as sig:
        qtbot.mouseClick(gate.continue_button, Qt.LeftButton)
    assert sig.args == ["cp"]
    assert hand.isVisible() and not gate.is_covered


def test_9_5_4_1_tracker_covers_when_the_other_seat_decides():
    """Covers: CRD-19. The defender's combat-card decision in the attacker's round is a
    change of seat like any other, so the screen is covered both ways."""
    t = HandoverTracker(Seats(HOTSEAT), viewer="ap")
    assert not t.needs_cover("ap")
    assert t.needs_cover("cp")       # defender's combat cards
    t.revealed_to("cp")
    assert t.needs_cover("ap") and not t.needs_cover("cp")
    assert not t.needs_cover(None)   # nobody decides (game over)


def test_solitaire_never_covers_and_bad_mode_is_refused():
    t = HandoverTracker(Seats(SOLITAIRE), viewer="ap")
    assert not t.needs_cover("cp")
    with pytest.raises(ValueError, match="seat mode must be one of hotseat, solitaire, not 'pbem'"):
        Seats("pbem")

"""The combat window (12.0) drawn from a constructed CombatView."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from pog_desktop.ui.table.combat_view import CombatSideView, CombatView, FireLine, FlankView, UnitLine
from pog_desktop.ui.table.combat_window import CombatWindow, fire_text, flank_text

from .fakes import FakeAction

ATTACK = CombatView(
    "Liege", "liege", "clear",
    CombatSideView("cp", (UnitLine("ge_1", "GE 1st Army", "ge", "5-3-3", space="Aachen"),
                          UnitLine("ge_2", "GE 2nd Army", "ge", "3-3-3", True, "Koblenz", 1, "eliminated")),
                   cards=("Von Francois",), drms=("+1 Von Francois",), fire=FireLine("army", 8, "8", -1, 1, 4, 3)),
    CombatSideView("ap", (UnitLine("be_a", "BE Army", "be", "2-1-3", space="Liege"),), fort=3,
                   fire=FireLine("corps", 5, "5", 0, 0, 6, 1)),
    trench=1, stage="the defender chooses losses", order="attacker_first",
    flank=FlankView("Aachen", 1, 5, True), losses_by="ap", losses_ln=3, winner="cp", retreat=2,
    retreat_cancellable=True, retreat_spaces=("Brussels", "Namur"))


def test_12_2_8_fire_line_shows_table_column_shift_die_and_ln():
    """Covers: CMB-24, CMB-25, CMB-26. The modified die is clamped to 1-6 (12.2.7)."""
    assert fire_text(FireLine("army", 8, "8", -1, 1, 4, 3)) == \
        "Army table · strength 8 · column 8 (shift −1) · die 4 +1 = 5 · LN 3"
    assert fire_text(FireLine("corps", 5, "5", 0, 2, 6, 2)) == \
        "Corps table · strength 5 · column 5 · die 6 +2 = 6 · LN 2"
    assert fire_text(FireLine("corps", 3, "3", 0, 1)) == "Corps table · strength 3 · column 3 · not rolled yet (drm +1)"
    assert fire_text(None) == "not fired yet"


def test_12_3_flank_text_names_pinning_space_roll_and_who_fires_first():
    """Covers: FLK-01, FLK-02, FLK-03"""
    assert flank_text(ATTACK) == \
        "Flank attempt, pinning from Aachen, drm +1: die 5 — succeeds, the attacker fires first."
    v = CombatView("Verdun", "verdun", "clear", ATTACK.attacker, ATTACK.defender,
                   flank=FlankView(problem="no flank attack against a trench"))
    assert flank_text(v) == "No flank attempt: no flank attack against a trench."


def test_12_4_window_shows_both_sides_losses_and_offers_the_legal_choices(qtbot):
    """Covers: CMB-29, CMB-31, LOS-01, RET-01, RET-02. The loser's retreat choices are the engine's legal actions."""
    w = CombatWindow()
    qtbot.addWidget(w)
    legal = [FakeAction("retreat", units=("be_a",), to="brussels"), FakeAction("cancel_retreat")]
    w.show_combat(ATTACK, legal, {"be_a": "BE Army", "brussels": "Brussels"})
    assert w.title.text() == "Attack on Liege (clear, trench level 1)"
    att, dfd = w.attacker.text(), w.defender.text()
    assert "Attacker: Central Powers" in att and "GE 2nd Army (reduced)" in att and "eliminated" in att
    assert "Von Francois" in att and "LN 3" in att
    assert "Defender: Allied Powers" in dfd and "Fort" in dfd and "2-1-3" in dfd
    assert w.outcome.text().splitlines() == [
        "Allied Powers choose their losses for LN 3.", "Central Powers win the combat.",
        "The defender must retreat 2 spaces (may cancel the retreat).", "Retreat to: Brussels, Namur"]
    assert w.order.text() == "The attacker fires first."
    assert w.button_labels() == ["Retreat BE Army → Brussels", "Cancel retreat"]
    with qtbot.waitSignal(w.action_chosen) as sig:
        qtbot.mouseClick(w.buttons[0], Qt.LeftButton)
    assert sig.args == [legal[0]]


def test_combat_view_refuses_a_third_side_as_winner():
    with pytest.raises(ValueError, match="winner must be the attacker's or the defender's side, not 'us'"):
        CombatView("Liege", "liege", "clear", ATTACK.attacker, ATTACK.defender, winner="us")
    with pytest.raises(ValueError, match="order must be one of"):
        CombatView("Liege", "liege", "clear", ATTACK.attacker, ATTACK.defender, order="flank")


@pytest.mark.parametrize("height", [112, 181])
def test_every_choice_shows_in_a_short_combat_tab(qtbot, height):
    """At 1366x768 the table benchmark clicked loss and retreat buttons cut off by the
    strip's edge: the combat details kept their own height and squeezed the choices. In a tab
    as short as the benchmark's every choice button shows whole; the details give way."""
    from tests.ui.play.table_driver import fully_visible

    from PySide6.QtWidgets import QTabWidget

    w = CombatWindow()
    tabs = QTabWidget()         # as in the table: the tab, not the window, decides the height
    qtbot.addWidget(tabs)
    tabs.addTab(w, "Combat")
    tabs.setFixedSize(1118, height + 28)
    tabs.show()
    n = 4 if height < 150 else 6
    legal = [FakeAction("retreat", units=(f"u{i}",), to=f"space_with_a_long_name_{i}") for i in range(n)]
    w.show_combat(ATTACK, legal, {f"u{i}": f"Russian corps number {i} of the long front" for i in range(n)})
    qtbot.wait(10)
    assert len(w.buttons) == n
    assert [b.text() for b in w.buttons if not fully_visible(b)] == []

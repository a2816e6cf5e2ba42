"""Combat on the board: the odds before the attack is designated, the combat window with
the engine's fire, and the advance chosen on the map (campaign seed 1, GE 1st Army from
Aachen against the fort of Liege)."""
from __future__ import annotations

from PySide6.QtCore import QPointF, Qt

from pog_desktop.match import Match, MatchMeta
from pog_desktop.rules import Action
from pog_desktop.ui.main_window import MainWindow
from pog_desktop.ui.table.seating import SOLITAIRE, Seats

from .table_driver import button, click_space


def _attack_window(qtbot) -> MainWindow:
    m = Match.new(MatchMeta("campaign", 1, {}, {"ap": "Anna", "cp": "Carl"}))
    for a in (Action("choose", choice="no"), Action("play_ops", card="cp10"),
              Action("activate", space="aachen", mode="attack"), Action("done")):
        m.apply(a)
    w = MainWindow(m, quiet=True)
    w.table.set_seats(Seats(SOLITAIRE, m.meta.players))
    w.controller.refresh()
    qtbot.addWidget(w)
    w.resize(1400, 900)
    w.show()
    qtbot.waitExposed(w)
    x, y = w.data.map.spaces["liege"].center
    w.view.center_on(QPointF(x, y), 1.5)
    return w


def test_12_2_odds_shown_before_the_attack_then_fire_and_advance_on_the_board(qtbot):
    """Covers: CMB-21, CMB-25, CMB-26, ADV-01. Liege is marked with both strengths (GE 1st
    Army 5 against the fort's 3); designating asks for confirmation with table and column;
    the combat window then shows the engine's rolls; the advance is a click on Liege."""
    w = _attack_window(qtbot)
    game = w.controller.game
    assert w.scene.marks()["liege"][1] == "5 vs 3"
    click_space(qtbot, w.view, "liege")
    assert len(game.actions) == 4                      # nothing designated by the click alone
    confirm = button(w.table.prompt_bar, "Attack German 1st Army → Liege")
    assert confirm.text().endswith("— army 5 col 5 vs corps 3 col 3")
    qtbot.mouseClick(confirm, Qt.LeftButton)
    assert game.prompt.kind == "advance"
    assert w.table.tabs.currentWidget() is w.table.combat_window
    fire_log = [e for e in game.log if e["kind"] == "fire"]
    assert [e["text"].split(":")[0] for e in fire_log] == [
        "attacker fires 5 on the army table, column 5", "defender fires 3 on the corps table, column 3"]
    die = fire_log[0]["dice"][0]
    assert f"strength 5 · column 5 · die {die}" in w.table.combat_window.attacker.text()
    assert w.scene.marks()["liege"][0] == "#1a7f37"     # the advance target, marked on the map
    assert any(t.startswith("Advance") and t.endswith("— 1 space, no die roll")
               for t in w.table.combat_window.button_labels())
    click_space(qtbot, w.view, "liege")
    assert game.state.where["ge_1"] == "liege"

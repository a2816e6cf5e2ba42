"""The table view reads the engine, not copies of its working data: the flank odds are the
engine's own ``flank_chance``, losses its ``step_loss`` entries, and a combat that has just
ended its ``State.last_combat`` (which a reopened save still shows)."""
from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt, QUrl

from pog_desktop.data import load_game
from pog_desktop.match import Match, MatchMeta
from pog_desktop.rules import selfplay
from pog_desktop.rules.combat.engine.opening import flank_chance
from pog_desktop.ui.main_window import MainWindow
from pog_desktop.ui.play.combat_adapter import finished_combat

from .table_driver import cp_attack_from, designate

# GE 1st Army in Posen and a GE corps in Breslau attack the RU 1st Army in Lodz; a RU corps in
# Thorn touches Posen but not Breslau.
FLANK = {"ge_1": "posen", "ge_c1": "breslau", "ru_1": "lodz", "ru_c2": "thorn"}


@pytest.fixture(scope="module")
def data():
    return load_game("pog")


@pytest.mark.parametrize("pinning, drm, wins, outcome, order", [
    ("posen", "+1", 4, "+1: die 3 — succeeds, the attacker fires first", "The attacker fires first."),
    ("breslau", "+0", 3, "0: die 3 — fails, the defender fires first", "The defender fires first."),
])
def test_12_3_the_flank_odds_shown_are_what_the_engine_rolls_against(data, qtbot, pinning, drm, wins, outcome,
                                                                     order):
    """Covers: FLK-02, FLK-03. The flank button states the engine's drm and winning faces;
    with the die scripted to 3 (the lowest win pinned from Posen, a loss from Breslau) the
    combat window reports the engine's roll and the firing order it led to."""
    c = cp_attack_from(data, qtbot, FLANK, ["posen", "breslau"], {"ap": [], "cp": []}, [3, 1, 1])
    designate(qtbot, c, "lodz", "Attack German 1st Army, German corps")
    chance = flank_chance(c.game.ctx, c.game.state, pinning)
    assert (f"{chance.drm:+d}", len(chance.rolls)) == (drm, wins)
    label = f"Flank → {data.map.spaces[pinning].name} — drm {drm}: {wins} in 6 to fire first"
    w = c.table.combat_window
    qtbot.mouseClick(next(b for b in w.buttons if b.text().startswith(label)), Qt.LeftButton)
    roll = next(e for e in reversed(c.game.state.log) if e["kind"] == "flank")["dice"]
    assert roll == [3] and chance.succeeds(3) == ("succeeds" in outcome)
    assert w.flank.text() == f"Flank attempt, pinning from {data.map.spaces[pinning].name}, drm {outcome}."
    assert w.order.text() == order


def test_12_4_the_combat_window_shows_the_logged_step_losses(data, qtbot):
    """Covers: LOS-01, LOS-03. GE 1st Army (die 2: LN 3) on the reduced RU 1st Army in Lodz
    with a RU corps in the Reserve Box: the army's step goes and the corps takes its place and
    loses a step; the RU corps fires 1 and misses (die 1). The window lists each unit's loss
    as the log gives it while the retreat is being chosen; the log's step-loss entry links the
    army, its replacement and Lodz."""
    c = cp_attack_from(data, qtbot, {"ge_1": "posen", "ru_1": "lodz", "ru_c1": "ap_reserve"}, ["posen"],
                       {"ap": [], "cp": []}, [2, 1])
    c.game.state.reduced.add("ru_1")
    c.refresh()
    designate(qtbot, c, "lodz", "Attack German 1st Army → Lodz")
    assert c.game.prompt.kind == "retreat"
    text = c.table.combat_window.defender.text()
    assert "−1 step <b style='color:#a02010'>replaced</b>" in text
    assert "−1 step <b style='color:#a02010'>reduced</b>" in text
    assert "step" not in c.table.combat_window.attacker.text().split("Losses")[1]
    panel = c.table.log_panel
    first = next(i for i, e in enumerate(c.game.log) if e["kind"] == "step_loss")
    with qtbot.waitSignal(panel.highlight_requested, timeout=1000) as sig:
        panel.anchorClicked.emit(QUrl(panel.entry_anchor(first)))   # the entry's link in the log
    assert sig.args == [["lodz"], ["ru_1", "ru_c1"]]


def _to_a_finished_combat() -> Match:
    """A campaign match played by the self-play policy until a combat has just ended."""
    m = Match.new(MatchMeta("campaign", 5, {}, {"ap": "Anna", "cp": "Carl"}, game_id="g5uie"))
    rnd = random.Random(3)
    while finished_combat(m.game) is None:
        assert len(m.game.actions) < 400, "no combat ended"
        legal = [a for a in m.game.legal_actions() if a.type != "offer_peace"]
        m.apply(selfplay.pick(m.game, legal, rnd))
    return m


def test_12_2_a_reopened_save_shows_the_combat_that_just_ended(qtbot, tmp_path):
    """Covers: CMB-20, DAT-15. Saved right after a combat, the file reopens with the same
    finished combat in the window: target, both sides' fire and losses, "Combat over"."""
    window = MainWindow(_to_a_finished_combat(), quiet=True)
    qtbot.addWidget(window)
    rec = window.controller.game.state.last_combat
    w = window.controller.table.combat_window
    shown = (w.title.text(), w.stage.text(), w.attacker.text(), w.defender.text())
    assert shown[0].startswith(f"Attack on {window.controller.data.map.spaces[rec['target']].name} (")
    assert shown[1].startswith("Combat over")
    for loss in rec["losses"]:
        role = w.attacker if loss["side"] == rec["side"] else w.defender
        assert f"−{loss['steps']} step" in role.text()
    path = tmp_path / "combat.pog"
    window.save_to(path)
    window.close()
    again = MainWindow(resume=False, quiet=True)
    qtbot.addWidget(again)
    assert again.open_file(path)
    w2 = again.controller.table.combat_window
    assert again.controller.game.state.last_combat == rec
    assert (w2.title.text(), w2.stage.text(), w2.attacker.text(), w2.defender.text()) == shown
    assert again.controller.table.tabs.currentWidget() is again.controller.table.combat_window

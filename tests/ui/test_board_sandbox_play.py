"""The sandbox from the game in play (issue 15 defect 8): it opens on the current position,
not the scenario's first turn, and its position is saved to a file and opened again; a broken
file is refused and the board stays."""
from __future__ import annotations

import random

from pog_desktop.match import Match, MatchMeta
from pog_desktop.rules.selfplay import pick


def test_the_sandbox_opens_on_the_position_in_play_and_its_result_is_saved(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("POG_DESKTOP_HOME", str(tmp_path / "home"))
    from pog_desktop.ui.main_window import MainWindow
    from pog_desktop.ui.play.board_adapter import position_from_game

    m = Match.new(MatchMeta("campaign", 9, {}, {"ap": "A", "cp": "C"}))
    rnd = random.Random(9)
    while m.game.state.turn < 2:
        m.apply(pick(m.game, [a for a in m.game.legal_actions() if a.type != "offer_peace"], rnd))
    w = MainWindow(m, quiet=True, resume=False)
    qtbot.addWidget(w)
    w.controller.autosave_on = False
    w.open_sandbox()
    sb = w._sandbox
    now = position_from_game(w.data, m.game)
    assert sb.scene.position.tracks.turn == 2 and sb.scene.position.units == now.units
    unit = next(iter(now.units))
    sb.controller._do(sb.controller.sandbox.move_unit, unit, "paris")
    out = tmp_path / "pos.json"
    sb.save_to(out)
    moved = sb.scene.position
    sb.controller._do(sb.controller.sandbox.move_unit, unit, "berlin")
    assert sb.open_from(out)
    assert sb.scene.position == moved
    bad = tmp_path / "bad.json"
    bad.write_text(out.read_text().replace('"paris"', '"atlantis"'))
    assert not sb.open_from(bad)
    assert sb.scene.position == moved and "atlantis" in sb.statusBar().currentMessage()
    sb.close()

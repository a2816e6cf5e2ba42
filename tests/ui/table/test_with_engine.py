"""The table view on the real rules engine: a CP opening action round played by the UI alone.
Skipped on a branch without the engine (it joins in the lead's merge)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

rules = pytest.importorskip("pog_desktop.rules")

from pog_desktop.data import load_game  # noqa: E402
from pog_desktop.ui.table.seating import HOTSEAT, Seats  # noqa: E402
from pog_desktop.ui.table.table_view import TableView  # noqa: E402


def _play(qtbot, view, game, button):
    got = []
    view.action_chosen.connect(got.append)
    qtbot.mouseClick(button, Qt.LeftButton)
    view.action_chosen.disconnect()
    assert len(got) == 1
    game.apply(got[0])
    view.show_game(game)
    return got[0]


def test_9_1_3_opening_round_by_the_ui_on_the_engine(qtbot):
    """Covers: DAT-10, CRD-01, CRD-18. Decline Guns of August with the bar, then play a card
    for OPS from the hand: the engine reaches the activation prompt of that side."""
    game = rules.Game.new("campaign", seed=3)
    view = TableView(load_game("pog").cards, Seats(HOTSEAT, {"ap": "A", "cp": "C"}))
    qtbot.addWidget(view)
    view.show()
    view.show_game(game)
    assert game.prompt.kind == "guns_of_august"
    assert view.prompt_bar.button_labels() == ["Yes", "No"]
    qtbot.mouseClick(view.gate.continue_button, Qt.LeftButton)
    _play(qtbot, view, game, view.prompt_bar.buttons[1])
    assert game.prompt.kind == "action"
    hand = list(game.state.hand["cp"])
    assert sorted(view.hand.cards) == sorted(hand)
    legal = {(a.card, a.type) for a in game.legal_actions() if a.card}
    assert view.hand.enabled_uses() == legal
    card = next(c for c in hand if (c, "play_ops") in legal)
    played = _play(qtbot, view, game, view.hand.button(card, "play_ops"))
    assert played == rules.Action("play_ops", card=card)
    assert game.prompt.kind == "activate" and card not in game.state.hand["cp"]
    assert view.prompt_bar.button_labels() == ["Done"]
    assert view.hand.enabled_uses() == set()
    assert view.prompt_bar.undo_button.isEnabled() == game.can_undo


def test_12_2_combat_view_side_from_the_engines_own_fire_and_losses():
    """Covers: CMB-25, LOS-01. The engine's Piece, Fire and LossOutcome read into a view side."""
    from pog_desktop.data.combat_tables import load_combat_tables
    from pog_desktop.rules.combat.pieces import Piece
    from pog_desktop.rules.combat.losses import apply_losses, loss_options
    from pog_desktop.rules.combat.fire import fire
    from pog_desktop.ui.table.combat_adapt import side_view

    units = load_game("pog").units
    pieces = (Piece(units["ge_1"], space="aachen"), Piece(units["ge_2"], True, "koblenz"))
    f = fire(load_combat_tables("pog"), pieces, 4, shift=-1, drm=1)
    option = loss_options(pieces, f.ln)[0]
    out = apply_losses(pieces, option)
    sv = side_view("cp", pieces, fire=f, shift=-1, outcome=out)
    assert (sv.fire.table, sv.fire.strength, sv.fire.column, sv.fire.die, sv.fire.drm, sv.fire.ln) == \
        ("army", 8, f.column_label, 4, 1, f.ln)
    assert [u.lost for u in sv.units] == [option.steps_of(p.id) for p in pieces]
    assert sum(u.lost for u in sv.units) > 0

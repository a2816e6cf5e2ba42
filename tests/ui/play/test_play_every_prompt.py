"""Every decision the engine offers has a way in by the mouse: a random game played through
the controller, checking at each prompt that each legal action is on the prompt bar, on a
card of the hand, in the combat window, or on a space or counter of the board."""
from __future__ import annotations

import random

from pog_desktop.match import Match, MatchMeta
from pog_desktop.ui.main_window import MainWindow
from pog_desktop.ui.play.combat_adapter import running_combat
from pog_desktop.ui.table.action_text import is_button
from pog_desktop.ui.table.seating import SOLITAIRE, Seats

STEPS = 260


def _ways_in(w, a) -> list[str]:
    ways = []
    bar = w.table.prompt_bar
    if is_button(a) and any(b.objectName() == f"action:{a.type}" for b in bar.buttons):
        ways.append("bar")
    card = getattr(a, "card", None)
    if card in w.table.hand.cards and a.type in w.table.hand.cards[card].buttons:
        ways.append("hand")
    if running_combat(w.controller.game) is not None and w.table.combat_window.buttons:
        ways.append("combat")
    offer = w.controller._offer
    if any(a in acts for acts in offer.by_space.values()):
        ways.append("space")
    if any(a in acts for acts in offer.by_unit.values()):
        ways.append("unit")
    return ways


def test_every_legal_action_of_a_random_game_has_a_way_in_by_the_mouse(qtbot):
    """Covers: SEQ-01, SEQ-03, CRD-02. Guns of August, card plays, activation, movement,
    SR, RP, combat, attrition and turn-end prompts met on the way in the first turns."""
    m = Match.new(MatchMeta("campaign", 4, {"last_turn": 2}, {"ap": "A", "cp": "C"}))
    w = MainWindow(m, quiet=True)
    qtbot.addWidget(w)
    w.controller.autosave_on = False
    w.table.set_seats(Seats(SOLITAIRE, m.meta.players))
    w.controller.refresh()
    rnd = random.Random(4)
    kinds = set()
    for _ in range(STEPS):
        game = w.controller.game
        if game.prompt is None:
            break
        kinds.add(game.prompt.kind)
        legal = [a for a in game.legal_actions() if a.type != "offer_peace"]
        missing = [a for a in legal if not _ways_in(w, a)]
        assert not missing, f"{game.prompt.kind}: no way in for {missing[:3]}"
        assert w.controller.choose(rnd.choice(legal))
    assert {"choose_option", "choose_card_play", "activate_spaces", "move_stack"} <= kinds

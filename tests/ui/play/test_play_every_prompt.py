"""Every decision the engine offers has a way in by the mouse: a random game played through
the controller, checking at each prompt that each legal action is on the prompt bar, on a
card of the hand, in the combat window, or on a space or counter of the board."""
from __future__ import annotations

import random

import pytest

from PySide6.QtCore import QPointF, Qt

from pog_desktop.match import Match, MatchMeta
from pog_desktop.match.engine import default_engine
from pog_desktop.rules import Action, Game
from pog_desktop.ui.main_window import MainWindow
from pog_desktop.ui.play.combat_adapter import running_combat
from pog_desktop.ui.table.action_text import describe, is_button
from pog_desktop.ui.table.seating import SOLITAIRE, Seats

from tests.rules.helpers import position

from .table_driver import button, click_space, click_unit

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
    assert {"guns_of_august", "action", "activate", "move"} <= kinds


def _at_event_prompt(build):
    """A constructed position (``tests/rules/helpers``) in which a card event has just asked
    its question: the random path of a whole game changes with every rules fix, so the
    event prompts are reached directly."""
    g, side, card = build()
    g.state.active = side
    g.state.hand[side] = [card]
    g.apply(Action("play_event", card=card))
    return g


def _salonika():
    g = Game.new("campaign", seed=3)
    st = g.state
    st.turn, st.round, st.phase, st.step = 6, 2, "action", "action"
    for u in ("br_c1", "fr_c1", "fr_c2", "br_c2"):
        st.place(u, "ap_reserve")
    return g, "ap", "ap30"


EVENT_POSITIONS = {
    "entrench (cp06)": lambda: (position({"ge_1": "metz", "ge_2": "strasbourg", "ge_c1": "essen"}, turn=3), "cp", "cp06"),
    "landwehr (cp05)": lambda: (position({"ge_1": "metz", "ge_2": "berlin", "ge_c1": "essen", "ge_c2": "essen"},
                                         reduced={"ge_1", "ge_2", "ge_c1", "ge_c2"}, turn=3), "cp", "cp05"),
    "war in africa (cp32)": lambda: (position({"br_c3": "london", "aus_corps": "london"}, turn=8), "cp", "cp32"),
    "AH 7th Army enters (cp14)": lambda: (position({"ge_1": "metz"}, turn=5), "cp", "cp14"),
    "salonika (ap30)": _salonika,
}


@pytest.mark.parametrize("case", sorted(EVENT_POSITIONS))
def test_event_prompts_choose_units_and_place_units_are_played_by_the_mouse(qtbot, case):
    """Covers: EVT-05, EVT-06, EVT-23, EVT-43, REI-01 (9.5.3). At each prompt of the kinds
    ``choose_units`` (step ``pick_units``) and ``place_units`` (step ``place_event_units``)
    every legal action has a way in, and each choice is made by a click on its counter, its
    space or its button until the event's questions are over."""
    g = _at_event_prompt(EVENT_POSITIONS[case])
    assert g.state.step in ("pick_units", "place_event_units")
    m = Match(default_engine(), MatchMeta("campaign", 7, {}, {"ap": "A", "cp": "C"}), g, [g.state_hash()])
    w = MainWindow(m, quiet=True, resume=False)
    qtbot.addWidget(w)
    w.controller.autosave_on = False
    w.table.set_seats(Seats(SOLITAIRE, m.meta.players))
    w.resize(1200, 800)
    w.show()
    qtbot.waitExposed(w)
    rnd, answered = random.Random(1), 0
    while g.prompt is not None and g.state.step in ("pick_units", "place_event_units"):
        w.controller.refresh()
        assert g.prompt.kind in ("pick_units", "place_event_units")
        legal = g.legal_actions()
        missing = [x for x in legal if not _ways_in(w, x)]
        assert not missing, f"{g.prompt.text}: no way in for {missing[:3]}"
        a = rnd.choice(legal)
        before = len(g.actions)
        _by_mouse(qtbot, w, a)
        assert g.actions[before:] == [a.to_json()], f"{g.prompt and g.prompt.text}: {a} not taken by the mouse"
        answered += 1
    assert answered >= 1


def _by_mouse(qtbot, w, a) -> None:
    """Take ``a`` as a player would: a counter click, a space click or a prompt bar button."""
    view, scene = w.view, w.scene
    if a.type == "place":
        view.center_on(QPointF(*w.data.map.spaces[a.to].center), 1.5)
        click_space(qtbot, view, a.to)
    elif getattr(a, "unit", None):
        item = scene.counter_items[a.unit]
        view.center_on(item.sceneBoundingRect().center(), 1.5)
        if scene.stack_units(item.stack_key)[0] != a.unit:   # under others: open the pile first
            scene.open_stack(item.stack_key)
        click_unit(qtbot, view, a.unit)
    else:
        qtbot.mouseClick(button(w.table.prompt_bar, describe(a, w.controller.names)), Qt.LeftButton)

"""Every decision the engine offers has a way in by the mouse: a random game played through
the controller, checking at each prompt that each legal action is on the prompt bar, on a
card of the hand, in the combat window, or on a space or counter of the board."""
from __future__ import annotations

import random

from PySide6.QtCore import QPointF, Qt

from pog_desktop.match import Match, MatchMeta
from pog_desktop.ui.main_window import MainWindow
from pog_desktop.ui.play.combat_adapter import running_combat
from pog_desktop.ui.table.action_text import describe, is_button
from pog_desktop.ui.table.seating import SOLITAIRE, Seats

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
    assert {"choose_option", "choose_card_play", "activate_spaces", "move_stack"} <= kinds


# Where the event-biased random game of campaign seed 1 meets each prompt the card events
# added (found by playing it): Entrench, Landwehr, the German 10th Army's entry, War in
# Africa, Salonika. Play goes on by the engine between them, so the test stays fast.
EVENT_PROMPTS = {("pick_units", "entrench"), ("pick_units", "landwehr"), ("place_event_units", None),
                 ("pick_units", "war_in_africa"), ("pick_units", "salonika")}


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


def test_event_prompts_choose_units_and_place_units_are_played_by_the_mouse(qtbot):
    """Covers: EVT-05, EVT-06, EVT-23, EVT-43, EVT-58 (9.5.3). At each prompt
    of the kinds ``choose_units`` (step ``pick_units``) and ``place_units`` (step
    ``place_event_units``) every legal action has a way in, and the random choice is then
    made by a click on its counter, its space or its button."""
    m = Match.new(MatchMeta("campaign", 1, {}, {"ap": "A", "cp": "C"}))
    w = MainWindow(m, quiet=True)
    qtbot.addWidget(w)
    w.controller.autosave_on = False
    w.table.set_seats(Seats(SOLITAIRE, m.meta.players))
    w.resize(1200, 800)
    w.show()
    qtbot.waitExposed(w)
    game, rnd, met = m.game, random.Random(1), set()
    while game.prompt is not None and len(game.actions) < 700 and met != EVENT_PROMPTS:
        legal = [a for a in game.legal_actions() if a.type != "offer_peace"]
        events = [a for a in legal if a.type == "play_event"]
        a = rnd.choice(events) if events and rnd.random() < 0.7 else rnd.choice(legal)
        step = game.state.step
        if step not in ("pick_units", "place_event_units"):
            m.apply(a)
            continue
        met.add((step, game.state.sub.get("kind")))
        w.controller.refresh()
        assert game.prompt.kind in ("choose_units", "place_units")
        missing = [x for x in legal if not _ways_in(w, x)]
        assert not missing, f"{game.prompt.text}: no way in for {missing[:3]}"
        before = len(game.actions)
        _by_mouse(qtbot, w, a)
        assert game.actions[before:] == [a.to_json()], f"{game.prompt and game.prompt.text}: {a} not taken by the mouse"
    assert met == EVENT_PROMPTS

"""The player aids inside the main window: Play menu keys act through the controller on
legal actions only, the History window opens on the present and steps back read-only,
the Standing dock follows the game, and Settings ▸ Table look is applied and kept."""
from PySide6.QtGui import QColor

from pog_desktop.match import Match, MatchMeta, load_settings
from pog_desktop.rules import Action
from pog_desktop.ui.board import palette, stacking
from pog_desktop.ui.board.look import CB_NATIONS, COLOUR_BLIND, Look, PACES_MS, current
from pog_desktop.ui.look_dialog import look_of
from pog_desktop.ui.main_window import MainWindow
from pog_desktop.ui.play import controller as play_controller
from pog_desktop.ui.play.keys import key_action


class Fake:
    def __init__(self, type_):
        self.type = type_


def window(qtbot, match=None):
    w = MainWindow(match or Match.new(MatchMeta("campaign", 3, {}, {})), resume=False, quiet=True)
    qtbot.addWidget(w)
    w.resize(1366, 768)
    return w


def to_activation(w):
    """Through the table's own buttons: no Guns of August, then the CP plays a card for OPS."""
    c = w.controller
    c.choose(Action("choose", choice="no"))
    if w.table.gate.is_covered:
        w.table.gate.continue_button.click()
    play = next(a for a in c.game.legal_actions() if a.type == "play_ops")
    c.choose(play)
    if w.table.gate.is_covered:
        w.table.gate.continue_button.click()
    assert c.game.prompt.kind == "activate"


def test_key_action_takes_only_a_single_offered_kind():
    legal = [Fake("activate"), Fake("done")]
    assert key_action(legal, ("done", "no_more_cards")).type == "done"
    assert key_action([Fake("stop"), Fake("stop")], ("stop",)) is None
    assert key_action(legal, ("stop",)) is None


def test_done_key_applies_done_and_refuses_what_is_not_offered(qtbot):
    w = window(qtbot)
    to_activation(w)
    n = w.controller.match.action_count
    assert w.aids.keys.press("stop") is False          # no unit is moving: nothing applied
    assert w.controller.match.action_count == n
    assert "not a choice now" in w.statusBar().currentMessage()
    assert w.aids.keys.press("done") is True           # OPS unspent: the bar's Done warns first ...
    assert w.controller.match.action_count == n
    assert w.aids.keys.press("done") is True           # ... and a second Done ends the activation
    assert w.controller.match.action_count == n + 1
    assert w.controller.game.actions[-1] == {"type": "done"}


def test_pass_never_spends_a_round_while_cards_can_be_played(qtbot):
    w = window(qtbot)
    w.controller.choose(Action("choose", choice="no"))
    if w.table.gate.is_covered:
        w.table.gate.continue_button.click()
    assert any(a.type == "auto_op" for a in w.controller.game.legal_actions())
    n = w.controller.match.action_count
    assert w.aids.keys.press("pass") is False
    assert w.controller.match.action_count == n


def test_next_continues_behind_the_handover_cover_then_cycles_marked_spaces(qtbot):
    w = window(qtbot)
    w.show()
    if not w.table.gate.is_covered:
        w.table.gate.cover("cp", "Central player", "cp", why="test")
    assert w.aids.keys.press("next") is True
    assert not w.table.gate.is_covered
    to_activation(w)
    marked = [s for s in w.data.map.spaces if s in w.scene.marks()]
    assert marked and w.aids.keys.press("next") is True
    assert w.aids.keys.cycle._last == marked[0]


def test_history_opens_on_the_present_and_steps_back_without_touching_the_game(qtbot):
    w = window(qtbot)
    to_activation(w)
    before = (w.controller.match.action_count, w.controller.game.state_hash())
    hist = w.aids.open_history()
    controls = hist.history.controls
    assert controls.position == before[0] and controls.length == before[0] + 1
    controls.go(0)
    assert hist.history.step_title.text().startswith("Start of the game")
    assert (w.controller.match.action_count, w.controller.game.state_hash()) == before
    again = w.aids.open_history()            # a second open replaces the first window
    assert w.aids.history is again


def test_standing_dock_follows_actions_and_new_matches(qtbot):
    w = window(qtbot)
    w.show()
    w.aids.standing_dock.raise_()             # a hidden dock tab is drawn only when shown
    vp = w.controller.game.state.vp
    assert w.aids.standing.vp_page.toPlainText().startswith(f"VP {vp}")
    w.controller.game.state.vp = vp + 1       # as a played event would
    w.controller.choose(Action("choose", choice="no"))
    assert w.aids.standing.vp_page.toPlainText().startswith(f"VP {vp + 1}")
    w.show_match(Match.new(MatchMeta("campaign", 4, {}, {})))
    assert w.aids.standing.vp_page.toPlainText().startswith(f"VP {w.controller.game.state.vp}")


def test_table_look_is_applied_to_the_board_and_kept_in_the_settings(qtbot):
    w = window(qtbot)
    try:
        look = Look(label_scale=1.4, stack_spread=2.0, palette=COLOUR_BLIND, pace="fast")
        w.aids.set_look(look)
        assert current() == look
        assert palette.NATION_COLOURS["ru"] == CB_NATIONS["ru"]
        ru = next(i for u, i in w.scene.counter_items.items() if u.startswith("ru_"))
        assert ru._fill == CB_NATIONS["ru"][0]
        assert stacking.pile_offsets(2)[0] == (-6.0, 6.0)      # twice the printed 3-unit peek
        assert play_controller.ATTACK == "#d55e00" and play_controller.MOVE == "#009e73"
        assert look_of(load_settings()) == look              # kept in the settings file
        from pog_desktop.ui.board.items.space_item import name_px
        assert name_px(1.0) == int(10 * 1.4)
        hist = w.aids.open_history()
        assert hist.history.controls.timer.interval() == PACES_MS["fast"]
        w.aids.set_look(Look())
        assert palette.NATION_COLOURS["ru"] == ("#5d7a2f", "#ffffff") and ru._fill == "#5d7a2f"
        assert play_controller.ATTACK == "#c0262d"
        assert QColor(ru._fill).isValid()
    finally:
        w.aids.set_look(Look())


def test_a_damaged_look_setting_falls_back_to_the_defaults():
    assert Look.from_json({"label_scale": 9, "palette": "neon", "pace": "fast", "stack_spread": True}) == \
        Look(pace="fast")
    assert Look.from_json("nonsense") == Look()


def test_history_windows_closed_or_replaced_are_deleted(qtbot):
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication
    from pog_desktop.ui.history.window import HistoryWindow
    w = window(qtbot)
    for _ in range(3):
        w.aids.open_history()
    w.aids.history.close()
    QApplication.sendPostedEvents(None, QEvent.DeferredDelete)
    assert w.findChildren(HistoryWindow) == [] and w.aids.history is None


def test_done_key_presses_the_prompt_bars_own_button(qtbot):
    w = window(qtbot)
    to_activation(w)
    button = w.aids.keys.button_for("done")
    assert button is not None and button in w.table.prompt_bar.buttons
    pressed = []
    button.clicked.connect(lambda: pressed.append(True))
    assert w.aids.keys.press("done") is True and w.aids.keys.press("done") is True   # warned, then confirmed
    assert pressed == [True, True] and w.controller.game.actions[-1] == {"type": "done"}


def _stack_spreads(scene) -> dict[str, float]:
    """For each space holding several shown counters: how far apart its counters lie (a box
    lays its counters out in rows, whatever the spread)."""
    where: dict[str, list] = {}
    for item in scene.counter_items.values():
        key = getattr(item, "stack_key", None)
        if item.isVisible() and key is not None and key.location in scene.space_items:
            where.setdefault(key.location, []).append(item.pos())
    return {loc: max((a - b).manhattanLength() for a in ps for b in ps)
            for loc, ps in where.items() if len(ps) > 1}


def test_a_new_stack_spread_lays_out_the_stacks_already_on_the_board(qtbot):
    """Settings ▸ Table look: a wider spread moves the counters of every stack already drawn,
    not only of the stacks that change later (the scene keeps a stack's layout until it changes)."""
    w = window(qtbot)
    try:
        before = _stack_spreads(w.scene)
        assert before, "the opening has stacks of several counters"
        w.aids.set_look(Look(stack_spread=2.0))
        after = _stack_spreads(w.scene)
        assert after.keys() == before.keys()
        assert all(after[loc] > before[loc] * 1.5 for loc in before), \
            {loc: (before[loc], after[loc]) for loc in before if after[loc] <= before[loc] * 1.5}
    finally:
        w.aids.set_look(Look())

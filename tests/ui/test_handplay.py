"""Hand play on a rules-free table (Pursuit of Glory): each side's cards (deck, hand behind the
hand-over screen, discard, removed, in play, later decks), dice, one undo history for board and
cards, save and reopen, and the Game-menu entry that starts it."""
import json
import random

import pytest
from PySide6.QtWidgets import QMainWindow, QMenu

from pog_desktop.data import load_game
from pog_desktop.data.scenarios import load_scenario
from pog_desktop.ui.board.from_scenario import position_for_scenario
from pog_desktop.ui.board.position import PositionError
from pog_desktop.ui.handplay.piles import CardPiles, PileError
from pog_desktop.ui.handplay.savefile import TableFileError, load_table, save_table
from pog_desktop.ui.handplay.table_sandbox import TableSandbox
from pog_desktop.ui.handplay.window import HandPlayWindow, add_hand_play_menu


@pytest.fixture(scope="module")
def game():
    return load_game("pug")


def table(game, scenario="pug_1914", seed=5, rng=None):
    piles = CardPiles.from_scenario(game, load_scenario("pug", scenario), seed)
    position = position_for_scenario(game, scenario)
    return TableSandbox(position, set(game.map.spaces) | set(game.map.boxes), piles, rng or random.Random(1))


def test_1914_cards_start_as_the_scenario_says(game):
    p = CardPiles.from_scenario(game, load_scenario("pug", "pug_1914"), 5)
    for side in ("ap", "cp"):
        assert sorted(p.pile(side, "deck")) == sorted(game.deck(side, "mobilization"))
        assert p.pile(side, "hand") == p.pile(side, "discard") == p.pile(side, "removed") == ()
        assert len(p.pile(side, "later")) == 41
    assert sorted(p.all_cards()) == sorted(game.cards)
    assert p.pile("ap", "deck") == CardPiles.from_scenario(game, load_scenario("pug", "pug_1914"), 5).pile("ap", "deck")
    assert p.pile("ap", "deck") != CardPiles.from_scenario(game, load_scenario("pug", "pug_1914"), 6).pile("ap", "deck")


def test_1916_cards_hands_events_in_play_and_played(game):
    p = CardPiles.from_scenario(game, load_scenario("pug", "pug_1916"), 5)
    assert p.pile("ap", "hand") == ("ap29",) and p.pile("cp", "hand") == ("cp29",)
    assert p.pile("cp", "in_play") == ("cp20",) and p.pile("ap", "in_play") == ("ap21",)
    assert len(p.pile("ap", "deck")) == 28 and "cp13" in p.pile("cp", "removed")     # Pan-Turkism is removed (*)
    assert p.pile("cp", "discard") == ("cp06",)          # Sandstorms & Mosquitoes, the one played card kept
    assert sorted(p.all_cards()) == sorted(game.cards)


def test_draw_play_remove_and_the_deck_running_out(game):
    t = table(game)
    top = t.piles.pile("ap", "deck")[0]
    assert t.draw("ap") == top and t.piles.pile("ap", "hand") == (top,)
    t.move_card(top, "discard")
    assert t.piles.where(top) == ("ap", "discard")
    for _ in range(13):
        t.draw("ap")
    with pytest.raises(PositionError, match="draw deck is empty"):
        t.draw("ap")
    t.shuffle_discard("ap")
    assert t.piles.pile("ap", "deck") == (top,) and t.piles.pile("ap", "discard") == ()
    with pytest.raises(PileError):
        t.piles.move("zz99", "hand")


def test_war_commitment_adds_a_deck(game):
    t = table(game)
    t.add_deck("cp", "limited", game)
    assert len(t.piles.pile("cp", "deck")) == 34 and len(t.piles.pile("cp", "later")) == 21
    with pytest.raises(PositionError, match="no limited cards"):
        t.add_deck("cp", "limited", game)


def test_one_undo_history_for_board_and_cards_but_not_for_dice(game):
    t = table(game)
    start_piles, start_position = t.piles, t.position
    card = t.draw("cp")
    t.move_unit("tu_i_corps", "sofia")
    roll = t.roll("cp", 2)
    assert len(roll.dice) == 2 and all(1 <= d <= 6 for d in roll.dice)
    t.undo()
    assert t.position.units["tu_i_corps"].location == "constantinople" and card in t.piles.pile("cp", "hand")
    t.undo()
    assert t.piles == start_piles and t.position == start_position
    t.redo()
    assert card in t.piles.pile("cp", "hand")
    assert t.rolls == [roll]


def test_save_and_reopen_the_table(game, tmp_path):
    t = table(game)
    t.draw("ap")
    t.flip_unit("ru_i_caucasian_corps")
    t.roll("ap")
    path = tmp_path / "t.pgt"
    from pog_desktop.ui.handplay.savefile import to_doc
    save_table(path, to_doc("pug", "pug_1914", t.position, t.piles, t.rolls))
    g, scenario, position, piles, rolls = load_table(path)
    assert (g.game, scenario) == ("pug", "pug_1914")
    assert position == t.position and piles == t.piles and tuple(rolls) == tuple(t.rolls)


@pytest.mark.parametrize("change,message", [
    (lambda d: d.update(format="pog-save/1"), "not a table file"),
    (lambda d: d["units"].update(tu_i_corps=["atlantis", False, 0]), "atlantis"),
    (lambda d: d["units"].pop("tu_i_corps"), "units missing"),
    (lambda d: d["cards"]["ap"]["hand"].append("cp01"), "exactly one pile"),
    (lambda d: d["rolls"].append(["ap", [7]]), "1 to 6"),
    (lambda d: d.update(game="chess"), "game 'chess'"),
])
def test_a_damaged_table_is_refused_and_the_good_file_kept(game, tmp_path, change, message):
    t = table(game)
    from pog_desktop.ui.handplay.savefile import to_doc
    doc = to_doc("pug", "pug_1914", t.position, t.piles, [])
    good = tmp_path / "good.pgt"
    save_table(good, doc)
    before = good.read_text(encoding="utf-8")
    broken = json.loads(before)
    change(broken)
    bad = tmp_path / "bad.pgt"
    bad.write_text(json.dumps(broken), encoding="utf-8")
    with pytest.raises(TableFileError, match=message):
        load_table(bad)
    assert good.read_text(encoding="utf-8") == before


def test_window_hides_each_hand_behind_the_hand_over_screen(qtbot, game, tmp_path):
    w = HandPlayWindow.new("pug_1914", "pug", seed=3)
    qtbot.addWidget(w)
    panel = w.cards
    assert panel.gate.is_covered and panel.viewer is None and panel.hand_list.count() == 0
    panel.gate.reveal()
    assert panel.viewer == "ap"
    panel.draw()
    assert panel.hand_list.count() == 1 and w.controller.undo_action.isEnabled()
    panel.pass_to("cp")
    assert panel.gate.is_covered and panel.hand_list.count() == 0       # the AP hand is gone from the screen
    panel.gate.reveal()
    assert panel.viewer == "cp" and panel.hand_list.count() == 0
    panel.hand_list.setCurrentRow(-1)
    w.roll(1)
    assert w.dice_label.text().startswith("  CP rolls: ")
    w.save_to(tmp_path / "w.pgt")
    again = HandPlayWindow.open(tmp_path / "w.pgt")
    qtbot.addWidget(again)
    assert again.sandbox.piles == w.sandbox.piles and again.scenario == "pug_1914"


def test_game_menu_offers_new_pursuit_of_glory_games(qtbot):
    parent = QMainWindow()
    qtbot.addWidget(parent)
    menu = QMenu()
    sub = add_hand_play_menu(menu, parent)
    games = {a.text(): a.menu() for a in sub.actions() if a.menu()}
    assert list(games) == ["Pursuit of Glory"]
    titles = [a.text() for a in games["Pursuit of Glory"].actions()]
    assert titles == ["Pursuit of Glory: 1914 Campaign (Fall 1914 - Fall 1918)",
                      "Pursuit of Glory: 1916 Total War (Summer 1916 - Fall 1918)"]
    games["Pursuit of Glory"].actions()[1].trigger()
    (window,) = parent._hand_play_windows
    qtbot.addWidget(window)
    assert window.scenario == "pug_1916" and window.sandbox.piles.pile("ap", "hand") == ("ap29",)


def test_19_3_bulgaria_enters_in_one_undoable_step(game):
    t = table(game)
    setups = load_scenario("pug", "pug_1914").neutral_setups
    boxes = {"ap": "ap_reinforcements", "cp": "cp_reinforcements"}
    notes = t.enter(setups["bu"], game, boxes, [setups["sb"]])
    assert notes == []
    assert t.position.units["bu_2nd_army"].location == "sofia"
    assert t.position.units["bu_3rd_army"].reduced and t.position.units["bu_3rd_army"].location == "rustchuk"
    assert t.position.units["sb_1st_army"].location == "belgrade"
    assert t.position.units["bu_div_6"].location == "cp_reserve" and t.position.units["sb_div_5"].location == "ap_reserve"
    assert any(m.kind == "control" and m.side == "cp" for m in t.position.markers_at("sofia"))
    assert any(m.kind == "control" and m.side == "ap" for m in t.position.markers_at("nis"))   # Serbia enters too
    t.undo()
    assert t.position.units["bu_2nd_army"].location == "cp_reinforcements"


def test_19_5_romania_enters_with_delayed_units_and_the_alpenkorps_already_in_play(game):
    t = table(game)
    t.move_unit("ge_alpenkorps", "vidin")
    notes = t.enter(load_scenario("pug", "pug_1914").neutral_setups["ro"], game,
                    {"ap": "ap_reinforcements", "cp": "cp_reinforcements"})
    assert t.position.units["ro_2nd_army"].location == "ploesti"
    assert t.position.units["ge_alpenkorps"].location == "vidin"
    assert "ge_alpenkorps is already in play (vidin): left there" in notes
    assert "ru_6th_army: to odessa 2 turn(s) later" in notes
    assert t.position.units["ru_6th_army"].location == "ap_reinforcements"


def test_command_line_scenario_of_pursuit_of_glory_opens_hand_play(qapp, monkeypatch):
    from PySide6.QtWidgets import QApplication

    from pog_desktop.app import build_parser
    from pog_desktop.ui.launch import run
    monkeypatch.setattr(QApplication, "exec", lambda self: 0)
    assert run(build_parser().parse_args(["--scenario", "pug_1914", "--size", "900x600"])) == 0
    windows = [w for w in QApplication.topLevelWidgets() if isinstance(w, HandPlayWindow) and w.isVisible()]
    assert windows and windows[-1].scenario == "pug_1914" and windows[-1].game.game == "pug"
    for w in windows:
        w.close()


def test_1914_sides_may_pick_their_first_hand_cards(qtbot):
    w = HandPlayWindow.new("pug_1914", "pug", seed=4)
    qtbot.addWidget(w)
    menus = {a.text(): a.menu() for a in w.menuBar().actions()[0].menu().actions() if a.menu()}
    assert [a.text() for a in menus["AP may take into the first hand"].actions()] == ["1 Russo-British Assault (3 OPS)"]
    assert len(menus["CP may take into the first hand"].actions()) == 4
    menus["AP may take into the first hand"].actions()[0].trigger()
    assert w.sandbox.piles.pile("ap", "hand") == ("ap01",) and len(w.sandbox.piles.pile("ap", "deck")) == 13
    w.take("ap01")                      # already taken: nothing changes
    assert w.sandbox.piles.pile("ap", "hand") == ("ap01",)

"""Seed 003 (the four-player variant), sections 5.4, 7, 8, 9 and 10: the RP order, the events that
give 1 OPS, Salonika across the two AP commands, open hands after Mata Hari / Cloak and
Dagger, the two lone corps of 1 OPS, early Italian replacements and the three-player table."""
import pytest

from pog_desktop.rules import Action, Game
from pog_desktop.rules.core import commands
from pog_desktop.rules.operations import operation, replacements
from pog_desktop.rules.turn import decks, neutral_entry

from .fourp import fourp
from .helpers import NEUTRALS, ops


@pytest.mark.parametrize("side,command,card", [("cp", "west", "cp61"), ("cp", "west", "cp55"),
                                               ("ap", "west", "ap28"), ("ap", "east", "ap27")])
def test_4p_7_1_these_events_also_give_one_ops(side, command, card):
    g = fourp({"ge_c1": "frankfurt", "br_c1": "london", "ru_c1": "moscow"}, side=side, command=command, turn=6,
              hands={f"{side}:{command}": [card]}, options={"event_and_ops_cards": ("ap28",)})   # 5.7.4.7
    g.state.commitment = {"ap": "total", "cp": "total"}
    g.state.cmd["pending"] = {"west": {"type": "auto_op"}} if command == "east" else {}
    g.apply(Action("play_event", card=card))
    if command == "west":
        g.apply(Action("auto_op"))      # the ally's commitment
    else:
        g.apply(Action("done"))         # the ally's 1-OPS action comes first, then this card
    assert g.state.step == "activate" and g.state.sub["card"] == card
    assert g.state.sub["points"] == (4 if card == "ap28" else 1)   # Landships keeps 5.7.4.7's full OPS


def test_4p_7_1_not_in_the_two_player_game():
    g = Game.new("historical", 1)
    assert "cp61" in commands.EVENT_AND_ONE_OPS and not g.state.cmd


def test_4p_7_4_ap_west_chooses_the_salonika_corps_which_pass_to_ap_east():
    g = fourp({"br_c1": "london", "fr_c1": "paris", "ru_c1": "moscow", "ge_c1": "frankfurt"}, side="ap",
              command="east", turn=6, neutral=NEUTRALS - {"tu", "bu"}, hands={"ap:east": ["ap30"]})
    g.state.commitment = {"ap": "limited", "cp": "limited"}
    g.state.cmd["pending"] = {"west": {"type": "auto_op"}}
    g.apply(Action("play_event", card="ap30"))
    g.apply(Action("done"))                         # AP West's 1-OPS action, then Salonika
    assert g.prompt.seat == "ap-west" and g.prompt.kind == "pick_units"
    assert g.why_illegal(Action("done")) is not None                      # at least one corps
    g.apply(Action("select", unit="br_c1"))
    assert g.state.where["br_c1"] == "salonika"
    assert commands.unit_command(g.ctx, g.state, "br_c1") == "east"
    assert g.why_illegal(Action("done")) is None


def test_4p_7_5_mata_hari_opens_both_ap_hands_for_the_rest_of_the_turn():
    g = fourp({"ge_c1": "frankfurt"}, command="east", turn=6,
              hands={"cp:east": ["cp17"], "ap:west": ["ap01"], "ap:east": ["ap02"]})
    g.state.commitment = {"ap": "limited", "cp": "limited"}
    g.state.cmd["pending"] = {"west": {"type": "auto_op"}}
    g.apply(Action("play_event", card="cp17"))
    g.apply(Action("done"))
    assert "ap" in g.state.cmd["open"]
    for seat in ("cp-west", "cp-east"):
        assert g.view(seat)["cards"]["ap"]["hand_known"] == ["ap01", "ap02"]
    assert "ap01" not in g.view("ap-east")["cards"]["ap"]["hand"]        # allies still apart (5.2)


def test_4p_8_1_one_ops_activates_two_lone_corps():
    g = fourp({"ge_c1": "frankfurt", "ge_c2": "kassel", "ge_c3": "essen", "ge_c4": "essen"})
    ops(g, "cp", 1)
    g.state.sub["two_corps"] = 1        # as the 1-OPS action starts it
    g.apply(Action("activate", space="frankfurt", mode="move"))
    assert g.state.sub["points"] == 0
    assert g.why_illegal(Action("activate", space="essen", mode="move")) is not None     # two corps there
    g.apply(Action("activate", space="kassel", mode="move"))
    assert g.state.sub["activated"] == {"frankfurt": "move", "kassel": "move"}
    assert g.why_illegal(Action("activate", space="essen", mode="move")) is not None


def test_4p_8_1_the_auto_op_offers_two_corps_a_card_of_one_ops_does_not():
    g = fourp({"ge_c1": "frankfurt"}, turn=2, hands={"cp:west": ["cp05"], "cp:east": ["cp02"]})
    g.apply(Action("auto_op"))
    g.apply(Action("auto_op"))
    assert g.state.sub["two_corps"] == 1
    g = fourp()
    operation.start(g.ctx, g.state, "cp", 1, "cp05")
    assert "two_corps" not in g.state.sub


def test_4p_5_4_the_command_that_played_the_rp_card_spends_first():
    g = fourp({"ru_c1": "moscow", "ru_c2": "kiev", "br_c1": "london"}, side="ap", reduced={"ru_c1", "br_c1"})
    g.state.cmd["plays"] = {"ap:east": ["rp"]}
    g.state.rp = {"ap": {"ru": 2, "br": 2}, "cp": {}}
    replacements.begin_phase(g.ctx, g.state, ("ap",))
    assert g.prompt.seat == "ap-east"
    assert g.why_illegal(Action("replace", unit="br_c1")) == "British corps is under the other AP command (seed 003, 5.4)"
    g.apply(Action("replace", unit="ru_c1"))
    g.apply(Action("done"))
    assert g.prompt.seat == "ap-west" and g.state.sub["pools"] == {"ru": 3, "br": 4}
    g.apply(Action("replace", unit="br_c1"))
    assert "br_c1" not in g.state.reduced


def test_4p_5_4_rathenau_rp_go_to_cp_west_first():
    g = fourp({"ge_c1": "frankfurt"}, reduced={"ge_c1"})
    g.state.cmd["plays"] = {"cp:east": ["rp"]}
    g.state.flags.add("event:cp33")
    assert replacements.rp_order(g.ctx, g.state, "cp") == ["west", "east"]


def test_4p_9_1_italian_rp_before_italy_enters_flip_its_armies_in_advance():
    g = fourp(side="ap", command="east", neutral_setups={"it": {"units": {"it_1": "verona"}, "reduced": ("it_1",)}})
    g.state.commitment["ap"] = "limited"
    got = decks.record_rp(g.ctx, g.state, "ap", "ap22")        # Italian Reinforcements: IT RP
    assert got.get("it", 0) > 0 and "it" in g.state.neutral
    replacements.begin_phase(g.ctx, g.state, ("ap",))
    while g.prompt.seat != "ap-east":
        g.apply(Action("done"))
    g.apply(Action("replace", unit="it_1"))
    assert g.state.cmd["full_before_entry"] == ["it_1"]
    neutral_entry.enter_war(g.ctx, g.state, "it")
    assert g.state.where["it_1"] == "verona" and "it_1" not in g.state.reduced


def test_4p_9_1_not_at_mobilization():
    g = fourp(side="ap", command="east")
    assert decks.record_rp(g.ctx, g.state, "ap", "ap22").get("it") is None


def test_4p_10_1_three_players_one_cp_seat_holds_both_decks_apart():
    g = Game.new("historical", 2, {"players": 3})
    assert sorted(g.seats) == ["ap-east", "ap-west", "cp"]
    assert g.prompt.seat == "cp"
    view = g.view("cp")
    assert sorted(view["cards"]["cp"]["hand"]) == sorted(g.state.hand["cp"])
    assert len(commands.hand(g.ctx, g.state, "cp", "west")) == len(commands.hand(g.ctx, g.state, "cp", "east")) == 4


def test_4p_10_2_three_players_the_ap_players_see_each_others_cards():
    g = Game.new("historical", 2, {"players": 3})
    assert sorted(g.view("ap-west")["cards"]["ap"]["hand"]) == sorted(g.state.hand["ap"])
    g4 = Game.new("historical", 2, {"players": 4})
    assert sorted(g4.view("ap-west")["cards"]["ap"]["hand"]) == sorted(commands.hand(g4.ctx, g4.state, "ap", "west"))

"""Seed 003 (the four-player variant), sections 2 and 3: the fronts of every space, who
commands which units, and the four decks split card by card."""
import copy
import json

import pytest

from pog_desktop.data import load_game
from pog_desktop.data.errors import DataError
from pog_desktop.data.scenario_commands import parse_commands
from pog_desktop.rules import Game
from pog_desktop.rules.core import commands

from .fourp import COMMANDS_DATA

# The seed's lists, copied here by hand from 3.3, 3.4, 3.6 and 3.7 (mobilization, limited, total).
SEED_DECKS = {
    ("cp", "west"): ([1, 4, 5, 6, 8, 12, 13, 56], [15, 16, 18, 22, 24, 26, 27, 31, 32, 33, 60, 61],
                     [35, 36, 38, 40, 42, 46, 47, 48, 49, 50, 51, 54, 55, 64]),
    ("cp", "east"): ([2, 3, 7, 9, 10, 11, 14, 57], [17, 19, 20, 21, 23, 25, 28, 29, 30, 34, 58, 59],
                     [37, 39, 41, 43, 44, 45, 52, 53, 62, 63, 65]),
    ("ap", "west"): ([1, 6, 9, 10, 12, 13, 14, 56], [15, 18, 19, 20, 21, 24, 26, 28, 29, 31, 34, 61],
                     [35, 36, 39, 41, 42, 43, 47, 48, 49, 50, 51, 54, 55, 63]),
    ("ap", "east"): ([2, 3, 4, 5, 7, 8, 11, 57], [16, 17, 22, 23, 25, 27, 30, 32, 33, 58, 59, 60],
                     [37, 38, 40, 44, 45, 46, 52, 53, 62, 64, 65]),
}
LEVELS = ("mobilization", "limited", "total")


@pytest.mark.parametrize("side,command", sorted(SEED_DECKS))
def test_4p_3_3_to_3_7_each_card_is_in_the_deck_the_seed_lists(side, command):
    data = load_game("pog")
    for level, nums in zip(LEVELS, SEED_DECKS[(side, command)]):
        for n in nums:
            cid = f"{side}{n:02d}"
            assert COMMANDS_DATA.deck[cid] == command, cid
            assert data.cards[cid].deck == level, cid


def test_4p_3_2_every_card_of_both_sides_is_in_exactly_one_deck_34_and_31():
    data = load_game("pog")
    for side in ("ap", "cp"):
        ids = [c for c in data.cards if data.cards[c].side == side]
        assert len(ids) == 65
        west = sorted(c for c in ids if COMMANDS_DATA.deck[c] == "west")
        east = sorted(c for c in ids if COMMANDS_DATA.deck[c] == "east")
        assert (len(west), len(east)) == (34, 31)
        seed_west = sorted(f"{side}{n:02d}" for nums in SEED_DECKS[(side, "west")] for n in nums)
        assert west == seed_west


def _raw():
    with open("scenarios/pog/historical.json", encoding="utf-8") as f:
        return json.load(f)["commands"]


def test_4p_3_a_card_in_two_decks_is_refused_naming_it():
    raw = copy.deepcopy(_raw())
    raw["decks"]["cp"]["east"]["mobilization"].append(1)
    with pytest.raises(DataError, match="card 1 is in two decks"):
        parse_commands("historical.json", raw, load_game("pog"))


def test_4p_2_a_space_on_no_front_is_refused_naming_it():
    raw = copy.deepcopy(_raw())
    raw["fronts"]["west"].remove("verdun")
    with pytest.raises(DataError, match="spaces on no front: verdun"):
        parse_commands("historical.json", raw, load_game("pog"))


@pytest.mark.parametrize("space,front", [
    ("london", "west"), ("paris", "west"), ("brussels", "west"), ("metz", "west"), ("aachen", "west"),
    ("leipzig", "west"), ("munich", "west"), ("kiel", "west"),                     # Germany west of Berlin
    ("berlin", "east"), ("dresden", "east"), ("stettin", "east"), ("breslau", "east"), ("konigsberg", "east"),
    ("warsaw", "east"), ("vienna", "east"), ("rome", "east"), ("venice", "east"),  # Russia, AH, Italy
    ("belgrade", "east"), ("sofia", "east"), ("bucharest", "east"), ("salonika", "east"), ("athens", "east"),
    ("cetinje", "east"), ("tirana", "east"),                                        # the Balkans
    ("adrianople", "turkish"), ("gallipoli", "turkish"), ("izmir", "turkish"), ("mef1", "turkish"),
    ("constantinople", "turkish"), ("baku", "turkish"), ("cairo", "turkish"), ("tabriz", "turkish"),
])
def test_4p_2_front_map_border_cases(space, front):
    assert COMMANDS_DATA.front[space] == front


def test_4p_2_west_command_holds_the_west_and_turkish_fronts_east_command_the_east():
    assert COMMANDS_DATA.command_of_front == {"west": "west", "turkish": "west", "east": "east"}
    assert len(COMMANDS_DATA.front) == len(load_game("pog").map.spaces)


def test_4p_2_1_units_start_under_the_command_of_their_front():
    g = Game.new("historical", 1, {"players": 4})
    st, ctx = g.state, g.ctx
    assert commands.unit_command(ctx, st, "ge_1") == "west" and st.where["ge_1"] in COMMANDS_DATA.front
    for u, loc in st.where.items():
        if loc in ctx.spaces:
            assert st.cmd["units"][u] == COMMANDS_DATA.command_of_space(loc), u
    assert commands.unit_command(ctx, st, "ru_1") == "east"
    assert commands.unit_command(ctx, st, "br_bef") == "west"


def test_4p_2_seats_name_the_four_commands_and_the_prompt_names_the_command():
    g = Game.new("historical", 1, {"players": 4})
    assert sorted(g.seats) == ["ap-east", "ap-west", "cp-east", "cp-west"]
    assert g.prompt.seat == "cp-west" and g.prompt.choices["command"] == "west"


def test_4p_players_must_be_4_or_3():
    with pytest.raises(Exception, match="option 'players' must be 4 or 3"):
        Game.new("historical", 1, {"players": 2})


def test_4p_players_on_a_scenario_without_fronts_is_refused():
    with pytest.raises(Exception, match="'campaign' has no fronts and command decks"):
        Game.new("campaign", 1, {"players": 4})

"""The PBEM table (issue 12) builds its engine game from the scenario, which names the game."""
import pytest

from pog_desktop.match.postal.group import SMALL
from pog_desktop.match.postal.pools import ProtocolError
from pog_desktop.match.postal.table import Table

RULES = {"game": "pog", "scenario": "campaign", "group": "small",
         "options": {"ask_all_card_stages": True, "seats": "two-player"}}


def test_the_table_plays_the_game_its_scenario_belongs_to():
    t = Table("g1", dict(RULES), SMALL, local_seed=5)
    assert t.game.ctx.game.game == "pog" and t.game.scenario_id == "campaign"


def test_a_rules_header_naming_another_game_than_its_scenario_is_refused():
    with pytest.raises(ProtocolError, match="name the game 'pug'.*'campaign' belongs to 'pog'"):
        Table("g1", {**RULES, "game": "pug"}, SMALL, local_seed=5)

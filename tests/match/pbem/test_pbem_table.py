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


def test_15_2_1_a_match_begun_under_rules_version_1_plays_on_as_it_began():
    """Rules version 2 made entering an enemy fort end the move in 2004 too (15.2.1): a PBEM
    match whose rules say version 1 keeps the switch that plays it as it began; this
    version's matches, and a match's own explicit choice, are untouched."""
    older = Table("g1", {**RULES, "rules_version": 1}, SMALL, local_seed=5)
    assert older.game.ctx.options["fort_entry_stops"] is False
    assert Table("g1", {**RULES, "rules_version": 2}, SMALL, local_seed=5).game.ctx.options["fort_entry_stops"] is True
    chosen = {**RULES, "rules_version": 1, "options": {**RULES["options"], "fort_entry_stops": True}}
    assert Table("g1", chosen, SMALL, local_seed=5).game.ctx.options["fort_entry_stops"] is True
    of_2022 = {**RULES, "rules_version": 1, "options": {**RULES["options"], "edition": "2022"}}
    assert Table("g1", of_2022, SMALL, local_seed=5).game.ctx.options["fort_entry_stops"] is True   # it stopped then


def test_a_match_of_newer_rules_is_refused_by_name():
    with pytest.raises(ProtocolError, match=r"started under newer rules \(rules version 4\); this pog-desktop "
                                            r"plays rules version 3"):
        Table("g1", {**RULES, "rules_version": 4}, SMALL, local_seed=5)


def test_14_1_5_4_2_a_2022_match_begun_under_rules_version_2_plays_on_as_it_began():
    """Rules version 3 changed two 2022 rules (14.1.5 ANA/SN supply, the 2022 unit setup): a
    2022 match of version 2 keeps both off, and starts without the Stanislau corps; a 2004
    match of version 2 and a 2022 match of version 3 are untouched."""
    of_2022 = {**RULES, "options": {**RULES["options"], "edition": "2022"}}
    older = Table("g1", {**of_2022, "rules_version": 2}, SMALL, local_seed=5).game
    assert older.ctx.options["ana_sn_supply_near_east_only"] is False and "stanislau" not in older.state.at
    now = Table("g1", {**of_2022, "rules_version": 3}, SMALL, local_seed=5).game
    assert now.ctx.options["ana_sn_supply_near_east_only"] is True and now.state.at["stanislau"] == ("ah_c5",)
    assert Table("g1", {**RULES, "rules_version": 2}, SMALL, local_seed=5).game.ctx.options["unit_setup_2022"] is False


@pytest.mark.parametrize("version", [0, "2", True])
def test_a_match_of_an_unknown_rules_version_is_refused_by_name(version):
    """The engine decides (``Game.as_recorded``); the table words the refusal."""
    with pytest.raises(ProtocolError) as err:
        Table("g1", {**RULES, "rules_version": version}, SMALL, local_seed=5)
    assert str(err.value) == (f"this game was started under other rules (rules version {version!r}); this "
                              f"pog-desktop plays rules version 3")

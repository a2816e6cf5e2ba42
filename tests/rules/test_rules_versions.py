"""Which recorded games this engine plays (``Game.as_recorded``): the one check of a rules
version for saves and PBEM matches. Version 2 made entering an unbesieged enemy fort end the
move in the 2004 edition too (15.2.1); a version-1 game of 2004 plays on with
``fort_entry_stops`` false. Version 3 made two 2022 rules the standard (14.1.5: the ANA and SN
trace supply off the Near East map; the 2022 Unit Setup's corps in Stanislau and Lutsk); a
2022 game of version 1 or 2 plays on with both off. Anything newer or unknown is refused."""
import pytest

from pog_desktop.rules import Game, RulesVersionError


def test_15_2_1_a_game_of_this_rules_version_plays_with_its_options_unchanged():
    options = {"vp_bid": 1, "hand_size": 8}
    assert Game.as_recorded(Game.RULES_VERSION, "campaign", options) is options


def test_15_2_1_a_version_1_game_of_2004_plays_on_with_fort_entry_not_stopping():
    assert Game.RULES_VERSION == 3 and Game.EARLIER_RULES == (1, 2)
    assert Game.as_recorded(1, "campaign", {"vp_bid": 1}) == {"fort_entry_stops": False, "vp_bid": 1}
    # its own choice wins; a 2022 game (by its option or by its scenario's edition) already stopped
    assert Game.as_recorded(1, "campaign", {"fort_entry_stops": True}) == {"fort_entry_stops": True}
    assert Game.as_recorded(1, "campaign", {"edition": "2022"}) == {"edition": "2022", **_BEFORE_3_OF_2022}
    assert Game.as_recorded(1, "historical", {}) == _BEFORE_3_OF_2022


_BEFORE_3_OF_2022 = {"ana_sn_supply_near_east_only": False, "unit_setup_2022": False}


def test_14_1_5_a_version_2_game_of_2022_plays_on_without_the_two_2022_rules_of_version_3():
    assert Game.as_recorded(2, "campaign", {"edition": "2022"}) == {"edition": "2022", **_BEFORE_3_OF_2022}
    assert Game.as_recorded(2, "historical", {"unit_setup_2022": True}) == {**_BEFORE_3_OF_2022,
                                                                          "unit_setup_2022": True}
    assert Game.as_recorded(2, "campaign", {"vp_bid": 1}) == {"vp_bid": 1}   # 2004: nothing changed in 3


@pytest.mark.parametrize("version,newer", [(4, True), (10 ** 5, True), (0, False), (-1, False), ("2", False),
                                           (True, False), (3.0, False), (None, False)])
def test_a_newer_or_unknown_rules_version_is_refused_by_the_engine(version, newer):
    with pytest.raises(RulesVersionError) as err:
        Game.as_recorded(version, "campaign", {})
    assert err.value.version == version and err.value.newer is newer and err.value.current == Game.RULES_VERSION
    assert str(err.value) == (f"recorded under {'newer' if newer else 'other'} rules (rules version {version!r}); "
                              f"this engine plays rules version {Game.RULES_VERSION}")

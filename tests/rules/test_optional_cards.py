"""The optional cards 56-65 (2022 setup note, 9.1.2): the engine option ``optional_cards``
reaches the scenario's card setup through ``Game.new``, the path of the new-game dialog."""
import pytest

from pog_desktop.rules import Game, cards
from pog_desktop.rules.options import from_players

OPTIONAL_MOB = {"ap": {"ap56", "ap57"}, "cp": {"cp56", "cp57"}}


def _in_play(st, side):
    return set(st.draw[side]) | set(st.hand[side])


@pytest.mark.parametrize("options", [{"edition": "2022", "optional_cards": True},
                                     from_players({"ruleset": "2022", "optional_cards": "all"})])
def test_9_1_2_optional_cards_through_game_new_join_the_mobilization_pile(options):
    g = Game.new("campaign", 1, options)
    for side in ("ap", "cp"):
        assert OPTIONAL_MOB[side] <= _in_play(g.state, side)
        assert not OPTIONAL_MOB[side] & set(g.state.removed[side])
    assert {"ap58", "ap59", "ap60", "ap61"} <= set(cards.deck_cards(g.ctx, "ap", "limited"))
    assert {"cp62", "cp63", "cp64", "cp65"} <= set(cards.deck_cards(g.ctx, "cp", "total"))


def test_9_1_2_without_the_option_no_optional_card_is_in_play():
    g = Game.new("campaign", 1, {"edition": "2022"})
    for side in ("ap", "cp"):
        assert not OPTIONAL_MOB[side] & _in_play(g.state, side)
    assert "ap58" not in cards.deck_cards(g.ctx, "ap", "limited")


def test_9_1_2_optional_cards_under_the_2004_rules_are_refused_with_a_reason():
    with pytest.raises(ValueError, match="optional cards 56-65 exist only in the 2022 edition"):
        Game.new("campaign", 1, {"optional_cards": True})

"""A hotseat game asks the defender for combat cards every time, and every side at each card stage
and discard step (issue 11: the pause tells nothing); solitaire does not bother."""
from pog_desktop.ui.main_window import new_match
from pog_desktop.ui.table.seating import HOTSEAT, SOLITAIRE


def test_hotseat_games_always_ask_the_defender_for_combat_cards():
    """Covers: CRD-21"""
    players = {"ap": "A", "cp": "C"}
    assert new_match("campaign", 5, {}, players, HOTSEAT).meta.options["ask_defender_combat_cards"] is True
    assert "ask_defender_combat_cards" not in new_match("campaign", 5, {}, players, SOLITAIRE).meta.options


def test_9_5_4_6_hotseat_games_ask_every_side_at_every_card_stage_and_discard_step():
    """Issue 11: with hands hidden at one table, the discard-step question must not tell whether a
    hand holds a combat card, so hotseat turns ``ask_all_card_stages`` on (solitaire does not)."""
    players = {"ap": "A", "cp": "C"}
    hot = new_match("campaign", 5, {}, players, HOTSEAT)
    assert hot.meta.options["ask_all_card_stages"] is True
    assert hot.game.ctx.options["ask_all_card_stages"] is True
    assert "ask_all_card_stages" not in new_match("campaign", 5, {}, players, SOLITAIRE).meta.options
    four = new_match("historical", 4, {"players": 4}, {"cp-west": "A", "cp-east": "B", "ap-west": "C",
                                                       "ap-east": "D"}, HOTSEAT)
    assert four.game.ctx.options["ask_all_card_stages"] is True

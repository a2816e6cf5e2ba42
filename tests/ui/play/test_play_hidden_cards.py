"""A hotseat game asks the defender for combat cards every time; solitaire does not bother."""
from pog_desktop.ui.main_window import new_match
from pog_desktop.ui.table.seating import HOTSEAT, SOLITAIRE


def test_hotseat_games_always_ask_the_defender_for_combat_cards():
    """Covers: CRD-21"""
    players = {"ap": "A", "cp": "C"}
    assert new_match("campaign", 5, {}, players, HOTSEAT).meta.options["ask_defender_combat_cards"] is True
    assert "ask_defender_combat_cards" not in new_match("campaign", 5, {}, players, SOLITAIRE).meta.options

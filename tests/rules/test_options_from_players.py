"""The new-game dialog's optional rules (data/scenario_options.py names) become engine
options that really change the game (rules/options.py ``from_players``)."""
import pytest

from pog_desktop.rules import Game, IllegalAction
from pog_desktop.rules.core.options import from_players


def test_opt_05_ruleset_2022_chosen_in_the_dialog_turns_on_the_2022_switches():
    """Covers: OPT-05. Campaign is a 2004 scenario; choosing 2022 turns on e.g. 16.1.3 (2022).
    Entering an unbesieged enemy fort ends the move in both editions (15.2.1, 15.1.1)."""
    plain = Game.new("campaign", 1).ctx.options
    assert plain["commitment_reshuffle_at_draw"] is False and plain["fort_entry_stops"] is True
    g = Game.new("campaign", 1, from_players({"ruleset": "2022"}))
    assert g.ctx.options["edition"] == "2022" and g.ctx.options["commitment_reshuffle_at_draw"] is True
    assert g.ctx.options["fort_entry_stops"] is True


def test_opt_05_ruleset_2004_overrides_the_historical_scenarios_2022_edition():
    """Covers: OPT-05. The scenario's own choice stands unless the players change it."""
    assert Game.new("historical", 1).ctx.options["edition"] == "2022"
    g = Game.new("historical", 1, from_players({"ruleset": "2004"}))
    assert g.ctx.options["edition"] == "2004" and g.ctx.options["commitment_reshuffle_at_draw"] is False
    assert g.ctx.options["fort_entry_stops"] is True


def test_opt_03_9_1_4_eight_card_hands_deal_eight_cards():
    """Covers: OPT-03, OPT-02. The dialog's switches in the engine's names and effect."""
    assert from_players({"eight_card_hands": True, "entrench_drm": True, "star_event_vp": True}) == {
        "hand_size": 8, "entrench_drm": True, "star_event_vp": True}
    g = Game.new("campaign", 1, from_players({"eight_card_hands": True}))
    g.apply(g.legal_actions()[1])      # decline Guns of August: the hands are dealt
    assert len(g.state.hand["ap"]) == 8


def test_opt_04_optional_cards_all_and_selected():
    """Covers: OPT-04. 'all' adds the optional cards; choosing some is not playable yet and says so."""
    assert from_players({"optional_cards": "all"}) == {"optional_cards": True}
    with pytest.raises(IllegalAction, match="optional_cards 'selected'"):
        from_players({"optional_cards": "selected"})


def test_opt_01_4_2_4_alternate_setup_reaches_the_scenario_loader():
    """Covers: OPT-01. The switch is an engine option and picks the file's setup variant."""
    opts = from_players({"alternate_setup": True})
    assert opts == {"alternate_setup": True}
    assert Game.new("campaign", 1, opts).ctx.options["alternate_setup"] is True

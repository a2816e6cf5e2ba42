"""4.3: the opening of a game: Guns of August choice, the deal, then the turn-1 MO rolls."""
from pog_desktop.rules import Action, Game


def test_4_3_3_turn_1_mo_rolls_come_after_the_hands_are_dealt():
    """Covers: DAT-10, DAT-11, DAT-12"""
    g = Game.new("campaign", 1)
    assert g.prompt.kind == "guns_of_august" and g.prompt.side == "cp"
    assert g.state.hand == {"ap": [], "cp": []}
    assert g.state.mo == {"ap": None, "cp": None}
    g.apply(Action("choose", choice="yes"))
    assert len(g.state.hand["ap"]) == 7 and len(g.state.hand["cp"]) == 7
    assert "cp01" in g.state.hand["cp"]
    kinds = [e["kind"] for e in g.log]
    assert kinds.index("setup") < kinds.index("mo")
    mo_lines = [e["text"] for e in g.log if e["kind"] == "mo"]
    assert [t.split()[0] for t in mo_lines] == ["AP", "CP"]
    assert g.prompt.kind == "action" and g.prompt.side == "cp"


def test_a_constructed_position_naming_an_unknown_unit_or_space_is_refused():
    """Bad input gets a clear message: a misspelt id must not leave a unit quietly off the map."""
    import pytest

    from pog_desktop.rules import IllegalAction

    from .helpers import position
    with pytest.raises(IllegalAction, match="no such unit: be_c1"):
        position({"be_c1": "antwerp"})
    with pytest.raises(IllegalAction, match="nowhere the game knows: ah_1 -> laibach"):
        position({"ah_1": "laibach"})


def test_the_scenario_names_the_game_the_engine_loads():
    """No game is named in the engine: a scenario id gives its game's data (PoG ids are plain,
    Pursuit of Glory's begin with ``pug_``), and a game built from a setup plays with it."""
    from pog_desktop.rules.core.setup import scenario_setup
    pug = scenario_setup("pug_1914")
    assert (pug.game, pug.game_data().game) == ("pug", "pug")
    campaign = scenario_setup("campaign")
    assert (campaign.game, Game.from_setup(campaign, 1, start=False).ctx.game.game) == ("pog", "pog")

"""Card values by edition (9.0, 9.5): under ``edition: "2022"`` every card plays the values its
2022 printing gives (``Card.changes_2022``); the 2004 list stays the default (docs/rulings.md,
"Card values where the 2004 list and the 2022 card data differ")."""
import pytest

from pog_desktop.rules import Action, cards

from .helpers import play_event, position

NO_TU = frozenset({"it", "bu", "ro", "gr", "us", "pe"})


def _at_war(edition, **kw):
    return position(turn=6, neutral=NO_TU, options={"edition": edition}, **kw)


@pytest.mark.parametrize("edition, expected", [("2004", {"br": 1, "fr": 1, "ru": 2}), ("2022", {"br": 1, "fr": 1, "ru": 1})])
def test_9_4_1_cloak_and_dagger_records_the_rp_of_the_edition_in_force(edition, expected):
    g = _at_war(edition, active="ap")
    g.arrange(hand={"ap": ["ap23"]})
    g.apply(Action("play_rp", card="ap23"))
    assert g.state.rp["ap"] == expected


@pytest.mark.parametrize("edition, corps", [("2004", 1), ("2022", 2)])
def test_9_5_3_2_russian_reinforcements_ap25_bring_the_corps_of_the_edition_in_force(edition, corps):
    g = _at_war(edition, active="ap")
    play_event(g, "ap", "ap25")
    while g.state.step == "place_event_units":
        g.apply(g.legal_actions()[0])
    ru_corps_in_reserve = [u for u in g.state.units_at("ap_reserve") if g.ctx.unit_nation[u] == "ru"]
    assert len(ru_corps_in_reserve) == corps
    assert g.state.loc("ru_6") != "offmap" and g.state.loc("ru_7") != "offmap"


@pytest.mark.parametrize("edition, ws", [("2004", 0), ("2022", 1)])
def test_9_5_1_3_salonika_adds_the_war_status_of_the_edition_in_force(edition, ws):
    g = _at_war(edition, active="ap")
    g.state.ws = {"ap": 5, "cp": 5}
    g.arrange(hand={"ap": ["ap30"]})
    assert g.why_illegal(Action("play_event", card="ap30")) is None
    g.apply(Action("play_event", card="ap30"))
    assert g.state.ws["ap"] == 5 + ws


@pytest.mark.parametrize("edition, removed", [("2004", False), ("2022", True)])
def test_9_5_1_2_mata_hari_leaves_the_game_only_under_2022(edition, removed):
    g = _at_war(edition)
    g.state.commitment["cp"] = "limited"
    play_event(g, "cp", "cp17")
    assert ("cp17" in g.state.removed["cp"]) is removed
    assert ("cp17" in g.state.discard["cp"]) is not removed


@pytest.mark.parametrize("card", ["cp15", "cp19", "cp35"])
@pytest.mark.parametrize("edition, removed", [("2004", False), ("2022", True)])
def test_9_5_4_2_gas_and_flamethrower_combat_cards_leave_the_game_only_under_2022(card, edition, removed):
    g = _at_war(edition)
    g.arrange(hand={"cp": [card]})
    cards.discard(g.ctx, g.state, "cp", card, as_event=True)
    assert (card in g.state.removed["cp"]) is removed
    assert g.ctx.cards[card].remove is removed

"""Neutral nations (4.2.2, 9.5.2, 11.1.11): limited Greek entry (9.5.2.4) and the spaces of
nations not at war in the attrition phase (14.3.6)."""
import pytest

from pog_desktop.rules import Action

from .helpers import NEUTRALS, ops, play_event, position, scenario_at_action, sr

GREEKS = {"gr_c1": "florina", "gr_c2": "larisa", "gr_c3": "athens"}


def _after_salonika(units: dict, control: dict | None = None, **kw):
    """A constructed position after Salonika (AP 30): the Greek corps set up, Greece neutral,
    Kavala and Salonika Allied."""
    g = position({**GREEKS, **units}, control={"kavala": "ap", "salonika": "ap", **(control or {})}, **kw)
    g.state.flags.add("event:ap30")
    return g


def test_9_5_2_4_14_3_6_kavala_stays_allied_through_attrition_while_greece_is_neutral():
    """Kavala counts as Allied from the start (9.5.2.4). Greece is not at war, so its spaces
    take no part in space attrition: Kavala does not pass to the CP though no Allied supply
    line reaches it through neutral Greece."""
    g = scenario_at_action("campaign", turn=4).arrange(phase="attrition")
    assert "gr" in g.state.neutral
    assert g.state.control["kavala"] == "ap"
    assert not [e for e in g.log if e["kind"] == "attrition_flip" and "kavala" in e.get("spaces", ())]


def test_9_5_2_4_neutral_greek_units_survive_attrition():
    """The Greek corps placed by Salonika trace no supply (their spaces are neutral) but are
    inert until Greece enters: attrition does not eliminate them (14.3.5 applies to units at war)."""
    g = _after_salonika({"br_c1": "salonika"}, turn=5).arrange(phase="attrition")
    assert {u: g.state.where[u] for u in GREEKS} == GREEKS


def test_9_5_2_4_neutral_greek_units_cannot_be_attacked():
    """A German corps in Monastir (supplied from Sofia, Bulgaria at war), next to Florina's
    Greek corps: Florina is not a target."""
    g = ops(_after_salonika({"ge_c1": "monastir"}, control={"monastir": "cp"}, neutral=NEUTRALS - {"bu"}, turn=5),
            "cp", 4)
    g.apply(Action("activate", space="monastir", mode="attack"))
    g.apply(Action("done"))
    assert g.why_illegal(Action("attack", space="florina", units=("ge_c1",))) is not None
    assert not [a for a in g.legal_actions() if a.type == "attack"]


def test_9_5_2_4_neutral_greek_units_cannot_be_activated_or_redeployed():
    """Refused because Greece is neutral, not because the Greeks happen to be out of supply."""
    g = ops(_after_salonika({}, active="ap", turn=5, options={"oos_space_activates": True}), "ap", 4)
    for mode in ("move", "attack"):
        assert "9.5.2.4" in g.why_illegal(Action("activate", space="florina", mode=mode))
    g = sr(_after_salonika({}, active="ap", turn=5), "ap", 4)
    assert "9.5.2.4" in g.why_illegal(Action("select", unit="gr_c2"))


@pytest.mark.parametrize("scenario", ["campaign", "historical", "tournament_campaign"])
def test_16_1_3_1_turkey_enters_with_its_setup_trenches(scenario):
    """CP reach Limited War (WS 4) at E.4: Turkey enters and its entry table's CP level-1
    trenches go to Giresun, Baghdad and Gaza."""
    g = scenario_at_action(scenario, turn=3)
    g.state.ws["cp"] = 4
    g.arrange(phase="war_status")
    assert "tu" not in g.state.neutral
    for space in ("giresun", "baghdad", "gaza"):
        assert (g.state.trench.get(space), g.state.trench_side.get(space)) == (1, "cp"), space


def test_5_7_1_3_italy_enters_the_historical_scenario_with_its_trenches():
    """Historical: when the Italy card (AP 17) is played, AP level-1 trenches go to Verona,
    Asiago, Maggiore and Udine."""
    g = scenario_at_action("historical", turn=5, active="ap")
    g.state.commitment["ap"] = "limited"
    play_event(g, "ap", "ap17")
    assert "it" not in g.state.neutral
    for space in ("verona", "asiago", "maggiore", "udine"):
        assert (g.state.trench.get(space), g.state.trench_side.get(space)) == (1, "ap"), space

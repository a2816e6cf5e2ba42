"""Review of the engine core: stacking during strategic redeployment (10.1.2, 13.1.10)."""
from pog_desktop.rules import Action

from .helpers import position, reason, sr

FULL_NANCY = {"fr_1": "nancy", "fr_2": "nancy", "fr_c2": "nancy"}


def _pick(g, unit):
    g.apply(Action("select", unit=unit))


def test_10_1_2_an_sr_may_pass_through_an_overstack_that_is_cleared_before_it_ends():
    """Covers: STK-02, SR-03"""
    g = sr(position({"fr_c1": "ap_reserve", "fr_c3": "paris", **FULL_NANCY}, active="ap"), "ap", 6)
    _pick(g, "fr_c1")
    g.apply(Action("sr", unit="fr_c1", to="nancy"))
    assert len(g.state.at["nancy"]) == 4
    assert reason(g, type="done") == "Nancy holds more than 3 units: redeploy one out first (10.1.2)"
    assert reason(g, type="select", unit="fr_c3") == \
        "Nancy holds more than 3 units: redeploy one of them out first (10.1.2)"
    _pick(g, "fr_1")
    g.apply(Action("sr", unit="fr_1", to="paris"))
    assert (len(g.state.at["nancy"]), g.state.where["fr_1"], g.state.sub["points"]) == (3, "paris", 1)
    assert reason(g, type="done") is None


def test_10_1_4_no_sr_into_a_full_stack_that_could_not_be_cleared_with_the_points_left():
    """Covers: STK-02, STK-04"""
    g = sr(position({"fr_c1": "ap_reserve", **FULL_NANCY}, active="ap"), "ap", 1)
    _pick(g, "fr_c1")
    assert reason(g, type="sr", unit="fr_c1", to="nancy") == (
        "Nancy already holds 3 units (10.1.1), and no unit there could redeploy out with the points left "
        "to end within the limit (10.1.2)")
    g2 = sr(position({"fr_c1": "ap_reserve", **FULL_NANCY}, active="ap"), "ap", 2)
    _pick(g2, "fr_c1")
    assert reason(g2, type="sr", unit="fr_c1", to="nancy") is None    # the FR corps can then go to the reserve


def test_10_1_2_only_one_space_may_be_over_the_limit_during_an_sr():
    """Covers: STK-02, STK-04"""
    g = sr(position({"fr_c1": "ap_reserve", "fr_c4": "ap_reserve", **FULL_NANCY,
                     "fr_3": "verdun", "fr_4": "verdun", "fr_c3": "verdun"}, active="ap"), "ap", 8)
    _pick(g, "fr_c1")
    g.apply(Action("sr", unit="fr_c1", to="nancy"))
    _pick(g, "fr_c2")
    assert reason(g, type="sr", unit="fr_c2", to="verdun") == (
        "Verdun already holds 3 units (10.1.1); first bring the overstacked space back within the limit (10.1.2)")
    assert Action("sr", unit="fr_c2", to="ap_reserve") in g.legal_actions()


def test_10_1_2_the_sr_prompt_offers_done_only_once_the_limit_is_met():
    """Covers: STK-02"""
    g = sr(position({"fr_c1": "ap_reserve", **FULL_NANCY}, active="ap"), "ap", 2)
    _pick(g, "fr_c1")
    g.apply(Action("sr", unit="fr_c1", to="nancy"))
    assert (g.prompt.choices["buttons"], sorted(g.prompt.choices["units"])) == ([], ["fr_c2"])
    _pick(g, "fr_c2")
    g.apply(Action("sr", unit="fr_c2", to="ap_reserve"))
    assert g.prompt.choices["buttons"] == ["done"]

"""SR to and from the Reserve Box (13.1.8, 13.1.9, 13.2.1)."""
import pytest

from pog_desktop.rules import Action
from pog_desktop.rules.operations.redeploy import destinations, sr_error

from .helpers import NEUTRALS, position, sr


def _destinations(g, unit):
    g.apply(Action("select", unit=unit))
    return {a.to for a in g.legal_actions() if a.type == "sr"}


@pytest.mark.parametrize("edition", ["2004", "2022"])
def test_13_1_8_a_corps_leaves_the_reserve_box_only_for_its_own_nations_capital(edition):
    """Covers: SR-12. A German corps goes to Berlin, not Vienna or Budapest; a French corps to Paris, not
    London or Belgrade; a British one to London, not Paris (no units anywhere to join)."""
    g = sr(position({"ge_c1": "cp_reserve"}, neutral=NEUTRALS, options={"edition": edition}), "cp", 4)
    to = _destinations(g, "ge_c1")
    assert "berlin" in to and not {"vienna", "budapest"} & to
    g = sr(position({"fr_c1": "ap_reserve", "br_c1": "ap_reserve"}, active="ap", options={"edition": edition}),
           "ap", 4)
    to = _destinations(g, "fr_c1")
    assert "paris" in to and not {"london", "belgrade", "brussels"} & to
    g.apply(Action("cancel"))
    to = _destinations(g, "br_c1")
    assert "london" in to and not {"paris", "belgrade"} & to


AT_WAR_TU = NEUTRALS - {"tu"}


def _ana_sr(edition: str):
    g = position({"br_ana_corps": "arabia", "br_c1": "ap_reserve", "br_c2": "cairo"}, neutral=AT_WAR_TU, active="ap", turn=12,
                 control={"arabia": "ap"}, options={"edition": edition})
    return sr(g, "ap", 4)


def test_13_1_9_13_2_1_2004_the_ana_may_sr_to_the_reserve_box_as_the_one_british_corps():
    """2004: the ANA is a British corps for 13.2.1 and may SR to the Reserve Box (13.1.9); it
    is then the one British corps of the turn between the Reserve Box and the Near East."""
    g = _ana_sr("2004")
    g.apply(Action("select", unit="br_ana_corps"))
    g.apply(Action("sr", unit="br_ana_corps", to="ap_reserve"))
    assert g.state.where["br_ana_corps"] == "ap_reserve"
    g.apply(Action("select", unit="br_c1"))
    assert "13.2.1" in g.why_illegal(Action("sr", unit="br_c1", to="cairo"))


def test_13_1_9_2022_the_ana_may_not_sr_to_the_reserve_box():
    """In Arabia the ANA has no other way to go, so it cannot even be picked (13.1.6)."""
    g = _ana_sr("2022")
    ways = destinations(g.ctx, g.state, "ap", "br_ana_corps")
    assert "13.1.9" in sr_error(g.ctx, g.state, "ap", "br_ana_corps", "ap_reserve", ways["ap_reserve"])
    assert "nowhere to redeploy" in g.why_illegal(Action("select", unit="br_ana_corps"))


@pytest.mark.parametrize("edition", ["2004", "2022"])
def test_13_2_1_french_corps_never_use_the_reserve_box_to_or_from_the_near_east(edition):
    """Our reading of the 2004 text (the 2022 text says it outright): only British corps use
    the Reserve Box or the sea to and from the Near East."""
    g = sr(position({"fr_c1": "ap_reserve", "br_c2": "cairo"}, neutral=AT_WAR_TU, active="ap", turn=12,
                    options={"edition": edition}), "ap", 4)
    g.apply(Action("select", unit="fr_c1"))
    reason = g.why_illegal(Action("sr", unit="fr_c1", to="cairo"))
    # 2022 already refuses Cairo as holding no French unit (13.1.8)
    assert "13.2.1" in reason if edition == "2004" else "13.1.8" in reason

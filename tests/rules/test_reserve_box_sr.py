"""SR to and from the Reserve Box (13.1.8, 13.1.9, 13.2.1)."""
import pytest

from pog_desktop.rules import Action

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

"""Last checklist gaps: the Salonika event's redeployment (AP 30, 9.5.2.4, 13.1)."""
from pog_desktop.rules import Action

from .helpers import position

AT_WAR = frozenset({"it", "bu", "ro", "gr", "us"})


def _salonika(units, control=None):
    g = position(units, turn=6, active="ap", control=control or {}, neutral=AT_WAR)
    g.state.hand["ap"] = ["ap30"]
    g.apply(Action("play_event", card="ap30"))
    return g


def test_ap30_salonika_sr_takes_supplied_br_and_fr_corps_from_the_map_or_the_reserve_box():
    """Covers: SR-25, EVT-43. Offered: BR and FR corps in the Reserve Box and a supplied FR
    corps in Nancy. Not offered: the AUS corps (not British for the card), a BR corps cut off in
    German-held Plock (13.1.5). Three go; Salonika becomes Allied and the card ends the round."""
    g = _salonika({"br_c1": "ap_reserve", "fr_c1": "ap_reserve", "fr_c2": "nancy", "aus_corps": "london",
                   "br_c2": "plock", "br_c3": "ap_reserve"}, {"plock": "cp"})
    assert g.prompt.choices["units"] == ["br_c1", "br_c3", "fr_c1", "fr_c2"]
    for u in ("br_c1", "fr_c1", "fr_c2"):
        g.apply(Action("select", unit=u))
    st = g.state
    assert st.at["salonika"] == ("br_c1", "fr_c1", "fr_c2") and st.control["salonika"] == "ap"
    assert st.where["br_c3"] == "ap_reserve" and st.played["ap"][-1] == "event:ap30"
    assert (st.step, st.active) == ("action", "cp")


def test_13_1_11_salonika_sr_no_french_corps_out_of_the_reserve_box_while_paris_is_lost():
    """Covers: SR-25. With Paris in German hands the FR corps in the Reserve Box may not
    redeploy (13.1.11); the FR corps on the map and the BR corps in the box may."""
    g = _salonika({"br_c1": "ap_reserve", "fr_c1": "ap_reserve", "fr_c2": "nancy"}, {"paris": "cp"})
    assert g.prompt.choices["units"] == ["br_c1", "fr_c2"]

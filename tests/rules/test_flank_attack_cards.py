"""Combat cards and the flank attack (12.2.9, 12.3): cards are played at step 5, after the
flank roll, and Wireless Intercepts (CP 2) then turns a failed German flank attempt against
Russians alone into a success, so the attacker fires first."""
from pog_desktop.rules import Action

from .helpers import ops, position


def _flank_on_lodz(card: str | None):
    """The GE 8th Army in Czestochowa and a GE corps in Posen attack the RU 1st Army in Lodz;
    the flank attempt pinned from Czestochowa rolls 1 and fails."""
    g = ops(position({"ge_8": "czestochowa", "ge_c1": "posen", "ru_1": "lodz"},
                     control={"czestochowa": "cp"}), "cp", 6)
    g.arrange(hand={"cp": [card] if card else []})
    g.apply(Action("activate", space="posen", mode="attack"))
    g.apply(Action("activate", space="czestochowa", mode="attack"))
    g.state.dice_script = [1, 6, 6]
    g.apply(Action("done"))
    g.apply(Action("attack", space="lodz", units=("ge_8", "ge_c1")))
    g.apply(Action("flank", space="czestochowa"))
    return g


def _first_fire(g):
    return next(e["text"] for e in g.state.log if e["kind"] == "fire")


def test_12_2_9_wireless_intercepts_after_a_failed_flank_roll_makes_the_attacker_fire_first():
    """Covers: EVT-02"""
    g = _flank_on_lodz("cp02")
    assert g.state.sub["combat"]["flank"]["success"] is False
    assert g.prompt.kind == "combat_cards" and g.prompt.choices["cards"] == ["cp02"]
    g.apply(Action("combat_card", card="cp02"))
    g.apply(Action("no_more_cards"))
    assert _first_fire(g).startswith("attacker fires")
    assert g.state.sub["combat"]["flank"]["success"] is True


def test_12_3_3_a_failed_flank_attempt_without_the_card_lets_the_defender_fire_first():
    g = _flank_on_lodz(None)
    assert _first_fire(g).startswith("defender fires")

"""Review of the card events: corps their card places in a named space (9.5.3.2)."""
from pog_desktop.rules import Action

from ..helpers import position, reason


def play(g, side, card):
    g.state.active = side
    g.state.hand[side] = [card] + [c for c in g.state.hand[side] if c != card]
    g.apply(Action("play_event", card=card))


def test_cp24_9_5_3_2_senussi_enter_libya_under_allied_control_when_no_allied_unit_is_there():
    """Covers: EVT-15, REI-02. The card bars Allied units in Libya, not Allied control."""
    g = position(turn=5, control={"libya": "ap"})
    g.state.neutral.discard("tu")
    g.state.hand["cp"] = ["cp24"]
    assert reason(g, type="play_event", card="cp24") is None
    play(g, "cp", "cp24")
    assert g.state.where["tu_sn_corps"] == "libya" and g.state.control["libya"] == "cp"

"""9.5.4 at one table: whether the game waits for the defender's combat-card decision must not
tell the attacker whether the defender holds a playable card (the switch
``ask_defender_combat_cards``, which the hotseat mode turns on)."""
from pog_desktop.rules import Action

from .helpers import ops, position


def _attack(options, ap_hand):
    g = ops(position({"ge_c1": "posen", "ru_1": "lodz"}, options=options), "cp", 4)
    g.state.hand.update({"ap": list(ap_hand), "cp": []})
    g.apply(Action("activate", space="posen", mode="attack"))
    g.apply(Action("done"))
    g.state.dice_script = [6, 6, 6, 6]
    g.apply(Action("attack", space="lodz", units=("ge_c1",)))
    return g


def test_9_5_4_without_the_switch_a_defender_with_no_playable_card_is_not_asked():
    """Covers: CRD-21"""
    g = _attack(None, [])
    assert g.prompt is None or g.prompt.kind != "combat_cards"


def test_9_5_4_hidden_hands_the_defender_is_asked_even_with_nothing_to_play():
    """Covers: CRD-21"""
    g = _attack({"ask_defender_combat_cards": True}, [])
    assert g.prompt.kind == "combat_cards" and g.prompt.side == "ap"
    assert g.prompt.choices["cards"] == [] and g.legal_actions() == [Action("no_more_cards")]
    g.apply(Action("no_more_cards"))
    assert g.prompt is None or g.prompt.kind != "combat_cards"

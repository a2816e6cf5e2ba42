"""9.5.4 and 9.5.4.6 with hidden hands between machines (issue 11, switch ``ask_all_card_stages``):
whether the game waits for a side's card decision must not tell the other seat what that hand
holds, so the attacker is asked at its combat-card stage and every side at the discard step
even with nothing to play or discard."""
from pog_desktop.rules import Action, Game

from .helpers import ops, position

HIDDEN = {"ask_defender_combat_cards": True, "ask_all_card_stages": True}


def _attack(options):
    g = ops(position({"ge_c1": "posen", "ru_1": "lodz"}, options=options), "cp", 4)
    g.state.hand.update({"ap": [], "cp": []})
    g.apply(Action("activate", space="posen", mode="attack"))
    g.apply(Action("done"))
    g.state.dice_script = [6, 6, 6, 6]
    g.apply(Action("attack", space="lodz", units=("ge_c1",)))
    return g


def _asked(g) -> list:
    """(side, stage) of every combat-card question of this combat, each answered "no more"."""
    out = []
    while g.prompt is not None and g.prompt.kind == "combat_cards":
        assert g.legal_actions() == [Action("no_more_cards")]
        out.append((g.prompt.side, g.state.sub["combat"]["cc_stage"]))
        g.apply(Action("no_more_cards"))
    return out


def test_9_5_4_hidden_hands_the_attacker_is_asked_at_each_of_its_stages_even_with_no_card():
    """Covers: CRD-21. The attacker's trench stage (3) and card stage (5), then the defender's."""
    assert _asked(_attack(HIDDEN)) == [("cp", 3), ("cp", 5), ("ap", 5)]


def test_9_5_4_without_the_switch_an_attacker_with_no_card_is_not_asked():
    assert _asked(_attack({"ask_defender_combat_cards": True})) == [("ap", 5)]


def _draw_phase(options):
    g = Game.new("campaign", 4, options)
    g.apply(Action("choose", choice="no"))
    # no combat card in either hand (cp07: German Reinforcements, ap02: Russian Reinforcements)
    return g.arrange(turn=2, phase="draw", hand={"ap": ["ap02"], "cp": ["cp07"]})


def test_9_5_4_6_hidden_hands_every_side_is_asked_at_the_discard_step():
    g = _draw_phase(HIDDEN)
    assert (g.state.step, g.prompt.side) == ("discard_combat_cards", "ap")
    assert g.legal_actions() == [Action("done")]
    g.apply(Action("done"))
    assert (g.state.step, g.prompt.side) == ("discard_combat_cards", "cp")
    g.apply(Action("done"))
    assert g.state.turn == 3 and len(g.state.hand["ap"]) == 7 and len(g.state.hand["cp"]) == 7


def test_9_5_4_6_without_the_switch_a_side_with_no_combat_card_is_not_asked():
    g = _draw_phase(None)
    assert g.state.step != "discard_combat_cards" and g.state.turn == 3

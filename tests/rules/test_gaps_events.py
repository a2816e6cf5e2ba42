"""Last checklist gaps: Great Retreat, Hoffmann and Von Below through the engine."""
from pog_desktop.rules import Action
from pog_desktop.rules.core import effects
from pog_desktop.rules.turn import mandated

from .helpers import ops, position
from .test_events2_combat_engine import texts

ITALY_AT_WAR = frozenset({"bu", "ro", "gr", "us", "tu", "pe"})


def _great_retreat_on_lodz():
    g = ops(position({"ge_1": "posen", "ge_c1": "posen", "ru_1": "lodz"}, reduced={"ge_c1"},
                     control={"lodz": "ap"}), "cp", 4)
    g.state.flags.add("event:ap27")
    g.state.counters["event_this_turn:ap27"] = 1
    g.apply(Action("activate", space="posen", mode="attack"))
    g.apply(Action("done"))
    g.apply(Action("attack", space="lodz", units=("ge_1", "ge_c1")))
    return g


def test_ap27_great_retreat_the_russian_army_falls_back_one_space_and_only_full_attackers_advance():
    """Covers: RET-18, EVT-41. The GE 1st Army and a reduced GE corps attack the RU 1st Army in
    Lodz in Great Retreat's turn: the AP choose to retreat, the army goes exactly one space (the
    three spaces next to Lodz), no die is rolled, and only the full-strength army may advance."""
    g = _great_retreat_on_lodz()
    assert (g.prompt.kind, g.prompt.seat, g.prompt.choices["buttons"]) == ("choose_option", "ap", ["retreat", "fight"])
    g.apply(Action("choose", choice="retreat"))
    assert sorted(a.choice for a in g.legal_actions()) == ["czestochowa", "plock", "warsaw"]
    g.apply(Action("retreat", unit="ru_1", choice="warsaw"))
    assert g.state.where["ru_1"] == "warsaw" and g.state.rng_count == 0 and texts(g, "fire") == []
    assert g.legal_actions() == [Action("advance", units=("ge_1",), choice="lodz"), Action("done")]


def test_ap27_without_great_retreat_the_russians_are_not_asked():
    """Covers: RET-18. The same attack in another turn goes straight to the dice."""
    g = ops(position({"ge_1": "posen", "ru_1": "lodz"}, control={"lodz": "ap"}), "cp", 4)
    g.state.flags.add("event:ap27")            # played in an earlier turn
    g.apply(Action("activate", space="posen", mode="attack"))
    g.state.dice_script = [3, 3]
    g.apply(Action("done"))
    g.apply(Action("attack", space="lodz", units=("ge_1",)))
    assert len(texts(g, "fire")) == 2 and texts(g, "great_retreat") == []


def test_7_1_9_cp37_hoffmann_needs_h_l_and_then_adds_one_to_the_cp_roll():
    """Covers: EVT-26. Before H-L Take Command the event cannot be played; after it, with Italy
    at war, a CP mandated offensive roll of 1 (AH) reads 2 (AH vs Italy); the AP roll of 1 stays
    French."""
    g = position(neutral=frozenset({"bu", "ro", "gr", "us"}), turn=10)
    card = g.ctx.cards["cp37"]
    assert effects.prerequisite_error(g.ctx, g.state, card) is not None
    g.state.flags.add("event:cp54")
    assert effects.prerequisite_error(g.ctx, g.state, card) is None
    g.state.dice_script = [1, 1]
    mandated.roll_offensives(g.ctx, g.state)
    assert g.state.mo == {"ap": "fr", "cp": "ah"}
    g.state.flags.add("event:cp37")
    g.state.dice_script = [1, 1]
    mandated.roll_offensives(g.ctx, g.state)
    assert g.state.mo == {"ap": "fr", "cp": "ah_it"}


def _von_below(units, play):
    """GE 1st Army in Trent attacks Asiago, held by Allied units in a level-1 trench."""
    g = ops(position(units, neutral=ITALY_AT_WAR, turn=10), "cp", 4)
    g.state.trench["asiago"], g.state.trench_side["asiago"] = 1, "ap"
    g.state.hand["cp"] = ["cp43"]
    g.apply(Action("activate", space="trent", mode="attack"))
    g.state.dice_script = [4, 3]
    g.apply(Action("done"))
    g.apply(Action("attack", space="asiago", units=("ge_1",)))
    offered = g.prompt.choices.get("cards") if g.prompt.kind == "combat_cards" else []
    if play:
        g.apply(Action("combat_card", card="cp43"))
    if g.prompt.kind == "combat_cards":
        g.apply(Action("no_more_cards"))
    return g, offered


def test_cp43_von_below_cancels_every_trench_effect_against_italians_only():
    """Covers: EVT-27. Against an entrenched IT corps, Von Below removes both trench shifts:
    the GE army fires on column 5 (not 4) and the IT corps on column 1 (not 2); the card then
    leaves the game. With a FR corps in the stack it is not offered."""
    g, offered = _von_below({"ge_1": "trent", "it_c1": "asiago"}, True)
    assert offered == ["cp43"]
    assert texts(g, "fire") == ["attacker fires 5 on the army table, column 5: rolled 4+0, LN 4",
                                "defender fires 1 on the corps table, column 1: rolled 3+0, LN 0"]
    assert g.state.removed["cp"] == ["cp43"] and g.state.combat_cards["cp"] == []
    g, _ = _von_below({"ge_1": "trent", "it_c1": "asiago"}, False)
    assert texts(g, "fire") == ["attacker fires 5 on the army table, column 4: rolled 4+0, LN 3",
                                "defender fires 1 on the corps table, column 2: rolled 3+0, LN 1"]
    _, offered = _von_below({"ge_1": "trent", "it_c1": "asiago", "fr_c1": "asiago"}, False)
    assert offered == []


def test_cp16_liman_von_sanders_plus_one_to_a_turkish_attack_as_well():
    """Covers: EVT-12. Liman von Sanders is offered to a TU corps attacking a BR corps and adds
    1 to the attacker's die; a GE attacker alone does not qualify. (The defence: CRD-31's test.)"""
    from pog_desktop.rules.combat.card_effects import card_effects, playable

    from .test_events2_combat_cards import cc
    assert playable(["cp16"], "cp", cc("attacker", ["tu_c1"], ["br_c1"])) == ["cp16"]
    assert playable(["cp16"], "cp", cc("attacker", ["ge_c1"], ["br_c1"])) == []
    fx = card_effects(["cp16"], [])
    assert (fx.attacker_drm, fx.defender_drm) == (1, 0)

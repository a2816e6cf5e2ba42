"""Events that change the map, units or RP at once, with the player's picks."""
from pog_desktop.rules import Action
from pog_desktop.rules.core import effects
from pog_desktop.rules.turn import mandated

from ..helpers import ops, play_event, position, reason, texts


def test_cp01_guns_of_august_destroys_liege_moves_ge_1_and_ge_2_in_and_ge_1_to_3_attack_free():
    """Covers: EVT-01, FRT-14"""
    g = position(units={"ge_1": "aachen", "ge_2": "aachen", "ge_3": "koblenz", "ge_c1": "koblenz",
                        "be_1": "brussels"}, turn=1)
    g.state.round = 2
    g.state.hand["cp"] = ["cp01"]
    assert reason(g, type="play_event", card="cp01") == "Guns of August may only be the first CP action of Aug 1914"
    g.state.round = 1
    play_event(g, "cp", "cp01")
    st = g.state
    assert st.at["liege"] == ("ge_1", "ge_2") and "liege" in st.forts_destroyed and st.control["liege"] == "cp"
    assert st.step == "attack" and st.active == "cp"
    assert (st.sub["points"], st.sub["activated"]) == (0, {"koblenz": "attack", "liege": "attack"})
    assert st.sub["attacked"] == ["ge_c1"]   # only the three armies are activated


def test_cp06_9_5_1_1_entrench_places_a_level_1_trench_with_a_chosen_supplied_army():
    """Covers: EVT-06"""
    g = position(units={"ge_1": "metz", "ge_2": "strasbourg", "ge_c1": "essen"}, turn=3)
    play_event(g, "cp", "cp06")
    assert g.prompt.kind == "pick_units" and g.prompt.choices["units"] == ["ge_1", "ge_2"]
    g.apply(Action("entrench", unit="ge_2"))
    assert (g.state.trench, g.state.trench_side) == ({"strasbourg": 1}, {"strasbourg": "cp"})
    g.state.active = "ap"
    g.state.hand["ap"] = ["ap12"]
    assert "only one side may ever play Entrench" in reason(g, type="play_event", card="ap12")


def test_ap30_9_5_2_4_salonika_sets_up_greece_still_neutral_and_redeploys_up_to_three_corps():
    """Covers: EVT-43, NEU-04"""
    from pog_desktop.rules import Game
    g = Game.new("campaign", seed=3)
    st = g.state
    st.turn, st.round, st.phase, st.step = 6, 2, "action", "action"
    for u in ("br_c1", "fr_c1", "fr_c2", "br_c2"):
        st.place(u, "ap_reserve")
    play_event(g, "ap", "ap30")
    assert "gr" in st.neutral and st.where["gr_c3"] == "athens" and st.control["kavala"] == "ap"
    assert {"br_c1", "fr_c1", "fr_c2", "br_c2"} <= set(g.prompt.choices["units"])
    for u in ("br_c1", "fr_c1", "fr_c2"):
        g.apply(Action("select", unit=u))
    assert st.at["salonika"] == ("br_c1", "fr_c1", "fr_c2") and st.control["salonika"] == "ap"
    assert st.step == "action" and st.active == "cp"
    st.active = "ap"
    st.hand["ap"] = ["ap31"]
    # 9.5.3.4: after Salonika the MEF may still enter at home (events/test_reinforcement_events.py)
    assert reason(g, type="play_event", card="ap31") == "TU is not at war yet"


def test_cp32_war_in_africa_allies_choose_a_british_corps_for_good_or_1_vp():
    """Covers: EVT-23"""
    g = position(units={"br_c3": "london", "aus_corps": "london"}, turn=8)
    play_event(g, "cp", "cp32")
    assert g.state.active == "ap" and g.prompt.choices["units"] == ["br_c3"]
    assert g.prompt.choices["buttons"] == ["vp"]
    g.apply(Action("eliminate", unit="br_c3"))
    assert g.state.where["br_c3"] == "removed" and g.state.vp == 10
    g2 = position(units={"br_c3": "london"}, turn=8)
    play_event(g2, "cp", "cp32")
    g2.apply(Action("choose", choice="vp"))
    assert g2.state.where["br_c3"] == "london" and g2.state.vp == 11
    assert g2.state.step == "action" and g2.state.active == "ap"


def test_cp05_landwehr_flips_reduced_german_units_for_two_rp():
    """Covers: EVT-05, RP-14"""
    g = position(units={"ge_1": "metz", "ge_2": "berlin", "ge_c1": "essen", "ge_c2": "essen", "ah_1": "vienna"},
                 reduced={"ge_1", "ge_2", "ge_c1", "ge_c2", "ah_1"}, turn=3)
    play_event(g, "cp", "cp05")
    assert g.prompt.choices["units"] == ["ge_1", "ge_2", "ge_c1", "ge_c2"]
    g.apply(Action("select", unit="ge_1"))
    g.apply(Action("select", unit="ge_c1"))
    assert g.prompt.choices["units"] == ["ge_c2"]   # one corps step left
    g.apply(Action("select", unit="ge_c2"))
    assert g.state.reduced == {"ge_2", "ah_1"} and g.state.step == "action"


def test_ap56_paris_taxis_flips_one_reduced_french_army_next_to_paris():
    """Covers: EVT-59"""
    g = position(units={"fr_5": "chateau_thierry", "fr_6": "nancy"}, reduced={"fr_5", "fr_6"}, turn=2,
                 active="ap", options={"optional_cards": True})
    play_event(g, "ap", "ap56")
    assert g.prompt.choices["units"] == ["fr_5"]
    g.apply(Action("select", unit="fr_5"))
    assert g.state.reduced == {"fr_6"}


def test_cp63_russian_desertions_reduce_up_to_four_full_strength_russians():
    """Covers: EVT-59"""
    units = {"ru_1": "warsaw", "ru_2": "lodz", "ru_3": "kiev", "ru_4": "minsk", "ru_5": "riga"}
    g = position(units=units, reduced={"ru_5"}, turn=14)
    g.state.flags.add("event:cp52")
    play_event(g, "cp", "cp63")
    for u in ("ru_1", "ru_2", "ru_3", "ru_4"):
        g.apply(Action("select", unit=u))
    assert g.state.reduced == {"ru_1", "ru_2", "ru_3", "ru_4", "ru_5"} and g.state.step == "action"


def test_ap57_russian_cavalry_enter_together_with_a_supplied_russian_army():
    """Covers: EVT-59"""
    g = position(units={"ru_1": "warsaw", "ru_2": "kiev", "ru_c1": "kiev", "ru_c2": "kiev"}, turn=3, active="ap")
    play_event(g, "ap", "ap57")
    assert g.state.at["warsaw"] == ("ru_1", "ru_cav_c1", "ru_cav_c2")


def test_ap60_czech_legion_removes_an_eliminated_ah_corps_and_joins_the_reserve():
    """Covers: EVT-59"""
    g = position(units={"ah_c1": "cp_eliminated"}, turn=9, active="ap")
    play_event(g, "ap", "ap60")
    assert g.state.where["ah_c1"] == "removed" and g.state.where["ru_czl_corps"] == "ap_reserve"


def test_cp59_polish_restoration_needs_warsaw_then_three_polish_corps_and_minus_1_vp():
    """Covers: EVT-59"""
    g = position(turn=9)
    g.state.hand["cp"] = ["cp59"]
    assert reason(g, type="play_event", card="cp59") == "only while the CP control Warsaw"
    g.state.control["warsaw"] = "cp"
    play_event(g, "cp", "cp59")
    assert sorted(g.state.at["cp_reserve"]) == ["pl_c1", "pl_c2", "pl_c3"] and g.state.vp == 9


def test_cp17_mata_hari_shows_the_allied_hand_then_conducts_operations():
    """Covers: EVT-13"""
    g = position(units={"ge_1": "metz"}, turn=3)
    g.state.hand["ap"] = ["ap02", "ap09"]
    play_event(g, "cp", "cp17")
    shown = [e for e in g.state.log if e["kind"] == "event_effect"][-1]
    assert shown["cards"] == ["ap02", "ap09"]
    assert g.state.step == "activate" and g.state.active == "cp"


# -- Last checklist gaps: Great Retreat, Hoffmann and Von Below through the engine.
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
    assert (g.prompt.kind, g.prompt.seat, g.prompt.choices["buttons"]) == ("great_retreat", "ap", ["retreat", "fight"])
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

    from .test_combat_card_events import cc
    assert playable(["cp16"], "cp", cc("attacker", ["tu_c1"], ["br_c1"])) == ["cp16"]
    assert playable(["cp16"], "cp", cc("attacker", ["ge_c1"], ["br_c1"])) == []
    fx = card_effects(["cp16"], [])
    assert (fx.attacker_drm, fx.defender_drm) == (1, 0)

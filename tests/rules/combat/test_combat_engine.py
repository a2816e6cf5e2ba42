"""Combat, attrition and sieges through the engine API (constructed positions, scripted dice)."""
from pog_desktop.rules import Action
from pog_desktop.rules.turn.attrition_phase import attrition_phase
from pog_desktop.rules.turn.siege_phase import siege_phase

from ..helpers import ops, position


def _attack_step(units, dice, **kw):
    g = ops(position(units, **kw), "cp", 6)
    for space in sorted({s for s in units.values() if s in ("posen", "thorn", "breslau")}):
        g.apply(Action("activate", space=space, mode="attack"))
    g.state.dice_script = list(dice)
    g.apply(Action("done"))
    return g


def test_12_3_flank_success_fires_first_through_the_engine():
    """Covers: CMB-20, FLK-02, FLK-03, ADV-02. GE armies in Posen and Thorn flank Lodz pinned
    from Thorn (+1: Posen touches no other enemy): 3+1 succeeds; 10 CF, die 1: LN 3 kills the
    RU corps before it can fire; the GE may then advance into Lodz only."""
    g = _attack_step({"ge_1": "posen", "ge_2": "thorn", "ru_c1": "lodz"}, [3, 1])
    assert g.prompt.kind == "attack"
    g.apply(Action("attack", space="lodz", units=("ge_1", "ge_2")))
    assert g.prompt.kind == "flank"
    g.apply(Action("flank", space="thorn"))
    assert g.state.where["ru_c1"] == "ap_eliminated"
    assert [e["text"] for e in g.state.log if e["kind"] == "flank"] == [
        "flank attack pinned from Thorn: rolled 3+1, success"]
    assert g.prompt.kind == "advance"
    assert {a.choice for a in g.legal_actions() if a.type == "advance"} == {"lodz"}
    g.apply(Action("advance", units=("ge_2",), choice="lodz"))
    assert g.state.where["ge_2"] == "lodz" and g.state.control["lodz"] == "cp"


def test_12_5_retreat_two_spaces_and_advance_along_the_path_through_the_engine():
    """Covers: CMB-32, RET-01, RET-15, ADV-03, ADV-06, ADV-08, ADV-09. No flank: GE 10 CF die 1: LN 3; RU army
    3 CF die 1: LN 1. The RU army flips (LF 2) and must retreat 2; it goes Warsaw ->
    Brest-Litovsk. A GE army may follow into Lodz and on into Warsaw, where the fort stops it."""
    g = _attack_step({"ge_1": "posen", "ge_2": "thorn", "ru_1": "lodz"}, [1, 1])
    g.apply(Action("attack", space="lodz", units=("ge_1", "ge_2")))
    g.apply(Action("no_flank"))
    assert g.prompt.kind == "retreat"
    assert "ru_1" in g.state.reduced
    choice = Action("retreat", unit="ru_1", choice="warsaw>brest_litovsk")
    assert choice in g.legal_actions()
    g.apply(choice)
    assert g.state.where["ru_1"] == "brest_litovsk"
    assert g.state.control["lodz"] == "ap"          # 12.5.10: not until the attacker advances
    assert (g.prompt.kind, g.prompt.side) == ("advance", "cp")
    routes = {a.choice for a in g.legal_actions() if a.type == "advance"}
    assert routes == {"lodz", "lodz>warsaw"}
    g.apply(Action("advance", units=("ge_1",), choice="lodz>warsaw"))
    assert g.state.where["ge_1"] == "warsaw"
    assert g.state.control["lodz"] == "cp" and g.state.control["warsaw"] == "ap"


def test_12_4_defender_chooses_among_several_loss_assignments():
    """Covers: LOS-02, CMB-30. Two RU corps and LN 2 on the GE fire: three legal ways."""
    g = _attack_step({"ge_1": "posen", "ru_c1": "lodz", "ru_c2": "lodz"}, [1, 1])
    g.apply(Action("attack", space="lodz", units=("ge_1",)))
    assert g.prompt.kind == "combat_losses" and g.prompt.side == "ap"
    assert sorted(a.choice for a in g.legal_actions()) == ["ru_c1:1,ru_c2:1|", "ru_c1:2|", "ru_c2:2|"]
    g.apply(Action("losses", choice="ru_c1:2|"))
    assert g.state.where["ru_c1"] == "ap_eliminated"


def test_15_3_siege_phase_destroys_a_fort_rolling_above_its_lf():
    """Covers: FRT-11, FRT-05. Two GE corps besiege Warsaw (2); a 3 takes it and the space."""
    g = position({"ge_c1": "warsaw", "ge_c2": "warsaw"}, turn=3)
    g.state.dice_script = [3]
    siege_phase(g.ctx, g.state)
    assert "warsaw" in g.state.forts_destroyed
    assert g.state.control["warsaw"] == "cp"


def test_15_3_3_siege_roll_minus_2_in_august_1914():
    """Covers: FRT-12"""
    g = position({"ge_c1": "warsaw", "ge_c2": "warsaw"}, turn=1)
    g.state.dice_script = [4]
    siege_phase(g.ctx, g.state)
    assert "warsaw" not in g.state.forts_destroyed and g.state.control["warsaw"] == "ap"


def test_14_3_attrition_phase_removes_a_cut_off_unit_and_flips_its_space():
    """Covers: ATR-01, ATR-02. A GE corps alone in Cambrai (taken by the CP, all around it
    Allied) is out of supply: it dies and Cambrai returns to the AP."""
    g = position({"ge_c1": "cambrai"}, control={"cambrai": "cp"})
    attrition_phase(g.ctx, g.state)
    assert g.state.where["ge_c1"] == "cp_eliminated"
    assert g.state.control["cambrai"] == "ap"


def test_12_1_5_a_unit_attacks_once_per_round_and_attackers_never_retreat():
    """Covers: CMB-04, RET-14. The RU corps wins (GE 2 CF corps die 1: LN 0; RU die 6: LN 1):
    the GE corps stays where it was and cannot attack again this round."""
    g = _attack_step({"ge_c1": "posen", "ge_c2": "posen", "ru_c1": "lodz"}, [1, 6])
    g.apply(Action("attack", space="lodz", units=("ge_c1",)))
    assert g.state.where["ge_c1"] == "posen" and "ge_c1" in g.state.reduced
    assert g.prompt.kind == "attack"
    assert {a.units for a in g.legal_actions() if a.type == "attack"} == {("ge_c2",)}


def test_14_1_1_2_supply_is_judged_at_the_start_of_each_combat():
    """Covers: SUP-16, SUP-18. A GE corps in Plock attacks Lodz while Thorn is German; with
    Thorn and Tannenberg in Allied hands it is cut off and may not attack."""
    def attacks(control):
        g = ops(position({"ge_c1": "plock", "ru_c1": "lodz"}, control=control, options={"oos_space_activates": True}), "cp", 4)
        g.apply(Action("activate", space="plock", mode="attack"))
        g.apply(Action("done"))
        return [a for a in g.legal_actions() if a.type == "attack"]
    assert attacks({"plock": "cp"}) == [Action("attack", space="lodz", units=("ge_c1",))]
    assert attacks({"plock": "cp", "thorn": "ap", "tannenberg": "ap"}) == []


def test_12_7_4_defenders_dying_after_one_space_still_open_it_to_the_advance(monkeypatch):
    """Covers: ADV-04, RET-03. The rulebook's Kishinev example: attacked from Zhmerinka, the RU
    army must retreat 2; Romania is neutral and Odessa CP-held, so after Ismail it has nowhere
    to go and dies; the GE may advance as far as Ismail. (Supply is taken as given here.)"""
    from pog_desktop.rules.combat.engine import attacks
    monkeypatch.setattr(attacks, "unit_supplied", lambda ctx, st, u: True)
    g = ops(position({"ge_1": "zhmerinka", "ge_c1": "odessa", "ru_1": "kishinev"},
                     control={"zhmerinka": "cp", "odessa": "cp"}, options={"oos_space_activates": True}), "cp", 6)
    g.apply(Action("activate", space="zhmerinka", mode="attack"))
    g.state.dice_script = [2, 1]
    g.apply(Action("done"))
    g.apply(Action("attack", space="kishinev", units=("ge_1",)))
    assert g.state.where["ru_1"] == "removed"
    assert {a.choice for a in g.legal_actions() if a.type == "advance"} == {"kishinev", "kishinev>ismail"}


def test_12_2_6_combat_cards_are_offered_attacker_then_defender_and_add_their_drm(monkeypatch):
    """Covers: CMB-23, CMB-24, CMB-31. With a made-up registry: the CP plays a +1 card, the AP
    has nothing to play; GE 5 CF rolls 1+1 = 2 on the 5 column: LN 3. The CP wins and keeps
    the card face up for the turn."""
    from pog_desktop.rules.combat import card_effects as registry
    monkeypatch.setattr(registry, "REGISTRY", {})
    registry.register(registry.CombatCard("cp15", "cp", drm=1))
    g = ops(position({"ge_1": "posen", "ru_c1": "lodz", "ru_c2": "lodz"}), "cp", 4)
    g.state.hand["cp"] = ["cp15"]
    g.apply(Action("activate", space="posen", mode="attack"))
    g.state.dice_script = [1, 1]
    g.apply(Action("done"))
    g.apply(Action("attack", space="lodz", units=("ge_1",)))
    assert g.prompt.kind == "combat_cards" and g.prompt.side == "cp"
    g.apply(Action("combat_card", card="cp15"))
    assert Action("combat_card", card="cp15") not in g.legal_actions()
    g.apply(Action("no_more_cards"))
    fire_log = [e["text"] for e in g.state.log if e["kind"] == "fire"]
    assert fire_log[0].endswith("rolled 1+1, LN 3")
    assert g.prompt.kind == "combat_losses"
    g.apply(Action("losses", choice="ru_c1:1,ru_c2:2|"))
    assert g.state.combat_cards == {"ap": [], "cp": ["cp15"]}
    assert "cp15" in g.state.discard["cp"] and "cp15" not in g.state.hand["cp"]


def _ap_attack(units, attack_from, dice, **kw):
    g = ops(position(units, active="ap", **kw), "ap", 6)
    g.apply(Action("activate", space=attack_from, mode="attack"))
    g.state.dice_script = list(dice)
    g.apply(Action("done"))
    return g


def test_12_5_3_the_defender_cancels_a_retreat_in_a_forest_by_losing_a_step():
    """Covers: RET-02, ADV-01. RU 6 CF rolls 3 (LN 4) into Tannenberg: the GE army and corps
    both flip; GE 7 CF rolls 1 (LN 3). Retreat 1 - but the forest lets the GE corps die instead."""
    g = _ap_attack({"ru_1": "lomza", "ru_2": "lomza", "ge_1": "tannenberg", "ge_c1": "tannenberg"}, "lomza", [3, 1])
    g.apply(Action("attack", space="tannenberg", units=("ru_1", "ru_2")))
    if g.prompt.kind == "combat_cards":
        g.apply(Action("no_more_cards"))
    if g.prompt.kind == "combat_losses":
        g.apply(Action("losses", choice="ru_1:1|"))
    assert g.prompt.kind == "retreat" and g.prompt.side == "cp"
    assert set(g.legal_actions()) == {Action("cancel_retreat", unit="ge_1"), Action("cancel_retreat", unit="ge_c1"),
                                      Action("retreat")}
    g.apply(Action("cancel_retreat", unit="ge_c1"))
    assert g.state.where["ge_1"] == "tannenberg" and g.state.where["ge_c1"] == "cp_eliminated"
    assert g.prompt.kind == "attack"


def test_2022_12_1_6_a_space_is_attacked_once_per_action():
    """Covers: CMB-05. Lodz holds after the first attack (RU LN 4 beats GE LN 2); under the 2022
    rules a second attack on it in the same action is refused, under 2004 it is allowed."""
    for edition, allowed in (("2004", True), ("2022", False)):
        g = _attack_step({"ge_1": "posen", "ge_2": "posen", "ru_1": "lodz"}, [1, 6], options={"edition": edition})
        g.apply(Action("attack", space="lodz", units=("ge_1",)))
        again = Action("attack", space="lodz", units=("ge_2",))
        assert (g.why_illegal(again) is None) is allowed


def test_2022_12_1_2_no_attack_on_a_space_holding_only_units_that_retreated():
    """Covers: CMB-06"""
    g = _attack_step({"ge_1": "posen", "ru_c1": "lodz"}, [], options={"edition": "2022"})
    g.state.sub["retreated"] = ["ru_c1"]
    assert "retreated this round" in g.why_illegal(Action("attack", space="lodz", units=("ge_1",)))


def test_2022_12_5_4_the_montenegrin_corps_dies_rather_than_retreat():
    """Covers: RET-04. AH 3 CF rolls 1 (LN 1) against the MN corps in Cetinje (it scores 0):
    under 2004 it retreats to Tirana, under 2022 it is eliminated."""
    for edition, where in (("2004", "tirana"), ("2022", "ap_eliminated")):
        g = ops(position({"ah_1": "mostar", "mn_corps": "cetinje"}, control={"mostar": "cp"},
                         options={"edition": edition}), "cp", 4)
        g.apply(Action("activate", space="mostar", mode="attack"))
        g.state.dice_script = [1, 1]
        g.apply(Action("done"))
        g.apply(Action("attack", space="cetinje", units=("ah_1",)))
        assert g.state.where["mn_corps"] == where


def test_12_4_6_a_lone_fort_destroyed_in_combat_opens_its_space_to_the_advance():
    """Covers: LOS-08, FRT-01, FRT-04, ADV-01. Two GE armies in Aachen (10 CF, die 3: LN 4)
    destroy Liege (3), which fires 3 on the Corps table (die 1: LN 1, no loss); they may
    then advance into Liege and take it."""
    g = ops(position({"ge_1": "aachen", "ge_2": "aachen"}), "cp", 4)
    g.apply(Action("activate", space="aachen", mode="attack"))
    g.state.dice_script = [3, 1]
    g.apply(Action("done"))
    g.apply(Action("attack", space="liege", units=("ge_1", "ge_2")))
    assert "liege" in g.state.forts_destroyed
    assert g.prompt.kind == "advance"
    g.apply(Action("advance", units=("ge_1", "ge_2"), choice="liege"))
    assert g.state.control["liege"] == "cp"


def test_12_7_1_a_lone_fort_that_stands_allows_no_advance():
    """Covers: ADV-01, LOS-08. One GE army (5 CF, die 1: LN 2) cannot destroy Liege (3): the
    fort stands, the attacker wins nothing to advance into."""
    g = ops(position({"ge_1": "aachen"}), "cp", 4)
    g.apply(Action("activate", space="aachen", mode="attack"))
    g.state.dice_script = [1, 1]
    g.apply(Action("done"))
    g.apply(Action("attack", space="liege", units=("ge_1",)))
    assert "liege" not in g.state.forts_destroyed
    assert g.prompt.kind == "attack"


def test_12_5_7_the_defender_chooses_which_unit_fits_in_the_last_free_space():
    """Covers: RET-07, RET-08, RET-03. Two RU corps must retreat 1 from Lodz; only Plock has
    room, for one unit. The defender picks which goes there; the other is eliminated."""
    units = {"ge_1": "posen", "ge_c2": "thorn", "ge_c3": "czestochowa", "ru_c1": "lodz", "ru_c2": "lodz",
             "ru_c3": "warsaw", "ru_c4": "warsaw", "ru_c5": "warsaw", "ru_c6": "plock", "ru_c7": "plock"}
    g = _attack_step(units, [1, 4], control={"czestochowa": "cp"})
    g.apply(Action("attack", space="lodz", units=("ge_1",)))
    g.apply(Action("losses", choice="ru_c1:1,ru_c2:1|"))
    assert g.prompt.kind == "retreat"
    assert set(g.legal_actions()) == {Action("retreat", unit="ru_c1", choice="plock"),
                                      Action("retreat", unit="ru_c2", choice="plock")}
    g.apply(Action("retreat", unit="ru_c2", choice="plock"))
    assert g.state.where["ru_c2"] == "plock" and g.state.where["ru_c1"] == "ap_eliminated"


def test_15_1_3_besiegers_attack_their_fort_from_inside_and_take_the_space():
    """Covers: FRT-01, FRT-05, CMB-17, SUP-17. Two GE armies besiege Warsaw (2), with a supply
    line through CP-held Lodz and OberOst played: 10 CF, die 1: LN 3 destroys the fort (it scores 1 back on the Corps table, die 5);
    the space passes to the CP at once and there is nowhere to advance."""
    g = ops(position({"ge_1": "warsaw", "ge_2": "warsaw"}, control={"lodz": "cp"}), "cp", 4)
    g.state.flags.add("event:cp11")   # Oberost, as the event records it
    g.apply(Action("activate", space="warsaw", mode="attack"))
    g.state.dice_script = [1, 5]
    g.apply(Action("done"))
    assert Action("attack", space="plock", units=("ge_1",)) not in g.legal_actions()
    g.apply(Action("attack", space="warsaw", units=("ge_1", "ge_2")))
    assert "warsaw" in g.state.forts_destroyed and g.state.control["warsaw"] == "cp"
    assert g.prompt.kind == "attack"


def test_11_2_4_a_vacated_trench_stays_until_the_advancing_enemy_enters_it():
    """Covers: TRN-04, TRN-05, CMB-27. RU army in a level 1 trench at Lodz: GE 10 CF shifted
    1L (6-8), die 1: LN 3; RU 3 CF shifted 1R (4), die 1: LN 2. The army flips and retreats to
    Warsaw; the trench stays until a GE army advances into Lodz and removes it."""
    g = _attack_step({"ge_1": "posen", "ge_2": "thorn", "ru_1": "lodz"}, [1, 1])
    g.state.trench["lodz"], g.state.trench_side["lodz"] = 1, "ap"
    g.apply(Action("attack", space="lodz", units=("ge_1", "ge_2")))
    fire_log = [e["text"] for e in g.state.log if e["kind"] == "fire"]
    assert "column 6-8: rolled 1+0, LN 3" in fire_log[0] and "column 4: rolled 1+0, LN 2" in fire_log[1]
    g.apply(Action("retreat", unit="ru_1", choice="warsaw"))
    assert g.state.trench.get("lodz") == 1
    g.apply(Action("advance", units=("ge_1",), choice="lodz"))
    assert "lodz" not in g.state.trench


def test_12_4_7_an_army_eliminated_out_of_supply_is_gone_for_good_even_when_a_corps_replaces_it():
    """Covers: 12.4.4.1, 12.4.7 case 3 through the engine. Two RU armies roll 6 (LN 5) on the
    reduced GE 1st Army in Plock, with a GE corps in the Reserve Box: the corps replaces it and
    dies too. Supplied, the army goes to the Eliminated box; with Thorn and Tannenberg Allied
    Plock is cut off, and the army is removed for good."""
    def army_after(control):
        g = ops(position({"ru_1": "lodz", "ru_2": "lodz", "ge_1": "plock", "ge_c1": "cp_reserve"}, reduced={"ge_1"},
                         active="ap", control=control), "ap", 6)
        g.apply(Action("activate", space="lodz", mode="attack"))
        g.state.dice_script = [6, 1]
        g.apply(Action("done"))
        g.apply(Action("attack", space="plock", units=("ru_1", "ru_2")))
        assert "German corps replaces German 1st Army" in [e["text"] for e in g.log]
        return g.state.where["ge_1"]
    assert army_after({"plock": "cp"}) == "cp_eliminated"
    assert army_after({"plock": "cp", "thorn": "ap", "tannenberg": "ap"}) == "removed"

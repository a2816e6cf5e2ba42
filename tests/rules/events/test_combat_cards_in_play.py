"""The remaining combat cards through the engine: constructed positions, scripted dice."""
from pog_desktop.rules import Action

from ..helpers import attack, ops, position, texts


def test_12_6_ap06_withdrawal_a_corps_step_comes_back_and_the_retreat_is_one_space():
    """Covers: EVT-38, RET-16, ADV-10. GE 1st Army (5 CF, die 3: LN 3) on two RU corps in Lodz
    (die 1: LN 0). The AP eliminate one corps and reduce the other; Withdrawal flips the reduced
    one back. The survivor retreats exactly one space although the LN difference is 3."""
    g = attack({"ge_1": "posen", "ru_c1": "lodz", "ru_c2": "lodz"}, {"ap": ["ap06"]}, [3, 1], "lodz", ["ge_1"],
               "posen", control={"lodz": "ap"})
    assert g.prompt.choices["cards"] == ["ap06"]
    g.apply(Action("combat_card", card="ap06"))
    g.apply(Action("no_more_cards"))
    g.apply(Action("losses", choice="ru_c1:1,ru_c2:2|"))
    st = g.state
    assert "ru_c1" not in st.reduced and st.where["ru_c2"] == "ap_eliminated"
    assert texts(g, "withdrawal") == ["Withdrawal: Russian corps flips back (12.6.3)"]
    assert g.prompt.kind == "retreat"
    assert sorted(a.choice for a in g.legal_actions()) == ["czestochowa", "plock", "warsaw"]
    g.apply(Action("retreat", unit="ru_c1", choice="warsaw"))
    assert g.prompt.kind == "advance"
    assert {a.choice for a in g.legal_actions() if a.type == "advance"} == {"lodz"}


def test_12_6_7_withdrawal_retreat_even_when_the_defender_wins_and_lost_nothing():
    """Covers: EVT-38, RET-16. A GE corps (die 1: LN 0) on the RU 1st Army (die 6: LN 4): the
    defender wins and loses nothing, yet must retreat one space; it cannot cancel it."""
    g = attack({"ge_c1": "posen", "ru_1": "lodz"}, {"ap": ["ap06"]}, [1, 6], "lodz", ["ge_c1"], "posen",
               control={"lodz": "ap"})
    g.apply(Action("combat_card", card="ap06"))
    g.apply(Action("no_more_cards"))
    assert texts(g, "combat_result")[-1] == "LN 0 against 4: the defender wins"
    assert g.prompt.kind == "retreat"
    assert sorted(a.type + ":" + (a.choice or "") for a in g.legal_actions()) == [
        "retreat:czestochowa", "retreat:plock", "retreat:warsaw"]


def test_ap39_they_shall_not_pass_the_french_army_holds_verdun_and_the_card_is_lost():
    """Covers: EVT-47, RET-17, CRD-23. Two GE armies (die 2: LN 4) beat the FR 1st Army in
    Verdun (die 1: LN 3): the army is reduced but stays; the AP lost, so the card is discarded."""
    g = attack({"ge_1": "metz", "ge_2": "metz", "fr_1": "verdun"}, {"ap": ["ap39"]}, [2, 1], "verdun",
               ["ge_1", "ge_2"], "metz", turn=10)
    g.apply(Action("combat_card", card="ap39"))
    g.apply(Action("no_more_cards"))
    g.apply(Action("losses", choice="ge_1:1|"))
    st = g.state
    assert texts(g, "combat_result")[-1] == "LN 4 against 3: the attacker wins"
    assert st.where["fr_1"] == "verdun" and "fr_1" in st.reduced
    assert st.discard["ap"] == ["ap39"] and st.combat_cards["ap"] == []
    assert g.prompt.kind == "attack"


def test_cp64_alberich_cancels_the_allied_attack_and_gives_back_its_cards():
    """Covers: EVT-59 (optional CP 64), RET-17. The BR 1st Army attacks Cambrai with Hurricane
    Barrage; the CP play Alberich: no fire, the Hurricane Barrage is back in the AP hand, Alberich
    leaves the game, and the army has made its attack for the round."""
    g = attack({"br_1": "amiens", "ge_c1": "cambrai"}, {"ap": ["ap18"], "cp": ["cp64"]}, [], "cambrai", ["br_1"],
               "amiens", side="ap", control={"cambrai": "cp", "sedan": "cp"}, turn=14)
    g.apply(Action("combat_card", card="ap18"))
    g.apply(Action("no_more_cards"))
    assert g.prompt.choices["cards"] == ["cp64"]
    g.apply(Action("combat_card", card="cp64"))
    st = g.state
    assert texts(g, "fire") == [] and texts(g, "attack_cancelled") == ["the attack on Cambrai is cancelled"]
    assert st.hand["ap"] == ["ap18"] and st.discard["ap"] == [] and st.removed["cp"] == ["cp64"]
    assert st.where["ge_c1"] == "cambrai" and g.prompt.kind == "attack"
    assert "br_1" in st.sub["attacked"]


def test_ap46_brusilov_one_russian_attack_on_austrians_ignores_the_trench_once_a_round():
    """Covers: EVT-50. In Brusilov's round the AP may use its trench cancel on a Russian attack
    on entrenched Austrians; once used it is not offered again that round."""
    g = ops(position({"ru_1": "czestochowa", "ru_2": "czestochowa", "ah_c1": "cracow", "ah_c2": "oppeln"},
                     control={"czestochowa": "ap"}, active="ap", turn=12), "ap", 4)
    st = g.state
    st.flags.add(f"brusilov_offensive:{st.turn}:{st.round}")
    st.trench["cracow"], st.trench_side["cracow"] = 1, "cp"
    g.apply(Action("activate", space="czestochowa", mode="attack"))
    st.dice_script = [1, 1]
    g.apply(Action("done"))
    g.apply(Action("attack", space="cracow", units=("ru_1",)))
    assert g.prompt.kind == "combat_cards" and g.prompt.choices["cards"] == ["ap46"]
    g.apply(Action("combat_card", card="ap46"))
    assert st.sub["combat"]["cards"]["attacker"] == ["ap46"]
    g.apply(Action("no_more_cards"))
    assert st.sub["combat"]["trench_negated"] is True


def _great_retreat(units):
    g = ops(position(units, control={"lodz": "ap"}), "cp", 4)
    g.state.flags.add("event:ap27")
    g.state.counters["event_this_turn:ap27"] = 1
    g.state.hand["ap"] = ["ap06"]
    g.apply(Action("activate", space="posen", mode="attack"))
    g.apply(Action("done"))
    g.apply(Action("attack", space="lodz", units=("ge_1",)))
    return g


def test_ap27_great_retreat_russians_fall_back_one_space_without_a_fight():
    """Covers: EVT-41. GE 1st Army attacks a RU corps in Lodz during Great Retreat's turn: the
    AP choose to retreat before any card or die; the corps goes one space, no die is rolled,
    and the Germans may advance into Lodz only."""
    g = _great_retreat({"ge_1": "posen", "ru_c1": "lodz"})
    assert g.prompt.kind == "great_retreat" and g.prompt.seat == "ap"
    g.apply(Action("choose", choice="retreat"))
    assert g.prompt.kind == "retreat"
    assert sorted(a.choice for a in g.legal_actions()) == ["czestochowa", "plock", "warsaw"]
    g.apply(Action("retreat", unit="ru_c1", choice="warsaw"))
    assert texts(g, "fire") == []
    assert texts(g, "great_retreat") == ["Great Retreat: the Russians leave Lodz without a fight"]
    assert g.prompt.kind == "advance"
    assert {a.choice for a in g.legal_actions() if a.type == "advance"} == {"lodz"}
    g.apply(Action("advance", units=("ge_1",), choice="lodz"))
    assert g.state.control["lodz"] == "cp"


def test_ap27_great_retreat_the_russians_may_fight_and_a_mixed_stack_always_does():
    """Covers: EVT-41. Choosing to fight goes on to the combat cards; with a BR corps in the
    stack no choice is offered."""
    g = _great_retreat({"ge_1": "posen", "ru_c1": "lodz"})
    g.apply(Action("choose", choice="fight"))
    assert g.prompt.kind == "combat_cards" and g.prompt.choices["cards"] == ["ap06"]
    g = _great_retreat({"ge_1": "posen", "ru_c1": "lodz", "br_c1": "lodz"})
    assert g.prompt.kind == "combat_cards"


def test_ap61_maude_british_attack_supplied_through_basra_fires_on_the_army_table():
    """Covers: EVT-59 (optional AP 61). A BR corps in Qurna, supplied through Basra, attacks a TU
    corps in Kut with Maude: 2 CF on the Army table, die 5: LN 3 (the Corps table gives 1)."""
    at_war = frozenset({"it", "bu", "ro", "gr", "us"})
    g = attack({"br_c1": "qurna", "tu_c1": "kut"}, {"ap": ["ap61"]}, [5, 1], "kut", ["br_c1"], "qurna",
               side="ap", neutral=at_war, control={"qurna": "ap", "basra": "ap", "ahwaz": "ap"}, turn=12)
    assert g.prompt.kind == "combat_cards" and g.prompt.choices["cards"] == ["ap61"]
    g.apply(Action("combat_card", card="ap61"))
    g.apply(Action("no_more_cards"))
    assert texts(g, "fire")[0] == "attacker fires 2 on the army table, column 2: rolled 5+0, LN 3"


def test_ap45_kerensky_2004_every_attack_2022_only_through_the_card():
    """Covers: EVT-49. The standing +2 of Kerensky's round goes to every Russian attack on AH
    units with the 2004 rules; with the 2022 rules it comes only from the one-use card."""
    from pog_desktop.rules.combat.engine.standing_events import combat_drm
    c = {"side": "ap", "attackers": ["ru_1"], "defenders": ["ah_c1"], "target": "cracow"}
    for options, drm in ((None, 2), ({"edition": "2022"}, 0)):
        g = position(options=options, active="ap", turn=12)
        g.state.flags.add(f"kerensky_offensive:{g.state.turn}:{g.state.round}")
        assert combat_drm(g.ctx, g.state, c, "attacker") == drm


def _withdraw_reduced_army(die):
    g = ops(position({"ge_1": "posen", "ru_1": "lodz"}, reduced={"ru_1"}, control={"lodz": "ap"}), "cp", 4)
    g.state.hand["ap"] = ["ap06"]
    g.apply(Action("activate", space="posen", mode="attack"))
    g.state.dice_script = [die, 1]
    g.apply(Action("done"))
    g.apply(Action("attack", space="lodz", units=("ge_1",)))
    g.apply(Action("combat_card", card="ap06"))
    g.apply(Action("no_more_cards"))
    return g


def test_12_6_8_withdrawal_saves_an_army_without_a_reserve_corps_only_when_the_ln_is_its_lf():
    """Covers: EVT-38, RET-16. The reduced RU 1st Army (LF 2) alone in Lodz, no Russian corps in
    the Reserve Box. LN 2 (die 1) would remove it for good; Withdrawal brings it back reduced and
    it retreats. LN 3 (die 2) is more than its LF: the card does nothing."""
    g = _withdraw_reduced_army(1)
    assert texts(g, "withdrawal") == ["Withdrawal: Russian 1st Army returns reduced (12.6.3)"]
    assert g.state.where["ru_1"] == "lodz" and "ru_1" in g.state.reduced and g.prompt.kind == "retreat"
    g = _withdraw_reduced_army(2)
    assert texts(g, "withdrawal") == [] and g.state.where["ru_1"] == "removed"

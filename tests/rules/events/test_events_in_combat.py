"""Standing events read by the combat rules: attack bans and drms (through the engine)."""
from pog_desktop.rules import Action
from pog_desktop.rules.turn.mandated import in_force

from ..helpers import ops, position, reason


def attack_ready(units, side, space, turn=14):
    g = ops(position(units, turn=turn, active=side), side, 6)
    g.apply(Action("activate", space=space, mode="attack"))
    return g


def test_cp55_lloyd_george_bars_british_attacks_on_germans_in_level_2_trenches_this_turn():
    """Covers: EVT-35"""
    g = attack_ready({"br_1": "amiens", "ge_1": "cambrai"}, "ap", "amiens")
    g.state.trench["cambrai"], g.state.trench_side["cambrai"] = 2, "cp"
    g.state.flags.add("event:cp55")
    g.state.counters["event_this_turn:cp55"] = 1
    g.apply(Action("done"))
    assert reason(g, type="attack", space="cambrai", units=("br_1",)) == \
        "Lloyd George: no British attack on German units in a level 2 trench this turn"
    g.state.flags.add("cancelled:cp55")   # Michael, Blucher or Peace Offensive ended it
    assert reason(g, type="attack", space="cambrai", units=("br_1",)) is None


def test_cp58_stavka_timidity_bars_russian_attacks_on_entrenched_germans_alone():
    """Covers: EVT-59"""
    g = attack_ready({"ru_1": "lodz", "ge_1": "posen"}, "ap", "lodz")
    g.state.trench["posen"], g.state.trench_side["posen"] = 1, "cp"
    g.state.counters["event_this_turn:cp58"] = 1
    g.apply(Action("done"))
    assert reason(g, type="attack", space="posen", units=("ru_1",)) == \
        "Stavka Timidity: no Russian attack on entrenched German units alone this turn"


def test_ap46_brusilov_adds_1_to_russian_attacks_this_round():
    """Covers: EVT-50"""
    g = attack_ready({"ru_1": "lodz", "ge_c1": "posen"}, "ap", "lodz")
    g.state.flags.add(f"brusilov_offensive:{g.state.turn}:{g.state.round}")
    g.state.dice_script = [3, 1]
    g.apply(Action("done"))
    g.apply(Action("attack", space="posen", units=("ru_1",)))
    fire = [e["text"] for e in g.state.log if e["kind"] == "fire"]
    assert fire[0].startswith("attacker") and "rolled 3+1" in fire[0]
    assert "rolled 1+0" in fire[1]


def test_ap35_yanks_and_tanks_adds_2_to_allied_rolls_in_combats_with_us_units():
    """Covers: EVT-45"""
    g = attack_ready({"us_1": "nancy", "ge_c1": "metz"}, "ap", "nancy")
    g.state.flags.add(f"yanks_and_tanks:{g.state.turn}:{g.state.round}")
    g.state.dice_script = [2, 2]
    g.apply(Action("done"))
    g.apply(Action("attack", space="metz", units=("us_1",)))
    fire = [e["text"] for e in g.state.log if e["kind"] == "fire"]
    assert "rolled 2+2" in fire[0] and "rolled 2+0" in fire[1]


def test_cp47_7_1_8_french_mutiny_turns_an_unmade_french_mo_into_a_mutiny():
    """Covers: EVT-30. (The VP for a French attack on a mutiny turn: mandated.note_attack.)"""
    g = position({"fr_1": "nancy", "ge_c1": "metz"}, turn=12)
    g.state.mo["ap"] = "fr"
    g.state.active = "cp"
    g.state.hand["cp"] = ["cp47"]
    g.apply(Action("play_event", card="cp47"))
    assert in_force(g.state, "ap") == "fr_mutiny"
    g2 = position(turn=12)
    g2.state.mo["ap"], g2.state.mo_made["ap"] = "fr", True
    g2.state.hand["cp"] = ["cp47"]
    g2.apply(Action("play_event", card="cp47"))
    assert in_force(g2.state, "ap") == "fr"   # made already: no effect this turn


def test_cp51_peace_offensive_costs_1_vp_when_no_attacker_advances():
    """Covers: EVT-31, WS-31, ADV-11"""
    g = ops(position({"ge_c1": "posen", "ru_1": "lodz"}, turn=16), "cp", 4)
    g.state.hand["cp"] = ["cp51"]
    g.state.flags.add("event:cp54")
    g.state.trench["lodz"], g.state.trench_side["lodz"] = 1, "ap"
    g.apply(Action("activate", space="posen", mode="attack"))
    g.state.dice_script = [1, 6]
    g.apply(Action("done"))
    g.apply(Action("attack", space="lodz", units=("ge_c1",)))
    g.apply(Action("combat_card", card="cp51"))
    while g.state.step != "attack":
        g.apply(g.legal_actions()[0])
    assert g.state.vp == 9 and "event:cp51" in g.state.flags


def test_cp61_haig_entrenched_germans_in_france_ignore_the_retreat_from_a_british_attack():
    """Covers: EVT-59. BR 8 CF roll 5: LN 4 against the GE army's 3; the army must retreat
    unless Haig was played this turn."""
    def fight(haig):
        g = attack_ready({"br_1": "amiens", "br_2": "amiens", "ge_1": "cambrai"}, "ap", "amiens")
        g.state.trench["cambrai"], g.state.trench_side["cambrai"] = 1, "cp"
        if haig:
            g.state.counters["event_this_turn:cp61"] = 1
        g.state.dice_script = [5, 1]
        g.apply(Action("done"))
        g.apply(Action("attack", space="cambrai", units=("br_1", "br_2")))
        g.apply(Action("losses", choice="br_2:1|"))
        return g.state
    assert fight(False).where["ge_1"] == "sedan"
    st = fight(True)
    assert st.step == "attack" and st.where["ge_1"] == "cambrai" and st.trench["cambrai"] == 1


# -- Review of the card events: Haig (CP 61) has no effect after the German 1918 offensives.
def haig_fight(offensive=None):
    """BR 8 CF roll 5: LN 4 against the entrenched GE army's 3; Haig played this turn."""
    g = ops(position({"br_1": "amiens", "br_2": "amiens", "ge_1": "cambrai"}, turn=17, active="ap"), "ap", 6)
    g.apply(Action("activate", space="amiens", mode="attack"))
    g.state.trench["cambrai"], g.state.trench_side["cambrai"] = 1, "cp"
    g.state.flags.add("event:cp61")
    g.state.counters["event_this_turn:cp61"] = 1
    if offensive:
        g.state.flags.add(f"event:{offensive}")
    g.state.dice_script = [5, 1]
    g.apply(Action("done"))
    g.apply(Action("attack", space="cambrai", units=("br_1", "br_2")))
    g.apply(Action("losses", choice="br_2:1|"))
    return g.state


def test_cp61_haig_ignores_the_retreat_before_michael():
    """Covers: EVT-59, RET-17"""
    assert haig_fight().where["ge_1"] == "cambrai"


def test_cp61_haig_has_no_effect_after_michael_blucher_or_peace_offensive():
    """Covers: EVT-59, RET-17"""
    for card in ("cp49", "cp50", "cp51"):
        assert haig_fight(card).where["ge_1"] == "sedan", card

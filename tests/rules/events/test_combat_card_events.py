"""Combat cards' effects (9.5.4) through the registry, and their play in a combat."""
from pog_desktop.data import load_game
from pog_desktop.rules import Action
from pog_desktop.rules.combat.card_effects import TRENCH_STEP, CardContext, card_effects, playable
from pog_desktop.rules.combat.fire import Ground
from pog_desktop.rules.combat.pieces import Piece

from ..helpers import ops, position

UNITS = load_game("pog").units


def ctx_of(role, attackers, defenders, terrain="clear", trench=0, turn=5, flank=False):
    return CardContext(role, "x", Ground(terrain, trench), tuple(Piece(UNITS[u]) for u in attackers),
                       tuple(Piece(UNITS[u]) for u in defenders), turn, flank)


def test_cp03_von_francois_only_for_a_german_attack_on_russians():
    """Covers: EVT-03"""
    assert playable(["cp03", "cp15"], "cp", ctx_of("attacker", ["ge_1"], ["ru_1"])) == ["cp03", "cp15"]
    assert playable(["cp03", "cp15"], "cp", ctx_of("attacker", ["ge_1"], ["fr_1"])) == ["cp15"]
    assert playable(["cp03"], "cp", ctx_of("attacker", ["ah_1"], ["ru_1"])) == []
    assert card_effects(["cp03", "cp15"], []).attacker_drm == 2


def test_ap07_cp04_severe_weather_mountain_fall_winter_swamp_spring_fall():
    """Covers: EVT-04"""
    fall, spring, summer = 7, 5, 6
    assert playable(["ap07"], "ap", ctx_of("defender", ["ge_1"], ["ru_1"], "mountain", turn=fall)) == ["ap07"]
    assert playable(["ap07"], "ap", ctx_of("defender", ["ge_1"], ["ru_1"], "mountain", turn=spring)) == []
    assert playable(["cp04"], "cp", ctx_of("defender", ["ru_1"], ["ge_1"], "swamp", turn=spring)) == ["cp04"]
    assert playable(["cp04"], "cp", ctx_of("defender", ["ru_1"], ["ge_1"], "swamp", turn=summer)) == []
    assert card_effects([], ["cp04"]).defender_drm == 2


def test_ap05_putnik_serbian_attack_or_defence_in_1914_and_1915_only():
    """Covers: EVT-37"""
    assert playable(["ap05"], "ap", ctx_of("defender", ["ah_1"], ["sb_1"], turn=7)) == ["ap05"]
    assert playable(["ap05"], "ap", ctx_of("defender", ["ah_1"], ["sb_1"], turn=8)) == []


def test_ap18_9_5_4_1_1_hurricane_barrage_needs_a_british_unit_not_an_australian_one():
    """Covers: EVT-37"""
    assert playable(["ap18"], "ap", ctx_of("attacker", ["aus_corps"], ["ge_1"])) == []
    assert playable(["ap18"], "ap", ctx_of("attacker", ["br_1"], ["ge_1"])) == ["ap18"]


def test_cp44_von_hutier_cancels_trenches_and_fires_first_against_russians():
    """Covers: EVT-28"""
    c = ctx_of("attacker", ["ge_1"], ["ru_1"], trench=2)
    assert playable(["cp44", "cp43"], "cp", c, TRENCH_STEP) == ["cp44"]
    fx = card_effects(["cp44"], [])
    assert (fx.trench_negated, fx.attacker_fires_first) == (True, True)


def test_cp02_wireless_intercepts_a_german_flank_attempt_on_russians_only():
    """Covers: EVT-02"""
    assert playable(["cp02"], "cp", ctx_of("attacker", ["ge_1"], ["ru_1"], flank=True)) == ["cp02"]
    assert playable(["cp02"], "cp", ctx_of("attacker", ["ge_1"], ["ru_1", "br_1"], flank=True)) == []
    assert card_effects(["cp02"], []).flank_auto_success


def test_ap36_mine_attack_british_attack_on_an_entrenched_defender_once_per_turn():
    """Covers: EVT-46"""
    assert playable(["ap36"], "ap", ctx_of("attacker", ["br_1"], ["ge_1"], trench=1)) == ["ap36"]
    assert playable(["ap36"], "ap", ctx_of("attacker", ["br_1"], ["ge_1"], trench=0)) == []
    assert card_effects(["ap36"], []).attacker_drm == 1


def test_cp49_michael_needs_h_l_in_the_engine_and_played_ends_lloyd_george_with_its_ws():
    """Covers: EVT-31, EVT-35, CRD-11"""
    g = ops(position({"ge_1": "posen", "ru_c1": "lodz", "ru_c2": "lodz"}, turn=14), "cp", 4)
    g.state.hand["cp"] = ["cp49", "cp15"]
    g.state.flags.add("event:cp55")
    g.apply(Action("activate", space="posen", mode="attack"))
    g.state.dice_script = [1, 1]
    g.apply(Action("done"))
    g.apply(Action("attack", space="lodz", units=("ge_1",)))
    assert g.prompt.kind == "combat_cards" and g.prompt.choices["cards"] == ["cp15"]   # no H-L yet
    g2 = ops(position({"ge_1": "posen", "ru_c1": "lodz", "ru_c2": "lodz"}, turn=14), "cp", 4)
    g2.state.hand["cp"] = ["cp49"]
    g2.state.flags |= {"event:cp54", "event:cp55"}
    g2.state.trench["lodz"], g2.state.trench_side["lodz"] = 1, "ap"
    g2.apply(Action("activate", space="posen", mode="attack"))
    g2.state.dice_script = [1, 1]
    g2.apply(Action("done"))
    g2.apply(Action("attack", space="lodz", units=("ge_1",)))
    assert g2.prompt.kind == "combat_cards" and g2.prompt.choices["cards"] == ["cp49"]
    g2.apply(Action("combat_card", card="cp49"))
    st = g2.state
    assert "event:cp49" in st.flags and "cancelled:cp55" in st.flags
    assert (st.ws["cp"], st.cws) == (1, 1) and st.removed["cp"] == ["cp49"]

"""Review of the card events: combat card conditions and effects (9.5.4)."""
from pog_desktop.data import load_game
from pog_desktop.rules.combat.card_effects import TRENCH_STEP, CardContext, card_effects, playable
from pog_desktop.rules.combat.fire import Ground
from pog_desktop.rules.combat.pieces import Piece

UNITS = load_game("pog").units


def ctx_of(role, attackers, defenders, terrain="clear", trench=0, target_nation=None, edition_2022=False):
    return CardContext(role, "x", Ground(terrain, trench), tuple(Piece(UNITS[u]) for u in attackers),
                       tuple(Piece(UNITS[u]) for u in defenders), 14, target_nation=target_nation,
                       edition_2022=edition_2022)


def test_ap48_2022_royal_tank_corps_only_against_a_clear_space_in_france_or_belgium():
    """Covers: EVT-42"""
    def rtc(nation, edition_2022):
        return playable(["ap48"], "ap", ctx_of("attacker", ["br_1"], ["ge_1"], trench=2, target_nation=nation,
                                               edition_2022=edition_2022), TRENCH_STEP)
    assert rtc("it", False) == ["ap48"]
    assert rtc("it", True) == []
    assert rtc("fr", True) == rtc("be", True) == ["ap48"]


def test_ap48_12_3_1_royal_tank_corps_cancels_only_the_trench_shifts():
    """Covers: EVT-42"""
    effects = card_effects(["ap48"], [])
    assert (effects.trench_shifts_negated, effects.trench_negated) == (True, False)


def test_cp03_cp44_von_francois_and_von_hutier_against_a_space_holding_russian_and_romanian_units():
    """Covers: EVT-03, EVT-28, EVT-02. "Against Russian units", unlike the "only Russian units" of
    Wireless Intercepts."""
    mixed = ["ru_1", "ro_c1"]
    assert playable(["cp03"], "cp", ctx_of("attacker", ["ge_1"], mixed)) == ["cp03"]
    assert playable(["cp44"], "cp", ctx_of("attacker", ["ge_1"], mixed), TRENCH_STEP) == ["cp44"]
    assert playable(["cp03"], "cp", ctx_of("attacker", ["ge_1"], ["ro_c1"])) == []
    flank = CardContext("attacker", "x", Ground(), (Piece(UNITS["ge_1"]),), tuple(Piece(UNITS[u]) for u in mixed),
                        14, True)
    assert playable(["cp02"], "cp", flank) == []

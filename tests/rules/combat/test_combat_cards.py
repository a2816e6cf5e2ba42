"""The combat card mechanism (9.5.4, 12.2.4-12.2.7) with made-up cards."""
import pytest

from pog_desktop.rules.combat.card_effects import CardContext, CombatCard, after_combat, card_effects, playable
from pog_desktop.rules.combat.fire import Ground
from pog_desktop.rules.combat import card_effects as card_registry


@pytest.fixture
def registry(monkeypatch):
    monkeypatch.setattr(card_registry, "REGISTRY", {})
    for card in (
        CombatCard("x_gas", "cp", drm=1),
        CombatCard("x_tanks", "cp", step=3, negates_trench=True, once_per_turn=True),
        CombatCard("x_guns", "ap", drm=1, cancels=frozenset({"x_gas"})),
        CombatCard("x_fog", "ap", enemy_drm=-1),
        CombatCard("x_wireless", "cp", flank_auto_success=True, condition=lambda ctx: "ru" in ctx.nations("defender")),
        CombatCard("x_hutier", "cp", step=3, fires_first=True),
    ):
        card_registry.register(card)
    return card_registry.REGISTRY


def _ctx(piece, role="attacker", defender="ru_c1"):
    return CardContext(role, "lodz", Ground("clear"), (piece("ge_1", "posen"),), (piece(defender, "lodz"),))


def test_12_2_6_the_attacker_plays_its_own_cards_whose_conditions_hold(registry, piece):
    """Covers: CMB-23, FLK-05"""
    hand = ["x_gas", "x_tanks", "x_guns", "x_wireless"]
    assert playable(hand, "cp", _ctx(piece)) == ["x_gas", "x_wireless"]
    assert playable(hand, "cp", _ctx(piece, defender="fr_c1")) == ["x_gas"]


def test_12_2_4_trench_negating_cards_are_played_at_step_3(registry, piece):
    """Covers: CMB-22"""
    assert playable(["x_gas", "x_tanks", "x_hutier"], "cp", _ctx(piece), step=3) == ["x_tanks", "x_hutier"]


def test_9_5_4_4_a_card_used_this_round_may_not_be_used_again(registry, piece):
    """Covers: CMB-23"""
    assert playable(["x_gas"], "cp", _ctx(piece), used_this_round=["x_gas"]) == []


def test_12_2_7_drms_add_up_and_a_card_may_cancel_another(registry):
    """Covers: CMB-24"""
    assert card_effects(["x_gas"], ["x_fog"]).attacker_drm == 0
    effects = card_effects(["x_gas", "x_tanks"], ["x_guns"])
    assert (effects.attacker_drm, effects.defender_drm, effects.trench_negated) == (0, 1, True)
    assert effects.cancelled == {"x_gas"}


def test_14_3_4_out_of_supply_defenders_get_no_card_benefit(registry):
    """Covers: SUP-18"""
    assert card_effects(["x_gas"], ["x_guns", "x_fog"], defender_oos=True).attacker_drm == 1


def test_12_3_wireless_auto_flank_and_hutier_fire_first_are_reported(registry):
    """Covers: FLK-05, CMB-29"""
    effects = card_effects(["x_wireless", "x_hutier"], [])
    assert effects.flank_auto_success and effects.attacker_fires_first


def test_9_5_4_2_the_winner_keeps_cards_except_one_combat_per_turn_ones(registry):
    """Covers: CMB-31"""
    assert after_combat(["x_gas", "x_tanks"], won=True) == (("x_gas",), ("x_tanks",))
    assert after_combat(["x_gas", "x_tanks"], won=False) == ((), ("x_gas", "x_tanks"))


def test_9_5_4_a_card_registered_twice_is_an_error(registry):
    with pytest.raises(ValueError, match="x_gas"):
        card_registry.register(CombatCard("x_gas", "cp"))

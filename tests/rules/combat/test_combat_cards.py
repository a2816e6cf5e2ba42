"""The combat card mechanism (9.5.4, 12.2.4-12.2.7) with made-up cards."""
import pytest

from pog_desktop.rules import Action
from pog_desktop.rules.combat import card_effects as card_registry
from pog_desktop.rules.combat.card_effects import CardContext, CombatCard, after_combat, card_effects, playable
from pog_desktop.rules.combat.fire import Ground
from pog_desktop.rules.core.state import State
from pog_desktop.rules.turn import sequence

from ..helpers import ops, position


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


# -- Review of combat cards kept face up (9.5.4.2-9.5.4.5): ``State.combat_cards`` through the engine.
def _kept_card_attack(monkeypatch, defenders, dice):
    """CP 15 (a made-up +1 card) kept face up from an earlier win; the GE 1st Army (5) attacks Lodz."""
    monkeypatch.setattr(card_registry, "REGISTRY", {})
    card_registry.register(CombatCard("cp15", "cp", drm=1))
    g = ops(position({"ge_1": "posen", **{u: "lodz" for u in defenders}}), "cp", 4)
    g.state.combat_cards["cp"] = ["cp15"]
    g.state.discard["cp"] = ["cp15"]
    g.apply(Action("activate", space="posen", mode="attack"))
    g.state.dice_script = list(dice)
    g.apply(Action("done"))
    g.apply(Action("attack", space="lodz", units=("ge_1",)))
    assert g.prompt.kind == "combat_cards" and Action("combat_card", card="cp15") in g.legal_actions()
    g.apply(Action("combat_card", card="cp15"))
    g.apply(Action("no_more_cards"))
    while g.prompt.kind == "combat_losses":
        g.apply(g.legal_actions()[0])
    return g


def test_9_5_4_2_a_kept_card_used_again_in_a_won_combat_stays_face_up(monkeypatch):
    """Covers: CRD-21, CRD-24. GE rolls 1+1 on the 5 column (LN 3); the two RU corps (2) roll 6
    (LN 1): the CP win and CP 15 stays face up, used for this round."""
    g = _kept_card_attack(monkeypatch, ["ru_c1", "ru_c2"], [1, 6])
    assert g.state.combat_cards["cp"] == ["cp15"]
    assert g.state.counters["cc_used:cp15"] == g.state.round


def test_9_5_4_3_a_kept_card_used_in_a_lost_combat_is_discarded(monkeypatch):
    """Covers: CRD-23. GE rolls 1+1 (LN 3); RU 1st Army and a corps (4) roll 6 on the army
    table (LN 4): the CP lose, and the face-up CP 15 they used goes."""
    g = _kept_card_attack(monkeypatch, ["ru_1", "ru_c1"], [1, 6])
    assert [e["text"] for e in g.state.log if e["kind"] == "combat_result"][-1] == "LN 3 against 4: the defender wins"
    assert g.state.combat_cards["cp"] == []


def test_9_5_4_5_face_up_cards_are_discarded_at_the_end_of_the_turn():
    """Covers: CRD-25"""
    g = position({}, turn=3)
    g.state.combat_cards = {"ap": ["ap10"], "cp": ["cp15"]}
    sequence.end_turn(g.ctx, g.state)
    assert g.state.combat_cards == {"ap": [], "cp": []}


def test_9_5_4_2_face_up_cards_survive_saving_and_cloning():
    """Covers: CRD-21"""
    g = position({})
    g.state.combat_cards["cp"] = ["cp15"]
    assert State.from_json(g.state.to_json()).combat_cards == {"ap": [], "cp": ["cp15"]}
    copy = g.state.clone()
    copy.combat_cards["cp"].append("cp16")
    assert g.state.combat_cards["cp"] == ["cp15"]


def test_9_5_4_2_a_starred_card_leaves_the_game_even_when_its_side_wins(monkeypatch):
    """Covers: CRD-22. Von Below (CP 43, a * card; here a made-up +1) helps the GE 1st Army win
    (1+1 on the 5 column: LN 3 against the RU corps' 1): it is removed, not kept face up."""
    monkeypatch.setattr(card_registry, "REGISTRY", {})
    card_registry.register(CombatCard("cp43", "cp", drm=1))
    g = ops(position({"ge_1": "posen", "ru_c1": "lodz", "ru_c2": "lodz"}), "cp", 4)
    g.state.hand["cp"] = ["cp43"]
    g.apply(Action("activate", space="posen", mode="attack"))
    g.state.dice_script = [1, 6]
    g.apply(Action("done"))
    g.apply(Action("attack", space="lodz", units=("ge_1",)))
    g.apply(Action("combat_card", card="cp43"))
    g.apply(Action("no_more_cards"))
    while g.prompt.kind == "combat_losses":
        g.apply(g.legal_actions()[0])
    assert [e["text"] for e in g.state.log if e["kind"] == "combat_result"][-1] == "LN 3 against 1: the attacker wins"
    assert g.state.combat_cards["cp"] == [] and g.state.removed["cp"] == ["cp43"]


def test_12_2_11_they_shall_not_pass_stays_face_up_after_a_tie(monkeypatch):
    """Covers: CRD-23, CMB-31. They Shall Not Pass (AP 39, here a made-up +1 defence card) is lost
    only when the AP lose. GE 5 rolls 1 (LN 2); the RU 1st Army (3) rolls 2+1 (LN 2): a tie, both
    sides lose, yet AP 39 stays face up where an ordinary card would go."""
    monkeypatch.setattr(card_registry, "REGISTRY", {})
    card_registry.register(CombatCard("ap39", "ap", drm=1, kept_unless_lost=True))
    g = ops(position({"ge_1": "posen", "ru_1": "lodz"}), "cp", 4)
    g.state.hand["ap"] = ["ap39"]
    g.apply(Action("activate", space="posen", mode="attack"))
    g.state.dice_script = [1, 2]
    g.apply(Action("done"))
    g.apply(Action("attack", space="lodz", units=("ge_1",)))
    assert g.prompt.kind == "combat_cards" and g.prompt.side == "ap"
    g.apply(Action("combat_card", card="ap39"))
    g.apply(Action("no_more_cards"))
    while g.prompt.kind == "combat_losses":
        g.apply(g.legal_actions()[0])
    assert [e["text"] for e in g.state.log if e["kind"] == "combat_result"][-1] == "LN 2 against 2: both sides lose"
    assert g.state.combat_cards["ap"] == ["ap39"]


def test_12_2_7_every_card_effect_is_summed_from_the_played_cards():
    """Each field of CardEffects is worked out from the cards: the drms and cancellations
    directly, every other one through ``SUMMED`` from a CombatCard field."""
    from dataclasses import fields
    from pog_desktop.rules.combat.card_effects import SUMMED, CardEffects, CombatCard
    assert set(SUMMED) | {"attacker_drm", "defender_drm", "cancelled"} == {f.name for f in fields(CardEffects)}
    assert {field for field, _, _ in SUMMED.values()} <= {f.name for f in fields(CombatCard)}

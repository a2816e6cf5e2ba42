"""Review of combat cards kept face up (9.5.4.2-9.5.4.5): ``State.combat_cards`` through the engine."""
from pog_desktop.rules import Action
from pog_desktop.rules.turn import sequence
from pog_desktop.rules.combat import card_effects as registry
from pog_desktop.rules.core.state import State

from .helpers import ops, position


def _kept_card_attack(monkeypatch, defenders, dice):
    """CP 15 (a made-up +1 card) kept face up from an earlier win; the GE 1st Army (5) attacks Lodz."""
    monkeypatch.setattr(registry, "REGISTRY", {})
    registry.register(registry.CombatCard("cp15", "cp", drm=1))
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
    while g.prompt.kind == "choose_losses":
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
    monkeypatch.setattr(registry, "REGISTRY", {})
    registry.register(registry.CombatCard("cp43", "cp", drm=1))
    g = ops(position({"ge_1": "posen", "ru_c1": "lodz", "ru_c2": "lodz"}), "cp", 4)
    g.state.hand["cp"] = ["cp43"]
    g.apply(Action("activate", space="posen", mode="attack"))
    g.state.dice_script = [1, 6]
    g.apply(Action("done"))
    g.apply(Action("attack", space="lodz", units=("ge_1",)))
    g.apply(Action("combat_card", card="cp43"))
    g.apply(Action("no_more_cards"))
    while g.prompt.kind == "choose_losses":
        g.apply(g.legal_actions()[0])
    assert [e["text"] for e in g.state.log if e["kind"] == "combat_result"][-1] == "LN 3 against 1: the attacker wins"
    assert g.state.combat_cards["cp"] == [] and g.state.removed["cp"] == ["cp43"]


def test_12_2_11_they_shall_not_pass_stays_face_up_after_a_tie(monkeypatch):
    """Covers: CRD-23, CMB-31. They Shall Not Pass (AP 39, here a made-up +1 defence card) is lost
    only when the AP lose. GE 5 rolls 1 (LN 2); the RU 1st Army (3) rolls 2+1 (LN 2): a tie, both
    sides lose, yet AP 39 stays face up where an ordinary card would go."""
    monkeypatch.setattr(registry, "REGISTRY", {})
    registry.register(registry.CombatCard("ap39", "ap", drm=1, kept_unless_lost=True))
    g = ops(position({"ge_1": "posen", "ru_1": "lodz"}), "cp", 4)
    g.state.hand["ap"] = ["ap39"]
    g.apply(Action("activate", space="posen", mode="attack"))
    g.state.dice_script = [1, 2]
    g.apply(Action("done"))
    g.apply(Action("attack", space="lodz", units=("ge_1",)))
    assert g.prompt.kind == "combat_cards" and g.prompt.side == "ap"
    g.apply(Action("combat_card", card="ap39"))
    g.apply(Action("no_more_cards"))
    while g.prompt.kind == "choose_losses":
        g.apply(g.legal_actions()[0])
    assert [e["text"] for e in g.state.log if e["kind"] == "combat_result"][-1] == "LN 2 against 2: both sides lose"
    assert g.state.combat_cards["ap"] == ["ap39"]

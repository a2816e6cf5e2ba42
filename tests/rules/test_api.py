"""The engine API: prompts, legal actions, refusals with reasons, undo, JSON, replay, clones."""
import json

import pytest

from pog_desktop.rules import Action, Game, IllegalAction
from pog_desktop.rules.core.state import State

from .helpers import move_phase, mv, position


def test_action_json_round_trip_is_stable():
    a = Action("move", units=("ge_1", "ge_c1"), to="sedan")
    assert a.to_json() == {"type": "move", "units": ["ge_1", "ge_c1"], "to": "sedan"}
    assert Action.from_json(json.loads(json.dumps(a.to_json()))) == a


def test_action_from_json_reads_a_repeated_document_the_same_and_still_refuses_bad_ones():
    """A document read before is answered from what was read (the replay of a file reads
    thousands): the same value, and a malformed one is refused by name every time."""
    doc = {"type": "play_ops", "card": "cp03"}
    first = Action.from_json(doc)
    assert Action.from_json(dict(doc)) == first == Action("play_ops", card="cp03")
    assert Action.from_json({"card": "cp03", "type": "play_ops"}) == first
    for bad, words in (({"type": "play_ops", "card": 3}, "must be a string"),
                       ({"type": "play_ops", "card": ["cp03"]}, "must be a string"),
                       ({"type": "play_ops", "card": "cp03", "x": "y"}, "unknown field"),
                       ({"type": {"play_ops": 1}}, "must be an object with a 'type' string")):
        for _ in range(2):
            with pytest.raises(IllegalAction, match=words):
                Action.from_json(bad)


def test_action_from_json_names_the_bad_field():
    with pytest.raises(IllegalAction, match="unknown field"):
        Action.from_json({"type": "play_ops", "cards": "cp03"})
    with pytest.raises(IllegalAction, match="'units' must be a list"):
        Action.from_json({"type": "move", "units": "ge_1"})


def test_4_3_1_new_campaign_asks_cp_about_guns_of_august():
    """Covers: DAT-10"""
    g = Game.new("campaign", 3)
    p = g.prompt
    assert (p.seat, p.side, p.kind) == ("cp", "cp", "guns_of_august")
    assert [a.to_json() for a in g.legal_actions()] == [{"type": "choose", "choice": "yes"},
                                                         {"type": "choose", "choice": "no"}]
    g.apply(Action("choose", choice="yes"))
    assert "cp01" in g.state.hand["cp"] and len(g.state.hand["cp"]) == 7
    assert len(g.state.hand["ap"]) == 7       # DAT-11
    assert g.prompt.kind == "action" and g.prompt.side == "cp"


def test_unknown_option_is_refused_with_its_name():
    with pytest.raises(IllegalAction, match="unknown option.*'hand_sise'"):
        Game.new("campaign", 1, {"hand_sise": 8})


def test_illegal_action_raises_with_reason_and_leaves_state_alone():
    g = position({"ge_1": "metz"}, step="action")
    before = g.state_hash()
    with pytest.raises(IllegalAction, match="not in the CP hand"):
        g.apply(Action("play_ops", card="cp03"))
    assert g.state_hash() == before and g.actions == []


def test_same_seed_and_actions_give_same_state_and_log():
    g = Game.new("campaign", 11)
    for _ in range(40):
        g.apply(g.legal_actions()[-1])
    again = Game.replay("campaign", 11, None, g.actions)
    assert again.state_hash() == g.state_hash()
    assert again.log == g.log


def test_to_json_and_from_json_round_trip():
    g = Game.new("campaign", 5)
    for _ in range(25):
        g.apply(g.legal_actions()[0])
    doc = json.loads(json.dumps(g.to_json()))
    back = Game.from_json(doc)
    assert back.state_hash() == g.state_hash()
    assert State.from_json(doc["state"]).hash() == g.state_hash()


def test_from_json_refuses_a_tampered_state():
    g = Game.new("campaign", 5)
    g.apply(g.legal_actions()[0])
    doc = g.to_json()
    doc["state"]["vp"] = 3
    with pytest.raises(ValueError, match="does not match"):
        Game.from_json(doc)


def test_undo_reverts_a_move_but_not_past_a_die_roll():
    g = position({"fr_1": "paris"}, active="ap")
    move_phase(g, "ap", "paris")
    h = g.state_hash()
    mv(g, ["fr_1"], "melun")
    assert g.can_undo
    g.undo()
    assert g.state_hash() == h and g.state.where["fr_1"] == "paris"
    g2 = Game.new("campaign", 2)
    g2.apply(Action("choose", choice="no"))   # dealing draws hidden cards and rolls the MOs
    assert not g2.can_undo
    with pytest.raises(IllegalAction, match="nothing to undo"):
        g2.undo()


def test_clone_is_independent():
    g = position({"fr_1": "paris"}, active="ap")
    move_phase(g, "ap", "paris")
    c = g.clone()
    mv(c, ["fr_1"], "melun")
    assert g.state.where["fr_1"] == "paris" and c.state.where["fr_1"] == "melun"


def test_scripted_dice_are_used_first():
    from pog_desktop.rules.core import dice
    g = position()
    g.state.dice_script = [6, 1]
    assert [dice.roll_d6(g.state), dice.roll_d6(g.state)] == [6, 1]
    r = dice.roll_d6(g.state)
    assert 1 <= r <= 6 and g.state.rng_count == 3


def test_log_entries_are_structured():
    g = position({"fr_1": "paris"}, active="ap")
    move_phase(g, "ap", "paris")
    mv(g, ["fr_1"], "melun")
    e = g.log[-1]
    assert (e["turn"], e["side"], e["kind"], e["spaces"], e["units"]) == (2, "ap", "move", ["paris", "melun"], ["fr_1"])


def test_malformed_actions_are_refused_with_illegal_action_never_a_crash():
    import random
    rnd = random.Random(5)
    g = Game.new("campaign", 5, {"last_turn": 2})
    kinds = ["play_ops", "play_sr", "play_rp", "play_event", "auto_op", "activate", "done", "move", "stop",
             "entrench", "select", "sr", "cancel", "replace", "discard", "choose", "place", "eliminate", "bogus"]
    values = [None, "zzz", "paris", "ge_1", "cp03", "ap_reserve", "move", "attack", "yes"]
    tried = 0
    while not g.is_over and tried < 2000:
        legal = g.legal_actions()
        for _ in range(4):
            a = Action(rnd.choice(kinds), card=rnd.choice(values), space=rnd.choice(values), to=rnd.choice(values),
                       unit=rnd.choice(values), units=tuple(rnd.sample(["ge_1", "fr_1", "zzz"], rnd.randint(0, 2))),
                       mode=rnd.choice(values), choice=rnd.choice(values))
            c = g.clone()
            try:
                c.apply(a)
                assert a in legal
            except IllegalAction as exc:
                assert str(exc) and a not in legal
            tried += 1
        g.apply(rnd.choice(legal))
    assert tried >= 400


def test_undo_steps_back_one_action_at_a_time_log_included():
    g = position({"fr_1": "paris", "fr_2": "paris"}, active="ap")
    move_phase(g, "ap", "paris")
    start = (g.state_hash(), list(g.log), list(g.actions))
    mv(g, ["fr_1"], "melun")
    mv(g, ["fr_1"], "orleans")
    middle = (g.state_hash(), list(g.log))
    g.apply(Action("stop"))
    g.undo()
    assert (g.state_hash(), g.log) == middle
    g.undo()
    g.undo()
    assert (g.state_hash(), g.log, g.actions) == start

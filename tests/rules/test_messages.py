"""Issue 16 (languages): the engine's prompts, refusal reasons and log lines are message keys with
parameters (rules/core/messages.py) whose English text is what it always was."""
from __future__ import annotations

import json
import pickle
import random
import runpy
from pathlib import Path

import pytest

from pog_desktop.rules import Action, Game, IllegalAction
from pog_desktop.rules.core.messages import TEMPLATES, Msg, english_param, msg
from pog_desktop.rules.core.state import State

ROOT = Path(__file__).resolve().parents[2]
CATALOG = runpy.run_path(str(ROOT / "packaging" / "engine_catalog.py"))["collect"]()


def _played(scenario: str, seed: int, options: dict, n: int) -> Game:
    g = Game.new(scenario, seed, options)
    rnd = random.Random(seed)
    for _ in range(n):
        if g.is_over:
            break
        g.apply(rnd.choice(g.legal_actions()))
    return g


@pytest.fixture(scope="module")
def campaign():
    return _played("campaign", 3, {}, 400)


def test_a_message_is_its_english_text_with_a_key_and_ids():
    g = Game.new("campaign", 1, {})
    text = msg("operations.movement.holds_enemy_units", "{space} holds enemy units (11.1.7)", g.ctx, space="paris")
    assert text == "Paris holds enemy units (11.1.7)" and isinstance(text, str)
    assert text.key == "operations.movement.holds_enemy_units" and text.params == {"space": "paris"}
    assert TEMPLATES[text.key] == "{space} holds enemy units (11.1.7)"


def test_a_key_bound_to_another_template_is_refused():
    with pytest.raises(ValueError, match="two templates"):
        msg("operations.movement.holds_enemy_units", "{space} is full of enemies", None, space="paris")


def test_the_prompt_and_a_refusal_are_messages():
    g = Game.new("campaign", 1, {})
    assert g.prompt.text == "CP: start with Guns of August in hand?"
    assert g.prompt.text.key == "turn.sequence.cp_start_with_guns_of"
    reason = g.why_illegal(Action("choose", choice="maybe"))
    assert reason == "choose 'yes' or 'no'" and reason.key == "turn.sequence.choose_yes_or_no"
    with pytest.raises(IllegalAction) as refused:
        g.apply(Action("choose", choice="maybe"))
    assert refused.value.args[0].key == "turn.sequence.choose_yes_or_no"


def test_every_prompt_and_log_line_of_played_games_is_a_catalogued_message(campaign):
    """Every text the engine produced in up to 400 random actions of the campaign (a game that
    may end early, by peace) and of the four-player Historical game has a key the catalog script finds, with the same English template."""
    four = _played("historical", 2, {"players": 4}, 300)
    texts = [e["text"] for g in (campaign, four) for e in g.log] + [g.prompt.text for g in (campaign, four) if g.prompt]
    assert len(texts) > 300
    for text in texts:
        assert isinstance(text, Msg), text
        assert CATALOG[text.key] == TEMPLATES[text.key], text.key


def test_a_move_logs_ids_and_reads_as_before(campaign):
    moves = [e for e in campaign.log if e["kind"] == "move"]
    assert moves
    e = moves[0]
    assert e["text"].key == "operations.movement.move"
    units, src, dst = e["text"].params["units"], e["text"].params["space"], e["text"].params["space2"]
    assert [src, dst] == e["spaces"] and units == e["units"]
    names = ", ".join(campaign.ctx.units[u].name for u in units)
    assert e["text"] == f"{names}: {campaign.ctx.spaces[src].name} -> {campaign.ctx.spaces[dst].name}"


def _filled(ctx, text: Msg) -> str:
    return TEMPLATES[text.key].format_map({n: _filled(ctx, v) if isinstance(v, Msg) else english_param(ctx, n, v)
                                           for n, v in text.params.items()})


def test_a_log_line_reads_as_its_key_and_params_name_it_at_the_end_of_the_game(campaign):
    """A line's English is its template filled with its parameters, named in the game's data,
    when the game is over too: no rule changes a parameter (a list of units) after logging it,
    so the text can be rendered again from the key and parameters (an Italian log, a save)."""
    lines = [e["text"] for e in campaign.log]
    assert sum(1 for t in lines if t.params) > 200
    for text in lines:
        assert _filled(campaign.ctx, text) == text, text.key


def test_the_log_keeps_its_messages_through_json_and_pickle_and_the_hash_is_unchanged(campaign):
    doc = json.loads(json.dumps(campaign.state.to_json()))
    assert doc["log"][0]["msg"]["key"] == campaign.state.log[0]["text"].key
    back = State.from_json(doc)
    for old, new in zip(campaign.state.log, back.log):
        assert (new["text"], new["text"].key, new["text"].params) == (old["text"], old["text"].key, old["text"].params)
    assert back.hash() == campaign.state.hash()
    text = pickle.loads(pickle.dumps(campaign.state.log[-1]["text"]))
    assert (text.key, text.params) == (campaign.state.log[-1]["text"].key, campaign.state.log[-1]["text"].params)
    assert Game.from_json(json.loads(json.dumps(campaign.to_json()))).state_hash() == campaign.state_hash()


def test_the_state_hash_ignores_how_the_log_is_stored(campaign):
    """The log is not hashed: the recorded hashes (benchmarks/recorded_hashes.json) stay valid."""
    plain = campaign.state.clone()
    plain.log = [{**e, "text": str(e["text"])} for e in plain.log]
    assert plain.hash() == campaign.state.hash()

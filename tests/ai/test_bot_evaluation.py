"""Issue 13, the evaluation (docs/bot.md): VP, material and the end of the game move it the
right way for each side."""
from __future__ import annotations

from pog_desktop.ai.evaluate import evaluate, score
from pog_desktop.rules import Game


def test_vp_toward_the_cp_is_good_for_the_cp_and_bad_for_the_ap():
    g = Game.new("introductory", 1)
    cp, ap = score(g, "cp"), score(g, "ap")
    g.state.vp += 2
    assert score(g, "cp") > cp and score(g, "ap") < ap
    assert 0.0 < evaluate(g, "ap") < 0.5 < evaluate(g, "cp") < 1.0


def test_a_lost_step_lowers_the_owners_score():
    g = Game.new("introductory", 1)
    unit = next(u for u, loc in g.state.where.items() if loc in g.ctx.spaces and g.ctx.unit_side[u] == "ap"
                and u not in g.state.reduced)
    before = score(g, "ap")
    g.state.reduced.add(unit)
    assert score(g, "ap") < before


def test_a_finished_game_scores_its_result():
    g = Game.new("introductory", 1)
    g.state.over, g.state.result = True, {"winner": "cp", "how": "automatic victory", "vp": 20, "turn": 2}
    assert (evaluate(g, "cp"), evaluate(g, "ap")) == (1.0, 0.0)

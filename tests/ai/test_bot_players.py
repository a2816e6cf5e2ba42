"""Issue 13, the computer players: deterministic for a seed and a budget, legal actions
only, levels and names, the one-line reasons."""
from __future__ import annotations

import json

import pytest

from pog_desktop.ai import make_player
from pog_desktop.ai.arena import run
from pog_desktop.ai.players import LEVELS
from pog_desktop.rules import Action, Game

from .positions import positions


def _decide(spec: str, seed: int, game):
    return make_player(spec, seed).choose(game.view(game.prompt.seat))


@pytest.mark.parametrize("spec", ["mcts:6", "rule", "random"])
def test_same_seed_and_budget_same_decision(spec):
    for g in positions(count=8):
        first = _decide(spec, 11, g)
        again = _decide(spec, 11, g)
        assert first.action == again.action and first.iterations == again.iterations


def test_search_spends_exactly_its_budget():
    g = positions(count=1)[0]
    assert _decide("mcts:7", 3, g).iterations == 7


def test_bot_only_applies_legal_actions_through_a_game():
    """mcts:3 against the rule-based player for 150 actions: every choice is in the true
    game's legal list when it is made (and the engine accepts it from the bot's seat)."""
    game = Game.new("introductory", 5)
    bots = {"ap": make_player("mcts:3", 5), "cp": make_player("rule", 6)}
    while not game.is_over and len(game.actions) < 150:
        p = game.prompt
        d = bots[p.side].choose(game.view(p.seat))
        assert d.action in game.legal_actions()
        game.apply(d.action, seat=p.seat)
    assert len(game.actions) == 150 or game.is_over


def test_levels_grow_and_bad_names_are_refused():
    assert LEVELS["easy"] < LEVELS["normal"] < LEVELS["hard"]
    assert make_player("mcts:hard").iterations == LEVELS["hard"]
    with pytest.raises(ValueError, match="unknown player 'mcts:fast'"):
        make_player("mcts:fast")


def test_a_view_without_a_decision_is_refused():
    g = positions(count=1)[0]
    other = "cp" if g.prompt.seat == "ap" else "ap"
    with pytest.raises(ValueError, match="no decision"):
        make_player("rule").choose(g.view(other))


def test_reason_lines_for_an_event_and_an_attack():
    """The narrator names the event's card, and an ops card's first attack with its odds
    from the public board (reduced units count their reduced factor)."""
    g = positions(count=1)[0]
    view = g.view(g.prompt.seat)
    bot = make_player("random")
    (line,) = bot.narrator.note(view, Action("play_event", card="cp02"))
    assert line.startswith("event: ")
    assert bot.narrator.note(view, Action("play_ops", card="cp02")) == ()
    st = g.state
    target = next(s for s, us in st.at.items() if s in g.ctx.spaces and us and g.ctx.unit_side[us[0]] == "ap")
    attacker = next(u for u in g.ctx.units if g.ctx.unit_side[u] == "cp" and st.where.get(u) in g.ctx.spaces)
    (line,) = bot.narrator.note(view, Action("attack", space=target, units=(attacker,)))
    att = (g.ctx.units[attacker].reduced if attacker in st.reduced else g.ctx.units[attacker].full).combat
    dfn = sum((g.ctx.units[u].reduced if u in st.reduced else g.ctx.units[u].full).combat for u in st.at[target])
    assert line == f"ops: attack {g.ctx.spaces[target].name} at {att} to {dfn}"


def test_arena_counts_games_by_player_and_side():
    r = run("rule", "random", 2, "introductory", seed=3, options={"last_turn": 1})
    assert r["games"] == 2 and r["a_wins"] + r["b_wins"] + r["draws"] == 2
    assert [x["a_side"] for x in r["results"]] == ["ap", "cp"]
    assert all(x["turn"] == 1 for x in r["results"])


def test_bot_selfplay_keeps_the_invariants_and_replays():
    from pog_desktop.ai.selfplay import play
    r = play("introductory", 4, "rule", max_actions=120)
    assert r["actions"] == 120 and r["invariant_violations"] == [] and r["replay_mismatch"] is False
    assert r["total_war"] == [] and r["total_war_turn"] == {}     # the first 120 actions: no Total War yet


def test_weights_after_at_tune_the_evaluation_and_bad_ones_are_refused():
    from pog_desktop.ai.evaluate import WEIGHTS
    bot = make_player("mcts:normal@vp=0.5,ground=0.1", 3)
    assert (bot.weights.vp, bot.weights.ground, bot.weights.material) == (0.5, 0.1, WEIGHTS.material)
    assert make_player("rule@ws=0").weights.ws == 0.0
    assert make_player("rule").weights == WEIGHTS
    with pytest.raises(ValueError, match="'speed=1' is not a weight"):
        make_player("rule@speed=1")
    with pytest.raises(ValueError, match="the weight vp needs a number"):
        make_player("rule@vp=lots")
    with pytest.raises(ValueError, match="unknown player 'random@vp=1'"):
        make_player("random@vp=1")


def test_the_evaluation_weights_change_the_rule_based_choice():
    """A player valuing nothing but VP and one valuing nothing but material differ somewhere."""
    views = [g.view(g.prompt.seat) for g in positions(count=12)]
    only_vp = make_player("rule@material=0,supply=0,ground=0,ws=0,mo=0", 2)
    only_mat = make_player("rule@vp=0,ground=0,ws=0,mo=0", 2)
    assert any(only_vp.choose(v).action != only_mat.choose(v).action for v in views)


def test_arena_rows_file_resumes_and_summaries_add_up_chunks(tmp_path, capsys):
    """A long measure split in chunks: a game already in the rows file is not played again,
    and --summary over the chunks reports what one run over all games reports."""
    from pog_desktop.ai import arena
    opts = {"last_turn": 1}
    whole = run("rule", "random", 3, "introductory", seed=5, options=opts)
    one, two = tmp_path / "one.jsonl", tmp_path / "two.jsonl"
    run("rule", "random", 2, "introductory", seed=5, options=opts, rows_file=str(one))
    run("rule", "random", 1, "introductory", seed=5, options=opts, first=2, rows_file=str(two))
    assert len(one.read_text().splitlines()) == 2
    again = run("rule", "random", 2, "introductory", seed=5, options=opts, rows_file=str(one))
    assert len(one.read_text().splitlines()) == 2          # nothing replayed, nothing appended
    assert [r["winner"] for r in again["results"]] == [r["winner"] for r in whole["results"][:2]]
    assert arena.main(["--summary", str(one), str(two), "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    keys = ("games", "a_wins", "b_wins", "draws", "vp_mean", "turns_mean", "ended_by", "a_decisions")
    assert {k: summary[k] for k in keys} == {k: whole[k] for k in keys}
    assert [r["a_side"] for r in summary["results"]] == ["ap", "cp", "ap"]


def test_arena_refuses_a_rows_file_of_another_match(tmp_path, capsys):
    from pog_desktop.ai import arena
    rows = tmp_path / "rows.jsonl"
    run("rule", "random", 1, "introductory", seed=5, options={"last_turn": 1}, rows_file=str(rows))
    assert arena.main(["--a", "random", "--b", "rule", "--games", "1", "--scenario", "introductory",
                       "--seed", "5", "--last-turn", "1", "--rows", str(rows)]) == 2
    assert "holds games of another match" in capsys.readouterr().err
    rows.write_text("not json\n")
    assert arena.main(["--summary", str(rows)]) == 2
    assert "line 1: not a JSON object" in capsys.readouterr().err


def test_arena_win_rate_interval_is_wilsons():
    """100 wins of 100 is not a certainty: the Wilson interval's lower end is 0.963."""
    from pog_desktop.ai.arena import wilson95
    assert [round(x, 3) for x in wilson95(100, 100)] == [0.963, 1.0]
    assert [round(x, 3) for x in wilson95(6, 6)] == [0.61, 1.0]
    assert [round(x, 3) for x in wilson95(50, 100)] == [0.404, 0.596]

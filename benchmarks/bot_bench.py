"""Bot speed: time per decision and iterations per second of the IS-MCTS player on positions
of a game between two rule-based players (``--profile N`` prints the N costliest functions).
With ``--game-turns T``: the CPU time of the bot (as the AP, against the rule-based player)
over the first T turns of a whole game, by kind of decision.

    python benchmarks/bot_bench.py [--level normal] [--scenario introductory] [--decisions 20] [--every 7] [--profile 25]
    python benchmarks/bot_bench.py --level normal --scenario campaign --game-turns 2
"""
from __future__ import annotations

import argparse
import cProfile
import json
import pstats
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pog_desktop.ai import make_player  # noqa: E402
from pog_desktop.rules import Game  # noqa: E402


def positions(scenario: str, seed: int, count: int, every: int = 7):
    """Views of the deciding seat at positions with a choice, along a rule-vs-rule game."""
    game = Game.new(scenario, seed)
    rule = make_player("rule", seed)
    out = []
    while not game.is_over and len(out) < count:
        p = game.prompt
        view = game.view(p.seat)
        if len(view["legal"]) > 1 and len(game.actions) % every == 0:
            out.append(view)
        game.apply(rule.choose(view).action, seat=p.seat)
    return out


def whole_game(level: str, scenario: str, seed: int, turns: int) -> dict:
    """The bot's CPU seconds over a game to the end of turn ``turns``, by kind of decision."""
    game = Game.new(scenario, seed, {"last_turn": turns})
    bots = {"ap": make_player(f"mcts:{level}", seed), "cp": make_player("rule", seed + 7)}
    count, cpu, forced = Counter(), Counter(), 0
    while not game.is_over:
        p = game.prompt
        view = game.view(p.seat)
        t0 = time.process_time()
        d = bots[p.side].choose(view)
        dt = time.process_time() - t0
        if p.side == "ap":
            if len(view["legal"]) > 1:
                count[p.kind] += 1
                cpu[p.kind] += dt
            else:
                forced += 1
        game.apply(d.action, seat=p.seat)
    return {"level": level, "scenario": scenario, "turns": turns, "bot_cpu_s": round(sum(cpu.values()), 1),
            "decisions": sum(count.values()), "forced": forced,
            "by_kind": {k: [count[k], round(cpu[k], 1)] for k in sorted(cpu, key=lambda k: -cpu[k])}}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--level", default="normal")
    ap.add_argument("--scenario", default="introductory")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--decisions", type=int, default=20)
    ap.add_argument("--every", type=int, default=7, help="take a position every N actions of the rule-vs-rule game")
    ap.add_argument("--profile", type=int, default=0)
    ap.add_argument("--game-turns", type=int, default=0, help="time the bot over a whole game to this turn")
    a = ap.parse_args(argv)
    if a.game_turns:
        print(json.dumps(whole_game(a.level, a.scenario, a.seed, a.game_turns)))
        return 0
    views = positions(a.scenario, a.seed, a.decisions, a.every)
    bot = make_player(f"mcts:{a.level}", a.seed)
    prof = cProfile.Profile() if a.profile else None
    times, iters = [], 0
    for v in views:
        if prof:
            prof.enable()
        t0 = time.process_time()
        d = bot.choose(v)
        times.append(time.process_time() - t0)
        if prof:
            prof.disable()
        iters += d.iterations
    s = sorted(times)
    print(json.dumps({"level": a.level, "scenario": a.scenario, "decisions": len(times),
                      "median_s": round(statistics.median(s), 4), "p95_s": round(s[min(len(s) - 1, int(0.95 * len(s)))], 4),
                      "iterations_per_cpu_second": round(iters / sum(times), 1)}))
    if prof:
        pstats.Stats(prof).sort_stats("cumulative").print_stats(a.profile)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

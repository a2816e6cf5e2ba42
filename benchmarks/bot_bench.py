"""Bot speed: time per decision and iterations per second of the IS-MCTS player on positions
of a game between two rule-based players (``--profile N`` prints the N costliest functions).

    python benchmarks/bot_bench.py [--level normal] [--scenario introductory] [--decisions 20] [--every 7] [--profile 25]
"""
from __future__ import annotations

import argparse
import cProfile
import json
import pstats
import statistics
import time

from pog_desktop.ai import make_player
from pog_desktop.rules import Game


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


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--level", default="normal")
    ap.add_argument("--scenario", default="introductory")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--decisions", type=int, default=20)
    ap.add_argument("--every", type=int, default=7, help="take a position every N actions of the rule-vs-rule game")
    ap.add_argument("--profile", type=int, default=0)
    a = ap.parse_args(argv)
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

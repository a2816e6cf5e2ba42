"""Speed of the rules engine, as bots and the UI use it: random actions per second, the
time to list the legal actions of a position, and the time to copy a game (bots copy
positions thousands of times). Prints one JSON object; figures are medians over many calls.
``actions_per_cpu_second`` counts the process's CPU time only, so it moves less than the
wall-clock figure when other jobs share the machine. ``--profile N`` prints the N costliest
functions (cProfile, by own time) to stderr as well.

    python benchmarks/engine_bench.py [--games 3] [--seed 1] [--scenario campaign] [--profile 30]
"""
from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pog_desktop.rules import Game  # noqa: E402


def bench(games: int, seed: int, scenario: str) -> dict:
    legal_ms, apply_ms, clone_ms, hash_ms = [], [], [], []
    actions = 0
    start = time.perf_counter()
    cpu = time.process_time()
    for n in range(games):
        rnd = random.Random(seed + n)
        g = Game.new(scenario, seed + n)
        while not g.is_over and actions < 20000 * games:
            t0 = time.perf_counter()
            legal = g.legal_actions()
            t1 = time.perf_counter()
            # As in selfplay: no peace offers, which a random opponent would accept half the time.
            a = rnd.choice([x for x in legal if x.type != "offer_peace"] or legal)
            g.apply(a)
            t2 = time.perf_counter()
            legal_ms.append((t1 - t0) * 1000)
            apply_ms.append((t2 - t1) * 1000)
            actions += 1
            if actions % 50 == 0:
                t3 = time.perf_counter()
                g.clone()
                t4 = time.perf_counter()
                g.state_hash()
                clone_ms.append((t4 - t3) * 1000)
                hash_ms.append((time.perf_counter() - t4) * 1000)
    seconds = time.perf_counter() - start
    cpu = time.process_time() - cpu

    def q(xs, p):
        return round(statistics.quantiles(xs, n=100)[p - 1], 4)

    return {"games": games, "actions": actions, "seconds": round(seconds, 2),
            "actions_per_second": round(actions / seconds), "actions_per_cpu_second": round(actions / cpu),
            "legal_actions_ms": {"median": q(legal_ms, 50), "p99": q(legal_ms, 99), "max": round(max(legal_ms), 2)},
            "apply_ms": {"median": q(apply_ms, 50), "p99": q(apply_ms, 99), "max": round(max(apply_ms), 2)},
            "clone_ms_median": q(clone_ms, 50), "state_hash_ms_median": q(hash_ms, 50)}


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=3)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--scenario", default="campaign")
    p.add_argument("--profile", type=int, default=0, metavar="N", help="also print the N costliest functions")
    a = p.parse_args()
    if a.profile:
        import cProfile
        import pstats
        prof = cProfile.Profile()
        result = prof.runcall(bench, a.games, a.seed, a.scenario)
        pstats.Stats(prof, stream=sys.stderr).sort_stats("tottime").print_stats(a.profile)
    else:
        result = bench(a.games, a.seed, a.scenario)
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

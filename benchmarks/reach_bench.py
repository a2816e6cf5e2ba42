"""Where a stack can move (``rules.choices.reach``) against the board's former way (clone the
game, apply every legal move of the stack, breadth first): CPU time per question over the move
steps of a few random games, the same answers checked. Prints JSON (medians in ms, the ratio).

    nice -n 19 /work/main/.venv/bin/python benchmarks/reach_bench.py [--seeds 2 5 9] [--last-turn 3]
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
from pog_desktop.rules.choices import reach  # noqa: E402
from pog_desktop.rules.selfplay import pick  # noqa: E402
from tests.rules.helpers import reach_by_cloning  # noqa: E402


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--seeds", type=int, nargs="+", default=[2, 5, 9])
    p.add_argument("--last-turn", type=int, default=3)
    a = p.parse_args(argv)
    old, new = [], []
    for seed in a.seeds:
        rnd = random.Random(seed)
        g = Game.new("campaign", seed, {"last_turn": a.last_turn})
        while not g.is_over:
            legal = [x for x in g.legal_actions() if x.type != "offer_peace"]
            if g.state.step == "move":
                for units in sorted({x.units for x in legal if x.type == "move"})[:4]:
                    t0 = time.process_time()
                    want = reach_by_cloning(g, units)
                    t1 = time.process_time()
                    got = reach(g, units)
                    t2 = time.process_time()
                    if {s: len(q) for s, q in got.items()} != {s: len(q) for s, q in want.items()}:
                        raise SystemExit(f"seed {seed}, action {len(g.actions)}, {units}: answers differ")
                    old.append((t1 - t0) * 1000)
                    new.append((t2 - t1) * 1000)
            g.apply(pick(g, legal, rnd))
    print(json.dumps({"questions": len(old), "cloning_median_ms": round(statistics.median(old), 2),
                      "reach_median_ms": round(statistics.median(new), 2),
                      "cloning_max_ms": round(max(old), 1), "reach_max_ms": round(max(new), 1),
                      "median_ratio": round(statistics.median(o / max(n, 1e-6) for o, n in zip(old, new)), 1)}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

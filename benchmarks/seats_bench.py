"""Issue 11 figures: how fast ``sample(view, rng)`` is (samples per second, each checked
against the view it came from), whether every seat's game rebuilt from the public record of
whole selfplay games gives the seat the view of the full game after every action, and the
selfplay speed of this tree against another (``--base DIR``, e.g. an export of the branch
before), measured alternately in one run. Prints one JSON object.

    python benchmarks/seats_bench.py [--samples 1000] [--replay-games 1] [--base DIR --rounds 3]
"""
from __future__ import annotations

import argparse
import json
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from pog_desktop.rules import Game  # noqa: E402
from pog_desktop.rules.card_commitments import SaltedHash  # noqa: E402
from pog_desktop.rules.public_record import Recorder  # noqa: E402
from pog_desktop.rules.sample import Sampler  # noqa: E402
from pog_desktop.rules.seat_replay import SeatReplay  # noqa: E402

HIDDEN = {"ask_defender_combat_cards": True, "ask_all_card_stages": True, "log_draws": True}
SCENARIOS = ("campaign", "introductory", "limited_war", "historical", "tournament_campaign", "tournament_limited_war")


def _pick(g, rnd):
    return rnd.choice([a for a in g.legal_actions() if a.type != "offer_peace"])


def samples(total: int) -> dict:
    positions = []
    for seed, n in ((1, 100), (2, 400), (3, 900), (4, 1500)):
        g = Game.new("campaign", seed, HIDDEN)
        rnd = random.Random(seed)
        for _ in range(n):
            if g.is_over:
                break
            g.apply(_pick(g, rnd))
        positions += [g.view("ap"), g.view("cp")]
    per = total // len(positions)
    made, differences, seconds = 0, 0, 0.0
    for v in positions:
        s = Sampler(v)
        rng = random.Random(7)
        t = time.perf_counter()
        games = [s.sample(rng) for _ in range(per)]
        seconds += time.perf_counter() - t
        differences += sum(x.view(v["seat"]) != v for x in games)
        made += per
    return {"samples": made, "differences": differences, "samples_per_second": round(made / seconds)}


def replay(games: int) -> dict:
    out = {"games": 0, "actions": 0, "view_differences": 0, "refusals": [], "seconds": 0.0}
    t = time.perf_counter()
    for scenario in SCENARIOS:
        for seed in range(1, games + 1):
            rec = Recorder.start(scenario, seed, HIDDEN, SaltedHash(b"a key of sixteen bytes"))
            reps = {s: SeatReplay(rec.header, s, rec.public[0], rec.private[s][0], SaltedHash, seed=seed + 100)
                    for s in rec.game.seats}
            rnd = random.Random(seed)
            while not rec.game.is_over and len(rec.game.actions) < 20000:
                e = rec.apply(_pick(rec.game, rnd))
                for s, r in reps.items():
                    try:
                        r.step(e, rec.private[s][-1])
                    except Exception as exc:   # report, go on with the next game
                        out["refusals"].append(f"{scenario} {seed}: {exc}")
                        reps = {}
                        break
                    out["view_differences"] += r.game.view(s) != rec.game.view(s)
                out["actions"] += 1
            out["games"] += 1
    out["seconds"] = round(time.perf_counter() - t, 1)
    return out


def selfplay_speed(base: str, rounds: int, games: int) -> dict:
    """actions_per_cpu_second of ``benchmarks/engine_bench.py`` in ``base`` and here, alternately."""
    figures: dict = {"base": [], "this": []}
    for _ in range(rounds):
        for name, tree in (("base", Path(base)), ("this", ROOT)):
            run = subprocess.run([sys.executable, str(tree / "benchmarks" / "engine_bench.py"), "--games", str(games)],
                                 cwd=tree, capture_output=True, text=True, check=True)
            figures[name].append(json.loads(run.stdout)["actions_per_cpu_second"])
    med = {k: statistics.median(v) for k, v in figures.items()}
    return {"actions_per_cpu_second": figures, "median": med, "this_over_base": round(med["this"] / med["base"], 3)}


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--samples", type=int, default=1000)
    p.add_argument("--replay-games", type=int, default=1, help="whole games per scenario (0: none)")
    p.add_argument("--base", default=None, help="another tree to compare selfplay speed with")
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--bench-games", type=int, default=2)
    a = p.parse_args()
    out = {"sample": samples(a.samples)} if a.samples else {}
    if a.replay_games:
        out["replay"] = replay(a.replay_games)
    if a.base:
        out["selfplay"] = selfplay_speed(a.base, a.rounds, a.bench_games)
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Behaviour fingerprint of the engine: the final ``state_hash()`` and action count of a few
random games of different scenarios, seeds and editions. An optimisation must leave every
line of this output unchanged. The order of some legal-action lists follows set order, which
changes with Python's string hashing, so the script runs itself with PYTHONHASHSEED=0 (a
saved game's replay does not depend on it; only which random game is played does).

    python benchmarks/hash_check.py [--out FILE] [--check FILE]
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pog_desktop.rules import selfplay  # noqa: E402

GAMES = [("campaign", 1, None), ("campaign", 7, {"edition": "2022"}), ("historical", 3, None),
         ("limited_war", 4, None), ("introductory", 5, None), ("tournament_campaign", 6, {"edition": "2022"})]


def fingerprints() -> list[dict]:
    out = []

    def keep(g, scenario, seed, options):
        out.append({"scenario": scenario, "seed": seed, "options": options, "actions": len(g.actions),
                    "hash": g.state_hash(), "result": g.result,
                    "log": hashlib.sha256(json.dumps(g.log, sort_keys=True).encode()).hexdigest(),
                    "moves": hashlib.sha256(json.dumps(g.actions, sort_keys=True).encode()).hexdigest()})

    for scenario, seed, options in GAMES:
        selfplay.play(scenario, seed, options, check=False, keep=keep)
    return out


def main() -> int:
    if os.environ.get("PYTHONHASHSEED") != "0":
        os.execve(sys.executable, [sys.executable, *sys.argv], {**os.environ, "PYTHONHASHSEED": "0"})
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out")
    p.add_argument("--check")
    a = p.parse_args()
    got = fingerprints()
    text = json.dumps(got, indent=1, sort_keys=True)
    if a.out:
        Path(a.out).write_text(text)
    if a.check:
        want = json.loads(Path(a.check).read_text())
        bad = [(w, g) for w, g in zip(want, got) if w != g]
        print("same" if not bad and len(want) == len(got) else f"DIFFERENT: {bad}")
        return 1 if bad else 0
    print(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Recorded selfplay games: the proof that a refactoring changed no behaviour.

``hashes``: 20 seeds of every scenario (seeds 11-20 with the 2022 edition, every fifth seed
letting the random players offer peace), played by ``selfplay.pick``. For every action it
takes the state hash after the action, the legal actions before it and the log lines it
wrote, and folds them into three running digests per game; the file keeps the digests, the
action count and the final hash (``--full FILE`` also writes every action's hashes, to find
the first action where two recordings part).

``golden``: a few short whole games written out move by move (prompt kind, side, every legal
action, the action taken, the log lines it wrote) in ``tests/rules/golden/*.jsonl``; the
test ``tests/rules/test_golden_playthroughs.py`` replays them, so a rules change shows up as a
readable diff of these files. They do not hold the state hash, so a change of what the hash
covers leaves them valid.

Re-record after a rules change or a merge, and look at the diff (one command each):

    python benchmarks/record_games.py hashes --out benchmarks/recorded_hashes.json
    python benchmarks/record_games.py hashes --check benchmarks/recorded_hashes.json
    python benchmarks/record_games.py golden            # rewrites tests/rules/golden/

Legal-action order follows set order in places, so the script runs itself with PYTHONHASHSEED=0.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from pog_desktop.rules import Game, selfplay  # noqa: E402

SCENARIOS = ("campaign", "historical", "limited_war", "introductory", "tournament_campaign",
             "tournament_limited_war")
SEEDS = range(1, 21)
GOLDEN_DIR = ROOT / "tests" / "rules" / "golden"
# (file name, scenario, seed, options): short games, a turn or two each
GOLDEN = [("introductory_1", "introductory", 1, {"last_turn": 1}),
          ("campaign_2022_3", "campaign", 3, {"last_turn": 1, "edition": "2022"}),
          ("historical_peace_5", "historical", 5, {"last_turn": 1})]


def options_for(seed: int) -> dict | None:
    return {"edition": "2022"} if seed > 10 else None


def _legal_text(legal) -> str:
    return "|".join(str(a) for a in legal)


def moves(scenario: str, seed: int, options: dict | None, peace: bool, problems: list | None = None):
    """Yield (game, legal actions, action taken, log lines written) after every action of the
    same random game ``selfplay.play`` plays. A position with no legal action ends the game
    early, noted in ``problems`` (a rules defect, recorded like any other outcome)."""
    rnd = random.Random(seed)
    g = Game.new(scenario, seed, options)
    n = 0
    while not g.is_over and n < selfplay.MAX_ACTIONS:
        legal = g.legal_actions()
        if not peace:
            legal = [a for a in legal if a.type != "offer_peace"]
        if not legal:
            if problems is None:
                raise RuntimeError(f"{scenario} seed {seed}: no legal action at {g.state.step}")
            problems.append(f"no legal action at {g.state.step} (turn {g.state.turn}, action {n})")
            return
        kind, side = g.prompt.kind, g.prompt.side
        action = selfplay.pick(g, legal, rnd)
        logged = len(g.log)
        g.apply(action)
        n += 1
        yield g, kind, side, legal, action, g.log[logged:]


def record_hashes(full: list | None = None, scenarios=SCENARIOS) -> list[dict]:
    out = []
    for scenario in scenarios:
        for seed in SEEDS:
            options, peace = options_for(seed), seed % 5 == 0
            digests = {k: hashlib.sha256() for k in ("states", "legal", "log")}
            hashes, problems = [], []
            g = None
            for g, _kind, _side, legal, _action, lines in moves(scenario, seed, options, peace, problems):
                h = g.state_hash()
                digests["states"].update(h.encode())
                digests["legal"].update(_legal_text(legal).encode())
                digests["log"].update(json.dumps(lines, sort_keys=True).encode())
                if full is not None:
                    hashes.append(h[:16])
            game = {"scenario": scenario, "seed": seed, "options": options, "peace": peace,
                    "actions": len(g.actions), "final": g.state_hash(), "result": g.result,
                    **({"problems": problems} if problems else {}),
                    **{k: d.hexdigest() for k, d in digests.items()}}
            out.append(game)
            if full is not None:
                full.append({**game, "hashes": hashes})
            print(f"{scenario:24} seed {seed:2}: {game['actions']:5} actions", file=sys.stderr)
    return out


def golden_lines(scenario: str, seed: int, options: dict) -> list[str]:
    lines = [json.dumps({"scenario": scenario, "seed": seed, "options": options}, sort_keys=True)]
    for _g, kind, side, legal, action, logged in moves(scenario, seed, options, peace=True):
        lines.append(json.dumps({"prompt": kind, "side": side, "legal": [str(a) for a in legal],
                                 "action": action.to_json(), "log": [e["text"] for e in logged]},
                                sort_keys=True))
    return lines


def write_golden() -> None:
    GOLDEN_DIR.mkdir(parents=True, exist_ok=True)
    for name, scenario, seed, options in GOLDEN:
        path = GOLDEN_DIR / f"{name}.jsonl"
        path.write_text("\n".join(golden_lines(scenario, seed, options)) + "\n")
        print(f"{path.relative_to(ROOT)}: {path.stat().st_size} bytes", file=sys.stderr)


def check(want: list[dict], got: list[dict]) -> list[str]:
    bad = []
    if len(want) != len(got):
        bad.append(f"{len(want)} games recorded, {len(got)} played")
    for w, g in zip(want, got):
        if w != g:
            diff = sorted(k for k in set(w) | set(g) if w.get(k) != g.get(k))
            bad.append(f"{w['scenario']} seed {w['seed']}: differs in {diff}")
    return bad


def main(argv=None) -> int:
    if os.environ.get("PYTHONHASHSEED") != "0":
        os.execve(sys.executable, [sys.executable, *sys.argv], {**os.environ, "PYTHONHASHSEED": "0"})
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = p.add_subparsers(dest="what", required=True)
    h = sub.add_parser("hashes", help="record or check the per-action hashes of the selfplay games")
    h.add_argument("--out", help="write the recording here")
    h.add_argument("--check", help="compare with this recording; exit 1 on any difference")
    h.add_argument("--full", help="also write every action's hash here (to find where two games part)")
    h.add_argument("--scenario", action="append", choices=SCENARIOS,
                   help="only these scenarios (to split a recording over processes); --check then compares those")
    sub.add_parser("golden", help=f"rewrite the golden playthroughs in {GOLDEN_DIR.relative_to(ROOT)}")
    a = p.parse_args(argv)
    if a.what == "golden":
        write_golden()
        return 0
    full = [] if a.full else None
    scenarios = tuple(s for s in SCENARIOS if s in (a.scenario or SCENARIOS))
    got = record_hashes(full, scenarios)
    if a.full:
        Path(a.full).write_text(json.dumps(full))
    if a.out:
        Path(a.out).write_text(json.dumps(got, indent=1, sort_keys=True) + "\n")
    if a.check:
        bad = check([w for w in json.loads(Path(a.check).read_text()) if w["scenario"] in scenarios], got)
        print("\n".join(bad) if bad else f"same: {len(got)} games, {sum(x['actions'] for x in got)} actions")
        return 1 if bad else 0
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

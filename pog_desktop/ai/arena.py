"""Arena: two players play whole games, each side in turn (player A is the AP in even games,
the CP in odd ones), each seeing only its seat's view.

    python -m pog_desktop.ai.arena --a mcts:normal --b random --games N --scenario ID
           [--seed S] [--last-turn T] [--max-actions M] [--json]

Prints wins, draws, the final VP and the game length (turns) with a 95% confidence
interval (normal approximation), how the games ended, and A's time per decision. With
``--json``, one JSON object with ``a_wins``, ``b_wins``, ``draws`` and ``games``."""
from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time

from ..rules import Game
from .make import make_player


def play_game(a_spec: str, b_spec: str, scenario: str, seed: int, a_side: str, options: dict | None = None,
              max_actions: int = 20000, on_note=None) -> dict:
    game = Game.new(scenario, seed, options)
    players = {a_side: make_player(a_spec, seed), ("cp" if a_side == "ap" else "ap"): make_player(b_spec, seed + 7919)}
    times, iters = [], 0
    while not game.is_over and len(game.actions) < max_actions:
        p = game.prompt
        seat = p.seat
        view = game.view(seat)
        t0 = time.process_time()
        d = players[p.side].choose(view)
        dt = time.process_time() - t0
        if p.side == a_side and len(view["legal"]) > 1:
            times.append(dt)
            iters += d.iterations
        for line in d.notes:
            if on_note:
                on_note(p.side, line)
        game.apply(d.action, seat=seat)
    r = game.result or {"winner": None, "how": "action limit", "vp": game.state.vp, "turn": game.state.turn}
    winner = r.get("winner")
    return {"winner": None if winner is None else ("a" if winner == a_side else "b"), "how": r["how"],
            "vp": r["vp"], "turn": r["turn"], "a_side": a_side, "actions": len(game.actions),
            "total_war": sorted(s for s, c in game.state.commitment.items() if c == "total"),
            "a_decision_seconds": times, "a_iterations": iters}


def ci95(xs) -> tuple[float, float]:
    """Mean and half-width of a 95% confidence interval (normal approximation)."""
    if not xs:
        return 0.0, 0.0
    m = statistics.fmean(xs)
    if len(xs) < 2:
        return m, 0.0
    return m, 1.96 * statistics.stdev(xs) / math.sqrt(len(xs))


def percentile(xs, q: float) -> float:
    if not xs:
        return 0.0
    s = sorted(xs)
    return s[min(len(s) - 1, int(q * len(s)))]


def run(a: str, b: str, games: int, scenario: str, seed: int = 1, options: dict | None = None,
        max_actions: int = 20000, progress=None, on_note=None) -> dict:
    rows = []
    for i in range(games):
        rows.append(play_game(a, b, scenario, seed + i, "ap" if i % 2 == 0 else "cp", options, max_actions, on_note))
        if progress:
            progress(i, rows[-1])
    a_wins = sum(r["winner"] == "a" for r in rows)
    b_wins = sum(r["winner"] == "b" for r in rows)
    times = [t for r in rows for t in r["a_decision_seconds"]]
    iters = sum(r["a_iterations"] for r in rows)
    score = [1.0 if r["winner"] == "a" else 0.5 if r["winner"] is None else 0.0 for r in rows]
    vp, vp_hw = ci95([r["vp"] for r in rows])
    turns, turns_hw = ci95([r["turn"] for r in rows])
    sc, sc_hw = ci95(score)
    hows: dict = {}
    for r in rows:
        hows[r["how"]] = hows.get(r["how"], 0) + 1
    return {"a": a, "b": b, "scenario": scenario, "games": games, "a_wins": a_wins, "b_wins": b_wins,
            "draws": games - a_wins - b_wins, "a_score": round(sc, 3), "a_score_ci95": round(sc_hw, 3),
            "a_wins_as": {s: sum(r["winner"] == "a" and r["a_side"] == s for r in rows) for s in ("ap", "cp")},
            "vp_mean": round(vp, 2), "vp_ci95": round(vp_hw, 2),
            "turns_mean": round(turns, 2), "turns_ci95": round(turns_hw, 2), "ended_by": hows,
            "reached_total_war": {s: sum(s in r["total_war"] for r in rows) for s in ("ap", "cp")},
            "a_decisions": len(times), "a_decision_median_s": round(statistics.median(times), 4) if times else 0,
            "a_decision_p95_s": round(percentile(times, 0.95), 4),
            "a_iterations_per_second": round(iters / sum(times), 1) if times and iters else 0,
            "results": [{k: r[k] for k in ("a_side", "winner", "how", "vp", "turn", "actions", "total_war")} for r in rows]}


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m pog_desktop.ai.arena", description=__doc__.splitlines()[0])
    p.add_argument("--a", required=True, help="random, rule, mcts:easy|normal|hard or mcts:<iterations>")
    p.add_argument("--b", required=True)
    p.add_argument("--games", type=int, default=2)
    p.add_argument("--scenario", default="campaign")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--last-turn", type=int, default=None, help="end the games after this turn")
    p.add_argument("--max-actions", type=int, default=20000)
    p.add_argument("--json", action="store_true")
    p.add_argument("--notes", action="store_true", help="print the players' reason lines as they play")
    return p


def main(argv=None) -> int:
    args = build_parser().parse_args(argv)
    for spec in (args.a, args.b):
        make_player(spec)    # a bad name is refused before any game is played
    opts = {"last_turn": args.last_turn} if args.last_turn else None

    def progress(i, r):
        if not args.json:
            print(f"game {i + 1}: A as {r['a_side'].upper()}: {r['winner'] or 'draw'} ({r['how']}, VP {r['vp']}, "
                  f"turn {r['turn']})", file=sys.stderr, flush=True)
    def note(side, line):
        print(f"{side.upper()}: {line}", file=sys.stderr, flush=True)
    report = run(args.a, args.b, args.games, args.scenario, args.seed, opts, args.max_actions, progress,
                 note if args.notes else None)
    if args.json:
        print(json.dumps(report))
    else:
        for k, v in report.items():
            print(f"{k}: {v}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

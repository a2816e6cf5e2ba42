"""Arena: two players play whole games, each side in turn (player A is the AP in even games,
the CP in odd ones), each seeing only its seat's view.

    python -m pog_desktop.ai.arena --a mcts:normal --b random --games N --scenario ID
           [--seed S] [--last-turn T] [--max-actions M] [--json]
           [--first K] [--rows FILE]        # play games K..K+N-1, one JSON line per game in FILE
    python -m pog_desktop.ai.arena --summary FILE [FILE ...] [--json]

A long measure can be split: each game is fixed by its index (seed ``S + index``, A's side by
the index's parity), so chunks run in separate processes or sessions write rows files that
``--summary`` adds up; a rows file already holding a game's row is not played again.

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


def wilson95(wins: int, n: int) -> tuple[float, float]:
    """The Wilson score interval (95%) of a win rate: unlike the normal approximation it
    stays inside [0, 1] and is not empty when every game is won."""
    if n == 0:
        return 0.0, 1.0
    z = 1.96
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def percentile(xs, q: float) -> float:
    if not xs:
        return 0.0
    s = sorted(xs)
    return s[min(len(s) - 1, int(q * len(s)))]


class RowsError(ValueError):
    """A rows file that cannot be read, or that holds games of another match."""


def read_rows(path: str) -> list[dict]:
    """The game rows in ``path`` (one JSON object per line); a missing file holds none."""
    try:
        with open(path, encoding="utf-8") as f:
            lines = f.read().splitlines()
    except FileNotFoundError:
        return []
    rows = []
    for n, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
        except ValueError as e:
            raise RowsError(f"{path}, line {n}: not a JSON object ({e})") from None
        if not isinstance(row, dict) or not isinstance(row.get("match"), dict) or not isinstance(row.get("index"), int):
            raise RowsError(f"{path}, line {n}: not a game row of the arena")
        rows.append(row)
    return rows


def run(a: str, b: str, games: int, scenario: str, seed: int = 1, options: dict | None = None,
        max_actions: int = 20000, progress=None, on_note=None, first: int = 0, rows_file: str | None = None) -> dict:
    match = {"a": a, "b": b, "scenario": scenario, "seed": seed, "options": options or {}, "max_actions": max_actions}
    done = {}
    for row in read_rows(rows_file) if rows_file else ():
        if row["match"] != match:
            raise RowsError(f"{rows_file} holds games of another match ({row['match']}), not {match}")
        done[row["index"]] = row
    rows = []
    for i in range(first, first + games):
        if i in done:
            rows.append(done[i])
            continue
        row = play_game(a, b, scenario, seed + i, "ap" if i % 2 == 0 else "cp", options, max_actions, on_note)
        row.update(index=i, match=match)
        if rows_file:
            with open(rows_file, "a", encoding="utf-8") as f:
                f.write(json.dumps(row) + "\n")
        rows.append(row)
        if progress:
            progress(i, row)
    return summarize(a, b, scenario, rows)


def summarize(a: str, b: str, scenario: str, rows: list[dict]) -> dict:
    """Wins, score, VP, length, endings and A's decision times over ``rows``."""
    games = len(rows)
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
            "a_win_rate_wilson95": [round(x, 3) for x in wilson95(a_wins, games)],
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
    p.add_argument("--a", help="random, rule, mcts:easy|normal|hard or mcts:<iterations>")
    p.add_argument("--b")
    p.add_argument("--games", type=int, default=2)
    p.add_argument("--scenario", default="campaign")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--last-turn", type=int, default=None, help="end the games after this turn")
    p.add_argument("--max-actions", type=int, default=20000)
    p.add_argument("--json", action="store_true")
    p.add_argument("--notes", action="store_true", help="print the players' reason lines as they play")
    p.add_argument("--first", type=int, default=0, help="index of the first game to play (seed S + index)")
    p.add_argument("--rows", help="append one JSON line per game to this file; games already in it are not replayed")
    p.add_argument("--summary", nargs="+", metavar="FILE", help="add up the games of these rows files, playing none")
    return p


def main(argv=None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.summary:
        return print_summary(args.summary, args.json)
    if not args.a or not args.b:
        parser.error("--a and --b name the two players (or give --summary FILE)")
    for spec in (args.a, args.b):
        make_player(spec)    # a bad name is refused before any game is played
    opts = {"last_turn": args.last_turn} if args.last_turn else None

    def progress(i, r):
        if not args.json:
            print(f"game {i + 1}: A as {r['a_side'].upper()}: {r['winner'] or 'draw'} ({r['how']}, VP {r['vp']}, "
                  f"turn {r['turn']})", file=sys.stderr, flush=True)
    def note(side, line):
        print(f"{side.upper()}: {line}", file=sys.stderr, flush=True)
    try:
        report = run(args.a, args.b, args.games, args.scenario, args.seed, opts, args.max_actions, progress,
                     note if args.notes else None, args.first, args.rows)
    except RowsError as e:
        print(f"arena: {e}", file=sys.stderr)
        return 2
    show(report, args.json)
    return 0


def print_summary(paths: list[str], as_json: bool) -> int:
    """Add up rows files of one match; a game in two files counts once."""
    try:
        by_index, match = {}, None
        for path in paths:
            for row in read_rows(path):
                if match is not None and row["match"] != match:
                    raise RowsError(f"{path} holds games of another match ({row['match']}), not {match}")
                match = row["match"]
                by_index[row["index"]] = row
    except RowsError as e:
        print(f"arena: {e}", file=sys.stderr)
        return 2
    if match is None:
        print("arena: no games in " + ", ".join(paths), file=sys.stderr)
        return 2
    show(summarize(match["a"], match["b"], match["scenario"], [by_index[i] for i in sorted(by_index)]), as_json)
    return 0


def show(report: dict, as_json: bool) -> None:
    if as_json:
        print(json.dumps(report))
    else:
        for k, v in report.items():
            print(f"{k}: {v}")


if __name__ == "__main__":
    sys.exit(main())

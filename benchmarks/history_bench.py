"""History browser speed: one random game played to the end (or ``--actions`` actions), then
its timeline stepped through as a player would: every step forward, every step back, and
random jumps, each timed with and without redrawing the history window's board. Prints JSON
(medians, p99 and max in ms; memory of the kept copies).

    QT_QPA_PLATFORM=offscreen python benchmarks/history_bench.py [--seed 5] [--actions 3000] [--every 40]
"""
from __future__ import annotations

import argparse
import json
import os
import random
import resource
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def summary(ms: list[float]) -> dict:
    ms = sorted(ms)
    return {"n": len(ms), "median_ms": round(statistics.median(ms), 2),
            "p99_ms": round(ms[min(len(ms) - 1, int(len(ms) * 0.99))], 2), "max_ms": round(ms[-1], 2)}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--actions", type=int, default=3000)
    ap.add_argument("--every", type=int, default=40)
    ap.add_argument("--jumps", type=int, default=200)
    args = ap.parse_args()

    from PySide6.QtWidgets import QApplication
    app = QApplication.instance() or QApplication([])
    from pog_desktop.data import load_game
    from pog_desktop.match import Match, MatchMeta
    from pog_desktop.rules.selfplay import pick
    from pog_desktop.ui.history.timeline import Timeline
    from pog_desktop.ui.history.window import HistoryView
    from pog_desktop.ui.play.controller import readable_names

    match = Match.new(MatchMeta("campaign", args.seed, {}, {}))
    rnd = random.Random(args.seed)
    while match.game.prompt is not None and match.action_count < args.actions:
        legal = [a for a in match.game.legal_actions() if a.type != "offer_peace"]
        match.apply(pick(match.game, legal, rnd))
    data = load_game("pog")
    rss0 = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    t = time.perf_counter()
    tl = Timeline.of_match(match, every=args.every)
    built = (time.perf_counter() - t) * 1000

    def timed(indices, show=None) -> list[float]:
        out = []
        for i in indices:
            t0 = time.perf_counter()
            if show is None:
                tl.game_at(i)
            else:
                show(i)
            out.append((time.perf_counter() - t0) * 1000)
        return out

    n = tl.last
    jumps = [rnd.randrange(n + 1) for _ in range(args.jumps)]
    engine = {"forward": summary(timed(range(n + 1))), "back": summary(timed(range(n, -1, -1))),
              "jump": summary(timed(jumps))}
    view = HistoryView(data, tl, readable_names(data))
    view.resize(1600, 1000)
    view.show()
    app.processEvents()

    def show(i):
        view.show_position(i)
        app.processEvents()
    window = {"forward": summary(timed(range(max(0, n - 300), n + 1), show)),
              "back": summary(timed(range(n, max(-1, n - 301), -1), show)),
              "jump": summary(timed(jumps[:60], show))}
    rss1 = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print(json.dumps({"actions": n, "every": args.every, "kept_copies": len(tl._kept), "timeline_built_ms": round(built, 1),
                      "engine_only": engine, "with_board_redraw": window,
                      "peak_rss_mb_before_timeline": round(rss0 / 1024), "peak_rss_mb_after": round(rss1 / 1024)},
                     indent=1))


if __name__ == "__main__":
    main()

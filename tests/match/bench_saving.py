"""Timing of saving (not a test): autosave per action and a verified load of a long game.

    cd <worktree> && /work/venv/bin/python tests/match/bench_saving.py [actions] [--fake]

Autosaves after every action (timing the last 100). Plays seeded random legal actions with the real engine (or the fake one with --fake).
"""
import os
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path[:0] = [str(Path(__file__).parent), str(Path(__file__).parents[2])]

from match_fakes import FAKE_ENGINE  # noqa: E402
from pog_desktop.match import Match, MatchMeta, autosave, load_game_from_save  # noqa: E402


def main(n: int, fake: bool) -> None:
    if fake:
        engine = FAKE_ENGINE
    else:
        from pog_desktop import rules as engine
    chooser = random.Random(1)
    with tempfile.TemporaryDirectory() as home:
        os.environ["POG_DESKTOP_HOME"] = home
        m = Match.new(MatchMeta("campaign", 1), engine)
        times = []
        for i in range(n):
            legal = m.game.legal_actions() if not fake else [{"type": "roll"}, {"type": "move", "to": 2}]
            if not legal:
                break
            m.apply(chooser.choice(legal))
            t = time.perf_counter()
            path = autosave(m.game, m.meta, m.trail)
            times.append(time.perf_counter() - t)
        size = path.stat().st_size
        t = time.perf_counter()
        load_game_from_save(path, engine)
        load = time.perf_counter() - t
    times = sorted(times[-100:])  # the last, longest files
    print(f"{m.action_count} actions ({'fake' if fake else 'real'} engine), file {size / 1024:.0f} KiB: "
          f"autosave median {times[len(times) // 2] * 1000:.1f} ms, max {times[-1] * 1000:.1f} ms; "
          f"verified load {load * 1000:.0f} ms")


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    main(int(args[0]) if args else 2000, "--fake" in sys.argv)

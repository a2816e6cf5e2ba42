"""Timing of saving with the fake engine (not a test): autosave per action and a verified load.

    cd <worktree> && /work/venv/bin/python tests/match/bench_saving.py [actions]
"""
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path[:0] = [str(Path(__file__).parent), str(Path(__file__).parents[2])]

from match_fakes import FAKE_ENGINE, MOVE, ROLL  # noqa: E402
from pog_desktop.match import MatchMeta, Match, autosave, load_game_from_save  # noqa: E402


def main(n: int) -> None:
    with tempfile.TemporaryDirectory() as home:
        os.environ["POG_DESKTOP_HOME"] = home
        m = Match.new(MatchMeta("campaign", 1), FAKE_ENGINE)
        for i in range(n - 100):
            m.apply(ROLL if i % 7 == 0 else MOVE(1 + i % 3))
        times = []
        for i in range(100):
            m.apply(MOVE(1 + i % 3))
            t = time.perf_counter()
            path = autosave(m.game, m.meta, m.trail)
            times.append(time.perf_counter() - t)
        size = path.stat().st_size
        t = time.perf_counter()
        load_game_from_save(path, FAKE_ENGINE)
        load = time.perf_counter() - t
    times.sort()
    print(f"{n} actions, file {size / 1024:.0f} KiB: autosave median {times[50] * 1000:.1f} ms, "
          f"max {times[-1] * 1000:.1f} ms; verified load {load * 1000:.0f} ms (fake engine)")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 3000)

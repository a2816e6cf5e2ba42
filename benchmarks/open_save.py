"""Opening a long campaign save: before (every state hash, an undo snapshot for every
action, as ``--verify`` still checks) and after (the seal, positions compared every
``CHECK_EVERY`` actions, snapshots for the last 100 only), in one run on one file.

    python benchmarks/open_save.py [--actions 3280] [--runs 5] [--file GAME.pog] [--keep GAME.pog]

Without ``--file`` it plays a seeded campaign (random legal actions, moving and
redeploying as much as it may, 8-card hands, hidden-hand combat-card prompts) until it has
``--actions`` actions or the game ends, and writes it (``--keep`` keeps that file). Prints
the medians of CPU time (``time.process_time``: other processes on a shared machine do
not count) and wall time: the bare replay (``Game.replay``, undo snapshots, no hash), the old
way and the new way, and the ratios.
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pog_desktop import rules  # noqa: E402
from pog_desktop.match import Match, MatchMeta, load_game_from_save, write_save  # noqa: E402
from pog_desktop.match.safejson import read_document  # noqa: E402
from pog_desktop.rules import selfplay  # noqa: E402

# Action types played first when legal: long games, as a patient player makes them.
BUSY = ("move", "activate", "sr", "replace", "play_ops", "select", "attack", "entrench")
OPTIONS = {"ask_defender_combat_cards": True, "hand_size": 8}


def play_long(actions: int, seed: int) -> Match:
    m = Match.new(MatchMeta("campaign", seed, dict(OPTIONS), {"ap": "bench", "cp": "bench"}), rules)
    rnd = random.Random(seed)
    while m.action_count < actions and not m.game.is_over:
        legal = [a for a in m.game.legal_actions() if a.type != "offer_peace"]
        for kind in BUSY:
            some = [a for a in legal if a.type == kind]
            if some and rnd.random() < 0.97:
                legal = some
                break
        m.apply(selfplay.pick(m.game, legal, rnd))
    return m


def timed(fn, runs: int) -> tuple[float, float]:
    cpu, wall = [], []
    for _ in range(runs):
        c, w = time.process_time(), time.perf_counter()
        fn()
        cpu.append(time.process_time() - c)
        wall.append(time.perf_counter() - w)
    return statistics.median(cpu), statistics.median(wall)


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--actions", type=int, default=3280)
    p.add_argument("--seed", type=int, default=6)
    p.add_argument("--runs", type=int, default=5)
    p.add_argument("--file", help="time this save instead of playing one")
    p.add_argument("--keep", help="write the game played here to this file")
    a = p.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(a.file) if a.file else Path(a.keep or os.path.join(tmp, "long.pog"))
        if not a.file:
            t = time.perf_counter()
            m = play_long(a.actions, a.seed)
            write_save(path, m.game, m.meta, m.trail)
            print(f"played campaign seed {a.seed}: {m.action_count} actions, turn {m.game.state.turn}"
                  f"{' (game over)' if m.game.is_over else ''} in {time.perf_counter() - t:.0f} s")
        match = load_game_from_save(path, rules)
        n = match.action_count
        print(f"{path.name}: {n} actions, {path.stat().st_size / 1024:.0f} KiB; load average {os.getloadavg()[0]:.1f}")
        parse = timed(lambda: read_document(path), a.runs)
        doc = read_document(path)
        replay = timed(lambda: rules.Game.replay(doc["scenario"], doc["seed"], doc["options"], doc["actions"]),
                       a.runs)
        before = timed(lambda: load_game_from_save(path, rules, every_hash=True), a.runs)
        after = timed(lambda: load_game_from_save(path, rules), a.runs)
        hash_ms = timed(lambda: [match.game.state_hash() for _ in range(100)], a.runs)[0] * 10
    print(f"parse (safe JSON reading)   cpu {parse[0] * 1000:7.0f} ms   wall {parse[1] * 1000:7.0f} ms")
    print(f"replay alone (no hash)      cpu {replay[0] * 1000:7.0f} ms   wall {replay[1] * 1000:7.0f} ms")
    print(f"before: every hash          cpu {before[0] * 1000:7.0f} ms   wall {before[1] * 1000:7.0f} ms")
    print(f"after: sealed, checkpoints  cpu {after[0] * 1000:7.0f} ms   wall {after[1] * 1000:7.0f} ms")
    print(f"one state hash {hash_ms:.2f} ms; after/before (cpu) {after[0] / before[0]:.2f}; "
          f"after/replay alone {after[0] / replay[0]:.2f}; after per 3,280 actions (cpu) "
          f"{after[0] / n * 3280 * 1000:.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())

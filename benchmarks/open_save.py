"""Opening a long campaign save, three ways in one run on one file: before (every state
hash, an undo snapshot for every action, as ``--verify`` still checks), cold (the seal,
positions compared every ``CHECK_EVERY`` actions, snapshots for the last 100 only; no
position kept yet, so it keeps one, after the game is playable, as the UI does: timed
apart) and warm (from the position the cold opening kept,
``match/positions.py``: the last 100+ actions replayed with every check).

"Cold" is a real first opening of this file in a running app: each cold run is a fresh
child process that has imported the app and its data and started *another* game (the file's
scenario with another seed and the default options: its state hash and legal actions, as
the app does for the game on screen), but has never seen the file's game. It never warms up
with the file being timed: that would share the file's rules context (``replay.start_game``
clones a kept starting position) and so its supply traces, which a first opening does not
have. The other figures (parse, replay, before, warm) are timed in this process.

    python benchmarks/open_save.py [--actions 3280] [--runs 5] [--file GAME.pog] [--keep GAME.pog]
                                   [--against SOURCE_TREE]

Without ``--file`` it plays a seeded campaign (random legal actions, moving one unit at a
time and redeploying as much as it may, the card with the most OPS for operations, 8-card
hands, every combat-card stage asked) until it has ``--actions`` actions or the game ends,
and writes it (``--keep`` keeps that file). Prints the medians of CPU time
(``time.process_time``: other processes on a shared machine do not count) and wall time:
the bare replay (``Game.replay``, undo snapshots, no hash), the three ways, and the ratios.
Kept positions go to a temporary folder (``POG_DESKTOP_HOME``), not the user's.

``--against DIR`` (another checkout of the app, e.g. ``git worktree add /tmp/before main``)
also times the cold opening of the same file by that tree's code, in the same way, its
child processes alternating with this tree's so both see the same machine load: before and
after of an engine change in one run.
"""
from __future__ import annotations

import argparse
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ["POG_DESKTOP_HOME"] = tempfile.mkdtemp(prefix="open_save-")

from pog_desktop import rules  # noqa: E402
from pog_desktop.match import Match, MatchMeta, load_game_from_save, write_save  # noqa: E402
from pog_desktop.match.safejson import read_document  # noqa: E402
from pog_desktop.rules import selfplay  # noqa: E402

# Action types played first when legal: long games, as a patient player makes them.
BUSY = ("move", "activate", "sr", "replace", "play_ops", "select", "attack", "entrench")
OPTIONS = {"ask_defender_combat_cards": True, "ask_all_card_stages": True, "hand_size": 8}


def play_long(actions: int, seed: int) -> Match:
    m = Match.new(MatchMeta("campaign", seed, dict(OPTIONS), {"ap": "bench", "cp": "bench"}), rules)
    rnd = random.Random(seed)
    while m.action_count < actions and not m.game.is_over:
        legal = [a for a in m.game.legal_actions() if a.type != "offer_peace"]
        for kind in BUSY:
            some = [a for a in legal if a.type == kind]
            if some and rnd.random() < 0.995:
                legal = some
                break
        legal = [a for a in legal if a.type == "move" and len(a.units) == 1] or legal
        if all(a.type == "play_ops" for a in legal):
            ops = {a: m.game.ctx.game.cards[a.card].ops for a in legal}
            legal = [a for a in legal if ops[a] == max(ops.values())]
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


# One cold opening by a source tree (argv: tree, file); prints the CPU and wall seconds until
# the game is playable, then the CPU seconds of the work deferred past that (keeping the
# position, when the tree's load_game_from_save takes ``later``; else it is in the first figure).
# Before it, the app's start: imports, data, and another game of the file's scenario on screen
# (another seed, default options), never the file's own game (see the docstring).
_CHILD = """
import inspect, json, os, shutil, sys, tempfile, time
sys.path.insert(0, sys.argv[1])
os.environ["POG_DESKTOP_HOME"] = tempfile.mkdtemp(prefix="open_save-cold-")
from pog_desktop import rules
from pog_desktop.match import load_game_from_save, positions
assert rules.__file__.startswith(sys.argv[1]), rules.__file__
with open(sys.argv[2], encoding="utf-8") as f:
    head = json.load(f)
other = rules.Game.new(head["scenario"], head["seed"] + 1, {})
other.state_hash()
other.legal_actions()
shutil.rmtree(positions.folder(), ignore_errors=True)
handed = []
kw = {"later": handed.append} if "later" in inspect.signature(load_game_from_save).parameters else {}
c, w = time.process_time(), time.perf_counter()
load_game_from_save(sys.argv[2], rules, **kw)
c, w = time.process_time() - c, time.perf_counter() - w
d = time.process_time()
for work in handed:
    work()
print(c, w, time.process_time() - d)
shutil.rmtree(os.environ["POG_DESKTOP_HOME"], ignore_errors=True)
"""


def cold_child(tree: Path, path: Path) -> tuple[float, float, float]:
    """One cold opening of ``path`` by ``tree``'s code in a fresh process: cpu and wall
    seconds until playable, cpu seconds deferred."""
    got = subprocess.run([sys.executable, "-c", _CHILD, str(tree), str(path)],
                         check=True, capture_output=True, text=True).stdout.split()
    return tuple(float(x) for x in got)


def cold_runs(path: Path, runs: int, against: str | None) -> tuple[tuple[float, ...], tuple[float, ...] | None]:
    """Medians (cpu and wall until playable, cpu deferred) of the cold opening by this
    tree's code and, with ``against``, by that tree's, their runs alternating."""
    ours, theirs = [], []
    for _ in range(runs):
        if against:
            theirs.append(cold_child(Path(against).resolve(), path))
        ours.append(cold_child(Path(__file__).resolve().parents[1], path))
    med = lambda xs: tuple(statistics.median(x[i] for x in xs) for i in range(3))  # noqa: E731
    return med(ours), (med(theirs) if against else None)


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--actions", type=int, default=3280)
    p.add_argument("--seed", type=int, default=24)   # 3,286 actions to the end of turn 20
    p.add_argument("--runs", type=int, default=5)
    p.add_argument("--file", help="time this save instead of playing one")
    p.add_argument("--keep", help="write the game played here to this file")
    p.add_argument("--against", help="also time the cold opening by this other source tree (before/after)")
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
        options = doc["options"]
        if doc.get("rules", rules.Game.RULES_VERSION) < rules.Game.RULES_VERSION:   # as it was played
            options = rules.Game.as_recorded(doc["rules"], doc["scenario"], options)
        replay = timed(lambda: rules.Game.replay(doc["scenario"], doc["seed"], options, doc["actions"]),
                       a.runs)
        before = timed(lambda: load_game_from_save(path, rules, every_hash=True), a.runs)

        cold_t, against = cold_runs(path, a.runs, a.against)
        load_game_from_save(path, rules)     # keeps the position
        warm = timed(lambda: load_game_from_save(path, rules), a.runs)
        hash_ms = timed(lambda: [match.game.state_hash() for _ in range(100)], a.runs)[0] * 10
    print(f"parse (safe JSON reading)   cpu {parse[0] * 1000:7.0f} ms   wall {parse[1] * 1000:7.0f} ms")
    print(f"replay alone (no hash)      cpu {replay[0] * 1000:7.0f} ms   wall {replay[1] * 1000:7.0f} ms")
    print(f"before: every hash          cpu {before[0] * 1000:7.0f} ms   wall {before[1] * 1000:7.0f} ms")
    print(f"cold: sealed, checkpoints   cpu {cold_t[0] * 1000:7.0f} ms   wall {cold_t[1] * 1000:7.0f} ms"
          "   (until playable)")
    print(f"  then, deferred: keep it   cpu {cold_t[2] * 1000:7.0f} ms"
          "                (after the game is shown)")
    print(f"warm: from a kept position  cpu {warm[0] * 1000:7.0f} ms   wall {warm[1] * 1000:7.0f} ms")
    if against:
        (tc, tw, td), (oc, ow, od) = against, cold_t
        print(f"cold, fresh processes, alternating: {a.against}: until playable cpu {tc * 1000:.0f} ms "
              f"(wall {tw * 1000:.0f} ms), deferred {td * 1000:.0f} ms; this tree: until playable cpu "
              f"{oc * 1000:.0f} ms (wall {ow * 1000:.0f} ms), deferred {od * 1000:.0f} ms; cpu ratios: "
              f"until playable {oc / tc:.2f}, with the deferred work {(oc + od) / (tc + td):.2f}")
    print(f"one state hash {hash_ms:.2f} ms; cpu ratios: cold/before {cold_t[0] / before[0]:.2f}, "
          f"warm/before {warm[0] / before[0]:.3f}, warm/cold {warm[0] / cold_t[0]:.2f}")
    print(f"per 3,280 actions (cpu): before {before[0] / n * 3280 * 1000:.0f} ms, cold "
          f"{cold_t[0] / n * 3280 * 1000:.0f} ms, warm {warm[0] * 1000:.0f} ms (as measured: its cost "
          "hardly grows with the length)")
    shutil.rmtree(os.environ["POG_DESKTOP_HOME"], ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())

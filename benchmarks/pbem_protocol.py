"""PBEM protocol costs (issue 12): the real 2048-bit group against the test group.

    python benchmarks/pbem_protocol.py [--files 8] [--repeat 3]
    python benchmarks/pbem_protocol.py --receive 120 [--repeat 5] [--group real]

Plays the same random PBEM match (both players on this machine, exchanging files) and
reports, per group, the median seconds for: creating + joining, one file (send + open), the
offline ``verify_file`` of the last file; and the cipher's single operations.

``--receive N``: a match of N files, then the receive of the last one as the app does it
(``PbemGame.load`` of the game's folder, then ``open_turn``), CPU medians: from the
invitation (every file accepted again) and from the table kept by an earlier load
(``postal/kept.py``).
"""
from __future__ import annotations

import argparse
import os
import random
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pog_desktop.match.postal.verify import verify_file  # noqa: E402
from pog_desktop.match.postal.group import REAL, SMALL  # noqa: E402
from pog_desktop.match.postal.player import PbemGame  # noqa: E402
from pog_desktop.rules.selfplay import pick  # noqa: E402


def _play(p, rnd):
    while p.my_move():
        p.act(pick(p.game, [a for a in p.legal_actions() if a.type != "offer_peace"], rnd))


def match(group, files: int) -> dict:
    tmp = Path(tempfile.mkdtemp())
    t0 = time.perf_counter()
    a = PbemGame.create(tmp / "a", "ap", "A", "B", "", group=group)
    b = PbemGame.join(tmp / "a" / a.files[-1]["name"], tmp / "b", "B")
    setup = time.perf_counter() - t0
    rnd = random.Random(1)
    per_file = []
    sender, receiver = b, a
    _play(b, rnd)
    path = b.send()
    for _ in range(files):
        t = time.perf_counter()
        receiver.open_turn(path)
        sender, receiver = receiver, sender
        _play(sender, rnd)
        path = sender.send()
        per_file.append(time.perf_counter() - t)
    t = time.perf_counter()
    verify_file(path)
    return {"setup": setup, "file": statistics.median(per_file), "verify": time.perf_counter() - t,
            "actions": a.table.applied}


def ops(group, n: int = 20) -> dict:
    e = group.new_key()
    m = group.card("ap01")
    y = group.lock(m, e)
    out = {}
    for name, fn in (("lock", lambda: group.lock(m, e)), ("unlock", lambda: group.unlock(y, e)),
                     ("prove", lambda: group.prove(e, m, y)),
                     ("check", lambda: group.check(group.public(e), m, y, group.prove(e, m, y)))):
        times = []
        for _ in range(n):
            t = time.perf_counter()
            fn()
            times.append(time.perf_counter() - t)
        out[name] = statistics.median(times)
    return out


def receive(group, files: int, runs: int) -> None:
    tmp = Path(tempfile.mkdtemp())
    os.environ["POG_DESKTOP_HOME"] = str(tmp / "home")     # the kept tables go there
    a = PbemGame.create(tmp / "a", "ap", "A", "B", "", group=group)
    b = PbemGame.join(tmp / "a" / a.files[-1]["name"], tmp / "b", "B")
    rnd = random.Random(1)
    sender, receiver = b, a
    _play(b, rnd)
    path = b.send()
    for _ in range(files - 1):
        receiver.open_turn(path)
        sender, receiver = receiver, sender
        _play(sender, rnd)
        path = sender.send()

    def once(kept_tables: bool) -> float:
        copy = tmp / "copy"
        shutil.rmtree(copy, ignore_errors=True)
        shutil.copytree(receiver.folder, copy)
        t = time.process_time()
        PbemGame.load(copy, kept_tables=kept_tables).open_turn(path)
        return time.process_time() - t

    cold = statistics.median(once(False) for _ in range(runs))
    PbemGame.load(receiver.folder)       # checks every file and keeps the table after them
    warm = statistics.median(once(True) for _ in range(runs))
    print(f"{group.name}: receive file #{len(receiver.files)} ({receiver.table.applied} actions before it), "
          f"CPU median of {runs}: from the invitation {cold:.3f} s, from the kept table {warm:.3f} s "
          f"(ratio {warm / cold:.3f})")


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--files", type=int, default=8)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--receive", type=int, default=0, metavar="N",
                    help="time the receive of file N of a match instead (cold and from a kept table)")
    ap.add_argument("--group", choices=("small", "real"), default="real", help="with --receive")
    args = ap.parse_args()
    if args.receive:
        receive(REAL if args.group == "real" else SMALL, args.receive, args.repeat)
        return 0
    for group in (SMALL, REAL):
        runs = [match(group, args.files) for _ in range(args.repeat)]
        med = {k: statistics.median(r[k] for r in runs) for k in runs[0]}
        print(f"{group.name}: create+join {med['setup']:.3f} s, one file (open + play + send) {med['file']:.3f} s, "
              f"verify {med['verify']:.3f} s for {med['actions']:.0f} actions")
        print("   ops (median s): " + ", ".join(f"{k} {v:.4f}" for k, v in ops(group).items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())

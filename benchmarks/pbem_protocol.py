"""PBEM protocol costs (issue 12): the real 2048-bit group against the test group.

    python benchmarks/pbem_protocol.py [--files 8] [--repeat 3]

Plays the same random PBEM match (both players on this machine, exchanging files) and
reports, per group, the median seconds for: creating + joining, one file (send + open), the
offline ``verify_file`` of the last file; and the cipher's single operations.
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pog_desktop.match.postal.audit import verify_file  # noqa: E402
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


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--files", type=int, default=8)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    for group in (SMALL, REAL):
        runs = [match(group, args.files) for _ in range(args.repeat)]
        med = {k: statistics.median(r[k] for r in runs) for k in runs[0]}
        print(f"{group.name}: create+join {med['setup']:.3f} s, one file (open + play + send) {med['file']:.3f} s, "
              f"verify {med['verify']:.3f} s for {med['actions']:.0f} actions")
        print("   ops (median s): " + ", ".join(f"{k} {v:.4f}" for k, v in ops(group).items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())

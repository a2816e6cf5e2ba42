"""The engine's text did not change: every message built while playing a sample of the recorded
selfplay games (``record_games.moves``: log lines, prompts, and the refusals that listing the
legal actions builds), compared between this tree and another source tree.

For each game it digests every message's English text and its ``to_json`` form (key and
parameters), every log entry with its ``entry_to_json`` form and its Italian rendering
(``ui/engine_text.render``), and every prompt. Each tree plays in its own child process
(``PYTHONHASHSEED=0``, as ``record_games.py``); the script prints "same: ..." or the games and
digests that differ (exit 1). ``record_games.py hashes --check`` digests the English of log
lines only; this also covers keys, parameters, refusals, prompts and the translation.

    python benchmarks/message_texts.py --against /tmp/before [--game campaign:1 ...]

The default sample, three seeds of every scenario (18 games, about 450,000 messages), takes a
few minutes per tree.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SAMPLE_SEEDS = (1, 5, 12)        # a 2004 game, one letting the players offer peace, a 2022 game


def _enc(x) -> bytes:
    return json.dumps(x, sort_keys=True, ensure_ascii=False, default=repr).encode()


def digests(tree: Path, games: list[str]) -> dict:
    """Play ``games`` ("scenario:seed") with the code of ``tree``; the digests per game."""
    sys.path[:0] = [str(tree), str(tree / "benchmarks")]
    from PySide6.QtCore import QCoreApplication

    import record_games as rg
    from pog_desktop.rules.core import messages
    from pog_desktop.ui import engine_text
    from pog_desktop.ui.i18n import install
    app = QCoreApplication.instance() or QCoreApplication([])
    install(app, "it")
    built = []
    made = messages.msg

    def keeping(key, template, ctx=None, /, **params):
        m = made(key, template, ctx, **params)
        built.append(m)
        return m
    for module in list(sys.modules.values()):       # every module that imported msg builds through it
        if getattr(module, "__name__", "").startswith("pog_desktop") and getattr(module, "msg", None) is made:
            module.msg = keeping
    out = {}
    for spec in games:
        scenario, seed = spec.split(":")
        seed = int(seed)
        h = {k: hashlib.sha256() for k in ("messages", "log", "italian", "prompts")}
        counts = {"n_messages": 0, "n_log": 0}
        for g, _kind, _side, _legal, _action, lines in rg.moves(scenario, seed, rg.options_for(seed),
                                                                 seed % 5 == 0, []):
            for m in built:
                h["messages"].update(_enc([str(m), type(m).__name__, m.to_json()]))
            counts["n_messages"] += len(built)
            built.clear()
            for e in lines:
                h["log"].update(_enc([e, messages.entry_to_json(e)]))
                h["italian"].update(engine_text.render(e["text"]).encode())
            counts["n_log"] += len(lines)
            if g.prompt:
                h["prompts"].update(_enc([str(g.prompt.text), getattr(g.prompt.text, "key", None)]))
        out[spec] = {**{k: d.hexdigest() for k, d in h.items()}, **counts}
    return out


def _child(tree: Path, games: list[str]) -> dict:
    env = {**os.environ, "PYTHONHASHSEED": "0", "QT_QPA_PLATFORM": "offscreen"}
    run = subprocess.run([sys.executable, str(Path(__file__).resolve()), "--child", str(tree), *games],
                         env=env, capture_output=True, text=True)
    if run.returncode:
        raise SystemExit(f"{tree}: {run.stderr.strip()}")
    return json.loads(run.stdout)


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--against", help="the other source tree (e.g. `git worktree add /tmp/before main`)")
    p.add_argument("--game", action="append", help="scenario:seed (default: seeds 1, 5, 12 of every scenario)")
    p.add_argument("--child", help=argparse.SUPPRESS)
    a, rest = p.parse_known_args(argv)
    if a.child:
        print(json.dumps(digests(Path(a.child), rest)))
        return 0
    if not a.against:
        p.error("--against is required")
    sys.path.insert(0, str(ROOT / "benchmarks"))
    from record_games import SCENARIOS
    games = a.game or [f"{s}:{n}" for s in SCENARIOS for n in SAMPLE_SEEDS]
    ours, theirs = _child(ROOT, games), _child(Path(a.against).resolve(), games)
    bad = [f"{g}: differs in {sorted(k for k in ours[g] if ours[g][k] != theirs[g].get(k))}"
           for g in games if ours[g] != theirs[g]]
    print("\n".join(bad) if bad else
          f"same: {len(games)} games, {sum(v['n_messages'] for v in ours.values())} messages, "
          f"{sum(v['n_log'] for v in ours.values())} log lines")
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())

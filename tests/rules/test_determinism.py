"""DAT-15: a seed is a game. The same scenario, seed and random choices give the same game in
any process: no legal-action list may follow Python's per-process set order."""
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _selfplay(hash_seed: str) -> dict:
    env = {**os.environ, "PYTHONHASHSEED": hash_seed, "PYTHONPATH": str(ROOT)}
    out = subprocess.run([sys.executable, "-m", "pog_desktop.rules.selfplay", "--games", "1", "--seed", "2",
                          "--json"], capture_output=True, text=True, env=env, cwd=ROOT,
                         check=True, timeout=300)
    return json.loads(out.stdout)


def test_dat_15_selfplay_is_the_same_game_under_any_hash_seed():
    """Covers: DAT-15"""
    a, b = _selfplay("1"), _selfplay("2")
    keys = ("actions", "combats", "retreats", "advances", "events_played", "results")
    assert {k: a[k] for k in keys} == {k: b[k] for k in keys}
    assert a["actions"] > 100

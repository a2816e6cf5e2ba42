"""Golden playthroughs (OpenSpiel's ``integration_tests/playthroughs``): a few short whole
games recorded move by move in ``tests/rules/golden/``. Replaying the recorded actions must
offer the same legal actions at every state and write the same log lines, so any rules change
shows up here and, once re-recorded, as a readable diff of the files:

    python benchmarks/record_games.py golden
"""
import json
from pathlib import Path

import pytest

from pog_desktop.rules import Action, Game

GOLDEN = sorted((Path(__file__).parent / "golden").glob("*.jsonl"))


@pytest.mark.parametrize("path", GOLDEN, ids=[p.stem for p in GOLDEN])
def test_golden_playthrough_replays_move_by_move(path):
    head, *moves = [json.loads(line) for line in path.read_text().splitlines()]
    g = Game.new(head["scenario"], head["seed"], head["options"])
    assert moves
    for i, m in enumerate(moves):
        where = f"{path.name} move {i + 1}"
        assert g.prompt.kind == m["prompt"], where
        assert g.prompt.side == m["side"], where
        # a few lists follow set order, which varies with PYTHONHASHSEED: compare as sets
        legal = [str(a) for a in g.legal_actions()]
        assert sorted(legal) == sorted(m["legal"]), where
        logged = len(g.log)
        g.apply(Action.from_json(m["action"]))
        assert [e["text"] for e in g.log[logged:]] == m["log"], where
    assert g.is_over

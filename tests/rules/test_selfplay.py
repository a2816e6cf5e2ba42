"""Random playouts: no errors, no invariant violations, replays rebuild the same state."""
from pog_desktop.rules import selfplay


def test_two_short_random_games_play_cleanly():
    report = selfplay.run(2, 1, "campaign", {"last_turn": 3})
    assert report["games"] == 2 and report["actions"] > 100
    assert (report["errors"], report["invariant_violations"], report["replay_mismatches"]) == (0, 0, 0)


def test_selfplay_cli_prints_one_json_object(capsys):
    import json
    assert selfplay.main(["--games", "1", "--seed", "3", "--last-turn", "2", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert {"games", "actions", "seconds", "actions_per_second", "median_and_max_legal_actions_ms", "errors",
            "invariant_violations", "replay_mismatches"} <= set(doc)

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


class _FirstChoice:
    """A stand-in for random.Random: never rolls above the bias, picks the first offered."""
    def random(self):
        return 0.0

    def choice(self, seq):
        return seq[0]


def test_16_1_war_bias_takes_a_war_status_event_when_one_is_offered():
    from .helpers import position
    g = position(turn=3)
    g.arrange(hand={"cp": ["cp01", "cp09"]})          # Guns of August (no WS), Reichstag Truce (WS)
    legal = g.legal_actions()
    chosen = selfplay.pick(g, legal, _FirstChoice(), war_bias=True)
    assert (chosen.type, chosen.card) == ("play_event", "cp09")


def test_16_1_a_war_biased_game_reaches_total_war_and_reports_the_turn():
    r = selfplay.play("campaign", 1, {"last_turn": 9}, war_bias=True)
    assert r["errors"] == [] and not r["replay_mismatch"]
    assert r["total_war"] and min(r["total_war"].values()) <= 9


def test_selfplay_cli_passes_options_json_to_game_new(capsys):
    import json
    seen = []
    assert selfplay.main(["--games", "1", "--seed", "2", "--last-turn", "2", "--options", '{"edition": "2022"}',
                          "--json"], keep=lambda args: lambda g, *rest: seen.append(g.ctx.options)) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["errors"] == 0 and "games_reaching_total_war" in doc
    assert [(o["edition"], o["fort_entry_stops"], o["last_turn"]) for o in seen] == [("2022", True, 2)]


def test_selfplay_cli_refuses_a_bad_options_json(capsys):
    import pytest
    with pytest.raises(SystemExit):
        selfplay.main(["--options", "[1, 2]"])
    assert "--options must be a JSON object" in capsys.readouterr().err
    assert selfplay.main(["--options", '{"no_such_rule": true}']) == 2
    assert "no_such_rule" in capsys.readouterr().err

"""``selfplay --save DIR`` writes each random game as a .pog file that loads back to the
same state (the saving lives in the match layer; the rules do no I/O)."""
from pog_desktop.match import load_game_from_save
from pog_desktop.match.selfplay_save import main
from pog_desktop.rules import Game


def test_selfplay_save_writes_every_game_and_each_reloads_to_its_state(tmp_path, capsys):
    """Covers: DAT-15. Two one-turn games, two files, each replays to the selfplay game's hash."""
    out = tmp_path / "games"
    assert main(["--games", "2", "--seed", "7", "--last-turn", "1", "--save", str(out), "--json"]) == 0
    files = sorted(p.name for p in out.iterdir())
    assert files == ["campaign-seed7.pog", "campaign-seed8.pog"]
    for seed in (7, 8):
        m = load_game_from_save(out / f"campaign-seed{seed}.pog")
        again = Game.replay("campaign", seed, {"last_turn": 1}, m.game.actions)
        assert m.game.state_hash() == again.state_hash()
        assert m.meta.options == {"last_turn": 1} and m.action_count > 50

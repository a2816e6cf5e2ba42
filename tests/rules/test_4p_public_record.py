"""The public record and per-seat replay for command seats (issue 11 for seed 003): each of the
four (or three) seats rebuilds from the public record plus its own private entries the view the
full game gives it, after every action; a committed play (4.3) and a passed card (4.6) stay out
of the public record until carried out, and a seat learns of them only if it holds that command
(the pass: that side)."""
import random

import pytest

from pog_desktop.rules.core.card_commitments import SaltedHash
from pog_desktop.rules.public_record import Recorder
from pog_desktop.rules.seat_replay import RecordRefused, SeatReplay
from pog_desktop.rules.selfplay import pick

from .seat_games import HIDDEN

KEY = b"a secret of the seat that deals!"


def record(seed: int, actions: int, players: int = 4, check=None) -> Recorder:
    rec = Recorder.start("historical", seed, {**HIDDEN, "players": players}, SaltedHash(KEY))
    rnd = random.Random(seed)
    for _ in range(actions):
        if rec.game.is_over:
            break
        rec.apply(pick(rec.game, rec.game.legal_actions(), rnd))
        if check:
            check(rec)
    return rec


@pytest.mark.parametrize("players, seed, actions", [(4, 5, 320), (3, 8, 240)])
def test_4p_public_record_each_command_seat_rebuilds_its_view_after_every_action(players, seed, actions):
    replays = {}
    seen = []

    def check(rec):
        if not replays:
            replays.update({s: SeatReplay(rec.header, s, rec.public[0], rec.private[s][0], SaltedHash, seed=11)
                            for s in rec.game.seats})
        for s, r in replays.items():
            r.step(rec.public[-1], rec.private[s][-1])
            assert r.game.view(s) == rec.game.view(s), f"seat {s} after action {len(rec.game.actions)}"
        seen.append(len(rec.game.actions))

    rec = record(seed, actions, players, check)
    assert len(replays) == players and seen[-1] == len(rec.game.actions) == actions
    assert rec.game.state.cmd["stats"]["passed"] > 0          # the games went through a card pass


def test_4p_public_record_hides_a_committed_play_until_it_is_carried_out():
    rec = record(5, 12)
    n1, n2 = [e["n"] for e in rec.public if e["action"] == {"type": "commit"}][:2]
    assert rec.public[n1]["seat"] == "cp-west" and rec.public[n2]["seat"] == "cp-east"
    play = rec.game.actions[n1 - 1]
    assert play["type"] in ("play_event", "play_ops", "play_sr", "play_rp", "auto_op")
    assert rec.private["cp-west"][n1]["play"] == play                       # its own seat knows it
    assert all("play" not in rec.private[s][n1] for s in ("cp-east", "ap-west", "ap-east"))
    assert rec.public[n1]["disclose"] == {}
    assert rec.public[n2]["disclose"]["west"] == play     # CP East commits: West's play is carried out, in view


def test_4p_public_record_a_passed_card_is_told_only_to_that_side():
    rec = record(5, 320)
    n = next(e["n"] for e in rec.public if e["action"] == {"type": "pass_card"})
    side = rec.game.seat_map.sides_of(rec.public[n]["seat"])[0]
    for s in rec.game.seats:
        told = rec.private[s][n].get("pass")
        assert (told is not None) == (side in rec.game.seat_map.sides_of(s)), s
    assert rec.game.actions[n - 1]["card"] == rec.private[rec.public[n]["seat"]][n]["pass"][0]


def test_4p_public_record_a_seat_not_holding_the_command_cannot_play_for_it():
    rec = record(5, 3)
    public = [dict(e) for e in rec.public]
    public[1] = {**public[1], "seat": "cp-east"}
    r = SeatReplay(rec.header, "ap-west", public[0], rec.private["ap-west"][0], SaltedHash, seed=3)
    with pytest.raises(RecordRefused, match="seat 'cp-east' may not answer"):
        r.step(public[1], rec.private["ap-west"][1])

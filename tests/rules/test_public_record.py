"""The public record (issue 11): a game rebuilt for one seat from what every seat sees plus
what that seat alone learns reaches the same state as that seat's view of the full game after
every action; a record that does not hold together is refused naming the action and why."""
import random

import pytest

from pog_desktop.rules import Action
from pog_desktop.rules.card_commitments import SaltedHash
from pog_desktop.rules.public_record import Recorder
from pog_desktop.rules.seat_replay import RecordRefused, SeatReplay

from .seat_games import HIDDEN, choose

SCENARIOS = ("campaign", "introductory", "limited_war", "historical", "tournament_campaign", "tournament_limited_war")
KEY = b"a secret of the seat that deals!"


def record(scenario: str, seed: int, actions: int, options=None, check=None) -> Recorder:
    rec = Recorder.start(scenario, seed, {**HIDDEN, **(options or {})}, SaltedHash(KEY))
    rnd = random.Random(seed)
    for _ in range(actions):
        if rec.game.is_over:
            break
        rec.apply(choose(rec.game, rnd))
        if check:
            check(rec)
    return rec


def replays(rec: Recorder, seed: int = 11) -> dict:
    return {s: SeatReplay(rec.header, s, rec.public[0], rec.private[s][0], SaltedHash, seed=seed)
            for s in rec.game.seats}


@pytest.mark.parametrize("scenario, edition", [(s, "2004") for s in SCENARIOS] + [("campaign", "2022")])
def test_public_record_each_seat_rebuilds_its_view_after_every_action(scenario, edition):
    """Selfplay of every scenario; after each action both seats' rebuilt games give the seat the
    view the full game gives it (board, tracks, piles, log, own hand, sizes, possible cards)."""
    seen = []
    state = {}

    def check(rec):
        if not state:
            state.update(replays(rec))
            for s, r in state.items():     # catch up with the actions before the first check
                for entry, mine in zip(rec.public[1:-1], rec.private[s][1:-1]):
                    r.step(entry, mine)
        for s, r in state.items():
            r.step(rec.public[-1], rec.private[s][-1])
            assert r.game.view(s) == rec.game.view(s), f"seat {s} after action {len(rec.game.actions)}"
        seen.append(len(rec.game.actions))

    rec = record(scenario, 5, 160, {"edition": edition}, check)
    assert seen and seen[-1] == len(rec.game.actions) == 160


def test_public_record_hides_the_cards_until_they_are_shown():
    rec = record("campaign", 3, 40)
    drawn = [c for e in rec.public for cs in e["draws"].values() for c in cs]
    assert drawn and all(len(c) == 64 for c in drawn)           # commitments, not card ids
    shown = [c for e in rec.public for pairs in e["reveal"].values() for c, _ in pairs]
    played = {a.get("card") for a in rec.game.actions if a.get("card")}
    assert played and played <= set(shown)
    assert all(e["dice"] is not None for e in rec.public)


def _refusal(rec, n: int, tamper) -> str:
    public = [dict(e) for e in rec.public]
    tamper(public[n])
    reps = replays(rec)
    r = reps["ap"]
    with pytest.raises(RecordRefused) as exc:
        for entry, mine in zip(public[1:], rec.private["ap"][1:]):
            r.step(entry, mine)
    return str(exc.value)


def _first(rec, pred) -> int:
    return next(i for i, e in enumerate(rec.public) if i and pred(e))


def test_public_record_a_card_that_opens_no_commitment_is_refused():
    rec = record("campaign", 3, 60)
    n = _first(rec, lambda e: e["reveal"].get("cp") and e["reveal"]["cp"][0][1])

    def tamper(e):
        e["reveal"] = {"cp": [[e["reveal"]["cp"][0][0], "0" * 64]]}
    assert f"action #{n} " in _refusal(rec, n, tamper)
    assert "opens no commitment of a card the CP drew" in _refusal(rec, n, tamper)


def test_public_record_other_dice_are_refused():
    rec = record("campaign", 3, 120)
    n = _first(rec, lambda e: e["dice"])

    def tamper(e):
        e["dice"] = [7 - d for d in e["dice"]]
    text = _refusal(rec, n, tamper)
    assert text.startswith(f"action #{n} ")
    assert "the public state after it differs from the sender's" in text or "the rules rolled" in text


def test_public_record_an_action_sent_by_the_wrong_seat_is_refused():
    rec = record("campaign", 3, 30)
    n = _first(rec, lambda e: e["seat"] == "cp")

    def tamper(e):
        e["seat"] = "ap"
    assert "seat 'ap' may not answer" in _refusal(rec, n, tamper)


def test_public_record_an_edited_move_is_refused_by_the_public_hash():
    rec = record("campaign", 3, 120)
    n = _first(rec, lambda e: e["action"]["type"] == "move")

    def tamper(e):
        e["public_hash"] = "0" * 64
    assert _refusal(rec, n, tamper) == f"action #{n} {Action.from_json(rec.public[n]['action'])} by seat " \
                                       f"{rec.public[n]['seat']!r}: the public state after it differs from the sender's"


def test_public_record_salted_hash_commitments_bind_the_card_and_hide_it():
    c = SaltedHash(KEY)
    commitment, opening = c.commit("ap", "ap02")
    again, other_opening = c.commit("ap", "ap02")
    assert commitment != again                       # a fresh salt each time: equal cards look different
    assert SaltedHash.verify(commitment, "ap02", opening)
    assert not SaltedHash.verify(commitment, "ap03", opening)
    assert not SaltedHash.verify(commitment, "ap02", other_opening)
    with pytest.raises(ValueError, match="at least 16 secret bytes"):
        SaltedHash(b"short")


def test_public_record_rebuild_gives_the_seat_its_own_hand_and_only_sizes_of_the_other():
    from pog_desktop.rules.seat_replay import rebuild
    rec = record("historical", 2, 90)
    g = rebuild(rec.header, rec.public, rec.private["cp"], "cp", SaltedHash, seed=3)
    assert g.state.hand["cp"] == rec.game.state.hand["cp"]
    assert len(g.state.hand["ap"]) == len(rec.game.state.hand["ap"])
    assert g.view("cp") == rec.game.view("cp") and g.actions == rec.game.actions

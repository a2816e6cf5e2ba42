"""Issue 12: AP 23 Cloak and Dagger / CP 17 Mata Hari in PBEM. The event shows the other hand,
which only its owner can read: the owner's machine shows every card with the proof a played
card carries (that it is the card of that draw), in the exchange the event waits for; the
other machine checks the proofs before the event applies. A forged hand is refused."""
from __future__ import annotations

import json

import pytest

from pog_desktop.match.errors import SaveError
from pog_desktop.match.postal import turnfile
from pog_desktop.match.postal.receive import accept

from .positions import with_piles
from .sim import opening

AP_PILE = ("ap23", "ap01", "ap02", "ap03", "ap05", "ap06", "ap12")   # seven cards: the whole AP hand


def _cloak_and_dagger(tmp_path, monkeypatch):
    """The campaign with Cloak and Dagger in the AP's opening hand: the CP spends its first
    action round on RP (9.4), then the AP plays AP 23 as its event and sends. Returns the AP's
    machine, the CP's, and the CP's answer (not opened by the AP yet)."""
    with_piles(monkeypatch, ap=AP_PILE)
    a, b, path, *_ = opening(tmp_path, 4)
    b.open_turn(path)
    b.act(next(x for x in b.legal_actions() if x.type == "play_rp"))
    a.open_turn(b.send())
    assert sorted(a.game.state.hand["ap"]) == sorted(AP_PILE)
    a.act(next(x for x in a.legal_actions() if x.type == "play_event" and x.card == "ap23"))
    assert a.table.waiting() == "the CP hand the event shows: waiting for seat 'cp' to show it"
    assert not a.my_move() and not a.can_undo
    b.open_turn(a.send())
    return a, b, b.send()


def test_pbem_cloak_and_dagger_shows_the_cp_hand_with_proofs(tmp_path, monkeypatch):
    a, b, path = _cloak_and_dagger(tmp_path, monkeypatch)
    [(n, side, items)] = json.loads(path.read_text())["body"]["hands"]
    truth = sorted(b.game.state.hand["cp"])
    assert side == "cp" and sorted(card for card, _, _ in items) == truth and len(truth) == 6   # 7 dealt, 1 played
    assert n == len(a.table.ledger) and a.table.applied == n - 1      # the event waits on the AP's machine
    a.open_turn(path)
    assert sorted(a.game.state.hand["cp"]) == truth                   # the AP's table now holds the true hand
    [shown] = [e for e in a.game.state.log if e.get("kind") == "event_effect" and "hand shown" in e["text"]]
    assert sorted(shown["cards"]) == truth
    assert a.table.hashes[:a.table.applied] == b.table.hashes[:a.table.applied]    # both machines agree
    assert a.game.prompt.seat == "ap" and a.my_move()                 # the AP goes on with the card's OPS


def _refused(receiver, doc, sender, *words):
    doc["sig"] = sender.keys.signer.sign(turnfile.canonical(doc))
    with pytest.raises(SaveError) as e:
        accept(receiver.table, receiver.info, doc, "forged.pogturn")
    for w in words:
        assert w in str(e.value), str(e.value)


def test_pbem_a_forged_hand_is_refused(tmp_path, monkeypatch):
    a, b, path = _cloak_and_dagger(tmp_path, monkeypatch)
    genuine = json.loads(path.read_text())
    held = {card for card, _, _ in genuine["body"]["hands"][0][2]}
    outside = next(c for c in ("cp02", "cp03", "cp04", "cp05", "cp06", "cp07", "cp08", "cp09") if c not in held)
    doc = json.loads(path.read_text())
    card, j, _ = doc["body"]["hands"][0][2][0]
    doc["body"]["hands"][0][2][0][0] = outside                    # a card not in the hand, with the draw's proof
    _refused(a, doc, b, f"the CP hand shown: {outside} is not the card of CP draw {j} (its proof fails)")
    doc = json.loads(path.read_text())
    del doc["body"]["hands"][0][2][0]                             # a card left out
    _refused(a, doc, b, f"leaves out CP draw(s) {j} still in the hand")
    doc = json.loads(path.read_text())
    doc["body"]["hands"][0][2][1] = list(doc["body"]["hands"][0][2][0])   # one draw shown twice
    _refused(a, doc, b, "names a draw twice")
    doc = json.loads(path.read_text())
    doc["body"]["hands"][0][1] = "ap"
    _refused(a, doc, b, "shows no such hand")
    n = genuine["body"]["hands"][0][0]
    items = genuine["body"]["hands"][0][2]
    for junk in (None, 5, [[]], [["x"]], [[n, "cp", None]], [[n, "cp", [[1, 2, 3]]]], [[True, "cp", items]],
                 [[n, "cp", [[c, str(j), p] for c, j, p in items]]], [[n, "cp", [[c, j, [1, 2, 3]] for c, j, _ in items]]],
                 [[10 ** 9, "cp", items]], [[n, "xx", items]], [[n - 1, "cp", items]], [[n, "cp", items]] * 2):
        doc = json.loads(path.read_text())
        doc["body"]["hands"] = junk
        _refused(a, doc, b)                                       # a SaveError naming the file, never a crash
    a.open_turn(path)                                             # the genuine file still opens
    assert sorted(a.game.state.hand["cp"]) == sorted(held) == sorted(b.game.state.hand["cp"])


def test_pbem_mata_hari_shows_the_ap_hand_and_verifies_offline(tmp_path, monkeypatch):
    """CP 17 the other way round, in the CP's first action round; ``--verify`` checks the shown
    hand from the files alone (it holds no key)."""
    from pog_desktop.match.postal.verify import verify_file
    with_piles(monkeypatch, cp=("cp01", "cp17", "cp02", "cp03", "cp04", "cp05", "cp06"))
    a, b, path, *_ = opening(tmp_path, 4)
    b.open_turn(path)
    b.act(next(x for x in b.legal_actions() if x.type == "play_event" and x.card == "cp17"))
    assert b.table.waiting() == "the AP hand the event shows: waiting for seat 'ap' to show it"
    a.open_turn(b.send())
    answer = a.send()
    assert [h[1] for h in json.loads(answer.read_text())["body"]["hands"]] == ["ap"]
    b.open_turn(answer)
    assert sorted(b.game.state.hand["ap"]) == sorted(a.game.state.hand["ap"])
    assert b.my_move() and b.game.prompt.seat == "cp"
    assert "sound" in verify_file(b.folder / answer.name)
    a.open_turn(b.send(audit=True))
    final = a.send(audit=True)                                   # the audit replays the true hands too
    b.open_turn(final)
    assert "audit complete" in verify_file(final)


def test_pbem_a_hand_not_sent_yet_survives_reopening_the_game(tmp_path, monkeypatch):
    """The CP's machine showed its hand in the file it has not sent; the game's folder opened
    again holds it once (not made twice), and the file sent from it is accepted."""
    from pog_desktop.match.postal.player import PbemGame
    with_piles(monkeypatch, ap=AP_PILE)
    a, b, path, *_ = opening(tmp_path, 4)
    b.open_turn(path)
    b.act(next(x for x in b.legal_actions() if x.type == "play_rp"))
    a.open_turn(b.send())
    a.act(next(x for x in a.legal_actions() if x.type == "play_event" and x.card == "ap23"))
    b.open_turn(a.send())
    shown = b.info["outbox"]["hands"]
    again = PbemGame.load(b.folder)
    assert again.info["outbox"]["hands"] == shown and again.table.hands_due == []
    again._auto()
    assert again.info["outbox"]["hands"] == shown            # nothing shown twice
    a.open_turn(again.send())
    assert sorted(a.game.state.hand["cp"]) == sorted(b.game.state.hand["cp"])

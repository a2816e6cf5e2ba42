"""Issue 12 guarantees, each tried as an attack on a PBEM game that exchanges only files:
all refused, naming what is wrong, or impossible."""
from __future__ import annotations

import json
import random
import re
import shutil

import pytest

from pog_desktop.match.errors import SaveError
from pog_desktop.match.postal import turnfile
from pog_desktop.match.postal.group import SMALL
from pog_desktop.match.postal.player import PbemGame
from pog_desktop.match.postal.receive import accept
from pog_desktop.match.postal.signing import Signer
from pog_desktop.rules.core.errors import IllegalAction

from pog_desktop.match.postal.shares import ShareChain

from .sim import new_match, opening, play_until_send


def _exchange(a, b, rnd, files: int, path=None):
    """Play ``files`` exchanges starting with ``b`` sending; returns the last file and who sent it."""
    sender, receiver = b, a
    if path is None:
        play_until_send(b, rnd)
        path = b.send()
    for _ in range(files):
        receiver.open_turn(path)
        sender, receiver = receiver, sender
        play_until_send(sender, rnd)
        path = sender.send()
    return path, sender, receiver


@pytest.fixture(scope="module")
def played(tmp_path_factory):
    a, b = new_match(tmp_path_factory.mktemp("played"))
    rnd = random.Random(5)
    path, sender, receiver = _exchange(a, b, rnd, 12)
    # the players' secrets vary from machine to machine, so the cards do: play on until the
    # tests below have what they look at (hashes and shares in the last file, and in each
    # hand a card drawn unseen by the other side)
    for _ in range(100):
        if any(e["hash"] for e in _doc(path)["body"]["actions"]) and _doc(path)["body"]["shares"] \
                and all(_hidden(p) for p in (a, b)):
            return a, b, path, sender
        path, sender, receiver = _exchange(a, b, rnd, 1, path) if sender is b else _exchange(b, a, rnd, 1, path)
    raise AssertionError("100 more files and still no position for these tests")


def _hidden(p: PbemGame) -> list:
    """The cards in ``p``'s hand that were drawn without the other side opening them."""
    side = p.table.side_of(p.seat)
    return [d.card for d in p.table.pools[side].draws if d.card and not d.opened and d.card in p.game.state.hand[side]]


def _clone(p: PbemGame, folder) -> PbemGame:
    shutil.copytree(p.folder, folder)
    return PbemGame(folder, p.keys, p.table.copy(), json.loads(json.dumps(p.info)))


@pytest.fixture()
def match(played, tmp_path):
    """Each test gets its own copy of both players (folders and tables) of one played match."""
    a, b, path, sender = played
    a2, b2 = _clone(a, tmp_path / "a"), _clone(b, tmp_path / "b")
    s2, r2 = (a2, b2) if sender is a else (b2, a2)
    return a2, b2, s2.folder / path.name, s2, r2


def _doc(path):
    return json.loads(path.read_text())


def _resign(doc, player):
    doc["sig"] = player.keys.signer.sign(turnfile.canonical(doc))
    return doc


def _refused(receiver, doc, *words):
    with pytest.raises(SaveError) as e:
        accept(receiver.table, receiver.info, doc, "edited.pogturn")
    text = str(e.value)
    for w in words:
        assert w in text, text
    return text


# -- 1. no peeking ---------------------------------------------------------------------------------
def test_pbem_files_never_name_a_card_still_hidden_in_a_hand(match):
    a, b, *_ = match
    texts = " ".join(p.read_text() for p in [*a.folder.glob("*.pogturn"), *b.folder.glob("*.pogturn")])
    for p in (a, b):
        side = p.table.side_of(p.seat)
        hidden = _hidden(p)
        assert hidden
        for card in hidden:
            assert not re.search(rf'"{card}"', texts), f"{card} of the {side} hand is named in a turn file"
    assert '"seed"' not in texts   # no seed decides the dice or the piles


def test_pbem_the_other_machine_holds_stand_ins_not_the_hand(match):
    a, b, *_ = match
    side = b.table.side_of(b.seat)
    truth = sorted(b.game.state.hand[side])
    unknown = [d for d in a.table.pools[side].draws if d.card is None and d.slot is not None]
    assert unknown and all(d.unlock is not None for d in unknown)   # a unlocked them, yet cannot read them
    view = a.game.view(a.seat)["cards"][side]
    assert "hand" not in view and set(truth) <= set(view["possible"]) | set(view["hand_known"])


# -- 2. no choosing or foreseeing luck -------------------------------------------------------------------
def _to_a_rolling_decision(a, b, rnd):
    """Play on until the player to move may take an action that rolls dice; returns that player."""
    sender, receiver = b, a
    path = b.send()
    for _ in range(200):
        receiver.open_turn(path)
        sender, receiver = receiver, sender
        while sender.my_move():
            legal = [x for x in sender.legal_actions() if x.type != "offer_peace"]
            if any(sender.table.needs_dice(x, sender.seat) for x in legal):
                return sender
            sender.act(rnd.choice(legal))
        path = sender.send()
    raise AssertionError("no action that rolls")


def test_pbem_previewing_dice_on_a_copy_gives_nothing(tmp_path):
    a, b = new_match(tmp_path)
    p = _to_a_rolling_decision(a, b, random.Random(4))
    shutil.copytree(p.folder, tmp_path / "copy")
    spy = PbemGame.load(tmp_path / "copy")
    rolling = [x for x in spy.legal_actions() if spy.table.needs_dice(x, spy.seat)]
    spy.act(rolling[0])
    assert spy.table.applied == len(spy.table.ledger) - 1           # not applied: no die is known
    assert "waiting for the share of seat" in spy.table.waiting()
    k = len(spy.table.events) - 1
    assert len(spy.table.shares[spy.opponent_seat].shares) == k   # the opponent's share is still its secret
    assert len(spy.table.dice_used) == spy.table.applied


def test_pbem_a_share_out_of_its_chain_is_refused(tmp_path):
    a, b, path, sender, receiver = opening(tmp_path, 1)
    doc = _doc(path)
    assert doc["body"]["shares"] == [[0, sender.keys.chain.share(0)]]     # the CP's share of the deal's dice
    doc["body"]["shares"][0][1] = "00" * 32
    _refused(receiver, _resign(doc, sender), "does not continue the chain")
    doc["body"]["shares"][0][1] = ShareChain(length=8).share(0)           # a share of another chain
    _refused(receiver, _resign(doc, sender), "does not continue the chain")


# -- 3. no rerolls ------------------------------------------------------------------------------------------
def test_pbem_reopening_an_older_copy_and_sending_another_turn_is_refused(tmp_path):
    a, b = new_match(tmp_path)
    path, sender, receiver = _exchange(a, b, random.Random(8), 4)
    receiver.open_turn(path)
    shutil.copytree(receiver.folder, tmp_path / "older")
    play_until_send(receiver, random.Random(1))
    first = receiver.send()
    sender.open_turn(first)
    older = PbemGame.load(tmp_path / "older")
    play_until_send(older, random.Random(2))
    second = older.send()
    with pytest.raises(SaveError, match="old or repeated file"):
        sender.open_turn(second)


def test_pbem_undo_never_crosses_a_file_or_a_die(tmp_path):
    """From the fixed opening: the CP's Guns of August answer rolls the deal's dice (no undo);
    a play for RP (no die, no draw) is taken back before it is sent, never after."""
    a, b = new_match(tmp_path)
    b.act(next(x for x in b.legal_actions() if x.choice == "no"))
    assert not b.can_undo                                   # a die: no going back
    with pytest.raises(IllegalAction, match="nothing to undo"):
        b.undo()
    a2, b2, path, *_ = opening(tmp_path / "again", 4)
    b2.open_turn(path)
    assert not b2.can_undo and not b2.game.can_undo        # nothing to undo across what came in the file
    play = next(x for x in b2.legal_actions() if x.type == "play_rp")
    ledger, hashes = len(b2.table.ledger), list(b2.table.hashes)
    b2.act(play)
    assert b2.can_undo and play.card in b2.game.state.discard["cp"]
    b2.undo()                                               # a calm action is taken back
    assert (len(b2.table.ledger), b2.table.hashes, b2.info["outbox"]["actions"]) == (ledger, hashes, [])
    assert play.card in b2.game.state.hand["cp"]
    b2.act(play)
    b2.send()
    assert not b2.can_undo                                  # sent: no going back


# -- 4. no forging ------------------------------------------------------------------------------------------
def test_pbem_an_edited_action_is_refused(match):
    a, b, path, sender, receiver = match
    doc = _doc(path)
    entry = doc["body"]["actions"][-1]
    entry["action"] = {"type": "no_such_thing"}
    _refused(receiver, doc, "signature")                     # by a third party: the signature fails
    _refused(receiver, _resign(doc, sender), "action #")     # by the sender itself: the rules refuse it


def test_pbem_an_edited_public_hash_is_refused(match):
    a, b, path, sender, receiver = match
    doc = _doc(path)
    entry = next(e for e in doc["body"]["actions"] if e["hash"])
    entry["hash"] = "0" * 64
    _refused(receiver, _resign(doc, sender), "differs from the sender's")


def test_pbem_an_edited_card_is_refused(tmp_path):
    """The CP plays a card of its hand for OPS (its proof that the card is its draw goes with
    it); the same file naming another card of the CP, signed again, is refused."""
    a, b, path, sender, receiver = opening(tmp_path, 4)
    b.open_turn(path)
    play = next(x for x in b.legal_actions() if x.type == "play_ops")
    b.act(play)
    path = b.send()
    doc = _doc(path)
    [entry] = [e for e in doc["body"]["actions"] if e["action"] == play.to_json()]
    [shown] = entry["reveal"]
    assert shown[:3] == ["cp", play.card, shown[2]] and isinstance(shown[2], int)
    for other in ("cp03", "cp05", "cp09"):
        if other != play.card:
            doc["body"]["actions"][0]["reveal"][0][1] = other
            doc["body"]["actions"][0]["action"]["card"] = other
            _refused(a, _resign(doc, b), f"{other} is not the card of CP draw {shown[2]}")
    a.open_turn(path)                                                    # the genuine file
    assert play.card in a.game.state.discard["cp"]


def test_pbem_an_edited_unlock_or_lock_is_refused(tmp_path):
    a, b, path, sender, receiver = opening(tmp_path, 4)
    doc = _doc(path)
    assert len(doc["body"]["unlocks"]) == 7 and [x[:3] for x in doc["body"]["locks"]] == [["cp", 0, 2]]
    doc["body"]["unlocks"][0][2] += 1
    _refused(receiver, _resign(doc, sender), "unlock of CP draw", "the proof does not show")
    doc = _doc(path)
    values = doc["body"]["locks"][0][3]
    values[0], values[1] = values[1], values[0] * values[1] % a.table.group.p    # same count, another product
    _refused(receiver, _resign(doc, sender), "lock pass 2 of CP batch 0")
    doc = _doc(path)
    doc["body"]["locks"][0][3][1] = doc["body"]["locks"][0][3][0]               # a card locked twice
    _refused(receiver, _resign(doc, sender), "not distinct locked cards")
    receiver.open_turn(path)


def test_pbem_an_edited_option_is_refused(match):
    a, b, path, sender, receiver = match
    doc = _doc(path)
    doc["rules"]["options"]["hand_size"] = 9
    _refused(receiver, _resign(doc, sender), "rules in force differ", "options")


def test_pbem_another_signer_is_refused(match):
    a, b, path, sender, receiver = match
    doc = _doc(path)
    _refused(receiver, _resign(doc, type("X", (), {"keys": type("K", (), {"signer": Signer()})()})), "signature")
    doc = _doc(path)
    doc["players"][sender.seat]["key"] = Signer().public_hex
    _refused(receiver, doc, "players differ")


def test_pbem_a_file_from_another_game_is_refused(match, tmp_path):
    a, b, path, sender, receiver = match
    c, d = new_match(tmp_path / "other")
    with pytest.raises(SaveError, match="another game"):
        receiver.open_turn(d.send())


def test_pbem_a_repeated_file_is_refused(match):
    a, b, path, sender, receiver = match
    receiver.open_turn(path)
    with pytest.raises(SaveError, match="old or repeated file"):
        receiver.open_turn(path)


def test_pbem_decisions_for_the_other_seat_are_refused(tmp_path):
    """The sender adds to its own file a decision of the receiver's seat (signed by the sender):
    refused, since the receiver's standing orders ("ask") do not make it; the game stays as it
    was, and the genuine file is then accepted."""
    a, b, path, *_ = opening(tmp_path, 2)     # file #2 leads to the CP's first action round
    trial = _clone_for_trial(b, path)
    p = trial.game.prompt
    assert (p.seat, p.kind, trial.game.state.round) == (b.seat, "action", 1)
    doc = _doc(path)
    n = len(trial.table.ledger) + 1
    for action in (trial.game.legal_actions()[0], trial.game.legal_actions()[-1]):
        doc["body"]["actions"] = _doc(path)["body"]["actions"] + [
            {"n": n, "seat": b.seat, "action": action.to_json(), "hash": None, "reveal": []}]
        forged = path.parent / "forged.pogturn"
        forged.write_text(json.dumps(_resign(doc, a)))
        files, applied, ledger = len(b.files), b.table.applied, len(b.table.ledger)
        with pytest.raises(SaveError, match="a decision for seat 'cp' sent by seat 'ap' that its standing orders do "
                                            "not make"):
            b.open_turn(forged)
        assert (len(b.files), b.table.applied, len(b.table.ledger)) == (files, applied, ledger)
    b.open_turn(path)
    assert len(b.files) == 3 and b.game.prompt.seat == b.seat


def test_pbem_an_invitation_deciding_for_the_joiner_is_refused(tmp_path):
    """The creator's invitation answers the joiner's first question (4.3.1, Guns of August)
    for it: joining is refused, naming it."""
    a = PbemGame.create(tmp_path / "a", "ap", "Anna", "Carl", "", group=SMALL)
    invitation = a.folder / a.files[0]["name"]
    doc = _doc(invitation)
    doc["body"]["actions"] = [{"n": 1, "seat": "cp", "action": {"type": "choose", "choice": "yes"}, "hash": None,
                               "reveal": []}]
    invitation.write_text(json.dumps(_resign(doc, a)))
    with pytest.raises(SaveError, match="a decision for seat 'cp' sent by seat 'ap' that its standing orders do not"):
        PbemGame.join(invitation, tmp_path / "b", "Carl")


def _clone_for_trial(p, path):
    """The receiver after the genuine file, on a copy (to read the prompt the file leads to)."""
    import tempfile
    from pathlib import Path
    q = PbemGame(Path(tempfile.mkdtemp()) / "t", p.keys, p.table.copy(), json.loads(json.dumps(p.info)))
    q.folder.mkdir(parents=True)
    q.open_turn(path)
    return q


def test_pbem_acting_for_the_other_seat_locally_is_refused(match):
    a, b, path, sender, receiver = match
    assert not sender.my_move()
    with pytest.raises(IllegalAction, match="not your decision"):
        sender.act(sender.game.legal_actions()[0] if sender.game.legal_actions() else {"type": "pass"})

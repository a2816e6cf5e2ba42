"""PBEM turn files: the save format carrying only the actions since the last exchange.

The sender writes the actions from ``since`` on, with the state hash before the first of
them. The receiver checks the file continues *this* match (same game id, scenario, seed,
options; same position at its start), replays every new action on a copy checking its
legality and its hash, and refuses at the first action that diverges. A file edited by
hand cannot pass: a changed action is illegal or changes the next hash, a changed hash no
longer matches the replay.

A file may also repeat actions the receiver already has (a whole save of the match, or a
turn file resent): those must be the same actions with the same hashes, and only the
actions past the receiver's end are replayed.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from .errors import SaveError, refusing
from .meta import MatchMeta
from .replay import replay_checked
from .savefile import read_save, write_file
from .session import Match


@dataclass(frozen=True)
class VerifiedTurn:
    sender: MatchMeta                   # the header as the sender wrote it (their player names)
    base_index: int                     # actions the receiver had before the new ones
    actions: tuple[dict[str, Any], ...]  # the new actions, in order, each checked
    hashes: tuple[str, ...]             # the state hash after each of them
    match: Match                        # the receiver's match advanced by them; the original is untouched


def write_turn(path: Path | str, match: Match, since: int | None = None) -> None:
    """Write the actions the opponent does not have yet (from ``since``, by default from
    ``meta.opponent_has``) and record that the opponent now has them all."""
    since = match.meta.opponent_has if since is None else since
    if since >= match.action_count:
        raise ValueError(f"nothing to send: the opponent already has all {match.action_count} actions")
    sent = replace(match.meta, opponent_has=match.action_count)
    write_file(path, match.game, sent, match.trail, "turn", since)
    match.meta = sent


@refusing
def read_turn(path: Path | str, current: Match, game: str = "pog") -> VerifiedTurn:
    """Verify a turn file continues ``current`` and replay its new actions; ``SaveError`` if not."""
    data = read_save(path, game, current.engine)
    name = Path(path).name
    differs = current.meta.same_game_as(data.meta)
    if differs:
        raise SaveError(name, f"this file belongs to another match: {differs}", "header")
    have = current.action_count
    if data.base_index > have:
        raise SaveError(name, f"the file continues from action {data.base_index + 1} but this game has only {have} "
                              "actions: an earlier turn file is missing", "field 'base.actions'")
    _check_overlap(name, data.base_index, data.base_hash, data.actions, data.hashes, current)
    skip = have - data.base_index
    actions, hashes = data.actions[skip:], data.hashes[skip:]
    if not actions:
        raise SaveError(name, f"no new actions: this game already has all {data.base_index + len(data.actions)} "
                              "(was the file read before?)")
    advanced = current.game.clone()
    replay_checked(advanced, actions, hashes, current.engine, name, base_index=have)
    if not data.sealed_under(current.game.rules_in_force()):
        raise SaveError(name, "the file does not match its seal: its header was changed after it was written, "
                              "or the seal was damaged", "field 'seal'")
    received = replace(current.meta, opponent_has=have + len(actions))
    return VerifiedTurn(data.meta, have, actions, hashes,
                        Match(current.engine, received, advanced, [*current.trail, *hashes]))


def _check_overlap(name: str, base: int, base_hash: str, actions: tuple[dict[str, Any], ...],
                   hashes: tuple[str, ...], current: Match) -> None:
    """The part of the file this game already has must be exactly this game's history."""
    if base_hash != current.trail[base]:
        raise SaveError(name, f"the position before the file's first action differs from this game's "
                              f"(file {base_hash[:12]}..., here {current.trail[base][:12]}...): the file was "
                              "edited, or the games have diverged", f"start of the file (action {base + 1})", base)
    mine = current.game.actions
    for i in range(min(len(actions), current.action_count - base)):
        index = base + i
        if actions[i] != mine[index] or hashes[i] != current.trail[index + 1]:
            raise SaveError(name, "differs from this game's own action or hash here", f"action {index + 1}", index)

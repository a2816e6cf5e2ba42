"""Replaying actions step by step, checking each one's legality and resulting hash.

Shared by loading a save and by reading a PBEM turn file: both must name the first
action where the file and this app's rules engine part ways.
"""
from __future__ import annotations

import json
from collections import OrderedDict
from typing import Any, Callable, Sequence

from .engine import Engine, GameLike
from .errors import SaveError
from .meta import MatchMeta
from .seal import checkpoints


def _short(raw: Any) -> str:
    text = json.dumps(raw, ensure_ascii=False)
    return text if len(text) <= 80 else text[:77] + "..."


def _where(index: int, base_index: int, count: int) -> str:
    """``action 12 of 40`` in a whole game, ``action 52 (12 of 40 in this file)`` in a turn file."""
    i = index - base_index
    return f"action {index + 1}" + (f" ({i + 1} of {count} in this file)" if base_index else f" of {count}")


def _apply(game: GameLike, actions: Sequence[dict[str, Any]], lo: int, hi: int, engine: Engine, file: str,
           where: Callable[[int], str], base_index: int = 0, undo_from: int = 0) -> None:
    """Apply ``actions[lo:hi]`` (a stretch between two hash checks: one call, the engine's
    entry points looked up once). Action ``j`` is the game's ``base_index + j``; those from
    ``undo_from`` on take undo snapshots. ``where(index)``: the place a refusal names (only a
    refusal needs the text)."""
    from_json, apply = engine.Action.from_json, game.apply
    for j in range(lo, hi):
        raw = actions[j]
        # The file is untrusted input: whatever the engine raises on it (not only
        # IllegalAction) must become a refusal, never a crash of the application.
        try:
            action = from_json(raw)
        except Exception as exc:
            raise _refusal(file, f"not a valid action {_short(raw)}: {exc}", where, base_index + j) from exc
        try:
            if j >= undo_from:
                apply(action)
            else:
                apply(action, undoable=False)
        except engine.IllegalAction as exc:
            raise _refusal(file, f"illegal action {_short(raw)}: {exc}", where, base_index + j) from exc
        except Exception as exc:
            raise _refusal(file, f"the rules engine failed on {_short(raw)}: {type(exc).__name__}: {exc}",
                           where, base_index + j) from exc


def _refusal(file: str, what: str, where: Callable[[int], str], index: int) -> SaveError:
    """The refusal of the game's action ``index``, named by ``where``."""
    return SaveError(file, what, where(index), index)


def _mismatch(file: str, raw: Any, expected: str, got: str, where: str, index: int) -> SaveError:
    return SaveError(file, f"state hash mismatch after {_short(raw)}: the file says {expected[:12]}..., "
                           f"the replay gives {got[:12]}... (file edited, or written by other rules)", where, index)


def replay_checked(game: GameLike, actions: Sequence[dict[str, Any]], hashes: Sequence[str | None], engine: Engine,
                   file: str, base_index: int = 0, game_count: int | None = None) -> None:
    """Apply ``actions`` to ``game`` in place, refusing at the first illegal action or wrong hash.

    The caller passes a fresh game or a clone, so a refusal leaves nothing half-loaded.
    Messages count actions from 1 in the whole game; ``SaveError.action`` is the 0-based
    game index. A hash that is None (not recorded) is not compared. ``game_count``: these actions are a stretch of a whole game of that many
    (messages read ``action 12 of 40``), else they are a turn file's from ``base_index``.
    """
    def where(index: int) -> str:
        return _where(index, 0, game_count) if game_count else _where(index, base_index, len(actions))

    for i, (raw, expected) in enumerate(zip(actions, hashes)):
        _apply(game, actions, i, i + 1, engine, file, where, base_index)
        if expected is None:   # not recorded (a hash nobody verified is not written again)
            continue
        got = game.state_hash()
        if got != expected:
            index = base_index + i
            raise _mismatch(file, raw, expected, got, where(index), index)


def replay_sealed(game: GameLike, actions: Sequence[dict[str, Any]], hashes: Sequence[str | None], engine: Engine,
                  file: str, undo_window: int = 100, start: int = 0, keep_at: int = 0) -> GameLike | None:
    """Replay a whole game: every action is checked for legality, the position is compared
    with the file every ``CHECK_EVERY`` actions and at the end (for a sealed file the seal
    covers the hashes in between), and a checkpoint that differs is replayed again from
    the last good one, hash by hash, to name the exact action. Only the last
    ``undo_window`` actions take undo snapshots (earlier ones could not be undone anyway
    once the game's undo depth is reached).

    ``start``: ``game`` is already at the position after that many of ``actions`` (a kept
    position, ``positions.py``). ``keep_at``: a checkpoint (a multiple of ``CHECK_EVERY``)
    whose verified position is returned (a copy), else None.

    No copy is taken at every checkpoint for the rare refusal: a checkpoint that differs
    replays a copy of the game as it came in again up to the last good checkpoint (those
    actions applied cleanly once: the engine is deterministic), then hash by hash."""
    count, snapshots_from = len(actions), len(actions) - undo_window
    first, good_at, kept = game.clone(), start, None

    def where(index: int) -> str:
        return _where(index, 0, count)

    for i in checkpoints(start, count):
        _apply(game, actions, good_at, i + 1, engine, file, where, undo_from=snapshots_from)
        got = game.state_hash()
        if got != hashes[i]:
            _apply(first, actions, start, good_at, engine, file, where, undo_from=count)
            replay_checked(first, actions[good_at:i + 1], hashes[good_at:i + 1], engine, file, good_at, count)
            raise _mismatch(file, actions[i], hashes[i], got, _where(i, 0, count), i)
        good_at = i + 1
        if good_at == keep_at and good_at != count:
            kept = game.clone()   # the verified position there (the replay goes on with ``game``)
    return kept


_STARTS: OrderedDict[tuple, tuple[GameLike, str]] = OrderedDict()
_STARTS_KEPT = 8


def start_game(meta: MatchMeta, engine: Engine, file: str) -> tuple[GameLike, str]:
    """``Game.new`` for a file's header and its state hash; an engine refusal (unknown
    scenario, bad option) is the file's fault. The last few starting positions are kept and
    cloned (setting a scenario up costs more than replaying a short file)."""
    try:
        key = (engine.Game, meta.scenario_id, meta.seed, json.dumps(meta.options, sort_keys=True))
    except (TypeError, ValueError):
        key = None
    kept = _STARTS.get(key) if key else None
    if kept is None:
        try:
            game = engine.Game.new(meta.scenario_id, meta.seed, dict(meta.options))
        except Exception as exc:
            raise SaveError(file, f"cannot start scenario {meta.scenario_id!r} with these options: {exc}",
                            "header") from exc
        kept = game, game.state_hash()
        if key:
            _STARTS[key] = kept
            while len(_STARTS) > _STARTS_KEPT:
                _STARTS.popitem(last=False)
    else:
        _STARTS.move_to_end(key)
    return kept[0].clone(), kept[1]


def rebuild_trail(game: GameLike, meta: MatchMeta, engine: Engine) -> list[str]:
    """The hash trail of ``game`` recomputed by replaying its actions from the start."""
    fresh = engine.Game.new(meta.scenario_id, meta.seed, dict(meta.options))
    trail = [fresh.state_hash()]
    for raw in game.actions:
        fresh.apply(engine.Action.from_json(raw))
        trail.append(fresh.state_hash())
    if trail[-1] != game.state_hash():
        raise ValueError("replaying the game's actions does not reach its state: the header does not fit this game")
    return trail

"""Replaying actions step by step, checking each one's legality and resulting hash.

Shared by loading a save and by reading a PBEM turn file: both must name the first
action where the file and this app's rules engine part ways.
"""
from __future__ import annotations

import json
from typing import Any, Sequence

from .engine import Engine, GameLike
from .errors import SaveError
from .meta import MatchMeta


def _short(raw: Any) -> str:
    text = json.dumps(raw, ensure_ascii=False)
    return text if len(text) <= 80 else text[:77] + "..."


def replay_checked(game: GameLike, actions: Sequence[dict[str, Any]], hashes: Sequence[str], engine: Engine,
                   file: str, base_index: int = 0) -> None:
    """Apply ``actions`` to ``game`` in place, refusing at the first illegal action or wrong hash.

    The caller passes a fresh game or a clone, so a refusal leaves nothing half-loaded.
    Messages count actions from 1 in the whole game; ``SaveError.action`` is the 0-based
    game index.
    """
    count = len(actions)
    for i, (raw, expected) in enumerate(zip(actions, hashes)):
        index = base_index + i
        where = f"action {index + 1}" + (f" ({i + 1} of {count} in this file)" if base_index else f" of {count}")
        # The file is untrusted input: whatever the engine raises on it (not only
        # IllegalAction) must become a refusal, never a crash of the application.
        try:
            action = engine.Action.from_json(raw)
        except Exception as exc:
            raise SaveError(file, f"not a valid action {_short(raw)}: {exc}", where, index) from exc
        try:
            game.apply(action)
        except engine.IllegalAction as exc:
            raise SaveError(file, f"illegal action {_short(raw)}: {exc}", where, index) from exc
        except Exception as exc:
            raise SaveError(file, f"the rules engine failed on {_short(raw)}: {type(exc).__name__}: {exc}",
                            where, index) from exc
        got = game.state_hash()
        if got != expected:
            raise SaveError(file, f"state hash mismatch after {_short(raw)}: the file says {expected[:12]}..., "
                                  f"the replay gives {got[:12]}... (file edited, or written by other rules)",
                            where, index)


def start_game(meta: MatchMeta, engine: Engine, file: str) -> GameLike:
    """``Game.new`` for a file's header; an engine refusal (unknown scenario, bad option) is the file's fault."""
    try:
        return engine.Game.new(meta.scenario_id, meta.seed, dict(meta.options))
    except Exception as exc:
        raise SaveError(file, f"cannot start scenario {meta.scenario_id!r} with these options: {exc}",
                        "header") from exc


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

"""A match being played: the rules game, its header, and the state hash after each action.

The hash trail is what save and PBEM files carry so a reader can check every step of a
replay; keeping it here as actions are applied makes saving after every action cheap.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from .engine import Engine, GameLike, default_engine
from .meta import MatchMeta


@dataclass
class Match:
    engine: Engine
    meta: MatchMeta
    game: GameLike
    trail: list[str | None]
    """``trail[0]`` is the hash of the starting state, ``trail[i]`` the hash after action ``i``;
    None where it is not known (a game opened from a file keeps only the hashes it verified,
    ``seal.verified``); the last is always known."""

    @classmethod
    def new(cls, meta: MatchMeta, engine: Engine | None = None) -> "Match":
        engine = engine or default_engine()
        game = engine.Game.new(meta.scenario_id, meta.seed, dict(meta.options))
        return cls(engine, meta, game, [game.state_hash()])

    def clone(self) -> "Match":
        """An independent copy (e.g. to step through a verified PBEM turn for watching)."""
        return Match(self.engine, self.meta, self.game.clone(), list(self.trail))

    @property
    def action_count(self) -> int:
        return len(self.game.actions)

    def apply(self, action: Any, seat: str | None = None) -> None:
        """Apply an engine action (or its JSON form) sent by ``seat`` (the engine refuses it when
        another seat decides now; None: not checked); the engine's IllegalAction passes through."""
        if isinstance(action, dict):
            action = self.engine.Action.from_json(action)
        if seat is None:
            self.game.apply(action)
        else:
            self.game.apply(action, seat=seat)
        self.trail.append(self.game.state_hash())

    def undo(self) -> None:
        """Undo the last action, unless the opponent already has it in a PBEM turn file."""
        if self.action_count <= self.meta.opponent_has:
            raise self.engine.IllegalAction("cannot undo: the opponent already has this action (sent by PBEM)")
        self.game.undo()
        del self.trail[len(self.game.actions) + 1:]
        if self.trail[-1] is None:     # a hash its file held but nobody verified: now it is
            self.trail[-1] = self.game.state_hash()


def check_trail(game: GameLike, trail: Sequence[str]) -> None:
    """Guard against a trail that no longer matches the game (a programming error, not bad input)."""
    if len(trail) != len(game.actions) + 1 or trail[-1] != game.state_hash():
        raise ValueError(f"hash trail out of step: {len(trail)} hashes for {len(game.actions)} actions")

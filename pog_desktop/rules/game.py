"""The engine API: ``Game.new``, ``prompt``, ``legal_actions``, ``apply``, ``undo``, JSON,
replay, hashing and cheap clones. Everything a player decides goes through here."""
from __future__ import annotations

import functools
from dataclasses import replace

from . import arrange as arrange_mod, flow
from .board import control, fronts
from .combat.engine import summary as combat_summary
from .core import commands, options as options_mod, setup
from .core.actions import Action, shape_error
from .core.context import Context
from .core.errors import IllegalAction, RulesVersionError
from .core.messages import msg
from .core.seats import SeatMap
from .core.state import State
from .core.steps import get
from .core.views import view as seat_view
from .turn import sequence

UNDO_DEPTH = 100
FORMAT = "pog-game/1"
# Raise by one whenever a change to the rules (or the scenarios) changes what recorded
# actions lead to: saves record it, and a save written under other rules is refused by name,
# unless ``options.EARLIER_RULES`` names the switches that replay it as it was played.
# 2: entering an unbesieged enemy fort ends the move in the 2004 edition too (15.2.1).
# 3: 2022 edition: ANA and SN trace supply off the Near East map (14.1.5); the corps in
#    Stanislau and Lutsk are the standard 2022 setup.
RULES_VERSION = 3


def carry_out(ctx, st, action: Action) -> None:
    """Apply a checked ``action`` to ``st``: the step's handler, then what follows every action
    (``Game.apply``; ``choices.reach`` on its log-less look-ahead copies)."""
    get(st.step).apply(ctx, st, action)
    control.sync_ana_vp(ctx, st)   # 11.1.15 on the VP track
    if st.cmd:
        fronts.settle(ctx, st)      # seed 003, 6.2-6.3: who commands each unit


@functools.lru_cache(maxsize=16)
def _scenario_switches(scenario_id: str) -> dict:
    """The switches a scenario sets itself (``options.from_scenario``: its edition among them),
    which ``Game.as_recorded`` needs for an earlier rules version's game: data that never
    changes, learnt once per scenario instead of setting the scenario up for every such file
    besides its own setup to be played. Callers do not change the dict."""
    return options_mod.from_scenario(setup.scenario_setup(scenario_id, {}).options)


class Game:
    RULES_VERSION = RULES_VERSION
    EARLIER_RULES = options_mod.EARLIER_RULES

    @classmethod
    def as_recorded(cls, version: int, scenario_id: str, options: dict) -> dict:
        """The options that play a game of ``scenario_id`` recorded under rules ``version`` as it
        was played: this version's unchanged; an earlier one of ``EARLIER_RULES`` with the
        switches of ``options.as_recorded``; any other is refused (``RulesVersionError``). The
        one check of a rules version, for saves and PBEM matches alike."""
        if type(version) is not int or version != cls.RULES_VERSION and version not in cls.EARLIER_RULES:
            raise RulesVersionError(version, cls.RULES_VERSION)
        if version == cls.RULES_VERSION:
            return options
        edition = {"edition": options["edition"]} if "edition" in options else _scenario_switches(scenario_id)
        return options_mod.as_recorded(version, options, edition)

    def __init__(self, ctx: Context, st: State, scenario_id: str, seed: int, actions=None):
        self.ctx = ctx
        self.state = st
        self.scenario_id = scenario_id
        self.seed = seed
        self.actions: list = list(actions or [])
        self._undo: list = []
        self.seat_map = SeatMap.from_option(ctx.options.get("seats"))   # issue 11: who decides

    # -- creation -------------------------------------------------------------------------
    @classmethod
    def new(cls, scenario_id: str = "campaign", seed: int = 1, options: dict | None = None) -> "Game":
        su = setup.scenario_setup(scenario_id, options)
        g = cls.from_setup(su, seed, options)
        g.scenario_id = scenario_id
        return g

    @classmethod
    def from_setup(cls, su: setup.Setup, seed: int = 1, options: dict | None = None, start: bool = True) -> "Game":
        """A game from a ``Setup``; with ``start=False`` the state waits at step "setup" for a
        test to put it where it wants (constructed positions)."""
        data = su.game_data()
        opts = options_mod.resolve(options, options_mod.from_scenario(su.options))
        ctx = Context.build(data, opts, su)
        ctx.flow.update(flow.FLOW)
        st = setup.initial_state(ctx, su, seed)
        if start:
            sequence.start_game(ctx, st)
        g = cls(ctx, st, su.name, seed)
        g._options = dict(options or {})
        return g

    def arrange(self, **how) -> "Game":
        """Constructed positions: a hand, the top of a draw pile, a turn, phase and action
        round (``rules/arrange.py``), e.g. ``g.arrange(turn=5, round=3, active="ap",
        hand={"ap": ["ap10"]}, draw={"cp": ["cp20"]})``. Clears undo; returns the game."""
        arrange_mod.arrange(self.ctx, self.state, **how)
        self._undo.clear()
        return self

    @classmethod
    def replay(cls, scenario_id: str, seed: int, options: dict | None, actions) -> "Game":
        g = cls.new(scenario_id, seed, options)
        for a in actions:
            g.apply(a if isinstance(a, Action) else Action.from_json(a))
        return g

    # -- reading ----------------------------------------------------------------------------
    @property
    def prompt(self):
        if self.state.over:
            return None
        p = get(self.state.step).prompt(self.ctx, self.state)
        if self.seat_map.identity:
            return p
        return replace(p, seat=self.seat_map.seat_for(p.side, commands.acting(self.state, p.side) if p.side else None))

    @property
    def seats(self) -> tuple[str, ...]:
        return self.seat_map.seats

    def view(self, seat: str | None) -> dict:
        """Everything ``seat`` may know, as plain data (``rules/core/views.py``); None: the public part."""
        return seat_view(self, seat)

    def legal_actions(self) -> list[Action]:
        if self.state.over:
            return []
        return get(self.state.step).legal(self.ctx, self.state)

    def why_illegal(self, action: Action, seat: str | None = None) -> str | None:
        """``seat``: who sends the action; an action for another seat's prompt is refused."""
        return self._reason(action, seat)

    def _reason(self, action: Action, seat: str | None) -> str | None:
        """``why_illegal`` (``apply``: the check and the change it allows share the position's
        supply answers, kept by the position's stamps, ``board/in_supply.py``)."""
        if self.state.over:
            return msg("game.the_game_is_over", "the game is over")
        if seat is not None:
            wrong = self.seat_map.check(seat, self.prompt)
            if wrong:
                return wrong
        return shape_error(action) or get(self.state.step).check(self.ctx, self.state, action)

    @property
    def combat(self) -> dict | None:
        """The record of the combat in progress (the shape of ``last_combat``, with
        ``in_progress`` true and ``step`` the decision it waits for), or None."""
        return combat_summary.in_progress(self.state)

    @property
    def last_combat(self) -> dict | None:
        """The record of the last finished combat (docs/combat.md), or None."""
        return self.state.last_combat

    @property
    def is_over(self) -> bool:
        return self.state.over

    @property
    def result(self):
        return self.state.result

    @property
    def log(self) -> list:
        return self.state.log

    @property
    def can_undo(self) -> bool:
        return bool(self._undo)

    # -- acting -------------------------------------------------------------------------------
    def apply(self, action, seat: str | None = None, undoable: bool = True) -> None:
        """``seat``: who sends it (checked against ``prompt.seat``); None skips that check.
        ``undoable=False`` (replaying a file far from its end) takes no undo snapshot: the
        action cannot be undone, and if it fails the game is left broken and must be dropped."""
        if isinstance(action, dict):
            action = Action.from_json(action)
        reason = self._reason(action, seat)
        if reason is not None:
            raise IllegalAction(reason)
        before = self.state.clone(log=False) if undoable else None
        logged = len(self.state.log)
        dice, reveals = self.state.rng_count, self.state.reveals
        try:
            carry_out(self.ctx, self.state, action)
        except Exception:
            if before is not None:
                self.state = self._restore(before, logged)
            raise
        self.actions.append(action.to_json())
        if before is None or self.state.rng_count != dice or self.state.reveals != reveals:
            self._undo.clear()   # a die was rolled or a hidden card drawn: no going back
        else:
            self._undo.append((before, logged, len(self.actions) - 1))
            del self._undo[:-UNDO_DEPTH]

    def _restore(self, snapshot, logged: int):
        """A snapshot taken before an action, with the log cut back to where it was then."""
        log = self.state.log
        del log[logged:]
        snapshot.log = log
        return snapshot

    def undo(self) -> None:
        if not self._undo:
            raise IllegalAction(msg("game.nothing_to_undo", "nothing to undo: a die was rolled or a card drawn since, "
                                    "or nothing was done"))
        snapshot, logged, n = self._undo.pop()
        self.state = self._restore(snapshot, logged)
        del self.actions[n:]

    # -- copies and files ---------------------------------------------------------------------
    def clone(self) -> "Game":
        g = Game.__new__(Game)
        g.ctx = self.ctx
        g.state = self.state.clone()
        g.scenario_id = self.scenario_id
        g.seed = self.seed
        g.actions = list(self.actions)
        g._undo = []
        g._options = self._options
        g.seat_map = self.seat_map
        return g

    def state_hash(self) -> str:
        return self.state.hash()

    def position(self) -> dict:
        """The whole position as plain JSON data, for ``restored``: the state with its log,
        and the units in each location in their order (``State.to_json`` leaves that out)."""
        doc = self.state.to_json()
        doc["at"] = {loc: list(units) for loc, units in self.state.at.items()}
        return doc

    def restored(self, actions, position: dict) -> "Game":
        """A copy of this game (same scenario, seed and options) at ``position`` (from
        ``position()``), reached by ``actions`` (their JSON forms). Nothing is replayed or
        checked: the caller vouches that the position is where those actions lead under
        these rules (the match layer keeps only positions its own checked replays reached,
        and compares the state hash with the file's). No undo before it."""
        doc = dict(position)
        at = doc.pop("at")
        st = State.from_json(doc)
        st.at = {loc: tuple(units) for loc, units in at.items()}
        st.track()
        g = self.clone()
        g.state = st
        g.actions = list(actions)
        return g

    def rules_in_force(self) -> dict:
        """The rules this game is played under: the rules version, the scenario and every
        resolved option (a save's seal binds them, so an edited option is refused), but a switch
        of ``options.SEALED_WHEN_ON`` only when on (off, it is the rule of the earlier versions,
        whose files were sealed without it)."""
        options = {k: list(v) if isinstance(v, tuple) else v for k, v in self.ctx.options.items()
                   if not (v is False and k in options_mod.SEALED_WHEN_ON)}
        return {"rules": RULES_VERSION, "scenario": self.scenario_id, "options": options}

    def to_json(self) -> dict:
        return {"format": FORMAT, "scenario": self.scenario_id, "seed": self.seed, "options": self._options,
                "actions": list(self.actions), "state": self.state.to_json()}

    @classmethod
    def from_json(cls, doc: dict) -> "Game":
        """Rebuilds by replaying the action list, then checks the stored state agrees."""
        if not isinstance(doc, dict) or doc.get("format") != FORMAT:
            raise ValueError(f"not a saved game of format {FORMAT!r}")
        g = cls.replay(doc["scenario"], doc["seed"], doc.get("options"), doc["actions"])
        stored = doc.get("state")
        if stored is not None and State.from_json(stored).hash() != g.state_hash():
            raise ValueError("the saved state does not match the replay of its actions")
        return g

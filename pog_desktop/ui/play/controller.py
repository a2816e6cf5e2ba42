"""The glue between a running match, the board and the table view.

After every action it redraws the board from the game (``board_adapter``), refreshes the
table's panels, marks on the board every space the legal actions name, opens the combat
window while a combat is resolved, and autosaves. The player's clicks and drags become
the engine's own legal actions; whatever the engine would refuse is refused with its reason
(``game.why_illegal``) in the status bar and the counter snaps back.

Generic over prompt kinds: a space is offered when a legal action names it (``space``,
``to``, or the end of a route ``choice``), a unit when an action names it; actions naming
neither are the prompt bar's buttons. Several actions on one click become buttons too.
"""
from __future__ import annotations

import logging
from concurrent.futures import ThreadPoolExecutor
from typing import Callable

from PySide6.QtCore import QObject, QRectF, Signal

from ...ai.notes import with_notes
from ...match import autosave, positions, write_problem
from ...rules.choices import reach
from ..engine_text import reason_of, render
from .board_adapter import position_from_game
from .combat_adapter import combat_view, running_combat
from .odds import attack_odds, choice_notes, flank_odds, planned_fire
from .reading import Reading
from .targets import Offer, activation_costs, named_units
from ..translate import translate

_log = logging.getLogger(__name__)

# Autosaves are written one after the other by one worker thread: the file's fsyncs (tens of
# ms on a busy disk) no longer hold up the answer to the player's gesture (issue 15 defect 13).
_WRITER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="autosave")


class _Written:
    """What an autosave reads of the game, taken when the action was applied."""

    def __init__(self, game):
        self.actions = list(game.actions)
        self._hash = game.state_hash()
        self._rules = game.rules_in_force()
        # every positions.STRIDE actions the whole position too, so the game reopens fast
        self._position = game.position() if positions.due(len(self.actions)) else None

    def position(self) -> dict | None:
        return self._position

    def state_hash(self) -> str:
        return self._hash

    def rules_in_force(self) -> dict:
        return self._rules


def flush_autosaves() -> None:
    """Wait until every autosave asked for so far is on disk (before reading one back)."""
    _WRITER.submit(lambda: None).result()

MOVE = "#1a7f37"        # where the selection can go
SOURCE = "#1f5fbf"      # spaces whose units can be chosen
ATTACK = "#c0262d"      # attack targets
CHOICE = "#8a4fbf"      # anything else a legal action names
PATH = "#e07b00"        # the path to the space under the pointer
# Choices a click only offers, with their odds, until confirmed: a designated attack is final
# (12.2.2) and a flank attempt rolls at once (12.3.3).
CONFIRMED = frozenset({"attack", "flank"})


def readable_names(data) -> dict[str, str]:
    """Space, card and unit id -> name; units sharing a name (the many "German corps") keep
    their id beside it, so a loss or retreat button says which counter it means; all in the
    interface's language."""
    from ..game_words import card_name, space_name, unit_name
    game = getattr(data, "game", "pog")
    named = {uid: unit_name(game, u) for uid, u in data.units.items()}
    count: dict[str, int] = {}
    for name in named.values():
        count[name] = count.get(name, 0) + 1
    units = {uid: name if count[name] == 1 else f"{name} ({uid})" for uid, name in named.items()}
    cards = {cid: f"“{card_name(c)}”" for cid, c in data.cards.items()}
    return {**{s: space_name(game, sp) for s, sp in data.map.spaces.items()}, **cards, **units}


class PlayController(QObject):
    changed = Signal()      # after every applied action or undo
    status = Signal(str)    # a message for the status bar (refusals say the engine's reason)
    _save_failed = Signal(str)   # from the autosave thread, delivered in the window's thread

    def __init__(self, match, scene, table, *, autosave_on: bool = True, parent=None):
        super().__init__(parent)
        self.match = match
        self.scene = scene
        self.table = table
        self.data = scene.game
        self.autosave_on = autosave_on
        self._save_failed.connect(self._report_save_failure)
        self.selection: tuple[str, ...] = ()
        self._offer = Offer()
        self._reach: dict[str, list] = {}
        self._marks: dict[str, tuple[str, str]] = {}
        self._path_shown = False
        self.names = readable_names(self.data)
        table.names = self.names
        scene.sandbox_gestures = False   # markers and tracks follow the rules: no hand gestures to advertise
        scene.spaceClicked.connect(self.space_clicked)
        scene.unitClicked.connect(self.unit_clicked)
        scene.unitDropped.connect(lambda uid, loc: self.units_dropped([uid], loc))
        scene.unitsDropped.connect(self.units_dropped)
        scene.spaceHovered.connect(self.space_hovered)
        scene.markerDropped.connect(lambda *_: self.refuse(
            translate("PlayController", "markers follow the rules: they cannot be moved by hand")))
        table.annotate_log = self.annotated_log
        table.action_chosen.connect(self.choose)
        table.undo_requested.connect(self.undo)
        table.highlight_requested.connect(self.highlight_mentions)
        table.hover_requested.connect(lambda spaces, units: self.highlight_mentions(spaces, units, into_view=False))
        self.refresh()

    # -- reading ---------------------------------------------------------------------------
    @property
    def game(self):
        return self.match.game

    def annotated_log(self, log: list) -> list:
        """The log with the computer players' reason lines laid in (issue 13), those saved
        with the match of actions still in the game (a PBEM seat's match has none)."""
        notes = getattr(getattr(self.match, "meta", None), "notes", ())
        return with_notes(log, notes, len(self.game.actions)) if notes else log

    def set_match(self, match) -> None:
        self.match = match
        self.selection = ()
        self.refresh()

    def refresh(self) -> None:
        # the position read once for every panel (prompt, legal actions, views: ``reading``)
        game = self._reading = Reading(self.game)
        self.table.show_game(game)
        # every view holds the same public state: the board draws the one the table read
        self.scene.set_position(position_from_game(self.data, game, self.table.seat))
        legal = game.legal_actions() if game.prompt is not None else []
        self._offer = Offer.of(legal, {**self.data.map.spaces, **self.scene.boxes})
        self.selection = tuple(u for u in self.selection if u in self._offer.by_unit)
        self._reach = self._reach_of(self.selection) if self._moving() else {}
        view = combat_view(self.data, game, planned_fire(game))
        if view is not None:
            choices = legal if running_combat(game) is not None else []
            self.table.show_combat(view, choices, self.names, choice_notes(game, choices))
        else:
            self.table.combat_over()
        self._marks = self.marks(legal)
        self.scene.set_marks(self._marks)
        self.table.shown()

    def _read(self):
        """The position as last read (``Reading``), or afresh when an action changed it since."""
        reading = getattr(self, "_reading", None)
        if reading is None or reading.live is not self.game or reading.action_count != len(self.game.actions):
            self._reading = Reading(self.game)
        return self._reading

    def _reach_of(self, units) -> dict:
        """Where ``units`` can go in this activation (``rules.choices.reach``),
        worked out once per position: the selection's marks and its drop share it."""
        reading = self._read()
        return reading.memo(("reach", frozenset(units)), lambda: reach(reading.live, units))

    def _moving(self) -> bool:
        return bool(self.selection) and any(a.type == "move" for a in self._read().legal_actions())

    def marks(self, legal) -> dict[str, tuple[str, str]]:
        """Space id -> (colour, label) for every space the current decision can use."""
        spaces = self.data.map.spaces
        out: dict[str, tuple[str, str]] = {}
        costs = activation_costs(self._read(), legal)
        for space, acts in self._offer.by_space.items():
            if space not in spaces:
                continue
            types = {a.type for a in acts}
            if "activate" in types:
                out[space] = (SOURCE, " ".join(f"{m[0].upper()}{costs.get((space, m), '?')}"
                                               for m in ("move", "attack") if any(a.mode == m for a in acts)))
            elif "attack" in types:
                whole = max((a for a in acts if a.type == "attack"), key=lambda a: len(a.units))
                odds = attack_odds(self.game, whole)
                out[space] = (ATTACK, " vs ".join(str(odds[r].strength) if r in odds else "0"
                                                  for r in ("attacker", "defender")))
            elif "flank" in types:
                drm, wins = flank_odds(self.game, next(a for a in acts if a.type == "flank"))
                out[space] = (ATTACK, f"pin {drm:+d} ({wins}/6)")
            elif not self.selection:
                out[space] = (MOVE if types & {"move", "retreat", "advance", "sr"} else CHOICE,
                              next(iter(sorted(types))).replace("_", " "))
        target = (running_combat(self.game) or {}).get("target")
        if target in spaces and target not in out:
            out[target] = (ATTACK, translate("PlayController", "combat"))
        if self.selection:
            here = {self.game.state.where.get(u) for u in self.selection}
            for space, path in self._reach.items():
                out[space] = (MOVE, f"{len(path)}")
            for space in here:
                if space in spaces:
                    out[space] = (SOURCE, translate("PlayController", "selected"))
        else:
            for uid in self._offer.by_unit:
                loc = self.game.state.where.get(uid)
                if loc in spaces and loc not in out:
                    out[loc] = (SOURCE, "")
        return out

    # -- the player's gestures ---------------------------------------------------------------
    def _blocked(self) -> bool:
        if self._read().prompt is None:
            self.refuse(translate("PlayController", "the game is over"))
            return True
        if self.table.gate.is_covered:
            self.refuse(translate("PlayController", "hand-over: the next player must click Continue first"))
            return True
        return False

    def unit_clicked(self, uid: str) -> None:
        if self._blocked():
            return
        acts = self._offer.by_unit.get(uid, [])
        if not acts:   # a counter covers most of its space: a click on it may mean the space
            self.space_clicked(self.game.state.where.get(uid, ""))
            return
        if len(acts) == 1 and acts[0].type not in ("move", "attack", "advance"):
            self.choose(acts[0])
            return
        self.select(tuple(u for u in self.selection if u != uid) if uid in self.selection
                    else self.selection + (uid,))

    def select(self, units) -> None:
        self.selection = tuple(units)
        self.refresh()
        own = [a for u in self.selection for a in self._offer.by_unit.get(u, [])
               if not a.type == "move" and set(named_units(a)) <= set(self.selection)]
        if own:
            self.table.prompt_bar.offer(own, self.names)
        if self.selection:
            self.status.emit(translate("PlayController", "Selected {units}: click or drop on a marked space")
                             .format(units=", ".join(self.names.get(u, u) for u in self.selection)))

    def space_clicked(self, space: str) -> None:
        if self._blocked():
            return
        if self.selection and space in self._reach:
            self.choose_path(self._reach[space])
            return
        acts = self._offer.at_space(space, self.selection)
        notes = choice_notes(self.game, acts)
        if len(acts) == 1 and acts[0].type not in CONFIRMED:
            self.choose(acts[0])
        elif acts:   # an attack is confirmed with its odds in view (12.2.2 designation is final)
            self.table.prompt_bar.offer(acts, self.names, notes=notes,
                                        heading=translate("PlayController", "{space}: choose")
                                        .format(space=self.names.get(space, space)))
        elif self._movable_at(space) and not self.selection:
            self.select(self._movable_at(space))
        else:
            self.refuse(self._why_not(self.selection, space))

    def _movable_at(self, space: str) -> tuple[str, ...]:
        here = self.game.state.units_at(space)
        return tuple(u for u in here if any(a.type == "move" for a in self._offer.by_unit.get(u, [])))

    def units_dropped(self, units: list, location: str) -> None:
        if self._blocked():
            return
        units = tuple(units)
        if self.selection and set(units) <= set(self.selection):
            units = self.selection
        paths = self._reach_of(units) if any(a.type == "move" for a in self._read().legal_actions()) else {}
        if location in paths:
            self.choose_path(paths[location])
            return
        acts = [a for a in self._offer.at_space(location, units) if set(named_units(a)) == set(units)]
        if len(acts) == 1:
            self.choose(acts[0])
        elif acts:
            self.table.prompt_bar.offer(acts, self.names, heading="choose")
        else:
            self.refuse(self._why_not(units, location))

    def _why_not(self, units, location: str) -> str:
        """The engine's reason for the nearest action to what the player did (``why_illegal``)."""
        engine = self.match.engine
        place = self.names.get(location, location)
        kinds = [a.type for a in self._read().legal_actions()]
        for kind in ("move", "sr", "place", "replace", "retreat", "advance"):
            if kind in kinds and units:
                guess = (engine.Action(kind, units=tuple(units), to=location) if kind == "move"
                         else engine.Action(kind, unit=units[0], to=location))
                reason = render(self.game.why_illegal(guess))
                if reason:
                    return translate("PlayController", "Cannot go to {space}: {reason}").format(space=place, reason=reason)
                return translate("PlayController", "Cannot go to {space} in one activation from here").format(space=place)
        return translate("PlayController", "Nothing to do at {space} now: {prompt}").format(space=place,
                                                                                             prompt=render(self.game.prompt.text))

    def space_hovered(self, space: str) -> None:
        """Over a space the selection can reach: its path, step by step, on the map."""
        path = self._reach.get(space)
        if not path:
            if self._path_shown:
                self._path_shown = False
                self.scene.set_marks(self._marks)
            return
        self._path_shown = True
        steps = {a.to: (PATH, str(i)) for i, a in enumerate(path, 1)}
        self.scene.set_marks({**self._marks, **steps})
        start = self.names.get(self.game.state.where.get(self.selection[0]), "")
        self.status.emit(translate("PlayController", "Path: {path} ({n} MP)")
                         .format(path=" → ".join([start] + [self.names.get(a.to, a.to) for a in path]), n=len(path)))

    def highlight_mentions(self, spaces: list, units: list, into_view: bool = True) -> None:
        """A log line's spaces (and its units' spaces) marked on the map; a click on the line
        also brings them into view. Nothing named (the pointer left the line): the decision's
        own marks again."""
        where = [self.game.state.where.get(u) for u in units]
        named = [s for s in list(spaces) + where if s in self.data.map.spaces]
        if not named:
            self.scene.set_marks(self._marks)
            return
        self.scene.set_marks({s: ("#e07b00", "") for s in named})
        if into_view:
            area = QRectF()
            for s in named:
                area = area.united(self.scene.space_items[s].box)
            for view in self.scene.views():
                if not view.visible_scene_rect().contains(area):
                    view.center_on(area.center())

    # -- changing the game -----------------------------------------------------------------
    def choose(self, action, seat: str | None = None) -> bool:
        """Apply one action; True when the engine took it."""
        return self.choose_path([action], seat)

    def choose_path(self, actions, seat: str | None = None) -> bool:
        """``seat``: who sends the actions, by default the seat whose view the table shows (the
        engine refuses an action when another seat decides, issue 11)."""
        engine = self.match.engine
        seat = seat if seat is not None else getattr(self.table, "seat", None)
        try:
            for a in actions:
                self.match.apply(a, seat)
        except engine.IllegalAction as e:
            self.refuse(reason_of(e))
            self.refresh()
            return False
        finally:
            self._save()
        self.status.emit("")      # no stale drag hint or refusal once an action is taken
        keep = actions and actions[-1].type == "move" and self._still_moving(actions[-1])
        if not keep:
            self.selection = ()
        self.refresh()
        self.changed.emit()
        return True

    def _still_moving(self, last) -> bool:
        return any(a.type == "move" and set(named_units(a)) == set(named_units(last))
                   for a in self._read().legal_actions())

    def undo(self) -> None:
        try:
            self.match.undo()
        except self.match.engine.IllegalAction as e:
            self.refuse(reason_of(e))
            return
        self.selection = ()
        self._save()
        self.refresh()
        self.changed.emit()

    def refuse(self, reason: str) -> None:
        self.table.prompt_bar.show_message(reason)
        self.status.emit(reason)

    def _save(self) -> None:
        if not self.autosave_on:
            return
        job = _WRITER.submit(autosave, _Written(self.match.game), self.match.meta, tuple(self.match.trail))
        job.add_done_callback(self._saved)

    def _saved(self, job) -> None:      # in the autosave thread
        e = job.exception()
        if isinstance(e, OSError):      # a full disk must not stop the game; say so
            self._save_failed.emit(write_problem(e))
        elif e is not None:
            _log.error("autosave failed: %r", e)

    def _report_save_failure(self, text: str) -> None:
        _log.warning("autosave failed: %s", text)
        self.status.emit(translate("PlayController", "Autosave failed: {error}; the last autosave is kept").format(error=text))


def connect_status(controller: PlayController, show: Callable[[str], None]) -> None:
    controller.status.connect(show)
    controller.scene.status.connect(show)

"""Computer players at the table (issue 13): a bot seat decides off the GUI thread, its
action is shown with the human's highlights and applied at a pace the player sets (or one
step at a time), and its one-line reasons go into the log. The player can stop it and take
the seat. Watch mode is two bot seats.

The bot gets the deciding seat's view (``game.view(seat)``) only; the table shows a bot
seat's decisions from the public view (its hand stays hidden behind the cover)."""
from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QCoreApplication, QObject, QThread, QTimer, Signal

from ...ai import make_player
from ...ai.notes import Note
from ..table.action_text import describe
from ..table.palette import side_name
from .controller import ATTACK, MOVE
from ..engine_text import render
from ..translate import QT_TRANSLATE_NOOP, translate

LEVEL_NAMES = {"easy": QT_TRANSLATE_NOOP("BotPlay", "easy"), "normal": QT_TRANSLATE_NOOP("BotPlay", "normal"),
               "hard": QT_TRANSLATE_NOOP("BotPlay", "hard"), "rule": QT_TRANSLATE_NOOP("BotPlay", "rule-based"),
               "random": QT_TRANSLATE_NOOP("BotPlay", "random")}


def level_name(level: str) -> str:
    """A computer player's level in the installed language (an unknown spec as it is)."""
    return translate("BotPlay", LEVEL_NAMES[level]) if level in LEVEL_NAMES else level


_HOOKED: set = set()     # applications whose quit waits for the running searches
_RUNNING: set = set()    # threads still thinking: kept alive until they end, whatever closes meanwhile


def _stop_all() -> None:
    """At quit: every search ends within an iteration; wait for them."""
    for t in list(_RUNNING):
        if hasattr(t.player, "stop_requested"):
            t.player.stop_requested = True
        t.wait(10000)


class ThinkThread(QThread):
    """One decision of one bot, off the GUI thread (no parent: a closing window does not
    destroy a running thread; it ends with its search)."""
    decided = Signal(object, object)     # (decision or None, error text or None)

    def __init__(self, player, view, count: int, side: str):
        super().__init__()
        self.player, self.view, self.count, self.side = player, view, count, side
        _RUNNING.add(self)
        self.finished.connect(lambda: _RUNNING.discard(self))

    def run(self):
        try:
            self.decided.emit(self.player.choose(self.view), None)
        except Exception as e:  # noqa: BLE001 - shown to the player, the game goes on by hand
            self.decided.emit(None, f"{type(e).__name__}: {e}")


class BotDriver(QObject):
    """``bots``: side -> player spec (``mcts:normal``, ``rule`` ...). ``pace_ms``: how long a
    bot's move is shown before it is applied; ``stepping``: wait for ``step()`` instead."""
    thinking = Signal(str)      # the side that thinks ("" when nobody does)
    moved = Signal(object)      # an applied bot action

    def __init__(self, controller, bots: dict, seed: int, pace_ms: int = 600, stepping: bool = False, parent=None):
        super().__init__(parent or controller)
        self.controller = controller
        self.match = controller.match
        self.specs = dict(bots)
        self.players = {side: make_player(spec, seed + (0 if side == "ap" else 1)) for side, spec in bots.items()}
        self.pace_ms = pace_ms
        self.stepping = stepping
        self._thread: ThinkThread | None = None
        self._pending = None           # (action count when asked, side, decision) waiting to be applied
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._apply_pending)
        self.active = True
        app = QCoreApplication.instance()
        if app is not None and app not in _HOOKED:
            _HOOKED.add(app)
            app.aboutToQuit.connect(_stop_all)
        controller.changed.connect(self.poll)
        self.poll()

    # -- reading ------------------------------------------------------------------------------
    @property
    def game(self):
        return self.match.game

    def bot_side(self) -> str | None:
        p = self.game.prompt
        return p.side if p is not None and p.side in self.players else None

    @property
    def is_thinking(self) -> bool:
        return self._thread is not None

    # -- the loop -------------------------------------------------------------------------------
    def poll(self) -> None:
        """Start the bot if a bot seat decides now and nothing is under way."""
        if not self.active:
            return
        if self.controller.match is not self.match:      # another game was opened
            self.stop(take_seat=False)
            return
        side = self.bot_side()
        self._dress_cover(side)
        if side is None or self._thread is not None or self._pending is not None:
            self._set_enabled(side is None and self._thread is None)
            return
        p = self.game.prompt
        self._set_enabled(False)
        view = self.game.view(p.seat)
        thread = ThinkThread(self.players[side], view, len(self.game.actions), side)
        thread.decided.connect(self._decided)
        self._thread = thread
        self.thinking.emit(side)
        thread.start()

    def _dress_cover(self, side: str | None) -> None:
        """The cover over a bot seat's hand says the computer plays it (no hand-over to click)."""
        gate = self.controller.table.gate
        gate.continue_button.setVisible(side is None)
        if side is not None and gate.is_covered:
            gate.message.setText(translate("BotPlay", "The computer plays the {side} ({level}).\n{prompt}\n\n"
                                                      "Its hand stays hidden.")
                                 .format(side=side_name(side), level=level_name(self._level(side)),
                                         prompt=render(self.game.prompt.text)))

    def _level(self, side: str) -> str:
        spec = self.specs[side]
        return spec.partition(":")[2] or spec

    def _decided(self, decision, error) -> None:
        thread = self.sender()
        count, side = thread.count, thread.side
        if thread is not self._thread:
            return
        self._thread = None
        self.thinking.emit("")
        if not self.active or self.controller.match is not self.match:
            return
        if len(self.game.actions) != count:      # the player acted (or undid) meanwhile: think again
            self.poll()
            return
        if decision is None:
            self.controller.refuse(translate("BotPlay", "The computer ({side}) could not decide: {error}")
                                   .format(side=side.upper(), error=error))
            self.stop()
            return
        self._pending = (count, side, decision)
        self._show(decision.action)
        if not self.stepping:
            self._timer.start(max(0, self.pace_ms))

    def step(self) -> None:
        """Apply the move shown now (step-by-step mode)."""
        if self._pending is not None:
            self._timer.stop()
            self._apply_pending()

    def _apply_pending(self) -> None:
        pending, self._pending = self._pending, None
        if pending is None or not self.active:
            return
        count, side, decision = pending
        if len(self.game.actions) != count:
            self.poll()
            return
        g = self.game
        if decision.notes:     # saved with the match (MatchMeta.notes): a reopened game shows them
            meta = self.match.meta
            self.match.meta = replace(meta, notes=meta.notes + tuple(
                Note(count, len(g.log), g.state.turn, g.state.round, side, line).to_json() for line in decision.notes))
        if self.controller.choose(decision.action, g.prompt.seat if g.prompt else None):
            self.moved.emit(decision.action)
        else:
            self.stop()

    def _show(self, action) -> None:
        """The same marks a human's choice of this action would leave: the spaces it names."""
        spaces = self.controller.data.map.spaces
        colour = ATTACK if action.type in ("attack", "flank") or action.mode == "attack" else MOVE
        marks = {s: (colour, "computer") for s in (action.space, action.to, action.choice) if s in spaces}
        for u in action.units or ((action.unit,) if action.unit else ()):
            loc = self.game.state.where.get(u)
            if loc in spaces and loc not in marks:
                marks[loc] = (colour, "")
        if marks:
            self.controller.scene.set_marks(marks)
        self.controller.table.prompt_bar.show_message(translate("BotPlay", "Computer: {action}")
                                                      .format(action=describe(action, self.controller.names)))

    # -- the player's hand on it ----------------------------------------------------------------
    def stop(self, take_seat: bool = True) -> None:
        """Stop the thinking bot (its search ends at once) and, with ``take_seat``, hand every
        bot seat to the player; the bots stop for good."""
        for p in self.players.values():
            if hasattr(p, "stop_requested"):
                p.stop_requested = True
        self._timer.stop()
        self._pending = None
        self.active = False
        if self._thread is not None:      # the search ends within an iteration: wait for it
            self._thread.wait(10000)
            self._thread = None
        self._set_enabled(True)
        self.controller.table.gate.continue_button.setVisible(True)
        self.thinking.emit("")
        if take_seat and self.controller.match is self.match:
            self.controller.refresh()

    def _set_enabled(self, on: bool) -> None:
        """While a bot seat decides the player's hand and buttons are out of reach."""
        table = self.controller.table
        table.hand.setEnabled(on)
        table.prompt_bar.setEnabled(on)

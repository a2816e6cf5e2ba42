"""The table view's panels joined together and driven by a running game: the prompt bar on
top, the hand of the side to decide behind the hotseat hand-over gate, and tabs for the
log, the tracks, the open card piles and the combat window.

Every panel is drawn from the view of the seat at the screen (``game.view(seat)``, issue 11),
never from the whole state: while the hand-over cover is up the tabs show only what every
seat may know, and the incoming seat's hand waits behind the cover.

``show_game(game)`` refreshes everything from the engine API after each action; the view
emits ``action_chosen(action)`` (to pass to ``game.apply``), ``undo_requested()`` and
``highlight_requested(space_ids, unit_ids)`` (for the board). It never changes the game."""
from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QSplitter, QTabWidget, QVBoxLayout, QWidget

from ...rules.choices import decision

from ..engine_text import render
from .card_browser import CardBrowser
from .click_guard import ClickGuard
from .combat_window import CombatWindow
from .game_view import cards_in_force, hand_cards, open_piles, seat_view, tracks, use_reasons
from .hand import HandView
from .handover import HandoverGate
from .log_panel import LogPanel
from .palette import side_name
from .prompt_bar import PromptBar
from .seating import HandoverTracker, Seats
from .tracks_panel import TracksPanel
from ..translate import translate


HAND_MIN = 240    # room for the hand's heading and the hand-over cover's text
TABS_MIN = 340    # the log and the combat window stay readable beside a full hand


def waste_text(game) -> str:
    """What "Done" would throw away at this decision: activation points not spent on the
    card's OPS (9.2), said before the action round ends on a slip."""
    prompt = game.prompt
    if prompt is None or prompt.kind != "activate":
        return ""
    points = decision(game).get("points")
    if not points:
        return ""
    if points == 1:
        return translate("TableView", "1 OPS point would be wasted.")
    return translate("TableView", "{n} OPS points would be wasted.").format(n=points)


def result_text(result) -> str:
    if isinstance(result, dict):
        winner = result.get("winner")
        how = result.get("how", "")
        who = translate("TableView", "{side} win").format(side=side_name(winner)) if winner \
            else translate("TableView", "Draw")
        return f"{who}: {how}" if how else who
    return translate("TableView", "The game is over: {result}").format(result=result) if result \
        else translate("TableView", "The game is over")


class TableView(QWidget):
    action_chosen = Signal(object)
    undo_requested = Signal()
    highlight_requested = Signal(list, list)
    hover_requested = Signal(list, list)

    def __init__(self, cards: dict, seats: Seats | None = None, parent=None, action_type=None):
        """``cards``: card id -> data ``Card``; ``action_type``: what a card-use question is
        asked with (the engine's ``Action`` unless a test gives its own)."""
        super().__init__(parent)
        self.cards = cards
        self.names: dict = {}     # unit and space id -> name, for buttons naming them
        self.set_seats(seats or Seats())
        self._combat = None       # the last combat shown: (view, choices, names, notes)
        self._game = None         # the game last shown, drawn again for the seat that takes the screen
        self.seat = None          # the seat whose view the tabs show (None: the public view)
        self._in_combat = False    # the combat tab was opened for a combat still in view
        self._hand_key = None     # (cards, any playable) when the splitter was last fitted to the hand
        self._action_type = action_type
        self.annotate_log = None  # log -> log with lines laid in (the computer's reasons: PlayController.annotated_log)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        self.prompt_bar = PromptBar()
        box.addWidget(self.prompt_bar)
        self.split = split = QSplitter(Qt.Horizontal)
        self.hand = HandView()
        self.gate = HandoverGate(self.hand)
        self.gate.continued.connect(self._revealed)
        split.addWidget(self.gate)
        self.tabs = QTabWidget()
        self.log_panel = LogPanel()
        self.tracks_panel = TracksPanel(cards=cards)
        self.card_browser = CardBrowser()
        self.combat_window = CombatWindow()
        for w, title in ((self.log_panel, translate("TableView", "Log")),
                         (self.tracks_panel, translate("TableView", "Tracks")),
                         (self.card_browser, translate("TableView", "Cards")),
                         (self.combat_window, translate("TableView", "Combat"))):
            self.tabs.addTab(w, title)
        split.addWidget(self.tabs)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        split.setSizes([3000, 2000])   # scaled to the real width: the hand gets three fifths
        split.setChildrenCollapsible(False)
        for w in (self.gate, self.tabs):     # a short table squeezes (and scrolls) them, never grows the window
            w.setMinimumSize(120, 60)
        split.installEventFilter(self)
        box.addWidget(split, 1)
        self.guard = ClickGuard()
        self._waste = ""           # what a Done would throw away now (asked once)
        self._warned = None
        for w in (self.prompt_bar, self.hand, self.combat_window):
            w.action_chosen.connect(self._chosen)
        self.prompt_bar.undo_requested.connect(self._undo)
        self.log_panel.highlight_requested.connect(self.highlight_requested.emit)
        self.log_panel.hover_requested.connect(self.hover_requested.emit)

    def set_seats(self, seats: Seats) -> None:
        """Who plays (a new or reopened game); nobody has seen a hand yet."""
        self.seats = seats
        self.tracker = HandoverTracker(seats)

    def _chosen(self, action) -> None:
        if not self.guard.allows():
            return
        if action.type == "done" and self._waste and self._warned != self.guard.key:
            self._warned = self.guard.key     # said once; Done again ends it
            self.prompt_bar.show_message(translate("TableView", "{waste} Click Done again to end anyway.")
                                         .format(waste=self._waste))
            return
        self.action_chosen.emit(action)

    def _undo(self) -> None:
        if self.guard.allows():
            self.undo_requested.emit()

    def shown(self) -> None:
        """The board and the table are drawn for the prompt: the double-click guard counts
        from now when the prompt is new."""
        self.guard.shown()

    def _show_prompt(self, game) -> tuple:
        """What every table shows alike of ``game`` (the running game, or a ``Reading`` of it:
        the position read once): the prompt bar. Its prompt and legal actions."""
        self._game = getattr(game, "live", game)    # kept to be drawn again: never a stale reading
        prompt = game.prompt
        legal = game.legal_actions()
        self.guard.arm((len(getattr(game, "actions", ())), prompt and (prompt.kind, prompt.text)))
        self._waste = waste_text(game)
        self._combat = None
        self.prompt_bar.show_prompt(prompt, legal, game.can_undo, self.seats.names,
                                    over_text=result_text(game.result), names=self.names)
        return prompt, legal

    def _show_panels(self, view: dict, cards: dict, log: list) -> None:
        """The log, tracks and card piles as ``view`` (one seat's) shows them."""
        self.log_panel.set_entries(log)
        self.tracks_panel.show_tracks(tracks(view))
        self.card_browser.set_piles(open_piles(view, cards))

    def show_game(self, game) -> None:
        """``game``: the running game, or a ``Reading`` of it (the position read once)."""
        prompt, legal = self._show_prompt(game)
        cards = cards_in_force(game, self.cards)
        covered = prompt is not None and self.tracker.needs_cover(prompt.seat)
        deciding = prompt.seat if prompt is not None else self.tracker.viewer
        self.seat = None if covered else deciding
        view = seat_view(game, self.seat)
        if prompt is not None:
            side = prompt.side or prompt.seat
            own = view if self.seat == prompt.seat else seat_view(game, prompt.seat)   # behind the cover
            command = own["state"].get("cmd", {}).get("on", {}).get(side)   # seed 003: the command's own deck
            self.hand.show_hand(hand_cards(own, side, cards), legal, use_reasons(game, self._action_type),
                                heading=translate("TableView", "{side} hand").format(side=side_name(side)) +
                                (translate("TableView", " ({command} command)").format(command=command.capitalize())
                                 if command else ""))
        else:
            self.hand.show_hand([], [], heading=translate("TableView", "No decision"))
        self._fit_hand()
        if covered:
            self.gate.cover(prompt.seat, self.seats.name(prompt.seat), side, why=render(prompt.text))
            self._set_deciding(False)
        elif self.gate.is_covered:     # e.g. after an undo the seat at the screen decides again
            self.gate.uncover()
            self._set_deciding(True)
        self._show_panels(view, cards, self.annotate_log(view["log"]) if self.annotate_log else view["log"])

    def _fit_hand(self, force: bool = False) -> None:
        """Give the hand the width its cards need (narrowing the faces until every card's
        buttons show) while one of them can be played, only a strip while none can, and the
        tabs the rest. Done when the number of cards or whether one is playable changes, or the
        window is resized, so a splitter the player dragged stays put between plays."""
        key = (len(self.hand.cards), self.hand.has_choice())
        total = self.split.width() - self.split.handleWidth()   # the new width, during a resize too
        if (key == self._hand_key and not force) or total <= 0:
            return
        self._hand_key = key
        room = max(HAND_MIN, total - TABS_MIN)
        hand = max(HAND_MIN, min(self.hand.needed_width(), room)) if key[1] else HAND_MIN
        if self.split.sizes() != [hand, total - hand]:     # a splitter lays out anew even for the same sizes
            self.split.setSizes([hand, total - hand])
        self.hand.fit_width(self.hand.width())

    def eventFilter(self, watched, event):  # noqa: N802
        if watched is self.split and event.type() == QEvent.Resize:
            self._fit_hand(force=True)
        return super().eventFilter(watched, event)

    def _revealed(self, seat: str) -> None:
        self.tracker.revealed_to(seat)
        self._set_deciding(True)
        combat = self._combat
        if self._game is not None:       # the tabs now for the seat at the screen
            self.show_game(self._game)
        if combat is not None:           # the choices held back while the cover was up
            self.show_combat(*combat)

    def _set_deciding(self, on: bool) -> None:
        """Behind the cover nobody may decide: the player leaving must not act for the next."""
        self.prompt_bar.setEnabled(on)
        self.combat_window.setEnabled(on)

    def show_combat(self, view, legal=(), names: dict | None = None, notes: dict | None = None) -> None:
        """Open the combat tab on ``view`` (a ``CombatView``) with the current combat choices.
        Behind the hand-over cover the choices are held back: a defender's combat-card
        buttons would tell the attacker what the defender's hand holds (9.5.4)."""
        self._combat = (view, legal, names, notes)
        self._in_combat = True
        if self.gate.is_covered:
            legal, notes = (), None
        self.combat_window.show_combat(view, legal, names, notes)
        self.tabs.setCurrentWidget(self.combat_window)

    def combat_over(self) -> None:
        """No combat to show any more (the player moved on, an undone designation, a new
        game): the combat window is emptied, so no old title or choice stays live, and the
        tabs go back to the log, once."""
        self._combat = None
        self.combat_window.clear()
        if self._in_combat and self.tabs.currentWidget() is self.combat_window:
            self.tabs.setCurrentWidget(self.log_panel)
        self._in_combat = False

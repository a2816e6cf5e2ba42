"""A PBEM game on the main table (issue 12): the board, the hand and the prompt bar driven by
the same ``PlayController`` as hotseat, for this machine's seat only.

``PbemMatch`` is what the controller plays: its game is the PBEM table's engine game seen
through ``SeatGame`` (this seat's legal actions, none while the other seat or the protocol
decides; this seat's undo), and ``apply`` / ``undo`` go through ``PbemGame.act`` / ``undo``, so
every action is checked and recorded for the next turn file. ``SeatTableView`` is the table view
with the screen always this seat's: its own hand, its own log and tracks; the other hand never
shows (on this machine it is only stand-ins) and there is no hand-over cover."""
from __future__ import annotations

from ... import rules
from ..table.game_view import cards_in_force, hand_cards, seat_view, use_reasons
from ..table.palette import side_name
from ..table.table_view import TableView
from ..translate import translate


class SeatGame:
    """The PBEM table's engine game as this seat may act on it; everything else is the game's."""

    def __init__(self, pbem):
        self._pbem = pbem

    def __getattr__(self, name):
        return getattr(self._pbem.game, name)

    def legal_actions(self) -> list:
        return self._pbem.legal_actions()

    @property
    def can_undo(self) -> bool:
        return self._pbem.can_undo


class PbemMatch:
    """The match the ``PlayController`` plays: applying is ``PbemGame.act`` (refused, with the
    reason, when it is not this seat's decision)."""

    engine = rules

    def __init__(self, pbem):
        self.pbem = pbem

    @property
    def game(self) -> SeatGame:
        return SeatGame(self.pbem)

    @property
    def action_count(self) -> int:
        return len(self.pbem.table.ledger)

    def apply(self, action, seat: str | None = None) -> None:
        """``seat`` (the ``PlayController`` passes its table's) is always this screen's: ``act``
        decides for the PBEM game's own seat only."""
        self.pbem.act(action)

    def undo(self) -> None:
        self.pbem.undo()


class SeatTableView(TableView):
    """``TableView`` for one seat at its own screen (PBEM): no hand-over, never another hand."""

    def __init__(self, cards: dict, seat: str, side: str, parent=None):
        super().__init__(cards, parent=parent)
        self.my_seat = seat
        self.my_side = side
        self.waiting = ""          # what the game waits for, when this seat has nothing to decide

    def show_game(self, game) -> None:
        prompt, legal = self._show_prompt(game)
        if prompt is not None and not legal and self.waiting:
            self.prompt_bar.show_message(self.waiting)
        self.seat = self.my_seat
        view = seat_view(game, self.my_seat)
        cards = cards_in_force(game, self.cards)
        self.hand.show_hand(hand_cards(view, self.my_side, cards), legal, use_reasons(game, self._action_type),
                            heading=translate("SeatTable", "{side} hand (yours)").format(side=side_name(self.my_side)))
        self._fit_hand()
        self._show_panels(view, cards, view["log"])

"""The hand-play window: the board sandbox of a scenario with the cards panel, dice, undo and
redo, save and reopen; and the Game-menu entries that start one (New game ▸ Pursuit of Glory)."""
from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDockWidget, QFileDialog, QLabel, QMainWindow, QMenu, QMessageBox, QToolBar

from ...data import load_game
from ...data.scenarios import list_scenarios
from ...data.vocab import GAMES
from ..board.from_scenario import position_for_scenario
from ..board.sandbox_controller import SandboxController
from ..board.scene import BoardScene
from ..board.view import BoardView
from ..game_words import card_name
from .cards_panel import CardsPanel
from .piles import CardPiles
from .savefile import SUFFIX, TableFileError, load_table, save_table, to_doc
from .table_sandbox import TableSandbox
from ..said import shown
from ..translate import QT_TRANSLATE_NOOP, translate

FILTER = QT_TRANSLATE_NOOP("HandPlayWindow", "Hand-play tables (*{suffix})")


class HandPlayWindow(QMainWindow):
    def __init__(self, game, scenario: str, position, piles: CardPiles, rolls=(), rng=None, parent=None):
        super().__init__(parent)
        self.game, self.scenario, self.path = game, scenario, None
        self.setWindowTitle(translate("HandPlayWindow", "{game} — {scenario} (hand play, no rules)")
                            .format(game=GAMES[game.game].title, scenario=scenario))
        self.scene = BoardScene(game, position, self)
        self.view = BoardView(self.scene)
        self.setCentralWidget(self.view)
        self.sandbox = TableSandbox(position, {**game.map.spaces, **self.scene.boxes}, piles, rng, tuple(rolls))
        self.controller = SandboxController(self.scene, self, sandbox=self.sandbox)
        self.cards = CardsPanel(game, self.sandbox, self)
        dock = QDockWidget(translate("HandPlayWindow", "Cards"), self)
        dock.setObjectName("cards")
        dock.setWidget(self.cards)
        self.addDockWidget(Qt.RightDockWidgetArea, dock)
        self.dice_label = QLabel(translate("HandPlayWindow", "No roll yet"))
        bar = QToolBar(translate("HandPlayWindow", "Table"), self)
        bar.addAction(self.controller.undo_action)
        bar.addAction(self.controller.redo_action)
        for text, count in ((translate("HandPlayWindow", "Roll 1 die"), 1), (translate("HandPlayWindow", "Roll 2 dice"), 2)):
            bar.addAction(QAction(text, self, triggered=lambda _=False, n=count: self.roll(n)))
        bar.addWidget(self.dice_label)
        self.addToolBar(bar)
        menu = self.menuBar().addMenu(translate("HandPlayWindow", "&Table"))
        menu.addAction(QAction(translate("HandPlayWindow", "&Save"), self, shortcut=QKeySequence.Save, triggered=self.save))
        menu.addAction(QAction(translate("HandPlayWindow", "Save &as…"), self, shortcut=QKeySequence.SaveAs, triggered=self.save_as))
        menu.addAction(self.controller.undo_action)
        menu.addAction(self.controller.redo_action)
        menu.addSeparator()
        from ...data.scenarios import load_scenario
        sc = load_scenario(game.game, scenario)
        self.setups = sc.neutral_setups
        for side, choices in sc.cards.may_choose.items():
            pick = menu.addMenu(translate("HandPlayWindow", "{side} may take into the first hand").format(side=side.upper()))
            for cid in choices:
                card = game.cards[cid]
                pick.addAction(QAction(f"{card.num} {card_name(card)} ({card.ops} OPS)", self,
                                       triggered=lambda _=False, c=cid: self.take(c)))
        for nation, setup in self.setups.items():
            if setup.units:
                menu.addAction(QAction(translate("HandPlayWindow", "{nation} enters the war ({rule})")
                                       .format(nation=nation.upper(), rule=setup.rule), self,
                                       triggered=lambda _=False, n=nation: self.enter(n)))
        self.cards.changed.connect(self._cards_changed)
        self.controller.changed.connect(self.cards.refresh)
        for source in (self.scene.status, self.cards.status):
            source.connect(lambda text: self.statusBar().showMessage(text, 6000))

    @classmethod
    def new(cls, scenario: str, game_id: str, seed: int | None = None, parent=None) -> "HandPlayWindow":
        from ...data.scenarios import load_scenario
        game = load_game(game_id)
        seed = random.SystemRandom().randrange(1, 2 ** 31) if seed is None else seed
        piles = CardPiles.from_scenario(game, load_scenario(game_id, scenario), seed)
        return cls(game, scenario, position_for_scenario(game, scenario), piles, parent=parent)

    @classmethod
    def open(cls, path: Path | str, parent=None) -> "HandPlayWindow":
        game, scenario, position, piles, rolls = load_table(path)
        window = cls(game, scenario, position, piles, rolls, parent=parent)
        window.path = Path(path)
        return window

    def take(self, card: str) -> None:
        """A card the scenario lets a side choose for its first hand goes from its deck to its hand."""
        from ..board.position import PositionError
        if self.sandbox.piles.where(card)[1] != "deck":
            self.statusBar().showMessage(translate("HandPlayWindow", "{card} is no longer in the draw deck")
                                         .format(card=card_name(self.game.cards[card])), 8000)
            return
        try:
            self.sandbox.move_card(card, "hand")
        except PositionError as e:
            self.statusBar().showMessage(shown(e, self.game), 8000)
            return
        self.cards.refresh()
        self.controller._refresh_actions()

    def enter(self, nation: str) -> list[str]:
        """Put ``nation``'s entry setup on the board (one undoable step)."""
        from ..board.position import PositionError
        boxes = {side: f"{side}_reinforcements" for side in ("ap", "cp")}
        try:
            friends = [s for s in self.setups.values() if s.entry.with_nation == nation]
            notes = self.sandbox.enter(self.setups[nation], self.game, boxes, friends)
        except PositionError as e:
            self.statusBar().showMessage(shown(e, self.game), 8000)
            return []
        self.scene.set_position(self.sandbox.position)
        self.controller._refresh_actions()
        self.statusBar().showMessage(translate("HandPlayWindow", "{nation} enters the war.").format(nation=nation.upper())
                                     + " " + "; ".join(notes), 15000)
        return notes

    def _cards_changed(self) -> None:
        self.controller._refresh_actions()

    def roll(self, count: int) -> None:
        r = self.sandbox.roll(self.cards.viewer or "", count)
        who = translate("HandPlayWindow", "{side} rolls").format(side=r.who.upper()) if r.who \
            else translate("HandPlayWindow", "Roll")
        self.dice_label.setText(f"  {who}: {' + '.join(map(str, r.dice))}" + (f" = {sum(r.dice)}" if count > 1 else ""))

    def document(self) -> dict:
        return to_doc(self.game.game, self.scenario, self.sandbox.position, self.sandbox.piles, self.sandbox.rolls)

    def save_to(self, path: Path | str) -> None:
        save_table(path, self.document())
        self.path = Path(path)
        self.statusBar().showMessage(translate("HandPlayWindow", "Saved {file}").format(file=self.path.name), 6000)

    def save(self) -> None:
        if self.path is None:
            self.save_as()
        else:
            self.save_to(self.path)

    def save_as(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, translate("HandPlayWindow", "Save table as"), f"{self.scenario}{SUFFIX}",
                                              translate("HandPlayWindow", FILTER).format(suffix=SUFFIX))
        if path:
            self.save_to(path if path.endswith(SUFFIX) else path + SUFFIX)


def add_hand_play_menu(menu: QMenu, parent) -> QMenu:
    """Game ▸ New game ▸ <other game> ▸ <scenario>, and Open table…, for every game but Paths of
    Glory (whose new games go through the rules engine)."""
    sub = menu.addMenu(translate("HandPlayWindow", "New game (hand play)"))
    parent._hand_play_windows = getattr(parent, "_hand_play_windows", [])

    def show(window) -> None:
        parent._hand_play_windows.append(window)
        window.resize(parent.size())
        window.show()

    for game_id, vocab in GAMES.items():
        if game_id == "pog":
            continue
        games = sub.addMenu(vocab.title)
        for sid, title in list_scenarios(game_id):
            games.addAction(title, lambda s=sid, g=game_id: show(HandPlayWindow.new(s, g)))

    def open_table() -> None:
        path, _ = QFileDialog.getOpenFileName(parent, translate("HandPlayWindow", "Open table"), "",
                                              translate("HandPlayWindow", FILTER).format(suffix=SUFFIX))
        if path:
            try:
                show(HandPlayWindow.open(path))
            except TableFileError as e:
                QMessageBox.warning(parent, translate("HandPlayWindow", "Cannot open the table"), shown(e))
    sub.addAction(translate("HandPlayWindow", "Open table…"), open_table)
    return sub

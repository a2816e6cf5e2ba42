"""The main window: a game played on the board with the table view (hand, prompt bar, log,
tracks, cards, combat) below it, menus for new game, open, save, recent games and undo, and
the rules-free sandbox in a window of its own.

On start it resumes the last autosaved game, else starts a new game with the last settings.
Window layout, zoom and player names are kept in the settings file."""
from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QByteArray, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDockWidget, QFileDialog, QMainWindow, QMessageBox, QToolBar

from ..data import load_game
from ..match import (Match, MatchMeta, SaveError, autosaved_positions, clean_on_start, load_game_from_save,
                     load_settings, recent_games, remember_opened, resume_last, save_as, save_settings,
                     suggested_save_path, write_problem)
from .board import fronts_overlay
from .bot_play import install_bot_menu
from .board.from_scenario import position_for_scenario
from .board.inspector import StackInspector
from .board.overview import Overview
from .board import position_file
from .board.position import BoardPosition, PositionError
from .collector import resettle
from .engine_text import reason_of, refusal, render
from .said import shown
from .board.sandbox_controller import SandboxController
from .board.scene import BoardScene
from .board.view import BoardView
from .legend import LegendPanel, write_legend_pdf
from .play.controller import PlayController, connect_status, flush_autosaves
from .player_aids import PlayerAids
from .table.new_game import NewGameDialog, random_seed
from .table.seating import HOTSEAT, MODES, Seats
from .table.table_view import TableView
from .translate import QT_TRANSLATE_NOOP, translate

FILE_FILTER = QT_TRANSLATE_NOOP("MainWindow", "Paths of Glory games (*.pog)")


def build_board(scenario: str, parent=None) -> tuple[BoardScene, BoardView]:
    """The scene and view of ``scenario``'s setup (shared by the sandbox and --screenshot); the
    scenario id tells the game (``pug_1914`` is Pursuit of Glory)."""
    from ..data.scenarios import game_of
    game = load_game(game_of(scenario))
    scene = BoardScene(game, position_for_scenario(game, scenario), parent)
    return scene, BoardView(scene)


def new_match(scenario: str, seed: int, options: dict, players: dict, mode: str = HOTSEAT) -> Match:
    """A new match; ``options`` are the new-game dialog's switches (data names). At one table
    (hotseat) the defender is always asked for combat cards, and every side at each of its
    combat-card stages and discard steps (``ask_all_card_stages``), so that whether a player is
    asked does not tell the other what he holds."""
    from ..rules.core.options import from_players
    options = dict(options)
    bid = options.pop("vp_bid", 0)             # the tournament bid is the engine's own switch (5.6.2)
    engine_options = from_players(options)
    if bid:
        engine_options["vp_bid"] = int(bid)
    if mode == HOTSEAT:
        engine_options["ask_defender_combat_cards"] = True
        engine_options["ask_all_card_stages"] = True
    return Match.new(MatchMeta(scenario, seed, engine_options, dict(players)))


class SandboxWindow(QMainWindow):
    """Free moves with undo, no rules: the board as a physical table, from a scenario's setup
    or from a given position (the game in play); its position can be saved and opened."""

    def __init__(self, scenario: str = "campaign", parent=None, position: BoardPosition | None = None):
        super().__init__(parent)
        self.setWindowTitle(translate("MainWindow", "Paths of Glory — {scenario} (sandbox)").format(scenario=scenario))
        self.scene, self.view = build_board(scenario, self)
        if position is not None:
            self.scene.set_position(position)
        self.setCentralWidget(self.view)
        self.controller = SandboxController(self.scene, self)
        bar = QToolBar(translate("MainWindow", "Board"), self)
        bar.addAction(self.controller.undo_action)
        bar.addAction(self.controller.redo_action)
        bar.addAction(QAction(translate("MainWindow", "Save position…"), self, shortcut=QKeySequence.Save,
                              triggered=self.save_dialog))
        bar.addAction(QAction(translate("MainWindow", "Open position…"), self, shortcut=QKeySequence.Open,
                              triggered=self.open_dialog))
        self.addToolBar(bar)
        self.scene.status.connect(lambda text: self.statusBar().showMessage(text, 6000))

    def save_to(self, path) -> None:
        try:
            position_file.save(path, self.scene.position)
            self.statusBar().showMessage(translate("MainWindow", "Saved {file}").format(file=Path(path).name), 6000)
        except OSError as e:
            self.statusBar().showMessage(translate("MainWindow", "Cannot save: {error}").format(error=e), 15000)

    def open_from(self, path) -> bool:
        try:
            position = position_file.load(path, self.scene.game.units, {**self.scene.game.map.spaces,
                                                                         **self.scene.boxes})
        except PositionError as e:      # a broken file is refused whole: the board stays
            self.statusBar().showMessage(translate("MainWindow", "Cannot open {file}: {error}")
                                         .format(file=Path(path).name, error=shown(e, self.scene.game)), 15000)
            return False
        self.controller.load(position)
        return True

    def save_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, translate("MainWindow", "Save position"), "position.json",
                                              translate("MainWindow", "Board positions (*.json)"))
        if path:
            self.save_to(path)

    def open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, translate("MainWindow", "Open position"), "",
                                              translate("MainWindow", "Board positions (*.json)"))
        if path:
            self.open_from(path)


def after_shown(work) -> None:
    """Work a game just opened does not need to be played (keeping its position for the next
    opening, ``match.positions``): run by the event loop once the window shows the game."""
    QTimer.singleShot(0, work)


class MainWindow(QMainWindow):
    def __init__(self, match: Match | None = None, *, resume: bool = True, quiet: bool = False,
                 scenario: str | None = None):
        """``match``: the game to show; else the last game is resumed (``resume``) or a new one
        started (of ``scenario``, else the last one played). ``quiet`` reports problems in the
        status bar only (tests, screenshots)."""
        super().__init__()
        self.quiet = quiet
        self.settings = load_settings()
        self.data = load_game("pog")
        self.path: Path | None = None
        self.scene = BoardScene(self.data, BoardPosition(), self)
        self.view = BoardView(self.scene)
        self.setCentralWidget(self.view)
        mode = self.settings.options.get("seat_mode", HOTSEAT)
        self.table = TableView(self.data.cards, Seats(mode if mode in MODES else HOTSEAT, self._names()))
        self.table_dock = self._dock(translate("MainWindow", "Table"), self.table, "table", Qt.BottomDockWidgetArea)
        self.overview = Overview(self.view)
        self.overview.setMaximumHeight(220)
        self._dock(translate("MainWindow", "Overview"), self.overview, "overview", Qt.RightDockWidgetArea)
        stack = self._dock(translate("MainWindow", "Stack"), StackInspector(self.scene), "stack", Qt.RightDockWidgetArea)
        self.legend_dock = self._dock(translate("MainWindow", "Legend"), LegendPanel(), "legend", Qt.RightDockWidgetArea)
        self.tabifyDockWidget(stack, self.legend_dock)
        stack.raise_()
        try:
            clean_on_start()
        except OSError:
            pass   # a folder we cannot list holds nothing we could remove either
        if match is None and resume:
            match = self._resumed()
        if match is None:
            match = new_match(scenario or self.settings.last_scenario, random_seed(), {}, self._names(),
                              self.settings.options.get("seat_mode", HOTSEAT))
        self.table.set_seats(Seats(self.table.seats.mode, {**self._names(), **match.meta.players}))
        self.controller = PlayController(match, self.scene, self.table, parent=self)
        connect_status(self.controller, lambda text: self.statusBar().showMessage(text, 8000))
        self.controller.changed.connect(self._title)
        self._menus()
        self.aids = PlayerAids(self)    # Play, Settings and Help menus, the Standing dock
        install_bot_menu(self)
        self._restore_layout()
        self._title()

    # -- building --------------------------------------------------------------------------
    def _dock(self, title: str, widget, name: str, area) -> QDockWidget:
        dock = QDockWidget(title, self)
        dock.setObjectName(name)
        dock.setWidget(widget)
        self.addDockWidget(area, dock)
        return dock

    def _names(self) -> dict:
        names = {"ap": translate("MainWindow", "Allied player"), "cp": translate("MainWindow", "Central player")}
        names.update({k: v for k, v in self.settings.player_names.items() if v})
        return names

    def _menus(self) -> None:
        game = self.menuBar().addMenu(translate("MainWindow", "&Game"))
        self.actions_by_name = {}
        for name, text, keys, slot in (
                ("new", translate("MainWindow", "&New game…"), QKeySequence.New, self.new_game_dialog),
                ("open", translate("MainWindow", "&Open…"), QKeySequence.Open, self.open_dialog),
                ("save", translate("MainWindow", "&Save"), QKeySequence.Save, self.save),
                ("save_as", translate("MainWindow", "Save &as…"), QKeySequence.SaveAs, self.save_as_dialog),
                ("undo", translate("MainWindow", "&Undo"), QKeySequence.Undo, self.controller.undo),
                ("sandbox", translate("MainWindow", "Sandbox &mode (no rules)"), QKeySequence("Ctrl+M"),
                 self.open_sandbox)):
            act = QAction(text, self, shortcut=keys, triggered=slot)
            self.actions_by_name[name] = act
            game.addAction(act)
            if name == "open":
                self.recent_menu = game.addMenu(translate("MainWindow", "Open &recent"))
                self.recent_menu.aboutToShow.connect(self._fill_recent)
                self.recover_menu = game.addMenu(translate("MainWindow", "Re&cover autosaved position"))
                self.recover_menu.aboutToShow.connect(self._fill_recover)
            if name == "new":
                from .handplay.window import add_hand_play_menu
                add_hand_play_menu(game, self)
                from .pbem.window import add_pbem_menu    # issue 12: Game > PBEM
                add_pbem_menu(game, self)
        game.addSeparator()
        game.addAction(QAction(translate("MainWindow", "&Quit"), self, shortcut=QKeySequence.Quit, triggered=self.close))
        view = self.menuBar().addMenu(translate("MainWindow", "&View"))
        for text, keys, slot in ((translate("MainWindow", "Zoom in"), QKeySequence.ZoomIn, lambda: self.view.zoom_by(1.25)),
                                 (translate("MainWindow", "Zoom out"), QKeySequence.ZoomOut, lambda: self.view.zoom_by(0.8)),
                                 (translate("MainWindow", "Fit"), QKeySequence("Ctrl+0"), self.view.fit)):
            view.addAction(QAction(text, self, shortcut=keys, triggered=slot))
        view.addSeparator()
        view.addAction(self.legend_dock.toggleViewAction())
        view.addAction(QAction(translate("MainWindow", "Save the legend as a printable page (PDF)…"), self,
                               triggered=self.save_legend_dialog))
        view.addSeparator()   # seed 003: the three fronts of the four-player variant
        fronts = QAction(translate("MainWindow", "Show &fronts (four/three players)"), self, checkable=True)
        fronts.toggled.connect(lambda on: fronts_overlay.toggle(self.scene, on))
        self.actions_by_name["fronts"] = fronts
        view.addAction(fronts)

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        paths = recent_games()
        for p in paths:
            self.recent_menu.addAction(p.name, lambda p=p: self.open_file(p))
        if not paths:
            self.recent_menu.addAction(translate("MainWindow", "(none)")).setEnabled(False)

    def _fill_recover(self) -> None:
        """Every game's autosave, and the positions kept when an older one of the same game replaced them."""
        self.recover_menu.clear()
        entries = autosaved_positions()
        for e in entries:
            act = self.recover_menu.addAction(e.label, lambda p=e.path: self.open_file(p))
            act.setToolTip(translate("MainWindow", " vs ").join(e.players.get(s, "?") for s in ("ap", "cp"))
                           if e.players else e.path.name)
        if not entries:
            self.recover_menu.addAction(translate("MainWindow", "(none)")).setEnabled(False)

    def _title(self) -> None:
        m = self.controller.match
        where = self.path.name if self.path else translate("MainWindow", "autosaved")
        self.setWindowTitle(translate("MainWindow", "Paths of Glory — {scenario}, seed {seed} ({where}, {n} actions)")
                            .format(scenario=m.meta.scenario_id, seed=m.meta.seed, where=where, n=m.action_count))

    # -- games -----------------------------------------------------------------------------
    def _resumed(self) -> Match | None:
        try:
            flush_autosaves()         # another window's last autosave may still be being written
            return resume_last(later=after_shown)
        except SaveError as e:
            self.tell(translate("MainWindow", "Cannot resume the last game"), refusal(e))
            return None

    def show_match(self, match: Match, path: Path | None = None, seats: Seats | None = None) -> None:
        self.path = path
        self.table.set_seats(seats or Seats(self.table.seats.mode, {**self._names(), **match.meta.players}))
        self.controller.set_match(match)
        self.aids.refresh()
        self._title()
        resettle()

    def start_new(self, scenario: str, seed: int, options: dict, seats: Seats) -> bool:
        """Start the game the new-game dialog chose; False (and why, told) when the engine refuses."""
        try:
            match = new_match(scenario, seed, options, seats.names, seats.mode)
        except Exception as e:  # noqa: BLE001 - a bad option combination must not close the window
            self.tell(translate("MainWindow", "Cannot start this game"), render(reason_of(e)))
            return False
        self.settings = replace(self.settings, last_scenario=scenario, player_names=dict(seats.names),
                                options={**self.settings.options, "seat_mode": seats.mode})
        save_settings(self.settings)
        self.show_match(match, None, seats)
        self.controller._save()
        return True

    def new_game_dialog(self) -> None:
        dialog = NewGameDialog(self, card_ids=frozenset(self.data.cards), cards=self.data.cards)
        dialog.setAttribute(Qt.WA_DeleteOnClose)     # a cancelled dialog must not stay alive
        for side, w in dialog.names.items():
            w.setText(self._names()[side])
        chosen = dialog.exec()
        settings = dialog.result_settings if chosen else None
        dialog.deleteLater()
        if settings is not None:
            self.start_new(settings.scenario, settings.seed, settings.options, settings.seats)

    def open_file(self, path: Path | str) -> bool:
        """Open a saved game; a damaged or foreign file is refused and the current game stays.
        A PBEM turn file (``.pogturn``) opens its game in a PBEM window (issue 12)."""
        if str(path).endswith(".pogturn"):
            from .pbem.window import open_pbem_turn
            return open_pbem_turn(self, path)
        try:
            match = load_game_from_save(path, later=after_shown)
        except SaveError as e:
            self.tell(translate("MainWindow", "Cannot open this game"), refusal(e))
            return False
        self.show_match(match, Path(path))
        try:
            remember_opened(path, match)
        except OSError as e:   # the game is open; only the autosave and recent list could not be written
            self.statusBar().showMessage(translate("MainWindow", "Opened {file}; autosave failed: {error}")
                                         .format(file=Path(path).name, error=write_problem(e)), 15000)
            return True
        self.statusBar().showMessage(translate("MainWindow", "Opened {file}").format(file=Path(path).name), 6000)
        return True

    def open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, translate("MainWindow", "Open game"),
                                              str(suggested_save_path(self.controller.match.meta).parent),
                                              translate("MainWindow", FILE_FILTER))
        if path:
            self.open_file(path)

    def save(self) -> None:
        if self.path is None:
            self.save_as_dialog()
        else:
            self.save_to(self.path)

    def save_to(self, path: Path | str) -> None:
        try:
            save_as(path, self.controller.match)
        except OSError as e:
            self.tell(translate("MainWindow", "Cannot save"), f"{path}: {e}")
            return
        self.path = Path(path)
        self._title()
        self.statusBar().showMessage(translate("MainWindow", "Saved {file}").format(file=self.path.name), 6000)

    def save_as_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, translate("MainWindow", "Save game as"),
                                              str(suggested_save_path(self.controller.match.meta)),
                                              translate("MainWindow", FILE_FILTER))
        if path:
            self.save_to(path if path.endswith(".pog") else path + ".pog")

    def save_legend_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, translate("MainWindow", "Save the legend"), "pog-legend.pdf",
                                              "PDF (*.pdf)")
        if path:
            try:
                write_legend_pdf(path if path.endswith(".pdf") else path + ".pdf")
            except OSError as e:
                self.tell(translate("MainWindow", "Cannot save the legend"), str(e))

    def open_sandbox(self) -> None:
        old = getattr(self, "_sandbox", None)
        if old is not None:
            old.close()
        from .play.board_adapter import position_from_game
        # the position in play, not the scenario's first turn
        self._sandbox = win = SandboxWindow(self.controller.match.meta.scenario_id,
                                            position=position_from_game(self.data, self.controller.game))
        win.setAttribute(Qt.WA_DeleteOnClose)     # a closed sandbox frees its board
        win.destroyed.connect(lambda _=None: self._sandbox is win and setattr(self, "_sandbox", None))
        self._sandbox.resize(self.size())
        self._sandbox.show()

    def tell(self, title: str, text: str) -> None:
        self.statusBar().showMessage(f"{title}: {text}", 15000)
        if not self.quiet:
            QMessageBox.warning(self, title, text)

    # -- layout ------------------------------------------------------------------------------
    def _restore_layout(self) -> None:
        try:
            doc = json.loads(self.settings.window_geometry or "{}")
            self.restoreGeometry(QByteArray.fromBase64(doc["geometry"].encode()))
            self.restoreState(QByteArray.fromBase64(doc["state"].encode()))
        except (ValueError, KeyError, TypeError, AttributeError):
            # no layout kept yet, or an unreadable one: the board gets most of the height
            self._fresh_layout = True
        if self.settings.zoom != 1.0:
            self.view.set_scale(self.view.fit_scale() * self.settings.zoom)

    def resizeEvent(self, event):  # noqa: N802
        super().resizeEvent(event)
        if getattr(self, "_fresh_layout", False):     # no kept layout: the table a third of the height
            self.resizeDocks([self.table_dock], [max(240, min(400, self.height() * 9 // 25))], Qt.Vertical)

    def layout_settings(self):
        layout = json.dumps({"geometry": bytes(self.saveGeometry().toBase64()).decode(),
                             "state": bytes(self.saveState().toBase64()).decode()})
        zoom = self.view.scale_factor() / max(self.view.fit_scale(), 1e-6)
        return replace(self.settings, window_geometry=layout, zoom=min(max(zoom, 0.05), 99.0))

    def closeEvent(self, event):  # noqa: N802
        flush_autosaves()
        try:
            save_settings(self.layout_settings())
        except OSError:
            pass   # settings are a convenience; closing must not fail over them
        super().closeEvent(event)

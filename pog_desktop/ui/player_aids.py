"""The player aids of the main window, added in one place so the window's own code stays
small: the Play menu (Done, Pass, Stop, Next keys; History; Find space), the Standing dock
(VP breakdown, eliminated roster), Settings ▸ Table look, and the Help menu (quick
reference pages and About).

``PlayerAids(window)`` needs the window's ``controller``, ``view``, ``scene``, ``data`` and
``settings``; ``refresh()`` redraws what follows the game (called after every change)."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDockWidget, QMessageBox

from ..match import save_settings
from .board.look import CB_MARKS, COLOUR_BLIND, Look, use
from .board.restyle import restyle
from .play import controller as play_controller
from .history.timeline import Timeline
from .history.window import HistoryWindow
from .look_dialog import LookDialog, look_of, with_look
from .navigate import FindSpaceDialog, MarkedCycle
from .play.keys import PlayKeys
from .reference.help_window import PAGES, QuickReference, about_text
from .table.standing_panel import StandingPanel
from .translate import translate


_STANDARD_MARKS = {k: getattr(play_controller, k) for k in CB_MARKS}


def use_look(look: Look) -> None:
    """``look`` for the board and for the colours the play controller marks spaces with."""
    use(look)
    for k, v in (CB_MARKS if look.palette == COLOUR_BLIND else _STANDARD_MARKS).items():
        setattr(play_controller, k, v)


class PlayerAids:
    def __init__(self, window):
        self.window = window
        self.look = look_of(window.settings)
        use_look(self.look)
        if self.look != Look():     # the board was built with the default look
            restyle(window.scene)
        self.history: HistoryWindow | None = None
        self.reference: QuickReference | None = None
        self.keys = PlayKeys(window, window.controller, MarkedCycle(window.view))
        self._build_menus()
        self.standing = StandingPanel(window.data)
        self.standing_dock = QDockWidget(translate("PlayerAids", "Standing"), window)
        self.standing_dock.setObjectName("standing")
        self.standing_dock.setWidget(self.standing)
        window.addDockWidget(Qt.RightDockWidgetArea, self.standing_dock)
        stack = window.findChild(QDockWidget, "stack")
        if stack is not None:      # the Stack dock's tab: the right column is too short for a fourth panel
            window.tabifyDockWidget(stack, self.standing_dock)
            stack.raise_()
        window.controller.changed.connect(self.refresh)
        self.refresh()

    def _build_menus(self) -> None:
        w = self.window
        play_menu = self.keys.menu
        play_menu.addSeparator()
        for text, keys, slot in ((translate("PlayerAids", "&History…"), "Ctrl+H", self.open_history),
                                 (translate("PlayerAids", "&Find space…"), "Ctrl+F", self.find_space)):
            play_menu.addAction(QAction(text, w, shortcut=QKeySequence(keys), triggered=slot))
        settings = w.menuBar().addMenu(translate("PlayerAids", "&Settings"))
        settings.addAction(QAction(translate("PlayerAids", "Table &look…"), w, triggered=self.look_dialog))
        help_menu = w.menuBar().addMenu(translate("PlayerAids", "&Help"))
        for i, title in enumerate(PAGES):
            act = QAction(translate("HelpWindow", title) + "…", w, triggered=lambda _=False, t=title: self.open_reference(t))
            if i == 0:
                act.setShortcut(QKeySequence.HelpContents)
            help_menu.addAction(act)
        help_menu.addSeparator()
        help_menu.addAction(QAction(translate("PlayerAids", "&About pog-desktop"), w, triggered=self.about))

    # -- following the game ----------------------------------------------------------------------
    def refresh(self) -> None:
        self.standing.show_game(self.window.controller.game)

    # -- the aids ------------------------------------------------------------------------------
    def open_history(self) -> HistoryWindow:
        if self.history is not None:
            self.history.close()
        w = self.window
        self.history = HistoryWindow(w.data, Timeline.of_match(w.controller.match), w.controller.names, w,
                                     pace_ms=self.look.pace_ms)
        self.history.destroyed.connect(self._history_gone)
        self.history.resize(w.size())
        self.history.show()
        return self.history

    def _history_gone(self, *_):
        self.history = None

    def find_space(self) -> FindSpaceDialog:
        dialog = FindSpaceDialog(self.window.view, self.window)
        dialog.setAttribute(Qt.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def open_reference(self, page: str) -> QuickReference:
        if self.reference is None:
            self.reference = QuickReference(parent=self.window)
        self.reference.show_page(page)
        self.reference.show()
        self.reference.raise_()
        return self.reference

    def about(self) -> None:
        if self.window.quiet:
            self.window.statusBar().showMessage(translate("PlayerAids", "pog-desktop: see Help ▸ About"), 4000)
            return
        QMessageBox.about(self.window, translate("PlayerAids", "About pog-desktop"), about_text())

    def look_dialog(self) -> None:
        dialog = LookDialog(self.look, self.window)
        if dialog.exec():
            self.set_look(dialog.look())

    def set_look(self, look) -> None:
        """Use ``look`` on the board (and any history window) now, and keep it in the settings."""
        self.look = look
        use_look(look)
        restyle(self.window.scene)
        self.window.controller.refresh()      # the map's marks take the palette's colours
        if self.history is not None:
            restyle(self.history.history.scene)
            self.history.history.controls.set_pace(look.pace_ms)
        self.window.settings = with_look(self.window.settings, look)
        try:
            save_settings(self.window.settings)
        except OSError as e:
            self.window.statusBar().showMessage(translate("PlayerAids", "Could not keep the settings: {error}")
                                                .format(error=e), 8000)

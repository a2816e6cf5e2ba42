"""The Play menu: keyboard shortcuts for the decisions a player makes most often.

* Done (D): the ``done`` action, or "No more cards" while combat cards are asked for.
* Pass (P): decline what is offered: no flank attempt, or the 1-OPS action when it is the only way on.
* Stop (S): the ``stop`` action (the moving stack stops here).
* Next (N): while the hand-over cover is up, Continue; else centre the board on the next
  space the decision marks.

A key does only what a click could: the action must be among the engine's legal actions and
the hand-over cover must be down. The key presses the table's own button for the action
(prompt bar or combat window) when there is one, so whatever that button asks first (a
confirmation) is asked too; else the controller applies it, autosaved and refused with a
reason like any click. When the key has nothing to do the status bar says why."""
from __future__ import annotations

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QPushButton
from ..engine_text import render
from ..translate import QT_TRANSLATE_NOOP, translate

KINDS = {
    "done": ("done", "no_more_cards"),
    "pass": ("no_flank", "auto_op"),
    "stop": ("stop",),
}
KEYS = {"done": "D", "pass": "P", "stop": "S", "next": "N"}
TEXTS = {"done": QT_TRANSLATE_NOOP("PlayKeys", "&Done"), "pass": QT_TRANSLATE_NOOP("PlayKeys", "&Pass"),
         "stop": QT_TRANSLATE_NOOP("PlayKeys", "&Stop here"),
         "next": QT_TRANSLATE_NOOP("PlayKeys", "&Next (marked space / Continue)")}


def key_action(legal, kinds) -> object | None:
    """The one legal action of the first kind in ``kinds`` that is offered; None when none
    (or, for a kind offered several ways, when the key cannot tell which)."""
    for kind in kinds:
        found = [a for a in legal if a.type == kind]
        if len(found) == 1:
            return found[0]
    return None


class PlayKeys:
    def __init__(self, window, controller, cycle):
        """``window`` gets the actions (a QMainWindow, for its menu bar and status bar)."""
        self.window = window
        self.controller = controller
        self.cycle = cycle
        self.actions: dict[str, QAction] = {}
        self.menu = menu = window.menuBar().addMenu(translate("PlayKeys", "&Play"))
        for name in ("done", "pass", "stop", "next"):
            act = QAction(translate("PlayKeys", TEXTS[name]), window, shortcut=QKeySequence(KEYS[name]))
            act.triggered.connect(lambda _=False, n=name: self.press(n))
            menu.addAction(act)
            self.actions[name] = act

    def press(self, name: str) -> bool:
        """What the key ``name`` does now; True when it did something."""
        table = self.controller.table
        game = self.controller.game
        if name == "next":
            if table.gate.is_covered:
                table.gate.continue_button.click()
                return True
            space = self.cycle.next()
            if space is None:
                self._say(translate("PlayKeys", "Next: no space is marked for this decision"))
                return False
            self._say(translate("PlayKeys", "Marked space: {space}").format(space=self.controller.names.get(space, space)))
            return True
        if game.prompt is None:
            self._say(translate("PlayKeys", "The game is over"))
            return False
        if table.gate.is_covered:
            self._say(translate("PlayKeys", "Hand-over: the next player must click Continue first"))
            return False
        legal = game.legal_actions()
        if any(a.type.startswith("play_") for a in legal):   # with cards to play, P never spends the round
            legal = [a for a in legal if a.type != "auto_op"]
        action = key_action(legal, KINDS[name])
        if action is None:
            self._say(translate("PlayKeys", "{key}: not a choice now ({prompt})")
                      .format(key=translate("PlayKeys", TEXTS[name]).replace("&", ""), prompt=render(game.prompt.text)))
            return False
        button = self.button_for(action.type)
        if button is not None:
            button.click()
            return True
        return self.controller.choose(action)

    def button_for(self, kind: str) -> QPushButton | None:
        """The table's enabled button taking the action ``kind`` (``action:done``, ``combat_action:no_flank``)."""
        names = {f"action:{kind}", f"combat_action:{kind}"}
        found = [b for b in self.controller.table.findChildren(QPushButton)
                 if b.objectName() in names and b.isEnabled() and b.parent() is not None]
        return found[0] if len(found) == 1 else None

    def _say(self, text: str) -> None:
        self.window.statusBar().showMessage(text, 6000)

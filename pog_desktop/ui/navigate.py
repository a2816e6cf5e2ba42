"""Finding a space on the board: by name with completion (View ▸ Find space, Ctrl+F), and
stepping through the spaces the current decision marks (Play ▸ Next). The view is centred on
the space, zoomed in to at least ``FIND_ZOOM`` times the fitted scale, and the space framed."""
from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QCompleter, QDialog, QDialogButtonBox, QLabel, QLineEdit, QVBoxLayout
from .translate import translate

from .game_words import space_name

FIND_ZOOM = 2.5
FOUND = "#e07b00"


def space_names(spaces, game: str = "pog") -> dict[str, str]:
    """Name -> space id for every space of the map, by its printed (English) name and by its
    name in the interface's language where that differs (Varsavia, Varsovia); names shared by
    several spaces keep the id."""
    named = [(n, sid) for sid, sp in spaces.items() for n in dict.fromkeys((space_name(game, sp), sp.name))]
    count: dict[str, int] = {}
    for n, _ in named:
        count[n] = count.get(n, 0) + 1
    return {(n if count[n] == 1 else f"{n} ({sid})"): sid for n, sid in named}


def lookup(names: dict[str, str], text: str) -> str | None:
    """The space id ``text`` names: the exact name (any case), else the one name it begins, else
    the one name containing it; None when nothing or several match."""
    t = text.strip().casefold()
    if not t:
        return None
    exact = [sid for n, sid in names.items() if n.casefold() == t]
    if exact:
        return exact[0]
    for test in (lambda n: n.casefold().startswith(t), lambda n: t in n.casefold()):
        found = list(dict.fromkeys(sid for n, sid in names.items() if test(n)))   # a space may have two names
        if len(found) == 1:
            return found[0]
        if found:
            return None
    return None


def centre_on_space(view, space_id: str, label: str = "here") -> None:
    """Centre ``view`` on the space, zoomed in enough to read it, and frame it."""
    space = view.board.game.map.spaces[space_id]
    scale = max(view.scale_factor(), view.fit_scale() * FIND_ZOOM)
    view.center_on(QPointF(*space.center), scale)
    view.board.set_marks({**view.board.marks(), space_id: (FOUND, label)})


class FindSpaceDialog(QDialog):
    """A name field completing on every space name; Enter centres the board on the space."""

    def __init__(self, view, parent=None):
        super().__init__(parent)
        self.setWindowTitle(translate("Navigate", "Find a space"))
        self.setObjectName("find_space")
        self.view = view
        self.names = space_names(view.board.game.map.spaces, view.board.game.game)
        self.field = QLineEdit()
        self.field.setPlaceholderText(translate("Navigate", "Space name, e.g. Verdun"))
        completer = QCompleter(sorted(self.names), self)
        completer.setCaseSensitivity(Qt.CaseInsensitive)
        completer.setFilterMode(Qt.MatchContains)
        self.field.setCompleter(completer)
        self.field.returnPressed.connect(self.find)
        self.message = QLabel()
        self.message.setStyleSheet("color: #a02010;")
        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        buttons.accepted.connect(self.find)
        buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.addWidget(QLabel(translate("Navigate", "Find a space by name:")))
        box.addWidget(self.field)
        box.addWidget(self.message)
        box.addWidget(buttons)
        self.found: str | None = None

    def find(self) -> None:
        if self.found is not None and self.result() == QDialog.Accepted:
            return      # Enter both in the field and on the default button
        sid = lookup(self.names, self.field.text())
        if sid is None:
            text = self.field.text().strip()
            self.message.setText(translate("Navigate", "No single space is called “{text}”: pick one from the list.")
                                 .format(text=text) if text else translate("Navigate", "Type a space name."))
            return
        self.found = sid
        centre_on_space(self.view, sid)
        self.accept()


class MarkedCycle:
    """Play ▸ Next: each call centres the view on the next space the board marks (the
    spaces the current decision can use), in the map's order, wrapping round."""

    def __init__(self, view):
        self.view = view
        self._last: str | None = None

    def next(self) -> str | None:
        spaces = self.view.board.game.map.spaces
        marked = [s for s in spaces if s in self.view.board.marks()]
        if not marked:
            return None
        i = marked.index(self._last) + 1 if self._last in marked else 0
        self._last = marked[i % len(marked)]
        space = spaces[self._last]
        self.view.center_on(QPointF(*space.center), max(self.view.scale_factor(), self.view.fit_scale() * 2))
        return self._last

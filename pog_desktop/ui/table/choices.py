"""A strip of choice buttons that wraps (``FlowLayout``) and never widens the window: a
button is at most ``MAX_BUTTON`` pixels wide (its text elided, whole in the tooltip), and
beyond ``limit`` choices the rest go into a "More choices" menu (an SR card's destinations,
a retreat's many ends: they are marked on the map too). Used by the prompt bar and the
combat window."""
from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import QMenu, QPushButton, QSizePolicy, QToolButton, QWidget

from .flow_layout import FlowLayout
from ..translate import translate

MAX_BUTTON = 600   # px: an attack choice with its odds fits; a 1366 px window holds two a line


def choice_button(text: str, name: str, style: str = "", b: QPushButton | None = None) -> QPushButton:
    """A choice's button (``b``: a spare one to label afresh)."""
    if b is None:
        b = QPushButton(text)
        b.setMaximumWidth(MAX_BUTTON)
        b.setSizePolicy(QSizePolicy.Maximum, QSizePolicy.Fixed)
    b.setText(text)
    b.setObjectName(name)
    b.setProperty("full_text", text)
    if style != b.styleSheet():
        b.setStyleSheet(style)
    room = MAX_BUTTON - 24
    elided = b.fontMetrics().horizontalAdvance(text) > room
    if elided:
        b.setText(b.fontMetrics().elidedText(text, Qt.ElideRight, room))
    b.setToolTip(text if elided else "")
    return b


class ChoiceStrip(QWidget):
    """Buttons for actions; ``chosen(action)`` when one is clicked or picked from the menu."""

    chosen = Signal(object)

    def __init__(self, limit: int = 8, parent=None):
        super().__init__(parent)
        self.limit = limit
        self.flow = FlowLayout(self)
        self.entries: list[tuple[QPushButton, object]] = []    # (button, action)
        self.more: QToolButton | None = None
        self.menu_entries: list[tuple[object, object]] = []    # (QAction, action)
        # buttons of earlier choices, hidden: building a button (and styling it) every prompt
        # cost more than the rest of the prompt bar (issue 15 defect 13)
        self._spare: list[QPushButton] = []
        self.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Preferred)
        self.setVisible(False)

    def _clicked(self, b: QPushButton) -> None:
        action = next((a for x, a in self.entries if x is b), None)
        if action is not None:
            self.chosen.emit(action)

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        """As tall as the wrapped lines at the present width, so the bar holding the strip
        makes room for every line."""
        least = self.flow.minimumSize().width()
        return QSize(least, self.flow.heightForWidth(max(self.width(), least)))

    def sizeHint(self) -> QSize:  # noqa: N802
        return self.minimumSizeHint()

    def resizeEvent(self, event):  # noqa: N802
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self.updateGeometry()

    def add(self, action, text: str, name: str, style: str = "") -> QPushButton | None:
        """A button for ``action``; None when it went into the "More choices" menu."""
        if len(self.entries) >= self.limit:
            self._to_menu(action, text)
            return None
        spare = self._spare.pop() if self._spare else None
        b = choice_button(text, name, style, spare)
        if spare is None:
            b.clicked.connect(lambda _=False, b=b: self._clicked(b))
        self.flow.addWidget(b)
        b.setVisible(True)
        self.entries.append((b, action))
        self.setVisible(True)
        return b

    def _to_menu(self, action, text: str) -> None:
        if self.more is None:
            self.more = QToolButton()
            self.more.setObjectName("more_choices")
            self.more.setPopupMode(QToolButton.InstantPopup)
            self.more.setMenu(QMenu(self.more))
            self.flow.addWidget(self.more)
        act = self.more.menu().addAction(text)
        act.triggered.connect(lambda _=False, a=action: self.chosen.emit(a))
        self.menu_entries.append((act, action))
        self.more.setText(translate("PromptBar", "More choices ({n}) ▾").format(n=len(self.menu_entries)))

    def remove(self, buttons) -> None:
        """Take ``buttons`` (some of this strip's) away."""
        drop = set(map(id, buttons))
        for b, _ in self.entries:
            if id(b) in drop:
                self.flow.removeWidget(b)
                if len(self._spare) < self.limit:     # kept hidden, labelled afresh by a later ``add``
                    b.setVisible(False)
                    b.setObjectName("")   # a spare must not answer a search for a live button
                    self._spare.append(b)
                else:
                    b.setParent(None)
                    b.deleteLater()
        self.entries = [(b, a) for b, a in self.entries if id(b) not in drop]
        self.setVisible(bool(self.entries) or self.more is not None)

    def clear(self) -> None:
        self.remove([b for b, _ in self.entries])
        if self.more is not None:
            self.flow.removeWidget(self.more)
            self.more.setParent(None)
            self.more.deleteLater()
            self.more = None
        self.menu_entries = []
        self.setVisible(False)

    def button_for(self, action) -> QPushButton | None:
        return next((b for b, a in self.entries if a == action), None)

    def menu_action_for(self, action):
        return next((q for q, a in self.menu_entries if a == action), None)

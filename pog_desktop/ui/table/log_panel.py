"""The log panel: every entry of the engine's log in readable text, under turn and round
headings, dice shown; an entry that names spaces or units is a link that asks the board to
highlight them and bring them into view (``highlight_requested(space_ids, unit_ids)``);
pointing at such a line highlights them too (``hover_requested``, empty lists when the
pointer leaves the line)."""
from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QTextBrowser, QTextEdit

from ..engine_text import render
from .log_format import dice_text, headings, mentions
from .palette import side_colour

_ANCHOR = "entry:"
REWRAP_MS = 250     # the log wraps its lines to a new width once the width has rested this long


class LogPanel(QTextBrowser):
    highlight_requested = Signal(list, list)
    hover_requested = Signal(list, list)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("log_panel")
        self.setOpenLinks(False)
        self.setOpenExternalLinks(False)
        self.anchorClicked.connect(self._follow)
        self.highlighted.connect(self._hover)
        self._entries: list = []
        font = self.document().defaultFont()
        font.setPointSize(10)
        self.document().setDefaultFont(font)   # appended entries get it too, unlike a <body> style
        # Wrapping a long log to a new width lays the whole of it out again (15-30 ms late in a
        # game), and the panel's width changes whenever the hand beside it widens or narrows
        # (a card becomes playable or none is): the lines are wrapped to a fixed width, which
        # follows the panel's once it has rested, so a gesture never waits for the log.
        self.setLineWrapMode(QTextEdit.FixedPixelWidth)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self._rewrap_timer = QTimer(self, singleShot=True, interval=REWRAP_MS, timeout=self.rewrap)

    def set_entries(self, entries) -> None:
        """Show the whole log and scroll to its end. A log that only grew since the last call
        gets its new entries appended (a long game re-rendered after every action is slow);
        anything else (undo, another game) is drawn afresh."""
        entries = list(entries)
        old = self._entries
        if entries == old:
            return
        self._entries = entries
        if old and len(entries) > len(old) and entries[:len(old)] == old:
            cursor = QTextCursor(self.document())
            cursor.movePosition(QTextCursor.End)
            cursor.insertBlock()   # else the first new line would join the last old one
            cursor.insertHtml(self._html(entries, len(old)))
        else:
            self.setHtml(self._html(entries, 0))
        self._scroll_to_end()

    def _scroll_to_end(self) -> None:
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())
        # the document lays out the new lines later: scroll once more when it has
        QTimer.singleShot(0, self, lambda: bar.setValue(bar.maximum()))

    def showEvent(self, event):  # noqa: N802 (Qt name)
        # Entries set before the panel was laid out had no scroll range yet: show the newest now.
        super().showEvent(event)
        self._scroll_to_end()

    def resizeEvent(self, event):  # noqa: N802 (Qt name)
        super().resizeEvent(event)
        if self.lineWrapColumnOrWidth() <= 0 or not self.isVisible():
            self.rewrap()                  # the first width, or while nobody sees it: at once
        else:
            self._rewrap_timer.start()

    def rewrap(self) -> None:
        """Wrap the lines to the panel's present width."""
        width = max(50, self.viewport().width())
        if width != self.lineWrapColumnOrWidth():
            self.setLineWrapColumnOrWidth(width)

    def entry_anchor(self, index: int) -> str:
        return f"{_ANCHOR}{index}"

    def _html(self, entries, start: int) -> str:
        """Entries from ``start`` on, with a heading wherever the turn or section changes."""
        out = []
        prev = entries[start - 1] if start else None
        for i in range(start, len(entries)):
            e = entries[i]
            for level, title in headings(prev, e):
                out.append(f"<h3 style='margin:8px 0 2px 0'>{escape(title)}</h3>" if level == "turn" else
                           f"<p style='margin:4px 0 0 0; color:#555'><b>{escape(title)}</b></p>")
            out.append(self._line(i, e))
            prev = e
        return "".join(out)

    def _line(self, i: int, e: dict) -> str:
        side = e.get("side")
        text = escape(render(e.get("text", "")))
        # the engine's texts mostly start with the side already; tag only the others
        tag = (f"<b style='color:{side_colour(side)}'>{side.upper()}</b> "
               if side and not text.startswith(side.upper()) else "")
        spaces, units = mentions(e)
        if spaces or units:
            text = f"<a href='{self.entry_anchor(i)}'>{text}</a>"
        d = dice_text(e)
        dice = f" <span style='background:#f1e6c8'>&nbsp;{escape(d)}&nbsp;</span>" if d else ""
        return f"<div style='margin-left:10px'>{tag}{text}{dice}</div>"

    def _entry(self, url) -> dict | None:
        ref = url.toString()
        if not ref.startswith(_ANCHOR):
            return None
        try:
            return self._entries[int(ref[len(_ANCHOR):])]
        except (ValueError, IndexError):
            return None

    def _follow(self, url) -> None:
        entry = self._entry(url)
        if entry is not None:
            self.highlight_requested.emit(*mentions(entry))

    def _hover(self, url) -> None:
        entry = self._entry(url)
        spaces, units = mentions(entry) if entry is not None else ([], [])
        self.hover_requested.emit(list(spaces), list(units))

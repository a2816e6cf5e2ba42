"""The log panel: every entry of the engine's log in readable text, under turn and round
headings, dice shown; an entry that names spaces or units is a link that asks the board to
highlight them (``highlight_requested(space_ids, unit_ids)``)."""
from __future__ import annotations

from html import escape

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QTextBrowser

from .log_format import dice_text, group_log, mentions
from .palette import side_colour

_ANCHOR = "entry:"


class LogPanel(QTextBrowser):
    highlight_requested = Signal(list, list)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("log_panel")
        self.setOpenLinks(False)
        self.setOpenExternalLinks(False)
        self.anchorClicked.connect(self._follow)
        self._entries: list = []

    def set_entries(self, entries) -> None:
        """Show the whole log (re-rendered only when it changed) and scroll to its end."""
        entries = list(entries)
        if entries == self._entries:
            return
        self._entries = entries
        self.setHtml(self._html(entries))
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())

    def entry_anchor(self, index: int) -> str:
        return f"{_ANCHOR}{index}"

    def _html(self, entries) -> str:
        out = ["<html><body style='font-size:10pt'>"]
        for group in group_log(entries):
            out.append(f"<h3 style='margin:8px 0 2px 0'>Turn {group.turn}</h3>")
            for section in group.sections:
                out.append(f"<p style='margin:4px 0 0 0; color:#555'><b>{escape(section.title)}</b></p>")
                for i, e in section.entries:
                    out.append(self._line(i, e))
        out.append("</body></html>")
        return "".join(out)

    def _line(self, i: int, e: dict) -> str:
        side = e.get("side")
        text = escape(e.get("text", ""))
        # the engine's texts mostly start with the side already; tag only the others
        tag = (f"<b style='color:{side_colour(side)}'>{side.upper()}</b> "
               if side and not text.startswith(side.upper()) else "")
        spaces, units = mentions(e)
        if spaces or units:
            text = f"<a href='{self.entry_anchor(i)}'>{text}</a>"
        d = dice_text(e)
        dice = f" <span style='background:#f1e6c8'>&nbsp;{escape(d)}&nbsp;</span>" if d else ""
        return f"<div style='margin-left:10px'>{tag}{text}{dice}</div>"

    def _follow(self, url) -> None:
        ref = url.toString()
        if not ref.startswith(_ANCHOR):
            return
        try:
            entry = self._entries[int(ref[len(_ANCHOR):])]
        except (ValueError, IndexError):
            return
        spaces, units = mentions(entry)
        self.highlight_requested.emit(spaces, units)

"""The Help menu's windows: the quick reference (one tab per page) and the About box."""
from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTabWidget, QTextBrowser, QVBoxLayout

from ... import __version__
from ...data.combat_tables import load_combat_tables
from .quick_ref import combat_tables_html, sequence_html, terrain_html
from ..translate import QT_TRANSLATE_NOOP, translate

PAGES = (QT_TRANSLATE_NOOP("HelpWindow", "Sequence of play"), QT_TRANSLATE_NOOP("HelpWindow", "Fire tables"),
         QT_TRANSLATE_NOOP("HelpWindow", "Terrain effects"))


def about_text() -> str:
    """The About box's text in the installed language."""
    return f"<h2>pog-desktop {__version__}</h2>" + translate(
        "HelpWindow", "<p>A table for GMT's <i>Paths of Glory</i>: the board, the cards and a rules engine that "
                      "offers only legal moves. Hotseat, play by e-mail or solitaire.</p>"
                      "<p><i>Paths of Glory</i> is a game by Ted Raicer published by GMT Games. This program is an "
                      "unofficial aid for owners of the game; the card texts and reference pages are our own short "
                      "summaries, not the printed rules.</p>")


class QuickReference(QDialog):
    def __init__(self, game: str = "pog", parent=None):
        super().__init__(parent)
        self.setWindowTitle(translate("HelpWindow", "Quick reference"))
        self.setObjectName("quick_reference")
        tables = load_combat_tables(game)
        self.tabs = QTabWidget()
        self.pages: dict[str, QTextBrowser] = {}
        for title, html in zip(PAGES, (sequence_html(), combat_tables_html(tables), terrain_html(tables))):
            page = QTextBrowser()
            page.setHtml(html)
            self.tabs.addTab(page, translate("HelpWindow", title))
            self.pages[title] = page
        buttons = QDialogButtonBox(QDialogButtonBox.Close)
        buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.addWidget(self.tabs)
        box.addWidget(buttons)
        self.resize(760, 560)

    def show_page(self, title: str) -> None:
        self.tabs.setCurrentIndex(PAGES.index(title))

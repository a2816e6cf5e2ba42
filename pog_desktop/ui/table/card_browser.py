"""Browse the open card piles of both sides: discards, cards removed from the game (9.5.1.2)
and combat cards kept face up after a won combat (9.5.4.2). All of these are public; hands
and draw piles never appear here.

``set_piles(piles)``: ``piles[side][pile]`` is a list of data ``Card`` objects, pile one of
``PILES``; a missing side or pile is shown empty."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QScrollArea, QTabWidget, QVBoxLayout, QWidget

from .card_face import CardFace
from ..translate import QT_TRANSLATE_NOOP, translate

PILES = ("discard", "removed", "combat")
PILE_NAMES = {"discard": QT_TRANSLATE_NOOP("CardBrowser", "discards"),
              "removed": QT_TRANSLATE_NOOP("CardBrowser", "removed"),
              "combat": QT_TRANSLATE_NOOP("CardBrowser", "combat cards face up")}
COLUMNS = 4


class CardBrowser(QWidget):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setWindowTitle(translate("CardBrowser", "Cards: discards, removed, face-up combat cards"))
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        self.tabs = QTabWidget()
        box.addWidget(self.tabs)
        self._shown = None
        self._piles: dict = {}
        self._stale = False
        self.set_piles({})

    def set_piles(self, piles: dict) -> None:
        """Rebuilt only when a pile changed, and only once the browser is in view: late in a
        game the discards hold dozens of cards, and most actions change them."""
        key = tuple(tuple(c.id for c in (piles.get(side) or {}).get(pile) or ()) for side in ("ap", "cp")
                    for pile in PILES)
        if key == self._shown:
            return
        self._shown = key
        self._piles = piles
        self._stale = True
        if self.isVisible():
            self._build()

    def showEvent(self, event):  # noqa: N802
        if self._stale:
            self._build()
        super().showEvent(event)

    def _build(self) -> None:
        self._stale = False
        piles = self._piles
        current = self.tabs.currentIndex()
        old = [self.tabs.widget(i) for i in range(self.tabs.count())]
        self.tabs.clear()          # takes the pages out of the tabs, does not delete them
        for page in old:
            page.deleteLater()
        for side in ("ap", "cp"):
            for pile in PILES:
                cards = list((piles.get(side) or {}).get(pile) or ())
                self.tabs.addTab(self._page(cards), f"{side.upper()} {translate('CardBrowser', PILE_NAMES[pile])} "
                                                    f"({len(cards)})")
        self.tabs.setCurrentIndex(max(0, current))

    def tab_titles(self) -> list[str]:
        if self._stale:
            self._build()
        return [self.tabs.tabText(i) for i in range(self.tabs.count())]

    def cards_on_tab(self, index: int) -> list[str]:
        if self._stale:
            self._build()
        page = self.tabs.widget(index)
        return [f.card.id for f in page.findChildren(CardFace)]

    def _page(self, cards) -> QWidget:
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        host = QWidget()
        grid = QGridLayout(host)
        grid.setAlignment(Qt.AlignTop | Qt.AlignLeft)
        if not cards:
            grid.addWidget(QLabel(translate("CardBrowser", "No cards.")), 0, 0)
        for i, card in enumerate(sorted(cards, key=lambda c: c.num)):
            grid.addWidget(CardFace(card), i // COLUMNS, i % COLUMNS)
        scroll.setWidget(host)
        return scroll

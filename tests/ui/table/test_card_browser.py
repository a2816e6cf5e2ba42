"""The card browser: discards, removed cards and face-up combat cards of both sides."""
from __future__ import annotations

from pog_desktop.data import load_game
from pog_desktop.ui.table.card_browser import CardBrowser


def test_9_5_4_2_browser_lists_each_pile_of_each_side(qtbot):
    """Covers: CRD-06, CRD-21. A removed * card, a discard and a face-up combat card."""
    cards = load_game("pog").cards
    b = CardBrowser()
    qtbot.addWidget(b)
    b.set_piles({"ap": {"discard": [cards["ap02"], cards["ap01"]], "removed": [cards["ap03"]]},
                 "cp": {"combat": [cards["cp03"]]}})
    assert b.tab_titles() == ["AP discards (2)", "AP removed (1)", "AP combat cards face up (0)",
                              "CP discards (0)", "CP removed (0)", "CP combat cards face up (1)"]
    assert b.cards_on_tab(0) == ["ap01", "ap02"]        # by card number
    assert b.cards_on_tab(5) == ["cp03"]
    assert b.cards_on_tab(3) == []


def test_unchanged_piles_keep_their_pages_and_a_change_redraws(qtbot):
    cards = load_game("pog").cards
    b = CardBrowser()
    qtbot.addWidget(b)
    b.set_piles({"ap": {"discard": [cards["ap02"]]}})
    page = b.tabs.widget(0)
    b.set_piles({"ap": {"discard": [cards["ap02"]]}})
    assert b.tabs.widget(0) is page
    b.set_piles({"ap": {"discard": [cards["ap02"], cards["ap05"]]}})
    assert b.cards_on_tab(0) == ["ap02", "ap05"]

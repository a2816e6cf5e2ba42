"""Issue 16 (languages): the cards, spaces and card texts the UI shows are in the interface's
language (ui/game_words.py over data/translations.py); English shows the card data itself."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale

from pog_desktop.data import load_game
from pog_desktop.ui import game_words, i18n
from pog_desktop.ui.board.position import BoardPosition, Placement
from pog_desktop.ui.board.tooltips import space_text
from pog_desktop.ui.handplay.cards_panel import card_line, card_tip
from pog_desktop.ui.navigate import lookup, space_names
from pog_desktop.ui.play.controller import readable_names
from pog_desktop.ui.table.card_face import CardFace
from pog_desktop.ui.table.card_text import card_tooltip
from pog_desktop.ui.table.hand import HandView

POG = load_game("pog")


@pytest.fixture
def language():
    def choose(code):
        game_words.set_current_language(code)
    yield choose
    game_words.set_current_language("en")


def test_a_card_face_in_italian(qtbot, language):
    language("it")
    face = CardFace(POG.cards["ap02"])
    qtbot.addWidget(face)
    assert face.name_label.text() == "2. Blocco *"
    assert face.summary_label.text().startswith("Il blocco navale si fa sentire")
    assert "Blocco" in face.toolTip() and "Blockade" not in face.toolTip()


def test_a_card_face_in_spanish_shows_the_fuller_text_on_hover(qtbot, language):
    language("es")
    face = CardFace(POG.cards["cp49"])
    qtbot.addWidget(face)
    assert face.name_label.text() == "49. Michael *"
    assert face.summary_label.text().startswith("Requiere H-L Toman el Mando.")
    assert "Todos a la Batalla" in face.toolTip()          # the fuller text, in Spanish


def test_english_faces_are_the_card_data(qtbot, language):
    language("en")
    card = POG.cards["ap06"]
    face = CardFace(card)
    qtbot.addWidget(face)
    assert face.name_label.text() == "6. Withdrawal *" and face.summary_label.text() == card.summary
    assert card.text in face.toolTip()


def test_the_hand_names_its_cards_in_the_language(qtbot, language):
    language("it")
    hand = HandView()
    qtbot.addWidget(hand)
    hand.show_hand([POG.cards["cp01"]], [_Action("play_event", "cp01")])
    assert hand.cards["cp01"].face.name_label.text() == "1. I Cannoni di Agosto *"


class _Action:
    def __init__(self, type_, card):
        self.type, self.card = type_, card


def test_card_dialog_and_hand_play_lines(language):
    language("es")
    card = POG.cards["ap30"]
    assert "Salónica" in card_line(card) and "Salónica" in card_tip(card)
    assert "Cuerpos británicos y/o franceses" in card_tooltip(card, POG.cards)
    needs = card_tooltip(POG.cards["ap48"], POG.cards)
    assert "Acorazados Terrestres" in needs and "Landships" not in needs   # the card it needs, named in Spanish


def test_space_tooltips_and_readable_names(language):
    language("it")
    assert space_text(POG, BoardPosition(), "warsaw").startswith("<b>Varsavia</b>")
    names = readable_names(POG)
    assert names["constantinople"] == "Costantinopoli" and names["ap02"] == "“Blocco”"
    assert names["ge_1"] == "1ª Armata tedesca" and names["ge_c1"].startswith("Corpo tedesco (")
    language("en")
    assert readable_names(POG)["constantinople"] == "Constantinople"


def test_find_space_takes_both_the_translated_and_the_printed_name(language):
    language("es")
    names = space_names(POG.map.spaces, "pog")
    assert lookup(names, "Varsovia") == "warsaw" and lookup(names, "warsaw") == "warsaw"
    assert lookup(names, "belgrad") == "belgrade"       # Belgrade and Belgrado: one space, not two matches
    assert lookup(names, "Constantinopla") == "constantinople"


def test_a_card_unknown_to_the_translations_keeps_its_own_words(language):
    language("it")
    from dataclasses import replace
    edited = replace(POG.cards["ap02"], id="ap99", name="Homemade", summary="Our own card.")
    assert game_words.card_name(edited) == "Homemade" and game_words.card_summary(edited) == "Our own card."


def test_game_terms_in_the_language(language):
    language("it")
    assert game_words.term("reserve_box") == "Casella della Riserva"
    assert game_words.term("beachhead", "pug", "es") == "Cabeza de Playa"
    assert game_words.nation_name("pog", "ah") == "Austria-Ungheria"
    assert game_words.unit_name("pog", POG.units["br_bef"]) == "Forza di Spedizione Inglese"


def test_installing_a_language_sets_the_game_words_language(qapp):
    assert i18n.current_language() == "en"
    translators = i18n.install(qapp, "it")
    try:
        assert i18n.current_language() == "it" and game_words.current_language() == "it"
        assert game_words.card_name(POG.cards["cp52"]) == "Caduta dello Zar"
    finally:
        for t in translators:
            qapp.removeTranslator(t)
        QLocale.setDefault(QLocale("en"))
    i18n.install(qapp, "en")
    assert i18n.current_language() == "en"


def test_space_tooltips_are_headed_by_the_name_in_the_language(language):
    language("es")
    pos = BoardPosition().with_units({"ge_1": Placement("liege")})
    assert space_text(POG, pos, "liege").startswith("<b>Lieja</b>")
    language("en")
    assert space_text(POG, pos, "liege").startswith("<b>Liege</b>")


def test_a_2022_game_shows_the_2022_cards_and_their_own_summaries():
    """Issue 16 item 5: a 2022 game's table shows the cards as the 2022 edition prints them:
    Salonika's War Status and our 2022 summary of Lloyd George (7.1.4: Australian, Canadian,
    Portuguese and Arab units are not affected), in English and in Italian; 2004 keeps its own."""
    from types import SimpleNamespace

    from pog_desktop.data import load_game
    from pog_desktop.ui.game_words import card_event_text, card_summary
    from pog_desktop.ui.table.game_view import cards_in_force

    data = load_game("pog")
    game = SimpleNamespace(ctx=SimpleNamespace(cards={c: card.edition("2022") for c, card in data.cards.items()}))
    cards = cards_in_force(game, data.cards)
    assert cards["ap30"].ws == 1 and data.cards["ap30"].ws == 0
    lloyd, old = cards["cp55"], data.cards["cp55"]
    assert "Australian" in card_summary(lloyd, "en") and "Australian" not in card_summary(old, "en")
    assert "australiani" in card_summary(lloyd, "it") and "australiani" not in card_summary(old, "it")
    assert "(7.1.4)" in card_event_text(lloyd, "es") and "(7.1.4)" not in card_event_text(old, "es")
    assert card_summary(cards["ap01"], "it") == card_summary(data.cards["ap01"], "it")   # unchanged cards alike
    assert cards_in_force(SimpleNamespace(), data.cards) is data.cards

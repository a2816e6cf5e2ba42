"""Help ▸ quick reference pages drawn from the game's data (T.2 fire tables, T.4 terrain
chart), card text tooltips, dice faces, and finding a space by name."""
from PySide6.QtCore import Qt

from pog_desktop.data import load_game
from pog_desktop.data.combat_tables import load_combat_tables
from pog_desktop.ui.board.scene import BoardScene
from pog_desktop.ui.board.view import BoardView
from pog_desktop.ui.board.position import BoardPosition
from pog_desktop.ui.navigate import FIND_ZOOM, FOUND, FindSpaceDialog, MarkedCycle, lookup, space_names
from pog_desktop.ui.reference.help_window import PAGES, QuickReference
from pog_desktop.ui.reference.quick_ref import terrain_rows
from pog_desktop.ui.table.card_text import card_ref, card_tooltip
from pog_desktop.ui.table.dice import PIPS, CombatDice, DieFace
from pog_desktop.ui.table.combat_view import CombatSideView, CombatView, FireLine, FlankView

DATA = load_game("pog")


def test_terrain_chart_rows_come_from_the_combat_data():
    rows = {r[0]: r for r in terrain_rows(load_combat_tables("pog"))}
    assert rows["Mountain"] == ["Mountain", "1", "1 column left", "—", "yes", "yes", "no", "yes"]
    assert rows["Trench, level 2"] == ["Trench, level 2", "1", "2 columns left", "1 column right", "yes", "no",
                                       "no", "yes"]
    assert rows["Desert"][-1] == "no combat in Summer"


def test_quick_reference_pages_show_the_printed_numbers(qtbot):
    ref = QuickReference()
    qtbot.addWidget(ref)
    assert [ref.tabs.tabText(i) for i in range(ref.tabs.count())] == list(PAGES)
    fire = ref.pages["Fire tables"].toPlainText()
    army = load_combat_tables("pog").army
    assert "16+" in fire and "6-8" in fire                   # the army table's column labels
    assert " ".join(["6"] + [str(v) for v in army.rows[5]]) in " ".join(fire.split())   # the die-6 row
    assert "B. Action phase (8.0)" in ref.pages["Sequence of play"].toPlainText()
    ref.show_page("Terrain effects")
    assert ref.tabs.currentIndex() == 2


def test_card_tooltip_holds_the_whole_card():
    card = DATA.cards["ap26"]     # Lusitania: needs Blockade, blocked by the Zimmermann Telegram
    tip = card_tooltip(card, DATA.cards)
    assert "26. Lusitania *" in tip and "OPS 3 · SR 4" in tip
    assert "Needs first: Blockade" in tip
    assert card.summary in tip
    fuller = DATA.cards["cp55"]   # Lloyd George: the one-line summary leaves out what cancels it
    assert fuller.text and fuller.text in card_tooltip(fuller) and "Michael" in card_tooltip(fuller)
    assert card_ref("ap02") == "AP #2" and card_ref("cp10") == "CP #10"


def test_die_faces_have_the_pips_of_their_value(qtbot):
    d = DieFace()
    qtbot.addWidget(d)
    for v in range(1, 7):
        d.set_value(v)
        assert len(d.pips()) == v
    assert PIPS[6] == ((0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2))


def test_combat_dice_show_rolls_with_modifiers_and_results(qtbot):
    att = CombatSideView("cp", fire=FireLine("army", 8, "6-8", 0, 1, 5, 4))
    dfd = CombatSideView("ap", fire=FireLine("corps", 2, "2", 0, 0, 3, 1))
    view = CombatView("Sedan", "sedan", "clear", att, dfd, flank=FlankView("Metz", 1, 4, True))
    dice = CombatDice()
    qtbot.addWidget(dice)
    dice.show_view(view)
    assert [dice.dice[k].value for k in ("flank", "attacker", "defender")] == [4, 5, 3]
    assert dice.texts["attacker"].text() == "Central Powers: 5 +1 = 6 → LN 4"
    assert dice.texts["defender"].text() == "Allied Powers: 3 → LN 1"
    assert dice.texts["flank"].text() == "Flank: 4 +1 = 5 → succeeds"
    dice.show_view(CombatView("Sedan", "sedan", "clear", CombatSideView("cp"), CombatSideView("ap")))
    assert dice.isHidden()


def test_lookup_takes_exact_then_unique_prefix_then_unique_part():
    names = space_names(DATA.map.spaces)
    assert lookup(names, "verdun") == "verdun"
    assert lookup(names, "  VERD") == "verdun"
    assert lookup(names, "Bar") is None                   # Bar le Duc, Baranovichi, Barlad
    assert lookup(names, "bar le") == "bar_le_duc"
    assert lookup(names, "ostoc") == "rostock"            # inside a name, when only one has it
    assert lookup(names, "zzz") is None and lookup(names, "") is None


def test_find_dialog_centres_and_frames_the_space(qtbot):
    scene = BoardScene(DATA, BoardPosition())
    view = BoardView(scene)
    qtbot.addWidget(view)
    view.resize(1000, 700)
    view.show()
    view.fit()
    dialog = FindSpaceDialog(view)
    qtbot.addWidget(dialog)
    dialog.field.setText("Nowhere")
    dialog.find()
    assert dialog.found is None and "No single space" in dialog.message.text()
    dialog.field.setText("Verdun")
    qtbot.keyClick(dialog.field, Qt.Key_Return)
    assert dialog.found == "verdun"
    assert abs(view.scale_factor() - view.fit_scale() * FIND_ZOOM) < 1e-6
    centre = view.mapToScene(view.viewport().rect().center())
    x, y = DATA.map.spaces["verdun"].center
    assert abs(centre.x() - x) < 2 and abs(centre.y() - y) < 2
    assert scene.marks()["verdun"] == (FOUND, "here")


def test_next_cycles_through_the_marked_spaces_in_map_order(qtbot):
    scene = BoardScene(DATA, BoardPosition())
    view = BoardView(scene)
    qtbot.addWidget(view)
    cycle = MarkedCycle(view)
    assert cycle.next() is None
    scene.set_marks({"paris": ("#000000", ""), "verdun": ("#000000", "")})
    order = [s for s in DATA.map.spaces if s in ("paris", "verdun")]
    assert [cycle.next(), cycle.next(), cycle.next()] == [order[0], order[1], order[0]]

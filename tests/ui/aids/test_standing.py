"""The Standing dock: the VP breakdown (VP spaces in enemy hands, logged VP changes by space
and by event, T.7) and the eliminated roster with the rebuild cost of T.5 (17.1)."""
from fractions import Fraction

from pog_desktop.data import load_game
from pog_desktop.rules.board.control import set_control
from pog_desktop.rules.events.common import score
from pog_desktop.ui.table.standing import roster, rp_text, vp_breakdown
from pog_desktop.ui.table.standing_panel import StandingPanel
from tests.rules.helpers import position

DATA = load_game("pog")


def test_vp_breakdown_names_enemy_held_vp_spaces_and_each_logged_change():
    g = position({"ge_1": "sedan", "fr_5": "nancy"})
    start = g.state.vp
    set_control(g.ctx, g.state, "verdun", "cp")      # CP takes an Allied VP space: +1
    set_control(g.ctx, g.state, "metz", "ap")        # AP takes a Central VP space: -1
    score(g.ctx, g.state, "ap13")                     # Rape of Belgium: -1
    b = vp_breakdown(DATA, g)
    assert b.vp == start - 1
    assert b.held_by_cp == ("verdun",) and b.held_by_ap == ("metz",)
    assert [(ln.change, ln.spaces) for ln in b.spaces] == [(1, ("verdun",)), (-1, ("metz",))]
    assert [(ln.change, ln.text) for ln in b.events] == [(-1, f"Rape of Belgium: VP -1, now {start - 1}")]


def test_roster_lists_eliminated_units_with_their_rebuild_cost_and_permanent_losses_without():
    g = position({"ge_1": "cp_eliminated", "ge_c1": "cp_eliminated", "be_corps": "ap_eliminated",
                  "br_1": "removed", "fr_5": "paris"})
    lines = {r.unit: r for r in roster(DATA, g)}
    assert set(lines) == {"ge_1", "ge_c1", "be_corps", "br_1"}
    assert (lines["ge_1"].reduced_cost, lines["ge_1"].full_cost, lines["ge_1"].pool) == (1, 2, "ge")
    assert (lines["ge_c1"].reduced_cost, lines["ge_c1"].full_cost) == (Fraction(1, 2), 1)
    assert lines["be_corps"].pool == "allied"          # minor Allies pay from the A pool (17.1.1.1)
    assert lines["br_1"].permanent and lines["br_1"].reduced_cost is None
    assert lines["br_1"].why_not == "permanently eliminated"
    assert [r.side for r in roster(DATA, g)] == ["ap", "ap", "cp", "cp"]
    assert rp_text(Fraction(1, 2)) == "1/2" and rp_text(Fraction(2)) == "2" and rp_text(None) == "—"


def test_panel_shows_both_pages_and_redraws_only_on_change(qtbot):
    g = position({"ge_c1": "cp_eliminated", "fr_5": "paris"})
    set_control(g.ctx, g.state, "verdun", "cp")
    panel = StandingPanel(DATA)
    qtbot.addWidget(panel)
    panel.show_game(g)
    assert panel.breakdown is None           # hidden (a tab behind the Stack dock): drawn when shown
    panel.show()
    vp_text = panel.vp_page.toPlainText()
    assert "Allied VP spaces held by the Central Powers (1): Verdun" in vp_text
    assert "Central VP spaces held by the Allies (0): none" in vp_text
    roster_text = panel.roster_page.toPlainText()
    assert "Central Powers: 1 eliminated" in roster_text and "German corps\nGE\n1/2 / 1" in roster_text
    assert "Allied Powers: 0 eliminated" in roster_text
    first = panel.breakdown
    panel.show_game(g)
    assert panel.breakdown is first          # nothing changed: not rebuilt


def test_roster_page_counts_alike_units_once():
    from pog_desktop.ui.table.standing_panel import roster_html
    g = position({"ge_c1": "cp_eliminated", "ge_c2": "cp_eliminated", "ge_1": "removed", "fr_5": "paris"})
    html = roster_html(roster(DATA, g))
    assert "German corps ×2" in html and "Central Powers: 3 eliminated" in html
    assert "<i>permanently eliminated</i>" in html


def test_vp_breakdown_reads_the_change_the_entry_carries_not_its_text():
    """T.7: the change is the message's ``change`` parameter; text that merely reads like a
    change (an old save's plain entry) gives none."""
    g = position({"ge_1": "sedan", "fr_5": "nancy"})
    g.state.log.append({"turn": 2, "round": 1, "side": None, "kind": "vp", "text": "old entry: VP +3, now 13"})
    set_control(g.ctx, g.state, "verdun", "cp")
    b = vp_breakdown(DATA, g)
    assert [ln.change for ln in b.events] == [None] and [ln.change for ln in b.spaces] == [1]


def test_vp_breakdown_counts_the_vp_spaces_of_the_games_edition():
    """2022 map: Aachen is a VP space, Venice is not (the scenario's ``vp_spaces``)."""
    g = position({"ge_1": "sedan", "fr_5": "nancy"}, vp_spaces=DATA.map.vp_spaces("2022"))
    g.state.control.update({"aachen": "ap", "venice": "cp"})
    b = vp_breakdown(DATA, g)
    assert "aachen" in b.held_by_ap and "venice" not in b.held_by_cp

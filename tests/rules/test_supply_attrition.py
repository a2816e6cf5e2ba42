"""The Attrition Phase (14.3.5-14.3.6, 11.2.7) on the small constructed map."""
import pytest

from pog_desktop.data import load_game
from pog_desktop.rules.board.attrition import attrition
from pog_desktop.rules.board.supply import SupplyNetwork, SupplyState, nation_sides
from pog_desktop.rules.turn.attrition_phase import attrition_phase

from .helpers import move_phase, mv, position
from .supply_world import control, world


@pytest.fixture(scope="module")
def game():
    return load_game("pog")


@pytest.fixture
def net(game):
    return SupplyNetwork(world(), nation_sides(game.units.values()))


def on_map(game, **where):
    return {uid: (game.units[uid], space) for uid, space in where.items()}


def test_14_3_5_a_unit_cut_off_by_one_captured_space_dies_in_attrition(net, game):
    """Covers: ATR-01, SUP-01. B is taken: the GE corps in C is eliminated (replaceable) and
    the GE army there is removed for good; the corps in A lives."""
    s = SupplyState(control(net.board, b="ap"))
    result = attrition(net, s, on_map(game, ge_c1="c", ge_1="c", ge_c2="a"))
    assert result.eliminated == ("ge_c1",)
    assert result.permanently_eliminated == ("ge_1",)


def test_14_3_6_an_unsupplied_friendly_space_flips_unless_it_has_a_fort(net, game):
    """Covers: ATR-02. With A taken, B (fort) stays CP, C flips to the AP."""
    s = SupplyState(control(net.board, a="ap"))
    result = attrition(net, s, {}, intact_forts={"b"})
    assert result.flipped["c"] == "ap"
    assert "b" not in result.flipped
    assert attrition(net, s, {}, intact_forts=()).flipped["b"] == "ap"


def test_14_3_6_serbian_spaces_never_flip_by_attrition(net):
    """Covers: ATR-03"""
    s = SupplyState(control(net.board, belgrade="cp"))
    assert "nis" not in attrition(net, s, {}).flipped


def test_14_3_6_mef_beach_spaces_do_not_flip(net):
    """Covers: ATR-03"""
    assert "mef1" not in attrition(net, SupplyState(control(net.board)), {}).flipped


def test_14_1_8_medina_held_by_a_turk_does_not_flip_and_the_turk_survives(net, game):
    """Covers: ATR-03, SUP-13"""
    s = SupplyState(control(net.board, f="ap"))
    held = attrition(net, s, on_map(game, tu_c1="medina"))
    assert held.eliminated == () and "medina" not in held.flipped
    assert attrition(net, s, {}).flipped["medina"] == "ap"


def test_14_1_5_a_space_held_by_an_always_supplied_unit_does_not_flip(net, game):
    """Covers: ATR-03, ATR-04, SUP-10. While the Senussi stand in C it stays CP; once they
    have moved on, C (with no line to a CP source) suffers attrition like any space (11.1.16)."""
    s = SupplyState(control(net.board, a="ap"))
    assert "c" not in attrition(net, s, on_map(game, tu_sn_corps="c")).flipped
    assert attrition(net, s, on_map(game, tu_sn_corps="g1")).flipped["c"] == "ap"


def test_14_2_5_spaces_may_use_any_source_of_their_side(net, game):
    """Covers: ATR-06, ATR-07. S1 traces only to Salonika (a Serbian source) and R1 only over
    the RU-only line to Moscow: French units there would be out of supply, the spaces are not."""
    s = SupplyState(control(net.board))
    result = attrition(net, s, on_map(game, fr_c1="s1"))
    assert result.eliminated == ("fr_c1",)
    assert "s1" not in result.flipped and "r1" not in result.flipped


def test_11_1_12_albania_traces_to_taranto_even_while_italy_is_neutral(net):
    """Covers: ATR-03"""
    s = SupplyState(control(net.board, taranto=None))
    assert "valona" not in attrition(net, s, {}).flipped


def test_11_2_7_attrition_removes_level_1_and_reduces_level_2_trenches(net):
    """Covers: ATR-05, TRN-07"""
    s = SupplyState(control(net.board, a="ap"))
    result = attrition(net, s, {}, trenches={"c": (2, "cp"), "b": (1, "cp")})
    assert result.trenches == {"c": (1, "cp"), "b": (0, None)}
    dlx = attrition(net, s, {}, trenches={"c": (2, "cp")}, enemy_owns_l1=True)
    assert dlx.trenches == {"c": (1, "ap")}


def test_11_2_7_trench_in_an_intact_fort_space_is_untouched(net):
    """Covers: TRN-07"""
    s = SupplyState(control(net.board, a="ap"))
    assert "b" not in attrition(net, s, {}, intact_forts={"b"}, trenches={"b": (2, "cp")}).trenches


def test_14_3_5_both_sides_are_checked_from_the_same_position(net, game):
    """Covers: ATR-01. A cut-off GE corps and a cut-off FR corps die together."""
    s = SupplyState(control(net.board, b="ap", calais="cp"))
    result = attrition(net, s, on_map(game, ge_c1="c", fr_c1="e"))
    assert result.eliminated == ("fr_c1", "ge_c1")


def test_14_3_5_dotted_corps_is_removed_for_good(net, game):
    """Covers: ATR-01, LOS-09"""
    s = SupplyState(control(net.board, calais="cp"))
    assert attrition(net, s, on_map(game, br_bef_corps="e")).permanently_eliminated == ("br_bef_corps",)


# -- Last checklist gap: the Senussi convert spaces but do not supply them (11.1.16).
AT_WAR = frozenset({"it", "bu", "ro", "gr", "us"})


def test_11_1_16_sn_converts_cairo_and_the_spaces_it_left_suffer_attrition():
    """Covers: MOV-16. The SN corps in a CP-held Alexandria, Sinai in Allied hands: it moves into
    Cairo, which becomes CP. In the Attrition Phase Alexandria (converted by it earlier) and
    Libya, with no line to a CP source, pass to the Allies; Cairo, where it stands, stays CP and
    the always-supplied SN survives."""
    g = position({"tu_sn_corps": "alexandria"}, neutral=AT_WAR, control={"alexandria": "cp", "sinai": "ap"}, turn=6)
    move_phase(g, "cp", "alexandria")
    mv(g, ["tu_sn_corps"], "cairo")
    st = g.state
    assert st.control["cairo"] == "cp"
    attrition_phase(g.ctx, st)
    assert [st.control[s] for s in ("cairo", "alexandria", "libya")] == ["cp", "ap", "ap"]
    assert st.where["tu_sn_corps"] == "cairo"

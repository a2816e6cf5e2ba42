"""Last checklist gap: the Senussi convert spaces but do not supply them (11.1.16)."""
from pog_desktop.rules.turn.attrition_phase import attrition_phase

from .helpers import move_phase, mv, position

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

"""Review of the mandated offensives (7.1): the attacks that satisfy a GE, TU or AH MO, attacks
on empty forts, and MO results for neutral nations."""
from pog_desktop.rules.turn import mandated

from .helpers import position


def _made(mo: str, units: dict, attackers, defenders, space: str, side="cp", **kw) -> bool:
    g = position(units, active=side, **kw)
    g.state.mo[side] = mo
    return mandated.attack_satisfies(g.ctx, g.state, side, attackers, defenders, space)


def test_7_1_5_a_ge_mo_needs_germans_attacking_us_br_fr_or_be_units_in_france_belgium_or_germany():
    """Covers: WS-04"""
    west = {"ge_1": "metz", "fr_1": "nancy", "be_1": "antwerp", "br_1": "amiens", "ru_1": "lodz",
            "ge_2": "thorn", "ah_1": "strasbourg"}
    assert _made("ge", west, ["ge_1"], ["fr_1"], "nancy") is True
    assert _made("ge", west, ["ge_1"], ["be_1"], "antwerp") is True
    assert _made("ge", west, ["ge_2"], ["ru_1"], "lodz") is False        # Russians do not count
    assert _made("ge", west, ["ah_1"], ["fr_1"], "nancy") is False       # Austrians do not count


def test_7_1_10_a_ge_mo_becomes_none_once_h_l_take_command_is_in_effect():
    """Covers: WS-04, WS-08"""
    g = position()
    g.state.flags.add("event:cp54")
    assert mandated.resolve(g.ctx, g.state, "cp", 4) is None


def test_7_1_5_a_tu_mo_needs_a_turkish_attack_on_any_allied_unit_and_the_senussi_does_not_count():
    """Covers: WS-04"""
    units = {"tu_c1": "erzerum", "ru_c1": "kars", "tu_sn_corps": "libya", "br_c1": "alexandria"}
    kw = {"neutral": frozenset({"it", "bu", "ro", "gr", "us"})}
    assert _made("tu", units, ["tu_c1"], ["ru_c1"], "kars", **kw) is True
    assert _made("tu", units, ["tu_sn_corps"], ["br_c1"], "alexandria", **kw) is False


def test_7_1_7_an_ah_mo_is_made_by_any_austrian_attack_on_any_enemy_unit():
    """Covers: WS-06"""
    units = {"ah_1": "cracow", "ru_1": "lodz", "ge_1": "posen", "sb_1": "belgrade", "ah_2": "sarajevo"}
    assert _made("ah", units, ["ah_1", "ge_1"], ["ru_1"], "lodz") is True
    assert _made("ah", units, ["ah_2"], ["sb_1"], "belgrade") is True
    assert _made("ah", units, ["ge_1"], ["ru_1"], "lodz") is False


def test_7_1_3_an_attack_on_an_unoccupied_fort_does_not_make_an_mo():
    """Covers: WS-09"""
    units = {"ah_1": "cracow", "ru_1": "lodz"}
    assert _made("ah", units, ["ah_1"], [], "ivangorod") is False
    assert _made("ah", units, ["ah_1"], ["ru_1"], "lodz") is True


def test_7_1_2_an_mo_naming_a_neutral_nation_is_none():
    """Covers: NEU-09, WS-01"""
    g = position()            # Italy and Turkey neutral
    ctx, st = g.ctx, g.state
    assert mandated.resolve(ctx, st, "cp", 3) is None           # TU
    assert mandated.resolve(ctx, st, "ap", 4) is None           # IT
    assert mandated.resolve(ctx, st, "cp", 2) == "ah"           # AH(It) with Italy neutral (7.1.6)
    st.control["london"] = "cp"
    assert mandated.resolve(ctx, st, "ap", 3) is None           # BR shifts to IT, still neutral
    st.neutral.discard("tu")
    assert mandated.resolve(ctx, st, "cp", 3) == "tu"


AT_WAR_WITH_ITALY = frozenset({"bu", "ro", "gr", "tu", "us", "pe"})


def test_7_1_6_an_ah_it_mo_counts_an_attack_on_allies_supplied_through_italy():
    """Covers: WS-05"""
    units = {"fr_c1": "trieste", "ah_1": "villach", "it_1": "venice", "ru_1": "lodz", "ah_2": "cracow"}
    kw = {"neutral": AT_WAR_WITH_ITALY, "control": {"trieste": "ap"}}
    assert _made("ah_it", units, ["ah_1"], ["fr_c1"], "trieste", **kw) is True
    assert _made("ah_it", units, ["ah_2"], ["ru_1"], "lodz", **kw) is False
    assert _made("ah_it", units, ["ah_1"], ["it_1"], "venice", **kw) is True


def test_7_1_6_allies_supplied_without_italy_do_not_count_for_ah_it():
    """Covers: WS-05"""
    units = {"sb_1": "belgrade", "ah_1": "sarajevo"}
    assert _made("ah_it", units, ["ah_1"], ["sb_1"], "belgrade", neutral=AT_WAR_WITH_ITALY) is False

"""Designating attacks (12.1, 15.1.11-15.1.12, 15.2.3, TEC desert)."""
import pytest

from pog_desktop.rules import Action
from pog_desktop.rules.combat.designate import AttackSituation, attack_problem

from ..helpers import ops, position


@pytest.fixture
def sit(board):
    def make(*spaces, **kw):
        return AttackSituation(board, frozenset(spaces), **kw)
    return make


def test_12_1_1_only_units_in_attack_activated_spaces_attack(sit, piece):
    """Covers: CMB-01"""
    assert "activated" in attack_problem([piece("ge_1", "posen")], "lodz", sit("thorn"))
    assert attack_problem([piece("ge_1", "posen")], "lodz", sit("posen")) is None


def test_12_1_3_attackers_must_be_adjacent_to_the_target(sit, piece):
    """Covers: CMB-02"""
    assert "not adjacent" in attack_problem([piece("ge_1", "essen")], "lodz", sit("essen"))


def test_12_1_4_units_of_one_space_may_attack_different_targets(sit, piece):
    """Covers: CMB-03"""
    s = sit("thorn")
    assert attack_problem([piece("ge_1", "thorn")], "lodz", s) is None
    assert attack_problem([piece("ge_2", "thorn")], "plock", s) is None


def test_12_1_8_dashed_lines_only_for_the_listed_nation(sit, piece):
    """Covers: CMB-09, CMB-13 (Italians cross Taranto-Valona without support)."""
    assert "IT-only" in attack_problem([piece("fr_c1", "taranto")], "valona", sit("taranto"))
    assert attack_problem([piece("it_c1", "taranto")], "valona", sit("taranto")) is None


def test_12_1_10_london_attacks_need_a_partner_in_france_or_belgium(sit, piece):
    """Covers: CMB-13"""
    s = sit("london", "amiens")
    assert "London" in attack_problem([piece("br_c1", "london")], "calais", s)
    assert attack_problem([piece("br_c1", "london"), piece("br_c2", "amiens")], "calais", s) is None


def test_12_1_11_multinational_attack_needs_a_space_with_every_nation(sit, piece):
    """Covers: CMB-10"""
    s = sit("amiens", "ostend", "cambrai")
    split = [piece("fr_c1", "amiens"), piece("br_c1", "ostend")]
    assert "every nation" in attack_problem(split, "calais", s)
    shared = [piece("fr_c1", "amiens"), piece("br_c2", "amiens"), piece("br_c1", "ostend")]
    assert attack_problem(shared, "calais", s) is None


def test_12_1_11_belgians_with_the_british_are_still_belgian(sit, piece):
    """Covers: CMB-11"""
    s = sit("ostend", "amiens")
    assert "every nation" in attack_problem([piece("be_1", "ostend"), piece("br_c1", "amiens")], "calais", s)


def test_12_1_11_never_more_than_three_nations(sit, piece):
    """Covers: CMB-10"""
    s = sit("amiens", "ostend", "cambrai")
    four = [piece("fr_c1", "amiens"), piece("br_c1", "amiens"), piece("be_1", "ostend"), piece("us_c1", "cambrai")]
    assert "at most 3" in attack_problem(four, "calais", s)


def test_11_3_1_only_near_east_armies_attack_into_the_near_east(sit, piece):
    """Covers: CMB-14 (the general Near East army limit; see rulings)."""
    s = sit("gallipoli")
    assert "Near East" in attack_problem([piece("br_1", "gallipoli")], "constantinople", s)
    assert attack_problem([piece("br_ne", "gallipoli")], "constantinople", s) is None
    assert attack_problem([piece("br_c1", "gallipoli")], "constantinople", s) is None


def test_tec_no_combat_into_or_out_of_desert_in_summer(sit, piece):
    """Covers: CMB-18"""
    assert "desert" in attack_problem([piece("br_c1", "cairo")], "sinai", sit("cairo", summer=True))
    assert attack_problem([piece("br_c1", "cairo")], "sinai", sit("cairo", summer=False)) is None


def test_15_1_11_germans_may_not_attack_russian_forts_before_oberost(sit, piece):
    """Covers: CMB-15"""
    forts = {"warsaw": "ru"}
    assert "OberOst" in attack_problem([piece("ge_1", "lodz")], "warsaw", sit("lodz", forts=forts))
    assert attack_problem([piece("ah_1", "lodz")], "warsaw", sit("lodz", forts=forts)) is None
    assert attack_problem([piece("ge_1", "lodz")], "warsaw", sit("lodz", forts=forts, oberost=True)) is None
    assert attack_problem([piece("ge_1", "lodz")], "warsaw", sit("lodz", forts=forts, cp_war_status=4)) is None


def test_15_1_12_no_russian_attack_on_a_german_fort_in_august_1914(sit, piece):
    """Covers: CMB-16"""
    forts = {"breslau": "ge"}
    assert "August 1914" in attack_problem([piece("ru_1", "lodz")], "breslau", sit("lodz", forts=forts, turn=1))
    assert attack_problem([piece("ru_1", "lodz")], "breslau", sit("lodz", forts=forts, turn=2)) is None


def test_15_1_3_a_besieged_fort_only_from_inside_its_space(sit, piece):
    """Covers: CMB-17, FRT-01, FRT-08"""
    s = sit("warsaw", "plock", forts={"warsaw": "ru"}, besieged=frozenset({"warsaw"}), oberost=True)
    assert attack_problem([piece("ge_1", "warsaw")], "warsaw", s) is None
    assert "inside" in attack_problem([piece("ge_2", "plock")], "warsaw", s)


def test_15_2_3_only_units_beyond_the_siege_minimum_attack_out(sit, piece):
    """Covers: CMB-17, FRT-08. Two corps besiege Warsaw (2): neither may attack Lodz; with an
    army besieging, a corps may."""
    corps = (piece("ge_c1", "warsaw"), piece("ge_c2", "warsaw"))
    s = sit("warsaw", stacks={"warsaw": corps}, besieging={"warsaw": 2})
    assert "siege" in attack_problem([corps[0]], "lodz", s)
    mixed = (piece("ge_1", "warsaw"), piece("ge_c1", "warsaw"))
    s = sit("warsaw", stacks={"warsaw": mixed}, besieging={"warsaw": 2})
    assert attack_problem([mixed[1]], "lodz", s) is None


def test_12_1_6_cf_0_corps_may_attack(sit, piece):
    """Covers: CMB-07"""
    assert attack_problem([piece("ah_c1", "posen", reduced=True)], "lodz", sit("posen")) is None


def test_12_1_11_dominion_corps_count_as_british_in_the_multinational_test(sit, piece):
    """Covers: CMB-12 (the rulebook's Cambrai example treats the CND corps as British)."""
    s = sit("amiens", "calais")
    attack = [piece("br_c1", "amiens"), piece("fr_c1", "amiens"), piece("cnd_corps", "calais")]
    assert attack_problem(attack, "cambrai", s) is None


def test_16_4_10_after_brest_litovsk_russians_never_attack_and_only_turks_in_the_near_east_attack_them(sit, piece):
    """Covers: CMB-19"""
    s = sit("lodz", "posen", "erzerum", brest_litovsk=True)
    assert "Brest-Litovsk" in attack_problem([piece("ru_1", "lodz")], "posen", s, [piece("ge_c1", "posen")])
    assert "only Turks" in attack_problem([piece("ge_1", "posen")], "lodz", s, [piece("ru_c1", "lodz")])
    assert attack_problem([piece("tu_c1", "erzerum")], "kars", s, [piece("ru_c1", "kars")]) is None
    assert attack_problem([piece("ge_1", "posen")], "lodz", sit("posen"), [piece("ru_c1", "lodz")]) is None


# -- Review of attack designation (12.1, 11.1.17) through the engine.
def test_11_1_17_the_bef_may_not_attack_out_of_britain_france_belgium_and_germany(monkeypatch):
    """Covers: CMB-02, MOV-17. The BEF army and a BR corps in Posen (Germany) next to a GE corps
    in Lodz (Russia): the corps may attack, the BEF may not, and the corps alone is offered.
    (Supply is taken as given.)"""
    from pog_desktop.rules.combat.engine import attacks
    monkeypatch.setattr(attacks, "unit_supplied", lambda ctx, st, u: True)
    g = position({"br_bef": "posen", "br_c1": "posen", "ge_c1": "lodz"}, control={"posen": "ap", "lodz": "cp"},
                 turn=3, active="ap", options={"oos_space_activates": True})
    ops(g, "ap", 4)
    g.apply(Action("activate", space="posen", mode="attack"))
    g.apply(Action("done"))
    assert "11.1.17" in g.why_illegal(Action("attack", space="lodz", units=("br_bef", "br_c1")))
    assert [a for a in g.legal_actions() if a.space == "lodz"] == [Action("attack", space="lodz", units=("br_c1",))]


def test_12_1_11_1_2022_each_nation_of_the_common_space_must_attack_from_it(sit, piece):
    """Covers: CMB-10, CMB-12. A FR and a BR corps stand in Amiens, a BR corps in Ostend. The FR
    corps from Amiens and the BR corps from Ostend attack Calais; the BR corps in Amiens stays
    out. 2004: Amiens holds both nations, enough. 2022: the common space's BR unit must attack."""
    stacks = {"amiens": (piece("fr_c1", "amiens"), piece("br_c2", "amiens"))}
    split = [piece("fr_c1", "amiens"), piece("br_c1", "ostend")]
    assert attack_problem(split, "calais", sit("amiens", "ostend", stacks=stacks)) is None
    assert "every nation" in attack_problem(split, "calais", sit("amiens", "ostend", stacks=stacks,
                                                                 participants_only=True))
    joined = split + [piece("br_c2", "amiens")]
    assert attack_problem(joined, "calais", sit("amiens", "ostend", stacks=stacks, participants_only=True)) is None


@pytest.mark.parametrize("edition,refused", [("2004", False), ("2022", True)])
def test_12_1_11_1_the_edition_decides_whether_the_common_stack_or_its_attackers_count(edition, refused):
    """Covers: CMB-12. The same attack through the engine: the 2022 edition refuses it."""
    units = {"fr_c1": "amiens", "br_c2": "amiens", "br_c1": "ostend", "ge_c1": "calais"}
    g = ops(position(units, control={"calais": "cp"}, active="ap", options={"edition": edition}), "ap", 6)
    for space in ("amiens", "ostend"):
        g.apply(Action("activate", space=space, mode="attack"))
    g.apply(Action("done"))
    why = g.why_illegal(Action("attack", space="calais", units=("br_c1", "fr_c1")))
    assert (why is not None and "every nation" in why) == refused
    assert g.why_illegal(Action("attack", space="calais", units=("br_c1", "br_c2", "fr_c1"))) is None

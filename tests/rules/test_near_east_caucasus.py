"""The Caucasus link (11.3.2): one Russian corps per turn may cross between the Caucasus space
and Grozny or Poti, never an army, nobody after Fall of the Tsar. Retreats and advances are
moves, so they cross the link under the same limit and use up the turn's one crossing. Under the
2022 edition an attack across the link is a crossing too (2022 12.1.9); under 2004 it is not."""
import pytest

from pog_desktop.rules import Action
from pog_desktop.rules.combat.engine import attacks

from .helpers import ops, position

NEUTRAL = frozenset({"it", "bu", "ro", "gr", "us", "pe"})


@pytest.fixture(autouse=True)
def _supplied(monkeypatch):
    monkeypatch.setattr(attacks, "unit_supplied", lambda ctx, st, u: True)   # supply is not the point here


def _fight(side, units, target, attackers, dice, crossed=0, control=None, flags=(), edition="2004"):
    g = ops(position(units, neutral=NEUTRAL, control=control or {}, options={"edition": edition}), side, 6)
    g.state.counters["caucasus_moves"] = crossed
    g.state.flags |= set(flags)
    for s in sorted({units[u] for u in (attackers or units) if g.ctx.unit_side[u] == side}):
        g.apply(Action("activate", space=s, mode="attack"))
    g.state.dice_script = list(dice)
    g.apply(Action("done"))
    if attackers is None:
        return g                              # stop at the designation
    g.apply(Action("attack", space=target, units=tuple(attackers)))
    while g.state.step in ("combat_losses", "retreat"):
        if g.state.step == "retreat" and g.state.sub["combat"]["cancellable"]:
            g.apply(Action("retreat"))        # the defender does not pay a step to stay (12.5.3)
        else:
            g.apply(g.legal_actions()[0])     # losses, and the TU retreat out of Grozny: any will do
    return g


def _poti(defender, crossed=0, flags=(), attackers=("tu_c1", "tu_c2")):
    """Turkish units in Batum beat a Russian unit in Poti, whose only way out is the link."""
    units = {u: "batum" for u in attackers} | {defender: "poti"}
    return _fight("cp", units, "poti", list(attackers), [6, 1], crossed, {"batum": "cp"}, flags)


def test_11_3_2_a_russian_corps_retreats_across_the_link_and_uses_the_turns_crossing():
    g = _poti("ru_c1")
    assert g.state.where["ru_c1"] == "caucasus" and g.state.counters["caucasus_moves"] == 1


def test_11_3_2_no_retreat_across_the_link_once_a_corps_crossed_this_turn():
    g = _poti("ru_c1", crossed=1)
    assert g.state.where["ru_c1"] == "ap_eliminated"


def test_11_3_2_no_retreat_across_the_link_after_fall_of_the_tsar():
    g = _poti("ru_c1", flags={"event:cp52"})
    assert g.state.where["ru_c1"] == "ap_eliminated"


def test_11_3_2_an_army_never_retreats_across_the_link():
    g = _poti("ru_cau", attackers=("tu_yld", "tu_c1"))
    assert (g.state.where["ru_cau"], g.state.counters["caucasus_moves"]) == ("removed", 0)


def _grozny(crossed=0):
    """Two RU corps in the Caucasus space destroy the TU corps in Grozny; may they advance?"""
    return _fight("ap", {"ru_c1": "caucasus", "ru_c2": "caucasus", "tu_c1": "grozny"}, "grozny",
                  ["ru_c1", "ru_c2"], [6, 1], crossed, {"grozny": "cp"})


def _advances(g):
    return sorted(a.units for a in g.legal_actions() if a.type == "advance")


def test_11_3_2_one_russian_corps_may_advance_across_the_link_not_two():
    g = _grozny()
    assert g.state.step == "advance"
    assert _advances(g) == [("ru_c1",), ("ru_c2",)]
    assert "one RU corps per turn" in g.why_illegal(Action("advance", units=("ru_c1", "ru_c2"), choice="grozny"))
    g.apply(Action("advance", units=("ru_c1",), choice="grozny"))
    assert g.state.where["ru_c1"] == "grozny" and g.state.counters["caucasus_moves"] == 1


def test_11_3_2_no_advance_across_the_link_once_a_corps_crossed_this_turn():
    g = _grozny(crossed=1)
    assert _advances(g) == []


# 2022 12.1.9 (CMB-14, MOV-19): attacks across the link.

def _designating(units, edition, crossed=0, flags=()):
    """An AP operation with the Caucasus space activated for attack, at the designation step:
    a TU corps holds Grozny."""
    return _fight("ap", units | {"tu_c1": "grozny"}, "grozny", None, [6, 1], crossed, {"grozny": "cp"}, flags,
                  edition)


def _attacks(g):
    return sorted(a.units for a in g.legal_actions() if a.type == "attack")


def test_12_1_9_2022_no_russian_army_attacks_from_the_caucasus_into_the_near_east():
    g = _designating({"ru_cau": "caucasus", "ru_c1": "caucasus"}, "2022")
    assert "no army may attack between Caucasus" in g.why_illegal(
        Action("attack", space="grozny", units=("ru_c1", "ru_cau")))
    assert _attacks(g) == [("ru_c1",)]


def test_12_1_9_under_2004_the_cau_army_may_attack_across_the_link():
    g = _designating({"ru_cau": "caucasus", "ru_c1": "caucasus"}, "2004")
    assert _attacks(g) == [("ru_c1", "ru_cau")]
    g.apply(Action("attack", space="grozny", units=("ru_c1", "ru_cau")))
    assert g.state.counters.get("caucasus_moves", 0) == 0       # 2004 11.3.2 limits moves only


def test_12_1_9_2022_one_russian_corps_attacks_across_the_link_and_uses_the_turns_crossing():
    g = _designating({"ru_c1": "caucasus", "ru_c2": "caucasus"}, "2022")
    assert "only one RU corps per turn may attack" in g.why_illegal(
        Action("attack", space="grozny", units=("ru_c1", "ru_c2")))
    assert _attacks(g) == [("ru_c1",), ("ru_c2",)]
    g.apply(Action("attack", space="grozny", units=("ru_c1",)))
    assert g.state.counters["caucasus_moves"] == 1


def test_12_1_9_under_2004_two_corps_attack_across_the_link_together():
    g = _designating({"ru_c1": "caucasus", "ru_c2": "caucasus"}, "2004")
    assert _attacks(g) == [("ru_c1", "ru_c2")]


def test_12_1_9_2022_no_attack_across_the_link_once_a_corps_crossed_this_turn():
    assert _attacks(_designating({"ru_c1": "caucasus"}, "2022", crossed=1)) == []
    assert _attacks(_designating({"ru_c1": "caucasus"}, "2004", crossed=1)) == [("ru_c1",)]


def test_12_1_9_2022_no_attack_across_the_link_after_fall_of_the_tsar():
    g = _designating({"ru_c1": "caucasus"}, "2022", flags={"event:cp52"})
    assert "after Fall of the Tsar no unit may attack" in g.why_illegal(
        Action("attack", space="grozny", units=("ru_c1",)))


def test_11_3_2_2022_the_corps_that_attacked_across_the_link_may_advance_over_it():
    """The 2022 11.3.2 example: a corps that attacked then advanced made the turn's one crossing."""
    g = _fight("ap", {"ru_c1": "caucasus", "tu_c1": "grozny"}, "grozny", ["ru_c1"], [6, 1], 0, {"grozny": "cp"},
               edition="2022")
    assert g.state.step == "advance" and _advances(g) == [("ru_c1",)]
    g.apply(Action("advance", units=("ru_c1",), choice="grozny"))
    assert g.state.where["ru_c1"] == "grozny" and g.state.counters["caucasus_moves"] == 1

"""Review of fire (12.2.7-12.2.9) through the engine: constructed positions, scripted dice."""
from pog_desktop.rules import Action

from .helpers import NEUTRALS, ops, position


def _sinai_attack(monkeypatch, flags=()):
    """A British corps (2) in Sinai attacks a Turkish corps in Gaza in Fall 1914; the British
    die is 4, the Turkish 1."""
    from pog_desktop.rules.combat.engine import attacks
    monkeypatch.setattr(attacks, "unit_supplied", lambda ctx, st, u: True)
    g = position({"br_c1": "sinai", "tu_c1": "gaza"}, neutral=NEUTRALS - {"tu"}, control={"sinai": "ap"},
                 turn=3, active="ap")
    g.state.flags |= set(flags)
    ops(g, "ap", 4)
    g.apply(Action("activate", space="sinai", mode="attack"))
    g.state.dice_script = [4, 1]
    g.apply(Action("done"))
    g.apply(Action("attack", space="gaza", units=("br_c1",)))
    return [e["text"] for e in g.state.log if e["kind"] == "fire"]


def test_12_2_7_attacking_only_from_sinai_costs_minus_3(monkeypatch):
    """Covers: CMB-24. 4-3 = 1 on the Corps table, column 2: LN 0."""
    assert _sinai_attack(monkeypatch)[0] == "attacker fires 2 on the corps table, column 2: rolled 4-3, LN 0"


def test_12_2_7_sinai_pipeline_lifts_the_minus_3_for_the_allies(monkeypatch):
    """Covers: CMB-24, EVT-51 (AP 49 Sinai Pipeline). With the pipeline built the British roll a
    plain 4 on column 2: LN 1."""
    assert _sinai_attack(monkeypatch, {"event:ap49"})[0] == \
        "attacker fires 2 on the corps table, column 2: rolled 4+0, LN 1"

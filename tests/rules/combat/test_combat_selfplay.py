"""Random playouts fight: the selfplay report counts combats, flank attempts, retreats,
advances, destroyed forts and attrition losses."""
from pog_desktop.rules import selfplay


def test_selfplay_reports_the_fighting_totals():
    """Covers: CMB-20, SUP-20 (a short game, checked for errors, invariants and replay)."""
    report = selfplay.run(1, 2, "campaign", {"last_turn": 4})
    assert (report["errors"], report["invariant_violations"], report["replay_mismatches"]) == (0, 0, 0)
    assert {"combats", "flank_attempts", "retreats", "advances", "forts_destroyed",
            "units_eliminated_by_attrition"} <= set(report)
    assert report["combats"] >= 1

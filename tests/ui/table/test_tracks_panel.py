"""The tracks panel reads the markers of both sides."""
from __future__ import annotations

from pog_desktop.ui.table.game_view import Tracks
from pog_desktop.ui.table.tracks_panel import TracksPanel, rp_line, side_rows

T = Tracks(turn=3, round=2, active="ap", vp=12, ws={"ap": 3, "cp": 5}, cws=8,
           commitment={"ap": "mobilization", "cp": "limited"}, rp={"ap": {"fr": 2, "allied": 1, "br": 0}, "cp": {}},
           mo={"ap": "fr", "cp": None}, played={"ap": ["ops", "sr"], "cp": ["event", "auto_op"]})


def test_8_1_4_side_rows_show_war_status_rp_mo_and_action_chart():
    """Covers: CRD-03, CRD-14, SEQ-02"""
    assert side_rows(T, "ap") == [("War status", "3"), ("Commitment", "Mobilization"), ("RP", "A 1, FR 2"),
                                  ("Mandated offensive", "FR"), ("Action chart", "OPS, SR")]
    assert side_rows(T, "cp")[1:] == [("Commitment", "Limited War"), ("RP", "none"), ("Mandated offensive", "none"),
                                      ("Action chart", "Event, 1-OPS")]
    assert rp_line({}) == "none"


def test_tracks_panel_heading(qtbot):
    p = TracksPanel()
    qtbot.addWidget(p)
    p.show_tracks(T)
    assert "Turn 3</b>, action round 2" in p.label.text() and "VP 12" in p.label.text()
    assert "Combined war status 8" in p.label.text()

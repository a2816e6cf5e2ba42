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
                                  ("Mandated offensive", "France"), ("Action chart", "OPS, SR")]
    assert side_rows(T, "cp")[1:] == [("Commitment", "Limited War"), ("RP", "none"), ("Mandated offensive", "none"),
                                      ("Action chart", "Event, 1-OPS")]
    assert rp_line({}) == "none"


def test_tracks_panel_heading(qtbot):
    p = TracksPanel()
    qtbot.addWidget(p)
    p.show_tracks(T)
    assert "Turn 3</b>, action round 2" in p.label.text() and "VP 12" in p.label.text()
    assert "Combined war status 8" in p.label.text()


def test_the_action_chart_names_events_and_a_finished_game_has_nobody_to_act(qtbot):
    """Issue 15 defect 9: "event:ap22" reads as the card's name; after the end no side acts."""
    from dataclasses import replace

    from pog_desktop.data import load_game

    cards = load_game("pog").cards
    t = replace(T, played={"ap": ["event:ap22", "ops"], "cp": []}, over=True)
    assert side_rows(t, "ap", cards)[-1] == ("Action chart", f"Event: {cards['ap22'].name}, OPS")
    p = TracksPanel(cards=cards)
    qtbot.addWidget(p)
    p.show_tracks(t)
    assert "game over" in p.label.text() and "to act" not in p.label.text()
    assert "event:" not in p.label.text()

"""The legend (issue 15 defect 3): every mark the board draws is explained, in a dock of the
main window (View menu) and as a printable PDF page."""
from __future__ import annotations

from pog_desktop.ui.board.items.marker_item import STYLE
from pog_desktop.ui.legend import entries, write_legend_pdf


def test_the_legend_explains_every_marker_kind_and_the_marks_a_new_player_asked_about(qapp):
    rows = [text for _, section in entries() for _, _, text in section]
    text = " ".join(rows)
    for code in ("T1", "F✕", "MVD", "SIEGE", "OOS", "ATK", "ATKD", "ENT", "MOVE"):
        assert code in text
    for words in ("red frame", "Pentagon", "Ringed S", "Anchor", "White band", "Red star", "Blue"):
        assert words in text
    kinds_shown = {key for _, section in entries() for key, _, _ in section}
    assert len(kinds_shown) == len(rows)             # one sample drawn per row
    assert len([k for k in STYLE if k != "control"]) <= len([r for r in rows if ":" in r])


def test_the_window_has_a_legend_dock_and_writes_a_printable_page(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("POG_DESKTOP_HOME", str(tmp_path / "home"))
    from pog_desktop.ui.main_window import MainWindow

    w = MainWindow(resume=False, quiet=True)
    qtbot.addWidget(w)
    assert "Legend" in [a.text() for a in w.menuBar().actions()[1].menu().actions()]
    assert "victory-point space" in w.legend_dock.widget().toPlainText()
    out = tmp_path / "legend.pdf"
    write_legend_pdf(out)
    assert out.read_bytes()[:5] == b"%PDF-" and out.stat().st_size > 10000

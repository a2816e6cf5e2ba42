"""The command line (issue 15 defect 5): ``--scenario`` opens that scenario's new game and an
unknown id is refused with a suggestion; ``--zoom`` takes only a finite positive factor;
``--zoom`` and ``--center`` also aim the table view of ``--open``; a wrong ``--center``
suggests the nearest space; ``--screenshot`` wants an image extension."""
from __future__ import annotations

import pytest
from PIL import Image

from pog_desktop.app import build_parser, main
from pog_desktop.match import Match, MatchMeta, save_as
from pog_desktop.ui import launch


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("POG_DESKTOP_HOME", str(tmp_path / "home"))


@pytest.mark.parametrize("zoom", ["nan", "inf", "-inf", "0", "-1", "0.01", "1000", "x"])
def test_a_zoom_that_is_not_a_finite_positive_factor_is_refused(zoom, capsys):
    with pytest.raises(SystemExit) as e:
        build_parser().parse_args(["--zoom", zoom])
    assert e.value.code == 2
    assert "zoom" in capsys.readouterr().err


def test_an_unknown_scenario_is_refused_with_the_nearest_id(capsys):
    with pytest.raises(SystemExit) as e:
        main(["--scenario", "campain", "--screenshot", "x.png"])
    assert e.value.code == 2
    err = capsys.readouterr().err
    assert "unknown scenario 'campain'" in err and "did you mean campaign" in err


def test_a_screenshot_without_an_image_extension_says_so(capsys):
    with pytest.raises(SystemExit):
        main(["--screenshot", "board"])
    err = capsys.readouterr().err
    assert "'board' needs an image extension" in err and "e.g. board.png" in err


def test_a_wrong_center_suggests_the_nearest_space(tmp_path, qapp, capsys):
    assert main(["--screenshot", str(tmp_path / "a.png"), "--size", "400x300", "--center", "verdan"]) == 2
    err = capsys.readouterr().err
    assert "'verdan' is not a space id" in err and "did you mean verdun" in err


def test_zoom_and_center_aim_the_table_view_of_an_opened_game(tmp_path, qapp, monkeypatch):
    path = tmp_path / "g.pog"
    save_as(path, Match.new(MatchMeta("campaign", 3, {}, {"ap": "A", "cp": "C"})))
    seen = {}
    real = launch.aim

    def spy(view, args):
        problem = real(view, args)
        seen["scale"] = view.scale_factor() / view.fit_scale()
        seen["centre"] = view.mapToScene(view.viewport().rect().center())
        return problem

    monkeypatch.setattr(launch, "aim", spy)
    out = tmp_path / "t.png"
    assert main(["--open", str(path), "--screenshot", str(out), "--size", "900x700",
                 "--zoom", "3", "--center", "budapest"]) == 0
    assert Image.open(out).size == (900, 700)
    assert abs(seen["scale"] - 3) < 0.05
    x, y = __import__("pog_desktop.data", fromlist=["load_game"]).load_game("pog").map.spaces["budapest"].center
    assert abs(seen["centre"].x() - x) < 40 and abs(seen["centre"].y() - y) < 40
    assert main(["--open", str(path), "--screenshot", str(out), "--center", "atlantis"]) == 2


def test_the_window_opens_a_new_game_of_the_scenario_asked_for(qtbot):
    """--scenario with the window: a new game of that scenario, not the resumed last game."""
    from pog_desktop.data.scenarios import list_scenarios
    from pog_desktop.ui.main_window import MainWindow

    other = next(sid for sid, _ in list_scenarios("pog") if sid != "campaign")
    first = MainWindow(resume=False, quiet=True)        # leaves an autosaved campaign behind
    qtbot.addWidget(first)
    first.controller._save()
    w = MainWindow(resume=False, quiet=True, scenario=other)
    qtbot.addWidget(w)
    assert w.controller.match.meta.scenario_id == other

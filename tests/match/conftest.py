import pytest

from match_fakes import FAKE_ENGINE, MOVE, ROLL
from pog_desktop.match.meta import MatchMeta
from pog_desktop.match.session import Match


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    """Every match test keeps its saves, settings and autosaves under tmp_path."""
    folder = tmp_path / "home"
    monkeypatch.setenv("POG_DESKTOP_HOME", str(folder))
    return folder


@pytest.fixture
def engine():
    return FAKE_ENGINE


@pytest.fixture
def meta():
    return MatchMeta(scenario_id="campaign", seed=1914, options={"historical_map": False},
                     players={"ap": "Anna", "cp": "Bruno"}, game_id="g1", created="2026-11-23T06:00:00Z")


@pytest.fixture
def match(meta, engine):
    """A match of five actions, two of them die rolls."""
    m = Match.new(meta, engine)
    for action in (MOVE(1), ROLL, MOVE(3), ROLL, MOVE(2)):
        m.apply(action)
    return m

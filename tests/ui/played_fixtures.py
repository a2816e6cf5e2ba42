"""Fixtures shared by the history and player-aid tests: a private home folder and a played match."""
import random

import pytest

from pog_desktop.match import Match, MatchMeta
from pog_desktop.rules.selfplay import pick


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    """Settings and saves of every test here live under tmp_path."""
    folder = tmp_path / "home"
    monkeypatch.setenv("POG_DESKTOP_HOME", str(folder))
    return folder


def played_match(n: int, seed: int = 3) -> Match:
    """A campaign match after ``n`` random legal actions (the selfplay chooser)."""
    match = Match.new(MatchMeta("campaign", seed, {}, {"ap": "A", "cp": "C"}))
    rnd = random.Random(seed)
    for _ in range(n):
        g = match.game
        match.apply(pick(g, g.legal_actions(), rnd))
    return match


@pytest.fixture(scope="session")
def match_120():
    return played_match(120)

"""Shared fixtures for the combat tests: the game data, the charts, and a piece maker."""
import pytest

from pog_desktop.data import load_game
from pog_desktop.data.combat_tables import load_combat_tables
from pog_desktop.rules.combat.pieces import Piece


@pytest.fixture(scope="session")
def game():
    return load_game("pog")


@pytest.fixture(scope="session")
def tables():
    return load_combat_tables("pog")


@pytest.fixture(scope="session")
def board(game):
    return game.map


@pytest.fixture(scope="session")
def piece(game):
    def make(unit_id: str, space: str = "", reduced: bool = False, oos: bool = False) -> Piece:
        return Piece(game.units[unit_id], reduced=reduced, space=space, oos=oos)
    return make


@pytest.fixture
def dice():
    """A scripted die: ``dice(3, 5)`` returns a callable giving 3, then 5, and fails if asked more."""
    def make(*faces):
        it = iter(faces)

        def roll():
            try:
                return next(it)
            except StopIteration:
                raise AssertionError("the combat rolled more dice than scripted") from None
        return roll
    return make

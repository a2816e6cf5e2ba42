"""Load a whole game definition, once per process."""
from __future__ import annotations

from functools import lru_cache

from .components import load_cards, load_map, load_units
from .model import GameData
from .paths import resources_dir
from .tables import load_tables


@lru_cache(maxsize=None)
def load_game(game: str = "pog") -> GameData:
    """Load and cross-check every definition file of ``game``. Raises ``DataError``."""
    root = resources_dir(game)
    units = load_units(root / "units.json")
    return GameData(game=game, map=load_map(root / "map.json"), units=units,
                    cards=load_cards(root / "cards.json", units), tables=load_tables(root / "tables.json"))

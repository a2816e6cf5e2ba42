"""Load a whole game definition, once per process.

Every game goes through the same loaders; its ``Vocabulary`` (``vocab.py``) says which words
its files may use, so one game's data never passes as the other's.
"""
from __future__ import annotations

from functools import lru_cache

from .components import load_cards, load_map, load_marker_counters, load_units
from .grids import load_grids
from .model import GameData
from .paths import resources_dir
from .tables import load_tables
from .vocab import vocabulary


@lru_cache(maxsize=None)
def load_game(game: str = "pog") -> GameData:
    """Load and cross-check every definition file of ``game``. Raises ``DataError``."""
    vocab = vocabulary(game)
    root = resources_dir(game)
    units = load_units(root / "units.json", vocab)
    tables_file = root / "tables.json"
    tables = load_tables(tables_file) if vocab.tables_format == "pog-tables/1" else load_grids(tables_file)
    return GameData(game=game, map=load_map(root / "map.json", vocab), units=units,
                    cards=load_cards(root / "cards.json", units, vocab), tables=tables,
                    marker_counters=load_marker_counters(root / "units.json", units))

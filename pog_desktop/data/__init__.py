"""Game definitions: loaded from ``resources/`` and ``scenarios/``, validated, frozen."""
from .errors import DataError
from .loader import load_game
from .model import Box, Card, Connection, Factors, GameData, MapData, Reinforcements, Space, Unit
from .tables import Tables

__all__ = ["DataError", "load_game", "Box", "Card", "Connection", "Factors", "GameData", "MapData",
           "Reinforcements", "Space", "Tables", "Unit"]

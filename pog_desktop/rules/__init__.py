"""The rules engine of Paths of Glory: pure Python, deterministic, no Qt, no I/O."""
from .actions import Action
from .errors import IllegalAction
from .game import Game
from .prompts import Prompt

__all__ = ["Action", "Game", "IllegalAction", "Prompt"]

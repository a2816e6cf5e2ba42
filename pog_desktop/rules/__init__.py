"""The rules engine of Paths of Glory: pure Python, deterministic, no Qt, no I/O."""
from .core.actions import Action
from .core.errors import IllegalAction
from .game import Game
from .core.prompts import Prompt

__all__ = ["Action", "Game", "IllegalAction", "Prompt"]

"""The rules engine of Paths of Glory: pure Python, deterministic, no Qt, no I/O."""
from .core.actions import Action
from .core.errors import IllegalAction, RulesVersionError
from .core.prompts import Prompt
from .game import Game

__all__ = ["Action", "Game", "IllegalAction", "Prompt", "RulesVersionError"]

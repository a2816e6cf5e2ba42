"""Computer players (issue 13), built on the rules API only: a player gets its seat's view
(``game.view(seat)``) and the sampler (``rules.sample``), never the true state. No Qt here.

``make_player("mcts:normal", seed)`` builds one; ``player.choose(view)`` returns a
``Decision`` (the action and, when it plays a card, a one-line reason)."""
from .make import make_player
from .players import Decision, PLAYER_KINDS

__all__ = ["Decision", "make_player", "PLAYER_KINDS"]

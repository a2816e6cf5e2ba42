"""A game being played: save files, autosave, settings and PBEM turn files (no Qt).

The names the UI calls::

    from pog_desktop.match import (Match, MatchMeta, SaveError, write_save, read_save,
        load_game_from_save, autosave, resume_last, open_game, save_as, recent_games,
        load_settings, save_settings, Settings, write_turn, read_turn, places)
"""
from .errors import SaveError
from .meta import MatchMeta
from .pbem import VerifiedTurn, read_turn, write_turn
from .places import Places, places
from .savefile import SaveData, load_game_from_save, read_save, write_save
from .session import Match
from .settings import Settings, load_settings, save_settings
from .storage import (add_recent, autosave, forget_recent, open_game, recent_games, resume_last, save_as,
                      suggested_save_path)

__all__ = [
    "SaveError", "MatchMeta", "VerifiedTurn", "read_turn", "write_turn", "Places", "places", "SaveData",
    "load_game_from_save", "read_save", "write_save", "Match", "Settings", "load_settings", "save_settings",
    "add_recent", "autosave", "forget_recent", "open_game", "recent_games", "resume_last", "save_as",
    "suggested_save_path",
]

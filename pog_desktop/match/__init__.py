"""A game being played: save files, autosave, settings (no Qt); PBEM is ``match.postal``.

The names the UI calls::

    from pog_desktop.match import (Match, MatchMeta, SaveError, write_save, read_save,
        load_game_from_save, autosave, resume_last, open_game, save_as, recent_games,
        load_settings, save_settings, Settings, places,
        autosaved_positions, remember_opened, clean_on_start, write_problem)
"""
from .errors import SaveError
from .keep import Autosaved, autosaved_positions
from .meta import MatchMeta
from .places import Places, places
from .savefile import SaveData, load_game_from_save, read_save, write_save
from .session import Match
from .settings import Settings, load_settings, save_settings
from .storage import (add_recent, autosave, clean_on_start, forget_recent, open_game, recent_games,
                      remember_opened, resume_last, save_as, suggested_save_path, write_problem)

__all__ = [
    "SaveError", "MatchMeta", "Places", "places", "SaveData",
    "load_game_from_save", "read_save", "write_save", "Match", "Settings", "load_settings", "save_settings",
    "add_recent", "autosave", "forget_recent", "open_game", "recent_games", "resume_last", "save_as",
    "suggested_save_path", "Autosaved", "autosaved_positions", "clean_on_start", "remember_opened", "write_problem",
]

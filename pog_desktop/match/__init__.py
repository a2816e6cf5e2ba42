"""A game being played: save files, autosave, settings and PBEM turn files (no Qt)."""

"""" (did you mean X?)" for a mistyped name: the command line's scenario ids and the window's
--center space names share it."""
from __future__ import annotations

import difflib


def nearest(word: str, choices) -> list[str]:
    """The (up to three) ``choices`` nearest to a mistyped ``word``."""
    return difflib.get_close_matches(word.lower(), [c.lower() for c in choices], n=3, cutoff=0.6)


def suggestion(word: str, choices) -> str:
    """" (did you mean X?)" for the nearest of ``choices``, else ""."""
    near = nearest(word, choices)
    return f" (did you mean {' or '.join(near)}?)" if near else ""

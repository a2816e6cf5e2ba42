"""A sent action the engine refuses, as a message (issue 16): the file's action and the
engine's own reason, both kept as keys and parameters so the UI renders the refusal of a turn
file in the player's language (``ui/engine_text.refusal``)."""
from __future__ import annotations

from ...rules.core.errors import IllegalAction
from ...rules.core.messages import msg


def refused(name: str, err: IllegalAction):
    """``"action #12 (...) by seat 'ap': <the engine's reason>"`` with the reason kept as a message."""
    reason = err.args[0] if err.args else str(err)
    return msg("postal.table.action_refused", "{action}: {reason}", action=name, reason=reason)

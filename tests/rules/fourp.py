"""Constructed positions for the four-player variant (seed 003): the map of ``helpers.position``
with the Historical scenario's fronts and deck split, the option ``players`` and the commands'
state set up, at a chosen command's commitment."""
from __future__ import annotations

from pog_desktop.data import load_game
from pog_desktop.rules.core import commands
from pog_desktop.rules.core.setup import load_setup
from pog_desktop.rules.operations import command_play

from .helpers import position

COMMANDS_DATA = load_setup(load_game("pog"), "historical").commands


def fourp(units: dict | None = None, side: str = "cp", command: str = "west", turn: int = 2, rnd: int = 1,
          hands: dict | None = None, owners: dict | None = None, players: int = 4, **kw):
    """``hands``: {"cp:west": [cards], ...}; ``owners``: {unit: command} over the front map."""
    g = position(units, options={"players": players, **kw.pop("options", {})}, turn=turn, active=side,
                 commands=COMMANDS_DATA, **kw)
    st = g.state
    commands.start(g.ctx, st)
    st.cmd["units"].update(owners or {})
    for key, cards in (hands or {}).items():
        s = key.split(":")[0]
        st.hand[s] += list(cards)
    st.cmd["round"] = rnd
    command_play._commit(g.ctx, st, side, command)
    return g

"""Limits on a nation's reserve-box SR and replacements: its capital in enemy hands
(13.1.11, 17.1.3) and supply drawn only through another nation's sources (13.1.12,
17.1.4.1)."""
from __future__ import annotations

from ..core.context import CAPITAL_EXEMPT
from .forts import is_besieged

# 13.1.12: units supplied only through another nation's sources may not SR to or from the
# reserve box (Turks: Sofia, where the 2004 text misprints Constantinople). The 2022 rules
# add Bulgarians and Romanians (option ``foreign_sources_2022``).
FOREIGN_SOURCES = {"ge": ("sofia", "constantinople"), "ah": ("sofia", "constantinople"),
                   "tu": ("essen", "breslau", "sofia"), "ru": ("belgrade",)}
FOREIGN_SOURCES_2022 = {"bu": ("essen", "breslau", "constantinople"), "ro": ("belgrade",)}


def foreign_sources(ctx, nation: str) -> tuple:
    if ctx.options["foreign_sources_2022"] and nation in FOREIGN_SOURCES_2022:
        return FOREIGN_SOURCES_2022[nation]
    return FOREIGN_SOURCES.get(nation, ())


def capital_blocked(ctx, st, nation: str, side: str) -> bool:
    """13.1.11 / 17.1.3: the enemy controls or besieges the nation's capital (either one for
    AH); Belgium and Serbia are exempt, Russia has no capital marked."""
    if nation in CAPITAL_EXEMPT:
        return False
    caps = ctx.capitals.get(nation, ())
    enemy = "cp" if side == "ap" else "ap"
    return any(st.control.get(c) == enemy or is_besieged(ctx, st, c) for c in caps)

"""Constructed PBEM positions (issue 12): the campaign with chosen opening draw piles, set the
same way on both machines (and on any auditor's) for the length of a test, so that a card or a
reshuffle is reached at once instead of after a long random game."""
from __future__ import annotations

import dataclasses

from pog_desktop.rules.core import setup as setup_mod


def with_piles(monkeypatch, ws: dict | None = None, **piles) -> None:
    """Every PBEM table of the test starts with ``piles[side]`` as that side's draw pile (the
    other side keeps its Mobilization cards) and, if given, the war status ``ws``; the rest of
    the campaign setup is unchanged."""
    real = setup_mod.load_setup

    def load(game, scenario_id, variants=None):
        su = real(game, scenario_id, variants)
        su = dataclasses.replace(su, draw_piles={**su.draw_piles, **{s: tuple(v) for s, v in piles.items()}})
        return dataclasses.replace(su, ws=dict(ws)) if ws else su

    monkeypatch.setattr(setup_mod, "load_setup", load)

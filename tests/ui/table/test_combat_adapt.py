"""The engine's combat values (pieces, fire, loss outcome) read into a combat view side."""
from __future__ import annotations

from dataclasses import dataclass

import pytest

from pog_desktop.data import load_game
from pog_desktop.rules.combat.fire import Fire
from pog_desktop.ui.table.combat_adapt import side_view, unit_fate
from pog_desktop.ui.table.combat_view import FireLine


@dataclass(frozen=True)
class Piece:
    unit: object
    reduced: bool = False
    space: str = ""


@dataclass(frozen=True)
class Outcome:
    survivors: tuple
    eliminated: tuple = ()
    permanently_eliminated: tuple = ()
    replacements: tuple = ()


@pytest.fixture(scope="module")
def units():
    return load_game("pog").units


def test_12_4_fates_reduced_eliminated_replaced_and_permanent(units):
    """Covers: LOS-01, LOS-03, LOS-09"""
    full, red = Piece(units["ge_1"]), Piece(units["ge_2"], True)
    assert unit_fate(full, Outcome((Piece(units["ge_1"], True),))) == (1, "reduced")
    assert unit_fate(full, Outcome(())) == (0, "")     # not among survivors nor eliminated: untouched view
    assert unit_fate(red, Outcome((), ("ge_2",), (), (("ge_2", "ge_c7"),))) == (1, "eliminated, replaced by ge_c7")
    assert unit_fate(red, Outcome((), ("ge_2",), ("ge_2",))) == (1, "permanently eliminated")
    assert unit_fate(full, None) == (0, "")


def test_12_2_side_view_from_pieces_and_fire(units):
    """Covers: CMB-21, CMB-25"""
    pieces = (Piece(units["ge_1"], space="aachen"), Piece(units["ge_2"], True, "koblenz"))
    sv = side_view("cp", pieces, fire=Fire("army", 8, 6, "6-8", 4, 1, 3), shift=-1,
                   outcome=Outcome((Piece(units["ge_1"], space="aachen"),), ("ge_2",)),
                   cards=("Von Francois",), space_names={"aachen": "Aachen"})
    assert sv.fire == FireLine("army", 8, "6-8", -1, 1, 4, 3)
    first, second = sv.units
    assert (first.name, first.factors, first.space, first.fate) == (units["ge_1"].name, str(units["ge_1"].full),
                                                                      "Aachen", "")
    assert (second.factors, second.reduced, second.space, second.lost, second.fate) == \
        (str(units["ge_2"].reduced), True, "koblenz", 1, "eliminated")
    assert sv.cards == ("Von Francois",) and side_view("ap", ()).fire is None

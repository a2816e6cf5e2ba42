"""Counts of the printed components (DAT-01, DAT-05, DAT-06)."""
from collections import Counter

from pog_desktop.data import load_game


def test_dat_01_map_has_281_spaces_on_two_maps_and_476_connections():
    m = load_game("pog").map
    assert Counter(s.map for s in m.spaces.values()) == {"europe": 218, "neareast": 63}
    assert len(m.connections) == 476


def test_dat_05_roster_has_193_units():
    assert len(load_game("pog").units) == 193


def test_dat_06_65_cards_per_side():
    cards = load_game("pog").cards.values()
    assert Counter(c.side for c in cards) == {"ap": 65, "cp": 65}

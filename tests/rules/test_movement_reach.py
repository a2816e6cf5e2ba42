"""Where a stack can still move this activation (11.1.3, 11.1.5; ``rules.choices.reach``): the
move step's own check on the positions successive moves lead to, the game left untouched."""
import random

from pog_desktop.data import load_game
from pog_desktop.rules import Action, Game
from pog_desktop.rules.choices import reach
from pog_desktop.rules.selfplay import pick
from .helpers import reach_by_cloning

DATA = load_game("pog")


def _opened():
    """Campaign seed 1: CP decline Guns of August, SUD Army for 3 OPS, Aachen activated for move."""
    g = Game.new("campaign", 1)
    for a in (Action("choose", choice="no"), Action("play_ops", card="cp10"),
              Action("activate", space="aachen", mode="move"), Action("done")):
        g.apply(a)
    return g


def test_11_1_5_reach_of_a_stack_is_every_space_within_its_movement_factor():
    """Covers: MOV-02, MOV-03, MOV-05. GE 1st Army (MF 3) from Aachen, with the fewest moves."""
    g = _opened()
    before = (g.state_hash(), list(g.actions), len(g.log))
    paths = reach(g, ("ge_1",))
    assert {s: len(p) for s, p in paths.items()} == {
        "liege": 1, "koblenz": 1, "essen": 1, "metz": 2, "frankfurt": 2, "bremen": 2, "kassel": 2,
        "strasbourg": 3, "mannheim": 3, "wilhelmshaven": 3, "hamburg": 3, "hannover": 3, "erfurt": 3}
    assert [a.to for a in paths["metz"]] == ["koblenz", "metz"]
    assert (g.state_hash(), list(g.actions), len(g.log)) == before     # the game is not changed
    for a in paths["metz"]:                                              # the moves are the game's own
        g.apply(a)
    assert g.state.where["ge_1"] == "metz"


def test_11_1_1_a_moving_stack_reaches_on_with_the_points_it_has_left():
    g = _opened()
    g.apply(Action("move", units=("ge_1",), to="koblenz"))
    assert {s: len(p) for s, p in reach(g, ("ge_1",)).items()} == {
        "liege": 1, "metz": 1, "aachen": 1, "frankfurt": 1, "strasbourg": 2, "mannheim": 2, "kassel": 2,
        "essen": 2}                               # Sedan holds French units (11.1.7)
    assert reach(g, ("ge_2",)) == {}            # not of the moving stack (11.1.1)


def test_11_1_reach_agrees_with_applying_every_legal_move_in_random_positions():
    """In every move step met in three random games, for each stack the step offers: the same
    spaces, by paths of the same length, as cloning the game and applying its legal moves."""
    compared = 0
    for seed in (2, 5, 9):
        rnd = random.Random(seed)
        g = Game.new("campaign", seed, {"last_turn": 3})
        while not g.is_over and len(g.actions) < 900 and compared < 60:
            legal = [a for a in g.legal_actions() if a.type != "offer_peace"]
            if g.state.step == "move":
                stacks = sorted({a.units for a in legal if a.type == "move"})[:4]
                for units in stacks:
                    want = reach_by_cloning(g, units)
                    got = reach(g, units)
                    assert {s: len(p) for s, p in got.items()} == {s: len(p) for s, p in want.items()}, \
                        (seed, len(g.actions), units)
                    compared += 1
            g.apply(pick(g, legal, rnd))
    assert compared >= 30

"""Sampling for command seats (issue 11 for seed 003): ``sample(view, rng)`` of a command seat's
view gives full games whose view equals it: the seat's own command hand kept, its ally's hand and
the enemy hands dealt at random (each command's cards from its own deck first), the committed
play and the passed card it cannot see guessed."""
import random
from collections import Counter

from pog_desktop.rules import Action, Game
from pog_desktop.rules.core import commands
from pog_desktop.rules.sample import Sampler
from pog_desktop.rules.selfplay import pick

from .fourp import COMMANDS_DATA

DECK = COMMANDS_DATA.deck


def _played(seed: int, n: int, players: int = 4) -> Game:
    g = Game.new("historical", seed, {"players": players, "log_draws": True})
    rnd = random.Random(seed)
    while len(g.actions) < n and not g.is_over:
        g.apply(pick(g, g.legal_actions(), rnd))
    return g


def test_4p_sample_every_command_seat_gets_back_its_view():
    count = differences = 0
    for players, seed, n in ((4, 1, 60), (4, 2, 250), (4, 4, 420), (3, 3, 200)):
        g = _played(seed, n, players)
        for seat in g.seats:
            v = g.view(seat)
            s = Sampler(v)
            rng = random.Random(seed)
            for _ in range(20):
                differences += s.sample(rng).view(seat) != v
                count += 1
    assert (count, differences) == (300, 0)


def test_4p_sample_keeps_the_own_hand_and_deals_the_allys_from_its_deck():
    g = _played(5, 30)
    st = g.state
    v = g.view("cp-east")
    rng = random.Random(1)
    allies = Counter()
    for _ in range(40):
        s = Sampler(v).sample(rng)
        assert commands.hand(s.ctx, s.state, "cp", "east") == commands.hand(g.ctx, st, "cp", "east")
        ally = commands.hand(s.ctx, s.state, "cp", "west")
        assert len(ally) == len(commands.hand(g.ctx, st, "cp", "west"))
        assert all(DECK[c] == "west" for c in ally)
        assert sorted(s.state.hand["cp"] + s.state.draw["cp"]) == sorted(st.hand["cp"] + st.draw["cp"])
        allies[tuple(sorted(ally))] += 1
    assert len(allies) > 10                     # dealt at random (3 of the few West cards left), not read


def test_4p_sample_a_committed_play_the_seat_cannot_see_is_guessed_its_own_is_kept():
    g = _played(6, 0)
    g.apply(Action("play_event", card="cp01"))   # 5.1a: CP West opens with Guns of August
    east = Sampler(g.view("cp-east")).sample(random.Random(2))
    assert east.state.cmd["pending"] == {"west": {"type": "auto_op"}}
    west = Sampler(g.view("cp-west")).sample(random.Random(2))
    assert west.state.cmd["pending"] == {"west": {"type": "play_event", "card": "cp01"}}


def test_4p_sample_games_play_on():
    for seat_seed in (7, 8):
        g = _played(seat_seed, 150)
        v = g.view(g.prompt.seat)
        rng = random.Random(2)
        for _ in range(5):
            s = Sampler(v).sample(rng)
            assert [a.to_json() for a in s.legal_actions()] == v["legal"]
            r = random.Random(3)
            for _ in range(60):
                if s.is_over:
                    break
                s.apply(pick(s, s.legal_actions(), r))

"""Sampling (issue 11): ``sample(view, rng)`` gives full games whose view for the seat equals
the view they were built from: the seat's hand kept, shown cards kept, everything else dealt
at random from the cards still possible."""
import random
from collections import Counter

from pog_desktop.rules import Action, Game
from pog_desktop.rules.sample import Sampler, sample

from .seat_games import played


def test_sample_1000_samples_give_back_the_view_they_came_from():
    differences = 0
    count = 0
    for scenario, seed, n in (("campaign", 1, 150), ("historical", 2, 300), ("campaign", 4, 600), ("introductory", 3, 80)):
        g = played(scenario, seed, n)
        for seat in ("ap", "cp"):
            v = g.view(seat)
            s = Sampler(v)
            rng = random.Random(seed)
            for _ in range(125):
                differences += s.sample(rng).view(seat) != v
                count += 1
    assert (count, differences) == (1000, 0)


def test_sample_keeps_the_seats_hand_and_the_shown_cards_and_deals_the_rest_from_the_possible():
    g = Game.new("campaign", 2)
    g.apply(Action("choose", choice="yes"))      # 4.3.1: Guns of August is known to be in the CP hand
    v = g.view("ap")
    rng = random.Random(1)
    hands = Counter()
    for _ in range(60):
        s = sample(v, rng)
        assert s.state.hand["ap"] == g.state.hand["ap"]
        assert sorted(s.state.draw["ap"]) == sorted(g.state.draw["ap"])
        assert "cp01" in s.state.hand["cp"] and len(s.state.hand["cp"]) == 7
        assert sorted(s.state.hand["cp"] + s.state.draw["cp"]) == sorted(g.state.hand["cp"] + g.state.draw["cp"])
        hands[tuple(sorted(s.state.hand["cp"]))] += 1
    assert len(hands) > 50                     # dealt at random, not copied from the true game


def test_sample_games_play_on():
    g = played("campaign", 6, 250)
    v = g.view(g.prompt.seat)
    rng = random.Random(2)
    for _ in range(10):
        s = sample(v, rng)
        assert [a.to_json() for a in s.legal_actions()] == v["legal"]
        r = random.Random(3)
        for _ in range(40):
            if s.is_over:
                break
            s.apply(r.choice(s.legal_actions()))

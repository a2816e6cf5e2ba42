"""Seed 003, 5.2 (allies may not show each other their cards), as a property (hypothesis): in
random four-player positions no command seat's view names a card of its ally's hand, or of an
enemy hand, except where every seat may see it (an open hand after Mata Hari / Cloak and Dagger,
7.5) or among the cards that may be anywhere in the piles ("possible"). The unit tests of 4.3
and 4.6 check the log and the action list (committed plays, passed cards)."""
import json
import random

from hypothesis import HealthCheck, given, settings, strategies as st

from pog_desktop.rules import Game
from pog_desktop.rules.core import commands
from pog_desktop.rules.selfplay import pick

SEATS = {"cp-west": ("cp", "west"), "cp-east": ("cp", "east"), "ap-west": ("ap", "west"), "ap-east": ("ap", "east")}


def _played(seed: int, n: int) -> Game:
    g = Game.new("historical", seed, {"players": 4, "last_turn": 2})
    rnd = random.Random(seed)
    while len(g.actions) < n and not g.is_over:
        g.apply(pick(g, g.legal_actions(), rnd))
    return g


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10_000), st.integers(0, 150))
def test_4p_5_2_a_command_seat_sees_no_card_of_another_command_hand(seed, n):
    g = _played(seed, n)
    stt = g.state
    for seat, (side, command) in SEATS.items():
        v = g.view(seat)
        assert sorted(v["cards"][side]["hand"]) == sorted(commands.hand(g.ctx, stt, side, command))
        # the log and the action list name cards played in the past, which may be back in a hand
        named = json.dumps({k: x for k, x in v.items() if k not in ("cards", "log", "actions")})
        named += json.dumps(v["cards"][side]["hand"])
        offer = stt.sub.get("offer") if stt.step == "pass_card" and v["prompt"] else None   # 4.6: the receiver sees it
        for s, c in ((s, c) for s in ("ap", "cp") for c in commands.COMMANDS):
            if (s, c) == (side, command) or s in stt.cmd["open"]:
                continue
            hidden = set(commands.hand(g.ctx, stt, s, c)) - set(v["cards"][s].get("hand_known", ()))
            assert not [x for x in hidden if f'"{x}"' in named and x != offer], (seat, s, c)

"""Issue 13 fairness: the bot's decision depends only on its seat's view. Over many positions
the decision with a fixed seed and budget is the same when the opponent's hidden cards (hand
against draw pile) or the order of either draw pile are swapped in the true game."""
from __future__ import annotations

import random

from pog_desktop.ai import make_player

from .positions import positions


def _swap_hidden(game, rng: random.Random) -> bool:
    """Trade one unknown card of the opponent's hand with one of its draw pile and shuffle
    both draw piles; False when there was nothing to trade."""
    me = game.prompt.side
    opp = "cp" if me == "ap" else "ap"
    st = game.state
    known = set(game.view(game.prompt.seat)["cards"][opp]["hand_known"])
    hand = [i for i, c in enumerate(st.hand[opp]) if c not in known]
    for side in ("ap", "cp"):
        rng.shuffle(st.draw[side])
    if not hand or not st.draw[opp]:
        return False
    i, j = rng.choice(hand), rng.randrange(len(st.draw[opp]))
    st.hand[opp][i], st.draw[opp][j] = st.draw[opp][j], st.hand[opp][i]
    return True


def _check(games, rng) -> tuple[int, set]:
    traded, kinds = 0, set()
    for g in games:
        seat = g.prompt.seat
        kinds.add(g.prompt.kind)
        before = make_player("mcts:5", 9).choose(g.view(seat))
        h = g.clone()
        if _swap_hidden(h, rng):
            traded += 1
            assert h.state.hand != g.state.hand
        after = make_player("mcts:5", 9).choose(h.view(seat))
        assert after.action == before.action, f"at action {len(g.actions)} ({g.prompt.kind})"
    return traded, kinds


def test_decision_unchanged_when_hidden_cards_and_pile_orders_change():
    """24 decisions close together at the start of a campaign (card plays and operations)."""
    games = positions("campaign", seed=2, count=24, every=2)
    assert len(games) == 24
    traded, _ = _check(games, random.Random(4))
    assert traded >= 12, traded


def test_decision_unchanged_over_a_whole_campaign_game():
    """24 decisions spread over the first half of another campaign game: card plays,
    activations, attacks, moves, losses and retreats in Limited War too."""
    games = positions("campaign", seed=5, count=24, every=37)
    assert len(games) == 24 and games[-1].state.turn >= 5, games[-1].state.turn
    traded, kinds = _check(games, random.Random(8))
    assert traded >= 12, traded
    assert len(kinds) >= 4, kinds

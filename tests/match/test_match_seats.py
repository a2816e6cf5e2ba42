"""Issue 11: the match passes the sending seat to the engine, which refuses an action for another
seat's decision (two-player and four-player tables), and a refused action leaves no trace."""
import pytest

from pog_desktop import rules
from pog_desktop.match import Match, MatchMeta


def test_match_refuses_an_action_from_the_seat_that_does_not_decide():
    m = Match.new(MatchMeta("campaign", 7), rules)
    p = m.game.prompt
    other = "ap" if p.seat == "cp" else "cp"
    action = m.game.legal_actions()[0]
    with pytest.raises(rules.IllegalAction, match=f"seat '{other}' may not answer: it is seat '{p.seat}''s decision"):
        m.apply(action, seat=other)
    assert m.action_count == 0 and len(m.trail) == 1
    m.apply(action, seat=p.seat)
    assert m.action_count == 1 and len(m.trail) == 2


def test_match_four_player_table_refuses_the_ally_command():
    """Seed 003: CP West commits first; CP East (the ally, hidden hand) may not answer for it."""
    m = Match.new(MatchMeta("historical", 4, {"players": 4}), rules)
    assert m.game.prompt.seat == "cp-west"
    with pytest.raises(rules.IllegalAction, match="seat 'cp-east' may not answer"):
        m.apply({"type": "play_event", "card": "cp01"}, seat="cp-east")
    m.apply({"type": "play_event", "card": "cp01"}, seat="cp-west")
    assert m.game.prompt.seat == "cp-east"

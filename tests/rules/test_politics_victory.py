"""Review of victory and peace (5.0, 16.5, T.6, T.7): the Introductory `*` event VP, where
peace terms are used, the offer's conditions and the roll on the Peace Terms table."""
import pytest

from pog_desktop.rules import Action, Game
from pog_desktop.rules.combat.engine.card_play import combat_card_played

from .helpers import play_event, scenario_at_action


def scenario(sid, turn=2, active="cp"):
    return scenario_at_action(sid, turn, active)




def test_t7_introductory_a_star_event_scores_1_vp_for_its_player():
    """Covers: VIC-11"""
    g = scenario("introductory")
    vp = g.state.vp
    play_event(g, "cp", "cp09")             # Reichstag Truce: its own +1, and +1 as a * event
    assert g.state.vp == vp + 2
    play_event(g, "ap", "ap02")             # Blockade: -1 as a * event
    assert g.state.vp == vp + 1


def test_t7_introductory_a_star_combat_card_played_in_combat_scores_too():
    """Covers: VIC-11, CC-01"""
    g = scenario("introductory")
    vp = g.state.vp
    combat_card_played(g.ctx, g.state, "cp", "cp02")    # Wireless Intercepts, a * combat card
    assert g.state.vp == vp + 1
    combat_card_played(g.ctx, g.state, "ap", "ap04")    # Pleve
    assert g.state.vp == vp


def test_t7_campaign_star_events_score_nothing_by_themselves():
    """Covers: VIC-11"""
    g = scenario("campaign")
    vp = g.state.vp
    play_event(g, "ap", "ap02")
    combat_card_played(g.ctx, g.state, "cp", "cp02")
    assert g.state.vp == vp


@pytest.mark.parametrize("sid", ["introductory", "historical"])
def test_5_3_3_and_5_7_2_1_no_peace_terms_in_the_introductory_and_historical_scenarios(sid):
    """Covers: WS-29"""
    g = scenario(sid, turn=3)
    g.state.vp = 15
    assert g.why_illegal(Action("offer_peace")) == "this scenario has no peace terms (5.3.3, 5.7.2.1)"


def test_16_5_1_peace_offers_in_the_campaign_need_the_vp_in_range():
    """Covers: WS-29, WS-27"""
    g = scenario("campaign", turn=3)
    g.state.vp = 10
    assert g.why_illegal(Action("offer_peace")) == "the CP may not offer peace at VP 10 (16.5.1)"
    g.state.vp = 11
    assert g.why_illegal(Action("offer_peace")) is None
    g.state.active = "ap"
    assert g.why_illegal(Action("offer_peace")) == "the AP may not offer peace at VP 11 (16.5.1)"
    g.state.vp = 9
    assert g.why_illegal(Action("offer_peace")) is None


def _last_turn(sid, vp, options=None):
    g = Game.new(sid, seed=3, options=options)
    st = g.state
    st.turn, st.vp = 20, vp
    from pog_desktop.rules.turn import sequence
    sequence.end_turn(g.ctx, st)
    return st.result


def test_5_6_2_the_tournament_bid_moves_the_final_vp_total():
    """Covers: VIC-09"""
    assert _last_turn("tournament_campaign", 11)["winner"] == "ap"                     # a draw: the Allies' (5.6.3)
    assert _last_turn("tournament_campaign", 11, {"vp_bid": 2})["winner"] == "cp"      # 13 with the bid
    assert _last_turn("tournament_campaign", 13)["winner"] == "cp"
    assert _last_turn("tournament_campaign", 13, {"vp_bid": -1})["winner"] == "ap"       # 12: a draw
    assert _last_turn("campaign", 11, {"vp_bid": 2})["winner"] is None                 # no bid outside a tournament


def test_5_6_2_1_the_bid_is_ignored_for_automatic_victory():
    """Covers: VIC-09, VIC-01"""
    from pog_desktop.rules.turn import sequence
    g = Game.new("tournament_campaign", seed=3, options={"vp_bid": 3})
    st = g.state
    st.turn, st.vp, st.mo = 6, 18, {"ap": None, "cp": None}
    assert sequence.war_status_phase(g.ctx, st) is True and not st.over


def test_5_6_2_a_bid_must_be_a_whole_number():
    """Covers: VIC-09"""
    from pog_desktop.rules.core.errors import IllegalAction
    with pytest.raises(IllegalAction, match="option 'vp_bid' must be a whole number of VP, not '2'"):
        Game.new("tournament_campaign", seed=3, options={"vp_bid": "2"})


@pytest.mark.parametrize("sid, last, brest, vp, winner", [
    ("introductory", 3, False, 14, "cp"), ("introductory", 3, False, 13, None),
    ("introductory", 3, False, 11, None), ("introductory", 3, False, 10, "ap"),
    ("limited_war", 10, False, 17, "cp"), ("limited_war", 10, False, 16, None),
    ("limited_war", 10, False, 13, None), ("limited_war", 10, False, 12, "ap"),
    ("campaign", 20, False, 13, "cp"), ("campaign", 20, False, 12, None), ("campaign", 20, False, 10, None),
    ("campaign", 20, False, 9, "ap"), ("campaign", 20, True, 11, "cp"), ("campaign", 20, True, 10, None),
    ("historical", 20, False, 12, "ap"), ("historical", 20, True, 11, "cp"),
])
def test_5_3_4_5_4_2_5_5_2_5_7_2_the_last_turn_is_judged_by_each_scenario_s_levels(sid, last, brest, vp, winner):
    """Covers: VIC-05, VIC-06, VIC-07, VIC-08, VIC-10"""
    from pog_desktop.rules.turn import sequence
    g = Game.new(sid, seed=3)
    st = g.state
    st.turn, st.vp = last, vp
    if brest:
        st.flags.add("event:cp45")
    if sid == "historical":
        st.flags |= {"event:ap43", "event:ap47", "event:cp52"}   # no 5.7.4.8-9 adjustments
    sequence.end_turn(g.ctx, st)
    assert (st.result["how"], st.result["winner"], st.result["vp"]) == ("last turn", winner, vp)

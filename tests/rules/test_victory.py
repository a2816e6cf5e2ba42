"""Victory (5.0): automatic victory, armistice, the end-of-game levels; VP for captures."""
import pytest

from pog_desktop.data.scenarios import load_scenario
from pog_desktop.rules import Action, Game
from pog_desktop.rules.combat.engine.card_play import combat_card_played
from pog_desktop.rules.turn import sequence, victory

from .helpers import play_event, position, scenario_at_action


def test_5_2_automatic_victory_at_0_for_the_allies():
    """Covers: VIC-02"""
    g = position()
    g.state.vp = 0
    assert victory.check_automatic(g.state) and g.result["winner"] == "ap"


def test_5_5_2_levels_depend_on_brest_litovsk():
    """Covers: VIC-07"""
    g = position()
    g.state.vp = 11
    assert victory.level_winner(g.state) is None
    g.state.flags.add("event:cp45")
    assert victory.level_winner(g.state) == "cp"
    g.state.vp = 9
    assert victory.level_winner(g.state) == "ap"


def test_t7_vp_space_captures_score_both_ways():
    """Covers: WS-30"""
    from pog_desktop.rules.board.control import set_control
    g = position()
    set_control(g.ctx, g.state, "warsaw", "cp")
    assert g.state.vp == 11
    set_control(g.ctx, g.state, "warsaw", "ap")
    assert g.state.vp == 10
    set_control(g.ctx, g.state, "plock", "cp")
    assert g.state.vp == 10


def test_5_3_4_the_scenario_data_sets_the_victory_levels():
    """Covers: VIC-05, VIC-04"""
    from pog_desktop.data.scenarios import load_scenario
    levels = load_scenario("pog", "introductory").victory
    g = position()
    g.state.vp = 13
    assert victory.level_winner(g.state, levels) is None
    g.state.vp = 14
    assert victory.level_winner(g.state, levels) == "cp"
    g.state.cws = 40
    assert victory.check_armistice(g.state, levels) and g.result == {"winner": "cp", "how": "armistice", "vp": 14,
                                                                     "turn": 2}


# -- Review of the engine core: how scenarios end (5.4.1) and accepted peace terms (5.1.1, 5.6.4).
def _limited_war(**extra):
    return position(victory=load_scenario("pog", "limited_war").victory, turn=5, **extra)


def test_5_4_1_the_limited_war_game_ends_when_a_side_reaches_total_war():
    """Covers: VIC-06, SEQ-10"""
    g = _limited_war(commitment={"ap": "limited", "cp": "limited"}, ws={"ap": 11, "cp": 5}, vp=12)
    assert sequence.war_status_phase(g.ctx, g.state) is False
    assert g.state.commitment["ap"] == "total"
    assert g.result == {"winner": "ap", "how": "total war", "vp": 12, "turn": 5}


def test_5_4_1_limited_war_ends_after_the_combat_card_discards_before_the_reshuffle():
    """Covers: VIC-06, SEQ-13"""
    g = _limited_war(commitment={"ap": "mobilization", "cp": "limited"}, ws={"ap": 3, "cp": 11}, vp=17)
    g.state.hand["cp"] = ["cp02"]           # a combat card: the CP may discard it first (9.5.4.6)
    assert g.ctx.cards["cp02"].combat
    assert sequence.war_status_phase(g.ctx, g.state) is False and not g.is_over
    g.apply(Action("done"))
    assert g.result == {"winner": "cp", "how": "total war", "vp": 17, "turn": 5}


def test_5_4_1_the_campaign_goes_on_at_total_war():
    """Covers: VIC-08"""
    g = position(victory=load_scenario("pog", "campaign").victory, turn=5,
                 commitment={"ap": "limited", "cp": "limited"}, ws={"ap": 11, "cp": 5})
    assert sequence.war_status_phase(g.ctx, g.state) is True
    assert g.state.commitment["ap"] == "total" and not g.is_over


def _accept_peace(scenario, vp):
    g = position(victory=load_scenario("pog", scenario).victory, vp=vp, active="cp")
    g.apply(Action("offer_peace"))
    g.apply(Action("choose", choice="accept"))
    return g


def test_16_5_2_accepted_peace_in_a_tournament_is_a_loss_for_both_not_an_allied_win():
    """Covers: VIC-03, VIC-09"""
    g = _accept_peace("tournament_campaign", 12)
    assert g.result == {"winner": None, "how": "peace terms accepted: both players lose", "vp": 12, "turn": 2}


def test_16_5_2_accepted_peace_is_a_draw_whatever_the_vp():
    """Covers: VIC-03"""
    g = _accept_peace("campaign", 15)
    assert g.result == {"winner": None, "how": "peace terms accepted", "vp": 15, "turn": 2}


def test_5_7_4_8_historical_end_adjustments_after_the_last_turn():
    """Covers: VIC-10"""
    from pog_desktop.rules.turn import victory
    levels = load_scenario("pog", "historical").victory
    g = position(victory=levels, vp=12, turn=20)
    g.state.flags.add("event:ap43")            # one US army card played; ap47 and Fall of the Tsar not
    victory.end_of_game(g.state, levels)
    assert g.state.vp == 12 + 1 - 2
    assert g.result["how"] == "last turn" and g.result["vp"] == 11


def test_5_7_4_8_no_end_adjustments_for_an_automatic_victory():
    """Covers: VIC-10, VIC-01"""
    from pog_desktop.rules.turn import victory
    levels = load_scenario("pog", "historical").victory
    g = position(victory=levels, vp=20)
    assert victory.check_automatic(g.state) and g.result["vp"] == 20


def test_5_7_4_8_end_adjustments_apply_at_an_armistice():
    """Covers: VIC-10, VIC-04"""
    from pog_desktop.rules.turn import victory
    levels = load_scenario("pog", "historical").victory
    g = position(victory=levels, vp=12)
    g.state.flags |= {"event:ap43", "event:ap47", "event:cp52"}
    g.state.cws = 40
    assert victory.check_armistice(g.state, levels) and g.result["vp"] == 12
    g2 = position(victory=levels, vp=12)
    g2.state.flags.add("event:cp52")
    g2.state.cws = 40
    victory.check_armistice(g2.state, levels)
    assert g2.result == {"winner": "cp", "how": "armistice", "vp": 14, "turn": 2}


# -- Review of victory and peace (5.0, 16.5, T.6, T.7): the Introductory `*` event VP, where
# peace terms are used, the offer's conditions and the roll on the Peace Terms table.
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

"""Review of the engine core: how scenarios end (5.4.1) and accepted peace terms (5.1.1, 5.6.4)."""
from pog_desktop.data.scenarios import load_scenario
from pog_desktop.rules import Action
from pog_desktop.rules.turn import sequence

from .helpers import position


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

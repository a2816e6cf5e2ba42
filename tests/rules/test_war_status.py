"""Review of war status (16.1, 16.2), the VP track (5.1.2) and the E.1 VP entries (T.7):
constructed positions, exact outcomes."""
from pog_desktop.rules import Action
from pog_desktop.rules.turn import commitment, war_status
from pog_desktop.rules.operations import movement
from pog_desktop.rules.operations.action_round import add_war_status

from .helpers import play_event, position, scenario_at_action

TURKS_1914 = {"tu_c1": "adrianople", "tu_c2": "gallipoli", "tu_c3": "constantinople", "tu_c11": "baghdad",
              "tu_c14": "medina"}


def campaign(turn=2, active="cp"):
    return scenario_at_action("campaign", turn, active)




def test_16_1_3_1_turkey_enters_at_cp_limited_war_with_its_setup_and_persia_opens():
    """Covers: NEU-06, WS-12, NEU-10"""
    g = campaign()
    st = g.state
    st.ws["cp"] = 4
    commitment.check(g.ctx, st)
    assert st.commitment == {"ap": "mobilization", "cp": "limited"}
    assert "tu" not in st.neutral and "pe" not in st.neutral
    assert {u: st.where[u] for u in TURKS_1914} == TURKS_1914
    assert (st.where["tu_yld"], st.where["tu_aoi"]) == ("offmap", "offmap")   # reinforcements, not setup
    assert {s: st.control[s] for s in ("constantinople", "kermanshah", "ahwaz", "tabriz")} == \
        {"constantinople": "cp", "kermanshah": "cp", "ahwaz": "ap", "tabriz": "ap"}


def test_16_1_3_1_turkey_entering_at_limited_war_leaves_the_neutral_entry_of_the_turn_free():
    """Covers: NEU-06, NEU-02"""
    g = campaign()
    g.state.ws["cp"] = 4
    commitment.check(g.ctx, g.state)
    g.state.hand["cp"] = ["cp34"]
    assert g.why_illegal(Action("play_event", card="cp34")) is None


def test_16_1_5_channel_ports_open_the_moment_cp_war_status_reaches_4_mid_turn():
    """Covers: WS-14"""
    g = position(turn=1)
    st = g.state
    st.ws["cp"] = 3
    assert movement.channel_ports_closed(st) is True
    add_war_status(st, "cp", 1)
    assert movement.channel_ports_closed(st) is False
    assert st.commitment["cp"] == "mobilization"   # commitment waits for E.4; the 1914 rules do not


def test_16_1_5_war_status_and_commitment_never_go_down():
    """Covers: WS-14"""
    g = position(turn=6)
    st = g.state
    st.ws["cp"], st.commitment["cp"] = 11, "total"
    st.ws["ap"], st.commitment["ap"] = 5, "limited"
    commitment.check(g.ctx, st)
    assert st.commitment == {"ap": "limited", "cp": "total"} and commitment.rising(g.ctx, st) == []


def test_16_1_6_at_total_war_a_war_status_event_raises_only_the_combined_war_status():
    """Covers: WS-15"""
    g = position(turn=12, active="cp")
    st = g.state
    st.ws, st.cws, st.commitment["cp"] = {"ap": 9, "cp": 12}, 21, "total"
    play_event(g, "cp", "cp47")          # French Mutiny, WS 1
    assert (st.ws, st.cws) == ({"ap": 9, "cp": 12}, 22)
    st.flags.add("event:cp01")
    play_event(g, "ap", "ap13")          # Rape of Belgium, WS 2, the Allies still below Total War
    assert (st.ws, st.cws) == ({"ap": 11, "cp": 12}, 24)


def test_5_1_2_vp_may_pass_20_mid_turn_and_is_judged_at_e2():
    """Covers: WS-33, VIC-01"""
    g = position(turn=6, active="cp")
    st = g.state
    st.vp = 20
    st.flags.add("event:cp25")
    play_event(g, "cp", "cp09")          # Reichstag Truce +1
    assert st.vp == 21 and not st.over
    from pog_desktop.rules.turn import victory
    assert victory.check_automatic(st) and st.result["winner"] == "cp"


def test_5_1_2_vp_may_go_below_0_mid_turn():
    """Covers: WS-33, VIC-02"""
    g = position(turn=12, active="ap")
    st = g.state
    st.vp = 0
    st.flags.add("event:ap54")
    play_event(g, "ap", "ap40")          # 14 Points -1
    assert st.vp == -1 and not st.over


def test_t7_italy_neutral_scores_1_vp_each_war_status_phase_after_the_allies_reach_total_war():
    """Covers: NEU-12, WS-32"""
    g = position(turn=14)
    st = g.state
    st.commitment["ap"] = "limited"
    war_status.e1(g.ctx, st)
    assert st.vp == 10
    st.commitment["ap"] = "total"
    war_status.e1(g.ctx, st)
    war_status.e1(g.ctx, st)
    assert st.vp == 12
    st.neutral.discard("it")
    war_status.e1(g.ctx, st)
    assert st.vp == 12


def test_5_2_automatic_victory_only_at_e2_so_a_vp_lead_lost_before_it_does_not_count():
    """Covers: VIC-01, WS-33, SEQ-14"""
    from pog_desktop.rules.turn import sequence
    g = campaign(turn=6)
    st = g.state
    st.vp = 21                                  # mid-turn, nothing happens
    assert not st.over
    st.vp = 19
    st.mo = {"ap": None, "cp": None}
    assert sequence.war_status_phase(g.ctx, st) is True and not st.over
    st.vp = 20
    assert sequence.war_status_phase(g.ctx, st) is False
    assert (st.result["winner"], st.result["how"]) == ("cp", "automatic victory")


def test_16_2_1_armistice_at_e3_after_the_e1_vp_and_judged_by_the_campaign_levels():
    """Covers: VIC-04, WS-16, VIC-08"""
    from pog_desktop.rules.turn import sequence
    g = campaign(turn=16)
    st = g.state
    st.cws, st.vp, st.mo = 40, 12, {"ap": "fr", "cp": None}   # the failed French MO makes it 13
    st.commitment = {"ap": "total", "cp": "total"}
    st.neutral.discard("it")
    assert sequence.war_status_phase(g.ctx, st) is False
    assert (st.result["winner"], st.result["how"], st.vp) == ("cp", "armistice", 13)


def _rising_allies(options=None):
    g = position(turn=5, options=options)
    st = g.state
    st.ws["ap"], st.mo = 4, {"ap": None, "cp": None}
    st.hand["ap"], st.hand["cp"] = ["ap04", "ap02"], ["cp09"]      # Pleve is a combat card
    st.draw["ap"], st.discard["ap"] = ["ap09"], ["ap13", "ap14"]
    return g


def test_16_1_3_2004_limited_war_after_the_combat_card_discard_reshuffles_discards_and_new_cards_at_once():
    """Covers: WS-11, CRD-04"""
    from pog_desktop.rules.turn import decks, sequence
    g = _rising_allies()
    st = g.state
    assert sequence.war_status_phase(g.ctx, st) is False
    assert (st.step, st.active, st.commitment["ap"]) == ("discard_combat_cards", "ap", "mobilization")
    g.apply(Action("discard", card="ap04"))
    g.apply(Action("done"))
    assert st.commitment["ap"] == "limited" and st.discard["ap"] == []
    # the turn runs on to the next (nothing else to ask): the discarded Pleve was shuffled in
    assert st.turn == 6 and st.hand["ap"][0] == "ap02" and len(st.hand["ap"]) == 7
    assert sorted(st.hand["ap"] + st.draw["ap"]) == \
        sorted(["ap02", "ap09", "ap13", "ap14", "ap04"] + decks.deck_cards(g.ctx, "ap", "limited"))


def test_16_1_3_2022_limited_war_adds_the_cards_and_reshuffles_only_at_the_draw():
    """Covers: WS-11, CRD-04"""
    from pog_desktop.rules.turn import decks, sequence
    g = _rising_allies({"edition": "2022"})
    st = g.state
    assert sequence.war_status_phase(g.ctx, st) is True
    assert st.commitment["ap"] == "limited" and st.discard["ap"] == ["ap13", "ap14"]
    assert st.draw["ap"] == ["ap09"] + decks.deck_cards(g.ctx, "ap", "limited")
    st.hand["ap"] = []
    decks.draw_to_hand(g.ctx, st, "ap")
    assert st.discard["ap"] == [] and len(st.hand["ap"]) == 7
    assert sorted(st.hand["ap"] + st.draw["ap"]) == sorted(["ap09", "ap13", "ap14"] + decks.deck_cards(g.ctx, "ap", "limited"))

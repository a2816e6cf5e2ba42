"""War status and political events: the US entry (16.3) and Russian capitulation (16.4)
tracks, and the events that move VP (T.7)."""
from pog_desktop.rules import Action

from ..helpers import play_event, position, reason
from pog_desktop.rules.mandated import in_force

RU_VP = ("warsaw", "lodz", "riga", "vilna", "minsk", "kiev", "odessa", "baku")




def hold(g, n):
    for s in RU_VP[:n]:
        g.state.control[s] = "cp"


def test_ap54_16_3_2_zimmermann_needs_cws_30_then_costs_1_vp_and_brings_the_usa_in():
    """Covers: EVT-54, WS-17, WS-18, NEU-07, WS-31"""
    g = position(turn=12, active="ap")
    g.state.cws = 29
    g.state.hand["ap"] = ["ap54"]
    assert reason(g, type="play_event", card="ap54") == \
        "the US entry track allows Zimmermann Telegram only at CWS 30 or more (16.3.2)"
    g.state.cws = 30
    play_event(g, "ap", "ap54")
    assert (g.state.vp, "us" in g.state.neutral, g.state.cws) == (9, False, 32)


def test_ap55_16_3_4_over_there_only_on_a_turn_after_zimmermann():
    """Covers: EVT-54, WS-18"""
    g = position(turn=12, active="ap")
    g.state.cws = 30
    play_event(g, "ap", "ap54")
    g.state.hand["ap"] = ["ap55"]
    g.state.active = "ap"
    assert reason(g, type="play_event", card="ap55") == "only on a turn after Zimmermann Telegram was played"
    g.state.turn, g.state.counters = 13, {}
    assert reason(g, type="play_event", card="ap55") is None


def test_ap40_14_points_needs_zimmermann_and_stops_cp_peace_offers():
    """Covers: EVT-48, WS-19"""
    g = position(turn=12, active="ap")
    g.state.hand["ap"] = ["ap40"]
    assert reason(g, type="play_event", card="ap40") == "14 Points needs Zimmermann Telegram played first"
    g.state.flags.add("event:ap54")
    play_event(g, "ap", "ap40")
    assert g.state.vp == 9
    g.state.vp, g.state.active = 12, "cp"
    assert "only the Allies may offer peace" in reason(g, type="offer_peace")


def test_cp28_16_4_3_tsar_takes_command_needs_three_russian_vp_spaces():
    """Covers: EVT-19, WS-20"""
    g = position(turn=8)
    hold(g, 2)
    g.state.hand["cp"] = ["cp28"]
    assert reason(g, type="play_event", card="cp28") == \
        "the CP hold 2 Russian VP spaces; Tsar Takes Command needs 3 (16.4.3)"
    hold(g, 3)
    play_event(g, "cp", "cp28")
    assert "event:cp28" in g.state.flags


def test_cp52_16_4_5_fall_of_the_tsar_needs_33_records_the_count_and_gives_3_vp_with_romania_neutral():
    """Covers: EVT-32, WS-23, NEU-11"""
    g = position(turn=10)
    g.state.flags.add("event:cp28")
    hold(g, 4)
    g.state.cws = 28
    g.state.hand["cp"] = ["cp52"]
    assert reason(g, type="play_event", card="cp52") == "CWS + CP Russian VP is 32; Fall of the Tsar needs 33 (16.4.4)"
    g.state.cws = 29
    play_event(g, "cp", "cp52")
    assert g.state.vp == 13 and "tsar_fell_vp:4" in g.state.flags


def test_cp52_fall_of_the_tsar_gives_1_vp_with_romania_at_war():
    """Covers: EVT-32, WS-31"""
    g = position(turn=10)
    g.state.neutral.discard("ro")
    g.state.flags.add("event:cp28")
    hold(g, 4)
    g.state.cws = 29
    play_event(g, "cp", "cp52")
    assert g.state.vp == 11


def test_cp53_16_4_6_bolshevik_revolution_on_a_later_turn_with_more_russian_vp_than_at_the_fall():
    """Covers: EVT-33, WS-24"""
    g = position(turn=10)
    g.state.flags |= {"event:cp28", "event:cp52", "tsar_fell_vp:4"}
    g.state.counters["event_this_turn:cp52"] = 1
    hold(g, 5)
    g.state.hand["cp"] = ["cp53"]
    assert reason(g, type="play_event", card="cp53") == "only on a turn after Fall of the Tsar was played"
    g.state.counters = {}
    hold(g, 4)
    g.state.control["baku"] = g.state.control["warsaw"] = "ap"
    assert reason(g, type="play_event", card="cp53") == \
        "the CP hold 4 Russian VP spaces: Bolshevik Revolution needs more than 4 or all 7 (16.4.6)"
    hold(g, 5)
    assert reason(g, type="play_event", card="cp53") is None


def test_cp45_16_4_9_brest_litovsk_eliminates_russians_abroad_and_those_stacked_with_allies():
    """Covers: EVT-29"""
    g = position(units={"ru_1": "warsaw", "ru_2": "paris", "ru_c1": "lemberg", "ru_c2": "minsk", "br_c1": "minsk"},
                 turn=15)
    g.state.flags |= {"event:cp52", "event:cp53"}
    play_event(g, "cp", "cp45")
    st = g.state
    assert st.where["ru_1"] == "warsaw" and st.where["ru_c1"] == "lemberg"
    assert st.where["ru_2"] == "ap_eliminated" and st.where["ru_c2"] == "ap_eliminated"
    assert st.where["br_c1"] == "minsk" and "brest_litovsk" not in st.flags


def test_cp25_ap33_high_seas_fleet_vp_cancelled_by_grand_fleet_as_the_next_allied_action():
    """Covers: EVT-16, WS-31"""
    g = position(turn=5)
    play_event(g, "cp", "cp25")
    assert g.state.vp == 11 and g.state.active == "ap"
    g.state.hand["ap"] = ["ap33"]
    g.apply(Action("play_event", card="ap33"))
    assert g.state.vp == 10


def test_cp09_reichstag_truce_plus_1_vp_not_at_cp_total_war():
    """Covers: EVT-08, WS-31"""
    g = position(turn=5)
    g.state.commitment["cp"] = "total"
    g.state.hand["cp"] = ["cp09"]
    assert reason(g, type="play_event", card="cp09") == "not once the CP are at Total War"
    g.state.commitment["cp"] = "limited"
    play_event(g, "cp", "cp09")
    assert g.state.vp == 11


def test_ap13_ap26_ap52_vp_events_need_their_prerequisites():
    """Covers: EVT-39, EVT-40, EVT-25, WS-31"""
    g = position(turn=5, active="ap")
    g.state.hand["ap"] = ["ap13"]
    assert reason(g, type="play_event", card="ap13") == "Rape of Belgium needs Guns of August played first"
    g.state.flags |= {"event:cp01", "event:ap02", "event:cp36"}
    for card in ("ap13", "ap26", "ap52"):
        play_event(g, "ap", card)
    assert g.state.vp == 7 and "cancelled:cp36" in g.state.flags


def test_ap62_sixtus_affair_rolls_on_the_low_allied_peace_column():
    """Covers: EVT-59"""
    g = position(turn=15, active="ap")
    g.state.cws = 35
    g.state.dice_script = [1]
    expected = g.ctx.game.tables.peace_terms["ap"].low_cws[0]
    play_event(g, "ap", "ap62")
    assert g.state.vp == 10 + expected and expected != 0


def test_cp53_7_1_11_bolshevik_revolution_cancels_a_russian_mo_in_force():
    """Covers: EVT-33"""
    g = position(turn=12)
    g.state.flags |= {"event:cp28", "event:cp52", "tsar_fell_vp:2"}
    hold(g, 3)
    g.state.mo["ap"] = "ru"
    play_event(g, "cp", "cp53")
    assert in_force(g.state, "ap") is None


def test_9_5_1_1_grand_fleet_may_be_played_any_time_and_does_nothing_unless_it_answers_high_seas_fleet():
    """Covers: EVT-16. The card's "if played right after CP 25" is a condition of its effect,
    not of its play: 9.5.1.1 allows an event whose effect is moot (thinning the deck)."""
    g = position(turn=5, active="ap")
    g.state.vp = 11
    play_event(g, "ap", "ap33")
    assert g.state.vp == 11 and "ap33" in g.state.removed["ap"]
    g = position(turn=5)
    play_event(g, "cp", "cp25")
    g.arrange(round=g.state.round + 1, active="ap", hand={"ap": ["ap33"]})   # HSF was an earlier round
    g.apply(Action("play_event", card="ap33"))
    assert g.state.vp == 11

"""Review of the Russian capitulation track (16.4): the live CP Russian VP count, the track's
reversions, Bolshevik Revolution's "all 7", and Brest-Litovsk (16.4.8-10)."""
from pog_desktop.rules import Action
from pog_desktop.rules.board import access, stacking
from pog_desktop.rules.events.politics import cp_russian_vp

from .helpers import play_event, position, reason

EUROPEAN_RU_VP = ("warsaw", "lodz", "riga", "vilna", "minsk", "kiev", "odessa")




def hold(g, spaces):
    for s in spaces:
        g.state.control[s] = "cp"


def after_the_fall(fell: int, turn=12):
    g = position(turn=turn)
    g.state.flags |= {"event:cp28", "event:cp52", f"tsar_fell_vp:{fell}"}
    g.state.hand["cp"] = ["cp53"]
    return g


def test_16_4_2_a_russian_vp_space_retaken_lowers_the_count_and_the_tsar_track_reverts():
    """Covers: ATR-08, WS-20, WS-21"""
    g = position(turn=8)
    hold(g, ("warsaw", "lodz", "baku"))
    assert cp_russian_vp(g.ctx, g.state) == 3
    g.state.hand["cp"] = ["cp28"]
    assert reason(g, type="play_event", card="cp28") is None
    g.state.control["lodz"] = "ap"             # an Allied unit walks back in
    assert cp_russian_vp(g.ctx, g.state) == 2
    assert reason(g, type="play_event", card="cp28") == \
        "the CP hold 2 Russian VP spaces; Tsar Takes Command needs 3 (16.4.3)"


def test_16_4_4_fall_of_the_tsar_reverts_when_a_russian_vp_space_is_retaken():
    """Covers: ATR-08, WS-22"""
    g = position(turn=12)
    g.state.flags.add("event:cp28")
    g.state.cws = 30
    hold(g, ("warsaw", "lodz", "riga"))
    g.state.hand["cp"] = ["cp52"]
    assert reason(g, type="play_event", card="cp52") is None
    g.state.control["riga"] = "ap"
    assert reason(g, type="play_event", card="cp52") == "CWS + CP Russian VP is 32; Fall of the Tsar needs 33 (16.4.4)"


def test_16_4_6_bolshevik_revolution_with_all_seven_european_russian_vp_spaces_even_without_more():
    """Covers: WS-24"""
    g = after_the_fall(fell=8)
    hold(g, EUROPEAN_RU_VP)                    # Baku lost again since the Tsar fell at 8
    assert cp_russian_vp(g.ctx, g.state) == 7
    assert reason(g, type="play_event", card="cp53") is None


def test_16_4_6_baku_does_not_stand_in_for_a_european_russian_vp_space():
    """Covers: WS-24"""
    g = after_the_fall(fell=7)
    hold(g, EUROPEAN_RU_VP[:6] + ("baku",))
    assert reason(g, type="play_event", card="cp53") == \
        "the CP hold 7 Russian VP spaces: Bolshevik Revolution needs more than 7 or all 7 (16.4.6)"
    g.state.control["odessa"] = "cp"           # one more than at the fall
    assert reason(g, type="play_event", card="cp53") is None


def test_16_4_8_brest_litovsk_any_time_after_bolshevik_revolution_even_the_same_turn():
    """Covers: WS-25"""
    g = position(turn=14)
    g.state.flags |= {"event:cp28", "event:cp52"}
    g.state.hand["cp"] = ["cp45"]
    assert reason(g, type="play_event", card="cp45") == "Treaty of Brest Litovsk needs Bolshevik Revolution played first"
    g.state.flags.add("event:cp53")
    g.state.counters["event_this_turn:cp53"] = 1
    assert reason(g, type="play_event", card="cp45") is None


def test_16_4_9_after_brest_litovsk_russians_stay_home_and_apart_from_other_allies():
    """Covers: WS-26, EVT-29"""
    g = position({"ru_c1": "lemberg", "br_c1": "lodz", "ru_c2": "warsaw"}, turn=15,
                 neutral=frozenset({"it", "gr", "us", "pe"}), control={"lodz": "ap"})
    g.state.flags |= {"event:cp52", "event:cp53"}
    play_event(g, "cp", "cp45")
    ctx, st = g.ctx, g.state
    assert access.unit_barred(ctx, st, "ru_c1", "bucharest") is None          # Romania is allowed
    assert access.unit_barred(ctx, st, "ru_c1", "sofia") == \
        "after Brest-Litovsk RU units stay in RU, GE, TU, AH and RO spaces (16.4.9)"
    assert stacking.brest_litovsk_error(ctx, st, "lodz", ["ru_c2"]) == \
        "after Brest-Litovsk Russian units may not stack with other Allied units (Lodz) (16.4.9)"
    assert stacking.brest_litovsk_error(ctx, st, "lemberg", ["ru_c2"]) is None


def test_16_4_10_after_brest_litovsk_russians_may_not_attack():
    """Covers: WS-26"""
    g = position({"ru_1": "warsaw", "ge_1": "lodz"}, turn=15, active="ap", control={"lodz": "cp"})
    g.state.flags |= {"event:cp52", "event:cp53", "event:cp45"}
    g.state.active = "ap"
    from pog_desktop.rules.operations import operation
    operation.start(g.ctx, g.state, "ap", 5, None)
    g.apply(Action("activate", space="warsaw", mode="attack"))
    g.apply(Action("done"))
    assert reason(g, type="attack", space="lodz", units=("ru_1",)) == \
        "Russian units may not attack after Brest-Litovsk (16.4.10)"


def test_16_4_7_after_bolshevik_revolution_russia_spends_at_most_1_rp_a_turn():
    """Covers: WS-24, EVT-33"""
    from pog_desktop.rules.operations import replacements
    g = position(turn=15, active="ap")
    g.state.rp["ap"] = {"ru": 3, "fr": 2}
    assert replacements.modified_rp(g.ctx, g.state, "ap") == {"ru": 3, "fr": 2}
    g.state.flags.add("event:cp53")
    assert replacements.modified_rp(g.ctx, g.state, "ap") == {"ru": 1, "fr": 2}

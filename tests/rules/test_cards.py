"""Strategy cards (9.0): one use per play, decks by war commitment, SR and RP card limits,
RP recording, removal, discards."""
import pytest

from pog_desktop.rules import Action
from pog_desktop.rules.core import effects
from pog_desktop.rules.turn import commitment, decks

from .helpers import position, reason


def menu(g):
    return sorted((a.type, a.card) for a in g.legal_actions())


def test_9_1_3_each_card_play_is_one_of_ops_sr_rp_or_event():
    """Covers: CRD-01, CRD-02, OPS-16"""
    g = position(turn=3)
    g.state.hand["cp"] = ["cp03"]
    assert menu(g) == [("auto_op", None), ("play_ops", "cp03"), ("play_rp", "cp03"), ("play_sr", "cp03")]
    g.apply(Action("play_sr", card="cp03"))
    assert g.state.hand["cp"] == [] and g.state.discard["cp"] == ["cp03"]
    assert g.state.step == "redeploy" and g.state.sub["points"] == g.ctx.cards["cp03"].sr


def test_9_2_1_an_ops_play_gives_its_ops_value_in_activation_points():
    """Covers: CRD-18"""
    g = position(turn=3)
    g.state.hand["cp"] = ["cp01"]
    g.apply(Action("play_ops", card="cp01"))
    assert g.state.step == "activate" and g.state.sub["points"] == 3


def test_8_1_3_the_automatic_operation_gives_one_point_without_a_card():
    """Covers: OPS-16, CRD-02"""
    g = position(turn=3)
    g.state.hand["cp"] = ["cp03"]
    g.apply(Action("auto_op"))
    assert g.state.sub["points"] == 1 and g.state.hand["cp"] == ["cp03"]


def test_9_3_2_an_sr_play_gives_its_sr_value():
    """Covers: CRD-17"""
    g = position(turn=3, active="ap")
    g.state.hand["ap"] = ["ap01"]
    g.apply(Action("play_sr", card="ap01"))
    assert g.state.sub["points"] == 4


def test_9_3_3_no_sr_card_right_after_own_sr_card_in_the_same_turn():
    """Covers: CRD-12"""
    g = position(turn=3)
    g.state.played["cp"] = ["sr"]
    g.state.hand["cp"] = ["cp03"]
    assert "right after your own SR card" in g.why_illegal(Action("play_sr", card="cp03"))
    g.state.played["cp"] = ["sr", "ops"]
    assert g.why_illegal(Action("play_sr", card="cp03")) is None


def test_9_3_3_sr_in_last_round_and_first_round_of_next_turn_is_allowed():
    """Covers: CRD-12"""
    g = position(turn=3)
    g.state.hand["cp"] = ["cp07", "cp09"]
    g.state.round = 6
    g.state.played["cp"] = ["ops"] * 5 + ["sr"]
    g.state.active = "ap"
    g.apply(Action("auto_op"))
    g.apply(Action("done"))
    assert g.state.turn == 4 and g.state.played["cp"] == []
    assert g.why_illegal(Action("play_sr", card="cp07")) is None


def test_9_4_3_no_rp_card_right_after_own_rp_card():
    """Covers: CRD-13"""
    g = position(turn=3)
    g.state.played["cp"] = ["rp"]
    g.state.hand["cp"] = ["cp03"]
    assert "right after your own RP card" in g.why_illegal(Action("play_rp", card="cp03"))


def test_9_4_1_rp_recorded_per_nation_and_neutrals_record_nothing():
    """Covers: CRD-14, CRD-16"""
    g = position(turn=3)
    g.state.hand["cp"] = ["cp01"]          # GE 2, AH 1, TU 1 while Turkey is neutral
    g.apply(Action("play_rp", card="cp01"))
    assert g.state.rp["cp"] == {"ge": 2, "ah": 1}
    assert (g.state.active, g.state.step) == ("ap", "action")   # recording is the whole action


def test_9_4_1_allied_rp_go_to_the_a_pool_and_turkey_at_war_records():
    """Covers: CRD-14"""
    g = position(turn=3, active="ap")
    g.state.hand["ap"] = ["ap01"]
    g.apply(Action("play_rp", card="ap01"))
    assert g.state.rp["ap"] == {"allied": 1, "br": 2, "fr": 2, "ru": 3}   # IT neutral: nothing
    g2 = position(turn=3, neutral={"it", "bu", "ro", "gr", "us"})
    g2.state.hand["cp"] = ["cp01"]
    g2.apply(Action("play_rp", card="cp01"))
    assert g2.state.rp["cp"] == {"ge": 2, "ah": 1, "tu": 1}


def test_17_1_8_after_over_there_each_allied_rp_play_adds_one_us_rp():
    """Covers: CRD-15, RP-09"""
    g = position(turn=12, active="ap")
    g.state.flags.add("event:ap55")
    g.state.hand["ap"] = ["ap01"]
    g.apply(Action("play_rp", card="ap01"))
    assert g.state.rp["ap"]["us"] == 1


def test_9_5_1_2_a_star_event_is_removed_but_not_when_played_for_ops():
    """Covers: CRD-06"""
    effects.register("cp01", lambda ctx, st, side: None, lambda ctx, st, side: None)
    g = position(turn=1)
    g.state.hand["cp"] = ["cp01", "cp09"]
    g.apply(Action("play_event", card="cp01"))
    assert g.state.removed["cp"] == ["cp01"]
    g2 = position(turn=1)
    g2.state.hand["cp"] = ["cp01"]
    g2.apply(Action("play_ops", card="cp01"))
    assert g2.state.discard["cp"] == ["cp01"] and g2.state.removed["cp"] == []


def test_9_5_1_3_event_war_status_adds_to_player_and_combined_and_only_combined_at_total_war():
    """Covers: CRD-07"""
    effects.register("cp01", lambda ctx, st, side: None, lambda ctx, st, side: None)
    g = position(turn=1)
    g.state.hand["cp"] = ["cp01"]
    g.apply(Action("play_event", card="cp01"))
    assert (g.state.ws["cp"], g.state.cws) == (2, 2)
    g2 = position(turn=1)
    g2.state.commitment["cp"] = "total"
    g2.state.ws["cp"] = 12
    g2.state.hand["cp"] = ["cp01"]
    g2.apply(Action("play_event", card="cp01"))
    assert (g2.state.ws["cp"], g2.state.cws) == (12, 2)


def test_9_5_1_event_preconditions_are_asked_of_the_registered_event():
    """Covers: CRD-10, CRD-08"""
    effects.register("cp09", lambda ctx, st, side: "not before turn 5" if st.turn < 5 else None,
                    lambda ctx, st, side: st.flags.add("reichstag_truce"))
    g = position(turn=3)
    g.state.hand["cp"] = ["cp09", "cp03"]
    assert g.why_illegal(Action("play_event", card="cp09")) == "not before turn 5"
    assert "not available yet" in g.why_illegal(Action("play_event", card="cp03"))
    g.state.turn = 5
    g.apply(Action("play_event", card="cp09"))
    assert "reichstag_truce" in g.state.flags


def test_9_5_1_1_only_one_side_may_ever_play_entrench_as_an_event():
    """Covers: CRD-09"""
    for cid in ("ap12", "cp06"):
        effects.register(cid, lambda ctx, st, side: None, lambda ctx, st, side: st.flags.add("event:cp06"))
    g = position(turn=3)
    g.state.hand["cp"] = ["cp06"]
    g.state.hand["ap"] = ["ap12"]
    g.apply(Action("play_event", card="cp06"))
    assert "only one side may ever play Entrench" in g.why_illegal(Action("play_event", card="ap12"))


def test_9_1_3_event_with_ops_card_conducts_operations_after_the_event():
    """Covers: CRD-04"""
    effects.register("cp17", lambda ctx, st, side: None, lambda ctx, st, side: None)
    g = position(turn=5)
    g.state.hand["cp"] = ["cp17"]
    g.apply(Action("play_event", card="cp17"))
    assert g.state.step == "activate" and g.state.sub["points"] == g.ctx.cards["cp17"].ops


def test_9_1_2_draw_piles_start_with_mobilization_cards_only():
    """Covers: DAT-13, CRD-28"""
    from pog_desktop.rules import Game
    g = Game.new("campaign", 1)
    for side in ("ap", "cp"):
        assert {g.ctx.cards[c].deck for c in g.state.draw[side] + g.state.hand[side]} == {"mobilization"}
        assert len(g.state.draw[side] + g.state.hand[side]) == 14


def test_16_1_3_limited_war_adds_its_cards_and_reshuffles_at_once_in_2004():
    """Covers: CRD-28, SEQ-13"""
    g = position(turn=3)
    st = g.state
    st.ws["ap"] = 5
    st.draw["ap"] = ["ap05"]
    st.discard["ap"] = ["ap06"]
    commitment.check(g.ctx, st)
    lw = decks.deck_cards(g.ctx, "ap", "limited")
    assert st.commitment["ap"] == "limited"
    assert sorted(st.draw["ap"]) == sorted(lw + ["ap05", "ap06"]) and st.discard["ap"] == []


def test_16_1_3_2022_defers_the_commitment_reshuffle_to_the_draw_phase():
    """Covers: SEQ-13"""
    g = position(turn=3, options={"edition": "2022"})
    st = g.state
    st.ws["ap"] = 5
    st.draw["ap"] = ["ap05"]
    st.discard["ap"] = ["ap06"]
    commitment.check(g.ctx, st)
    assert st.discard["ap"] == ["ap06"]
    decks.draw_to_hand(g.ctx, st, "ap")
    assert st.discard["ap"] == [] and len(st.hand["ap"]) == 7


def test_16_1_3_1_turkey_enters_when_the_cp_reach_limited_war():
    """Covers: WS-11, WS-12, MOV-13"""
    from pog_desktop.rules import Game
    g = Game.new("campaign", 4)
    st = g.state
    st.turn = 3
    st.ws["cp"] = 4
    commitment.check(g.ctx, st)
    assert "tu" not in st.neutral and "pe" not in st.neutral
    assert st.where["tu_c1"] == "adrianople" and st.control["constantinople"] == "cp"
    assert st.control["ahwaz"] == "ap"


def test_16_1_4_a_side_at_mobilization_with_ws_11_goes_straight_to_total_war():
    """Covers: WS-13"""
    g = position(turn=5)
    st = g.state
    st.ws["ap"] = 11
    st.draw["ap"] = []
    commitment.check(g.ctx, st)
    assert st.commitment["ap"] == "total"
    assert sorted(st.draw["ap"]) == sorted(decks.deck_cards(g.ctx, "ap", "limited") +
                                           decks.deck_cards(g.ctx, "ap", "total"))


def test_5_7_4_7_historical_event_and_ops_cards_come_from_the_scenario_options():
    """Covers: CRD-05"""
    effects.register("ap28", lambda ctx, st, side: None, lambda ctx, st, side: None)
    g = position(turn=9, active="ap")
    g.state.hand["ap"] = ["ap28"]
    g.apply(Action("play_event", card="ap28"))
    assert g.state.step == "action" and g.state.active == "cp"
    g2 = position(turn=9, active="ap", options={"event_and_ops_cards": ("ap28",)})
    g2.state.hand["ap"] = ["ap28"]
    g2.apply(Action("play_event", card="ap28"))
    assert g2.state.step == "activate" and g2.state.sub["points"] == g2.ctx.cards["ap28"].ops


def test_16_5_peace_offer_is_a_whole_action_and_a_rejection_rolls_on_the_table():
    """Covers: CRD-02, WS-27, WS-28"""
    g = position(turn=8)
    g.state.vp = 10
    assert "may not offer peace at VP 10" in g.why_illegal(Action("offer_peace"))
    g.state.vp = 11
    g.apply(Action("offer_peace"))
    assert (g.prompt.seat, g.prompt.kind) == ("ap", "answer_peace")
    g.state.dice_script = [1]
    g.apply(Action("choose", choice="reject"))
    assert g.state.vp == 12 and (g.state.active, g.state.step) == ("ap", "action")
    assert g.state.played["cp"] == ["peace"]


def test_16_5_2_accepted_peace_ends_the_game_in_a_draw():
    """Covers: VIC-03"""
    g = position(turn=8, active="ap")
    g.state.vp = 9
    g.apply(Action("offer_peace"))
    g.apply(Action("choose", choice="accept"))
    assert g.is_over and g.result["winner"] is None and g.result["how"] == "peace terms accepted"


def test_16_5_cp_offers_end_with_fourteen_points():
    """Covers: WS-27"""
    g = position(turn=15)
    g.state.vp = 12
    g.state.flags.add("event:ap40")
    assert "only the Allies may offer peace" in g.why_illegal(Action("offer_peace"))


def test_9_5_an_event_may_ask_a_question_and_the_action_ends_after_the_answer():
    """Covers: CRD-10"""
    from pog_desktop.rules.turn import neutral_entry
    effects.register("cp34", lambda ctx, st, side: None, lambda ctx, st, side: neutral_entry.enter_war(ctx, st, "bu"))
    from pog_desktop.rules import Game
    g = Game.new("campaign", 2)
    g.apply(Action("choose", choice="no"))
    st = g.state
    st.turn = 5
    st.hand["cp"].append("cp34")
    g.apply(Action("play_event", card="cp34"))
    assert g.prompt.kind == "place_neutral_units"
    for _ in range(4):
        g.apply(g.legal_actions()[0])
    assert (st.step, st.active, st.round) == ("action", "ap", 1)


def test_9_5_2_2_one_neutral_entry_event_per_turn_for_both_sides():
    """Covers: CRD-10"""
    from pog_desktop.rules import Game
    for c in ("ap17", "cp34"):
        effects.register(c, lambda ctx, st, side: None, lambda ctx, st, side: None)
    g = Game.new("campaign", 2)
    g.apply(Action("choose", choice="no"))
    st = g.state
    st.turn = 5
    st.hand["cp"].append("cp34")
    st.hand["ap"].append("ap17")
    g.apply(Action("play_event", card="cp34"))
    assert "only one neutral nation may enter the war per turn" in g.why_illegal(Action("play_event", card="ap17"))


def test_9_3_3_the_salonika_event_counts_as_an_sr_card_for_the_next_round():
    """Covers: CRD-12"""
    g = position(turn=6, active="ap")
    g.state.played["ap"] = ["ops", "event:ap30"]
    g.state.hand["ap"] = ["ap01"]
    assert "(or Salonika)" in g.why_illegal(Action("play_sr", card="ap01"))
    g.state.played["ap"] = ["event:ap30", "ops"]
    assert g.why_illegal(Action("play_sr", card="ap01")) is None


# -- Review of the engine core: card-play rules of the action round.
@pytest.fixture
def guns_of_august():
    effects.register("cp01", lambda ctx, st, side: None, lambda ctx, st, side: None)


def test_5_7_4_3_the_historical_cp_must_open_with_guns_of_august_as_an_event(guns_of_august):
    """Covers: SCN-04, CRD-02"""
    g = position(turn=1, guns_of_august="must")
    g.state.hand["cp"] = ["cp01", "cp09"]
    must = "in this scenario the CP must open with Guns of August as an event (5.7.4.3)"
    assert reason(g, type="play_ops", card="cp01") == must
    assert reason(g, type="play_ops", card="cp09") == must
    assert reason(g, type="auto_op") == must
    assert [a for a in g.legal_actions() if a.type != "offer_peace"] == [Action("play_event", card="cp01")]
    g.apply(Action("play_event", card="cp01"))
    assert g.state.removed["cp"] == ["cp01"]


def test_4_3_1_guns_of_august_may_be_held_back_where_the_scenario_only_allows_it(guns_of_august):
    """Covers: DAT-10, CRD-02"""
    g = position(turn=1)
    g.state.hand["cp"] = ["cp01", "cp09"]
    assert reason(g, type="play_ops", card="cp09") is None


@pytest.fixture
def salonika():
    effects.register("ap30", lambda ctx, st, side: None, lambda ctx, st, side: None)


def test_9_3_3_no_salonika_event_in_the_round_right_after_an_sr_card(salonika):
    """Covers: CRD-12"""
    g = position(turn=6, active="ap", neutral=frozenset({"it", "bu", "ro", "gr", "us"}))
    g.state.hand["ap"] = ["ap30"]
    g.state.played["ap"] = ["ops", "sr"]
    assert reason(g, type="play_event", card="ap30") == (
        "no SR card (or Salonika) in the round right after your own SR card (or Salonika) this turn (9.3.3)")
    g.state.played["ap"] = ["sr", "ops"]
    assert reason(g, type="play_event", card="ap30") is None

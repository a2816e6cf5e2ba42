"""Sequence of play (6.0), the turn track and the 1914 specials."""
import pytest

from pog_desktop.rules import Action, Game
from pog_desktop.rules.turn import sequence

from .helpers import position


def pass_action(g):
    g.apply(Action("auto_op"))
    g.apply(Action("done"))


def test_6_0_8_1_cp_acts_first_and_sides_alternate_for_six_rounds():
    """Covers: SEQ-03, SEQ-04, CRD-03"""
    g = position(turn=3)
    seen = []
    for _ in range(12):
        seen.append((g.state.round, g.state.active))
        pass_action(g)
    assert seen == [(r, s) for r in range(1, 7) for s in ("cp", "ap")]
    assert g.state.turn == 4            # no RP, no combat cards: straight to the next turn
    assert g.state.played == {"ap": [], "cp": []}


def test_8_1_4_action_chart_records_each_kind_of_action():
    """Covers: CRD-03"""
    g = position(turn=3)
    g.state.hand["cp"] = ["cp03"]
    g.apply(Action("play_rp", card="cp03"))
    pass_action(g)
    pass_action(g)
    assert g.state.played == {"cp": ["rp", "auto_op"], "ap": ["auto_op"]}


def test_6_0_a_7_1_1_each_side_rolls_its_mandated_offensive_at_turn_start():
    """Covers: SEQ-02, SEQ-01"""
    g = position(turn=3)
    g.state.dice_script = [3, 4, 1, 1]       # AP 3 = BR, CP 4 = GE; then turn 4 rolls
    sequence.begin_turn(g.ctx, g.state)
    assert g.state.mo == {"ap": "br", "cp": "ge"}
    assert g.state.step == "action" and g.state.active == "cp" and g.state.round == 1


def test_6_0_c_d_attrition_then_siege_phases_run_after_the_action_phase(monkeypatch):
    """Covers: SEQ-05, SEQ-06"""
    calls = []
    monkeypatch.setattr(sequence, "attrition_phase", lambda ctx, st: calls.append(("attrition", st.phase)))
    monkeypatch.setattr(sequence, "siege_phase", lambda ctx, st: calls.append(("siege", st.phase)))
    g = position(turn=3)
    g.state.round = 6
    pass_action(g)
    pass_action(g)
    assert calls == [("attrition", "attrition"), ("siege", "siege")]


def test_6_0_e1_failed_mandated_offensives_score_in_war_status_phase():
    """Covers: SEQ-07, MO penalty (7.1.3)"""
    g = position(turn=3)
    g.state.mo = {"ap": "fr", "cp": "ah"}
    g.state.mo_made = {"ap": False, "cp": True}
    sequence.war_status_phase(g.ctx, g.state)
    assert g.state.vp == 11


def test_6_0_e2_automatic_victory_is_checked_in_war_status_phase():
    """Covers: SEQ-08"""
    g = position(turn=5)
    g.state.vp = 20
    sequence.war_status_phase(g.ctx, g.state)
    assert g.is_over and g.result == {"winner": "cp", "how": "automatic victory", "vp": 20, "turn": 5}


def test_6_0_e3_armistice_at_combined_war_status_40():
    """Covers: SEQ-09"""
    g = position(turn=15)
    g.state.cws = 40
    g.state.vp = 12
    sequence.war_status_phase(g.ctx, g.state)
    assert g.result["how"] == "armistice" and g.result["winner"] is None   # 10-12 is a draw without Brest-Litovsk


def test_6_0_e4_no_commitment_check_on_turn_1_but_from_turn_2():
    """Covers: SEQ-10, SEQ-16"""
    g = position(turn=1)
    g.state.ws["cp"] = 4
    sequence.war_status_phase(g.ctx, g.state)
    assert g.state.commitment["cp"] == "mobilization"
    g.state.turn = 2
    sequence.war_status_phase(g.ctx, g.state)
    assert g.state.commitment["cp"] == "limited"


def test_6_0_f_replacement_phase_allied_first_then_central_powers():
    """Covers: SEQ-11, RP-01"""
    g = position({"ge_1": "berlin", "fr_1": "paris"}, reduced={"ge_1", "fr_1"}, turn=3)
    g.state.rp = {"ap": {"fr": 1}, "cp": {"ge": 1}}
    g.state.round = 6
    pass_action(g)
    pass_action(g)
    assert (g.state.step, g.state.active) == ("replace", "ap")
    g.apply(Action("done"))
    assert (g.state.step, g.state.active) == ("replace", "cp")


def test_6_0_g_draw_up_to_seven_taking_the_pile_before_reshuffling():
    """Covers: SEQ-12"""
    g = position(turn=3)
    st = g.state
    st.hand["ap"] = ["ap01", "ap02"]
    st.draw["ap"] = ["ap03", "ap05"]
    st.discard["ap"] = ["ap07", "ap08", "ap09", "ap10"]
    from pog_desktop.rules.turn import decks
    decks.draw_to_hand(g.ctx, st, "ap")
    assert sorted(st.hand["ap"][:4]) == ["ap01", "ap02", "ap03", "ap05"]   # the pile first
    assert len(st.hand["ap"]) == 7 and len(st.draw["ap"]) == 1 and st.discard["ap"] == []


def test_6_0_g_a_short_deck_gives_a_short_hand():
    """Covers: SEQ-12"""
    g = position(turn=3)
    st = g.state
    st.hand["cp"] = []
    st.draw["cp"] = ["cp03"]
    st.discard["cp"] = ["cp04"]
    from pog_desktop.rules.turn import decks
    decks.draw_to_hand(g.ctx, st, "cp")
    assert sorted(st.hand["cp"]) == ["cp03", "cp04"]


def test_6_0_g_combat_cards_may_be_discarded_before_the_draw():
    """Covers: SEQ-12, CRD-26"""
    g = position(turn=3)
    st = g.state
    st.hand["ap"] = ["ap04", "ap01"]   # Pleve is a combat card, BR reinforcements is not
    st.draw["ap"] = ["ap%02d" % i for i in range(20, 40)]
    sequence.begin_draw_phase(g.ctx, st)
    assert (st.step, st.active) == ("discard_combat_cards", "ap")
    assert [a.to_json() for a in g.legal_actions()] == [{"type": "discard", "card": "ap04"}, {"type": "done"}]
    assert "only combat cards" in g.why_illegal(Action("discard", card="ap01"))
    g.apply(Action("discard", card="ap04"))
    g.apply(Action("done"))
    assert "ap04" in st.discard["ap"] and len(st.hand["ap"]) == 7 and st.turn == 4


def test_6_0_h_the_game_ends_after_the_scenarios_last_turn():
    """Covers: SEQ-14"""
    g = position(turn=20)
    g.state.vp = 8
    g.state.round = 6
    pass_action(g)
    pass_action(g)
    assert g.is_over and g.result["how"] == "last turn" and g.result["winner"] == "ap"


def test_6_0_h_option_last_turn_cuts_the_game_short():
    """Covers: SEQ-01, SEQ-14"""
    g = position(turn=3, options={"last_turn": 3})
    g.state.round = 6
    pass_action(g)
    pass_action(g)
    assert g.is_over and g.state.turn == 3


@pytest.mark.parametrize("turn,season", [(1, None), (2, None), (3, "fall"), (4, "winter"), (5, "spring"),
                                         (6, "summer"), (16, "winter"), (20, "winter")])
def test_t0_seasons_of_the_turn_track(turn, season):
    """Covers: SEQ-15"""
    assert sequence.season(turn) == season


def test_t0_season_rule_agrees_with_the_turn_track_data():
    """Covers: SEQ-15"""
    from pog_desktop.data import load_game
    t = load_game("pog").tables
    assert [sequence.season(n) for n in range(1, 21)] == [t.season(n) for n in range(1, 21)]


def test_9_5_3_1_no_reinforcement_event_on_turn_1():
    """Covers: SEQ-16, CRD-10"""
    from pog_desktop.rules.core import effects
    effects.register("ap01", lambda ctx, st, side: None, lambda ctx, st, side: None)
    g = position(turn=1, active="ap")
    g.state.hand["ap"] = ["ap01"]
    assert "August 1914" in g.why_illegal(Action("play_event", card="ap01"))
    g.state.turn = 2
    assert g.why_illegal(Action("play_event", card="ap01")) is None
    g.apply(Action("play_event", card="ap01"))
    assert g.state.reinforced == ["br"]
    g.state.active = "ap"
    g.state.hand["ap"] = ["ap14"]
    effects.register("ap14", lambda ctx, st, side: None, lambda ctx, st, side: None)
    assert "one BR reinforcement card per turn" in g.why_illegal(Action("play_event", card="ap14"))


def test_6_0_c_14_3_attrition_phase_removes_units_out_of_supply():
    """Covers: SEQ-05"""
    from pog_desktop.rules.turn import attrition_phase
    g = position({"ge_c1": "orleans", "ge_1": "tours", "ge_2": "metz"}, turn=3)
    attrition_phase.attrition_phase(g.ctx, g.state)
    assert g.state.where["ge_c1"] == "cp_eliminated"
    assert g.state.where["ge_1"] == "removed"
    assert g.state.where["ge_2"] == "metz"


def test_4_2_2_bulgaria_enters_with_the_cp_placing_four_corps_one_per_space():
    """Covers: DAT-09"""
    from pog_desktop.rules.turn import neutral_entry
    g = Game.new("campaign", 3)
    g.apply(Action("choose", choice="no"))
    before = (g.state.step, g.state.active)
    neutral_entry.enter_war(g.ctx, g.state, "bu")
    assert g.state.where["bu_c1"] == "sofia" and "bu" not in g.state.neutral
    assert (g.prompt.seat, g.prompt.kind) == ("cp", "place_neutral_units")
    first = g.legal_actions()[0]
    g.apply(first)
    assert "at most 1 of these units" in g.why_illegal(Action("place", unit="bu_c4", to=first.to))
    for _ in range(3):
        g.apply(g.legal_actions()[0])
    placed = [g.state.where[u] for u in ("bu_c3", "bu_c4", "bu_c5", "bu_c6")]
    assert len(set(placed)) == 4 and (g.state.step, g.state.active) == before


def test_4_2_2_an_entering_unit_with_no_allowed_space_left_goes_to_the_reserve_box():
    """Covers: DAT-09"""
    from pog_desktop.rules.turn import neutral_entry
    g = Game.new("campaign", 3)
    g.apply(Action("choose", choice="no"))
    allowed = ("plevna", "kazanlik", "varna", "philippoli", "strumitsa", "burgas")
    for i, s in enumerate(allowed):
        g.state.place(f"ru_c{i + 1}", s)
    neutral_entry.enter_war(g.ctx, g.state, "bu")
    assert g.legal_actions()[0].to_json() == {"type": "place", "unit": "bu_c3", "to": "cp_reserve"}
    assert "holds enemy units" in g.why_illegal(Action("place", unit="bu_c3", to="varna"))


def test_9_5_4_6_combat_cards_may_be_discarded_before_the_commitment_reshuffle():
    """Covers: SEQ-13, CRD-26"""
    g = position(turn=3)
    st = g.state
    st.ws["cp"] = 4
    st.hand["cp"] = ["cp02", "cp07"]             # Wireless Intercepts is a combat card
    st.draw["cp"] = ["cp09"]
    assert not sequence.war_status_phase(g.ctx, st)
    assert (st.step, st.active, st.commitment["cp"]) == ("discard_combat_cards", "cp", "mobilization")
    assert "before the reshuffle" in g.prompt.text
    g.apply(Action("discard", card="cp02"))
    g.apply(Action("done"))
    assert st.commitment["cp"] == "limited" and "cp02" in st.draw["cp"] and st.discard["cp"] == []

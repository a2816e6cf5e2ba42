"""Card-driven rule changes the engine reads from the card data (prerequisites, cancellations,
RP modifiers, activation modifiers) and the 2022 switches around them."""
from pog_desktop.rules import Action, flow
from pog_desktop.rules.core import effects
from pog_desktop.rules.operations import replacements
from pog_desktop.rules.operations.activation import activation_cost

from .helpers import move_phase, ops, position, reason, sr


def noop_event(card_id):
    effects.register(card_id, lambda ctx, st, side: None, lambda ctx, st, side: None)


def test_3_0_underlined_prerequisites_and_cancellations_come_from_the_card_data():
    """Covers: CRD-11, CRD-10"""
    for c in ("ap54", "ap55"):
        noop_event(c)
    g = position(turn=12, active="ap")
    g.state.hand["ap"] = ["ap55", "ap54"]
    assert "needs Zimmermann Telegram played first" in reason(g, type="play_event", card="ap55")
    g.apply(Action("play_event", card="ap54"))
    assert effects.played(g.state, "ap54")
    g.state.active = "ap"
    assert reason(g, type="play_event", card="ap55") is None


def test_3_0_an_event_is_blocked_while_another_is_in_effect_until_cancelled():
    """Covers: CRD-11"""
    noop_event("ap38")
    g = position(turn=14, active="ap")
    g.state.flags.update({"event:ap55", "event:cp36"})       # Over There; U-Boats Unleashed
    g.state.hand["ap"] = ["ap38"]
    assert "while U-Boats Unleashed is in effect" in reason(g, type="play_event", card="ap38")
    g.state.flags.add("cancelled:cp36")                      # Convoy
    assert reason(g, type="play_event", card="ap38") is None


def test_9_5_2_5_2022_italy_and_romania_only_as_events_while_only_the_cp_are_at_total_war():
    """Covers: CRD-27"""
    g = position(turn=12, active="ap", options={"edition": "2022"})
    g.state.commitment = {"ap": "limited", "cp": "total"}
    g.state.hand["ap"] = ["ap17"]
    assert "may only be played as an event" in reason(g, type="play_ops", card="ap17")
    from pog_desktop.rules.turn import decks
    assert decks.hand_combat_cards(g.ctx, g.state, "ap") == ["ap17"]
    g.state.commitment["ap"] = "total"
    assert reason(g, type="play_ops", card="ap17") is None
    g2 = position(turn=12, active="ap")
    g2.state.commitment = {"ap": "limited", "cp": "total"}
    g2.state.hand["ap"] = ["ap17"]
    assert reason(g2, type="play_ops", card="ap17") is None


def test_9_2_3_moltke_makes_cp_units_in_france_cost_one_each_until_falkenhayn():
    """Covers: OPS-18"""
    g = position({"ge_1": "sedan", "ge_2": "sedan", "ge_c1": "sedan"})
    assert activation_cost(g.ctx, g.state, "sedan") == 1
    g.state.flags.add("event:ap09")
    assert activation_cost(g.ctx, g.state, "sedan") == 3
    g.state.flags.add("cancelled:ap09")
    assert activation_cost(g.ctx, g.state, "sedan") == 1


def test_9_2_3_everyone_into_battle_makes_allied_units_one_nation_this_turn():
    """Covers: OPS-18"""
    g = position({"fr_1": "nancy", "br_1": "nancy", "us_1": "nancy"})
    assert activation_cost(g.ctx, g.state, "nancy") == 2
    g.state.counters["event_this_turn:ap51"] = 1
    assert activation_cost(g.ctx, g.state, "nancy") == 1


def test_15_2_5_2022_no_combat_activation_of_desert_spaces_in_summer(monkeypatch):
    """Covers: OPS-17"""
    monkeypatch.setitem(flow.FLOW, "attacks", lambda ctx, st: None)
    nt = {"it", "bu", "ro", "gr", "us"}
    g = ops(position({"tu_c1": "sinai"}, turn=6, neutral=nt, options={"edition": "2022"}), "cp", 3)
    assert "no combat activation in summer" in reason(g, type="activate", space="sinai", mode="attack")
    assert reason(g, type="activate", space="sinai", mode="move") is None
    g2 = ops(position({"tu_c1": "sinai"}, turn=6, neutral=nt), "cp", 3)
    assert reason(g2, type="activate", space="sinai", mode="attack") is None


def test_14_1_1_3_2022_supply_is_judged_again_as_each_unit_starts_to_move(monkeypatch):
    """Covers: MOV-22"""
    from pog_desktop.rules.operations import movement
    g = move_phase(position({"fr_1": "paris"}, active="ap", options={"edition": "2022"}), "ap", "paris")
    monkeypatch.setattr(movement, "unit_supplied", lambda ctx, st, u: False)
    assert "out of supply and may not move" in reason(g, type="move", units=("fr_1",), to="melun")


def test_5_7_4_6_historical_italian_front_restriction():
    """Covers: MOV-23"""
    opts = {"italian_front_restriction": True}
    nt = {"bu", "ro", "gr", "us", "tu", "pe"}
    g = move_phase(position({"ge_1": "trent", "ah_1": "trent"}, neutral=nt, options=opts), "cp", "trent")
    assert "only AH and IT armies may operate in Italy" in reason(g, type="move", units=("ge_1",), to="verona")
    assert reason(g, type="move", units=("ah_1",), to="verona") is None
    g2 = move_phase(position({"ge_1": "innsbruck"}, neutral=nt, options=opts), "cp", "innsbruck")
    from .helpers import mv
    mv(g2, ["ge_1"], "trent")
    assert "no German army may end in Trent" in reason(g2, type="stop")


def test_9_5_2_4_allies_sr_into_kavala_only_after_salonika_or_greece():
    """Covers: SR-24"""
    ctl = {"kavala": "ap", "salonika": "ap"}
    g = sr(position({"br_c1": "salonika"}, control=ctl, active="ap"), "ap", 2)
    g.state.flags.add("event:ap30")
    g.apply(Action("select", unit="br_c1"))
    assert reason(g, type="sr", unit="br_c1", to="kavala") is None
    g.state.flags.discard("event:ap30")
    assert "cannot redeploy to kavala" in reason(g, type="sr", unit="br_c1", to="kavala")


def test_t5_footnotes_zeppelin_rathenau_u_boats_and_bolshevik_cap():
    """Covers: RP-12"""
    g = position()
    g.state.rp = {"ap": {"br": 3, "ru": 3}, "cp": {"ge": 2}}
    g.state.counters["event_this_turn:cp27"] = 1          # Zeppelin Raids
    g.state.flags.update({"event:cp33", "event:cp36", "event:cp53"})
    assert replacements.modified_rp(g.ctx, g.state, "ap") == {"br": 0, "ru": 1}
    assert replacements.modified_rp(g.ctx, g.state, "cp") == {"ge": 3}
    g.state.flags.add("cancelled:cp33")                    # Independent Air Force
    assert replacements.modified_rp(g.ctx, g.state, "cp") == {"ge": 2}


def test_5_7_3_historical_sedan_bonus_at_cp_total_war():
    """Covers: RP-13"""
    g = position(control={"sedan": "cp", "cambrai": "cp", "amiens": "cp"}, options={"sedan_rp_bonus": True})
    g.state.rp["cp"] = {"ge": 1}
    assert replacements.modified_rp(g.ctx, g.state, "cp") == {"ge": 1}
    g.state.commitment["cp"] = "total"
    assert replacements.modified_rp(g.ctx, g.state, "cp") == {"ge": 2}


def test_9_2_3_sud_army_two_german_corps_with_one_austrian_unit_once_per_round():
    """Covers: OPS-18"""
    g = ops(position({"ge_c1": "lemberg", "ge_c2": "lemberg", "ah_1": "lemberg",
                      "ge_c3": "cracow", "ah_c1": "cracow"}, control={"lemberg": "cp"}), "cp", 4)
    assert activation_cost(g.ctx, g.state, "lemberg") == 2
    g.state.flags.add("event:cp10")
    assert activation_cost(g.ctx, g.state, "lemberg") == 1
    g.apply(Action("activate", space="lemberg", mode="move"))
    assert g.state.sub["points"] == 3
    g.apply(Action("activate", space="cracow", mode="move"))
    assert g.state.sub["points"] == 1            # the second stack pays for two nations


def test_9_2_3_eleventh_army_activates_with_cp_corps_as_one_nation():
    """Covers: OPS-18"""
    nt = {"it", "bu", "ro", "gr", "us"}
    g = position({"ge_11": "lemberg", "ah_c1": "lemberg", "tu_c1": "lemberg"}, neutral=nt)
    assert activation_cost(g.ctx, g.state, "lemberg") == 3
    g.state.flags.add("event:cp29")
    assert activation_cost(g.ctx, g.state, "lemberg") == 1
    g.state.place("ah_1", "lemberg")
    assert activation_cost(g.ctx, g.state, "lemberg") == 3     # another army breaks it

"""Reinforcement events (9.5.3) from constructed positions."""
from pog_desktop.rules import Action
from pog_desktop.rules.board.control import effective_control

from ..helpers import position, reason


def play(g, side, card):
    g.state.active = side
    g.state.hand[side] = [card] + [c for c in g.state.hand[side] if c != card]
    g.apply(Action("play_event", card=card))


def test_ap01_9_5_3_british_2nd_army_to_london_and_one_corps_to_the_reserve():
    """Covers: EVT-58, REI-02, REI-03"""
    g = position(turn=3, active="ap")
    play(g, "ap", "ap01")
    st = g.state
    assert st.where["br_2"] == "london"
    assert st.at["ap_reserve"] == ("br_c1",)
    assert st.reinforced == ["br"]
    assert st.step == "action" and st.active == "cp"   # the event was the whole action


def test_ap14_9_5_3_1_second_british_reinforcement_card_same_turn_is_refused():
    """Covers: REI-01"""
    g = position(turn=3, active="ap")
    play(g, "ap", "ap01")
    g.state.active = "ap"
    g.state.hand["ap"] = ["ap14"]
    assert reason(g, type="play_event", card="ap14") == "only one BR reinforcement card per turn (9.5.3.1)"
    g.state.turn = 4
    g.state.reinforced = []
    assert reason(g, type="play_event", card="ap14") is None


def test_cp07_9_5_3_1_no_reinforcements_on_turn_1():
    """Covers: REI-01"""
    g = position(turn=1)
    g.state.hand["cp"] = ["cp07"]
    assert "August 1914" in reason(g, type="play_event", card="cp07")


def test_ap11_9_5_3_3_two_russian_armies_are_placed_by_the_player_among_the_sources():
    """Covers: REI-03, EVT-58"""
    g = position(turn=3, active="ap")
    play(g, "ap", "ap11")
    st = g.state
    assert st.step == "place_event_units" and g.prompt.kind == "place_event_units"
    assert g.prompt.choices["units"] == ["ru_9"]
    assert set(g.prompt.choices["spaces"]) == {"petrograd", "moscow", "kharkov", "caucasus"}
    assert "may enter only in" in reason(g, type="place", unit="ru_9", to="warsaw")
    g.apply(Action("place", unit="ru_9", to="moscow"))
    g.apply(Action("place", unit="ru_10", to="moscow"))
    assert st.where["ru_9"] == st.where["ru_10"] == "moscow"
    assert st.step == "action" and st.active == "cp"


def test_ap10_9_5_3_1_refused_when_no_space_can_take_the_army():
    """Covers: REI-01, REI-05"""
    fill = {"fr_c1": "paris", "fr_c2": "paris", "fr_c3": "paris", "fr_c4": "orleans", "fr_c5": "orleans",
            "fr_c6": "orleans"}
    g = position(units=fill, turn=3, active="ap")
    g.state.hand["ap"] = ["ap10"]
    assert reason(g, type="play_event", card="ap10") == "French 10th Army has no legal space to enter (9.5.3.1)"


def test_ap10_9_5_3_3_french_army_goes_to_orleans_when_paris_is_full():
    """Covers: REI-05"""
    g = position(units={"fr_c1": "paris", "fr_c2": "paris", "fr_c3": "paris"}, turn=3, active="ap")
    play(g, "ap", "ap10")
    assert g.state.where["fr_10"] == "orleans"


def test_cp42_9_5_3_turkish_reinforcements_need_turkey_at_war():
    """Covers: REI-01"""
    g = position(turn=3)
    g.state.hand["cp"] = ["cp42"]
    assert reason(g, type="play_event", card="cp42") == "TU is not at war yet"


def test_ap31_9_5_3_5_mef_lands_with_the_beachhead_once_turkey_is_at_war():
    """Covers: EVT-44, REI-06, REI-08"""
    g = position(turn=5, active="ap")
    g.state.hand["ap"] = ["ap31"]
    assert reason(g, type="play_event", card="ap31") == "TU is not at war yet"
    g.state.neutral.discard("tu")
    play(g, "ap", "ap31")
    assert set(g.prompt.choices["spaces"]) >= {"mef1", "mef2", "mef3", "mef4"}
    g.apply(Action("place", unit="br_mef", to="mef2"))
    assert (g.state.where["br_mef"], g.state.beachhead, g.state.control["mef2"]) == ("mef2", "mef2", "ap")


def test_ap53_9_5_3_3_army_of_the_orient_at_allied_salonika():
    """Covers: EVT-53, REI-06"""
    g = position(turn=8, active="ap", control={"salonika": "ap"},
                 units={"fr_c1": "paris", "fr_c2": "paris", "fr_c3": "paris", "fr_c4": "orleans"})
    play(g, "ap", "ap53")
    assert g.prompt.choices["spaces"] == ["salonika", "orleans"]
    g.apply(Action("place", unit="fr_orient", to="salonika"))
    assert g.state.where["fr_orient"] == "salonika" and "lost_ne:fr_orient" not in g.state.flags


def test_ap53_9_5_3_4_army_of_the_orient_entering_at_home_loses_its_near_east_ability():
    """Covers: REI-07"""
    g = position(turn=8, active="ap")
    play(g, "ap", "ap53")
    assert g.state.where["fr_orient"] == "paris"
    assert "lost_ne:fr_orient" in g.state.flags


def test_cp24_libyan_revolt_senussi_enter_libya_unless_an_allied_unit_is_there():
    """Covers: EVT-15, REI-02"""
    g = position(units={"br_c1": "libya"}, turn=5)
    g.state.neutral.discard("tu")
    g.state.hand["cp"] = ["cp24"]
    assert reason(g, type="play_event", card="cp24") == "an Allied unit is in Libya"
    g.state.place("br_c1", "ap_reserve")
    play(g, "cp", "cp24")
    assert g.state.where["tu_sn_corps"] == "libya"


def test_ap41_arab_northern_army_enters_arabia_with_turkey_at_war():
    """Covers: EVT-55, REI-02"""
    g = position(turn=5, active="ap")
    g.state.neutral.discard("tu")
    play(g, "ap", "ap41")
    assert g.state.where["br_ana_corps"] == "arabia"


def test_11_1_15_ap41_the_ana_enters_a_cp_held_arabia_without_converting_it():
    """Covers: EVT-55, MOV-15. Arabia lost to attrition (14.3.6) is CP: the card still places the
    ANA there (only enemy units bar it), and the space counts as Allied only while the ANA stays."""
    g = position(turn=5, active="ap", control={"arabia": "cp"})
    g.state.neutral.discard("tu")
    play(g, "ap", "ap41")
    assert g.state.where["br_ana_corps"] == "arabia" and g.state.control["arabia"] == "cp"
    assert effective_control(g.ctx, g.state)["arabia"] == "ap"


def test_ap43_16_3_4_us_army_only_the_turn_after_over_there_to_a_french_port():
    """Covers: REI-04, REI-10, EVT-54"""
    g = position(turn=14, active="ap")
    g.state.neutral.discard("us")
    g.state.flags |= {"event:ap54", "event:ap55"}
    g.state.counters["event_this_turn:ap55"] = 1
    g.state.hand["ap"] = ["ap43"]
    assert reason(g, type="play_event", card="ap43") == "only on a turn after Over There was played"
    g.state.counters.clear()
    g.state.flags.add("event:cp36")
    assert "U-Boats Unleashed" in reason(g, type="play_event", card="ap43")
    g.state.flags.add("cancelled:cp36")
    play(g, "ap", "ap43")
    assert sorted(g.prompt.choices["spaces"]) == ["bordeaux", "calais", "cherbourg", "la_rochelle", "le_havre",
                                                  "marseilles", "nantes"]
    g.apply(Action("place", unit="us_1", to="nantes"))
    assert g.state.where["us_1"] == "nantes"
    assert sorted(g.state.at["ap_reserve"]) == ["us_c1", "us_c2"]


def test_ap29_yudenitch_caucasus_army_enters_a_supplied_russian_space():
    """Covers: EVT-57, REI-06"""
    g = position(turn=5, active="ap")
    play(g, "ap", "ap29")
    assert "moscow" in g.prompt.choices["spaces"]
    assert "warsaw" in g.prompt.choices["spaces"] and "berlin" not in g.prompt.choices["spaces"]
    g.apply(Action("place", unit="ru_cau", to="moscow"))
    assert g.state.where["ru_cau"] == "moscow"
    assert "lost_ne:ru_cau" not in g.state.flags   # Moscow is in Russia: the card's own placement


def test_ap20_named_corps_join_the_reserve_box():
    """Covers: REI-02"""
    g = position(turn=5, active="ap")
    play(g, "ap", "ap20")
    assert sorted(g.state.at["ap_reserve"]) == ["aus_corps", "cnd_corps"]


def test_ap29_2022_yudenitch_in_a_russian_near_east_space_else_at_home_losing_its_near_east_ability():
    """Covers: EVT-57, REI-07"""
    g = position(turn=5, active="ap", options={"edition": "2022"})
    play(g, "ap", "ap29")
    ne = {s for s in g.ctx.ne_spaces if g.ctx.spaces[s].nation == "ru"}
    home = {"petrograd", "moscow", "kharkov", "caucasus"}
    assert set(g.prompt.choices["spaces"]) == (ne & set(g.prompt.choices["spaces"])) | home
    assert "tbilisi" in g.prompt.choices["spaces"]
    g.apply(Action("place", unit="ru_cau", to="moscow"))
    assert g.state.where["ru_cau"] == "moscow" and "lost_ne:ru_cau" in g.state.flags


def test_ap31_9_5_3_4_mef_entering_in_london_lands_no_beachhead_and_loses_its_near_east_ability():
    """Covers: REI-07"""
    g = position(turn=5, active="ap")
    g.state.neutral.discard("tu")
    play(g, "ap", "ap31")
    g.apply(Action("place", unit="br_mef", to="london"))
    assert (g.state.where["br_mef"], g.state.beachhead) == ("london", None)
    assert "lost_ne:br_mef" in g.state.flags


# -- Review of the card events: corps their card places in a named space (9.5.3.2).


def test_cp24_9_5_3_2_senussi_enter_libya_under_allied_control_when_no_allied_unit_is_there():
    """Covers: EVT-15, REI-02. The card bars Allied units in Libya, not Allied control."""
    g = position(turn=5, control={"libya": "ap"})
    g.state.neutral.discard("tu")
    g.state.hand["cp"] = ["cp24"]
    assert reason(g, type="play_event", card="cp24") is None
    play(g, "cp", "cp24")
    assert g.state.where["tu_sn_corps"] == "libya" and g.state.control["libya"] == "cp"


# -- Review of the card events: the Allied Near East armies entering at home (9.5.3.4).


def test_ap31_9_5_3_4_mef_after_salonika_still_enters_at_home_only():
    """Covers: EVT-44, NEU-05, REI-07. After Salonika the MEF card is no event for a landing,
    but the army may still come in at London, without its Near East ability."""
    g = position(turn=9, active="ap")
    g.state.neutral.discard("tu")
    g.state.flags.add("event:ap30")
    g.state.hand["ap"] = ["ap31"]
    assert reason(g, type="play_event", card="ap31") is None
    play(g, "ap", "ap31")
    st = g.state
    assert (st.where["br_mef"], st.beachhead) == ("london", None)
    assert "lost_ne:br_mef" in st.flags
    assert st.reinforced == ["br"]


def test_ap31_9_5_3_4_mef_before_salonika_keeps_the_mef_spaces():
    """Covers: EVT-44, REI-06"""
    g = position(turn=9, active="ap")
    g.state.neutral.discard("tu")
    play(g, "ap", "ap31")
    assert {"mef1", "mef2", "mef3", "mef4", "london"} <= set(g.prompt.choices["spaces"])


def test_ap50_9_5_3_4_allenby_before_sinai_pipeline_enters_at_home_and_pipeline_stays_playable():
    """Covers: EVT-51, REI-07"""
    g = position(turn=13, active="ap")
    g.state.neutral.discard("tu")
    g.state.hand["ap"] = ["ap50"]
    assert reason(g, type="play_event", card="ap50") is None
    play(g, "ap", "ap50")
    st = g.state
    assert st.where["br_ne"] == "london" and "lost_ne:br_ne" in st.flags
    st.active = "ap"
    st.hand["ap"] = ["ap49"]
    assert reason(g, type="play_event", card="ap49") is None


def test_ap50_allenby_after_sinai_pipeline_lands_at_alexandria_with_its_near_east_ability():
    """Covers: EVT-51, REI-06"""
    g = position(turn=13, active="ap")
    g.state.neutral.discard("tu")
    g.state.flags.add("event:ap49")
    play(g, "ap", "ap50")
    assert set(g.prompt.choices["spaces"]) == {"alexandria", "london"}
    g.apply(Action("place", unit="br_ne", to="alexandria"))
    assert g.state.where["br_ne"] == "alexandria" and "lost_ne:br_ne" not in g.state.flags

"""The scenarios as data: setup tables (4.2), markers (4.1), cards (4.3), victory (5.x) and the
2022 Historical scenario (5.7), checked against the printed setup tables."""
from collections import Counter

import pytest

from pog_desktop.data import load_game
from pog_desktop.data.scenarios import list_scenarios, load_scenario

ALL = ["campaign", "historical", "introductory", "limited_war", "tournament_campaign", "tournament_limited_war"]


def short(unit):
    """The counter as the setup tables print it: "FR 5" for an army, "FR corps" for a corps."""
    if unit.type == "army":
        return f"{unit.nation.upper()} {unit.label}"
    return f"{unit.label} corps"


@pytest.fixture(scope="module")
def game():
    return load_game("pog")


@pytest.fixture(scope="module")
def scenarios():
    return {sid: load_scenario("pog", sid) for sid in ALL}


@pytest.fixture(scope="module")
def campaign(scenarios):
    return scenarios["campaign"]


@pytest.fixture(scope="module")
def historical(scenarios):
    return scenarios["historical"]


def _kinds(game, units):
    """Counter of (nation, type) for a collection of unit ids."""
    return Counter((game.units[u].nation, game.units[u].type) for u in units)


# --- the list -----------------------------------------------------------------------------------

def test_scenario_list_puts_the_campaign_first_and_has_every_scenario():
    """Covers: SCN-01, SCN-02, SCN-03, SCN-04, SCN-05"""
    listed = list_scenarios("pog")
    assert [sid for sid, _ in listed] == ALL
    assert dict(listed)["historical"] == "Historical (2022 rules)"


def test_editions_and_turn_ranges_of_each_scenario(scenarios):
    """Covers: SCN-01 (5.3.1), SCN-02 (5.4.1), SCN-03 (5.5.1), SCN-04, SCN-05"""
    got = {sid: (sc.edition, sc.first_turn, sc.last_turn) for sid, sc in scenarios.items()}
    assert got == {"campaign": ("2004", 1, 20), "historical": ("2022", 1, 20), "introductory": ("2004", 1, 3),
                   "limited_war": ("2004", 1, 10), "tournament_campaign": ("2004", 1, 20),
                   "tournament_limited_war": ("2004", 1, 10)}


# --- every unit once ----------------------------------------------------------------------------

@pytest.mark.parametrize("sid", ALL)
def test_4_2_every_unit_is_in_exactly_one_place(game, scenarios, sid):
    """Covers: DAT-05, DAT-08, DAT-09 - on the map, in a box, in a neutral's entry setup or off the board."""
    sc = scenarios[sid]
    places = [u for us in sc.units_on_map.values() for u in us]
    places += [u for box in (sc.reserve, sc.eliminated, sc.offboard) for us in box.values() for u in us]
    places += [u for ns in sc.neutral_setups.values() for u in ns.units]
    assert Counter(places) == Counter(list(game.units))
    assert set(sc.units_on_map) <= set(game.map.spaces)
    assert all(len(units) <= 3 for units in sc.units_on_map.values())


@pytest.mark.parametrize("sid", ALL)
def test_4_2_units_start_on_their_own_side_of_the_map(game, scenarios, sid):
    """Covers: DAT-08, DAT-14"""
    sc = scenarios[sid]
    for space, units in sc.units_on_map.items():
        assert {game.units[u].side for u in units} == {sc.control[space]}, space
    for side in ("ap", "cp"):
        assert {game.units[u].side for u in sc.reserve[side]} == {side}


# --- spot checks against the 2004 setup tables ---------------------------------------------------

@pytest.mark.parametrize("space, units, reduced, trench", [
    ("sedan", ["FR 5"], [], 0),
    ("verdun", ["FR 3", "FR 4"], [], 1),
    ("nancy", ["FR 1", "FR 2"], [], 1),
    ("belfort", ["FR corps", "FR corps"], [], 1),
    ("paris", ["FR 6"], ["FR 6"], 1),
    ("bar_le_duc", ["FR 9"], ["FR 9"], 0),
    ("brussels", ["BR BEF"], [], 1),
    ("antwerp", ["BE 1"], [], 0),
    ("port_said", ["BR corps"], ["BR corps"], 1),
    ("basra", ["BR corps"], ["BR corps"], 1),
    ("koblenz", ["GE 2", "GE 3"], [], 0),
    ("metz", ["GE 4", "GE 5"], [], 1),
    ("mulhouse", ["GE 7"], ["GE 7"], 1),
    ("insterberg", ["GE 8", "GE corps"], [], 0),
    ("bremen", ["GE corps"], ["GE corps"], 0),
    ("konigsberg", [], [], 1),
    ("munkacs", ["AH 2"], ["AH 2"], 0),
    ("cracow", ["AH corps"], [], 1),
    ("trent", [], [], 1),
    ("ivangorod", ["RU 4"], [], 0),
    ("odessa", ["RU corps"], [], 1),
    ("erivan", ["RU corps"], [], 0),
    ("cetinje", ["MN corps"], [], 0),
    ("valjevo", ["SB 2"], [], 0),
    ("lodz", [], [], 0),
    ("constantinople", [], [], 0),
    ("stanislau", [], [], 0),
    ("lutsk", [], [], 0),
])
def test_4_2_1_setup_table_spot_checks(game, campaign, space, units, reduced, trench):
    """Covers: DAT-08 - the 2004 setup tables, space by space."""
    here = campaign.units_on_map.get(space, ())
    assert sorted(short(game.units[u]) for u in here) == sorted(units)
    assert sorted(short(game.units[u]) for u in here if u in campaign.reduced) == sorted(reduced)
    assert campaign.trenches.get(space, 0) == trench


def test_4_2_1_reserve_boxes_at_start(game, campaign):
    """Covers: DAT-08 - CP: 8 GE and 5 AH corps; AP: 7 FR, 1 BR + the BEF corps, 1 BE, 6 RU, 2 SB corps."""
    assert _kinds(game, campaign.reserve["cp"]) == {("ge", "corps"): 8, ("ah", "corps"): 5}
    assert _kinds(game, campaign.reserve["ap"]) == {("fr", "corps"): 7, ("br", "corps"): 2, ("be", "corps"): 1,
                                                    ("ru", "corps"): 6, ("sb", "corps"): 2}
    assert "br_bef_corps" in campaign.reserve["ap"]
    assert campaign.eliminated == {"ap": (), "cp": ()}
    assert not campaign.reduced & set(campaign.reserve["ap"] + campaign.reserve["cp"])


def test_4_2_1_units_on_the_map_by_nation(game, campaign):
    """Covers: DAT-08 - GE 8 armies 3 corps, AH 6+4, FR 7+3, BR 1+3, BE 1, RU 6+7, SB 2, MN 1."""
    on_map = [u for us in campaign.units_on_map.values() for u in us]
    assert _kinds(game, on_map) == {
        ("ge", "army"): 8, ("ge", "corps"): 3, ("ah", "army"): 6, ("ah", "corps"): 4,
        ("fr", "army"): 7, ("fr", "corps"): 3, ("br", "army"): 1, ("br", "corps"): 3, ("be", "army"): 1,
        ("ru", "army"): 6, ("ru", "corps"): 7, ("sb", "army"): 2, ("mn", "corps"): 1}
    assert sorted(short(game.units[u]) for u in campaign.reduced) == sorted(
        ["AH 2", "GE 7", "GE corps", "GE corps", "FR 6", "FR 9", "BR corps", "BR corps", "BR corps"])


def test_4_2_1_trenches_at_start_and_their_owners(campaign):
    """Covers: DAT-08, DAT-14 - a starting trench belongs to the side that holds the space."""
    assert {s: campaign.trench_owner(s) for s in campaign.trenches} == {
        "cracow": "cp", "villach": "cp", "trent": "cp", "trieste": "cp", "metz": "cp", "mulhouse": "cp",
        "konigsberg": "cp", "brussels": "ap", "port_said": "ap", "cairo": "ap", "basra": "ap", "verdun": "ap",
        "nancy": "ap", "belfort": "ap", "paris": "ap", "riga": "ap", "odessa": "ap"}
    assert set(campaign.trenches.values()) == {1}


def test_4_2_1_units_not_in_play_are_the_reinforcement_cards_units(game, campaign):
    """Covers: DAT-08, REI (9.5.3) - what is off the board at the start is what the reinforcement
    cards bring in: their named units, and enough ordinary corps of each nation for their corps."""
    offboard = set(campaign.offboard["ap"] + campaign.offboard["cp"])
    named = {u for c in game.cards.values() if c.reinf for u in c.reinf.unit_ids}
    assert named - {u for ns in campaign.neutral_setups.values() for u in ns.units} <= offboard
    corps_wanted = Counter()
    for c in game.cards.values():
        if c.reinf and not c.optional:
            corps_wanted[c.reinf.nation] += c.reinf.corps
    ordinary_offboard = Counter(game.units[u].nation for u in offboard - named
                                if game.units[u].type == "corps" and not game.units[u].special)
    for nation, n in corps_wanted.items():
        assert ordinary_offboard[nation] >= n, nation
    assert {"us_1", "us_2", "ge_9", "fr_orient", "ru_cau", "tu_yld", "br_mef"} <= offboard


# --- markers and cards ---------------------------------------------------------------------------

@pytest.mark.parametrize("sid", ALL)
def test_4_1_starting_markers(scenarios, sid):
    """Covers: DAT-07 - turn 1, VP 10, war status 0/0/0, RP 0, CP Russian VP 0, US Neutral, God Save the Tsar."""
    sc = scenarios[sid]
    assert sc.markers == {"turn": 1, "vp": 10, "ap_ws": 0, "cp_ws": 0, "combined_ws": 0, "cp_russian_vp": 0,
                          "us_entry": 0, "russian_capitulation": 0, "rp_ge": 0, "rp_ah": 0, "rp_allied": 0,
                          "rp_br": 0, "rp_fr": 0, "rp_ru": 0}
    assert sc.commitment == {"ap": "mobilization", "cp": "mobilization"}


def test_4_3_and_9_1_2_draw_piles_hold_the_14_mobilization_cards(game, campaign):
    """Covers: DAT-10, DAT-11, DAT-13"""
    for side in ("ap", "cp"):
        pile = campaign.cards.draw_piles[side]
        assert len(pile) == 14
        assert {game.cards[c].deck for c in pile} == {"mobilization"}
        assert {game.cards[c].deck for c in campaign.cards.held_out[side]} == {"limited", "total"}
        assert len(campaign.cards.held_out[side]) == 41     # 20 LW + 21 TW in the 2004 game
    assert campaign.cards.hand_size == 7
    assert campaign.cards.guns_of_august == "may"
    assert campaign.cards.guns_of_august_card == "cp01" and "cp01" in campaign.cards.draw_piles["cp"]
    assert game.cards["cp01"].name == "Guns of August"
    assert campaign.cards.events_played == ()


def test_2_3_the_2004_game_has_no_optional_cards(game, campaign):
    """Covers: DAT-06, OPT-04 - cards 56-65 exist only in 2022; even there they are out unless chosen."""
    optional = {cid for cid, c in game.cards.items() if c.optional}
    assert len(optional) == 20 and optional <= campaign.cards.removed
    assert optional <= load_scenario("pog", "historical").cards.removed
    with_all = load_scenario("pog", "historical", options={"optional_cards": "all"})
    assert not optional & with_all.cards.removed
    assert {"ap56", "cp56"} <= set(with_all.cards.held_out["ap"] + with_all.cards.held_out["cp"]
                                    + with_all.cards.draw_piles["ap"] + with_all.cards.draw_piles["cp"])
    assert len(with_all.cards.draw_piles["cp"]) == 16 and with_all.cards.hand_size == 8


# --- neutrals -------------------------------------------------------------------------------------

def test_4_2_2_neutral_nations_and_control_at_start(campaign):
    """Covers: DAT-09, DAT-14 - Italy, Turkey, Bulgaria, Romania, Greece, Persia and the USA are not at war;
    their spaces belong to nobody; Albania and Kavala count as Allied; every space has an entry."""
    assert campaign.neutral_nations == {"it", "tu", "bu", "ro", "gr", "pe", "us"}
    assert len(campaign.control) == 281
    assert {s: campaign.control[s] for s in ("rome", "constantinople", "sofia", "bucharest", "athens", "ahwaz",
                                               "kermanshah", "tirana", "valona", "kavala", "basra", "london",
                                               "berlin", "warsaw", "paris", "cairo")} == {
        "rome": None, "constantinople": None, "sofia": None, "bucharest": None, "athens": None, "ahwaz": None,
        "kermanshah": None, "tirana": "ap", "valona": "ap", "kavala": "ap", "basra": "ap", "london": "ap",
        "berlin": "cp", "warsaw": "ap", "paris": "ap", "cairo": "ap"}


def test_4_2_2_turkey_enters_at_cp_limited_war_with_14_corps(game, campaign):
    """Covers: DAT-09, NEU (16.1.3.1) - Giresun holds a trench only (14 TU corps counters exist)."""
    tu = campaign.neutral_setups["tu"]
    assert (tu.entry.commitment, tu.entry.side) == ("limited", "cp")
    assert _kinds(game, tu.units) == {("tu", "corps"): 14}
    assert tu.units_on_map["constantinople"] == ("tu_c3",)
    assert "giresun" not in tu.units_on_map
    assert tu.trenches == {"giresun": 1, "baghdad": 1, "gaza": 1}
    assert len(tu.units_on_map) == 14 and tu.reserve == () and tu.choices == ()
    assert campaign.neutral_setups["pe"].entry.with_nation == "tu"
    assert campaign.neutral_setups["pe"].control == "ap"


def test_4_2_2_italy_enters_by_card_17_with_reduced_armies(game, campaign):
    """Covers: DAT-09, NEU (9.5.2) - 4 corps to the reserve box, armies reduced on the front, no trenches in 2004."""
    it = campaign.neutral_setups["it"]
    assert it.entry.event == "ap17" and game.cards["ap17"].name == "Italy"
    assert _kinds(game, it.reserve) == {("it", "corps"): 4}
    assert {s: [short(game.units[u]) for u in us] for s, us in it.units_on_map.items()} == {
        "turin": ["IT corps"], "verona": ["IT 1"], "asiago": ["IT 4"], "maggiore": ["IT 3"], "udine": ["IT 2"],
        "rome": ["IT corps"], "taranto": ["IT corps"]}
    assert it.reduced == {"it_1", "it_2", "it_3", "it_4"}
    assert it.trenches == {}
    assert "it_5" in campaign.offboard["ap"]


def test_4_2_2_greece_full_and_limited_entry(campaign):
    """Covers: DAT-09, NEU (9.5.2.4) - Greece (card 44) or the limited entry of Salonika (card 30)."""
    gr = campaign.neutral_setups["gr"]
    assert (gr.entry.event, gr.entry.limited_event) == ("ap44", "ap30")
    assert gr.units_on_map == {"florina": ("gr_c1",), "larisa": ("gr_c2",), "athens": ("gr_c3",)}


@pytest.mark.parametrize("nation, chooser, fixed, card, others", [
    ("bu", "cp", "sofia", "cp34", {"strumitsa", "varna", "plevna", "kazanlik", "burgas", "philippoli"}),
    ("ro", "ap", "bucharest", "ap16", {"jassy", "targu_jiu", "carte_de_arges", "caracal", "barlad", "galatz",
                                       "ploesti", "constanta"}),
])
def test_4_2_2_bulgaria_and_romania_place_four_corps_where_their_player_chooses(campaign, nation, chooser, fixed,
                                                                                 card, others):
    """Covers: DAT-09 - two corps in the capital, one corps in each of any four other home spaces."""
    ns = campaign.neutral_setups[nation]
    assert ns.entry.event == card
    assert ns.units_on_map == {fixed: (f"{nation}_c1", f"{nation}_c2")}
    (choice,) = ns.choices
    assert (choice.chooser, choice.spaces, choice.per_space) == (chooser, frozenset(others), 1)
    units = choice.units
    assert len(units) == 4
    picked = sorted(others)[:4]
    placement = ns.placement(({u: s for u, s in zip(units, picked)},))
    assert placement == {fixed: (f"{nation}_c1", f"{nation}_c2"), **{s: (u,) for u, s in zip(units, picked)}}
    with pytest.raises(ValueError, match="per space"):
        ns.placement(({u: picked[0] for u in units},))
    with pytest.raises(ValueError, match=fixed):
        ns.placement(({**{u: s for u, s in zip(units, picked)}, units[0]: fixed},))
    with pytest.raises(ValueError, match="missing"):
        ns.placement(({units[0]: picked[0]},))


@pytest.mark.parametrize("nation, ways", [("bu", 15), ("ro", 70)])
def test_4_2_2_every_legal_bulgarian_and_romanian_choice_gives_a_legal_setup(campaign, nation, ways):
    """Covers: DAT-09, STK (10.1.1) - all ways to pick four other home spaces; each respects stacking."""
    from itertools import combinations
    ns = campaign.neutral_setups[nation]
    (choice,) = ns.choices
    results = []
    for spaces in combinations(sorted(choice.spaces), len(choice.units)):
        placement = ns.placement((dict(zip(choice.units, spaces)),))
        assert sorted(u for us in placement.values() for u in us) == sorted(ns.units)
        assert max(len(us) for us in placement.values()) <= 3
        results.append(placement)
    assert len(results) == ways


# --- variants and scenarios ---------------------------------------------------------------------

def test_4_2_4_alternate_setup_moves_a_corps_to_stanislau_and_to_lutsk(game, campaign):
    """Covers: SCN-06, OPT-01"""
    alt = load_scenario("pog", "campaign", options={"alternate_setup": True})
    assert alt.variants == {"alternate_setup"}
    assert [short(game.units[u]) for u in alt.units_on_map["stanislau"]] == ["AH corps"]
    assert [short(game.units[u]) for u in alt.units_on_map["lutsk"]] == ["RU corps"]
    assert _kinds(game, alt.reserve["cp"]) == {("ge", "corps"): 8, ("ah", "corps"): 4}
    assert _kinds(game, alt.reserve["ap"])[("ru", "corps")] == 5
    assert len(alt.units_on_map) == len(campaign.units_on_map) + 2
    assert not campaign.variants


def test_5_3_introductory_scenario(scenarios):
    """Covers: SCN-01 - ends after turn 3, commitment cannot rise, no peace terms, * events score VP."""
    sc = scenarios["introductory"]
    assert sc.options["no_commitment_increase"] is True and sc.options["star_event_vp"] is True
    assert sc.victory.peace_terms == "not_allowed"
    assert sc.victory.ends_at == {"automatic_victory", "last_turn"}
    assert [sc.victory.result(vp) for vp in (15, 14, 13, 11, 10, 9)] == ["cp", "cp", "draw", "draw", "ap", "ap"]
    assert scenarios["campaign"].options["star_event_vp"] is False


def test_5_4_limited_war_scenario(scenarios):
    """Covers: SCN-02 - ends at turn 10 or when either side reaches Total War."""
    v = scenarios["limited_war"].victory
    assert v.ends_at == {"automatic_victory", "total_war", "last_turn", "peace_terms"}
    assert v.peace_terms == "draw"
    assert [v.result(vp) for vp in (17, 16, 13, 12)] == ["cp", "draw", "draw", "ap"]


def test_5_5_campaign_scenario_two_threshold_sets(scenarios):
    """Covers: SCN-03, VIC (5.2) - with and without Treaty of Brest-Litovsk; armistice ends it."""
    v = scenarios["campaign"].victory
    assert v.ends_at == {"automatic_victory", "last_turn", "armistice", "peace_terms"}
    assert [v.result(vp, brest_litovsk_played=True) for vp in (11, 10, 9)] == ["cp", "draw", "ap"]
    assert [v.result(vp) for vp in (13, 12, 10, 9)] == ["cp", "draw", "draw", "ap"]
    assert [v.automatic(vp) for vp in (20, 21, 19, 1, 0, -1)] == ["cp", "cp", None, None, "ap", "ap"]


@pytest.mark.parametrize("sid, base", [("tournament_campaign", "campaign"), ("tournament_limited_war", "limited_war")])
def test_5_6_tournament_bid_draws_and_peace_terms(scenarios, sid, base):
    """Covers: SCN-05, SCN-06 - a VP bid for sides, draws count for the Allies, accepted peace terms lose for both;
    the tournament setup of 4.2.4 is on."""
    sc, plain = scenarios[sid], scenarios[base]
    assert sc.victory.bid and not plain.victory.bid
    assert (sc.victory.draws_go_to, sc.victory.peace_terms) == ("ap", "both_lose")
    assert sc.victory.levels == plain.victory.levels and sc.last_turn == plain.last_turn
    assert sc.variants == {"alternate_setup"} and "stanislau" in sc.units_on_map
    draw_vp = plain.victory.levels[-1].ap_at_most + 1
    assert plain.victory.result(draw_vp) == "draw" and sc.victory.result(draw_vp) == "ap"
    # The bid moves the final total only (5.6.2, 5.6.2.1): +2 ceded to the CP lifts a draw into a CP win.
    cp_level = plain.victory.levels[-1].cp_at_least
    assert sc.victory.result(cp_level - 2, bid=2) == "cp" and sc.victory.result(cp_level - 2) == "ap"
    assert sc.victory.automatic(19) is None


# --- the 2022 Historical scenario ---------------------------------------------------------------

def test_5_7_1_historical_setup_changes(game, campaign, historical):
    """Covers: SCN-04, DAT-08 - CP trench in Strasbourg, none in Brussels, AP trenches on the Italian front,
    the 2022 base (corps in Stanislau and Lutsk, RU 4th Army in Ivangorod, Giresun a trench only)."""
    assert historical.trenches.get("strasbourg") == 1 and historical.trench_owner("strasbourg") == "cp"
    assert "brussels" not in historical.trenches and historical.units_on_map["brussels"] == ("br_bef",)
    assert historical.neutral_setups["it"].trenches == {"verona": 1, "asiago": 1, "maggiore": 1, "udine": 1}
    assert historical.neutral_setups["it"].units_on_map == campaign.neutral_setups["it"].units_on_map
    assert [short(game.units[u]) for u in historical.units_on_map["stanislau"]] == ["AH corps"]
    assert [short(game.units[u]) for u in historical.units_on_map["lutsk"]] == ["RU corps"]
    assert historical.units_on_map["ivangorod"] == ("ru_4",)
    assert historical.neutral_setups["tu"].trenches["giresun"] == 1
    assert "giresun" not in historical.neutral_setups["tu"].units_on_map
    changed = {s for s in set(campaign.trenches) | set(historical.trenches)
               if campaign.trenches.get(s) != historical.trenches.get(s)}
    assert changed == {"strasbourg", "brussels"}


def test_5_7_2_historical_vp_spaces(campaign, historical):
    """Covers: SCN-04, DAT-04 - the 2022 VP spaces; the 2004 map errata (Kovno is not VP, Lodz is)."""
    added, removed = {"kovno", "sedan", "amiens", "koblenz", "aachen"}, {"ahwaz", "venice", "minsk", "jerusalem",
                                                                          "kharput"}
    assert added <= historical.vp_spaces and not removed & historical.vp_spaces
    assert removed <= campaign.vp_spaces and not added & campaign.vp_spaces
    assert "lodz" in campaign.vp_spaces and "lodz" in historical.vp_spaces
    assert len(historical.vp_spaces) == 65


def test_5_7_historical_rules_victory_and_cards(historical):
    """Covers: SCN-04, OPT-02, OPT-03 - no peace terms, AP wins draws, GoA forced, 8-card hands, 11.2.10 drm,
    the turn-1 rules, the Italian front, event+OPS cards, Sedan RP bonus and the end-of-game VP changes."""
    o = historical.options
    assert o["ruleset"] == "2022"
    assert all(o[k] is True for k in ("alternate_setup", "eight_card_hands", "entrench_drm", "sedan_rp_bonus",
                                       "no_entrench_event_turn_1", "turn_1_br_mo_becomes_fr",
                                       "italian_front_restriction"))
    assert sorted(o["event_and_ops_cards"]) == ["ap28", "ap54", "ap55", "cp28", "cp52", "cp53"]
    assert historical.cards.guns_of_august == "must" and historical.cards.hand_size == 8
    v = historical.victory
    assert (v.peace_terms, v.draws_go_to) == ("not_allowed", "ap")
    assert v.ends_at == {"automatic_victory", "last_turn", "armistice"}
    assert [v.result(vp) for vp in (13, 12, 10, 9)] == ["cp", "ap", "ap", "ap"]
    assert [v.result(vp, brest_litovsk_played=True) for vp in (11, 10)] == ["cp", "ap"]
    assert [(a.cards, a.vp, a.when) for a in v.end_adjustments] == [
        (("ap43", "ap47"), 1, {"armistice", "last_turn"}), (("cp52",), -2, {"armistice", "last_turn"})]


def test_options_chosen_by_players_reach_the_scenario():
    """Covers: OPT-03, OPT-05 - a rule switch chosen at load time is recorded; the ruleset follows the edition."""
    sc = load_scenario("pog", "campaign", options={"eight_card_hands": True, "ruleset": "2022"})
    assert sc.cards.hand_size == 8 and sc.options["ruleset"] == "2022" and sc.edition == "2004"


def test_load_scenario_returns_fresh_dicts():
    """A caller may keep and change what it got without changing the next load."""
    first = load_scenario("pog", "campaign")
    first.units_on_map["sedan"] = ()
    assert load_scenario("pog", "campaign").units_on_map["sedan"] == ("fr_5",)


# --- broken files -------------------------------------------------------------------------------

import json  # noqa: E402
import shutil  # noqa: E402

from pog_desktop.data.errors import DataError  # noqa: E402
from pog_desktop.data.paths import scenarios_dir  # noqa: E402


def _broken(tmp_path, change, file="campaign"):
    """A copy of the real scenario files with ``change(doc)`` applied to one of them."""
    shutil.copytree(scenarios_dir("pog"), tmp_path, dirs_exist_ok=True)
    path = tmp_path / f"{file}.json"
    doc = json.loads(path.read_text(encoding="utf-8"))
    change(doc)
    path.write_text(json.dumps(doc, indent=1), encoding="utf-8")
    return tmp_path


def _setup(space, entry):
    return lambda doc: doc["setup"].__setitem__(space, entry)


def _set(*keys_and_value):
    *keys, value = keys_and_value

    def change(doc):
        where = doc
        for k in keys[:-1]:
            where = where[k]
        where[keys[-1]] = value
    return change


BROKEN = [
    ("unknown space", _setup("atlantis", {"units": ["fr_c10"]}), "atlantis", "setup", "no space 'atlantis'"),
    ("unknown unit", _setup("sedan", {"units": ["fr_55"]}), "sedan", "units", "no unit 'fr_55'"),
    ("unit twice on the map", _setup("sedan", {"units": ["fr_5", "fr_3"]}), "verdun", "units", "placed twice"),
    ("unit on the map and in a box", _setup("sedan", {"units": ["fr_5", "fr_c1"]}), "ap_reserve", "boxes",
     "placed twice"),
    ("neutral unit at start", _setup("verdun", {"units": ["fr_3", "fr_4", "it_5"]}), "verdun", "setup",
     "neutral at the start"),
    ("neutral unit in a reserve box", _set("boxes", "ap_reserve", ["it_5"]), "ap_reserve", "boxes",
     "neutral at the start"),
    ("over the stacking limit", _setup("verdun", {"units": ["fr_3", "fr_4", "fr_7", "fr_10"]}), "verdun", "units",
     "stacking limit"),
    ("unit in enemy ground", _setup("metz", {"units": ["ge_4", "ge_5", "fr_7"]}), "metz", "setup",
     "controlled by cp"),
    ("trench in a neutral space", _setup("rome", {"trench": 1}), "rome", "trench", "neutral"),
    ("trench level 3", _setup("paris", {"units": ["(fr_6)"], "trench": 3}), "paris", "trench", "1 or 2"),
    ("empty setup entry", _setup("paris", {}), "paris", None, "empty setup entry"),
    ("unit of the wrong side in a box", _set("boxes", "ap_reserve", ["ge_c12"]), "ap_reserve", "boxes",
     "cannot be in AP Reserve Box"),
    ("unknown box", _set("boxes", "ap_hand", []), "ap_hand", "boxes", "no box 'ap_hand'"),
    ("unknown option", _set("options", {"fog_of_war": True}), "options", "fog_of_war", "unknown option"),
    ("bad option value", _set("options", {"eight_card_hands": "yes"}), "options", "eight_card_hands",
     "true or false"),
    ("missing marker", lambda doc: doc["markers"].pop("vp"), "markers", "vp", "missing"),
    ("unknown marker", _set("markers", "morale", 3), "markers", "morale", "unknown marker"),
    ("turn marker off the first turn", _set("markers", "turn", 2), "markers", "turn", "first turn"),
    ("bad turn range", _set("turns", [1, 21]), None, "turns", "last <= 20"),
    ("unknown card played", _set("cards", "events_played", ["cp99"]), "cards", "events_played", "no card 'cp99'"),
    ("unknown deck", _set("cards", "draw_decks", ["peace"]), "cards", "draw_decks", "must list decks"),
    ("victory thresholds crossed", _set("victory", "levels", [{"if": "always", "cp_at_least": 9, "ap_at_most": 9}]),
     "victory level #1", "cp_at_least", "above the AP threshold"),
    ("victory levels missing a case", _set("victory", "levels", [{"if": "brest_litovsk_played", "cp_at_least": 11,
                                                                  "ap_at_most": 9}]), "victory", "levels", "give one"),
    ("peace terms ending but not allowed", _set("victory", "peace_terms", "not_allowed"), "victory", "ends_at",
     "peace terms"),
    ("unknown top-level field", _set("weather", "rain"), None, "weather", "unknown field"),
    ("neutral unit of another nation", _set("neutral", "gr", "setup", "florina", {"units": ["ro_c6"]}), "florina",
     "units", "placed twice"),
    ("neutral setup outside the nation", _set("neutral", "gr", "setup", "sofia", {"units": ["gr_c1"]}), "sofia",
     "units", "placed twice"),
    ("choice among foreign spaces", _set("neutral", "bu", "choices", 0, "spaces", ["bucharest"]), "bu choice #1",
     "spaces", "spaces of bu"),
    ("neutral entry with no way in", _set("neutral", "it", "entry", {}), "it", None, "exactly one way"),
    ("optional cards in the 2004 game", _set("options", {"optional_cards": "all"}), "options", "optional_cards",
     "only in the 2022 edition"),
    ("unknown control side", _set("control", "kavala", "gr"), "kavala", "control", "not ap, cp or null"),
]


@pytest.mark.parametrize("what, change, entry, field, message", BROKEN, ids=[b[0] for b in BROKEN])
def test_dat_broken_campaign_file_is_refused_naming_file_entry_and_field(tmp_path, what, change, entry, field, message):
    """Covers: DAT-08, DAT-09 - validation refuses a bad scenario with file, entry and field."""
    directory = _broken(tmp_path, change)
    with pytest.raises(DataError) as caught:
        load_scenario("pog", "campaign", directory=directory)
    err = caught.value
    assert (err.file, err.entry, err.field) == ("campaign.json", entry, field)
    assert message in err.message


def test_dat_broken_neutral_choice_of_wrong_nation_is_refused(tmp_path):
    """Covers: DAT-09 - a neutral's entry setup holds only that nation's units in its own spaces."""
    directory = _broken(tmp_path, _set("neutral", "gr", "setup", "athens", {"units": ["bu_c1"]}))
    with pytest.raises(DataError, match="placed twice"):
        load_scenario("pog", "campaign", directory=directory)
    directory = _broken(tmp_path, lambda d: (d["neutral"]["bu"]["setup"].pop("sofia"),
                                             d["neutral"]["gr"]["setup"].__setitem__("athens", {"units": ["bu_c1"]})))
    with pytest.raises(DataError) as caught:
        load_scenario("pog", "campaign", directory=directory)
    assert (caught.value.entry, caught.value.field) == ("gr", "setup") and "is bu, not gr" in caught.value.message
    directory = _broken(tmp_path, _set("neutral", "gr", "setup", "sofia", {"trench": 1}))
    with pytest.raises(DataError) as caught:
        load_scenario("pog", "campaign", directory=directory)
    assert (caught.value.entry, caught.value.field) == ("sofia", "setup") and "not a space of gr" in str(caught.value)


def test_dat_broken_derived_file_is_refused_naming_the_derived_file(tmp_path):
    """Covers: DAT-08 - a change file that stacks four units is named in the error, not its base."""
    directory = _broken(tmp_path, lambda d: d["setup"].__setitem__("sedan", {"units": ["fr_5", "fr_7", "fr_10",
                                                                                        "fr_orient"]}),
                        file="historical")
    with pytest.raises(DataError) as caught:
        load_scenario("pog", "historical", directory=directory)
    assert (caught.value.file, caught.value.entry, caught.value.field) == ("historical.json", "sedan", "units")


def test_dat_base_chain_errors(tmp_path):
    """Covers: DAT-08 - a missing base, a circle of bases, an id that is not the file name, a wrong format."""
    directory = _broken(tmp_path, _set("base", "grand_campaign"), file="introductory")
    with pytest.raises(DataError, match="no scenario 'grand_campaign'"):
        load_scenario("pog", "introductory", directory=directory)
    directory = _broken(tmp_path, _set("base", "introductory"), file="campaign")
    with pytest.raises(DataError, match="circle: introductory -> campaign -> introductory"):
        load_scenario("pog", "introductory", directory=directory)
    directory = _broken(tmp_path, _set("id", "campagna"))
    with pytest.raises(DataError, match="file name says 'campaign'") as caught:
        load_scenario("pog", "campaign", directory=directory)
    assert caught.value.field == "id"
    directory = _broken(tmp_path, _set("format", "pog-scenario/0"))
    with pytest.raises(DataError, match="expected 'pog-scenario/1'"):
        list_scenarios("pog", directory=directory)


def test_dat_unknown_option_from_the_players_is_refused():
    """Covers: OPT-05 - a switch chosen at load time must be a known one with a proper value."""
    with pytest.raises(DataError) as caught:
        load_scenario("pog", "campaign", options={"dance_of_death": True})
    assert (caught.value.file, caught.value.field) == ("campaign.json", "dance_of_death")
    with pytest.raises(DataError, match="'2023' is not one of 2004, 2022"):
        load_scenario("pog", "campaign", options={"ruleset": "2023"})
    with pytest.raises(DataError, match="no scenario 'grand_campaign'"):
        load_scenario("pog", "grand_campaign")


def test_4_2_4_alternate_setup_needs_the_variant_in_the_file(tmp_path):
    """Covers: SCN-06 - turning on a setup switch the file cannot honour is an error, not a silent no-op."""
    directory = _broken(tmp_path, lambda d: d.pop("variants"))
    with pytest.raises(DataError) as caught:
        load_scenario("pog", "campaign", options={"alternate_setup": True}, directory=directory)
    assert (caught.value.entry, caught.value.field) == ("options", "alternate_setup")
    assert load_scenario("pog", "campaign", directory=directory).variants == frozenset()

"""Pursuit of Glory scenario setups checked space by space against the playbook's printed lists
(1914 Campaign p. 5, Bulgarian and Romanian entry p. 6, 1916 Total War pp. 7-8; digests/pug_setup.md),
with the rulings of docs/rulings.md. A unit prints as its id when the playbook names it (LCUs and
special units) and as "nation kind" when it names only a type; "(...)" = starts reduced.
Covers: TBL-06, TBL-16, TBL-27."""
import re
from collections import Counter

import pytest

from pog_desktop.data import load_game
from pog_desktop.data.scenarios import all_scenarios, game_of, list_scenarios, load_scenario

INF, ELI, CAV = "infantry", "elite_infantry", "cavalry"


def desc(g, uid, reduced):
    u = g.units[uid]
    if u.type in ("tribe", "irregular") and not u.note:
        d = re.sub(r"_\d+$", "", uid)
    elif u.is_lcu or u.special or u.type in ("hq", "heavy_artillery") or u.kind not in (INF, ELI, CAV):
        d = uid
    else:
        d = f"{u.nation} {u.kind}"
    return f"({d})" if reduced else d


def expand(text):
    out = []
    for item in filter(None, (x.strip() for x in text.split(","))):
        m = re.match(r"(\d) x (.+)$", item)
        out += [m.group(2)] * int(m.group(1)) if m else [item]
    return Counter(out)


def placed(g, sc, where):
    return Counter(desc(g, u, u in sc.reduced) for u in where)


PLAYBOOK_1914 = {
    "constantinople": "tu_i_corps, 2 x tu infantry", "adrianople": "(tu_ii_corps)",
    "rodosto": "(tu_a_vi_corps), (tu cavalry)", "bandirma": "tu infantry", "smyrna": "tu infantry",
    "ankara": "tu infantry", "kastamonu": "tu infantry", "yozgat": "tu infantry", "sivas": "(tu_x_corps)",
    "adana": "(tua elite_infantry)", "bulair": "tu elite_infantry", "gallipoli": "tu elite_infantry",
    "seddul_bahr": "tu elite_infantry", "rize": "tu_stanke_bey", "bayburt": "tu infantry",
    "erzurum": "(tu_xi_corps), tu cavalry", "koprukoy": "tu_ix_corps", "eleskirt": "(tu cavalry)",
    "bayazit": "(tu cavalry)", "van": "tu elite_infantry", "cizre": "tua infantry", "aleppo": "2 x tua infantry",
    "homs": "tua elite_infantry", "damascus": "2 x tu elite_infantry", "gaza": "2 x tua infantry",
    "beersheba": "tu_a_camel_corps", "hejaz": "tua infantry", "nasiriya": "(tua infantry)", "basra": "(tua infantry)",
    "ruwandiz": "(tua cavalry), (tu infantry)", "suleymaniye": "(tua infantry)",
    "cairo": "(br infantry)", "mersa_matruh": "(br_royal_navy_armoured_cars)",
    "india": "(br_indian_garrison_1), (br_indian_garrison_2), (br_indian_garrison_3), 2 x in elite_infantry",
    "port_said": "in cavalry", "ismailia": "(in infantry), in_bikanir_camel_corps", "suez": "in infantry",
    "baluchistan": "in infantry, in cavalry", "bahrain": "in infantry", "to_fao": "2 x in infantry, in cavalry",
    "tiflis": "2 x ru infantry, ru cavalry, ru_hq_yudenich", "batum": "2 x (ru infantry)", "oltu": "ru infantry",
    "kars": "ru infantry", "sarikamis": "ru_i_caucasian_corps, ru cavalry", "kagizman": "2 x ru infantry",
    "erevan": "ru elite_infantry", "julfa": "2 x ru cavalry",
    "tabriz": "ru elite_infantry, ru cavalry, pe_ru_persian_cossacks", "central_asia": "(ru cavalry)",
    "lamia": "gr infantry", "doiran": "gr infantry", "ft_rupel": "gr infantry"}
BOXES_1914 = {"cp_reserve": "2 x tu elite_infantry, 3 x tu infantry",
              "cp_corps_assets": "tu_iii_corps, tu_iv_corps, tu_v_corps, tu_a_viii_corps, tu_a_xii_corps, tu_a_xiii_corps",
              "ap_reserve": "2 x ru infantry", "ap_corps_assets": "ru_ii_turkestan_corps"}


@pytest.fixture(scope="module")
def g():
    return load_game("pug")


@pytest.fixture(scope="module")
def sc14():
    return load_scenario("pug", "pug_1914")


@pytest.fixture(scope="module")
def sc16():
    return load_scenario("pug", "pug_1916")


def test_23_3_1_scenario_ids_begin_with_pug_and_are_listed():
    assert list_scenarios("pug") == [("pug_1914", "Pursuit of Glory: 1914 Campaign (Fall 1914 - Fall 1918)"),
                                      ("pug_1916", "Pursuit of Glory: 1916 Total War (Summer 1916 - Fall 1918)")]
    listed = [(game, sid) for game, sid, _ in all_scenarios()]
    assert ("pug", "pug_1914") in listed and ("pog", "campaign") in listed
    assert game_of("pug_1916") == "pug" and game_of("campaign") == "pog"


def test_playbook_1914_setup_space_by_space(g, sc14):
    assert set(sc14.units_on_map) == set(PLAYBOOK_1914)
    for space, text in PLAYBOOK_1914.items():
        assert placed(g, sc14, sc14.units_on_map[space]) == expand(text), space
    for box, text in BOXES_1914.items():
        assert placed(g, sc14, sc14.boxes[box]) == expand(text), box


def test_playbook_1914_trenches_markers_tribes_and_tracks(g, sc14):
    assert sc14.trenches == {"constantinople": 1, "adrianople": 1, "catalca": 1, "bulair": 1, "ctesiphon": 1, "doiran": 2}
    assert sc14.space_markers == {"to_fao": ("beachhead",)}
    tribes = {u for box, us in sc14.boxes.items() if box.startswith("tribal_war_") for u in us}
    assert tribes == {u.id for u in g.units.values() if u.type == "tribe"}
    assert (sc14.first_turn, sc14.last_turn) == (1, 17)
    assert sc14.markers["vp"] == 10 and sc14.markers["jihad"] == 0 and sc14.commitment == {"ap": "mobilization",
                                                                                           "cp": "mobilization"}
    assert sc14.cards.may_choose["ap"] == ("ap01",)
    assert all(g.cards[c].ops == 4 and g.cards[c].deck == "mobilization" for c in sc14.cards.may_choose["cp"])
    assert len(sc14.cards.draw_piles["ap"]) == len(sc14.cards.draw_piles["cp"]) == 14
    assert sc14.neutral_nations == {"bu", "sb", "ro", "gr"}


def test_19_3_bulgarian_entry_setup(g, sc14):
    bu = sc14.neutral_setups["bu"]
    assert bu.entry.event == "cp33"
    expected = {"vidin": "bu_1st_army, bu infantry, ge_alpenkorps", "sofia": "bu_2nd_army", "rustchuk": "(bu_3rd_army)",
                "xanthi": "bu infantry", "strumica": "bu infantry", "varna": "bu infantry",
                "galicia": "ge_iv_reserve_corps, ge_bu_xi_army, ge_heavy_artillery, ge_hq_mackensen, ah_viii_corps, "
                           "ah_xxii_reserve_corps, ah infantry",
                "belgrade": "sb_1st_army, sb_3rd_army, sb infantry", "nis": "sb_2nd_army, sb infantry, sb cavalry",
                "veles": "2 x sb infantry"}
    got = {s: placed(g, bu, us) for s, us in bu.units_on_map.items()}
    assert got == {s: expand(t) for s, t in expected.items()}
    assert placed(g, bu, bu.reserve) == expand("3 x bu infantry, 2 x ge elite_infantry, ah infantry, 3 x sb infantry")
    assert sc14.neutral_setups["sb"].entry.with_nation == "bu"


def test_19_5_romanian_entry_setup(g, sc14):
    ro = sc14.neutral_setups["ro"]
    assert ro.entry.event == "ap29"
    expected = {"craiova": "ro_1st_army, ro infantry", "targu_jiu": "ro infantry",
                "ploesti": "ro_2nd_army, ro infantry, ro cavalry", "turtukai": "(ro_3rd_army)", "bucharest": "ro infantry",
                "constanta": "(ru_dobrudja_corps)", "hermannstadt": "2 x ah infantry",
                "galicia": "(ge_ix_army), ge_hq_falkenhayn, ge_alpenkorps, (ah_vi_reserve_corps)"}
    assert {s: placed(g, ro, us) for s, us in ro.units_on_map.items()} == {s: expand(t) for s, t in expected.items()}
    assert placed(g, ro, ro.reserve) == expand("2 x ro infantry, ru_sb_yugoslav_div, 2 x ru infantry, "
                                               "2 x ge elite_infantry, ah infantry")
    assert sorted((t, s, us) for t, s, us in ro.later) == [
        (1, "galicia", ("ge_schmettow_cavalry_corps",)), (1, "lemnos", ("fr_div_7", "fr_div_8")),
        (1, "odessa", ("ru_danube_army",)), (2, "odessa", ("ru_6th_army",))]
    (choice,) = ro.choices
    assert choice.units == ("bu_ah_combined_div",) and choice.spaces == {
        s.id for s in g.map.spaces.values() if s.nation == "bu"}


PLAYBOOK_1916 = {
    "salonika": "br_xii_corps, br_xvi_corps", "sollum": "br_royal_navy_armoured_cars",
    "mersa_matruh": "br cavalry, anz cavalry", "cairo": "br infantry", "sudan_darfur": "br infantry",
    "ismailia": "br infantry, anz_imperial_camel_corps, in_bikanir_camel_corps", "romani": "br infantry, anz cavalry",
    "amara": "br elite_infantry, br_hq_maude, in_tigris_corps", "south_persia": "br_persian_cordon, tangistani",
    "central_persia": "2 x br_persian_cordon, qashqai", "east_persia": "br_persian_cordon",
    "india": "3 x br_indian_garrison, 2 x in elite_infantry", "suez": "in infantry, in cavalry",
    "nasiriya": "in_15th_div, in cavalry", "qurna": "in cavalry", "ahwaz": "in infantry",
    "trabzon": "ru_v_caucasian_corps, ru_black_sea_div, ru_hq_yudenich",
    "oltu": "ru_ii_turkestan_corps, ru infantry, ru cavalry", "erzurum": "ru_i_caucasian_corps, ru infantry, ru cavalry",
    "mus": "ru_iv_caucasian_corps, ru elite_infantry, ru infantry", "bitlis": "ru elite_infantry, (ru infantry)",
    "urmia": "ru elite_infantry, ru cavalry", "ruwandiz": "ru cavalry", "sehneh": "ru cavalry",
    "kermanshah": "ru cavalry, ru infantry, ru_hq_baratov", "central_asia": "ru cavalry",
    "florina": "fr_armee_d_orient_1, 2 x fr infantry",
    "lemnos": "(sb_1st_army), (sb_2nd_army), (sb_3rd_army), sb cavalry",
    "jiddah": "arab_revolt, arab_revolt_faisal", "hejaz": "arab_revolt", "lamia": "gr infantry", "athens": "2 x gr infantry",
    "constantinople": "2 x tu infantry", "bosphorus_forts": "tu infantry",
    "adrianople": "tu_a_vi_corps, tua elite_infantry, tu cavalry", "rodosto": "tu_xv_corps", "giresun": "tu_v_corps",
    "bandirma": "tu infantry", "sivas": "tu elite_infantry, 2 x tu infantry", "adana": "tu elite_infantry, tu cavalry",
    "gallipoli": "(tu_i_corps)", "gumushane": "tu_x_corps, (tua infantry)",
    "erzincan": "(tu_ix_corps), (tu_xi_corps), (tu infantry)", "harput": "tu_iii_corps, tu infantry, kurds",
    "diyarbekir": "(tu_ii_corps), 2 x tu elite_infantry", "cizre": "(tu cavalry)", "aleppo": "tu infantry",
    "damascus": "2 x tua infantry", "amman": "tua infantry", "gaza": "tua infantry", "beersheba": "tu_a_viii_corps",
    "maan": "tua infantry", "mosul": "tu elite_infantry, kurds", "suleymaniye": "tu infantry", "baghdad": "tua infantry",
    "sannaiyat": "tu_a_xviii_corps, tu elite_infantry", "diwaniyeh": "tua cavalry",
    "the_hai": "tu elite_infantry, tua infantry", "karind": "tu_a_xiii_corps", "menjil": "jangali",
    "bahariya_oasis": "senussi", "siwa_oasis": "senussi", "galicia": "ge_hq_mackensen, ge_heavy_artillery",
    "monastir": "ge_bu_xi_army, ge elite_infantry, bu_1st_army", "doiran": "ge elite_infantry, bu_2nd_army",
    "vidin": "bu infantry", "sofia": "bu infantry", "varna": "bu infantry", "ft_rupel": "bu_3rd_army, bu infantry"}


def test_playbook_1916_setup_space_by_space(g, sc16):
    assert set(sc16.units_on_map) == set(PLAYBOOK_1916)
    for space, text in PLAYBOOK_1916.items():
        got = Counter(re.sub(r"_\d+$", "", d) if "persian_cordon" in d or "indian_garrison" in d else d
                      for d in placed(g, sc16, sc16.units_on_map[space]).elements())
        assert got == expand(text), space


def test_playbook_1916_boxes_trenches_markers_and_tracks(g, sc16):
    assert placed(g, sc16, sc16.boxes["cp_corps_assets"]) == expand(
        "tu_a_xii_corps, tu_xiv_corps, tu_xvi_corps, tu_xvii_corps")
    assert placed(g, sc16, sc16.boxes["cp_reserve"]) == expand(
        "5 x tu infantry, 2 x tua infantry, tua elite_infantry, 3 x bu infantry")
    assert placed(g, sc16, sc16.boxes["ap_reserve"]) == expand(
        "br elite_infantry, 2 x in infantry, 4 x ru infantry, fr infantry, 2 x sb infantry")
    assert placed(g, sc16, sc16.boxes["ap_eliminated"]) == expand("ru elite_infantry, ru cavalry")
    assert placed(g, sc16, sc16.boxes["cp_permanently_eliminated"]) == expand(
        "2 x tu elite_infantry, tu cavalry, tu_stanke_bey")
    assert {b: tuple(us) for b, us in sc16.boxes.items() if b.startswith("tribal_war_")} == {
        "tribal_war_marsh": ("marsh_2",), "tribal_war_sinjabi": ("sinjabi",), "tribal_war_nw_frontier": ("nw_frontier",)}
    assert sc16.trenches == {"salonika": 1, "romani": 1, "constantinople": 1, "adrianople": 1, "catalca": 1,
                             "anafarta": 1, "sari_bahr": 1, "seddul_bahr": 1, "canakkale": 1, "gaza": 1, "beersheba": 1,
                             "ctesiphon": 1, "sannaiyat": 1, "monastir": 1, "doiran": 2}
    destroyed = {s for s, ms in sc16.space_markers.items() if "fort_destroyed" in ms}
    assert destroyed == {"erzurum", "fao", "seddul_bahr", "kum_kale"}
    assert {s for s, ms in sc16.space_markers.items() if "ru_vp" in ms} == {
        "trabzon", "erzurum", "van", "teheran", "hamadan", "isfahan"}
    assert {s for s, ms in sc16.space_markers.items() if "beachhead" in ms} == {"thermaikos_bay", "to_fao"}
    m = sc16.markers
    assert (m["turn"], m["vp"], m["jihad"], m["tu_max_rp"], m["cp_ws"], m["ap_ws"], m["combined_ws"]) == \
        (8, 10, 7, 11, 14, 16, 30)
    assert sc16.commitment == {"ap": "total", "cp": "total"}
    assert sc16.control["belgrade"] == "cp" and sc16.control["skopje"] == "cp" and sc16.control["qum"] == "ap"


def test_playbook_1916_cards(g, sc16):
    c = sc16.cards
    assert c.hands == {"ap": ("ap29",), "cp": ("cp29",)}
    assert c.face_up == {"cp": ("cp20",), "ap": ("ap21",)}
    for side in ("ap", "cp"):
        pile = set(c.draw_piles[side])
        assert pile == {x.id for x in g.cards.values() if x.side == side and (x.deck == "total" or x.tag_1916)}
        assert len(pile) == 28
    assert len(c.events_played) == 110 - 56 - 4

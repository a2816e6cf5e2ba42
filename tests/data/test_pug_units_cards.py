"""Pursuit of Glory counters and cards against the seeds (CHECK.md 2 and 3; rulings in
docs/rulings.md). Covers: UNT-04, UNT-05, UNT-07, UNT-08, UNT-09, UNT-14, UNT-17."""
from collections import Counter

import pytest

from pog_desktop.data import load_game


@pytest.fixture(scope="module")
def g():
    return load_game("pug")


def f(g, uid, reduced=False):
    return str(g.units[uid].factors(reduced))


def test_3_counts_per_side_nation_and_type(g):
    assert len(g.units) + len(g.marker_counters) == 311
    assert list(g.marker_counters) == ["enver_to_the_front"]
    sides = Counter(u.side for u in g.units.values())
    assert sides == {"ap": 166, "cp": 144}      # fan 161/150, less the Enver marker, Transcaucasians to the AP
    nations = Counter(u.nation for u in g.units.values())
    assert nations == {"ru": 53, "tu": 52, "br": 36, "tua": 30, "in": 23, "ge": 16, "tr": 14, "sb": 12, "bu": 12,
                       "fr": 11, "ro": 10, "re": 10, "ah": 9, "anz": 7, "arm": 4, "gr": 4, "ar": 3, "geo": 2,
                       "it": 1, "pe": 1}
    types = Counter(u.type for u in g.units.values())
    assert types == {"division": 210, "corps": 45, "army": 16, "irregular": 16, "tribe": 14, "hq": 8,
                     "heavy_artillery": 1}


def test_3_2_factor_values_the_seeds_print(g):
    assert (f(g, "tu_iii_corps"), f(g, "tu_iii_corps", True)) == ("4-3-4", "3-3-4")
    assert f(g, "tu_div_1") == "2-1-4" and f(g, "tu_elite_div_1") == "2-2-4" and f(g, "tu_cavalry_div_1") == "1-1-5"
    assert (f(g, "tu_a_div_1"), f(g, "tu_a_div_1", True)) == ("1-1-4", "0-1-4")
    assert f(g, "in_div_1") == "1-1-3" and f(g, "in_elite_div_1") == "2-1-3" and f(g, "in_cavalry_div_1") == "1-1-5"
    assert f(g, "ru_div_1") == "2-1-4" and f(g, "ru_elite_div_1") == "2-2-4" and f(g, "ru_cavalry_div_1") == "2-2-6"
    assert f(g, "ru_i_caucasian_corps") == "3-3-4" and f(g, "ru_iv_caucasian_corps", True) == "2-3-4"
    assert f(g, "pe_ru_persian_cossacks") == "2-2-6" and f(g, "anz_cavalry_div_1") == "2-2-6"
    assert f(g, "br_elite_div_1") == "3-2-4" and f(g, "br_persian_cordon_1") == "1-1-1"
    assert f(g, "arab_revolt_1") == "1-1-1"
    assert f(g, "senussi_1") == "2-1-3" and f(g, "senussi_2") == "1-1-3"


def test_3_2_5_stanke_bey_has_the_unknown_loss_factor(g):
    u = g.units["tu_stanke_bey"]
    assert u.loss_unknown and (u.full.combat, u.full.movement) == (2, 4) and f(g, "tu_stanke_bey", True) == "1-1-4"


def test_16_hq_and_heavy_artillery_drm(g):
    assert g.units["ru_hq_yudenich"].drm == (1, 0)
    assert g.units["br_hq_allenby"].drm == (2, 1)
    assert g.units["ge_heavy_artillery"].drm == (2, 1)
    assert {u.id for u in g.units.values() if u.type == "hq"} == {
        "ru_hq_yudenich", "ru_hq_baratov", "br_hq_allenby", "br_hq_maude", "fr_hq_d_esperey", "ge_hq_falkenhayn",
        "ge_hq_mackensen", "tu_hq_army_of_islam"}


def test_18_3_8_transcaucasian_units_are_allied(g):
    units = [u for u in g.units.values() if "transcaucasian" in u.id]
    assert len(units) == 5 and all(u.side == "ap" for u in units)


def test_3_2_7_dual_nationality_units(g):
    assert g.units["ge_bu_xi_army"].nations == ("ge", "bu")
    assert g.units["bu_ah_combined_div"].nations == ("bu", "ah")
    assert g.units["pe_ru_persian_cossacks"].nation == "ru" and set(g.units["pe_ru_persian_cossacks"].nations) == {"ru", "pe"}


def test_20_1_3_area_limited_units(g):
    limits = Counter(u.area_limit for u in g.units.values() if u.area_limit)
    assert limits == {"balkans_only": 61, "persia_india_baluchistan_only": 4, "india_only": 3}
    assert g.units["ge_bu_xi_army"].area_limit == "balkans_only"


def test_7_1_1_deck_split_and_numbers(g):
    for side in ("ap", "cp"):
        assert [len(g.deck(side, d)) for d in ("mobilization", "limited", "total")] == [14, 20, 21]
    names = {c.id: c.name for c in g.cards.values()}
    assert names["ap07"] == "Enver Goes East" and names["ap10"] == "Russian Reinforcements"
    assert names["ap23"] == "Grand Duke to Tiflis" and names["ap49"] == "Massed Cavalry Charge"
    assert names["cp04"] == "Reserves to the Front" and names["cp26"] == "Turkish Reinforcements"
    assert names["cp28"] == '"I Order You to Die"' and names["cp31"] == "Gorlice-Tarnow"
    assert names["cp55"] == "British War Weariness"


def card(g, name):
    return next(c for c in g.cards.values() if c.name == name)


def test_card_values_the_playbook_shows(g):
    pan = card(g, "Pan-Turkism")
    assert (pan.ops, pan.ws, pan.remove, pan.use_for_ops) == (4, 2, True, True)
    for name in ("Save Tiflis", "Kitchener", "Persian Push"):
        assert card(g, name).sr == 4, name
    for name in ("Egyptian Coup", "Fresh Recruits", "German High Command", "Shore Bombardment"):
        assert card(g, name).ops == 2, name
    assert card(g, "Goeben").ops == 3 and card(g, "Indian Mutiny").ops == 4
    assert dict(card(g, "Liberate Suez").rp) == {"tu": 3, "ge": 2, "cp_a": 1}
    assert dict(card(g, "Parliamentary Inquiry").rp) == {"tu": 2, "ge": 1}
    ws = {"Russo-British Assault": 2, "ANZAC Reinforcements": 1, "Churchill Prevails": 1, "Jihad": 2,
          "German Military Mission": 1, "Enver Goes East": 0, "Royal Navy Blockade": 0, "Enver to Constantinople": 0,
          "Secret Treaty": 0}
    assert {n: card(g, n).ws for n in ws} == ws
    assert g.cards["ap10"].ws == 0


def test_card_33_bulgaria_and_the_neutral_entries(g):
    assert dict(g.cards["cp33"].rp) == {"cp_a": 2, "ge": 3, "tu": 4}
    assert {c.id: c.enters_war for c in g.cards.values() if c.enters_war} == {"ap29": "ro", "ap45": "gr", "cp33": "bu"}


def test_playbook_1916_tags(g):
    tagged = {c.name for c in g.cards.values() if c.tag_1916}
    assert tagged == {"Shore Bombardment", "Project Alexandria", "Gurkhas", "Armenian Druzhiny", "Armored Cars",
                      "Allied Solidarity", "Let the French Bleed", "German High Command", "Parliamentary Inquiry",
                      "Indian Mutiny", '"I Order You to Die"', "Bull's Eye Directive", "King Constantine",
                      "Fliegerabteilung"}


def test_cards_bring_existing_units_and_have_our_summaries(g):
    assert g.cards["ap10"].event_units == ("ru_iv_caucasian_corps", "ru_elite_div_4", "ru_div_13", "ru_cavalry_div_7")
    assert "Max TU RP" in g.cards["ap11"].event_markers
    assert all(c.summary and len(c.summary) <= 140 for c in g.cards.values())
    brought = [u for c in g.cards.values() for u in c.event_units]
    assert len(brought) == len(set(brought))          # no unit arrives with two cards

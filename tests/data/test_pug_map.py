"""Pursuit of Glory map data against the seeds (rulebook 2nd ed., playbook): the links, terrain,
forts, VP, ports, supply sources, Regions and symbols the seeds state (reference/pug/CHECK.md 1).
Covers: UNT-02, UNT-03, TBL-16, TBL-17, TBL-27."""
from collections import deque

import pytest

from pog_desktop.data import load_game


@pytest.fixture(scope="module")
def m():
    return load_game("pug").map


def link(m, a, b):
    found = [c for c in m.neighbours(a) if c.other(a) == b]
    assert found, f"no link {a}-{b}"
    return found[0]


def distance(m, a, b):
    seen, todo = {a: 0}, deque([a])
    while todo:
        s = todo.popleft()
        for c in m.neighbours(s):
            t = c.other(s)
            if t not in seen:
                seen[t] = seen[s] + 1
                todo.append(t)
    return seen[b]


def test_3_1_counts_of_spaces_regions_and_links(m):
    kinds = {k: sum(1 for s in m.spaces.values() if s.kind == k) for k in ("space", "region", "island_base", "beachhead")}
    assert kinds == {"space": 255, "region": 12, "island_base": 3, "beachhead": 14}
    assert sum(1 for s in m.spaces.values() if s.map == "gallipoli") == 24
    assert len(m.connections) == 446
    types = {}
    for c in m.connections:
        types[c.type] = types.get(c.type, 0) + 1
    assert types == {"road": 278, "rail": 94, "trans_regional": 17, "restricted": 17, "beach": 14, "sea": 14,
                     "strait": 5, "incomplete_rail": 5, "restricted_rail": 2}


@pytest.mark.parametrize("a,b,kind", [
    ("rodosto", "bulair", "road"), ("bandirma", "chardak", None), ("edremit", "ezine", None),   # 9.6.1 inset entries
    ("lemnos", "suvla_bay", "sea"), ("lemnos", "gaba_tepe", "sea"), ("lemnos", "cape_helles", "sea"),
    ("lemnos", "besika_bay", "sea"), ("to_fao", "fao", "beach"), ("fao", "basra", None), ("basra", "qurna", None),
    ("sarikamis", "eleskirt", None), ("kagizman", "eleskirt", None), ("julfa", "bayazit", None),
    ("erzurum", "oltu", None), ("koprukoy", "sarikamis", None), ("oltu", "sarikamis", None), ("rize", "ardahan", None),
    ("oltu", "ardahan", None), ("koprukoy", "eleskirt", None), ("malazgirt", "eleskirt", None),
    ("kagizman", "erevan", None), ("ahwaz", "shushter", None),
    ("isfahan", "central_persia", "trans_regional"), ("isfahan", "south_persia", "trans_regional")])
def test_3_1_links_the_seeds_state(m, a, b, kind):
    c = link(m, a, b)
    if kind:
        assert c.type == kind


def test_9_4_6_the_five_straits_and_strait_5(m):
    straits = {c.strait: frozenset((c.a, c.b)) for c in m.connections if c.type == "strait"}
    assert sorted(straits) == [1, 2, 3, 4, 5]
    assert straits[5] == {"bandirma", "constantinople"}
    assert straits[1] == {"seddul_bahr", "kum_kale"} and straits[2] == {"maidos", "canakkale"}


def test_3_1_2_coloured_railway_belgrade_galicia_is_cp_only(m):
    c = link(m, "belgrade", "galicia")
    assert c.coloured and c.only == {"cp"} and c.type == "rail"


def test_12_3_7_caspian_links_are_trans_regional_and_bar_tribes(m):
    for a, b in (("baku", "central_asia"), ("baku", "enzeli"), ("enzeli", "central_asia")):
        c = link(m, a, b)
        assert c.type == "trans_regional" and c.no_tribes


def test_21_2_incomplete_railways_and_what_completes_them(m):
    assert link(m, "adana", "eregli").completed_by == "cp49"           # Berlin-Baghdad Railroad
    assert link(m, "mamure_station", "aleppo").completed_by == "cp49"
    for a, b in (("ismailia", "romani"), ("romani", "el_arish"), ("el_arish", "gaza")):
        c = link(m, a, b)
        assert (c.type, c.completed_by, c.completed_for) == ("incomplete_rail", "ap19", "ap")   # Murray Takes Command


def test_9_4_7_arabian_a_routes_are_restricted_to_the_arab_revolt(m):
    for a, b in (("hejaz", "bair"), ("azraq", "amman"), ("azraq", "bair"), ("azraq", "umtaiye"), ("umtaiye", "dera"),
                 ("umtaiye", "damascus"), ("bair", "hesa")):
        c = link(m, a, b)
        assert c.type == "restricted" and c.restricted_route == "A" and c.only == {"ar"}


def test_retreat_and_movement_distances_of_the_examples(m):
    assert distance(m, "eleskirt", "mus") == 2 and distance(m, "eleskirt", "erevan") == 2
    assert distance(m, "damascus", "gaza") <= 4
    assert distance(m, "malazgirt", "urmia") <= 5
    assert distance(m, "tabriz", "hamadan") <= 6


def test_12_3_terrain_the_seeds_state(m):
    for sid in ("rize", "koprukoy", "malazgirt", "bayazit", "sarikamis", "oltu", "ardahan"):
        assert m.spaces[sid].terrain == "mountain", sid
    assert m.spaces["eleskirt"].terrain == "clear"
    assert m.spaces["basra"].terrain == "swamp" and m.spaces["salonika"].terrain == "swamp"
    assert m.spaces["el_arish"].terrain == "desert"


def test_15_forts_the_seeds_state(m):
    assert m.spaces["erzurum"].fort == 3 and m.spaces["bosphorus_forts"].fort == 3
    bounds = {"kum_kale": 1, "seddul_bahr": 2, "maidos": 5, "canakkale": 2, "gallipoli": 4}   # playbook dice
    for sid, most in bounds.items():
        assert 1 <= m.spaces[sid].fort <= most, sid
    assert m.spaces["trabzon"].fort and m.spaces["fao"].fort


def test_18_1_4_jihad_cities_and_their_vp(m):
    jihad = {s.id: s.vp for s in m.spaces.values() if s.jihad_city}
    assert jihad == {"jerusalem": 2, "baghdad": 2, "hejaz": 1, "medina": 1, "cairo": 2, "qum": 0}
    assert m.spaces["hejaz"].city == "Mecca"


def test_24_1_vp_spaces_the_seeds_name(m):
    for sid in ("athens", "teheran", "hamadan", "isfahan", "van", "urmia", "basra", "trabzon", "erzurum", "belgrade",
                "skopje", "central_persia", "south_persia"):
        assert m.spaces[sid].vp >= 1, sid
    assert sum(1 for s in m.spaces.values() if s.vp) == 62
    assert {s.id for s in m.spaces.values() if s.oil_field} == {"ploesti", "mosul", "baku", "ahwaz"}


def test_14_2_supply_sources(m):
    sources = {s.id for s in m.spaces.values() if s.supply_source}
    assert sources == {"tiflis", "sofia", "trabzon", "constantinople", "erzincan", "kayseri", "cyprus", "baghdad",
                       "damascus", "maan", "medina", "hejaz", "central_asia", "lemnos", "bahrain", "odessa", "galicia",
                       "petrovsk", "afghanistan", "sudan_darfur", "india"}
    assert m.spaces["maan"].supply_limited == {"cp"} and m.spaces["central_asia"].supply_limited == {"cp"}
    assert m.spaces["tiflis"].supply_for == {"ru"} and not m.spaces["tiflis"].supply_limited


def test_14_1_4_ports_the_seeds_name(m):
    for sid in ("bosphorus_forts", "trabzon", "aqaba", "jiddah", "port_said", "ismailia", "suez", "salonika", "athens",
                "basra", "sudan_darfur", "constantinople"):
        assert m.spaces[sid].ports, sid
    assert m.spaces["constantinople"].ports == {"ap"} and m.spaces["constantinople"].sea == "marmara"


def test_glossary_regions_island_bases_and_beachheads(m):
    regions = {s.name for s in m.spaces.values() if s.kind == "region"}
    assert regions == {"Galicia", "Odessa", "Petrovsk", "Central Asia", "Afghanistan", "India", "Baluchistan",
                       "East Persia", "Central Persia", "South Persia", "Sudan/Darfur", "Hejaz"}
    assert {s.id for s in m.spaces.values() if s.kind == "island_base"} == {"lemnos", "cyprus", "bahrain"}
    for s in m.spaces.values():
        if s.kind == "beachhead":
            assert s.beachhead and m.spaces[s.beachhead_for].kind == "island_base"
    assert m.spaces["to_fao"].beachhead_for == "bahrain"


def test_9_8_1_restricted_areas_and_sinai(m):
    sinai = {s.id for s in m.spaces.values() if s.area == "sinai"}
    assert sinai == {"el_arish", "romani", "kossaima", "jifjaffa", "nekhi"}
    assert all(m.spaces[s].restricted_area == "syria_palestine" for s in sinai)
    assert {s.restricted_area for s in m.spaces.values()} - {None} == {
        "syria_palestine", "mesopotamia", "persia", "central_asia", "afghanistan"}


def test_17_1_2_tribe_symbols_the_seeds_name(m):
    expected = {"qurna": "marsh", "rize": "laz", "isfahan": "bakhtiari", "central_persia": "qashqai",
                "south_persia": "tangistani", "kermanshah": "sinjabi", "menjil": "jangali", "bahariya_oasis": "senussi",
                "siwa_oasis": "senussi"}
    for sid, tribe in expected.items():
        assert m.spaces[sid].tribe == tribe, sid


def test_seed_spellings_are_aliases(m):
    assert "Erzerum" in m.spaces["erzurum"].aliases
    assert "Suleymaniya" in m.spaces["suleymaniye"].aliases or "Sueymaniya" in m.spaces["suleymaniye"].aliases


def test_boxes_of_both_sides_and_the_tribal_war_chart_overlap_nothing(m):
    width, height = m.layout
    for side in ("ap", "cp"):
        for kind in ("reserve", "corps_assets", "eliminated", "permanently_eliminated", "reinforcements"):
            assert m.box(side, kind).side == side
    assert sum(1 for b in m.boxes.values() if b.kind == "tribal_war") == 11
    rects = [s.pos for s in m.spaces.values()] + [b.pos for b in m.boxes.values()]

    def overlap(p, q):
        return p[0] < q[0] + q[2] and q[0] < p[0] + p[2] and p[1] < q[1] + q[3] and q[1] < p[1] + p[3]

    for r in rects:
        x, y, w, h = r
        assert 0 <= x and 0 <= y and x + w <= width and y + h <= height
        assert sum(overlap(r, q) for q in rects) == 1      # only itself: no two spaces or boxes overlap

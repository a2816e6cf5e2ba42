"""The map: graph, restricted lines, space attributes, VP sets, supply sources, off-map boxes.
Covers: DAT-01, DAT-02, DAT-03, DAT-04."""
from collections import deque

from pog_desktop.data import load_game
from pog_desktop.data.model import NATIONS


def _map():
    return load_game("pog").map


def _edge(m, a, b):
    return next(c for c in m.neighbours(a) if c.other(a) == b)


def test_2_1_every_connection_joins_two_existing_spaces_and_adjacency_is_symmetric():
    """Covers: DAT-01"""
    m = _map()
    for c in m.connections:
        assert c.a in m.spaces and c.b in m.spaces and c.a != c.b
        assert c in m.neighbours(c.a) and c in m.neighbours(c.b)


def test_2_1_map_is_connected_when_restricted_lines_count():
    """Covers: DAT-01, DAT-02. Some spaces are reached only over restricted lines: London (BR),
    the Russian map-edge sources and Reval (RU), Arabia and Medina (ANA/TU), the MEF spaces (beach)."""
    m = _map()
    seen, todo = {"london"}, deque(["london"])
    while todo:
        here = todo.popleft()
        for c in m.neighbours(here):
            if c.other(here) not in seen:
                seen.add(c.other(here))
                todo.append(c.other(here))
    assert seen == set(m.spaces)
    open_only = {s for s in m.spaces if all(c.only or c.beach for c in m.neighbours(s))}
    assert open_only == {"london", "reval", "petrograd", "moscow", "kharkov", "caucasus", "arabia", "medina",
                         "mef1", "mef2", "mef3", "mef4"}


def test_11_1_4_restricted_lines_name_real_nations_and_these_lines():
    """Covers: DAT-02"""
    m = _map()
    restricted = {frozenset((c.a, c.b)): c.only for c in m.connections if c.only}
    assert all(n in NATIONS for only in restricted.values() for n in only)
    assert len(restricted) == 20
    assert restricted[frozenset(("london", "calais"))] == {"br"}
    assert restricted[frozenset(("taranto", "valona"))] == {"it"}
    assert restricted[frozenset(("caucasus", "grozny"))] == {"ru"}
    assert restricted[frozenset(("kharkov", "kiev"))] == {"ru"}
    assert restricted[frozenset(("arabia", "medina"))] == {"ana"}
    assert restricted[frozenset(("medina", "aqaba"))] == {"ana", "tu"}
    assert not _edge(m, "london", "calais").open_to("fr")
    assert _edge(m, "paris", "melun").open_to("fr")


def test_9_5_3_5_beach_links_join_each_mef_space_to_its_coast_for_anyone():
    """Covers: DAT-02, DAT-03. The MEF spaces are entered only once the beachhead is placed (11.1.10)."""
    m = _map()
    beach = {frozenset((c.a, c.b)) for c in m.connections if c.beach}
    assert beach == {frozenset(p) for p in (("mef1", "gallipoli"), ("mef2", "cana_kale"), ("mef3", "izmir"),
                                           ("mef4", "adana"))}
    assert {s.id for s in m.spaces.values() if s.beachhead} == {"mef1", "mef2", "mef3", "mef4"}
    assert all(not c.only for c in m.connections if c.beach)


def test_15_forts_have_the_printed_strengths():
    """Covers: DAT-03. 15.2.1's example: Verdun is a 3 fort; the IT example: Nancy has LF 2."""
    m = _map()
    forts = {s.id: s.fort for s in m.spaces.values() if s.fort}
    assert len(forts) == 34
    assert sorted(s for s, f in forts.items() if f == 3) == sorted(
        ["liege", "verdun", "strasbourg", "metz", "trent", "trieste", "konigsberg", "przemysl", "riga", "odessa"])
    assert forts["nancy"] == 2 and forts["warsaw"] == 2 and forts["gaza"] == 2
    assert forts["paris"] == 1 and forts["basra"] == 1 and forts["ivangorod"] == 1


def test_14_1_4_ports_serve_one_side_only_cp_ports_in_germany_and_russia():
    """Covers: DAT-03"""
    m = _map()
    cp_ports = {s.id for s in m.spaces.values() if "cp" in s.ports}
    ap_ports = {s.id for s in m.spaces.values() if "ap" in s.ports}
    assert cp_ports == {"wilhelmshaven", "kiel", "rostock", "stettin", "kolberg", "danzig", "konigsberg",
                        "memel", "libau", "riga"}
    assert len(ap_ports) == 19 and {"london", "salonika", "constantinople", "basra", "port_said"} <= ap_ports
    assert all(m.spaces[p].nation in ("ge", "ru") for p in cp_ports)
    assert not any(m.spaces[p].nation in ("ge", "ru") for p in ap_ports)


def test_14_2_supply_sources_serve_the_nations_the_rule_names():
    """Covers: DAT-03. 14.2.1 CP sources; 14.2.2 Russian sources and Belgrade for RU, SB, RO;
    14.2.3 Salonika for SB; 14.2.4 London for every other Allied nation; Paris is no source."""
    m = _map()
    assert set(m.supply_sources("ge")) == {"essen", "breslau", "sofia", "constantinople"}
    assert set(m.supply_sources("tu")) == set(m.supply_sources("bu")) == set(m.supply_sources("ah"))
    assert set(m.supply_sources("ru")) == {"petrograd", "moscow", "kharkov", "caucasus", "belgrade"}
    assert set(m.supply_sources("sb")) == {"petrograd", "moscow", "kharkov", "caucasus", "belgrade", "salonika"}
    assert set(m.supply_sources("fr")) == set(m.supply_sources("it")) == set(m.supply_sources("us")) == {"london"}
    assert not m.spaces["paris"].supply_source
    assert m.spaces["london"].supplies("aus") and not m.spaces["london"].supplies("ru")


def test_3_0_capitals_terrain_and_map_of_sample_spaces():
    """Covers: DAT-03. AH has two capitals (7.1.2); Russia none; Brussels per the 2022 list."""
    m = _map()
    capitals = {s.id for s in m.spaces.values() if s.capital}
    assert capitals == {"london", "paris", "rome", "berlin", "vienna", "budapest", "cetinje", "athens",
                        "belgrade", "sofia", "bucharest", "constantinople", "brussels"}
    assert m.spaces["sedan"].terrain == "forest"
    assert m.spaces["belfort"].terrain == "mountain"
    assert m.spaces["pinsk"].terrain == "swamp"
    assert m.spaces["sinai"].terrain == "desert"
    assert m.spaces["paris"].terrain == "clear"
    assert m.spaces["constantinople"].map == "neareast" and m.spaces["baku"].map == "neareast"


def test_3_0_vp_spaces_2004_apply_the_kovno_and_lodz_errata():
    """Covers: DAT-04. 3.0 map errata: Kovno is not a VP space, Lodz is; the 2004 example
    scores Cambrai, Lodz, Czernowitz and Lemberg but not Sedan."""
    vp = _map().vp_spaces("2004")
    assert "kovno" not in vp and "lodz" in vp
    assert {"cambrai", "czernowitz", "lemberg"} <= vp and "sedan" not in vp
    assert {"venice", "minsk", "jerusalem", "kharput", "ahwaz", "cairo", "port_said", "alexandria"} <= vp
    assert len(vp) == 65


def test_5_7_2_vp_spaces_2022_swap_five_for_five():
    """Covers: DAT-04"""
    m = _map()
    assert m.vp_2022_add == {"kovno", "sedan", "amiens", "koblenz", "aachen"}
    assert m.vp_2022_remove == {"ahwaz", "venice", "minsk", "jerusalem", "kharput"}
    assert m.vp_spaces("2022") ^ m.vp_spaces("2004") == m.vp_2022_add | m.vp_2022_remove
    assert len(m.vp_spaces("2022")) == 65


def test_2_1_off_map_boxes_exist_for_both_sides_and_overlap_nothing():
    """Covers: DAT-01. Reserve, eliminated, permanently eliminated and reinforcement boxes."""
    m = _map()
    width, height = m.layout
    for side in ("ap", "cp"):
        for kind in ("reserve", "eliminated", "permanently_eliminated", "reinforcements"):
            assert m.box(side, kind).side == side
    rects = [s.pos for s in m.spaces.values()] + [b.pos for b in m.boxes.values()]

    def overlap(p, q):
        return p[0] < q[0] + q[2] and q[0] < p[0] + p[2] and p[1] < q[1] + q[3] and q[1] < p[1] + p[3]

    for b in m.boxes.values():
        x, y, w, h = b.pos
        assert 0 <= x and 0 <= y and x + w <= width and y + h <= height
        assert sum(overlap(b.pos, r) for r in rects) == 1  # only itself

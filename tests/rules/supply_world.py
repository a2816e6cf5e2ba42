"""A small made-up map for supply tests: each test reads its whole position at a glance.

    essen(src,GE) - a - b(fort 2) - c          sofia(src,BU)
          |                                    |
        kiel(port CP) ~~sea~~ stettin(port CP) - d
    london(src,BR,port AP) ~~sea~~ calais(port AP) - e
    moscow(src,RU) -ru- r1 - r2(port AP)       belgrade(src,SB) - nis(SB)
    salonika(GR) - s1                          gallipoli - constantinople(port AP) - f
    taranto(IT, port AP) -it- valona(AL)       medina(TU)   mef1(beach) -mef- g1
"""
from pog_desktop.data.model import Connection, MapData, Space

SPACES = [
    ("essen", "ge", "cp", dict(supply_source=True)), ("a", "ge", "cp", {}), ("b", "ge", "cp", dict(fort=2)),
    ("c", "ge", "cp", {}), ("kiel", "ge", "cp", dict(ports=frozenset({"cp"}))),
    ("stettin", "ge", "cp", dict(ports=frozenset({"cp"}))), ("d", "ge", "cp", {}),
    ("sofia", "bu", "cp", dict(supply_source=True)),
    ("london", "br", "ap", dict(supply_source=True, ports=frozenset({"ap"}))),
    ("calais", "fr", "ap", dict(ports=frozenset({"ap"}))), ("e", "fr", "ap", {}),
    ("moscow", "ru", "ap", dict(supply_source=True)), ("r1", "ru", "ap", {}),
    ("r2", "ru", "ap", dict(ports=frozenset({"ap"}))),
    ("belgrade", "sb", "ap", dict(supply_source=True, fort=1)), ("nis", "sb", "ap", {}),
    ("salonika", "gr", "ap", {}), ("s1", "gr", "ap", {}),
    ("gallipoli", "tu", "cp", {}), ("constantinople", "tu", "cp", dict(ports=frozenset({"ap"}))),
    ("f", "tu", "cp", {}), ("taranto", "it", "ap", dict(ports=frozenset({"ap"}))), ("valona", "al", "ap", {}),
    ("medina", "tu", "cp", {}), ("mef1", None, "ap", dict(beachhead=True)), ("g1", "tu", "cp", {}),
]
LINKS = [("essen", "a"), ("a", "b"), ("b", "c"), ("a", "kiel"), ("stettin", "d"), ("sofia", "d"),
         ("london", "calais", ("br",)), ("calais", "e"), ("moscow", "r1", ("ru",)), ("r1", "r2"),
         ("belgrade", "nis"), ("salonika", "s1"), ("gallipoli", "constantinople"), ("constantinople", "f"),
         ("taranto", "valona", ("it",)), ("mef1", "g1", ("mef",)), ("medina", "f")]


def world() -> MapData:
    spaces = {sid: Space(sid, sid.title(), "europe", nation, side, **extra) for sid, nation, side, extra in SPACES}
    connections = tuple(Connection(a, b, frozenset(only[0]) if only else frozenset()) for a, b, *only in LINKS)
    adjacency = {s: [] for s in spaces}
    for c in connections:
        adjacency[c.a].append(c)
        adjacency[c.b].append(c)
    return MapData(spaces, connections, {}, (0, 0), adjacency={k: tuple(v) for k, v in adjacency.items()})


def control(board: MapData, **changes) -> dict:
    """Every space held by its own side, with ``changes`` (space=side or None)."""
    ctl = {s.id: s.side for s in board.spaces.values()}
    ctl.update(changes)
    return ctl

"""The Pursuit of Glory tracks as plain cell lists (Qt-free), placed in the open Black Sea and
Arabian corners of its 2652x1716 layout: the turn record (17 turns, Fall 1914 - Fall 1918), VP,
War Status and commitment, the Jihad / Russian Revolution / TU Max RP status, RP, Mandatory
Offensives and both Action charts. The game's own values live in ``Tracks.extra``."""
from __future__ import annotations

from ..translate import QT_TRANSLATE_NOOP, translate
from .position import Tracks
from .tracks import TrackCell, TrackSpec, local, mo_cells, mo_summary, round_tracks, turn_track, vp_track, ws_track

SEASONS = (QT_TRANSLATE_NOOP("Tracks", "Fall"), QT_TRANSLATE_NOOP("Tracks", "Winter"),
           QT_TRANSLATE_NOOP("Tracks", "Spring"), QT_TRANSLATE_NOOP("Tracks", "Summer"))
TURNS = 17
VP_CELLS = 21
RP_POOLS = ("ap_a", "br", "ru", "in", "cp_a", "ge", "tu")
STATUS = (("jihad", QT_TRANSLATE_NOOP("Tracks", "Jihad")), ("ru_vp", QT_TRANSLATE_NOOP("Tracks", "RU VP")),
          ("tu_max_rp", QT_TRANSLATE_NOOP("Tracks", "TU max RP")), ("parvus_turn", QT_TRANSLATE_NOOP("Tracks", "Parvus")),
          ("revolution_turn", QT_TRANSLATE_NOOP("Tracks", "Revolution")), ("tsar_turn", QT_TRANSLATE_NOOP("Tracks", "Tsar")),
          ("ap_mo_modifier", QT_TRANSLATE_NOOP("Tracks", "AP MO drm")))
# 5.2, 5.3: what a Mandatory Offensive can require (the English value is kept; shown through ``local``)
MO_RESULTS = {"ap": ("RU", QT_TRANSLATE_NOOP("Tracks", "No BR attack"), "BR/IN/ANZ",
                     QT_TRANSLATE_NOOP("Tracks", "Meso or Persia"), QT_TRANSLATE_NOOP("Tracks", "Balkans"),
                     QT_TRANSLATE_NOOP("Tracks", "Egypt")),
              "cp": ("RU", "BR/IN/ANZ", "TU", QT_TRANSLATE_NOOP("Tracks", "Enver to the Front"))}
RECTS = {"turn": (880, 8, 580, 72), "vp": (880, 86, 580, 60), "ws": (880, 152, 580, 48), "status": (880, 206, 580, 48),
         "rp": (1965, 1277, 240, 70), "mo": (1965, 1353, 240, 56),
         "rounds_cp": (1545, 1030, 210, 56), "rounds_ap": (1545, 1092, 210, 56)}


def turn_date(turn: int) -> str:
    """PuG turn record: turn 1 = Fall 1914, four turns a year, 17 = Fall 1918."""
    return f"{local(SEASONS[(turn - 1) % 4])} {1914 + (turn + 2) // 4}"


def _short(turn: int) -> str:
    season, year = turn_date(turn).rsplit(" ", 1)
    return f"{season[:3]} {year[2:]}"


def track_specs(t: Tracks) -> list[TrackSpec]:
    x = t.extra
    rp = tuple(TrackCell(p.replace("_", "-").upper(), str(v), v > 0) for p, v in t.rp.items())
    status = tuple(TrackCell(local(name), "-" if key not in x else str(x[key]), key in x) for key, name in STATUS)
    rp_marked = " · ".join(f"{c.label} {c.sub}" for c in rp if c.marked) or translate("Tracks", "none")
    return [
        turn_track(t, RECTS["turn"], 9, range(1, TURNS + 1), turn_date, _short),
        vp_track(t, RECTS["vp"], range(VP_CELLS)),
        ws_track(t, translate("Tracks", "War status and commitment"), RECTS["ws"]),
        TrackSpec("status", translate("Tracks", "Jihad, Russian Revolution, TU RP"), RECTS["status"], len(STATUS), status, None, "sub",
                  summary=translate("Tracks", "Jihad {jihad} · RU VP {ru_vp}").format(jihad=x.get("jihad", 0), ru_vp=x.get("ru_vp", 0))),
        TrackSpec("rp", translate("Tracks", "Replacement points"), RECTS["rp"], 4, rp, None, "sub",
                  summary=translate("Tracks", "RP {pools}").format(pools=rp_marked)),
        TrackSpec("mo", translate("Tracks", "Mandatory offensives"), RECTS["mo"], 2, mo_cells(t), None, "sub", summary=mo_summary(t)),
        *round_tracks(t, RECTS),
    ]

"""The Pursuit of Glory tracks as plain cell lists (Qt-free), placed in the open Black Sea and
Arabian corners of its 2652x1716 layout: the turn record (17 turns, Fall 1914 - Fall 1918), VP,
War Status and commitment, the Jihad / Russian Revolution / TU Max RP status, RP, Mandatory
Offensives and both Action charts. The game's own values live in ``Tracks.extra``."""
from __future__ import annotations

from .position import Tracks
from .tracks import ERA_NAMES, ROUNDS_PER_TURN, TrackCell, TrackSpec, _rounds

SEASONS = ("Fall", "Winter", "Spring", "Summer")
TURNS = 17
VP_CELLS = 21
RP_POOLS = ("ap_a", "br", "ru", "in", "cp_a", "ge", "tu")
STATUS = (("jihad", "Jihad"), ("ru_vp", "RU VP"), ("tu_max_rp", "TU max RP"), ("parvus_turn", "Parvus"),
          ("revolution_turn", "Revolution"), ("tsar_turn", "Tsar"), ("ap_mo_modifier", "AP MO drm"))
# 5.2, 5.3: what a Mandatory Offensive can require
MO_RESULTS = {"ap": ("RU", "No BR attack", "BR/IN/ANZ", "Meso or Persia", "Balkans", "Egypt"),
              "cp": ("RU", "BR/IN/ANZ", "TU", "Enver to the Front")}
RECTS = {"turn": (880, 8, 580, 72), "vp": (880, 86, 580, 60), "ws": (880, 152, 580, 48), "status": (880, 206, 580, 48),
         "rp": (1965, 1277, 240, 70), "mo": (1965, 1353, 240, 56),
         "rounds_cp": (1545, 1030, 210, 56), "rounds_ap": (1545, 1092, 210, 56)}


def turn_date(turn: int) -> str:
    """PuG turn record: turn 1 = Fall 1914, four turns a year, 17 = Fall 1918."""
    return f"{SEASONS[(turn - 1) % 4]} {1914 + (turn + 2) // 4}"


def _short(turn: int) -> str:
    season, year = turn_date(turn).split()
    return f"{season[:3]} {year[2:]}"


def track_specs(t: Tracks) -> list[TrackSpec]:
    x = t.extra
    vp = min(max(t.vp, 0), VP_CELLS - 1)
    rp = tuple(TrackCell(p.replace("_", "-").upper(), str(v), v > 0) for p, v in t.rp.items())
    status = tuple(TrackCell(name, "-" if key not in x else str(x[key]), key in x) for key, name in STATUS)
    mo = tuple(TrackCell(f"{side.upper()} MO", (t.mo.get(side) or "none").upper(), t.mo.get(side) is not None)
               for side in ("cp", "ap"))
    rounds = {side: " ".join(r.action for r in t.rounds.get(side, ())) or "none yet" for side in ("cp", "ap")}
    return [
        TrackSpec("turn", f"Turn {t.turn}: {turn_date(t.turn)}", RECTS["turn"], 9,
                  tuple(TrackCell(str(k), _short(k), k == t.turn) for k in range(1, TURNS + 1)),
                  summary=f"Turn {t.turn}: {turn_date(t.turn)}"),
        TrackSpec("vp", f"Victory points: {t.vp}", RECTS["vp"], 11,
                  tuple(TrackCell(str(k), "", k == vp) for k in range(VP_CELLS)), summary=f"VP {t.vp}"),
        TrackSpec("ws", "War status and commitment", RECTS["ws"], 5,
                  (TrackCell("CP WS", str(t.ws["cp"]), True), TrackCell("CP", ERA_NAMES[t.commitment["cp"]], False),
                   TrackCell("AP WS", str(t.ws["ap"]), True), TrackCell("AP", ERA_NAMES[t.commitment["ap"]], False),
                   TrackCell("Combined", str(t.combined_ws), True)), None, "sub",
                  summary=f"WS CP {t.ws['cp']} · AP {t.ws['ap']} · both {t.combined_ws}"),
        TrackSpec("status", "Jihad, Russian Revolution, TU RP", RECTS["status"], len(STATUS), status, None, "sub",
                  summary=f"Jihad {x.get('jihad', 0)} · RU VP {x.get('ru_vp', 0)}"),
        TrackSpec("rp", "Replacement points", RECTS["rp"], 4, rp, None, "sub",
                  summary="RP " + (" · ".join(f"{c.label} {c.sub}" for c in rp if c.marked) or "none")),
        TrackSpec("mo", "Mandatory offensives", RECTS["mo"], 2, mo, None, "sub",
                  summary=f"MO CP {(t.mo.get('cp') or 'none').upper()} · AP {(t.mo.get('ap') or 'none').upper()}"),
        TrackSpec("rounds_cp", "CP action rounds", RECTS["rounds_cp"], ROUNDS_PER_TURN, _rounds("cp", t), "cp",
                  summary=f"CP rounds: {rounds['cp']}"),
        TrackSpec("rounds_ap", "AP action rounds", RECTS["rounds_ap"], ROUNDS_PER_TURN, _rounds("ap", t), "ap",
                  summary=f"AP rounds: {rounds['ap']}"),
    ]

"""The board's tracks as plain cell lists (Qt-free): turn with season and each side's war
commitment, VP, war status, both Action charts, RP, US entry, Russian capitulation and
mandated offensives. ``track_specs`` turns ``Tracks`` values into what the track items paint;
where each track sits is fixed here, in the free corners of the 2500x1620 layout."""
from __future__ import annotations

from dataclasses import dataclass

from .position import RU_CAPITULATION_STEPS, US_ENTRY_STEPS, Tracks

# T.0: turn 1 = Aug 1914, 2 = Sep 1914, then four seasons a year from Fall 1914.
SEASONS = ("Winter", "Spring", "Summer", "Fall")


def turn_date(turn: int) -> str:
    if turn == 1:
        return "Aug 1914"
    if turn == 2:
        return "Sep 1914"
    k = turn - 3  # 0 = Fall 1914
    season = SEASONS[(k + 3) % 4]
    year = 1914 + (k + 3) // 4
    return f"{season} {year}"


def short_date(turn: int) -> str:
    season, year = turn_date(turn).split()
    return f"{season[:3]} {year[2:]}"


ERA_NAMES = {"mobilization": "Mobilization", "limited": "Limited War", "total": "Total War"}
US_NAMES = {"neutral": "US Neutral", "zimmermann_allowed": "Zimmermann allowed",
            "zimmermann": "Zimmermann played", "over_there": "Over There played"}
RU_NAMES = {"god_save_the_tsar": "God Save the Tsar", "tsar_takes_command_allowed": "Tsar Takes Cmd allowed",
            "tsar_takes_command": "Tsar Takes Command", "fall_of_the_tsar_allowed": "Fall of Tsar allowed",
            "fall_of_the_tsar": "Fall of the Tsar", "bolshevik_revolution_allowed": "Bolshevik Rev. allowed",
            "bolshevik_revolution": "Bolshevik Revolution", "brest_litovsk": "Brest-Litovsk"}
ACTION_NAMES = {"ops": "Ops", "sr": "SR", "rp": "RP", "event": "Event"}
ROUNDS_PER_TURN = 6  # 8.1.1
VP_RANGE = range(0, 21)


@dataclass(frozen=True, slots=True)
class TrackCell:
    label: str
    sub: str = ""
    marked: bool = False


@dataclass(frozen=True, slots=True)
class TrackSpec:
    id: str
    title: str
    rect: tuple[float, float, float, float]
    cols: int
    cells: tuple[TrackCell, ...]
    side: str | None = None
    emphasis: str = "label"   # which line of a two-line cell is the big one: label or sub
    summary: str = ""         # the track's state in one line, all that reads at full-map zoom


def _steps(names: dict[str, str], order: tuple[str, ...], current: str) -> tuple[TrackCell, ...]:
    return tuple(TrackCell(names[s], "", s == current) for s in order)


def _rounds(side: str, tracks: Tracks) -> tuple[TrackCell, ...]:
    played = {r.round: r for r in tracks.rounds.get(side, ())}
    n = max([ROUNDS_PER_TURN, *played])
    cells = []
    for k in range(1, n + 1):
        r = played.get(k)
        cells.append(TrackCell(f"AR {k}", "" if r is None else f"{ACTION_NAMES[r.action]} {r.card or ''}".strip(),
                               r is not None))
    return tuple(cells)


def track_specs(t: Tracks, game: str = "pog") -> list[TrackSpec]:
    """The tracks of ``game`` showing ``t``: Paths of Glory's here, Pursuit of Glory's in ``pug_tracks``."""
    if game == "pug":
        from .pug_tracks import track_specs as pug_specs
        return pug_specs(t)
    vp = min(max(t.vp, VP_RANGE.start), VP_RANGE.stop - 1)
    rp_cells = tuple(TrackCell(pool.upper() if pool != "a" else "Allied", str(v), v > 0)
                     for pool, v in t.rp.items())
    mo = tuple(TrackCell(f"{side.upper()} MO", (t.mo.get(side) or "none").upper(), t.mo.get(side) is not None)
               for side in ("cp", "ap"))
    ru_vp = TrackCell("CP Russian VP", str(t.cp_russian_vp) + ("" if t.tsar_fell_vp is None
                                                              else f" (fell {t.tsar_fell_vp})"))
    top = _column(10, 8, 500, 6, (("us_entry", 70), ("ru_capitulation", 110), ("turn", 118), ("vp", 92)))
    bottom = _column(420, 1192, 380, 6, (("ws", 56), ("rounds_cp", 58), ("rounds_ap", 58), ("rp", 56), ("mo", 56)))
    rounds = {side: " ".join(ACTION_NAMES[r.action] for r in t.rounds.get(side, ())) or "none yet"
              for side in ("cp", "ap")}
    rp = " · ".join(f"{c.label} {c.sub}" for c in rp_cells if c.marked) or "none"
    return [
        TrackSpec("us_entry", "US entry (16.3)", top["us_entry"], 4, _steps(US_NAMES, US_ENTRY_STEPS, t.us_entry),
                  summary=US_NAMES[t.us_entry]),
        TrackSpec("ru_capitulation", "Russian capitulation (16.4)", top["ru_capitulation"], 4,
                  _steps(RU_NAMES, RU_CAPITULATION_STEPS, t.ru_capitulation),
                  summary=f"Russia: {RU_NAMES[t.ru_capitulation]}"),
        TrackSpec("turn", f"Turn {t.turn}: {turn_date(t.turn)}", top["turn"], 10,
                  tuple(TrackCell(str(k), short_date(k), k == t.turn) for k in range(1, 21)),
                  summary=f"Turn {t.turn}: {turn_date(t.turn)}"),
        TrackSpec("vp", f"Victory points: {t.vp}", top["vp"], 11,
                  tuple(TrackCell(str(k), "", k == vp) for k in VP_RANGE), summary=f"VP {t.vp}"),
        TrackSpec("ws", "War status and commitment (16.1)", bottom["ws"], 5,
                  (TrackCell("CP WS", str(t.ws["cp"]), True), TrackCell("CP", ERA_NAMES[t.commitment["cp"]], False),
                   TrackCell("AP WS", str(t.ws["ap"]), True), TrackCell("AP", ERA_NAMES[t.commitment["ap"]], False),
                   TrackCell("Combined", str(t.combined_ws), True)), None, "sub",
                  summary=f"WS CP {t.ws['cp']} · AP {t.ws['ap']} · both {t.combined_ws}"),
        TrackSpec("rounds_cp", "CP action rounds", bottom["rounds_cp"], ROUNDS_PER_TURN, _rounds("cp", t), "cp",
                  summary=f"CP rounds: {rounds['cp']}"),
        TrackSpec("rounds_ap", "AP action rounds", bottom["rounds_ap"], ROUNDS_PER_TURN, _rounds("ap", t), "ap",
                  summary=f"AP rounds: {rounds['ap']}"),
        TrackSpec("rp", "Replacement points", bottom["rp"], max(1, len(rp_cells)), rp_cells, None, "sub",
                  summary=f"RP {rp}"),
        TrackSpec("mo", "Mandated offensives (7.1)", bottom["mo"], 3, mo + (ru_vp,), None, "sub",
                  summary=f"MO CP {(t.mo.get('cp') or 'none').upper()} · AP {(t.mo.get('ap') or 'none').upper()}"),
    ]


def _column(x: float, y: float, w: float, gap: float, rows) -> dict[str, tuple[float, float, float, float]]:
    """Rectangles of tracks stacked top to bottom."""
    out = {}
    for track_id, h in rows:
        out[track_id] = (x, y, w, h)
        y += h + gap
    return out

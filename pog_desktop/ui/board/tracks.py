"""The board's tracks as plain cell lists (Qt-free): turn with season and each side's war
commitment, VP, war status, both Action charts, RP, US entry, Russian capitulation and
mandated offensives. ``track_specs`` turns ``Tracks`` values into what the track items paint,
in the interface's language (context ``Tracks``; only QtCore's translator, no widgets);
where each track sits is fixed here, in the free corners of the 2500x1620 layout."""
from __future__ import annotations

import re
from dataclasses import dataclass

from ..engine_text import WORDS
from ..translate import QT_TRANSLATE_NOOP, translate
from .position import RU_CAPITULATION_STEPS, US_ENTRY_STEPS, Tracks

# T.0: turn 1 = Aug 1914, 2 = Sep 1914, then four seasons a year from Fall 1914.
SEASONS = (QT_TRANSLATE_NOOP("Tracks", "Winter"), QT_TRANSLATE_NOOP("Tracks", "Spring"),
           QT_TRANSLATE_NOOP("Tracks", "Summer"), QT_TRANSLATE_NOOP("Tracks", "Fall"))


def local(text: str) -> str:
    """A track word in the interface's language."""
    return translate("Tracks", text)


def turn_date(turn: int) -> str:
    if turn == 1:
        return translate("Tracks", "Aug 1914")
    if turn == 2:
        return translate("Tracks", "Sep 1914")
    k = turn - 3  # 0 = Fall 1914
    season = local(SEASONS[(k + 3) % 4])
    year = 1914 + (k + 3) // 4
    return f"{season} {year}"


def short_date(turn: int) -> str:
    season, year = turn_date(turn).rsplit(" ", 1)
    return f"{season[:3]} {year[2:]}"


# English names, marked for translation: shown through ``local``
ERA_NAMES = {"mobilization": QT_TRANSLATE_NOOP("Tracks", "Mobilization"), "limited": QT_TRANSLATE_NOOP("Tracks", "Limited War"),
             "total": QT_TRANSLATE_NOOP("Tracks", "Total War")}
US_NAMES = {"neutral": QT_TRANSLATE_NOOP("Tracks", "US Neutral"), "zimmermann_allowed": QT_TRANSLATE_NOOP("Tracks", "Zimmermann allowed"),
            "zimmermann": QT_TRANSLATE_NOOP("Tracks", "Zimmermann played"), "over_there": QT_TRANSLATE_NOOP("Tracks", "Over There played")}
RU_NAMES = {"god_save_the_tsar": QT_TRANSLATE_NOOP("Tracks", "God Save the Tsar"),
            "tsar_takes_command_allowed": QT_TRANSLATE_NOOP("Tracks", "Tsar Takes Cmd allowed"),
            "tsar_takes_command": QT_TRANSLATE_NOOP("Tracks", "Tsar Takes Command"),
            "fall_of_the_tsar_allowed": QT_TRANSLATE_NOOP("Tracks", "Fall of Tsar allowed"),
            "fall_of_the_tsar": QT_TRANSLATE_NOOP("Tracks", "Fall of the Tsar"),
            "bolshevik_revolution_allowed": QT_TRANSLATE_NOOP("Tracks", "Bolshevik Rev. allowed"),
            "bolshevik_revolution": QT_TRANSLATE_NOOP("Tracks", "Bolshevik Revolution"), "brest_litovsk": QT_TRANSLATE_NOOP("Tracks", "Brest-Litovsk")}
ACTION_NAMES = {"ops": QT_TRANSLATE_NOOP("Tracks", "Ops"), "sr": QT_TRANSLATE_NOOP("Tracks", "SR"), "rp": QT_TRANSLATE_NOOP("Tracks", "RP"), "event": QT_TRANSLATE_NOOP("Tracks", "Event")}
# 7.1: the nations a mandated offensive falls on, short enough for a track cell (PuG's results give codes too)
MO_NATION_NAMES = {"ge": QT_TRANSLATE_NOOP("Tracks", "Germany"), "ah": QT_TRANSLATE_NOOP("Tracks", "Austria-H."),
                   "tu": QT_TRANSLATE_NOOP("Tracks", "Turkey"), "fr": QT_TRANSLATE_NOOP("Tracks", "France"),
                   "br": QT_TRANSLATE_NOOP("Tracks", "Britain"), "it": QT_TRANSLATE_NOOP("Tracks", "Italy"),
                   "ru": QT_TRANSLATE_NOOP("Tracks", "Russia"), "in": QT_TRANSLATE_NOOP("Tracks", "India"),
                   "anz": QT_TRANSLATE_NOOP("Tracks", "ANZAC")}
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
    return tuple(TrackCell(local(names[s]), "", s == current) for s in order)


def _rounds(side: str, tracks: Tracks) -> tuple[TrackCell, ...]:
    played = {r.round: r for r in tracks.rounds.get(side, ())}
    n = max([ROUNDS_PER_TURN, *played])
    cells = []
    for k in range(1, n + 1):
        r = played.get(k)
        cells.append(TrackCell(translate("Tracks", "AR {k}").format(k=k),
                               "" if r is None else f"{local(ACTION_NAMES[r.action])} {r.card or ''}".strip(),
                               r is not None))
    return tuple(cells)


def track_specs(t: Tracks) -> list[TrackSpec]:
    """The Paths of Glory tracks showing ``t`` (Pursuit of Glory's are in ``pug_tracks``)."""
    rp_cells = tuple(TrackCell(pool.upper() if pool != "a" else translate("Tracks", "Allied"), str(v), v > 0)
                     for pool, v in t.rp.items())
    mo = mo_cells(t)
    ru_vp = TrackCell(translate("Tracks", "CP Russian VP"), str(t.cp_russian_vp) + (
        "" if t.tsar_fell_vp is None else " " + translate("Tracks", "(fell {n})").format(n=t.tsar_fell_vp)))
    top = _column(10, 8, 500, 6, (("us_entry", 70), ("ru_capitulation", 110), ("turn", 118), ("vp", 92)))
    bottom = _column(420, 1192, 380, 6, (("ws", 56), ("rounds_cp", 58), ("rounds_ap", 58), ("rp", 56), ("mo", 56)))
    rp = " · ".join(f"{c.label} {c.sub}" for c in rp_cells if c.marked) or translate("Tracks", "none")
    return [
        TrackSpec("us_entry", translate("Tracks", "US entry (16.3)"), top["us_entry"], 4, _steps(US_NAMES, US_ENTRY_STEPS, t.us_entry),
                  summary=local(US_NAMES[t.us_entry])),
        TrackSpec("ru_capitulation", translate("Tracks", "Russian capitulation (16.4)"), top["ru_capitulation"], 4,
                  _steps(RU_NAMES, RU_CAPITULATION_STEPS, t.ru_capitulation),
                  summary=translate("Tracks", "Russia: {step}").format(step=local(RU_NAMES[t.ru_capitulation]))),
        turn_track(t, top["turn"], 10, range(1, 21), turn_date, short_date),
        vp_track(t, top["vp"], VP_RANGE),
        ws_track(t, translate("Tracks", "War status and commitment (16.1)"), bottom["ws"]),
        *round_tracks(t, bottom),
        TrackSpec("rp", translate("Tracks", "Replacement points"), bottom["rp"], max(1, len(rp_cells)), rp_cells, None, "sub",
                  summary=translate("Tracks", "RP {pools}").format(pools=rp)),
        TrackSpec("mo", translate("Tracks", "Mandated offensives (7.1)"), bottom["mo"], 3, mo + (ru_vp,), None, "sub",
                  summary=mo_summary(t)),
    ]


# -- the tracks both games share (pug_tracks uses them too) ---------------------------------------
def turn_track(t: Tracks, rect, cols: int, turns, date, short) -> TrackSpec:
    title = translate("Tracks", "Turn {turn}: {date}").format(turn=t.turn, date=date(t.turn))
    return TrackSpec("turn", title, rect, cols, tuple(TrackCell(str(k), short(k), k == t.turn) for k in turns),
                     summary=title)


def vp_track(t: Tracks, rect, cells) -> TrackSpec:
    vp = min(max(t.vp, cells.start), cells.stop - 1)
    return TrackSpec("vp", translate("Tracks", "Victory points: {vp}").format(vp=t.vp), rect, 11,
                     tuple(TrackCell(str(k), "", k == vp) for k in cells), summary=translate("Tracks", "VP {vp}").format(vp=t.vp))


def ws_track(t: Tracks, title: str, rect) -> TrackSpec:
    return TrackSpec("ws", title, rect, 5,
                     (TrackCell(translate("Tracks", "CP WS"), str(t.ws["cp"]), True),
                      TrackCell("CP", local(ERA_NAMES[t.commitment["cp"]]), False),
                      TrackCell(translate("Tracks", "AP WS"), str(t.ws["ap"]), True),
                      TrackCell("AP", local(ERA_NAMES[t.commitment["ap"]]), False),
                      TrackCell(translate("Tracks", "Combined"), str(t.combined_ws), True)), None, "sub",
                     summary=translate("Tracks", "WS CP {cp} · AP {ap} · both {both}").format(cp=t.ws["cp"], ap=t.ws["ap"],
                                                                          both=t.combined_ws))


def round_tracks(t: Tracks, rects) -> tuple[TrackSpec, TrackSpec]:
    rounds = {side: " ".join(local(ACTION_NAMES.get(r.action, r.action)) for r in t.rounds.get(side, ()))
              or translate("Tracks", "none yet") for side in ("cp", "ap")}
    return (TrackSpec("rounds_cp", translate("Tracks", "CP action rounds"), rects["rounds_cp"], ROUNDS_PER_TURN, _rounds("cp", t),
                      "cp", summary=translate("Tracks", "CP rounds: {rounds}").format(rounds=rounds["cp"])),
            TrackSpec("rounds_ap", translate("Tracks", "AP action rounds"), rects["rounds_ap"], ROUNDS_PER_TURN, _rounds("ap", t),
                      "ap", summary=translate("Tracks", "AP rounds: {rounds}").format(rounds=rounds["ap"])))


def mo_nation(code: str) -> str:
    """A mandated offensive's result as a track cell shows it: a nation by its short name in the
    interface's language, so are the nations of a result naming several (PuG's "BR/IN/ANZ":
    "Britain/India/ANZAC", PoG's "ah_it": "Austria-H./Italy"); the French Mutiny's result
    (7.1.8) in the words the log uses; any other result (PuG's "Egypt" ...) as marked."""
    names = [MO_NATION_NAMES.get(part.lower()) for part in re.split(r"[/_]", code)]
    if all(names):
        return "/".join(local(n) for n in names)
    word = WORDS.get(code.lower())
    return translate("EngineWords", word) if word is not None else local(code)


def mo_value(t: Tracks, side: str) -> str:
    got = t.mo.get(side)
    return translate("Tracks", "none").upper() if got is None else mo_nation(got)


def mo_cells(t: Tracks) -> tuple[TrackCell, ...]:
    return tuple(TrackCell(translate("Tracks", "{side} MO").format(side=side.upper()), mo_value(t, side), t.mo.get(side) is not None)
                 for side in ("cp", "ap"))


def mo_summary(t: Tracks) -> str:
    return translate("Tracks", "MO CP {cp} · AP {ap}").format(cp=mo_value(t, "cp"), ap=mo_value(t, "ap"))


def _column(x: float, y: float, w: float, gap: float, rows) -> dict[str, tuple[float, float, float, float]]:
    """Rectangles of tracks stacked top to bottom."""
    out = {}
    for track_id, h in rows:
        out[track_id] = (x, y, w, h)
        y += h + gap
    return out

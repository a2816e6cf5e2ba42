"""Near East map limits: movement (11.3) and strategic redeployment (13.2)."""
from __future__ import annotations

from ..core.context import CAUCASUS_LINK, NE_ARMIES
from ..core.effects import FALL_OF_THE_TSAR, played
from ..core.messages import msg


def ne_army_error(ctx, st, unit: str, space: str) -> str | None:
    """11.3.1: only six named armies may enter Near East spaces (Constantinople and Bursa
    included); every corps may. An army brought in as an ordinary army (9.5.3.4) lost this."""
    if space in ctx.ne_spaces and unit in ctx.armies and (unit not in NE_ARMIES or f"lost_ne:{unit}" in st.flags):
        return msg("board.near_east.is_not_one_of_the",
                   "{unit} is not one of the armies allowed on the Near East map (11.3.1)",
                   ctx, unit=unit)
    return None


def caucasus_error(ctx, st, units, src: str, dst: str) -> str | None:
    """11.3.2: one RU corps per turn may move between Caucasus and Grozny/Poti; never an
    army, and no one after Fall of the Tsar. Retreats and advances are moves: they ask here
    too (the 2022 text names them) and count with ``note_caucasus``."""
    if (src, dst) not in CAUCASUS_LINK:
        return None
    return _link_error(
        ctx, st, units,
        lambda: msg("board.near_east.after_fall_of_the_tsar",
                    "after Fall of the Tsar no unit may move across the Caucasus link (11.3.2)"),
        lambda: msg("board.near_east.no_army_may_move_between",
                    "no army may move between Caucasus and Grozny or Poti (11.3.2)"),
        lambda: msg("board.near_east.only_one_ru_corps_per",
                    "only one RU corps per turn may move between Caucasus and Grozny or Poti (11.3.2)"))


def caucasus_attack_error(ctx, st, units, target: str) -> str | None:
    """2022 12.1.9 (with 11.3.2): an attack across the Caucasus link is a crossing. No army
    makes it, nobody after Fall of the Tsar, and one RU corps per turn, the same one crossing
    that moves, retreats and advances use (``note_caucasus``). The 2004 text limits only moves
    (2004 11.3.2, 12.1.8), so the attack step asks this only under the 2022 edition."""
    crossing = [u for u in units if (st.where[u], target) in CAUCASUS_LINK]
    if not crossing:
        return None
    return _link_error(
        ctx, st, crossing,
        lambda: msg("board.near_east.no_attack_across_the_link_after_tsar",
                    "after Fall of the Tsar no unit may attack across the Caucasus link (2022 11.3.2, 12.1.9)"),
        lambda: msg("board.near_east.no_army_may_attack_across_the_link",
                    "no army may attack between Caucasus and Grozny or Poti (2022 12.1.9)"),
        lambda: msg("board.near_east.one_ru_corps_may_attack_across_the_link",
                    "only one RU corps per turn may attack or move between Caucasus and Grozny or Poti "
                    "(2022 12.1.9)"))


def _link_error(ctx, st, crossing, after_tsar, army, one_corps) -> str | None:
    """The Caucasus link's three limits on the units ``crossing`` it (11.3.2), shared by moves
    and attacks: each refusal is the caller's message (built only when it is given)."""
    if played(st, FALL_OF_THE_TSAR):
        return after_tsar()
    if any(u in ctx.armies for u in crossing):
        return army()
    if len(crossing) + st.counters.get("caucasus_moves", 0) > 1:
        return one_corps()
    return None


def crossings(path) -> int:
    """How many times a path of spaces (its start included) crosses the Caucasus link."""
    if len(path) == 2:
        return int(tuple(path) in CAUCASUS_LINK)   # one step (every move): no pairs to build
    return sum(1 for step in zip(path, path[1:]) if step in CAUCASUS_LINK)


def path_caucasus_error(ctx, st, units, path) -> str | None:
    """11.3.2 for ``units`` going along ``path`` (its start included) together."""
    for a, b in zip(path, path[1:]):
        why = caucasus_error(ctx, st, units, a, b)
        if why:
            return why
    return None


def note_caucasus(st, units, path) -> None:
    """Counts the crossings of ``units`` going along ``path`` against the turn's one (11.3.2)."""
    n = crossings(path)
    if n:
        st.counters["caucasus_moves"] = st.counters.get("caucasus_moves", 0) + len(units) * n


def on_ne_map(ctx, loc: str) -> bool:
    """A space on the Near East map; the reserve box counts as off it (13.2)."""
    return loc in ctx.ne_spaces


def ne_limit_error(ctx, st, side, unit, loc, to, way) -> str | None:
    """13.2: SR to or from the Near East map."""
    if on_ne_map(ctx, loc) == on_ne_map(ctx, to):
        return None   # 13.2.4: wholly within one map
    nation = ctx.unit_nation[unit]
    key = ne_counter(ctx, st, side, unit, way)
    if key is None:
        return None
    if key == "refused":
        return msg("board.near_east.may_not_sr_to_or", "{unit} may not SR to or from the Near East this way (13.2.1)",
                   ctx, unit=unit)
    if nation == "ru" and unit in ctx.armies:
        return msg("board.near_east.no_ru_army_may_sr", "no RU army may SR to or from the Near East (13.2.2)")
    if st.counters.get(key, 0) >= 1:
        if key == "ne_sr_br":
            return msg("board.near_east.one_british_corps_sr", "only one British corps per turn may SR to or from the "
                       "Near East by sea or reserve box (13.2.1)")
        if key == "ne_sr_ru":
            return msg("board.near_east.one_ru_corps_sr", "only one RU corps per turn may SR to or from the Near East "
                       "(13.2.2)")
        return msg("board.near_east.one_cp_corps_sr", "only one non-Turkish CP corps per turn may SR to or from the "
                   "Near East (13.2.3)")
    return None


def ne_counter(ctx, st, side, unit, way):
    """The per-turn limit an SR between the Near East and elsewhere counts against, None when
    it is free, or "refused". 13.2.1: British corps (AUS included, CND, PT and the BEF not) use
    the sea or the Reserve Box one per turn; the ANA too under 2004, while the 2022 switch
    ``ana_no_sr_to_reserve`` bars it (13.1.9, 2022 13.2.1). Every other Allied corps is refused
    the sea and the Reserve Box in both editions: 2004 bars them from the sea crossing, and the
    Reserve Box route counts as that crossing (a British corps spends the same one-corps limit
    on either); the 2022 text lists them outright. RU corps: one per turn (13.2.2)."""
    nation = ctx.unit_nation[unit]
    if side == "cp":
        return None if nation in ("tu", "sn") else "ne_sr_cp"
    if nation == "ru":
        return "ne_sr_ru"
    if way == "overland" or "tu" in st.neutral:
        return None   # 13.2.1 overland is free; 13.2.5 before Turkey enters
    if nation in ("br", "aus") and unit != "br_bef_corps":
        return "ne_sr_br"
    if nation == "ana" and not ctx.options["ana_no_sr_to_reserve"]:
        return "ne_sr_br"
    return "refused"

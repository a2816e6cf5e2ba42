"""Saving and reopening a hand-play table (``.pgt``, JSON ``pog-table/1``): the game and
scenario, the board position, the cards and the dice log. A damaged file is refused with a
message naming what is wrong, and a save never overwrites a good file with a partial one."""
from __future__ import annotations

import json
from dataclasses import asdict, fields
from pathlib import Path
from typing import Any

from ...data import load_game
from ...match.atomic import atomic_write_json
from ..board.offmap import board_boxes
from ..board.position import BoardPosition, Marker, Placement, PositionError, RoundPlay, Tracks
from ..said import said
from ..translate import QT_TRANSLATE_NOOP
from .piles import PILES, SIDES, CardPiles
from .table_sandbox import Roll

FORMAT = "pog-table/1"
T = "TableFile"
SUFFIX = ".pgt"


class TableFileError(ValueError):
    """A table file that cannot be opened; the text says why."""


def to_doc(game: str, scenario: str, position: BoardPosition, piles: CardPiles, rolls) -> dict[str, Any]:
    tracks = asdict(position.tracks)
    return {"format": FORMAT, "game": game, "scenario": scenario,
            "units": {u: [p.location, p.reduced, p.order] for u, p in position.units.items()},
            "markers": {s: [[m.kind, m.side, m.level] for m in ms] for s, ms in position.markers.items()},
            "tracks": tracks, "cards": piles.piles, "seed": piles.seed, "shuffles": piles.shuffles,
            "rolls": [[r.who, list(r.dice)] for r in rolls]}


def save_table(path: Path | str, doc: dict[str, Any]) -> None:
    atomic_write_json(path, doc)


def _tracks(raw: dict[str, Any]) -> Tracks:
    known = {f.name for f in fields(Tracks)}
    extra = set(raw) - known
    if extra:
        raise TableFileError(said(T, QT_TRANSLATE_NOOP("TableFile", "tracks: unknown track {track!r}"), track=sorted(extra)[0]))
    raw = dict(raw)
    raw["rounds"] = {side: tuple(RoundPlay(**r) for r in rounds) for side, rounds in raw.get("rounds", {}).items()}
    return Tracks(**raw)


def from_doc(doc: Any):
    """(game data, scenario id, position, piles, rolls) of a table document; raises TableFileError."""
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise TableFileError(said(T, QT_TRANSLATE_NOOP("TableFile", "not a table file (format should be {format!r})"), format=FORMAT))
    try:
        game = load_game(doc["game"])
    except Exception as e:   # an unknown game id is a DataError; anything else a broken file
        raise TableFileError(said(T, QT_TRANSLATE_NOOP("TableFile", "game {game!r}: {detail}"), game=doc.get('game'), detail=str(e))) from None
    try:
        units = {u: Placement(loc, bool(red), int(order)) for u, (loc, red, order) in doc["units"].items()}
        markers = {s: tuple(Marker(k, side, int(level)) for k, side, level in ms) for s, ms in doc["markers"].items()}
        position = BoardPosition(units, markers, _tracks(doc["tracks"]))
        position.validate(game.units, {**game.map.spaces, **board_boxes(game.map)})
        missing = set(game.units) - set(units)
        if missing:
            raise TableFileError(said(T, QT_TRANSLATE_NOOP("TableFile", "units missing from the table: {unit!r} and {n} more"),
                                          unit=sorted(missing)[0], n=len(missing) - 1))
        cards = {side: {name: tuple(doc["cards"][side][name]) for name in PILES} for side in SIDES}
        piles = CardPiles(cards, int(doc["seed"]), int(doc["shuffles"]))
        on_table = piles.all_cards()
        if sorted(on_table) != sorted(game.cards):
            extra = sorted(set(on_table) - set(game.cards)) or sorted(c for c in set(on_table) if on_table.count(c) > 1)
            lost = sorted(set(game.cards) - set(on_table))
            raise TableFileError(said(T, QT_TRANSLATE_NOOP(
                "TableFile", "cards: every card must be in exactly one pile (unknown or twice: {extra}, missing: {lost})"),
                                      extra=extra[:3], lost=lost[:3]))
        for side in SIDES:
            for name in PILES:
                wrong = [c for c in cards[side][name] if game.cards[c].side != side]
                if wrong:
                    raise TableFileError(said(T, QT_TRANSLATE_NOOP("TableFile", "cards: {card!r} is not a card of {side}"), card=wrong[0],
                                                    side=side))
        rolls = tuple(Roll(who, tuple(int(d) for d in dice)) for who, dice in doc.get("rolls", []))
        if any(not 1 <= d <= 6 for r in rolls for d in r.dice):
            raise TableFileError(said(T, QT_TRANSLATE_NOOP("TableFile", "rolls: a die shows 1 to 6")))
        scenario = str(doc["scenario"])
    except TableFileError:
        raise
    except PositionError as e:
        raise TableFileError(e.args[0] if e.args else str(e)) from None
    except (KeyError, TypeError, ValueError) as e:
        raise TableFileError(said(T, QT_TRANSLATE_NOOP("TableFile", "damaged table file ({detail})"), detail=f"{type(e).__name__}: {e}")) from None
    return game, scenario, position, piles, rolls


def load_table(path: Path | str):
    try:
        doc = json.loads(Path(path).read_text(encoding="utf-8"))
    except OSError as e:
        raise TableFileError(said(T, QT_TRANSLATE_NOOP("TableFile", "cannot read {path}: {detail}"), path=str(path), detail=e.strerror or str(e))) from None
    except json.JSONDecodeError as e:
        raise TableFileError(said(T, QT_TRANSLATE_NOOP("TableFile", "{file} is not valid JSON (line {line}): {detail}"), file=Path(path).name,
                                  line=e.lineno, detail=e.msg)) from None
    return from_doc(doc)

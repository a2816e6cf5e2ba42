"""The ``.pog`` game file: a JSON header, the action list and the state hash after each action.

One format serves saves and autosaves (``kind`` "save"; the unsigned ``"turn"`` files of older
versions are read only to be refused: PBEM is ``match.postal``). A file holds the
actions from ``base.actions`` on (0 for a whole game) and ``base.hash``, the state hash
before its first action. ``rules`` is the rules version the game was played under and
``seal`` binds it, the scenario, every resolved option, the seed, the actions and the
hashes (``seal.py``): a damaged or edited file is refused, at the exact action where it
stops fitting when an action or a hash was changed.

Layout (one action per line so a file reads and diffs well)::

    {"format": "pog-save/3", "kind": "save", "app_version": "0.1.0", "game": "pog",
     "game_id": "...", "scenario": "campaign", "seed": 7, "options": {}, "rules": 1,
     "players": {"ap": "..."}, "created": "2026-...Z", "updated": "2026-...Z",
     "base": {"actions": 0, "hash": "..."}, "seal": "...",
     "actions": [{"type": "play_ops", "card": "cp03"}, ...], "hashes": ["...", null, ...]}

A hash is null where the writer had not verified it (format 3; only between checkpoints,
``seal.verified``): a game opened from a file keeps only the hashes its replay compared.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass
from datetime import datetime
from functools import cached_property
from pathlib import Path
from typing import Any, Callable, Sequence

from pog_desktop import __version__
from pog_desktop.data.errors import DataError
from pog_desktop.data.jsonfile import Entry

from . import positions
from .atomic import atomic_write_text
from .collector import collector_paused
from .engine import Engine, GameLike, default_engine
from .errors import SaveError, refusing
from .meta import MatchMeta, utc_now
from .replay import rebuild_trail, replay_checked, replay_sealed, start_game
from .safejson import read_document
from .seal import canonical_pieces, is_checkpoint, seal, verified_trail
from .session import Match, check_trail

FORMAT_FAMILY = "pog-save"
FORMAT_VERSION = 3     # 3: a hash between checkpoints may be null (not verified); 2 is still read
FORMAT = f"{FORMAT_FAMILY}/{FORMAT_VERSION}"
KINDS = ("save", "turn")
# issue 12: the unsigned turn files of older versions are read only to be refused by name
UNSIGNED_TURN = ("an unsigned PBEM turn file of an older version: it is not opened (anybody could have edited it); "
                 "PBEM games use signed .pogturn files (Game > PBEM)")
# More actions than any game of Paths of Glory has (a long campaign is a few thousand).
MAX_ACTIONS = 50_000
_HASH = re.compile(r"[0-9a-f]{64}")
_VERSION = re.compile(r"[0-9]{1,6}")   # ASCII digits only: str.isdigit() also takes "²"
_SEED_LIMIT = 2 ** 63
_SCENARIO_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")
# One encoder for every line: json.dumps with options builds a new one per call, which
# dominated the autosave time of a long game. NaN is refused: it is not JSON, and a file
# holding it could not be read back.
_ENCODER = json.JSONEncoder(ensure_ascii=False, allow_nan=False)
# Runs work the caller does not wait for (``load_game_from_save``'s ``later``).
Later = Callable[[Callable[[], None]], None]


@dataclass(frozen=True)
class SaveData:
    """A file read and checked for shape, not yet replayed."""

    meta: MatchMeta
    kind: str
    app_version: str
    updated: str
    base_index: int
    base_hash: str
    actions: tuple[dict[str, Any], ...]
    hashes: tuple[str | None, ...]     # None: not recorded (format 3, between checkpoints)
    rules: int = 0     # the rules version the file was written under
    seal: str = ""

    @cached_property
    def pieces(self) -> list[str]:
        """The actions' canonical JSON by the kept positions' STRIDE, made once for the seal and them."""
        return canonical_pieces(self.actions, positions.STRIDE)

    def sealed_under(self, rules_in_force: dict[str, Any]) -> bool:
        """Whether the seal fits ``rules_in_force`` (those of the game the header starts). A
        file of earlier rules was sealed under its own version number, and its game is started
        with the switches that play it as it was (``_rules_as_played``), so the rest must agree."""
        return self.seal == seal({**rules_in_force, "rules": self.rules}, self.meta.seed, self.base_index, self.base_hash,
                                 self.actions, self.hashes, self.pieces)


# -- writing -------------------------------------------------------------------------------

def write_save(path: Path | str, game: GameLike, meta: MatchMeta, trail: Sequence[str] | None = None,
               engine: Engine | None = None) -> None:
    """Write the whole game atomically. ``trail`` is ``Match.trail``; without it the hashes
    are recomputed by replaying the game (needs ``engine``, by default the real one)."""
    if trail is None:
        trail = rebuild_trail(game, meta, engine or default_engine())
    write_file(path, game, meta, trail, "save", 0)


def write_file(path: Path | str, game: GameLike, meta: MatchMeta, trail: Sequence[str], kind: str,
               base_index: int) -> None:
    """Write ``game``'s actions from ``base_index`` on as a file of ``kind`` (shared with PBEM)."""
    check_trail(game, trail)
    actions = list(game.actions)
    if not 0 <= base_index <= len(actions):
        raise ValueError(f"base index {base_index} outside 0..{len(actions)}")
    rules = game.rules_in_force()
    header = {
        "format": FORMAT, "kind": kind, "app_version": __version__, "game": meta.game, "game_id": meta.game_id,
        "scenario": meta.scenario_id, "seed": meta.seed, "options": meta.options, "rules": rules["rules"],
        "players": meta.players, "created": meta.created, "updated": utc_now(), "opponent_has": meta.opponent_has,
        **_notes_header(meta, len(actions)),
        "base": {"actions": base_index, "hash": trail[base_index]},
        "seal": seal(rules, meta.seed, base_index, trail[base_index], actions[base_index:], trail[base_index + 1:]),
    }
    atomic_write_text(path, _render(header, actions[base_index:], trail[base_index + 1:]))


def _notes_header(meta: MatchMeta, total: int) -> dict[str, Any]:
    """The bots' reason lines (unsealed), those of actions still in the game (not undone)."""
    notes = [n for n in meta.notes if n["action"] < total]
    return {"notes": notes} if notes else {}


def _render(header: dict[str, Any], actions: Sequence[Any], hashes: Sequence[str]) -> str:
    dump = _ENCODER.encode

    def block(name: str, items: Sequence[Any]) -> str:
        if not items:
            return f' "{name}": []'
        return f' "{name}": [\n' + ",\n".join("  " + dump(x) for x in items) + "\n ]"

    lines = [f" {dump(k)}: {dump(v)}" for k, v in header.items()]
    return "{\n" + ",\n".join(lines + [block("actions", actions), block("hashes", hashes)]) + "\n}\n"


# -- reading -------------------------------------------------------------------------------

@refusing
def read_save(path: Path | str, game: str = "pog", engine: Engine | None = None) -> SaveData:
    """Read a save or turn file and check its shape and rules version; every refusal is a
    ``SaveError`` naming the file and what is wrong."""
    path = Path(path)
    fields = _Fields(path.name, read_document(path))
    found_game = fields.get("game", str)
    if found_game != game:
        raise SaveError(path.name, f"a file of another game ({_clip(found_game)}); this reads {game!r} games",
                        "field 'game'")
    version = _check_format(fields)
    engine = engine or default_engine()
    rules, options = _rules_as_played(fields, engine)
    kind = fields.choice("kind", KINDS)
    base = _Fields(path.name, fields.get("base", dict), prefix="base.")
    base_index = base.get("actions", int, check=lambda n: 0 <= n <= MAX_ACTIONS, expect="a count of actions")
    if kind == "save" and base_index != 0:
        raise SaveError(path.name, f"a save must start at action 0, this one starts at {base_index}",
                        "field 'base.actions'")
    actions, hashes = _read_actions(fields, base_index, nulls=version >= 3)
    meta = _read_meta(fields, found_game, base_index + len(actions), options)
    return SaveData(
        meta=meta, kind=kind,
        app_version=fields.get("app_version", str),
        updated=fields.get("updated", str, check=_iso_time, expect="an ISO 8601 time"),
        base_index=base_index,
        base_hash=base.get("hash", str, check=_is_hash, expect="a 64-digit hex hash"),
        actions=actions, hashes=hashes, rules=rules,
        seal=fields.get("seal", str, check=_is_hash, expect="a 64-digit hex hash"),
    )


def _rules_as_played(fields: "_Fields", engine: Engine) -> tuple[int, dict[str, Any]]:
    """The file's rules version and the options that play it as it was played. The engine
    decides (``Game.as_recorded``): this app's version plays as it is, an earlier one it can
    play as it was gets its switches, any other is refused (``RulesVersionError``, whose
    ``newer`` tells which): a game replayed under other rules is another game."""
    here = engine.Game.RULES_VERSION
    found = fields.get("rules", int, check=lambda n: 0 < n < 10 ** 6, expect="a rules version")
    scenario = _scenario(fields)
    options = fields.get("options", dict)
    try:
        return found, engine.Game.as_recorded(found, scenario, options)
    except Exception as exc:
        newer = getattr(exc, "newer", None)    # the engine's RulesVersionError
        if newer is False:
            raise SaveError(fields.file, f"written under older rules (rules version {found}); this pog-desktop "
                                         f"{__version__} plays rules version {here} and cannot replay it",
                            "field 'rules'") from exc
        if newer:
            raise SaveError(fields.file, f"written under newer rules (rules version {found}, by pog-desktop "
                                         f"{_clip(fields.doc.get('app_version', '?'))}); this pog-desktop "
                                         f"{__version__} plays rules version {here}", "field 'rules'") from exc
        raise SaveError(fields.file, f"cannot start scenario {scenario!r} with these options: {exc}",
                        "header") from exc


def _scenario(fields: "_Fields") -> str:
    # a plain id: the scenario loader turns it into a file name
    return fields.get("scenario", str, check=lambda s: bool(_SCENARIO_ID.fullmatch(s)), expect="a scenario id")


def _read_meta(fields: "_Fields", game: str, total: int, options: dict[str, Any]) -> MatchMeta:
    """The header; ``options``: those that play the game as it was played (``_rules_as_played``)."""
    return MatchMeta(
        scenario_id=_scenario(fields),
        seed=fields.get("seed", int, check=lambda n: -_SEED_LIMIT < n < _SEED_LIMIT, expect="a seed below 2**63"),
        options=options,
        players=fields.get("players", dict, check=_str_map, expect="a map of seat to name"),
        game=game,
        game_id=fields.get("game_id", str, check=bool, expect="a game id"),
        created=fields.get("created", str, check=_iso_time, expect="an ISO 8601 time"),
        # Optional: hotseat and solo games never set it.
        opponent_has=fields.get("opponent_has", int, default=0, check=lambda n: 0 <= n <= total,
                                expect=f"a count of actions from 0 to {total}"),
        notes=_read_notes(fields, total),
    )


NOTE_TEXT = 200     # characters of a reason line at most


def _read_notes(fields: "_Fields", total: int) -> tuple:
    """The computer players' reason lines (optional; ``MatchMeta.notes``), each checked."""
    out = []
    for i, raw in enumerate(fields.get("notes", list, default=[])):
        if not isinstance(raw, dict):
            raise SaveError(fields.file, f"must be a JSON object, got {_clip(raw)}", f"note {i + 1}")
        note = _Fields(fields.file, raw, prefix=f"notes[{i}].")
        out.append({
            "action": note.get("action", int, check=lambda n: 0 <= n < total, expect=f"an action from 0 to {total - 1}"),
            "log": note.get("log", int, check=lambda n: 0 <= n <= 10 * MAX_ACTIONS, expect="a log position"),
            "turn": note.get("turn", int, check=lambda n: 0 <= n <= 99, expect="a turn"),
            "round": note.get("round", int, check=lambda n: 0 <= n <= 99, expect="an action round"),
            "side": note.choice("side", ("ap", "cp")),
            "text": note.get("text", str, check=lambda t: 0 < len(t) <= NOTE_TEXT,
                             expect=f"a line of 1 to {NOTE_TEXT} characters"),
        })
    return tuple(out)


def _read_actions(fields: "_Fields", base_index: int,
                  nulls: bool) -> tuple[tuple[dict[str, Any], ...], tuple[str | None, ...]]:
    actions = fields.get("actions", list)
    if len(actions) > MAX_ACTIONS - base_index:
        raise SaveError(fields.file, f"{len(actions)} actions from action {base_index + 1}, more than any game "
                                     f"has (at most {MAX_ACTIONS})", "field 'actions'")
    for i, raw in enumerate(actions):
        if not isinstance(raw, dict):
            raise SaveError(fields.file, f"must be a JSON object, got {_clip(raw)}", f"action {base_index + i + 1}",
                            base_index + i)
    hashes = fields.get("hashes", list)
    total = base_index + len(actions)
    for i, h in enumerate(hashes):
        if h is None and nulls and not is_checkpoint(base_index + i, total):
            continue    # not recorded: the writer had not verified it
        if not (isinstance(h, str) and _HASH.fullmatch(h)):
            why = " (a checkpoint: every 100th action and the last)" if h is None and nulls else ""
            raise SaveError(fields.file, f"must be a 64-digit hex hash{why}, got {_clip(h)}", f"hash {i + 1}",
                            base_index + i)
    if len(hashes) != len(actions):
        raise SaveError(fields.file, f"{len(hashes)} hashes for {len(actions)} actions", "field 'hashes'")
    return tuple(actions), tuple(hashes)


@refusing
@collector_paused()
def load_game_from_save(path: Path | str, engine: Engine | None = None, game: str = "pog",
                        every_hash: bool = False, later: Later | None = None) -> Match:
    """Read a whole-game file (a save or an autosave; an old unsigned PBEM turn file is refused),
    replay it checking every action and return the match; ``match.game`` is the rules game.
    A sealed file's positions are compared every ``CHECK_EVERY`` actions (the seal covers
    the hashes between); ``every_hash`` compares every one (``--verify``). ``later``: what
    the game does not need to be played (keeping its position for the next opening) is
    handed to it as a callable, to run once the game is shown (the UI: a zero-timer);
    without it, that is done before returning."""
    engine = engine or default_engine()
    data = read_save(path, game, engine)
    name = Path(path).name
    if data.kind == "turn":
        raise SaveError(name, UNSIGNED_TURN, "field 'kind'")
    if data.base_index != 0:
        raise SaveError(name, f"a PBEM turn file continuing from action {data.base_index}, not a whole game; "
                              "read it into the game it continues", "field 'base.actions'")
    played, start = start_game(data.meta, engine, name)
    if start != data.base_hash:
        raise SaveError(name, f"the starting position differs from this app's scenario {data.meta.scenario_id!r} "
                              f"(file {data.base_hash[:12]}..., here {start[:12]}...); written by other rules?",
                        "start of the game", 0)
    sealed = data.sealed_under(played.rules_in_force())
    try:
        if every_hash:
            replay_checked(played, data.actions, data.hashes, engine, name)
        elif sealed:
            # A changed action is illegal, or its position differs at the next checkpoint,
            # which is narrowed to the action: the same verdict as checking every hash.
            played = _replay_from_kept(played, data, engine, name, later)
        else:
            fresh = played.clone()
            replay_sealed(played, data.actions, data.hashes, engine, name)
            # Every checkpoint fits, the seal does not: name a damaged hash between
            # checkpoints if there is one, else what changed is the header or the seal.
            replay_checked(fresh, data.actions, data.hashes, engine, name)
    except SaveError as e:
        if not sealed or data.rules == engine.Game.RULES_VERSION or e.action is None:
            raise
        raise SaveError(name, f"written under older rules (rules version {data.rules}), which this pog-desktop "
                              f"{__version__} replays as they were only up to here: {e.message}", e.where,
                        e.action) from e
    if not sealed:
        raise SaveError(name, "the file does not match its seal: its scenario, seed or options were changed "
                              "after it was written, or the seal was damaged", "field 'seal'")
    # The trail keeps only the hashes this replay compared (every one with ``every_hash``; else
    # the checkpoints and the last, those before a kept position vouched for by its name): a
    # hash between checkpoints is covered by the seal, which anyone can redo, so it is not
    # carried into later saves as if it had been verified.
    return Match(engine, data.meta, played, [start, *data.hashes] if every_hash else verified_trail([start, *data.hashes]))


def _replay_from_kept(start: GameLike, data: SaveData, engine: Engine, name: str,
                      later: Later | None = None) -> GameLike:
    """A sealed file's game: from the latest position kept of it (``positions.py``) if there
    is one, the rest replayed with every check; else from the start, keeping a position
    for next time. A refusal after a kept position is given again by the whole replay, so
    the verdict is always that of a replay from the start."""
    seed, actions, hashes = data.meta.seed, data.actions, data.hashes
    found = positions.find(start, seed, actions, hashes, data.pieces)
    if found is not None:
        game, k = found
        try:
            replay_sealed(game, actions, hashes, engine, name, start=k)
            return game
        except SaveError:
            pass
    kept = replay_sealed(start, actions, hashes, engine, name, keep_at=positions.latest_point(len(actions)))
    if kept is not None:
        (later or _now)(lambda: positions.keep(kept, seed, hashes, data.pieces))
    return start


def _now(work: Callable[[], None]) -> None:
    work()


def _check_format(fields: "_Fields") -> int:
    """The file's format version (2 or 3: both are read)."""
    found = fields.doc.get("format")
    family, _, version = found.partition("/") if isinstance(found, str) else ("", "", "")
    if family != FORMAT_FAMILY or not _VERSION.fullmatch(version):
        raise SaveError(fields.file, f"not a pog-desktop save file (format {_clip(found)})", "field 'format'")
    if int(version) > FORMAT_VERSION:
        app = _clip(fields.doc.get("app_version", "?"))
        raise SaveError(fields.file, f"written by a newer pog-desktop ({app}, format {found}); "
                                     f"this version {__version__} reads up to {FORMAT}", "field 'format'")
    if int(version) < 1:
        raise SaveError(fields.file, f"unknown format {found!r}", "field 'format'")
    if int(version) < 2:
        raise SaveError(fields.file, f"written under older rules (format {found} records no rules version); "
                                     f"this pog-desktop {__version__} cannot tell which rules it was played "
                                     "under", "field 'format'")
    return int(version)


class _Fields:
    """Typed header access that reports ``SaveError``s naming the field (reuses the data layer's checks)."""

    def __init__(self, file: str, doc: dict[str, Any], prefix: str = ""):
        self.file, self.doc, self.prefix = file, doc, prefix
        self._entry = Entry(file, doc, 0)

    def _wrap(self, exc: DataError) -> SaveError:
        # the message quotes the value found, which in a damaged file can be megabytes long
        message = exc.message if len(exc.message) <= 200 else exc.message[:197] + "..."
        return SaveError(self.file, message, f"field {self.prefix + (exc.field or '')!r}")

    def get(self, name: str, kind: type, **kw: Any) -> Any:
        try:
            return self._entry.get(name, kind, **kw)
        except DataError as exc:
            raise self._wrap(exc) from None

    def choice(self, name: str, choices: Sequence[str]) -> Any:
        try:
            return self._entry.choice(name, choices)
        except DataError as exc:
            raise self._wrap(exc) from None


def _clip(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _is_hash(value: str) -> bool:
    return bool(_HASH.fullmatch(value))


def _str_map(value: dict[str, Any]) -> bool:
    return all(isinstance(v, str) for v in value.values())


def _iso_time(value: str) -> bool:
    try:
        datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        return False
    return True

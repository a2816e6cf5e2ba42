"""Scenarios: the starting position, markers, cards, victory conditions and rule switches
of each scenario (rules 4.0 and 5.0), read from ``scenarios/<game>/<id>.json``.

A file may name a ``base`` scenario and list only what differs (see ``scenario_merge``);
a file may also offer setup ``variants`` (4.2.4) that an option turns on. The format is
described in ``docs/scenario-format.md``.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from .errors import DataError
from .jsonfile import read_json
from .loader import load_game
from .paths import scenarios_dir
from .scenario_merge import apply_changes
from .scenario_model import (CardSetup, NationEntry, NeutralSetup, PlacementChoice, Scenario, Victory,
                             VictoryLevels, VpAdjustment)
from .scenario_options import OPTIONS, option_problem
from .scenario_parse import build_scenario
from .vocab import GAMES, vocabulary

FORMAT = "pog-scenario/1"
DEFAULT_SCENARIO = "campaign"

__all__ = ["list_scenarios", "load_scenario", "game_of", "all_scenarios", "Scenario", "NeutralSetup", "NationEntry", "PlacementChoice",
           "CardSetup", "Victory", "VictoryLevels", "VpAdjustment", "OPTIONS", "DEFAULT_SCENARIO"]


def game_of(scenario_id: str) -> str:
    """The game a scenario id belongs to: every id but Paths of Glory's begins with its game
    (``pug_1914``); Paths of Glory keeps its plain ids (``campaign``)."""
    prefix = scenario_id.split("_", 1)[0]
    return prefix if prefix in GAMES and prefix != "pog" else "pog"


def all_scenarios() -> list[tuple[str, str, str]]:
    """(game, id, title) of every scenario of every game, Paths of Glory first."""
    return [(game, sid, title) for game in GAMES for sid, title in list_scenarios(game)]


def _read(directory: Path, scenario_id: str) -> dict[str, Any]:
    path = directory / f"{scenario_id}.json"
    if not path.exists():
        known = ", ".join(sorted(p.stem for p in directory.glob("*.json"))) or "none"
        raise DataError(path.name, f"no scenario {scenario_id!r} in {directory} (scenarios: {known})")
    doc = read_json(path, FORMAT)
    if doc.get("id") != scenario_id:
        raise DataError(path.name, f"id is {doc.get('id')!r}, but the file name says {scenario_id!r}", field="id")
    return doc


def _resolved(directory: Path, scenario_id: str, chain: tuple[str, ...] = ()) -> dict[str, Any]:
    """The document with its ``base`` chain applied."""
    if scenario_id in chain:
        raise DataError(f"{scenario_id}.json", f"base scenarios go round in a circle: {' -> '.join(chain + (scenario_id,))}",
                        field="base")
    doc = _read(directory, scenario_id)
    base = doc.get("base")
    if base is None:
        return doc
    if not isinstance(base, str):
        raise DataError(f"{scenario_id}.json", f"must be a scenario id, got {base!r}", field="base")
    return apply_changes(_resolved(directory, base, chain + (scenario_id,)), doc)


def list_scenarios(game: str = "pog", directory: Path | None = None) -> list[tuple[str, str]]:
    """(id, title) of every scenario of ``game``: the default (Campaign) first, then by id."""
    directory = Path(directory) if directory is not None else scenarios_dir(game)
    found = []
    for path in sorted(directory.glob("*.json")):
        doc = _read(directory, path.stem)
        title = doc.get("title")
        if not isinstance(title, str):
            raise DataError(path.name, f"must be a string, got {title!r}", field="title")
        found.append((not doc.get("default", False), path.stem, title))
    return [(sid, title) for _, sid, title in sorted(found)]


def load_scenario(game: str = "pog", scenario_id: str = DEFAULT_SCENARIO, *, options: dict[str, Any] | None = None,
                  directory: Path | None = None) -> Scenario:
    """Load, resolve and validate one scenario against ``load_game(game)``.

    ``options`` are switches the players choose on top of the scenario's own (names in
    ``scenario_options.OPTIONS``); a switch naming a setup variant of the file (such as
    ``alternate_setup``, 4.2.4) changes the setup. Raises ``DataError`` for a bad file or option.
    A fresh ``Scenario`` is built on every call, so a caller may keep its dicts.
    """
    directory = Path(directory) if directory is not None else scenarios_dir(game)
    file = f"{scenario_id}.json"
    if game_of(scenario_id) != game:
        raise DataError(file, f"scenario {scenario_id!r} is not a {vocabulary(game).title} scenario "
                        f"(ids of {vocabulary(game_of(scenario_id)).title} scenarios begin with "
                        f"{game_of(scenario_id) + '_' if game_of(scenario_id) != 'pog' else 'no game prefix'})",
                        field="id")
    doc = _resolved(directory, scenario_id)
    chosen = dict(doc.get("options") or {})
    if options and not vocabulary(game).has_options:
        raise DataError(file, f"{vocabulary(game).title} has no rule switches yet", entry="options chosen by the players",
                        field=sorted(options)[0])
    for name, value in (options or {}).items():
        problem = option_problem(name, value)
        if problem:
            raise DataError(file, problem, entry="options chosen by the players", field=name)
        chosen[name] = value
    doc["options"] = chosen
    variants = doc.get("variants") or {}
    if not isinstance(variants, dict):
        raise DataError(file, "must be an object of named setup variants", field="variants")
    on = []
    for name, change in variants.items():
        if name not in OPTIONS:
            raise DataError(file, "a setup variant must be named after an option", entry=name, field="variants")
        if not isinstance(change, dict):
            raise DataError(file, "must be an object like a scenario's setup changes", entry=name, field="variants")
        unknown = set(change) - {"rule", "setup", "boxes"}
        if unknown:
            raise DataError(file, "unknown field", entry=name, field=sorted(unknown)[0])
        if chosen.get(name) is True:
            doc = apply_changes(doc, {k: v for k, v in change.items() if k != "rule"})
            on.append(name)
    for name, spec in OPTIONS.items():
        if spec.setup_variant and chosen.get(name) is True and name not in on:
            raise DataError(file, f"this scenario has no setup variant for {name} ({spec.rule})", entry="options",
                            field=name)
    return build_scenario(file, doc, load_game(game), frozenset(on))

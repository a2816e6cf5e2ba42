"""The printed combat charts: the two fire tables (T.2) and the Terrain Effects Chart (T.4).

Loaded from ``resources/<game>/combat.json`` into frozen objects. A column shift is
negative to the left and positive to the right, as printed ("1L" is -1).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from .errors import DataError
from .jsonfile import Entry, entries, read_json
from .paths import resources_dir

DIE_FACES = 6
TABLE_IDS = ("corps", "army")
TERRAIN_ROWS = ("clear", "mountain", "swamp", "forest", "desert", "trench1", "trench2")


@dataclass(frozen=True, slots=True)
class FireTable:
    """One fire table: strength bands (``hi`` None = open-ended) and the LN per die face."""

    id: str
    name: str
    columns: tuple[tuple[int, int | None], ...]
    rows: tuple[tuple[int, ...], ...]

    def column_for(self, strength: int) -> int:
        """Index of the column holding ``strength``; below the first band counts as the first
        (an army reduced to CF 0 fires on the Army table's 1 column)."""
        for i, (lo, hi) in enumerate(self.columns):
            if lo <= strength and (hi is None or strength <= hi):
                return i
        return 0 if strength < self.columns[0][0] else len(self.columns) - 1

    def shifted(self, column: int, shift: int) -> int:
        """Column shifts past either edge are ignored (12.2.8)."""
        return max(0, min(len(self.columns) - 1, column + shift))

    def loss(self, column: int, die: int) -> int:
        """The LN for a modified die; the modified roll is clamped to 1-6 (12.2.9)."""
        return self.rows[max(1, min(DIE_FACES, die)) - 1][column]

    def label(self, column: int) -> str:
        lo, hi = self.columns[column]
        if hi is None:
            return f"{lo}+"
        return str(lo) if lo == hi else f"{lo}-{hi}"


@dataclass(frozen=True, slots=True)
class TerrainEffect:
    """One row of the Terrain Effects Chart (T.4)."""

    id: str
    mp: int
    attacker_shift: int
    defender_shift: int
    cancel_retreat: bool
    advance_stops: bool
    flank: bool
    summer_combat: bool


@dataclass(frozen=True)
class CombatTables:
    corps: FireTable
    army: FireTable
    terrain: dict[str, TerrainEffect]

    def table(self, table_id: str) -> FireTable:
        return self.army if table_id == "army" else self.corps

    def trench(self, level: int) -> TerrainEffect | None:
        return self.terrain[f"trench{level}"] if level else None


def _fire_table(e: Entry) -> FireTable:
    e.unknown_fields({"id", "name", "columns", "rows"})
    raw_cols = e.get("columns", list)
    columns = []
    for i, col in enumerate(raw_cols):
        ok = (isinstance(col, list) and len(col) == 2 and isinstance(col[0], int) and not isinstance(col[0], bool)
              and (col[1] is None or (isinstance(col[1], int) and col[1] >= col[0])))
        if not ok:
            raise e.error("columns", f"column {i + 1} must be [low, high] with high >= low or null, got {col!r}")
        if columns and col[0] != (columns[-1][1] or 0) + 1:
            raise e.error("columns", f"column {i + 1} does not start right after column {i}")
        columns.append((col[0], col[1]))
    if not columns or any(hi is None for _, hi in columns[:-1]):
        raise e.error("columns", "only the last column may be open-ended")
    rows = e.get("rows", list)
    if len(rows) != DIE_FACES:
        raise e.error("rows", f"needs one row per die face ({DIE_FACES}), got {len(rows)}")
    for i, row in enumerate(rows):
        if not (isinstance(row, list) and len(row) == len(columns)
                and all(isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in row)):
            raise e.error("rows", f"row for die {i + 1} must hold {len(columns)} loss numbers, got {row!r}")
    return FireTable(e.name, e.get("name", str), tuple(columns), tuple(tuple(r) for r in rows))


def _terrain(e: Entry) -> TerrainEffect:
    e.unknown_fields({"id", "mp", "attacker_shift", "defender_shift", "cancel_retreat", "advance_stops", "flank",
                      "summer_combat"})
    return TerrainEffect(e.name, e.get("mp", int), e.get("attacker_shift", int), e.get("defender_shift", int),
                         e.get("cancel_retreat", bool), e.get("advance_stops", bool), e.get("flank", bool),
                         e.get("summer_combat", bool))


def parse_combat_tables(path: Path) -> CombatTables:
    file = path.name
    doc = read_json(path, "pog-combat/1")
    tables = {e.name: _fire_table(e) for e in entries(file, doc, "fire_tables")}
    for tid in TABLE_IDS:
        if tid not in tables:
            raise DataError(file, f"no fire table {tid!r}", field="fire_tables")
    terrain = {e.name: _terrain(e) for e in entries(file, doc, "terrain")}
    for row in TERRAIN_ROWS:
        if row not in terrain:
            raise DataError(file, f"no terrain row {row!r}", field="terrain")
    return CombatTables(corps=tables["corps"], army=tables["army"], terrain=terrain)


@lru_cache(maxsize=None)
def load_combat_tables(game: str = "pog") -> CombatTables:
    """Load ``resources/<game>/combat.json``. Raises ``DataError`` naming file, entry and field."""
    return parse_combat_tables(resources_dir(game) / "combat.json")

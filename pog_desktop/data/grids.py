"""Printed tables kept as plain grids (format ``pog-grids/1``, used by Pursuit of Glory until
its rules engine needs typed lookups): each table has columns, and rows whose cells line up
with them. ``Grids.cell(table, row, column)`` reads one printed cell.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .errors import DataError
from .jsonfile import entries, read_json

CELL_TYPES = {"int": int, "text": str}


@dataclass(frozen=True, slots=True)
class Grid:
    id: str
    title: str
    rule: str
    columns: tuple[str, ...]
    rows: tuple[tuple[str, tuple[Any, ...]], ...]     # (row key, cells)
    note: str = ""

    def row(self, key: str) -> tuple[Any, ...]:
        for k, cells in self.rows:
            if k == key:
                return cells
        raise KeyError(f"{self.id}: no row {key!r}")

    def cell(self, row: str, column: str) -> Any:
        try:
            i = self.columns.index(column)
        except ValueError:
            raise KeyError(f"{self.id}: no column {column!r}") from None
        return self.row(row)[i]


@dataclass(frozen=True)
class Grids:
    tables: dict[str, Grid]

    def __getitem__(self, table_id: str) -> Grid:
        return self.tables[table_id]

    def cell(self, table: str, row: str, column: str) -> Any:
        return self.tables[table].cell(row, column)


def load_grids(path: Path) -> Grids:
    file = path.name
    doc = read_json(path, "pog-grids/1")
    extra = set(doc) - {"format", "tables"}
    if extra:
        raise DataError(file, "unknown field", field=sorted(extra)[0])
    tables: dict[str, Grid] = {}
    for e in entries(file, doc, "tables"):
        e.unknown_fields({"id", "title", "rule", "columns", "rows", "cells", "note"})
        columns = e.get("columns", list)
        if not columns or not all(isinstance(c, str) for c in columns) or len(set(columns)) != len(columns):
            raise e.error("columns", "must be a list of distinct column names")
        kind = CELL_TYPES[e.choice("cells", tuple(CELL_TYPES), "int")]
        rows = []
        for i, raw in enumerate(e.get("rows", list)):
            if not (isinstance(raw, list) and len(raw) == len(columns) + 1 and isinstance(raw[0], str)):
                raise e.error("rows", f"row #{i + 1} must be [key, then one cell per column ({len(columns)})], "
                                      f"got {raw!r}")
            for cell in raw[1:]:
                if not isinstance(cell, kind) or isinstance(cell, bool):
                    raise e.error("rows", f"row {raw[0]!r}: cell {cell!r} is not {kind.__name__}")
            rows.append((raw[0], tuple(raw[1:])))
        keys = [k for k, _ in rows]
        if len(set(keys)) != len(keys):
            raise e.error("rows", "two rows have the same key")
        tables[e.name] = Grid(e.name, e.get("title", str), e.get("rule", str, ""), tuple(columns), tuple(rows),
                              e.get("note", str, ""))
    return Grids(tables)

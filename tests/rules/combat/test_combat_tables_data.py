"""Loading resources/pog/combat.json: bad data gets an error naming file, entry and field."""
import json

import pytest

from pog_desktop.data import DataError
from pog_desktop.data.combat_tables import load_combat_tables, parse_combat_tables
from pog_desktop.data.paths import resources_dir


def _write(tmp_path, mutate):
    doc = json.loads((resources_dir("pog") / "combat.json").read_text(encoding="utf-8"))
    mutate(doc)
    path = tmp_path / "combat.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def test_combat_tables_load_frozen(tables):
    """Covers: CMB-28"""
    assert load_combat_tables("pog") is tables
    with pytest.raises(AttributeError):
        tables.army.rows = ()


def test_a_short_row_names_file_entry_and_field(tmp_path):
    def mutate(doc):
        doc["fire_tables"][1]["rows"][2] = [1, 2]
    with pytest.raises(DataError, match=r"combat\.json: entry 'army': field 'rows': row for die 3"):
        parse_combat_tables(_write(tmp_path, mutate))


def test_a_gap_between_columns_is_refused(tmp_path):
    def mutate(doc):
        doc["fire_tables"][0]["columns"][3] = [4, 4]
    with pytest.raises(DataError, match=r"entry 'corps': field 'columns': column 4 does not start"):
        parse_combat_tables(_write(tmp_path, mutate))


def test_a_missing_terrain_row_is_named(tmp_path):
    def mutate(doc):
        doc["terrain"] = [t for t in doc["terrain"] if t["id"] != "swamp"]
    with pytest.raises(DataError, match=r"field 'terrain': no terrain row 'swamp'"):
        parse_combat_tables(_write(tmp_path, mutate))


def test_a_wrong_type_in_the_terrain_chart_is_named(tmp_path):
    def mutate(doc):
        doc["terrain"][0]["flank"] = "yes"
    with pytest.raises(DataError, match=r"entry 'clear': field 'flank': must be bool"):
        parse_combat_tables(_write(tmp_path, mutate))


def test_a_missing_table_is_named(tmp_path):
    def mutate(doc):
        doc["fire_tables"] = doc["fire_tables"][:1]
    with pytest.raises(DataError, match=r"no fire table 'army'"):
        parse_combat_tables(_write(tmp_path, mutate))

"""Broken data files give errors naming the file, the entry and the field. Covers: DAT-01,
DAT-05, DAT-06 (validation on load)."""
import json

import pytest

from pog_desktop.data import DataError
from pog_desktop.data.components import load_cards, load_map, load_units
from pog_desktop.data.paths import resources_dir
from pog_desktop.data.tables import load_tables


def _broken(tmp_path, name, change):
    doc = json.loads((resources_dir("pog") / name).read_text(encoding="utf-8"))
    change(doc)
    path = tmp_path / name
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def _entry(doc, section, entry_id):
    return next(e for e in doc[section] if e.get("id") == entry_id)


def _error(loader, path):
    with pytest.raises(DataError) as info:
        loader(path)
    return info.value


def test_connection_to_a_missing_space(tmp_path):
    path = _broken(tmp_path, "map.json", lambda d: d["connections"].append({"a": "paris", "b": "atlantis"}))
    err = _error(load_map, path)
    assert (err.file, err.entry, err.field) == ("map.json", "paris-atlantis", "b")
    assert "atlantis" in str(err)


def test_restricted_connection_naming_no_nation(tmp_path):
    def change(d):
        d["connections"][0]["only"] = ["narnia"]
    err = _error(load_map, _broken(tmp_path, "map.json", change))
    assert (err.file, err.entry, err.field) == ("map.json", "london-cherbourg", "only")


def test_supply_source_without_nations(tmp_path):
    err = _error(load_map, _broken(tmp_path, "map.json", lambda d: _entry(d, "spaces", "essen").pop("supply_for")))
    assert (err.file, err.entry, err.field) == ("map.json", "essen", "supply_for")


def test_fort_strength_out_of_range(tmp_path):
    def change(d):
        _entry(d, "spaces", "verdun")["fort"] = 4
    err = _error(load_map, _broken(tmp_path, "map.json", change))
    assert (err.entry, err.field) == ("verdun", "fort")


def test_unknown_box_kind(tmp_path):
    def change(d):
        _entry(d, "boxes", "ap_reserve")["kind"] = "limbo"
    err = _error(load_map, _broken(tmp_path, "map.json", change))
    assert (err.file, err.entry, err.field) == ("map.json", "ap_reserve", "kind")


def test_unit_with_two_factors(tmp_path):
    def change(d):
        _entry(d, "units", "ge_1")["full"] = [5, 3]
    err = _error(load_units, _broken(tmp_path, "units.json", change))
    assert (err.file, err.entry, err.field) == ("units.json", "ge_1", "full")


def test_unit_with_a_misspelt_field(tmp_path):
    def change(d):
        _entry(d, "units", "ru_cau")["neareast"] = True
    err = _error(load_units, _broken(tmp_path, "units.json", change))
    assert (err.entry, err.field, err.message) == ("ru_cau", "neareast", "unknown field")


def test_duplicate_unit_id(tmp_path):
    def change(d):
        d["units"].append(dict(_entry(d, "units", "fr_1")))
    err = _error(load_units, _broken(tmp_path, "units.json", change))
    assert (err.entry, err.field, err.message) == ("fr_1", "id", "duplicate id")


def test_card_reinforcement_naming_a_missing_unit(tmp_path):
    def change(d):
        _entry(d, "cards", "cp07")["reinf"]["units"] = {"ge_99": "capital_or_source"}
    path = _broken(tmp_path, "cards.json", change)
    units = load_units(resources_dir("pog") / "units.json")
    with pytest.raises(DataError) as info:
        load_cards(path, units)
    assert (info.value.file, info.value.entry, info.value.field) == ("cards.json", "cp07", "reinf")
    assert "ge_99" in str(info.value)


def test_card_summary_too_long(tmp_path):
    def change(d):
        _entry(d, "cards", "ap02")["summary"] = "x" * 141
    err = _error(load_cards, _broken(tmp_path, "cards.json", change))
    assert (err.file, err.entry, err.field) == ("cards.json", "ap02", "summary")


def test_card_prerequisite_naming_a_missing_card(tmp_path):
    def change(d):
        _entry(d, "cards", "ap13")["requires"] = ["cp99"]
    err = _error(load_cards, _broken(tmp_path, "cards.json", change))
    assert (err.entry, err.field) == ("ap13", "requires")


def test_card_id_that_does_not_match_its_number(tmp_path):
    def change(d):
        card = _entry(d, "cards", "ap02")
        card["num"] = 1
        card["id"] = "ap01x"
    err = _error(load_cards, _broken(tmp_path, "cards.json", change))
    assert (err.entry, err.field) == ("ap01x", "id")


def test_card_ops_out_of_range(tmp_path):
    def change(d):
        _entry(d, "cards", "cp33")["ops"] = 6
    err = _error(load_cards, _broken(tmp_path, "cards.json", change))
    assert (err.entry, err.field) == ("cp33", "ops")


def test_mo_table_with_five_results(tmp_path):
    def change(d):
        d["mandated_offensives"]["cp"]["results"] = ["ah", "ah_it", "tu", "ge", "none"]
    err = _error(load_tables, _broken(tmp_path, "tables.json", change))
    assert (err.file, err.entry, err.field) == ("tables.json", "mandated_offensives.cp", "results")


def test_turns_out_of_order(tmp_path):
    def change(d):
        d["turns"][4]["turn"] = 7
    err = _error(load_tables, _broken(tmp_path, "tables.json", change))
    assert (err.file, err.entry, err.field) == ("tables.json", "7", "turn")


def test_unknown_turn_tag(tmp_path):
    def change(d):
        d["turns"][3]["events"] = ["blokade"]
    err = _error(load_tables, _broken(tmp_path, "tables.json", change))
    assert (err.entry, err.field) == ("4", "events") and "blokade" in str(err)


def test_peace_terms_column_too_short(tmp_path):
    def change(d):
        d["peace_terms"]["ap"]["high_cws"] = [-1, -1, 0]
    err = _error(load_tables, _broken(tmp_path, "tables.json", change))
    assert (err.entry, err.field) == ("peace_terms.ap", "high_cws")


def test_war_status_threshold_not_a_number(tmp_path):
    def change(d):
        d["war_status"]["total_war"] = "eleven"
    err = _error(load_tables, _broken(tmp_path, "tables.json", change))
    assert (err.entry, err.field) == ("war_status", "total_war")


def test_not_json_at_all(tmp_path):
    path = tmp_path / "tables.json"
    path.write_text('{"format": "pog-tables/1",\n  "turns": [,]}', encoding="utf-8")
    err = _error(load_tables, path)
    assert err.file == "tables.json" and "line 2" in str(err)


def test_wrong_format_tag(tmp_path):
    err = _error(load_units, _broken(tmp_path, "units.json", lambda d: d.update(format="pog-units/9")))
    assert (err.file, err.field) == ("units.json", "format")

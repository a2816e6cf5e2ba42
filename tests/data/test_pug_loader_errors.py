"""Broken Pursuit of Glory files are refused by the same loaders with the same messages (file,
entry, field), and neither game's words pass in the other's files."""
import json
import shutil

import pytest

from pog_desktop.data import DataError
from pog_desktop.data.components import load_cards, load_map, load_units
from pog_desktop.data.grids import load_grids
from pog_desktop.data.paths import resources_dir, scenarios_dir
from pog_desktop.data.scenarios import load_scenario
from pog_desktop.data.vocab import POG, PUG


def _broken(tmp_path, game, name, change):
    doc = json.loads((resources_dir(game) / name).read_text(encoding="utf-8"))
    change(doc)
    path = tmp_path / name
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def _entry(doc, section, entry_id):
    return next(e for e in doc[section] if e.get("id") == entry_id)


def _error(loader, path, *args):
    with pytest.raises(DataError) as info:
        loader(path, *args)
    return info.value


def _where(err):
    return (err.file, err.entry, err.field)


def test_a_paths_of_glory_nation_is_not_a_pursuit_of_glory_nation(tmp_path):
    path = _broken(tmp_path, "pug", "units.json", lambda d: _entry(d, "units", "tu_i_corps").update(nation="us"))
    assert _where(_error(load_units, path, PUG)) == ("units.json", "tu_i_corps", "nation")


def test_a_pursuit_of_glory_field_in_a_paths_of_glory_map_is_refused(tmp_path):
    path = _broken(tmp_path, "pog", "map.json", lambda d: _entry(d, "spaces", "paris").update(kind="region"))
    assert _where(_error(load_map, path, POG)) == ("map.json", "paris", "kind")


def test_a_pursuit_of_glory_nation_in_a_paths_of_glory_unit_is_refused(tmp_path):
    path = _broken(tmp_path, "pog", "units.json", lambda d: _entry(d, "units", "ge_1").update(nation="tua"))
    assert _where(_error(load_units, path, POG)) == ("units.json", "ge_1", "nation")


def test_strait_without_its_number(tmp_path):
    def change(d):
        next(c for c in d["connections"] if c["type"] == "strait").pop("strait")
    err = _error(load_map, _broken(tmp_path, "pug", "map.json", change), PUG)
    assert (err.file, err.field) == ("map.json", "strait")


def test_incomplete_railway_without_its_card(tmp_path):
    def change(d):
        next(c for c in d["connections"] if c["type"] == "incomplete_rail").pop("completed_by")
    err = _error(load_map, _broken(tmp_path, "pug", "map.json", change), PUG)
    assert (err.entry, err.field) == ("eregli-adana", "completed_by")


def test_unknown_link_type(tmp_path):
    def change(d):
        d["connections"][0]["type"] = "canal"
    err = _error(load_map, _broken(tmp_path, "pug", "map.json", change), PUG)
    assert err.field == "type" and "canal" in str(err)


def test_vp_value_out_of_range_and_unknown_space_kind(tmp_path):
    err = _error(load_map, _broken(tmp_path, "pug", "map.json",
                                   lambda d: _entry(d, "spaces", "baghdad").update(vp=3)), PUG)
    assert _where(err) == ("map.json", "baghdad", "vp")
    err = _error(load_map, _broken(tmp_path, "pug", "map.json",
                                   lambda d: _entry(d, "spaces", "india").update(kind="continent")), PUG)
    assert _where(err) == ("map.json", "india", "kind")


def test_beachhead_served_by_a_missing_island_base(tmp_path):
    err = _error(load_map, _broken(tmp_path, "pug", "map.json",
                                   lambda d: _entry(d, "spaces", "to_fao").update(beachhead_for="atlantis")), PUG)
    assert _where(err) == ("map.json", "to_fao", "beachhead_for")


def test_hq_without_a_drm_and_division_with_one(tmp_path):
    err = _error(load_units, _broken(tmp_path, "pug", "units.json",
                                     lambda d: _entry(d, "units", "ru_hq_yudenich").pop("drm")), PUG)
    assert _where(err) == ("units.json", "ru_hq_yudenich", "drm")
    err = _error(load_units, _broken(tmp_path, "pug", "units.json",
                                     lambda d: _entry(d, "units", "tu_div_1").update(drm=[1, 0])), PUG)
    assert _where(err) == ("units.json", "tu_div_1", "drm")


def test_card_number_beyond_55_and_unknown_rp_pool(tmp_path):
    def renumber(d):
        _entry(d, "cards", "cp55").update(num=56, id="cp56")
    err = _error(load_cards, _broken(tmp_path, "pug", "cards.json", renumber), None, PUG)
    assert _where(err) == ("cards.json", "cp56", "num")
    err = _error(load_cards, _broken(tmp_path, "pug", "cards.json",
                                     lambda d: _entry(d, "cards", "cp01").update(rp={"allied": 1})), None, PUG)
    assert _where(err) == ("cards.json", "cp01", "rp")


def test_grid_row_of_the_wrong_length(tmp_path):
    def change(d):
        _entry(d, "tables", "heavy_fire")["rows"][2].pop()
    err = _error(load_grids, _broken(tmp_path, "pug", "tables.json", change))
    assert _where(err) == ("tables.json", "heavy_fire", "rows")


def _scenario_dir(tmp_path, change):
    shutil.copy(scenarios_dir("pug") / "pug_1914.json", tmp_path / "pug_1914.json")
    doc = json.loads((tmp_path / "pug_1914.json").read_text(encoding="utf-8"))
    change(doc)
    (tmp_path / "pug_1914.json").write_text(json.dumps(doc), encoding="utf-8")
    return tmp_path


def _scenario_error(tmp_path, change):
    with pytest.raises(DataError) as info:
        load_scenario("pug", "pug_1914", directory=_scenario_dir(tmp_path, change))
    return info.value


def test_scenario_unit_placed_twice(tmp_path):
    err = _scenario_error(tmp_path, lambda d: d["setup"]["kars"]["units"].append("tu_i_corps"))
    assert _where(err) == ("pug_1914.json", "kars", "units") and "twice" in str(err)


def test_scenario_marker_of_the_other_game(tmp_path):
    err = _scenario_error(tmp_path, lambda d: d["markers"].update(us_entry=0))
    assert _where(err) == ("pug_1914.json", "markers", "us_entry")


def test_scenario_turn_beyond_fall_1918(tmp_path):
    err = _scenario_error(tmp_path, lambda d: d.update(turns=[1, 20]))
    assert _where(err) == ("pug_1914.json", None, "turns")


def test_scenario_unknown_space_marker(tmp_path):
    err = _scenario_error(tmp_path, lambda d: d["setup"]["to_fao"].update(markers=["mine"]))
    assert _where(err) == ("pug_1914.json", "to_fao", "markers")


def test_scenario_rule_switches_are_refused(tmp_path):
    err = _scenario_error(tmp_path, lambda d: d.update(options={"alternate_setup": True}))
    assert _where(err) == ("pug_1914.json", "options", "alternate_setup")
    with pytest.raises(DataError) as info:
        load_scenario("pug", "pug_1914", options={"eight_card_hands": True})
    assert info.value.field == "eight_card_hands"


def test_scenario_entry_unit_arriving_too_late(tmp_path):
    err = _scenario_error(tmp_path, lambda d: d["neutral"]["ro"]["later"][0].update(turns=5))
    assert _where(err) == ("pug_1914.json", "ro later #1", "turns")


def test_scenario_card_in_hand_of_the_wrong_side(tmp_path):
    err = _scenario_error(tmp_path, lambda d: d["cards"].update(hands={"ap": ["cp01"]}))
    assert _where(err) == ("pug_1914.json", "cards", "hands")


def test_a_game_loads_only_its_own_scenario_ids():
    with pytest.raises(DataError) as info:
        load_scenario("pog", "pug_1914")
    assert info.value.field == "id" and "Pursuit of Glory" in str(info.value)
    with pytest.raises(DataError):
        load_scenario("pug", "campaign")

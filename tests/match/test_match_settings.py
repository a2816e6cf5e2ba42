"""Settings: defaults, round trip, a damaged file falls back and is kept as .bak (issue 6, saving)."""
import json
from dataclasses import replace

import pytest

from pog_desktop.match.settings import Settings, load_settings, save_settings


def test_missing_settings_give_defaults(home):
    s = load_settings()
    assert s == Settings(window_geometry=None, zoom=1.0, player_names={"ap": "", "cp": ""},
                         last_scenario="campaign", options={})
    assert not (home / "config").exists()


def test_settings_round_trip_in_the_config_folder(home):
    s = replace(Settings(), window_geometry="AdnQywADAAA=", zoom=1.75, player_names={"ap": "Anna", "cp": "Bruno"},
                last_scenario="1914", options={"historical_map": True})
    save_settings(s)
    assert json.loads((home / "config" / "settings.json").read_text())["format"] == "pog-settings/1"
    assert load_settings() == s


@pytest.mark.parametrize("content", ["{\"zoom\": 2", "", "[1]", '{"format": "other", "zoom": 2}', "\xff\xfe"])
def test_damaged_settings_fall_back_to_defaults_and_are_kept_as_bak(home, content, caplog):
    path = home / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_text(content, encoding="latin-1")
    assert load_settings() == Settings()
    assert not path.exists()
    assert (home / "config" / "settings.json.bak").read_text(encoding="latin-1") == content
    assert "settings.json.bak" in caplog.text
    save_settings(replace(Settings(), zoom=0.5))
    assert load_settings().zoom == 0.5


@pytest.mark.parametrize("field,value", [("zoom", True), ("zoom", -1), ("zoom", "big"),
                                         ("player_names", {"ap": 1}), ("last_scenario", ""),
                                         ("options", []), ("window_geometry", 5)])
def test_bad_field_falls_back_alone_and_the_file_is_copied_aside(home, field, value):
    path = home / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    good = {"format": "pog-settings/1", "zoom": 1.5, "last_scenario": "1914", "player_names": {"ap": "A"},
            "options": {"x": 1}, "window_geometry": "abc"}
    path.write_text(json.dumps({**good, field: value}))
    expected = {k: v for k, v in good.items() if k not in ("format", field)}
    assert load_settings() == Settings(**expected)
    assert json.loads((home / "config" / "settings.json.bak").read_text())[field] == value


def test_unknown_settings_fields_are_ignored(home):
    path = home / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"format": "pog-settings/1", "zoom": 3, "future": 1}))
    assert load_settings() == replace(Settings(), zoom=3)
    assert not (home / "config" / "settings.json.bak").exists()

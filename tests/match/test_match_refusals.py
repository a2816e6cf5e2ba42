"""Every damaged file is refused with a SaveError naming the file and the problem (issue 10):
nesting, huge numbers, non-ASCII digits, unpaired surrogates, NaN, options of the wrong
type or range, files and action lists beyond any real game."""
import json

import pytest

from match_fakes import MOVE
from pog_desktop import rules
from pog_desktop.match import Match, MatchMeta, places, recent_games
from pog_desktop.match import safejson, savefile
from pog_desktop.match.errors import SaveError
from pog_desktop.match.savefile import load_game_from_save, read_save, write_save
from pog_desktop.match.storage import autosave_path, open_game


@pytest.fixture
def saved(tmp_path, match):
    path = tmp_path / "game.pog"
    write_save(path, match.game, match.meta, match.trail)
    return path


def refusal(path, engine):
    with pytest.raises(SaveError) as err:
        load_game_from_save(path, engine)
    assert str(err.value).startswith(path.name + ": ")
    return str(err.value)


def replace_text(path, old, new, count=1):
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, count), encoding="utf-8")


def test_a_file_of_a_thousand_open_brackets_is_refused(tmp_path, engine):
    path = tmp_path / "deep.pog"
    path.write_text("[" * 1000 + "]" * 1000)
    assert "nested far too deeply" in refusal(path, engine)


def test_deep_nesting_inside_a_valid_file_is_refused_naming_the_field(saved, engine):
    replace_text(saved, '"options": {', '"options": {"x": ' + "[" * 200 + "]" * 200 + ", ")
    assert "field 'options': nested deeper than any game file" in refusal(saved, engine)


def test_a_number_with_thousands_of_digits_is_refused(saved, engine):
    replace_text(saved, '"seed": 1914', '"seed": ' + "9" * 5000)
    assert "a number it cannot hold" in refusal(saved, engine)


def test_a_seed_beyond_64_bits_is_refused(saved, engine):
    replace_text(saved, '"seed": 1914', '"seed": ' + "9" * 40)
    assert "field 'seed'" in refusal(saved, engine)


@pytest.mark.parametrize("number", ["NaN", "Infinity", "-Infinity", "1e999"])
def test_nan_and_infinite_numbers_are_refused(saved, engine, number):
    replace_text(saved, '"seed": 1914', '"seed": ' + number)
    assert "a number it cannot hold" in refusal(saved, engine)


def test_a_format_with_a_non_ascii_digit_is_refused(saved, engine):
    replace_text(saved, '"pog-save/3"', '"pog-save/\u00b2"')
    assert "field 'format': not a pog-desktop save file (format 'pog-save/²')" in refusal(saved, engine)


@pytest.mark.parametrize("field,old,new", [
    ("players", '"Anna"', '"An\\ud800na"'),
    ("game_id", '"game_id": "g1"', '"game_id": "g\\udfff1"'),
])
def test_an_unpaired_surrogate_is_refused_and_nothing_is_remembered(saved, engine, field, old, new):
    replace_text(saved, old, new)
    message = refusal(saved, engine)
    assert f"field {field!r}: holds text that is not valid Unicode (an unpaired surrogate" in message
    with pytest.raises(SaveError):
        open_game(saved, engine)
    assert recent_games() == []
    assert not places().last_game.exists()


def test_a_surrogate_pair_is_text_and_loads(saved, engine):
    replace_text(saved, '"Anna"', '"Anna \\ud83d\\ude00"')
    assert load_game_from_save(saved, engine).meta.players["ap"] == "Anna \U0001F600"


def test_a_file_larger_than_any_game_is_refused_before_it_is_read(tmp_path, engine):
    path = tmp_path / "big.pog"
    with open(path, "wb") as f:
        f.truncate(safejson.MAX_FILE_BYTES + 1)
    assert "larger than 16 MiB" in refusal(path, engine)


def test_more_actions_than_any_game_are_refused(saved, engine, monkeypatch):
    monkeypatch.setattr(savefile, "MAX_ACTIONS", 4)
    assert "field 'actions': 5 actions from action 1, more than any game has (at most 4)" in refusal(saved, engine)


def test_a_base_beyond_any_game_is_refused(saved, engine):
    doc = json.loads(saved.read_text())
    doc["kind"], doc["base"]["actions"] = "turn", 10 ** 9
    saved.write_text(json.dumps(doc))
    with pytest.raises(SaveError, match="field 'base.actions': 1000000000 is not a count of actions"):
        read_save(saved, engine=engine)


def test_a_huge_wrong_value_is_quoted_short(saved, engine):
    doc = json.loads(saved.read_text())
    doc["seed"] = "x" * 100000
    saved.write_text(json.dumps(doc))
    assert len(refusal(saved, engine)) < 300


# -- options, against rules/options.py, with the real engine ---------------------------------

@pytest.fixture(scope="module")
def real_played():
    m = Match.new(MatchMeta("campaign", 3, {}, {"ap": "A", "cp": "C"}, game_id="r3"), rules)
    for _ in range(6):
        m.apply(m.game.legal_actions()[0])
    return m


@pytest.mark.parametrize("options,message", [
    ({"last_turn": "x"}, "option 'last_turn' must be a turn from 1 to 20, not 'x'"),
    ({"last_turn": 0}, "option 'last_turn' must be a turn from 1 to 20, not 0"),
    ({"vp_bid": 1.5}, "option 'vp_bid' must be a whole number of VP, not 1.5"),
    ({"vp_bid": 10 ** 12}, "option 'vp_bid' must be from -40 to 40 VP"),
    ({"optional_cards": "yes"}, "option 'optional_cards' must be true or false, not 'yes'"),
    ({"hand_size": 9}, "option 'hand_size' must be 7 or 8, not 9"),
    ({"edition": 2022}, "option 'edition' must be '2004' or '2022', not 2022"),
    ({"event_and_ops_cards": [1]}, "option 'event_and_ops_cards' must be a list of card ids"),
    ({"colour": True}, "unknown option(s) ['colour']"),
])
def test_an_option_of_the_wrong_type_or_range_is_refused_on_load(tmp_path, real_played, options, message):
    path = tmp_path / "opt.pog"
    write_save(path, real_played.game, real_played.meta, real_played.trail)
    doc = json.loads(path.read_text())
    doc["options"] = options
    path.write_text(json.dumps(doc))
    got = refusal(path, rules)
    assert got.startswith("opt.pog: header: cannot start scenario 'campaign' with these options: ")
    assert message in got


def test_the_autosave_of_a_refused_file_is_untouched(tmp_path, match, engine):
    from pog_desktop.match.storage import autosave
    autosave(match.game, match.meta, match.trail)
    before = autosave_path("g1").read_bytes()
    bad = tmp_path / "bad.pog"
    write_save(bad, match.game, match.meta, match.trail)
    replace_text(bad, '"Anna"', '"\\udc00"')
    with pytest.raises(SaveError):
        open_game(bad, engine)
    assert autosave_path("g1").read_bytes() == before
    match.apply(MOVE(1))   # the game itself goes on saving
    autosave(match.game, match.meta, match.trail)


def test_the_apps_own_small_files_nested_too_deeply_read_as_absent(home, engine):
    from pog_desktop.match import load_settings, resume_last
    from pog_desktop.match.settings import Settings
    p = places()
    for path in (p.last_game, p.recent, p.settings):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("[" * 100000 + "]" * 100000)
    assert resume_last(engine) is None
    assert recent_games() == []
    assert load_settings() == Settings()
    p.last_game.write_text(json.dumps({"file": "\ud800.pog"}))
    assert resume_last(engine) is None


@pytest.mark.parametrize("scenario", ["../../etc/passwd", "campaign/../x", "a" * 65])
def test_a_scenario_id_that_is_not_a_plain_id_is_refused(saved, engine, scenario):
    doc = json.loads(saved.read_text())
    doc["scenario"] = scenario
    saved.write_text(json.dumps(doc))
    assert "field 'scenario'" in refusal(saved, engine) and "is not a scenario id" in refusal(saved, engine)

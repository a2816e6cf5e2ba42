"""Issue 13: the computer players' reason lines are saved with the match (header ``notes``,
outside the seal: they are not part of the game) and come back when the game is reopened;
the lines of undone actions are not written, and a damaged line is refused by name."""
import json
from dataclasses import replace

import pytest

from pog_desktop.match.errors import SaveError
from pog_desktop.match.savefile import load_game_from_save, write_save

NOTES = ({"action": 1, "log": 3, "turn": 1, "round": 1, "side": "cp", "text": "event: Guns of August"},
         {"action": 4, "log": 9, "turn": 1, "round": 2, "side": "ap", "text": "ops: attack Metz at 8 to 5"})


def _save(tmp_path, match, notes):
    match.meta = replace(match.meta, notes=notes)
    path = tmp_path / "bot.pog"
    write_save(path, match.game, match.meta, match.trail)
    return path


def test_notes_come_back_with_the_reopened_game(tmp_path, match, engine):
    path = _save(tmp_path, match, NOTES)
    assert json.loads(path.read_text())["notes"] == list(NOTES)
    loaded = load_game_from_save(path, engine)
    assert loaded.meta.notes == NOTES and loaded.meta == match.meta


def test_notes_of_undone_actions_are_not_written(tmp_path, match, engine):
    late = {**NOTES[0], "action": 5}          # the game has five actions: 0..4
    path = _save(tmp_path, match, NOTES + (late,))
    assert load_game_from_save(path, engine).meta.notes == NOTES


def test_a_game_without_notes_writes_no_notes_field(tmp_path, match):
    assert "notes" not in json.loads(_save(tmp_path, match, ()).read_text())


@pytest.mark.parametrize("change,message", [
    (lambda n: n.__setitem__(0, "a line"), "note 1: must be a JSON object, got 'a line'"),
    (lambda n: n[1].__setitem__("action", 9), "field 'notes[1].action': 9 is not an action from 0 to 4"),
    (lambda n: n[0].__setitem__("side", "us"), "field 'notes[0].side': 'us' is not one of ap, cp"),
    (lambda n: n[0].__setitem__("text", "x" * 201), "field 'notes[0].text': 'xxxx"),
    (lambda n: n[1].pop("log"), "field 'notes[1].log': missing"),
], ids=["not object", "action beyond", "side", "too long", "log missing"])
def test_a_damaged_note_is_refused_naming_it(tmp_path, match, engine, change, message):
    path = _save(tmp_path, match, NOTES)
    doc = json.loads(path.read_text())
    change(doc["notes"])
    path.write_text(json.dumps(doc))
    with pytest.raises(SaveError, match=message.replace("(", r"\(").replace("[", r"\[").replace("]", r"\]")):
        load_game_from_save(path, engine)

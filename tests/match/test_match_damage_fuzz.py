"""Random damage to a save or turn file is refused with a SaveError, never a crash (issue 6, saving).

A mutated file may still load when the change is harmless (white space, an unknown field,
player names, times); then it must give exactly the original game.
"""
import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from match_fakes import MOVE
from pog_desktop.match.errors import SaveError
from pog_desktop.match.pbem import read_turn, write_turn
from pog_desktop.match.savefile import load_game_from_save, write_save

FUZZ = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


@FUZZ
@given(data=st.data())
def test_any_byte_change_or_cut_is_refused_or_harmless(tmp_path, match, engine, data):
    path = tmp_path / "fuzz.pog"
    write_save(path, match.game, match.meta, match.trail)
    raw = bytearray(path.read_bytes())
    if data.draw(st.booleans(), label="cut"):
        raw = raw[: data.draw(st.integers(0, len(raw) - 2), label="length")]
    else:
        for _ in range(data.draw(st.integers(1, 3), label="changes")):
            raw[data.draw(st.integers(0, len(raw) - 1), label="at")] = data.draw(st.integers(0, 255), label="byte")
    path.write_bytes(bytes(raw))
    try:
        loaded = load_game_from_save(path, engine)
    except SaveError as exc:
        assert str(exc).startswith("fuzz.pog: ")
    else:
        assert loaded.game.state_hash() == match.game.state_hash()
        assert loaded.game.actions == match.game.actions


JSON_VALUES = st.recursive(st.none() | st.booleans() | st.integers(-3, 9) | st.text(max_size=4),
                           lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner,
                                                                                       max_size=3), max_leaves=6)


@FUZZ
@given(data=st.data())
def test_any_field_replaced_in_a_turn_file_is_refused_or_harmless(tmp_path, match, engine, data):
    bruno = match
    anna = match.clone()
    anna.apply(MOVE(2))
    anna.apply(MOVE(3))
    path = tmp_path / "turn.pog"
    write_turn(path, anna, since=5)
    doc = json.loads(path.read_text())
    targets = [(doc, k) for k in doc] + [(doc["base"], "actions"), (doc["base"], "hash")]
    targets += [(doc["actions"], i) for i in range(2)] + [(doc["hashes"], i) for i in range(2)]
    holder, key = data.draw(st.sampled_from(targets), label="field")
    holder[key] = data.draw(JSON_VALUES, label="value")
    path.write_text(json.dumps(doc))
    try:
        turn = read_turn(path, bruno)
    except SaveError as exc:
        assert str(exc).startswith("turn.pog: ")
    else:
        assert turn.match.game.state_hash() == anna.game.state_hash()
    assert bruno.action_count == 5

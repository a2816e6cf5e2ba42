"""Random damage to a save file is refused with a SaveError, never a crash (issue 6, saving).

A mutated file may still load when the change is harmless (white space, an unknown field,
player names, times); then it must give exactly the original game.
"""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pog_desktop.match.errors import SaveError
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

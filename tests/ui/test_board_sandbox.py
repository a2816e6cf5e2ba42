"""The sandbox: free moves, flips and markers with undo (no rules)."""
import pytest

from pog_desktop.ui.board.position import BoardPosition, Marker, Placement, PositionError
from pog_desktop.ui.board.sandbox import Sandbox

SPACES = {"liege", "namur", "sedan"}  # plain ids: the sandbox checks membership only
LOCATIONS = SPACES | {"cp_reserve"}


def sandbox():
    pos = BoardPosition({"ge_1": Placement("liege", order=0), "ge_2": Placement("liege", order=1),
                         "be_1": Placement("namur")}, {"namur": (Marker("trench", "ap", 1),)})
    return Sandbox(pos, LOCATIONS)


def test_sandbox_move_puts_unit_on_top_and_undo_restores():
    sb = sandbox()
    start = sb.position
    sb.move_unit("ge_1", "namur")
    assert sb.position.stack("namur") == ["be_1", "ge_1"]
    assert sb.position.stack("liege") == ["ge_2"]
    sb.undo()
    assert sb.position == start
    sb.redo()
    assert sb.position.stack("namur") == ["be_1", "ge_1"]


def test_sandbox_flip_and_box_moves():
    sb = sandbox()
    sb.flip_unit("ge_2")
    assert sb.position.units["ge_2"].reduced is True
    sb.move_unit("ge_2", "cp_reserve")
    assert sb.position.units["ge_2"] == Placement("cp_reserve", True, 0)
    sb.undo()
    sb.undo()
    assert sb.position.units["ge_2"] == Placement("liege", False, 1)
    with pytest.raises(PositionError, match="nothing to undo"):
        sb.undo()


def test_11_2_3_sandbox_marker_add_replaces_same_kind_move_and_remove():
    """Covers: TRN-03 (one trench per space), DAT-14"""
    sb = sandbox()
    sb.add_marker("namur", Marker("trench", "ap", 2))
    assert sb.position.markers_at("namur") == (Marker("trench", "ap", 2),)
    sb.move_marker("namur", "trench", "sedan")
    assert "namur" not in sb.position.markers
    assert sb.position.markers_at("sedan") == (Marker("trench", "ap", 2),)
    sb.add_marker("sedan", Marker("oos", "ap"))
    sb.remove_marker("sedan", "trench")
    assert sb.position.markers_at("sedan") == (Marker("oos", "ap"),)
    for _ in range(4):
        sb.undo()
    assert sb.position.markers_at("namur") == (Marker("trench", "ap", 1),)


def test_sandbox_errors_name_what_is_wrong():
    sb = sandbox()
    with pytest.raises(PositionError, match="atlantis is neither a space nor a box"):
        sb.move_unit("ge_1", "atlantis")
    with pytest.raises(PositionError, match="unit ru_1 is not on the board"):
        sb.flip_unit("ru_1")
    with pytest.raises(PositionError, match="no oos marker at liege"):
        sb.remove_marker("liege", "oos")
    with pytest.raises(PositionError, match="atlantis is neither a space nor a box"):
        sb.add_marker("atlantis", Marker("moved"))
    assert not sb.can_undo


def test_sandbox_tracks():
    sb = sandbox()
    sb.set_tracks(turn=5, vp=8)
    assert (sb.position.tracks.turn, sb.position.tracks.vp) == (5, 8)
    with pytest.raises(PositionError, match="turn must be 1..20"):
        sb.set_tracks(turn=21)
    sb.undo()
    assert sb.position.tracks.turn == 1


def test_sandbox_markers_may_be_set_aside_in_a_box_and_back():
    """Covers: DAT-14. A spare trench marker goes to the CP reserve box and back to a space."""
    sb = sandbox()
    sb.move_marker("namur", "trench", "cp_reserve")
    assert sb.position.markers_at("cp_reserve") == (Marker("trench", "ap", 1),)
    assert sb.position.markers_at("namur") == ()
    sb.move_marker("cp_reserve", "trench", "sedan")
    assert sb.position.markers_at("sedan") == (Marker("trench", "ap", 1),) and "cp_reserve" not in sb.position.markers

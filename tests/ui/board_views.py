"""The board in a shown view, for the tests that look at its layout at every zoom band."""
from __future__ import annotations

from pog_desktop.ui.board.items.base import DETAIL_BANDS
from pog_desktop.ui.board.view import BoardView

# Each detail band just inside its lower edge, and the two ends of the zoom.
SCALES = [0.3] + [b * 0.95 for b in DETAIL_BANDS] + [4.0]


def shown_view(qtbot, scene, size: tuple[int, int]) -> BoardView:
    """``scene`` in a view of a window of ``size``, shown (names are placed for the view)."""
    view = BoardView(scene)
    qtbot.addWidget(view)
    view.resize(*size)
    view.show()
    return view

"""The tracks in one small panel: turn and action round, VP, war status and combined war
status, war commitment, RP per nation, mandated offensives and the action chart (8.1.4)
of each side. Refreshed from a ``Tracks`` value after every action."""
from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QVBoxLayout, QWidget

from .game_view import Tracks
from .palette import side_colour

COMMITMENT_NAMES = {"mobilization": "Mobilization", "limited": "Limited War", "total": "Total War"}
PLAY_NAMES = {"ops": "OPS", "sr": "SR", "rp": "RP", "event": "Event", "auto_op": "1-OPS"}


def rp_line(pools: dict) -> str:
    return ", ".join(f"{'A' if k == 'allied' else k.upper()} {v}" for k, v in sorted(pools.items()) if v) or "none"


def play_name(play: str, cards: dict | None = None) -> str:
    """An Action chart entry in words: "OPS", or "Event: Guns of August" for ``event:cp01``."""
    kind, _, card = play.partition(":")
    if kind == "event" and card:
        name = getattr((cards or {}).get(card), "name", None)
        return f"Event: {name}" if name else "Event"
    return PLAY_NAMES.get(play, play.replace("_", " "))


def side_rows(t: Tracks, side: str, cards: dict | None = None) -> list[tuple[str, str]]:
    mo = t.mo.get(side)
    return [("War status", str(t.ws.get(side, 0))),
            ("Commitment", COMMITMENT_NAMES.get(t.commitment.get(side, ""), t.commitment.get(side, "?"))),
            ("RP", rp_line(t.rp.get(side, {}))),
            ("Mandated offensive", mo.upper() if mo else "none"),
            ("Action chart", ", ".join(play_name(p, cards) for p in t.played.get(side, ())) or "—")]


class TracksPanel(QWidget):
    def __init__(self, parent=None, cards: dict | None = None):
        """``cards``: card id -> data ``Card``, for the names of the events played."""
        super().__init__(parent)
        self.cards = cards or {}
        box = QVBoxLayout(self)
        box.setContentsMargins(4, 4, 4, 4)
        self.label = QLabel()
        self.label.setTextFormat(Qt.RichText)
        self.label.setAlignment(Qt.AlignTop | Qt.AlignLeft)
        scroll = QScrollArea()      # a narrow tab scrolls rather than widening the table
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.NoFrame)
        scroll.setWidget(self.label)
        box.addWidget(scroll)

    def show_tracks(self, t: Tracks) -> None:
        who = ("game over" if t.over else
               f"<b style='color:{side_colour(t.active)}'>{t.active.upper()}</b> to act")
        head = (f"<b>Turn {t.turn}</b>, action round {t.round} — {who}<br>"
                f"<b>VP {t.vp}</b> &nbsp; Combined war status {t.cws}")
        cols = []
        for side in ("ap", "cp"):
            rows = "".join(f"<tr><td style='color:#555'>{escape(k)}</td><td>{escape(v)}</td></tr>"
                           for k, v in side_rows(t, side, self.cards))
            cols.append(f"<td valign='top'><b style='color:{side_colour(side)}'>{side.upper()}</b>"
                        f"<table cellpadding='1'>{rows}</table></td>")
        self.label.setText(f"{head}<table cellpadding='4'><tr>{''.join(cols)}</tr></table>")

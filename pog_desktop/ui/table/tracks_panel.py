"""The tracks in one small panel: turn and action round, VP, war status and combined war
status, war commitment, RP per nation, mandated offensives and the action chart (8.1.4)
of each side. Refreshed from a ``Tracks`` value after every action."""
from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QVBoxLayout, QWidget

from ..board.tracks import mo_nation
from .game_view import Tracks
from .palette import deck_name, side_colour
from ..translate import QT_TRANSLATE_NOOP, translate

PLAY_NAMES = {"ops": QT_TRANSLATE_NOOP("TracksPanel", "OPS"), "sr": QT_TRANSLATE_NOOP("TracksPanel", "SR"),
              "rp": QT_TRANSLATE_NOOP("TracksPanel", "RP"), "event": QT_TRANSLATE_NOOP("TracksPanel", "Event"),
              "auto_op": QT_TRANSLATE_NOOP("TracksPanel", "1-OPS")}


def rp_line(pools: dict) -> str:
    return ", ".join(f"{'A' if k == 'allied' else k.upper()} {v}" for k, v in sorted(pools.items()) if v) \
        or translate("TracksPanel", "none")


def play_name(play: str, cards: dict | None = None) -> str:
    """An Action chart entry in words: "OPS", or "Event: Guns of August" for ``event:cp01``."""
    kind, _, card = play.partition(":")
    if kind == "event" and card:
        name = getattr((cards or {}).get(card), "name", None)
        return translate("TracksPanel", "Event: {card}").format(card=name) if name else translate("TracksPanel", "Event")
    return translate("TracksPanel", PLAY_NAMES[play]) if play in PLAY_NAMES else play.replace("_", " ")


def side_rows(t: Tracks, side: str, cards: dict | None = None) -> list[tuple[str, str]]:
    mo = t.mo.get(side)
    return [(translate("TracksPanel", "War status"), str(t.ws.get(side, 0))),
            (translate("TracksPanel", "Commitment"), deck_name(t.commitment.get(side, "?"))),
            (translate("TracksPanel", "RP"), rp_line(t.rp.get(side, {}))),
            (translate("TracksPanel", "Mandated offensive"), mo_nation(mo) if mo else translate("TracksPanel", "none")),
            (translate("TracksPanel", "Action chart"), ", ".join(play_name(p, cards) for p in t.played.get(side, ()))
             or "—")]


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
        who = (translate("TracksPanel", "game over") if t.over else
               translate("TracksPanel", "{side} to act").format(
                   side=f"<b style='color:{side_colour(t.active)}'>{t.active.upper()}</b>"))
        head = translate("TracksPanel", "<b>Turn {turn}</b>, action round {round} — {who}<br><b>VP {vp}</b> &nbsp; "
                                        "Combined war status {cws}").format(turn=t.turn, round=t.round, who=who,
                                                                            vp=t.vp, cws=t.cws)
        cols = []
        for side in ("ap", "cp"):
            rows = "".join(f"<tr><td style='color:#555'>{escape(k)}</td><td>{escape(v)}</td></tr>"
                           for k, v in side_rows(t, side, self.cards))
            cols.append(f"<td valign='top'><b style='color:{side_colour(side)}'>{side.upper()}</b>"
                        f"<table cellpadding='1'>{rows}</table></td>")
        self.label.setText(f"{head}<table cellpadding='4'><tr>{''.join(cols)}</tr></table>")

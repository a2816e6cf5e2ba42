"""The Standing panel (a dock): the VP breakdown and the eliminated roster of both sides
(``standing.py``), redrawn only when what they show changed."""
from __future__ import annotations

from html import escape

from PySide6.QtWidgets import QTabWidget, QTextBrowser, QVBoxLayout, QWidget

from ..engine_text import render
from .palette import side_colour, side_name
from .standing import roster, rp_text, vp_breakdown
from ..translate import QT_TRANSLATE_NOOP, translate

NONE_YET = QT_TRANSLATE_NOOP("StandingPanel", "none yet")
NONE = QT_TRANSLATE_NOOP("StandingPanel", "none")
UNIT = QT_TRANSLATE_NOOP("StandingPanel", "Unit")
POOL = QT_TRANSLATE_NOOP("StandingPanel", "Pool")
RP_REDUCED_FULL = QT_TRANSLATE_NOOP("StandingPanel", "RP reduced / full")


# the roster's reasons (``standing.roster``), in the installed language where shown
REASONS = (QT_TRANSLATE_NOOP("StandingPanel", "permanently eliminated"),
           QT_TRANSLATE_NOOP("StandingPanel", "cannot be replaced"))


def _signed(n: int | None) -> str:
    return "" if n is None else f"{n:+d}"


def vp_html(data, b) -> str:
    names = data.map.spaces
    out = [f"<h3>VP {b.vp}</h3><p style='color:#555'>"
           + translate("StandingPanel", "Above 10 favours the Central Powers, below it the Allies.") + "</p>"]
    for title, held, side in ((translate("StandingPanel", "Allied VP spaces held by the Central Powers"), b.held_by_cp, "cp"),
                              (translate("StandingPanel", "Central VP spaces held by the Allies"), b.held_by_ap, "ap")):
        items = ", ".join(escape(names[s].name) for s in sorted(held, key=lambda s: names[s].name)) \
            or translate("StandingPanel", "none")
        out.append(f"<p><b style='color:{side_colour(side)}'>{title} ({len(held)}):</b> {items}</p>")
    for title, lines in ((translate("StandingPanel", "VP spaces taken"), b.spaces),
                         (translate("StandingPanel", "Events, war status and peace offers"), b.events)):
        out.append(f"<h4>{title}</h4>")
        if not lines:
            out.append(f"<p><i>{translate('StandingPanel', NONE_YET)}</i></p>")
            continue
        rows = "".join(f"<tr><td>T{ln.turn}</td><td align='right'><b>{_signed(ln.change)}</b></td>"
                       f"<td>{escape(render(ln.text))}</td></tr>" for ln in lines)
        out.append(f"<table cellspacing='0' cellpadding='2'>{rows}</table>")
    return "".join(out)


def roster_html(lines) -> str:
    """One row per kind of unit (``× n`` for several alike): pool, and RP to rebuild it
    reduced / at full strength, or why it cannot come back."""
    out = []
    for side in ("ap", "cp"):
        mine = [r for r in lines if r.side == side]
        out.append(f"<h3 style='color:{side_colour(side)}'>"
                   + translate("StandingPanel", "{side}: {n} eliminated").format(side=side_name(side), n=len(mine))
                   + "</h3>")
        if not mine:
            out.append(f"<p><i>{translate('StandingPanel', NONE)}</i></p>")
            continue
        groups: dict[tuple, int] = {}
        for r in mine:
            key = (r.permanent, r.name, r.pool, r.reduced_cost, r.full_cost, r.why_not)
            groups[key] = groups.get(key, 0) + 1
        rows = []
        for (_, name, pool, low, full, why), n in groups.items():
            cost = f"{rp_text(low)} / {rp_text(full)}" if low is not None else \
                f"<i>{escape(translate('StandingPanel', why))}</i>"
            many = f" ×{n}" if n > 1 else ""
            pool = escape(pool.upper()) if low is not None else ""
            rows.append(f"<tr><td>{escape(name)}{many}</td><td>{pool}</td><td>{cost}</td></tr>")
        out.append("<table cellspacing='0' cellpadding='2'><tr style='color:#555'>"
                   f"<td>{translate('StandingPanel', UNIT)}</td><td>{translate('StandingPanel', POOL)}</td>"
                   f"<td>{translate('StandingPanel', RP_REDUCED_FULL)}</td></tr>" + "".join(rows) + "</table>")
    return "".join(out)


class StandingPanel(QWidget):
    def __init__(self, data, parent=None):
        super().__init__(parent)
        self.setObjectName("standing_panel")
        self.data = data
        self.tabs = QTabWidget()
        self.vp_page = QTextBrowser()
        self.roster_page = QTextBrowser()
        self.tabs.addTab(self.vp_page, translate("StandingPanel", "VP"))
        self.tabs.addTab(self.roster_page, translate("StandingPanel", "Eliminated"))
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.tabs)
        self._keys = (None, None)
        self._pending = None      # the game to draw when the panel is next shown
        self.breakdown = None
        self.roster = []

    def show_game(self, game) -> None:
        """Follow ``game``; while the panel is hidden (a tab behind the Stack dock) the pages
        wait and are drawn when it is shown, so an action never pays for an unseen page."""
        self._pending = game
        if self.isVisible():
            self._draw()

    def showEvent(self, event):  # noqa: N802
        super().showEvent(event)
        self._draw()

    def _draw(self) -> None:
        game, self._pending = self._pending, None
        if game is None:
            return
        st = game.state
        vp_key = (st.vp, len(game.log), tuple(sorted(st.control.items())))
        gone = tuple(sorted((u, w) for u, w in st.where.items() if w == "removed" or w.endswith("_eliminated")))
        if vp_key != self._keys[0]:
            self.breakdown = vp_breakdown(self.data, game)
            self.vp_page.setHtml(vp_html(self.data, self.breakdown))
        if gone != self._keys[1]:
            self.roster = roster(self.data, game)
            self.roster_page.setHtml(roster_html(self.roster))
        self._keys = (vp_key, gone)

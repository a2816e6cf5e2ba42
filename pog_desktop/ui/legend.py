"""The legend of the board (issue 15 defect 3): every mark the map, the counters, the markers
and the play highlights use, each drawn by the board's own painting code beside a short
explanation in our own words. Shown in a dockable panel (``LegendPanel``) and written as a
printable page (``write_legend_pdf``)."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRectF, QSizeF, Qt, QUrl
from PySide6.QtGui import QImage, QPageSize, QPainter, QPdfWriter, QTextDocument
from PySide6.QtWidgets import QTextBrowser

from ..data import load_game
from .board.glyphs import brush, draw_anchor, draw_capital, draw_fort, draw_supply, draw_terrain, pen
from .board.items.counter_item import CounterItem
from .board.items.marker_item import MarkerItem
from .board.position import Marker
from .play.controller import ATTACK, CHOICE, MOVE, PATH, SOURCE
from .translate import QT_TRANSLATE_NOOP, translate

LEGEND_TITLE = QT_TRANSLATE_NOOP("Legend", "Legend")

ICON = 44   # px of each drawn sample


def _image(draw) -> QImage:
    img = QImage(ICON * 2, ICON * 2, QImage.Format_ARGB32_Premultiplied)   # drawn at 2x: crisp in print
    img.fill(Qt.transparent)
    p = QPainter(img)
    p.setRenderHint(QPainter.Antialiasing)
    p.scale(2, 2)
    draw(p)
    p.end()
    return img


def _space(vp: bool = False, terrain: str = "clear"):
    def draw(p):
        box = QRectF(6, 6, ICON - 12, ICON - 12)
        p.setPen(pen("#c8102e" if vp else "#2b2b2b", 4.0 if vp else 1.6))
        p.setBrush(brush("#f3ead6"))
        p.drawRect(box)
        draw_terrain(p, terrain, box.adjusted(2, 2, -2, -2))
    return draw


def _mark(colour: str, text: str):
    def draw(p):
        box = QRectF(8, 16, ICON - 16, ICON - 20)
        p.setPen(pen(colour, 4))
        p.setBrush(brush("#f3ead6"))
        p.drawRect(box)
        if text:
            p.setPen(Qt.NoPen)
            p.setBrush(brush(colour))
            p.drawRoundedRect(QRectF(6, 1, ICON - 12, 12), 3, 3)
            p.setPen(pen("#ffffff"))
            f = p.font()
            f.setPixelSize(9)
            f.setBold(True)
            p.setFont(f)
            p.drawText(QRectF(6, 1, ICON - 12, 12), Qt.AlignCenter, text)
    return draw


def _item(item, scale: float = 1.0):
    def draw(p):
        r = item.boundingRect()
        p.translate(ICON / 2 - r.center().x() * scale, ICON / 2 - r.center().y() * scale)
        p.scale(scale, scale)
        item.draw(p)
    return draw


def _counter(unit, reduced: bool = False, stack: int = 0):
    item = CounterItem(unit)
    item.set_state(reduced, stack)
    return _item(item)


def _marker(kind: str, side: str | None = None, level: int = 1):
    return _item(MarkerItem("", Marker(kind, side, level) if kind == "trench" else Marker(kind, side)), 1.4)


def entries() -> list[tuple[str, list[tuple[str, object, str]]]]:
    """(section, [(key, draw, text)]) of the legend."""
    units = load_game("pog").units
    army = next(u for u in units.values() if u.is_army and u.nation == "ge")
    corps = next(u for u in units.values() if not u.is_army and u.nation == "fr")
    return [
        (translate("Legend", "Spaces"), [
            ("space", _space(), translate("Legend", "A space, tinted in its nation's colour; its "
                                                    "name is printed under it.")),
            ("vp", _space(vp=True), translate("Legend", "Thick red frame: a victory-point space (a VP "
                                                        "for the side that controls it).")),
            ("fort", lambda p: draw_fort(p, 8, 8, 28, 3), translate("Legend", "Pentagon: a fort, with its "
                                                                              "strength.")),
            ("fort_out", lambda p: draw_fort(p, 8, 8, 28, 3, True), translate("Legend", "Grey, struck-through pentagon: a "
                                                                                        "destroyed fort.")),
            ("capital", lambda p: draw_capital(p, ICON / 2, ICON / 2, 14), translate("Legend", "Red star: a "
                                                                                               "capital.")),
            ("port", lambda p: draw_anchor(p, 10, 8, 26, "#1f5fbf"), translate("Legend", "Anchor: a port, in the colour of the side "
                                                                                         "that may use it.")),
            ("supply", lambda p: draw_supply(p, 10, 10, 24), translate("Legend", "Ringed S: a supply source.")),
            ("mountain", _space(terrain="mountain"), translate("Legend", "Peaks: mountain.")),
            ("swamp", _space(terrain="swamp"), translate("Legend", "Reeds: swamp.")),
            ("forest", _space(terrain="forest"), translate("Legend", "Trees: forest.")),
            ("desert", _space(terrain="desert"), translate("Legend", "Dots: desert.")),
        ]),
        (translate("Legend", "Counters"), [
            ("army", _counter(army), translate("Legend", "An army (larger counter, XXXX): nation, name, and combat-loss-movement "
                                                         "factors at the bottom.")),
            ("corps", _counter(corps), translate("Legend", "A corps (smaller counter, XXX).")),
            ("reduced", _counter(army, reduced=True), translate("Legend", "White band across the top: the unit is "
                                                                          "on its reduced side.")),
            ("stack", _counter(army, stack=3), translate("Legend", "Red number: how many units the stack holds. Point at a stack or "
                                                                   "click it to fan it out; the Stack panel lists them.")),
        ]),
        (translate("Legend", "Markers (on a space's left edge)"), [
            ("trench1", _marker("trench", "cp", 1), translate("Legend", "T1 / T2: a trench of level 1 or 2, edged "
                                                                        "in its side's colour.")),
            ("control", _marker("control", "ap"), translate("Legend", "AP / CP disc: control by a side other "
                                                                      "than the printed one.")),
            ("fort_destroyed", _marker("fort_destroyed"), translate("Legend", "F✕: the fort here has been "
                                                                              "destroyed.")),
            ("besieged", _marker("besieged"), translate("Legend", "SIEGE: the fort is besieged.")),
            ("oos", _marker("oos", "cp"), translate("Legend", "OOS: units out of supply.")),
            ("move", _marker("activated_move"), translate("Legend", "MOVE: space activated for movement "
                                                                    "this action round.")),
            ("attack", _marker("activated_attack"), translate("Legend", "ATK: space activated for combat "
                                                                        "this action round.")),
            ("moved", _marker("moved"), translate("Legend", "MVD: units that have moved this action round.")),
            ("attacked", _marker("attacked"), translate("Legend", "ATKD: units that have attacked "
                                                                  "this action round.")),
            ("entrenching", _marker("entrenching"), translate("Legend", "ENT: an army trying to dig a trench.")),
        ]),
        (translate("Legend", "Highlights while playing"), [
            ("m_source", _mark(SOURCE, "M1 A1"), translate("Legend", "Blue: a space to activate (the cost to move / to attack) or "
                                                                     "whose units can be chosen.")),
            ("m_move", _mark(MOVE, "2"), translate("Legend", "Green: where the chosen units can go (the "
                                                             "movement points it takes).")),
            ("m_attack", _mark(ATTACK, "5 vs 3"), translate("Legend", "Red: an attack target (attacker vs defender strength), the "
                                                                      "combat's space, a flank's pinning space.")),
            ("m_choice", _mark(CHOICE, "retreat"), translate("Legend", "Purple: any other choice the "
                                                                       "rules offer there.")),
            ("m_path", _mark(PATH, "1"), translate("Legend", "Orange: the path to the space under the "
                                                             "pointer, step by step.")),
        ]),
    ]


def legend_document() -> QTextDocument:
    doc = QTextDocument()
    html = [f"<h2>{translate('Legend', LEGEND_TITLE)}</h2>"]
    for section, rows in entries():
        html.append(f"<h3>{section}</h3><table cellspacing='2' cellpadding='2'>")
        for key, draw, text in rows:
            doc.addResource(QTextDocument.ImageResource, QUrl(f"legend:{key}"), _image(draw))
            html.append(f"<tr><td width='{ICON + 4}'><img src='legend:{key}' width='{ICON}' height='{ICON}'></td>"
                        f"<td valign='middle'>{text}</td></tr>")
        html.append("</table>")
    doc.setHtml("".join(html))
    return doc


class LegendPanel(QTextBrowser):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("legend")
        self.setDocument(legend_document())
        self.setOpenLinks(False)


def write_legend_pdf(path) -> None:
    """The legend as a printable A4 page (PDF). Raises OSError when it cannot be written."""
    writer = QPdfWriter(str(path))
    writer.setPageSize(QPageSize(QPageSize.A4))
    writer.setResolution(150)
    doc = legend_document()
    doc.setPageSize(QSizeF(writer.width(), writer.height()))
    doc.print_(writer)
    del writer
    if not Path(path).is_file() or Path(path).stat().st_size == 0:
        raise OSError(translate("Legend", "could not write {file}").format(file=path))


"""The still part of the map, drawn as the scene background: sea, the Near East inset,
nation areas, national borders and sea names. It is recorded once into a QPicture and
replayed, and the view caches it (``CacheBackground``), so panning only draws the strip
that scrolls into view."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPicture, QPolygonF

from ...data.model import MapData
from .areas import nation_cells
from .glyphs import font
from .palette import map_tint
from ..translate import translate   # the sea and inset names are marked in board_words

SEA = "#cfe0ea"
# Sea areas named on the printed map, placed in open water of each game's layout.
SEA_LABELS = {
    "pog": (("North Sea", 540, 215), ("Baltic Sea", 860, 120), ("Atlantic Ocean", 4, 1100),
            ("Mediterranean Sea", 955, 1400), ("Black Sea", 1890, 900), ("Adriatic", 912, 1040),
            ("Aegean", 1640, 1550)),
    "pug": (("Black Sea", 1480, 20), ("Mediterranean Sea", 560, 1335), ("Caspian", 2250, 300),
            ("Persian Gulf", 2445, 1135), ("Red Sea", 1120, 1610)),
}
# The inset maps: map id -> the title printed in its frame.
INSETS = {"neareast": "Near East map", "gallipoli": "Gallipoli"}


FRAME_MARGIN = 40.0   # room between the inset's spaces and its frame
NAME_ROOM = 24.0      # a space's name goes under (or over) its box: the frame keeps clear of it
FRAME_CLEAR = 8.0


def near_east_frame(game_map: MapData, map_id: str = "neareast") -> QRectF | None:
    """The rectangle round the inset's spaces (with a margin); its drawn outline
    (``inset_outline``) has corners cut where another map's space stands inside it."""
    ne = [s.pos for s in game_map.spaces.values() if s.map == map_id]
    if not ne:
        return None
    x0 = min(p[0] for p in ne) - FRAME_MARGIN
    y0 = min(p[1] for p in ne) - FRAME_MARGIN
    x1 = min(max(p[0] + p[2] for p in ne) + FRAME_MARGIN, game_map.layout[0] + 20)
    y1 = max(p[1] + p[3] for p in ne) + FRAME_MARGIN
    return QRectF(x0, y0, x1 - x0, y1 - y0)


def _room(pos) -> QRectF:
    """A space's box with its name's room above and below, and the frame's clearance."""
    x, y, w, h = pos
    return QRectF(x, y, w, h).adjusted(-FRAME_CLEAR - 16, -NAME_ROOM - FRAME_CLEAR, FRAME_CLEAR + 16,
                                       NAME_ROOM + FRAME_CLEAR)


def inset_outline(game_map: MapData, map_id: str = "neareast") -> QPainterPath | None:
    """The inset's frame as drawn: ``near_east_frame``, its top or bottom edge moved where a
    space of another map only grazes it, and one step cut at a corner where
    spaces of another map (and their names) stand inside the rectangle, so the frame never
    runs through a space of the main map (issue 15 defect 4: Odessa, the Caucasus box). The
    cuts at one corner make a single step, the room they all need: a cut per space made a
    staircase that read as a broken frame."""
    frame = near_east_frame(game_map, map_id)
    if frame is None:
        return None
    others = [_room(s.pos) for s in game_map.spaces.values() if s.map != map_id]
    for room in others:      # a room that only grazes the top or the bottom edge moves that edge
        if room.intersects(frame) and 0 < room.bottom() - frame.top() <= FRAME_MARGIN / 2:
            frame.setTop(room.bottom() + 2)
        elif room.intersects(frame) and 0 < frame.bottom() - room.top() <= FRAME_MARGIN / 2:
            frame.setBottom(room.top() - 2)
    corners: dict[tuple[bool, bool], QRectF] = {}
    for room in others:
        if not room.intersects(frame):
            continue
        c = room.center()
        corner = (c.y() - frame.top() < frame.bottom() - c.y(), c.x() - frame.left() < frame.right() - c.x())
        corners[corner] = corners[corner].united(room) if corner in corners else room
    path = QPainterPath()
    path.addRect(frame)
    for (top, left), room in corners.items():
        notch = QRectF(room)
        if top:
            notch.setTop(frame.top() - 10)
        else:
            notch.setBottom(frame.bottom() + 10)
        if left:
            notch.setLeft(frame.left() - 10)
        else:
            notch.setRight(frame.right() + 10)
        cut = QPainterPath()
        cut.addRect(notch)
        path = path.subtracted(cut)
    return path.simplified()


def record_background(game_map: MapData, scene_rect: QRectF, game: str = "pog") -> QPicture:
    spaces = game_map.spaces
    cells, borders = nation_cells({s.id: s.center for s in spaces.values()},
                                  {s.id: s.nation for s in spaces.values()})
    pic = QPicture()
    p = QPainter(pic)
    p.setRenderHint(QPainter.Antialiasing)
    p.fillRect(scene_rect, QColor(SEA))
    frames = [(f, INSETS[m]) for m in INSETS if (f := inset_outline(game_map, m)) is not None]
    for frame, _ in frames:
        p.setPen(QPen(QColor("#35505e"), 4))
        p.setBrush(QColor("#dfe9ee"))
        p.drawPath(frame)
    by_nation: dict[str | None, QPainterPath] = {}
    for cell in cells:
        path = by_nation.setdefault(cell.nation, QPainterPath())
        path.addPolygon(QPolygonF([QPointF(x, y) for x, y in cell.polygon]))
        path.closeSubpath()
    p.setPen(Qt.NoPen)
    for nation, path in by_nation.items():
        p.setBrush(QBrush(QColor(map_tint(nation))))
        p.drawPath(path.simplified())
    border = QPainterPath()
    for b in borders:
        (x1, y1), (x2, y2) = b.segment
        border.moveTo(x1, y1)
        border.lineTo(x2, y2)
    pen = QPen(QColor("#7a2e2e"), 3.0, Qt.DashLine)
    pen.setCapStyle(Qt.FlatCap)
    p.setPen(pen)
    p.setBrush(Qt.NoBrush)
    p.drawPath(border)
    p.setPen(QColor("#6c8ea3"))
    p.setFont(font(26))
    for text, x, y in SEA_LABELS.get(game, ()):
        p.drawText(QPointF(x, y + 26), translate("Board", text))
    for frame, title in frames:
        p.setPen(QColor("#35505e"))
        p.setFont(font(22, True))
        p.drawText(frame.boundingRect().adjusted(0, 0, -10, -6), Qt.AlignRight | Qt.AlignBottom, translate("Board", title))
    chart = [b.pos for b in game_map.boxes.values() if b.kind == "tribal_war"]
    if chart:     # PuG 17.1.1: the Tribal War chart, one box per tribe
        outline = QPainterPath()
        for x, y, w, h in chart:      # the boxes' own outline, so the chart never covers a space nearby
            box = QPainterPath()
            box.addRoundedRect(QRectF(x - 6, y - 24, w + 12, h + 30), 6, 6)
            outline = outline.united(box)
        x0, y0 = min(r[0] for r in chart) - 6, min(r[1] for r in chart) - 24
        p.setPen(QPen(QColor("#8a5a2e"), 2))
        p.setBrush(QColor("#efe4d2"))
        p.drawPath(outline.simplified())
        p.setPen(QColor("#5a3a1a"))
        p.setFont(font(16, True))
        p.drawText(QPointF(x0 + 8, y0 + 18), translate("Board", "Tribal War chart (17.1)"))
    p.end()
    return pic

"""Draw the application icon: one QPainter drawing written as SVG and as PNGs of every size
the platforms ask for, plus the Windows .ico and macOS .icns (through Pillow).

    python packaging/make_icon.py        # rewrites the files below; commit them

pog_desktop/assets/pog-desktop.svg, .png (256 px: the window icon at run time)
packaging/icons/hicolor/<n>x<n>/apps/pog-desktop.png   (Linux icon theme sizes)
packaging/icons/pog-desktop.ico, pog-desktop.icns
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PIL import Image  # noqa: E402
from PySide6.QtCore import QPointF, QRectF, QSize, Qt  # noqa: E402
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter, QPainterPath, QPen, QPolygonF  # noqa: E402
from PySide6.QtSvg import QSvgGenerator  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
ASSETS = ROOT / "pog_desktop" / "assets"
ICONS = ROOT / "packaging" / "icons"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
UNIT = 256.0   # the drawing is made on a 256 x 256 canvas


def draw(p: QPainter) -> None:
    """A map of the western front: parchment, a zig-zag trench line, an Allied and a Central counter."""
    p.setRenderHint(QPainter.Antialiasing)
    frame = QPainterPath()
    frame.addRoundedRect(QRectF(8, 8, 240, 240), 36, 36)
    p.fillPath(frame, QColor("#e9dcb5"))
    p.setClipPath(frame)
    p.fillRect(QRectF(8, 170, 240, 80), QColor("#9fb7c9"))            # the sea at the bottom
    trench = QPolygonF([QPointF(x, y) for x, y in
                        ((70, 0), (100, 40), (80, 70), (120, 100), (100, 135), (140, 165), (125, 256))])
    p.setPen(QPen(QColor("#7a2418"), 14, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))
    p.drawPolyline(trench)
    p.setClipping(False)
    for x, y, fill, mark in ((30, 92, "#2f5d9e", "#e9dcb5"), (160, 60, "#4a4a4a", "#e9dcb5")):
        p.setPen(QPen(QColor("#1d1d1d"), 5))
        p.setBrush(QColor(fill))
        p.drawRoundedRect(QRectF(x, y, 66, 66), 8, 8)
        p.setPen(QPen(QColor(mark), 6))                                # an infantry symbol: an X in a box
        box = QRectF(x + 13, y + 20, 40, 26)
        p.setBrush(Qt.NoBrush)
        p.drawRect(box)
        p.drawLine(box.topLeft(), box.bottomRight())
        p.drawLine(box.bottomLeft(), box.topRight())
    p.setPen(QPen(QColor("#3b2f1e"), 6))
    p.setBrush(Qt.NoBrush)
    p.drawPath(frame)


def png(size: int) -> QImage:
    image = QImage(size, size, QImage.Format_ARGB32)
    image.fill(Qt.transparent)
    p = QPainter(image)
    p.scale(size / UNIT, size / UNIT)
    draw(p)
    p.end()
    return image


def svg(path: Path) -> None:
    gen = QSvgGenerator()
    gen.setFileName(str(path))
    gen.setSize(QSize(256, 256))
    gen.setViewBox(QRectF(0, 0, UNIT, UNIT))
    gen.setTitle("pog-desktop")
    p = QPainter(gen)
    draw(p)
    p.end()


def main() -> int:
    QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    ASSETS.mkdir(parents=True, exist_ok=True)
    svg(ASSETS / "pog-desktop.svg")
    png(256).save(str(ASSETS / "pog-desktop.png"))
    for n in SIZES:
        folder = ICONS / "hicolor" / f"{n}x{n}" / "apps"
        folder.mkdir(parents=True, exist_ok=True)
        png(n).save(str(folder / "pog-desktop.png"))
    big = Image.open(ICONS / "hicolor" / "512x512" / "apps" / "pog-desktop.png")
    big.save(ICONS / "pog-desktop.ico", sizes=[(n, n) for n in SIZES if n <= 256])
    big.save(ICONS / "pog-desktop.icns")
    print("icons written to", ASSETS, "and", ICONS)
    return 0


if __name__ == "__main__":
    sys.exit(main())

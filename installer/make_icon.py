"""Draw the program's icon with Qt and write it where the window and the installers find it.

    .venv/bin/python installer/make_icon.py

Writes ``resources/icons/tddesk.png`` (256 px, the window icon and the macOS bundle icon) and
``tddesk.ico`` (16-256 px, the Windows executable and setup) and the Linux icon set
``hicolor/<n>x<n>/apps/se.bridge.tddesk.png`` (``tddesk install-desktop``). The files are committed; run this
again only to change the design: a green card table with the four suits and "TD".
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication, QImage, QPainter, QPainterPath

ICONS = Path(__file__).resolve().parent.parent / "resources" / "icons"
SIZES = (16, 24, 32, 48, 64, 128, 256)
SUITS = (("\u2660", "#1b1b1b"), ("\u2665", "#c62828"), ("\u2666", "#c62828"), ("\u2663", "#1b1b1b"))


def draw(size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    scale = size / 256
    table = QPainterPath()
    table.addRoundedRect(QRectF(8, 8, 240, 240), 44, 44)
    painter.scale(scale, scale)
    painter.fillPath(table, QColor("#1f6b3a"))
    card = QPainterPath()
    card.addRoundedRect(QRectF(40, 30, 176, 196), 18, 18)
    painter.fillPath(card, QColor("#fbfaf5"))
    font = QFont("DejaVu Sans")
    font.setBold(True)
    font.setPixelSize(96)
    painter.setFont(font)
    painter.setPen(QColor("#1f3b6b"))
    painter.drawText(QRectF(40, 36, 176, 120), Qt.AlignmentFlag.AlignCenter, "TD")
    font.setPixelSize(46)
    painter.setFont(font)
    for index, (suit, colour) in enumerate(SUITS):
        painter.setPen(QColor(colour))
        painter.drawText(QRectF(48 + index * 40, 150, 40, 64), Qt.AlignmentFlag.AlignCenter, suit)
    painter.end()
    return image


def main() -> int:
    app = QGuiApplication.instance() or QGuiApplication(sys.argv)  # noqa: F841 - fonts need it
    ICONS.mkdir(parents=True, exist_ok=True)
    if not draw(256).save(str(ICONS / "tddesk.png")):
        print("could not write tddesk.png", file=sys.stderr)
        return 1
    # Qt's ICO writer stores a single image; Windows wants every size in one file.
    write_ico(ICONS / "tddesk.ico", [draw(size) for size in SIZES])
    write_icon_set(ICONS / "hicolor")
    print(f"icons written to {ICONS}")
    return 0


def write_icon_set(folder: Path) -> None:
    """The freedesktop icon theme's sizes, named by the desktop file's ID."""
    for size in SIZES:
        target = folder / f"{size}x{size}" / "apps" / "se.bridge.tddesk.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        draw(size).save(str(target))


def write_ico(target: Path, images: list[QImage]) -> None:
    """An .ico with one PNG-compressed entry per image (accepted since Windows Vista)."""
    blobs = []
    for image in images:
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        image.save(buffer, "PNG")
        blobs.append((image.width(), bytes(data.data())))
    header = struct.pack("<HHH", 0, 1, len(blobs))
    offset = len(header) + 16 * len(blobs)
    entries, payload = b"", b""
    for width, blob in blobs:
        side = 0 if width >= 256 else width  # 0 means 256 in an ICONDIRENTRY
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(blob), offset + len(payload))
        payload += blob
    target.write_bytes(header + entries + payload)


if __name__ == "__main__":
    sys.exit(main())

"""A QR code of an address, for the readers' phones (the share dialog shows the site's address)."""

from __future__ import annotations

import segno
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPixmap

QUIET_ZONE = 4  # modules of white around the code, as readers expect


def qr_pixmap(text: str, module_pixels: int = 4) -> QPixmap:
    """``text`` as a black-on-white QR code, ``module_pixels`` screen pixels per module."""
    matrix = segno.make(text, error="m").matrix
    size = len(matrix) + 2 * QUIET_ZONE
    image = QImage(size, size, QImage.Format.Format_RGB32)
    image.fill(QColor(Qt.GlobalColor.white))
    black = QColor(Qt.GlobalColor.black).rgb()
    for row, modules in enumerate(matrix):
        for column, dark in enumerate(modules):
            if dark:
                image.setPixel(column + QUIET_ZONE, row + QUIET_ZONE, black)
    return QPixmap.fromImage(image.scaled(size * module_pixels, size * module_pixels))

"""Numbers in the UI's locale, and starting the program the way `tddesk` does."""
from __future__ import annotations

from decimal import Decimal

from PySide6.QtCore import QTimer

from tddesk import i18n
from tddesk.ui.app import run_app
from tddesk.ui.formatting import format_decimal, format_vp
from tddesk.ui.main_window import MainWindow


def test_vp_in_swedish_and_english():
    assert format_vp(Decimal("14.01")) == "14,01"
    assert format_vp(Decimal("7")) == "7,00"
    i18n.set_language("en")
    assert format_vp(Decimal("14.01")) == "14.01"


def test_rounding_is_half_up_and_exact():
    assert format_vp(Decimal("0.125")) == "0,13"  # Decimal's own formatting would give 0,12
    assert format_decimal(Decimal("1.23455"), 4) == "1,2346"
    assert format_decimal(Decimal("-3.5"), 2) == "\N{MINUS SIGN}3,50"  # Swedish minus sign


def test_run_app_shows_the_main_window_until_it_is_closed(qapp, tmp_path):
    shown = []

    def close_main_windows():
        for widget in qapp.topLevelWidgets():
            if isinstance(widget, MainWindow) and widget.isVisible():
                shown.append(widget.windowTitle())
                widget.close()

    QTimer.singleShot(50, close_main_windows)
    assert run_app(tmp_path / "dm-lag-2016.tddesk") == 0
    assert shown == ["tddesk"]

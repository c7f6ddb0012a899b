"""Every field and button of every dialog a TD opens from the window has a name a screen reader
reads out (its text, its label's buddy text, or an accessible name of its own)."""

from __future__ import annotations

from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
    QTextEdit,
    QWidget,
)

from tddesk.ui.dialogs.files.crash_dialog import CrashDialog
from ui.evening import choose_in_tree

FIELDS = (QAbstractButton, QAbstractSpinBox, QComboBox, QLineEdit, QAbstractItemView, QTextEdit, QPlainTextEdit)


def nameless(dialog: QWidget) -> list[str]:
    """The visible fields and buttons of ``dialog`` that a screen reader can name nothing."""
    QApplication.processEvents()
    found = []
    for widget in dialog.findChildren(QWidget):
        if not isinstance(widget, FIELDS) or not widget.isVisibleTo(dialog):
            continue
        if isinstance(widget, QLineEdit) and isinstance(widget.parent(), QComboBox | QAbstractSpinBox):
            continue  # the text field inside a combo or spin box: the box itself is named
        if isinstance(widget.parent(), QAbstractItemView):
            continue  # an editor inside a table: the table is named
        interface = QAccessible.queryAccessibleInterface(widget)
        name = interface.text(QAccessible.Text.Name) if interface is not None else ""
        if not name.strip():
            found.append(f"{type(dialog).__name__}: {type(widget).__name__} {widget.objectName()!r}")
    return found


def test_every_dialog_of_the_demo_names_each_field_and_button(qtbot, demo_window, monkeypatch, tmp_path):
    window = demo_window
    controller = window.controller
    menus = controller.tournament_menus
    found: list[str] = []

    def check(dialog) -> None:
        assert dialog is not None
        found.extend(nameless(dialog))
        dialog.close()

    choose_in_tree(window, ("round", "heat-linkoping", 3))
    for kind in menus.rulings:
        menus.rulings[kind].trigger()
        check(menus.dialog)
    check(window.open_settings())
    check(window.open_vp_calculator())
    check(controller.files.new_championship())
    monkeypatch.setattr(QMessageBox, "question", lambda *args: QMessageBox.StandardButton.Yes)
    check(menus.open_export_workbook())
    check(controller.results.open_publish_dialog())
    check(choose_in_tree(window, ("central_day", "a-final")).create_final("b_final"))
    check(choose_in_tree(window, ("teams", "heat-linkoping")).new_team())
    check(choose_in_tree(window, ("championship",)).open_dialog())
    check(CrashDialog("ValueError: trasig", tmp_path / "tddesk.log", "1.0", window))
    assert found == [], "\n".join(found)

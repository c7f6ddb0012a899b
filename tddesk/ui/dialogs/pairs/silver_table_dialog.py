"""Tools → Silver table (M6)…: SBF's silver table in the file's regulation profile, filled in row by
row (points per player of places 2, 3, … for a number of pairs) or imported from a workbook
(docs/pairs.md, "Master points"). Each save is one undoable action."""

from __future__ import annotations

from decimal import Decimal, InvalidOperation
from pathlib import Path

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tddesk import numbers
from tddesk.services.errors import ServiceError
from tddesk.services.pairs_masterpoints import import_silver_table, set_silver_table, silver_table
from tddesk.ui.formatting import ERROR_STYLE
from tddesk.ui.retranslating import Retranslating
from tddesk.ui.session import UiSession


class SilverTableDialog(Retranslating, QDialog):
    def __init__(self, session: UiSession, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("silverTableDialog")
        self.session = session
        self.pairs_spin = QSpinBox(self)
        self.pairs_spin.setObjectName("silverPairs")
        self.pairs_spin.setRange(2, 500)
        self.pairs_spin.setValue(22)
        self.points_edit = QLineEdit(self)
        self.points_edit.setObjectName("silverPoints")
        self.known = QLabel(self)
        self.known.setObjectName("silverKnown")
        self.known.setWordWrap(True)
        self.message = QLabel(self)
        self.message.setObjectName("silverMessage")
        self.message.setStyleSheet(ERROR_STYLE)
        self.message.setWordWrap(True)
        self.labels = [QLabel(self), QLabel(self)]
        form = QFormLayout()
        form.addRow(self.labels[0], self.pairs_spin)
        form.addRow(self.labels[1], self.points_edit)
        self.save_button = QPushButton(self)
        self.save_button.setObjectName("silverSave")
        self.import_button = QPushButton(self)
        self.import_button.setObjectName("silverImport")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.addButton(self.save_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(self.import_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.rejected.connect(self.reject)
        self.save_button.clicked.connect(self.save)
        self.import_button.clicked.connect(self.ask_workbook)
        self.pairs_spin.valueChanged.connect(lambda _value: self.show_row())
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addLayout(form)
        layout.addWidget(self.known)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Silver table (M6)"))
        self.intro.setText(
            self.tr(
                "SBF's silver table: per number of pairs in the field, the silver points per player of "
                "places 2, 3, … The winners' figure is computed (1 per pair met, ½ per pair not met "
                "rounded up, 1 for the own pair). Separate the points with semicolons."
            )
        )
        self.labels[0].setText(self.tr("Pairs in the field"))
        self.labels[1].setText(self.tr("Points for places 2, 3, …"))
        self.save_button.setText(self.tr("Save the row"))
        self.import_button.setText(self.tr("Import from a workbook…"))
        self.show_row()

    def show_row(self) -> None:
        table = silver_table(self.session.tournament)
        row = table.get(self.pairs_spin.value())
        self.points_edit.setText("; ".join(numbers.exact(point) for point in row) if row else "")
        self.known.setText(
            self.tr("The table has rows for {sizes} pairs.").format(
                sizes=", ".join(str(size) for size in sorted(table))
            )
            if table
            else self.tr("The table has no rows yet: the master-point lists give only the winners' figure.")
        )

    def points(self) -> list[Decimal]:
        text = self.points_edit.text().replace(",", ".")
        try:
            return [Decimal(part.strip()) for part in text.split(";") if part.strip()]
        except InvalidOperation:
            raise ServiceError(
                self.tr("Write the points as numbers separated by semicolons, e.g. 15; 13; 11,5.")
            ) from None

    def save(self) -> bool:
        """The row for the chosen number of pairs (an empty row takes it out) as one undoable action."""
        try:
            self.session.perform(
                self.tr("Silver table: {pairs} pairs").format(pairs=self.pairs_spin.value()),
                set_silver_table,
                {self.pairs_spin.value(): self.points()},
            )
        except ServiceError as error:
            self.message.setText(str(error))
            return False
        self.message.clear()
        self.show_row()
        return True

    def ask_workbook(self) -> None:
        path, _filter = QFileDialog.getOpenFileName(
            self, self.tr("Import the silver table"), "", self.tr("Workbooks (*.xlsx)")
        )
        if path:
            self.import_workbook(Path(path))

    def import_workbook(self, path: Path) -> bool:
        try:
            self.session.perform(self.tr("Silver table imported"), import_silver_table, path)
        except ServiceError as error:
            self.message.setText(str(error))
            return False
        self.message.clear()
        self.show_row()
        return True

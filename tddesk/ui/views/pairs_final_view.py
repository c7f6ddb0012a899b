"""The pairs final's result list with plaque places (M5) and the bonus per player (docs/pairs.md);
the plaque list can be saved as a PDF from here."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QFileDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from tddesk import numbers
from tddesk.services.areas import Area
from tddesk.services.errors import ServiceError
from tddesk.services.pairs_final import final_result
from tddesk.services.tournament import Change
from tddesk.ui.formatting import ERROR_STYLE
from tddesk.ui.retranslating import Retranslating
from tddesk.ui.session import UiSession
from tddesk.ui.views.live import LiveView
from tddesk.ui.widgets.row_table import Column, RowTableModel, row_table


class PairsFinalView(LiveView, Retranslating, QWidget):
    AREAS = frozenset({Area.PAIRS, Area.PAIRS_RESULTS, Area.LOTS, Area.MEMBERS})

    def __init__(self, session: UiSession, event_id: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("pairsFinalView")
        self.session, self.event_id = session, event_id
        self.notes = QLabel(self)
        self.notes.setWordWrap(True)
        self.message = QLabel(self)
        self.message.setStyleSheet(ERROR_STYLE)
        self.plaques = QLabel(self)
        self.plaques.setObjectName("pairsPlaques")
        self.plaques.setWordWrap(True)
        self.save_button = QPushButton(self)
        self.save_button.setObjectName("pairsSavePlaques")
        self.model: RowTableModel[Any] = RowTableModel(parent=self)
        self.table = row_table(self, "pairsFinal", self.model, select_rows=False)
        bar = QHBoxLayout()
        bar.addWidget(self.plaques, 1)
        bar.addWidget(self.save_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.notes)
        layout.addLayout(bar)
        layout.addWidget(self.message)
        layout.addWidget(self.table, 1)
        self.save_button.clicked.connect(lambda: self.ask_save())
        session.changed.connect(self.on_change)
        self.retranslate()

    def retranslate(self) -> None:
        self.save_button.setText(self.tr("Save the plaque list as PDF…"))
        self.model.set_columns(self.columns())
        self.refresh()

    def columns(self) -> tuple[Column[Any], ...]:
        """The final's list with M5's plaque places (1-3) and the bonus per player."""
        return (
            # a two-field Mitchell final: each field has its own places ("1 NS", "1 EW")
            Column(
                self.tr("Place"),
                lambda row: f"{row.place} {self.field_name(row.line)}".rstrip(),
                number=True,
                sort_key=lambda row: (row.place, row.line),
            ),
            Column(self.tr("No."), lambda row: str(row.number), number=True, sort_key=lambda row: row.number),
            Column(self.tr("Pair"), lambda row: row.names),
            Column(self.tr("Club"), lambda row: row.clubs),
            Column(self.tr("%"), lambda row: numbers.localise(row.percent_text), number=True),
            Column(
                self.tr("Plaque"),
                lambda row: str(row.plaque) if row.plaque is not None else "",
                number=True,
                sort_key=lambda row: (row.plaque is None, row.plaque or 0),
            ),
            Column(
                self.tr("Bonus"),
                lambda row: str(row.bonus_per_player) if row.bonus_per_player else "",
                number=True,
                sort_key=lambda row: row.bonus_per_player or 0,
            ),
            Column(self.tr("Note"), lambda row: row.tie_reason or row.bonus_note),
        )

    def field_name(self, line: str) -> str:
        return {"NS": self.tr("NS"), "EW": self.tr("EW")}.get(line, "")

    def refresh(self, _change: Change | None = None) -> None:
        try:
            result = final_result(self.session.tournament, self.event_id)
        except ServiceError as error:
            self.message.setText(str(error))
            return
        self._stale = False
        self.notes.setText(
            "\n".join(
                [
                    self.tr(
                        "Plaque places: pairs still equal after boards won share the higher "
                        "place (M5); bonus, title and plaque only for pairs of district "
                        "clubs."
                    ),
                    *result.findings,
                ]
            )
        )
        self.plaques.setText(
            "<br>".join(
                self.tr("<b>{place}.</b> {names} — {points} silver points per player").format(
                    place=f"{self.field_name(row.line)} {row.plaque_place}".lstrip(),
                    names=row.names,
                    points=row.bonus_per_player,
                )
                for row in result.plaques
            )
            or self.tr("No final result yet.")
        )
        self.model.set_rows(result.rows)

    def ask_save(self) -> None:
        path, _filter = QFileDialog.getSaveFileName(
            self, self.tr("Save the plaque list"), "plaketter.pdf", self.tr("PDF (*.pdf)")
        )
        if path:
            self.save(Path(path))

    def save(self, path: Path) -> int:
        # deferred: not loaded before the window's first paint (start-up)
        from tddesk.reports.pairs_lists import write_pairs_report

        pages = write_pairs_report(path, self.session.tournament, "plaques", self.event_id)
        self.message.setText(self.tr("Saved {path}").format(path=path))
        return pages

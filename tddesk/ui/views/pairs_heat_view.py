"""A pairs heat or final (docs/pairs.md): its result list by matchpoints (PP5) with the tie-breaks
(PP2) and PP4's class, or a barometer's running score after a chosen round; Bridgemate import and
the pairs to enter into the heat."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tddesk import numbers
from tddesk.rules.rows import place_text
from tddesk.services.areas import Area
from tddesk.services.bws_check import BwsMismatch
from tddesk.services.errors import ServiceError
from tddesk.services.pair_views import pairs_events
from tddesk.services.pairs import add_session
from tddesk.services.pairs_bws_import import import_pairs_bws
from tddesk.services.pairs_masterpoints import silver_points_of, silver_table
from tddesk.services.pairs_standing import heat_standing, running_score
from tddesk.ui.bws_confirm import confirm_mismatch
from tddesk.ui.formatting import ERROR_STYLE
from tddesk.ui.retranslating import Retranslating
from tddesk.ui.session import UiSession
from tddesk.ui.views.live import LiveView
from tddesk.ui.widgets.row_table import Column, RowTableModel, row_table

if TYPE_CHECKING:
    from tddesk.services.pairs_bws_import import PairsBwsReport
    from tddesk.services.tournament import Change

TRAVELLERS_KEY = "Ctrl+T"  # the heat's travellers, typed board by board


def shown(text: str) -> str:
    """PP5: one decimal, with the UI language's decimal sign (tddesk.numbers)."""
    return numbers.localise(text)


class PairsHeatView(LiveView, Retranslating, QWidget):
    # CHAMPIONSHIP: the silver table (M6) is kept with the championship's profile overrides
    AREAS = frozenset({Area.PAIRS, Area.PAIRS_RESULTS, Area.LOTS, Area.MEMBERS, Area.CHAMPIONSHIP})

    def __init__(self, session: UiSession, heat_id: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("pairsHeatView")
        self.session, self.heat_id = session, heat_id
        self.title = QLabel(self)
        self.title.setObjectName("pairsHeatTitle")
        self.notes = QLabel(self)
        self.notes.setWordWrap(True)
        self.message = QLabel(self)
        self.message.setStyleSheet(ERROR_STYLE)
        self.message.setWordWrap(True)
        self.round_label = QLabel(self)
        self.round_box = QSpinBox(self)
        self.round_box.setObjectName("pairsRound")
        self.round_box.setMinimum(0)
        self.import_button = QPushButton(self)
        self.import_button.setObjectName("pairsImportBws")
        self.enter_button = QPushButton(self)
        self.enter_button.setObjectName("pairsEnterPair")
        self.travellers_button = QPushButton(self)
        self.travellers_button.setObjectName("pairsTravellers")
        self.save_button = QPushButton(self)
        self.save_button.setObjectName("pairsSaveList")
        self.reserve_button = QPushButton(self)
        self.reserve_button.setObjectName("pairsReserve")
        self.list_button = QPushButton(self)
        self.list_button.setObjectName("pairsImportList")
        self.conventions_button = QPushButton(self)
        self.conventions_button.setObjectName("pairsConventions")
        self.parity_button = QPushButton(self)
        self.parity_button.setObjectName("pairsParity")
        self.model: RowTableModel[Any] = RowTableModel(parent=self)  # the standing's rows or a running score's
        self.table = row_table(self, "pairsStanding", self.model)
        bar = QHBoxLayout()
        bar.addWidget(self.round_label)
        bar.addWidget(self.round_box)
        bar.addStretch(1)
        bar.addWidget(self.travellers_button)
        bar.addWidget(self.enter_button)
        bar.addWidget(self.reserve_button)
        bar.addWidget(self.conventions_button)
        # the files in and out on a row of their own: both rows fit a 1280-pixel laptop in Swedish
        files = QHBoxLayout()
        files.addStretch(1)
        files.addWidget(self.parity_button)
        files.addWidget(self.import_button)
        files.addWidget(self.list_button)
        files.addWidget(self.save_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.notes)
        layout.addLayout(bar)
        layout.addLayout(files)
        layout.addWidget(self.message)
        layout.addWidget(self.table, 1)
        self.round_box.valueChanged.connect(lambda _value: self.refresh())
        self.import_button.clicked.connect(lambda: self.ask_import())
        self.enter_button.clicked.connect(lambda: self.open_entry())
        self.travellers_button.clicked.connect(lambda: self.open_travellers())
        context = Qt.ShortcutContext.WidgetWithChildrenShortcut
        QShortcut(QKeySequence(TRAVELLERS_KEY), self, lambda: self.open_travellers(), context)
        self.reserve_button.clicked.connect(lambda: self.open_reserve())
        self.list_button.clicked.connect(lambda: self.open_list_import())
        self.conventions_button.clicked.connect(lambda: self.open_conventions())
        self.parity_button.clicked.connect(lambda: self.open_parity())
        self.save_button.clicked.connect(lambda: self.ask_save())
        self.dialog: QDialog | None = None
        self.silver_points: dict[str, str] = {}
        session.changed.connect(self.on_change)
        self.retranslate()

    def retranslate(self) -> None:
        self.round_label.setText(self.tr("Running score after round (0: all):"))
        self.import_button.setText(self.tr("Import Bridgemate file…"))
        self.enter_button.setText(self.tr("Enter a pair…"))
        self.travellers_button.setText(self.tr("Trave&llers…"))
        self.travellers_button.setToolTip(
            self.tr("Type the board results table by table, adjusted scores too ({key})").format(key=TRAVELLERS_KEY)
        )
        self.reserve_button.setText(self.tr("Reserve…"))
        self.list_button.setText(self.tr("Import result list…"))
        self.list_button.setToolTip(self.tr("A club's result list (workbook) or Ruter's PBN export of the heat"))
        self.conventions_button.setText(self.tr("Conventions…"))
        self.parity_button.setText(self.tr("Compare with another program…"))
        self.parity_button.setToolTip(
            self.tr("The parity report: Ruter's PBN or another program's open-format document (.json) of this heat")
        )
        self.save_button.setText(self.tr("Save the result list as PDF…"))
        self.refresh()

    def refresh(self, _change: Change | None = None) -> None:
        try:
            standing = heat_standing(self.session.tournament, self.heat_id)
        except ServiceError as error:
            self.message.setText(str(error))
            return
        self.message.clear()
        self._stale = False
        self.title.setText(f"<b>{standing.name}</b>")
        self.list_button.setVisible(standing.kind != "final")  # a final is scored from its boards
        # rounds counted across the heat, as the running score counts them (a second session's follow the first's)
        last: dict[int, int] = {}
        for score in standing.scores.values():
            for board in score.boards:
                last[board.session] = max(last.get(board.session, 0), board.round)
        played = sum(last.values())
        self.round_box.blockSignals(True)
        self.round_box.setMaximum(played)
        self.round_box.blockSignals(False)
        chosen = self.round_box.value()
        # the running score is read only when a round is chosen: the full list alone is one read
        rounds = running_score(self.session.tournament, self.heat_id) if chosen else []
        notes = list(standing.findings)
        if standing.heat_class:
            notes.insert(
                0,
                self.tr("Master points in silver.")
                if standing.heat_class.masterpoints == "silver"
                else self.tr("Master points in bronze."),
            )
        if standing.source == "list":
            notes.append(self.tr("From the club's result list (percentages only)."))
        if standing.source is None:
            notes.append(self.tr("No results yet: import the Bridgemate file or the club's result list."))
        # M6: silver points per player in a final or a silver heat, from the same read of the heat
        silver = silver_points_of(standing, silver_table(self.session.tournament))
        self.silver_points = {row.pair_id: row.points_text for row in silver.rows}
        if silver.silver:
            notes += [finding for finding in silver.findings if finding not in notes]
        self.notes.setText("\n".join(notes))
        writable = not self.session.read_only
        self.import_button.setEnabled(writable)
        self.enter_button.setEnabled(writable)
        self.travellers_button.setEnabled(writable and standing.source != "list")
        self.reserve_button.setEnabled(writable)
        self.conventions_button.setEnabled(writable)
        after = next((running for running in rounds if running.round == chosen), None)
        if after is not None:
            self.model.set_rows(after.rows, self.running_columns())
        else:
            self.model.set_rows(standing.rows, self.standing_columns(standing.two_fields))

    def standing_columns(self, two_fields: bool = False) -> tuple[Column[Any], ...]:
        """PP5, PP2: the heat's list; a pair out of competition has no place and sorts last. A
        two-field Mitchell ranks NS and EW apart: the line column says which field a place is in."""

        def note(row: Any) -> str:
            text = row.tie_reason or (
                self.tr("out of competition: {reason}").format(reason=row.struck) if row.struck else ""
            )
            if not row.plays_for_qualification:
                text = "; ".join(filter(None, [self.tr("does not play for DM"), text]))
            return text

        line: tuple[Column[Any], ...] = (
            (Column(self.tr("Line"), lambda row: self.tr("NS") if row.line == "NS" else self.tr("EW")),)
            if two_fields
            else ()
        )
        return (
            Column(
                self.tr("Place"),
                lambda row: place_text(row, self.tr("o.c.")),
                number=True,
                sort_key=lambda row: (row.place is None, row.place or 0),
            ),
            *line,
            Column(self.tr("No."), lambda row: str(row.number), number=True, sort_key=lambda row: row.number),
            Column(self.tr("Pair"), lambda row: row.names),
            Column(self.tr("Club"), lambda row: row.clubs),
            Column(self.tr("Boards"), lambda row: str(row.boards), number=True, sort_key=lambda row: row.boards),
            Column(self.tr("Points"), lambda row: shown(row.points_text), number=True),
            Column(self.tr("%"), lambda row: shown(row.percent_text), number=True),
            Column(
                self.tr("Silver points (M6)"), lambda row: shown(self.silver_points.get(row.pair_id, "")), number=True
            ),
            Column(self.tr("Note"), note),
        )

    def running_columns(self) -> tuple[Column[Any], ...]:
        """A barometer's running score after the chosen round."""
        return (
            Column(self.tr("Place"), lambda row: str(row.place), number=True, sort_key=lambda row: row.place),
            Column(self.tr("No."), lambda row: str(row.number), number=True, sort_key=lambda row: row.number),
            Column(self.tr("Pair"), lambda row: row.names),
            Column(self.tr("%"), lambda row: shown(row.percent_text), number=True),
            Column(self.tr("Round %"), lambda row: shown(row.round_percent_text), number=True),
        )

    def ask_import(self) -> None:
        path, _filter = QFileDialog.getOpenFileName(
            self, self.tr("Import Bridgemate file"), "", self.tr("Bridgemate files (*.bws)")
        )
        if path:
            self.import_file(Path(path))

    def import_file(self, path: Path, session_number: int = 1) -> PairsBwsReport | None:
        """Read a .bws into the heat's session as one undoable action."""
        try:
            if not self._sessions():
                self.session.perform(self.tr("New session"), add_session, self.heat_id)
            try:
                report = import_pairs_bws(self.session.tournament, self.heat_id, session_number, path)
            except BwsMismatch as mismatch:
                if not confirm_mismatch(self, str(mismatch)):
                    return None
                report = import_pairs_bws(self.session.tournament, self.heat_id, session_number, path, force=True)
        except ServiceError as error:
            QMessageBox.warning(self, self.tr("Not imported"), str(error))
            return None
        if report.change is not None:  # a re-read with nothing new leaves nothing to undo
            self.session.record(self.tr("Bridgemate file {file}").format(file=path.name), report.change)
        self.message.setText(
            "\n".join(
                (
                    self.tr("{written} results read from {file}.").format(written=report.written, file=path.name),
                    *report.notes,
                )
            )
        )
        return report

    def ask_save(self) -> None:
        path, _filter = QFileDialog.getSaveFileName(
            self, self.tr("Save the result list"), "resultatlista.pdf", self.tr("PDF (*.pdf)")
        )
        if path:
            self.save(Path(path))

    def save(self, path: Path) -> int:
        """The heat's result list as a PDF (a barometer's running score when a round is chosen)."""
        # deferred: not loaded before the window's first paint (start-up)
        from tddesk.reports.pairs_lists import write_pairs_report

        event = next(
            event.id
            for event in pairs_events(self.session.tournament)
            if any(heat.id == self.heat_id for heat in event.heats)
        )
        kind = "running" if self.round_box.value() else "heat"
        pages = write_pairs_report(
            path, self.session.tournament, kind, event, self.heat_id, round_number=self.round_box.value() or None
        )
        self.message.setText(self.tr("Saved {path}").format(path=path))
        return pages

    def _sessions(self) -> tuple[str, ...]:
        for event in pairs_events(self.session.tournament):
            for heat in event.heats:
                if heat.id == self.heat_id:
                    return heat.sessions
        return ()

    def open_entry(self) -> QDialog:
        # deferred: not loaded before the window's first paint (start-up)
        from tddesk.ui.dialogs.pairs.pairs_entry_dialog import PairsEntryDialog

        self.dialog = PairsEntryDialog(self.session, self.heat_id, self)
        self.dialog.open()
        return self.dialog

    def open_travellers(self) -> QDialog | None:
        """The heat's travellers typed board by board (ui/dialogs/pairs/pairs_traveller_dialog.py);
        a heat without a session gets its first, as a Bridgemate import does."""
        # deferred: not loaded before the window's first paint (start-up)
        from tddesk.ui.dialogs.pairs.pairs_traveller_dialog import PairsTravellerDialog

        if self.session.read_only or not self.travellers_button.isEnabled():
            return None
        try:
            if not self._sessions():
                self.session.perform(self.tr("New session"), add_session, self.heat_id)
        except ServiceError as error:
            self.message.setText(str(error))
            return None
        self.dialog = PairsTravellerDialog(self.session, self.heat_id, self)
        self.dialog.show()
        return self.dialog

    def open_reserve(self) -> QDialog:
        """D p.6: a reserve for the selected pair (or the first), for a session or the whole heat."""
        # deferred: not loaded before the window's first paint (start-up)
        from tddesk.ui.dialogs.pairs.pairs_reserve_dialog import PairsReserveDialog

        rows = self.table.selectionModel().selectedRows()
        pair = getattr(self.model.row(rows[0].row()), "pair_id", None) if rows else None
        self.dialog = PairsReserveDialog(self.session, self.heat_id, pair, self)
        self.dialog.open()
        return self.dialog

    def open_list_import(self) -> QDialog:
        """The club's results for this heat: a workbook list or Ruter's PBN export (docs/pairs.md)."""
        # deferred: not loaded before the window's first paint (start-up)
        from tddesk.ui.dialogs.imports.pairs_list_import_dialog import PairsListImportDialog

        self.dialog = PairsListImportDialog(self.session, self.heat_id, parent=self)
        self.dialog.open()
        return self.dialog

    def open_conventions(self) -> QDialog:
        """Other programs' conventions of this heat: Neuberg's rounding, a sit-out's score (docs/rules.md)."""
        # deferred: not loaded before the window's first paint (start-up)
        from tddesk.ui.dialogs.stages.conventions_dialog import ConventionsDialog

        self.dialog = ConventionsDialog(self.session, heat_id=self.heat_id, parent=self)
        self.dialog.open()
        return self.dialog

    def open_parity(self, path: Path | str | None = None) -> QDialog | None:
        """The parity report against another program's results for this heat (docs/pairs.md)."""
        if path is None:
            path, _filter = QFileDialog.getOpenFileName(
                self,
                self.tr("Choose the other program's results"),
                "",
                self.tr("PBN or the open format (*.pbn *.json);;All files (*)"),
            )
            if not path:
                return None
        # deferred: not loaded before the window's first paint (start-up)
        from tddesk.ui.dialogs.pairs.parity_dialog import ParityDialog

        self.dialog = ParityDialog(self.session, self.heat_id, path, self)
        self.dialog.open()
        return self.dialog

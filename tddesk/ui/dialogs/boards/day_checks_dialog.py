"""Bridgemate → Dagens kontroller…: the TD's checks of the day on the venue's Bridgemate file of the
stage in view (docs/bws.md, "The TD's checks of the day") — slow play from the Bridgemate clock
(P2), suspicious results, the line-ups keyed at the tables (T1-T5, P3) — each with its rule. The
late tables can be entered in the central-day table, where the slow-play ruling starts from them.
*Compare with par* solves the played deals double dummy off the UI thread (with progress and
Cancel) and adds each score far from par while the field is near it.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QListWidget, QPushButton, QVBoxLayout, QWidget

from tddesk.ids import StageId
from tddesk.services.central_day_times import day_timetable
from tddesk.services.day_check_rows import DayFindingRow
from tddesk.services.day_checks import keyed_lineups, record_bws_table_times, slow_play, suspicious_results, venue_rows
from tddesk.services.errors import ServiceError
from tddesk.services.par_check import far_from_par_findings, par_check
from tddesk.ui.session import UiSession
from tddesk.ui.widgets.long_work import LongWork

if TYPE_CHECKING:
    from tddesk.services.tournament import Change


class DayChecksDialog(QDialog):
    def __init__(self, session: UiSession, stage_id: StageId, path: str | Path, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("dayChecksDialog")
        self.session, self.stage_id, self.path = session, stage_id, Path(path)
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.findings_list = QListWidget(self)
        self.findings_list.setObjectName("dayChecksFindings")
        self.findings_list.setWordWrap(True)
        self.record_button = QPushButton(self)
        self.record_button.setObjectName("dayChecksRecord")
        self.record_button.clicked.connect(self.record_times)
        self.par_button = QPushButton(self)
        self.par_button.setObjectName("dayChecksPar")
        self.par_button.clicked.connect(self.check_par)
        self.par_state = QLabel(self)
        self.par_state.setObjectName("dayChecksParState")
        self.par_state.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.findings_list, 1)
        layout.addWidget(self.par_state)
        layout.addWidget(self.par_button)
        layout.addWidget(self.record_button)
        layout.addWidget(buttons)
        self.findings: list[DayFindingRow] = []
        self.overruns: list[DayFindingRow] = []
        self.par_findings: list[DayFindingRow] = []  # from the last par comparison, until the file changes
        self.retranslate()
        self.refresh()
        # Followed or played live, the file grows: the list follows each import into the stage.
        session.changed.connect(self._changed)
        self.resize(720, 480)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Checks of the day"))
        self.record_button.setText(self.tr("Enter the late tables in the central-day table"))
        self.par_button.setText(self.tr("Compare with double-dummy par…"))

    def _changed(self, change: Change) -> None:
        if self.isVisible() and getattr(change, "action", "") in ("import_bws", "record_table_time"):
            if getattr(change, "action", "") == "import_bws" and self.par_findings:
                self.par_findings = []  # new results: the comparison is run again when wanted
                self.par_state.setText(self.tr("New results came in; compare with par again."))
            self.refresh()

    def refresh(self) -> None:
        """Read the file again and list what the checks find."""
        tournament = self.session.tournament
        rows = venue_rows(self.path)
        self.overruns = slow_play(tournament, self.stage_id, rows)
        self.findings = self.overruns + keyed_lineups(tournament, self.stage_id, rows)
        self.findings += suspicious_results(tournament, {self.stage_id: rows})
        self.findings += self.par_findings
        self.findings_list.clear()
        for finding in self.findings:
            self.findings_list.addItem(f"{finding.rule}: {finding.words}")
        self.summary.setText(
            self.tr("{file}: {count} to look at.").format(file=self.path.name, count=len(self.findings))
            if self.findings
            else self.tr("{file}: nothing to report.").format(file=self.path.name)
        )
        view = day_timetable(self.session.tournament, self.stage_id) if self.overruns else None
        unrecorded = [
            finding
            for finding in self.overruns
            if view is None
            or finding.match_id is None  # no match or half: no table time either
            or finding.half is None
            or (row := view.table_time(finding.match_id, finding.half, 1 if finding.room == "open" else 2)) is None
            or row.overrun < (finding.minutes or 0)
        ]
        self.record_button.setEnabled(bool(unrecorded) and not self.session.read_only)

    def record_times(self) -> None:
        """Each late table's end into the central-day table, one undoable action a table."""
        for finding, change in zip(self.overruns, record_bws_table_times(self.session.tournament, self.overruns)):
            self.session.record(
                self.tr("Table time from the Bridgemate clock: table {table}, half {half}").format(
                    table=finding.table, half=finding.half
                ),
                change,
            )
        self.record_button.setEnabled(False)

    def check_par(self) -> None:
        """Solve the played deals double dummy in a worker thread; the file and the tournament are
        read here first. Cancel leaves the list as it was."""
        try:
            check = par_check(self.session.tournament, {self.stage_id: venue_rows(self.path)})
        except ServiceError as error:
            self.par_state.setText(str(error))
            return
        if not check.deals:
            self.par_state.setText(self.tr("No deals for the played boards: import the deal file first."))
            return
        work = LongWork(
            self,
            self.tr("Comparing {count} boards with double-dummy par…").format(count=len(check.deals)),
            lambda report: far_from_par_findings(check, report),
        )
        try:
            found = work.run()
        except ServiceError as error:
            self.par_state.setText(str(error))
            return
        if found is None:
            self.par_state.setText(self.tr("The comparison with par was cancelled; the list is as it was."))
            return
        self.par_findings = found
        self.par_state.setText(
            self.tr("{boards} boards compared with double-dummy par: {count} far from it.").format(
                boards=len(check.deals), count=len(found)
            )
        )
        self.refresh()

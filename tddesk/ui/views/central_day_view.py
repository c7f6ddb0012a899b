"""A central day at one venue (a semifinal, or the A-final's days): the timetable shifted for the
venue (A7) with lunch and the playing time (H4), the jury representatives, each table's start
and end time per half, the table-fee checklist (F2), and a printout of the day's schedule.

A table that ends after its half's allowed end opens the slow-play dialog (P2) with the minutes
filled in; ``slow_play_opener`` can be replaced (tests do). A semifinal's page also shows the
teams through to the A-final (A6) and creates the finals; the A-final's page shows the order in
which its teams choose their SM semifinal venue and prints the plaque list (M3).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Collection
from operator import itemgetter
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from tddesk.ids import MatchId, StageId
from tddesk.reports.day_schedule import write_day_schedule
from tddesk.rules.stage_kinds import StageKind
from tddesk.services.areas import Area
from tddesk.services.central_day_times import DayTimetableView, day_timetable
from tddesk.services.errors import ServiceError
from tddesk.services.finals import semifinal_qualifiers, sm_venue_choice_order
from tddesk.ui.formatting import ERROR_STYLE
from tddesk.ui.retranslating import Retranslating
from tddesk.ui.session import UiSession
from tddesk.ui.views.central_day_panels import FeeChecklist, JuryPanel, TableTimesPanel, ask_pdf_path, show_pdf
from tddesk.ui.views.live import touches
from tddesk.ui.widgets.row_table import Column, RowTableModel, row_table

if TYPE_CHECKING:
    from tddesk.services.tournament import Change
    from tddesk.ui.dialogs.stages.create_final import CreateFinalDialog


def _read_only_table(name: str, parent: QWidget) -> QTableView:
    return row_table(parent, name, RowTableModel(parent=parent), sortable=False, select_rows=False)


def _fill(table: QTableView, headings: list[str], rows: list[list[str]], numbers: Collection[int] = ()) -> None:
    """Rows of texts under ``headings``; the columns in ``numbers`` hold numbers (aligned right)."""
    columns = [Column(heading, itemgetter(index), number=index in numbers) for index, heading in enumerate(headings)]
    model = table.model()
    assert isinstance(model, RowTableModel)  # _read_only_table made it
    model.set_rows(rows, columns)


class CentralDayView(Retranslating, QWidget):
    # timetable, jury, table times, fees, qualifiers and finals
    AREAS = frozenset(Area) - {Area.MEMBERS, Area.LINEUPS}

    def __init__(self, session: UiSession, stage_id: StageId, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("centralDayView")
        self.session = session
        self.stage_id = stage_id
        self.view: DayTimetableView | None = None
        self.slow_play_opener = self.open_slow_play
        self.ask_pdf_path = ask_pdf_path
        self.show_pdf = show_pdf
        self.title_label = QLabel(self)
        font = self.title_label.font()
        font.setBold(True)
        self.title_label.setFont(font)
        self.facts_label = QLabel(self)
        self.facts_label.setWordWrap(True)
        self.message_label = QLabel(self)
        self.message_label.setObjectName("message")
        self.message_label.setStyleSheet(ERROR_STYLE)
        self.message_label.setWordWrap(True)
        self.print_button = QPushButton(self)
        self.print_button.setObjectName("printTimetable")
        self.timetable = _read_only_table("timetable", self)
        self.jury = JuryPanel(session, stage_id, self)
        self.table_times = TableTimesPanel(session, stage_id, self)
        self.fees = FeeChecklist(session, stage_id, self)
        self.finals_table = _read_only_table("finalsTable", self)
        self.finals_notes = QLabel(self)
        self.finals_notes.setWordWrap(True)
        self.a_final_button, self.b_final_button, self.plaques_button = (QPushButton(self) for _ in range(3))
        for button, name in (
            (self.a_final_button, "createAFinal"),
            (self.b_final_button, "createBFinal"),
            (self.plaques_button, "printPlaques"),
        ):
            button.setObjectName(name)
        self.tabs = QTabWidget(self)
        finals_page = QWidget(self)
        finals_layout = QVBoxLayout(finals_page)
        finals_layout.addWidget(self.finals_table, 1)
        finals_layout.addWidget(self.finals_notes)
        buttons = QHBoxLayout()
        for button in (self.a_final_button, self.b_final_button, self.plaques_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        finals_layout.addLayout(buttons)
        for page in (self.timetable, self.jury, self.table_times, self.fees, finals_page):
            self.tabs.addTab(page, "")
        top = QHBoxLayout()
        top.addWidget(self.title_label, 1)
        top.addWidget(self.print_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.facts_label)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.message_label)

        for panel in (self.jury, self.table_times, self.fees):
            panel.message.connect(self.message_label.setText)
        self.table_times.late.connect(lambda match_id, minutes: self.slow_play_opener(match_id, minutes))
        self.print_button.clicked.connect(lambda: self.print_timetable())
        self.a_final_button.clicked.connect(lambda: self.create_final(StageKind.A_FINAL))
        self.b_final_button.clicked.connect(lambda: self.create_final(StageKind.B_FINAL))
        self.plaques_button.clicked.connect(lambda: self.print_plaques())
        session.changed.connect(self.refresh)
        self.retranslate()

    def retranslate(self) -> None:
        self.print_button.setText(self.tr("&Print timetable…"))
        self.a_final_button.setText(self.tr("Create &A-final…"))
        self.b_final_button.setText(self.tr("Create &B-final…"))
        self.plaques_button.setText(self.tr("Print &plaque list…"))
        for index, title in enumerate(
            (self.tr("Timetable"), self.tr("Jury"), self.tr("Table times"), self.tr("Table fees"), self.tr("Finals"))
        ):
            self.tabs.setTabText(index, title)
        self.refresh()

    def ruling_prefill(self, kind: str) -> dict[str, object]:
        """F6 on a table that ended late: the slow-play dialog with its minutes over time (P2)."""
        row = self.table_times.currentIndex().row()
        if kind != "slow_play" or not 0 <= row < len(self.table_times.keys):
            return {}
        minutes = self.table_times.late_minutes_of(row)
        return {"minutes": minutes} if minutes else {}

    def selected_match_id(self) -> str | None:
        """The match of the table-times row the TD is on, for a ruling from the Domslut menu."""
        row = self.table_times.currentIndex().row()
        return self.table_times.keys[row][0] if 0 <= row < len(self.table_times.keys) else None

    # --- showing the day -----------------------------------------------------------------------

    def refresh(self, change: Change | None = None) -> None:
        if not touches(change, self.AREAS):
            return
        try:
            self.view = view = day_timetable(self.session.tournament, self.stage_id)
        except ServiceError as error:  # e.g. the stage itself was undone
            self.message_label.setText(str(error))
            return
        self.title_label.setText(view.stage_name)
        day = view.days[0].date.isoformat() if view.days and view.days[0].date else "–"
        facts = [
            self.tr("Venue: {venue}, {day}").format(venue=view.venue or "–", day=day),
            self.tr("Table fee {amount} kr per team and round (F2)").format(amount=int(view.table_fee)),
        ]
        self.facts_label.setText("\n".join(facts + list(view.notes)))
        rows = []
        for day_ in view.days:
            for index, round_ in enumerate(day_.rounds):
                matches = ", ".join(f"{match.home_name} – {match.away_name}" for match in round_.matches)
                for slot in round_.halves:
                    rows.append(
                        [
                            str(round_.number),
                            str(slot.half),
                            round_.date.isoformat() if round_.date else "",
                            slot.start.strftime("%H:%M"),
                            slot.end.strftime("%H:%M"),
                            matches if slot.half == 1 else "",
                        ]
                    )
                if index == 0 and day_.lunch:
                    rows.append(
                        ["", "", "", day_.lunch[0].strftime("%H:%M"), day_.lunch[1].strftime("%H:%M"), self.tr("Lunch")]
                    )
        _fill(
            self.timetable,
            [self.tr("Round"), self.tr("Half"), self.tr("Date"), self.tr("Start"), self.tr("End"), self.tr("Matches")],
            rows,
            numbers=(0, 1),
        )
        for panel in (self.jury, self.table_times, self.fees):
            panel.show_day(view)
        self._show_finals(view.kind)

    def _show_finals(self, kind: str) -> None:
        semifinal = kind == StageKind.SEMIFINAL
        self.a_final_button.setVisible(semifinal)
        self.b_final_button.setVisible(semifinal)
        self.plaques_button.setVisible(not semifinal)
        if semifinal:
            qualifiers = semifinal_qualifiers(self.session.tournament)
            _fill(
                self.finals_table,
                [self.tr("Team"), self.tr("Semifinal"), self.tr("Place"), self.tr("Why")],
                [[team.name, team.stage_name, str(team.rank), team.how] for team in qualifiers.teams],
                numbers=(2,),
            )
            self.finals_notes.setText("\n".join((self.tr("A6: the teams through to the A-final"), *qualifiers.notes)))
            return
        order = sm_venue_choice_order(self.session.tournament, self.stage_id)
        _fill(
            self.finals_table,
            [self.tr("Turn"), self.tr("Team"), self.tr("Place in the final")],
            [[str(row.position), row.name, str(row.rank)] for row in order.rows],
            numbers=(0, 2),
        )
        note = self.tr("The order in which the teams choose their SM semifinal venue, the winners first.")
        if not order.final_complete:
            note += " " + self.tr("Provisional: the final is not finished.")
        self.finals_notes.setText(note)

    # --- actions ---------------------------------------------------------------------------------

    def open_slow_play(self, match_id: MatchId, minutes: int | tuple[int, int]) -> QDialog | None:
        """P2: the slow-play dialog for the match, the late table's minutes filled in."""
        try:
            module = importlib.import_module("tddesk.ui.dialogs.rulings.slow_play")
        except ModuleNotFoundError:
            self.message_label.setText(
                self.tr("{minutes} minutes over the allowed time: rule slow play (P2).").format(minutes=minutes)
            )
            return None
        dialog: QDialog = module.SlowPlayDialog(self.session, self.stage_id, self, match_id=match_id, minutes=minutes)
        dialog.open()
        return dialog

    def print_timetable(self, path: Path | None = None) -> Path | None:
        """A7: save the day's schedule as a PDF (asked where, unless ``path`` is given) and show it."""
        name = self.view.stage_name if self.view else self.stage_id
        return self._print(
            path, f"{name}.pdf", lambda target: write_day_schedule(target, self.session.tournament, self.stage_id)
        )

    def print_plaques(self, path: Path | None = None) -> Path | None:
        """M3: the plaque and bonus list of the A-final."""
        try:
            plaques = importlib.import_module("tddesk.reports.plaques")
        except ModuleNotFoundError:
            self.message_label.setText(self.tr("The plaque list cannot be printed by this version."))
            return None
        return self._print(
            path,
            self.tr("Plaques.pdf"),
            lambda target: plaques.write_plaques(target, self.session.tournament, self.stage_id),
        )

    def _print(self, path: Path | None, suggested: str, write: Callable[[Path], object]) -> Path | None:
        path = path or self.ask_pdf_path(self, suggested)
        if path is None:
            return None
        try:
            write(Path(path))
        except (OSError, ServiceError) as error:
            self.message_label.setText(self.tr("The printout could not be saved: {error}").format(error=error))
            return None
        self.message_label.clear()
        self.show_pdf(Path(path))
        return Path(path)

    def create_final(self, kind: str) -> CreateFinalDialog:
        # deferred: not loaded before the window's first paint (start-up)
        from tddesk.ui.dialogs.stages.create_final import CreateFinalDialog

        dialog = CreateFinalDialog(self.session, kind, self)
        dialog.open()
        return dialog

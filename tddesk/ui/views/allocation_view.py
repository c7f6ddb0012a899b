"""From the heats to the semifinals: the places per heat (A1, A2), the offers of the places and
the teams' answers (A4), the order in which the accepted teams choose (A3), and creating the
semifinals (A5, A7).

The TD records each answer in turn; the view always says who to ask next ("Ask next: Ek
(Kvalheat Linköping)") and selects that team, so Accepts/Declines can be pressed in order. With
fewer than 22 teams A2 leaves the number of places to the committee: the places box is then
open, and the number typed there is kept in the file (an undoable action). Until one is kept the
box shows a suggestion, which is kept when the first answer is recorded. Every answer is an
undoable action.
"""

from __future__ import annotations

import datetime as dt
import math
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tddesk.reports.allocation_sheet import write_allocation_sheet
from tddesk.rules.stage_kinds import StageKind
from tddesk.services.advancement import ChoiceRow, choice_rows, set_semifinal_places
from tddesk.services.advancement_offers import OffersView, offers_state, record_offer, withdraw_answers_from
from tddesk.services.areas import Area
from tddesk.services.errors import ServiceError
from tddesk.ui.formatting import ERROR_STYLE
from tddesk.ui.retranslating import Retranslating
from tddesk.ui.session import UiSession
from tddesk.ui.views.allocation_columns import OfferLine, choice_columns, heat_columns, offer_columns
from tddesk.ui.views.central_day_panels import ask_pdf_path, show_pdf
from tddesk.ui.views.live import touches
from tddesk.ui.widgets.dates import date_edit
from tddesk.ui.widgets.row_table import RowTableModel, row_table

if TYPE_CHECKING:
    from tddesk.services.advancement import HeatEntry
    from tddesk.services.tournament import Change
    from tddesk.ui.dialogs.stages.create_semifinals import CreateSemifinalsDialog


def _table(name: str, model: RowTableModel[Any], parent: QWidget, *, stretch_last: bool = True) -> QTableView:
    table = row_table(parent, name, model, sortable=False, stretch_last=stretch_last)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    return table


class AllocationView(Retranslating, QWidget):
    # the heats' standings, the places (A1, A2) and the answers (A4)
    AREAS = frozenset(
        {
            Area.CHAMPIONSHIP,
            Area.TEAMS,
            Area.STAGES,
            Area.SCHEDULE,
            Area.RESULTS,
            Area.BOARDS,
            Area.RULINGS,
            Area.LOTS,
            Area.OFFERS,
        }
    )

    def __init__(self, session: UiSession, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("allocationView")
        self.session = session
        self.state: OffersView | None = None
        self._places_needed = False
        self._stored_places: int | None = None
        self.ask_pdf_path = ask_pdf_path
        self.show_pdf = show_pdf
        self.title_label = QLabel(self)
        bold = QFont(self.title_label.font())
        bold.setBold(True)
        self.title_label.setFont(bold)
        self.places_caption = QLabel(self)
        self.places_spin = QSpinBox(self)
        self.places_spin.setObjectName("places")
        self.places_spin.setRange(1, 999)
        self.places_spin.setKeyboardTracking(False)  # kept when the number is complete, not per key
        self.places_caption.setBuddy(self.places_spin)
        self.summary_label, self.notes_label, self.explanation_label = QLabel(self), QLabel(self), QLabel(self)
        self.notes_label.setObjectName("allocationNotes")
        self.next_label = QLabel(self)
        self.next_label.setObjectName("nextToAsk")
        self.next_label.setFont(bold)
        self.message_label = QLabel(self)
        self.message_label.setObjectName("message")
        self.message_label.setStyleSheet(ERROR_STYLE)
        # Every line wraps: an A4 message on one line widened the window past a laptop's screen.
        for label in (
            self.summary_label,
            self.notes_label,
            self.next_label,
            self.explanation_label,
            self.message_label,
        ):
            label.setWordWrap(True)
        self.heats_model: RowTableModel[HeatEntry] = RowTableModel(parent=self)
        self.offers_model: RowTableModel[OfferLine] = RowTableModel(parent=self)
        self.choice_model: RowTableModel[ChoiceRow] = RowTableModel(parent=self)
        self.heats_table = _table("heatsTable", self.heats_model, self)
        # Side by side on a laptop: a list too narrow for its columns scrolls, never cuts a date or a heat.
        self.offers_table = _table("offersTable", self.offers_model, self, stretch_last=False)
        self.choice_table = _table("choiceTable", self.choice_model, self, stretch_last=False)
        self.date_caption = QLabel(self)
        self.answer_date = date_edit(self, name="answerDate")
        self.date_caption.setBuddy(self.answer_date)
        self.accept_button, self.decline_button = QPushButton(self), QPushButton(self)
        self.accept_button.setObjectName("acceptButton")
        self.decline_button.setObjectName("declineButton")
        self.print_button, self.create_button = QPushButton(self), QPushButton(self)
        self.print_button.setObjectName("printAllocation")
        self.create_button.setObjectName("createSemifinals")
        # A4's way on when a changed result left recorded answers that no longer fit the standings.
        self.withdraw_button = QPushButton(self)
        self.withdraw_button.setObjectName("withdrawAnswers")
        self.withdraw_button.hide()
        self.withdraw_button.clicked.connect(self.withdraw_answers)

        top = QHBoxLayout()
        for widget in (self.title_label, self.places_caption, self.places_spin, self.print_button):
            top.addWidget(widget, 1 if widget is self.title_label else 0)
        answers = QHBoxLayout()
        for part in (self.date_caption, self.answer_date, self.accept_button, self.decline_button):
            answers.addWidget(part)
        answers.addStretch(1)
        answers.addWidget(self.create_button)
        lists = QHBoxLayout()
        lists.addWidget(self.offers_table, 3)
        lists.addWidget(self.choice_table, 2)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.summary_label)
        layout.addWidget(self.heats_table, 2)
        layout.addWidget(self.notes_label)
        layout.addWidget(self.next_label)
        layout.addWidget(self.withdraw_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.explanation_label)
        layout.addLayout(answers)
        layout.addLayout(lists, 3)
        layout.addWidget(self.message_label)

        self.places_spin.valueChanged.connect(self.store_places)
        self.accept_button.clicked.connect(lambda: self.answer(True))
        self.decline_button.clicked.connect(lambda: self.answer(False))
        self.print_button.clicked.connect(lambda: self.print_allocation())
        self.create_button.clicked.connect(lambda: self.open_create_semifinals())
        session.changed.connect(self.refresh)
        self.retranslate()

    def retranslate(self) -> None:
        self.title_label.setText(self.tr("Allocation to the semifinals"))
        self.places_caption.setText(self.tr("Semifinal &places:"))
        self.date_caption.setText(self.tr("Answer &date:"))
        self.accept_button.setText(self.tr("&Accepts"))
        self.decline_button.setText(self.tr("&Declines"))
        self.print_button.setText(self.tr("&Print allocation…"))
        self.create_button.setText(self.tr("Create &semifinals…"))
        self.heats_model.set_columns(heat_columns())
        self.offers_model.set_columns(offer_columns())
        self.choice_model.set_columns(choice_columns())
        self.refresh()

    # --- showing the allocation and the offers -------------------------------------------------

    def places(self) -> int | None:
        """The suggested places shown while A2 leaves them to the committee and the file keeps none;
        otherwise None: A2's number or the number kept in the file is used."""
        return self.places_spin.value() if self._places_needed and self._stored_places is None else None

    def refresh(self, change: Change | None = None) -> None:
        if not touches(change, self.AREAS):
            return
        tournament = self.session.tournament
        try:
            state = offers_state(tournament, StageKind.SEMIFINAL)
            result = state.file_allocation
            assert result is not None  # the semifinals' offers come with the file's allocation
            self._places_needed, self._stored_places = result.places_needed, result.stored_places
            if self._places_needed and self._stored_places is None:  # a suggestion until the TD gives one
                self._set_places(max(len(result.heats), tournament.profile.advancement.semifinal_teams))
                state = offers_state(tournament, StageKind.SEMIFINAL, self.places())
        except ServiceError as error:
            self.message_label.setText(str(error))
            return
        self.state = state
        result = state.file_allocation
        assert result is not None  # the semifinals' offers come with the file's allocation
        self.places_spin.setEnabled(result.places_needed)
        if not result.places_needed or result.places_stored:
            self._set_places(result.places or 1)
        self.places_spin.setToolTip(
            self.tr("A2: fewer than 22 teams — the committee decides the places")
            if result.places_needed
            else self.tr("A2: {count} semifinals of four").format(count=result.semifinals)
        )
        self.summary_label.setText(
            self.tr("{teams} teams in {heats} heats; {places} semifinal places.").format(
                teams=result.total_teams, heats=len(result.heats), places=result.places or "–"
            )
        )
        self.heats_model.set_rows(result.heats)
        self.notes_label.setText("\n".join(result.tie_figures + result.notes))
        self.next_label.setText(state.next_to_ask)
        self._show_way_on(state)
        self.explanation_label.setText(state.explanation)
        self._show_offers(state)

    def _set_places(self, value: int) -> None:
        self.places_spin.blockSignals(True)
        self.places_spin.setValue(value)
        self.places_spin.blockSignals(False)

    def _show_offers(self, state: OffersView) -> None:
        words = {"accepted": self.tr("accepts"), "declined": self.tr("declines"), "offered": self.tr("not answered")}
        lines = [
            OfferLine(
                row.stage_id,
                row.team_id,
                row.name,
                row.stage_name,
                row.rank,
                words[row.status],
                row.answered_on.isoformat() if row.answered_on else "",
            )
            for row in state.rows
        ]
        asked = next((index for index, row in enumerate(state.rows) if row.ask_now), None)
        if asked is None and state.next_team_id is not None:  # asked outside the list: from the next heat in line
            lines.append(self._next_line(state))
            asked = len(lines) - 1
        self.offers_model.set_rows(lines)
        if asked is not None:
            self.offers_table.selectRow(asked)
        choices = choice_rows(state.file_allocation, state.accepted) if state.file_allocation else ()
        self.choice_model.set_rows(choices)
        self.create_button.setEnabled(bool(choices))
        for button in (self.accept_button, self.decline_button):
            button.setEnabled(state.next_team_id is not None or any(r.status == "offered" for r in state.rows))

    def _next_line(self, state: OffersView) -> OfferLine:
        assert state.file_allocation is not None  # the semifinals' offers come with the file's allocation
        heat = next(
            heat
            for heat in state.file_allocation.heats
            if any(team.team_id == state.next_team_id for team in heat.ranked)
        )
        team = next(team for team in heat.ranked if team.team_id == state.next_team_id)
        return OfferLine(heat.stage_id, team.team_id, team.name, heat.name, team.rank, self.tr("ask now"))

    # --- actions -------------------------------------------------------------------------------

    def store_places(self, places: int) -> bool:
        """A2: keep the committee's number of semifinal places in the file (undoable)."""
        if not self._places_needed or places == self._stored_places:
            return False
        try:
            self.session.perform(
                self.tr("Semifinal places: {places}").format(places=places), set_semifinal_places, places
            )
        except ServiceError as error:
            self.message_label.setText(str(error))
            self.refresh()  # back to the number kept
            return False
        self.message_label.clear()
        return True

    def _show_way_on(self, state: OffersView) -> None:
        """A dead end says what happened and what the TD can do: the disabled buttons say why, and
        answers that no longer fit can be taken back here (undoable)."""
        misfit = state.misfit_team_id
        heats = state.file_allocation.heats if state.file_allocation is not None else ()
        names = {team.team_id: team.name for heat in heats for team in heat.ranked}
        self.withdraw_button.setVisible(misfit is not None and not self.session.read_only)
        if misfit is not None:
            self.withdraw_button.setText(
                self.tr("Take back the answers from {team} on, and ask again").format(team=names.get(misfit, misfit))
            )
        why = state.problem
        for button in (self.accept_button, self.decline_button, self.create_button):
            button.setToolTip(why)
        self.offers_table.setToolTip(why)
        self.choice_table.setToolTip(why)

    def withdraw_answers(self) -> bool:
        """A4: the answers from the one that no longer fits on are taken back; Ctrl+Z brings them back."""
        team_id = self.state.misfit_team_id if self.state is not None else None
        if team_id is None:
            return False
        try:
            self.session.perform(self.withdraw_button.text().rstrip("."), withdraw_answers_from, "semifinal", team_id)
        except ServiceError as error:
            self.message_label.setText(str(error))
            return False
        self.message_label.clear()
        return True

    def answer(self, accepted: bool) -> bool:
        """A4: the selected team (the one to ask next, unless the TD chose another) answers."""
        index = self.offers_table.currentIndex()
        if not index.isValid():
            self.message_label.setText(self.tr("Choose the team that answers."))
            return False
        line = self.offers_model.row(index.row())
        stage_id, team_id = line.stage_id, line.team_id
        text = (
            self.tr("{team} accepts a semifinal place") if accepted else self.tr("{team} declines a semifinal place")
        ).format(team=line.name)
        places = self.places()
        if places is not None and not self.store_places(places):  # answers read the kept number
            return False
        try:
            self.session.perform(
                text,
                record_offer,
                stage_id,
                team_id,
                StageKind.SEMIFINAL,
                accepted,
                cast(dt.date, self.answer_date.date().toPython()),
            )
        except ServiceError as error:
            self.message_label.setText(str(error))
            return False
        self.message_label.clear()
        return True

    def open_create_semifinals(self) -> CreateSemifinalsDialog:
        # deferred: not loaded before the window's first paint (start-up)
        from tddesk.ui.dialogs.stages.create_semifinals import CreateSemifinalsDialog

        state = self.state
        choices = choice_rows(state.file_allocation, state.accepted) if state and state.file_allocation else ()
        result = state.file_allocation if state else None
        semifinals = (
            result.semifinals
            if result and result.semifinals
            else max(1, math.ceil(len(choices) / self.session.tournament.profile.advancement.semifinal_teams))
        )
        dialog = CreateSemifinalsDialog(
            self.session, choices, semifinals, self.session.tournament.profile.dates.semifinal_day, self
        )
        dialog.open()
        return dialog

    def print_allocation(self, path: Path | None = None) -> Path | None:
        """A1-A3: save the allocation sheet as a PDF (asked where, unless ``path`` is given) and show it."""
        path = path or self.ask_pdf_path(self, self.tr("Semifinal places.pdf"))
        if path is None:
            return None
        state = self.state
        choices = choice_rows(state.file_allocation, state.accepted) if state and state.file_allocation else ()
        try:
            write_allocation_sheet(Path(path), self.session.tournament, self.places(), choices)
        except (OSError, ServiceError) as error:
            self.message_label.setText(self.tr("The printout could not be saved: {error}").format(error=error))
            return None
        self.show_pdf(Path(path))
        return Path(path)

"""The team list (T1-T6, F1-F3): all teams of the championship, or those of one stage.

Each team's status is an icon with a word; hovering it lists every eligibility and fee problem
in words, each naming its rule. New, Edit (Enter, double-click) and Remove (Del) act through
the session, so everything is saved at once and can be undone.
"""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from tddesk.i18n import translate
from tddesk.ids import StageId, TeamId
from tddesk.rules.eligibility import EligibilityStatus
from tddesk.services.areas import Area
from tddesk.services.errors import ServiceError
from tddesk.services.fees import fee_overview
from tddesk.services.stages import stage_view, stage_views
from tddesk.services.teams import TeamView, remove_team, team_views
from tddesk.services.tournament import Change
from tddesk.ui.dialogs.imports.team_import_dialog import TeamImportDialog, save_team_template
from tddesk.ui.dialogs.registration.team_dialog import TeamDialog
from tddesk.ui.formatting import ERROR_STYLE
from tddesk.ui.retranslating import Retranslating
from tddesk.ui.session import UiSession
from tddesk.ui.views.fees_view import format_kronor
from tddesk.ui.views.live import touches
from tddesk.ui.widgets.row_table import Column, RowTableModel, row_table

Dialog = TypeVar("Dialog", bound=QDialog)

NAME, PLAYERS, STATUS, SM_ONLY, AGES, CAPTAIN = range(6)
TeamRow = tuple[TeamView, list[str]]  # a team and its unpaid fees in words


class TeamsView(Retranslating, QWidget):
    # teams, rosters and eligibility (T1-T6)
    AREAS = frozenset({Area.CHAMPIONSHIP, Area.MEMBERS, Area.TEAMS, Area.ROSTERS, Area.STAGES})

    def __init__(self, session: UiSession, stage_id: StageId | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("teamsView")
        self.session = session
        self.stage_id = stage_id
        self.dialog: QDialog | None = None  # a team's dialog or the import
        self.confirm_box: QMessageBox | None = None

        self.title_label = QLabel(self)
        font = self.title_label.font()
        font.setBold(True)
        self.title_label.setFont(font)
        self.model: RowTableModel[TeamRow] = RowTableModel(parent=self)
        self.table = row_table(self, "teamTable", self.model)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.message_label = QLabel(self)
        self.message_label.setObjectName("teamsMessage")
        self.message_label.setStyleSheet(ERROR_STYLE)
        self.message_label.setWordWrap(True)

        self.new_button = QPushButton(self)
        self.edit_button = QPushButton(self)
        self.remove_button = QPushButton(self)
        self.import_button = QPushButton(self)
        self.template_button = QPushButton(self)
        buttons = QHBoxLayout()
        for button in (self.new_button, self.edit_button, self.remove_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.import_button)
        buttons.addWidget(self.template_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title_label)
        layout.addLayout(buttons)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.message_label)

        self.new_button.clicked.connect(self.new_team)
        self.edit_button.clicked.connect(self.edit_team)
        self.remove_button.clicked.connect(self.ask_remove_team)
        self.import_button.clicked.connect(self.import_teams)
        self.template_button.clicked.connect(lambda: save_team_template(self))
        self.table.activated.connect(self.edit_team)  # Enter and double-click
        QShortcut(QKeySequence(Qt.Key.Key_Insert), self.table, self.new_team, context=Qt.ShortcutContext.WidgetShortcut)
        QShortcut(
            QKeySequence(Qt.Key.Key_Delete), self.table, self.ask_remove_team, context=Qt.ShortcutContext.WidgetShortcut
        )
        self.table.selectionModel().currentRowChanged.connect(self._enable_buttons)
        session.changed.connect(self.refresh)
        self.retranslate()

    def retranslate(self) -> None:
        self.new_button.setText(self.tr("&New team… (Ins)"))
        self.edit_button.setText(self.tr("&Edit… (Enter)"))
        self.remove_button.setText(self.tr("&Remove (Del)"))
        self.import_button.setText(self.tr("&Import from workbook…"))
        self.template_button.setText(self.tr("Team &workbook template…"))
        self.model.set_columns(
            (
                Column(self.tr("Team"), lambda row: row[0].name),
                Column(
                    self.tr("Players"),
                    lambda row: str(len(row[0].players)),
                    number=True,
                    sort_key=lambda row: len(row[0].players),
                ),
                Column(
                    self.tr("Status"),
                    lambda row: self._status(row)[1],
                    tooltip=self._problems,
                    roles=lambda row: {Qt.ItemDataRole.DecorationRole: self.style().standardIcon(self._status(row)[0])},
                    sort_key=lambda row: self._status(row)[2],
                ),
                Column(
                    self.tr("SM places only"),
                    lambda row: self.tr("SM places only") if row[0].summary.sm_places_only else "",
                ),
                Column(self.tr("Junior/veteran"), lambda row: self._ages(row[0])),
                Column(
                    self.tr("Captain"),
                    lambda row: next((p.name for p in row[0].players if p.mid == row[0].captain_mid), ""),
                ),
            )
        )
        self.refresh()

    # --- showing the teams -------------------------------------------------------------------

    def refresh(self, change: Change | None = None) -> None:
        """Read the teams again (after any action, undo or redo), keeping the selected team."""
        if not touches(change, self.AREAS):
            return
        chosen = self.current_team_id()
        tournament = self.session.tournament
        try:
            teams = team_views(tournament, self.stage_id)
            fees = self._fee_problems()
            stage_name = stage_view(tournament, self.stage_id).form.name if self.stage_id else None
        except ServiceError as error:  # the stage itself was undone
            self.message_label.setText(str(error))
            return
        self.title_label.setText(
            self.tr("Teams in {stage}: {count}").format(stage=stage_name, count=len(teams))
            if stage_name
            else self.tr("Teams: {count}").format(count=len(teams))
        )
        self.model.set_rows([(team, fees.get(team.id, [])) for team in teams])
        rows = [team.id for team, _fees in self.model.rows]
        if chosen in rows:
            self.table.selectRow(rows.index(chosen))
        elif rows:
            self.table.selectRow(0)
        self._enable_buttons()

    def _status(self, row: TeamRow) -> tuple[QStyle.StandardPixmap, str, int]:
        """The status's icon, word and order (refused first when sorted)."""
        team, fee_problems = row
        if team.summary.status is EligibilityStatus.REFUSED:
            return QStyle.StandardPixmap.SP_MessageBoxCritical, self.tr("Refused"), 0
        if team.summary.status is EligibilityStatus.WARNINGS or fee_problems:
            return QStyle.StandardPixmap.SP_MessageBoxWarning, self.tr("Check"), 1
        return QStyle.StandardPixmap.SP_DialogApplyButton, self.tr("OK"), 2

    def _problems(self, row: TeamRow) -> str:
        """Every eligibility and fee problem of the team in words, each naming its rule."""
        team, fee_problems = row
        problems = [finding.text(translate) for finding in team.findings] + fee_problems
        return "\n".join(problems) if problems else self.tr("No eligibility or fee problems.")

    def _ages(self, team: TeamView) -> str:
        ages = team.ages
        if ages.junior_team:
            return self.tr("Junior team")
        if ages.veteran_team:
            return self.tr("Veteran team")
        parts = []
        if ages.juniors:
            parts.append(self.tr("juniors: {count}").format(count=ages.juniors))
        if ages.veterans:
            parts.append(self.tr("veterans: {count}").format(count=ages.veterans))
        return ", ".join(parts)

    def _fee_problems(self) -> dict[str, list[str]]:
        """Team id → unpaid fees in words (F1, F2), from the stage's fee overview (all stages' when
        the list shows every team)."""
        tournament = self.session.tournament
        stages = [self.stage_id] if self.stage_id else [stage.id for stage in stage_views(tournament)]
        problems: dict[str, list[str]] = {}
        for stage_id in stages:
            overview = fee_overview(tournament, stage_id)
            for row in overview.rows:
                if row.fees.outstanding <= 0:
                    continue
                if row.entry_paid_on is None and row.fees.entry_fee_net > 0:
                    text = self.tr("F1: the entry fee is not paid; {amount} kr outstanding in {stage}")
                else:
                    text = self.tr("F2: {amount} kr of table fees not paid in {stage}")
                problems.setdefault(row.team_id, []).append(
                    text.format(amount=format_kronor(row.fees.outstanding), stage=overview.stage_name)
                )
        return problems

    def current_team_id(self) -> TeamId | None:
        index = self.table.currentIndex()
        return self.model.row(index.row())[0].id if index.isValid() else None

    def _enable_buttons(self) -> None:
        chosen = self.current_team_id() is not None
        self.edit_button.setEnabled(chosen)
        self.remove_button.setEnabled(chosen)
        self.import_button.setEnabled(bool(self.stage_id) or bool(stage_views(self.session.tournament)))

    # --- actions -----------------------------------------------------------------------------

    def new_team(self) -> TeamDialog:
        return self._open(TeamDialog(self.session, stage_id=self.stage_id, parent=self))

    def edit_team(self, index: QModelIndex | None = None) -> TeamDialog | None:
        if isinstance(index, QModelIndex) and index.isValid():
            self.table.setCurrentIndex(index)
        team_id = self.current_team_id()
        if team_id is None:
            return None
        return self._open(TeamDialog(self.session, team_id, parent=self))

    def import_teams(self) -> TeamImportDialog:
        return self._open(TeamImportDialog(self.session, self.stage_id, parent=self))

    def _open(self, dialog: Dialog) -> Dialog:
        self.message_label.clear()
        if self.dialog is not None and self.dialog.isVisible():
            self.dialog.close()
        self.dialog = dialog
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.destroyed.connect(lambda: setattr(self, "dialog", None) if self.dialog is dialog else None)
        dialog.open()
        return dialog

    def ask_remove_team(self) -> QMessageBox | None:
        """Show what will go and wait for Yes (without blocking); the removal can be undone."""
        team_id = self.current_team_id()
        if team_id is None:
            return None
        name = self.model.row(self.table.currentIndex().row())[0].name
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Remove team"),
            self.tr("Remove {team} and its list of players? Edit → Undo brings it back.").format(team=name),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self,
        )
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.buttonClicked.connect(
            lambda button: (
                self.remove_team(team_id, name)
                if box.standardButton(button) == QMessageBox.StandardButton.Yes
                else None
            )
        )
        self.confirm_box = box
        box.open()
        return box

    def remove_team(self, team_id: TeamId, name: str) -> bool:
        try:
            self.session.perform(self.tr("Remove team {team}").format(team=name), remove_team, team_id)
        except ServiceError as error:
            self.message_label.setText(str(error))
            return False
        self.message_label.clear()
        return True

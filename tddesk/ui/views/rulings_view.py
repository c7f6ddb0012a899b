"""The rulings of a stage (P1-P6, W1-W5): every penalty, walkover and exclusion with team, match,
VP, rule, explanation, who ruled it and when; provisional and pending rulings marked.

Buttons open the ruling dialogs; Edit reopens a ruling with its values, Remove takes it back
after saying what will change. Every action is one step on the window's undo stack, and the list
follows every change of the file. ``open_ruling_dialog`` is the one way to open a ruling dialog,
also for the Domslut menu.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tddesk import numbers
from tddesk.ids import StageId
from tddesk.services.areas import Area
from tddesk.services.errors import ServiceError
from tddesk.services.exclusions import EXCLUSION_KINDS, readmit_team
from tddesk.services.ruling_list import RulingRow
from tddesk.services.rulings import remove_ruling, rulings
from tddesk.services.walkovers import remove_walkover
from tddesk.ui.dialogs.rulings.committee import CommitteeDialog
from tddesk.ui.dialogs.rulings.exclusion import ExclusionDialog
from tddesk.ui.dialogs.rulings.late_arrival import LateArrivalDialog
from tddesk.ui.dialogs.rulings.ruling_common import DASH, RulingDialog, stage_matches
from tddesk.ui.dialogs.rulings.slow_play import SlowPlayDialog
from tddesk.ui.dialogs.rulings.unauthorised_player import UnauthorisedPlayerDialog
from tddesk.ui.dialogs.rulings.walkover import WalkoverDialog
from tddesk.ui.views.live import LiveView
from tddesk.ui.widgets.row_table import Column, RowTableModel, sort_by_header

if TYPE_CHECKING:
    from tddesk.ui.session import UiSession

DIALOGS: dict[str, type[RulingDialog]] = {
    "late_arrival": LateArrivalDialog,
    "slow_play": SlowPlayDialog,
    "unauthorised_player": UnauthorisedPlayerDialog,
    "walkover": WalkoverDialog,
    "exclusion": ExclusionDialog,
    "committee": CommitteeDialog,
}
EDITABLE = ("late_arrival", "slow_play", "committee")  # the kinds update_ruling corrects
NEW_PER_ROW = 3  # the buttons of new rulings, in rows of three
ROUND, MATCH, TEAM, RULE, VP, STATUS, TEXT, WHO, WHEN = range(9)


def open_ruling_dialog(
    kind: str, session: UiSession, stage_id: StageId, parent: QWidget | None = None, **prefill: Any
) -> RulingDialog:
    """Open the dialog for ``kind`` (a key of DIALOGS) on ``stage_id``, window-modal and not blocking.

    ``prefill`` goes to the dialog's constructor: ``match_id``, ``team_id``, ``minutes`` (slow play:
    an int or (open room, closed room)), ``mid``, ``ruled_on``, ``kind``/``reason``/``on`` (exclusion),
    ``vp``/``reason`` (committee), or ``penalty_id`` to correct a late arrival, slow play or committee
    ruling. OK saves one undoable action; the dialog deletes itself when closed. Raises ValueError
    for an unknown kind and ServiceError when the ruling to correct no longer exists.
    """
    if kind not in DIALOGS:
        raise ValueError(f"unknown ruling dialog {kind!r}; known: {', '.join(DIALOGS)}")
    dialog = DIALOGS[kind](session, stage_id, parent, **prefill)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog


class RulingsModel(RowTableModel[RulingRow]):
    """The stage's rulings through declared columns; provisional and pending rulings in italics."""

    def __init__(self, session: UiSession, stage_id: StageId, parent: QObject | None = None):
        super().__init__(parent=parent, row_roles=_italic_when_open)
        self._session = session
        self.stage_id = stage_id
        self.match_names: dict[str, str] = {}
        self.reload()

    def reload(self) -> None:
        tournament = self._session.tournament
        found = rulings(tournament, self.stage_id)
        self.match_names = {m.id: f"{m.home_name} – {m.away_name}" for m in stage_matches(tournament, self.stage_id)}
        self.set_rows(found, self.declared_columns())  # the columns too: their words follow the language

    def status_text(self, row: RulingRow) -> str:
        if row.provisional:
            return self.tr("Provisional")
        return self.tr("Committee pending") if row.pending_committee else ""

    def declared_columns(self) -> tuple[Column[RulingRow], ...]:
        def explained(row: RulingRow) -> str:
            return row.text

        return (
            Column(
                self.tr("Round"),
                lambda row: str(row.round) if row.round is not None else DASH,
                number=True,
                sort_key=lambda row: (row.round is None, row.round or 0),
            ),
            Column(self.tr("Match"), lambda row: self.match_names.get(row.match_id, DASH) if row.match_id else DASH),
            Column(self.tr("Team"), lambda row: row.team_name),
            Column(self.tr("Rule"), lambda row: row.rule),
            Column(
                self.tr("VP"),
                lambda row: numbers.vp(row.vp) + ("*" if row.provisional else ""),
                number=True,
                sort_key=lambda row: row.vp,
            ),
            Column(self.tr("Status"), self.status_text, tooltip=explained),
            Column(self.tr("Ruling"), explained, tooltip=explained),
            Column(self.tr("By"), lambda row: row.who or ""),
            Column(self.tr("When"), lambda row: row.when.strftime("%Y-%m-%d %H:%M") if row.when else ""),
        )


def _italic_when_open(row: RulingRow) -> dict[int, object]:
    if not (row.provisional or row.pending_committee):
        return {}
    font = QFont()
    font.setItalic(True)
    return {Qt.ItemDataRole.FontRole: font}


class RulingsView(LiveView, QWidget):
    AREAS = frozenset(
        {
            Area.MEMBERS,
            Area.TEAMS,
            Area.ROSTERS,
            Area.STAGES,
            Area.SCHEDULE,
            Area.RESULTS,
            Area.BOARDS,
            Area.LINEUPS,
            Area.RULINGS,
        }
    )

    def __init__(self, session: UiSession, stage_id: StageId, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("rulingsView")
        self.session = session
        self.stage_id = stage_id
        self._stale = False
        self.dialog: RulingDialog | None = None  # the dialog opened last
        self.model = RulingsModel(session, stage_id, self)
        self.table = QTableView(self)
        self.table.setObjectName("rulingsTable")
        self.table.setModel(self.model)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setWordWrap(True)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(TEXT, QHeaderView.ResizeMode.Stretch)
        sort_by_header(self.table)
        self.table.doubleClicked.connect(lambda _index: self.edit_selected())

        self.new_buttons = {kind: QPushButton(self) for kind in DIALOGS}
        for kind, button in self.new_buttons.items():
            button.setObjectName(f"new_{kind}")
            button.clicked.connect(lambda _checked=False, kind=kind: self.open_new(kind))
        self.edit_button, self.remove_button = QPushButton(self), QPushButton(self)
        self.edit_button.setObjectName("editRuling")
        self.remove_button.setObjectName("removeRuling")
        self.edit_button.clicked.connect(self.edit_selected)
        self.remove_button.clicked.connect(self.remove_selected)
        self.message_label = QLabel(self)
        self.message_label.setObjectName("message")
        self.message_label.setWordWrap(True)
        # Two rows of three: one row of six buttons kept the window wider than a 1280-pixel laptop.
        new_row, change_row = QGridLayout(), QHBoxLayout()
        for position, button in enumerate(self.new_buttons.values()):
            new_row.addWidget(button, position // NEW_PER_ROW, position % NEW_PER_ROW)
        new_row.setColumnStretch(NEW_PER_ROW, 1)
        change_row.addWidget(self.edit_button)
        change_row.addWidget(self.remove_button)
        change_row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(new_row)
        layout.addWidget(self.table, 1)
        layout.addLayout(change_row)
        layout.addWidget(self.message_label)

        self.table.selectionModel().selectionChanged.connect(self._update_buttons)
        self.model.modelReset.connect(self._update_buttons)
        session.changed.connect(self.on_change)
        self.retranslate()
        self._update_buttons()

    def retranslate(self) -> None:
        texts = {
            "late_arrival": self.tr("New &late arrival…"),
            "slow_play": self.tr("New &slow play…"),
            "unauthorised_player": self.tr("New &unauthorised player…"),
            "walkover": self.tr("New &walkover…"),
            "exclusion": self.tr("E&xclude a team…"),
            "committee": self.tr("New &committee decision…"),
        }
        for kind, button in self.new_buttons.items():
            button.setText(texts[kind])
        self.edit_button.setText(self.tr("&Edit…"))
        self.remove_button.setText(self.tr("&Remove…"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange and "model" in self.__dict__:
            self.retranslate()
            self.refresh()  # the explanations come from the services in the new language
        super().changeEvent(event)

    def refresh(self) -> None:
        self._stale = False
        self.model.reload()

    def selected(self) -> RulingRow | None:
        rows = self.table.selectionModel().selectedRows()
        return self.model.row(rows[0].row()) if rows else None

    def selected_match_id(self) -> str | None:
        """The match of the selected ruling, for a new ruling from the Domslut menu."""
        row = self.selected()
        return row.match_id if row is not None else None

    def select_row(self, row: int) -> None:
        self.table.selectRow(row)

    def _update_buttons(self, *_args: object) -> None:
        writable = not self.session.read_only
        row = self.selected()
        for button in self.new_buttons.values():
            button.setEnabled(writable)
        self.edit_button.setEnabled(writable and row is not None and row.kind in EDITABLE)
        self.edit_button.setToolTip(
            ""
            if row is None or row.kind in EDITABLE
            else self.tr("This ruling has nothing to correct: remove it and rule again.")
        )
        self.remove_button.setEnabled(writable and row is not None)

    def open_new(self, kind: str) -> RulingDialog:
        """A new ruling; a committee decision starts from the selected pending ruling, if any."""
        prefill = {}
        row = self.selected()
        if kind == "committee" and row is not None and row.pending_committee:
            prefill = {"team_id": row.team_id, "match_id": row.match_id}
        return self._open(kind, **prefill)

    def edit_selected(self) -> RulingDialog | None:
        row = self.selected()
        if row is None or row.kind not in EDITABLE or self.session.read_only:
            return None
        return self._open(row.kind, penalty_id=row.id)

    def _open(self, kind: str, **prefill: Any) -> RulingDialog:
        self.message_label.clear()
        self.dialog = open_ruling_dialog(kind, self.session, self.stage_id, self, **prefill)
        return self.dialog

    def confirm(self, question: str) -> bool:
        """Yes/no from the TD; tests replace it on the instance."""
        answer = QMessageBox.question(
            self,
            self.tr("Remove the ruling"),
            question,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def remove_selected(self) -> bool:
        """Take the selected ruling back after saying what will change; one undoable action."""
        row = self.selected()
        if row is None or self.session.read_only:
            return False
        if row.kind in EXCLUSION_KINDS:
            question = self.tr(
                "Readmit {team}? Its results in this stage count again and every opponent gets back the VP it lost."
            ).format(team=row.team_name)
            action: tuple[Any, ...] = (  # the action's text, its service and the service's arguments
                self.tr("Readmitted: {team}").format(team=row.team_name),
                readmit_team,
                self.stage_id,
                row.team_id,
            )
        elif row.kind == "walkover":
            question = self.tr(
                "Remove the walkover {team} gave in round {round}? The match can then be played or "
                "entered; an exclusion W5 recorded for it goes too."
            ).format(team=row.team_name, round=row.round)
            action = (self.tr("Walkover removed: {team}").format(team=row.team_name), remove_walkover, row.match_id)
        else:
            question = self.tr("Remove the ruling {rule} against {team} ({vp} VP)? The team gets the VP back.").format(
                rule=row.rule, team=row.team_name, vp=numbers.vp(row.vp)
            )
            action = (
                self.tr("Ruling removed: {rule} {team}").format(rule=row.rule, team=row.team_name),
                remove_ruling,
                row.id,
            )
        if not self.confirm(question + "\n\n" + self.tr("Undo brings it back.")):
            return False
        try:
            self.session.perform(*action)
        except ServiceError as error:
            self.message_label.setText(str(error))
            return False
        return True

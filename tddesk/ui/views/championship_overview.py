"""The page of the championship item: the championship, its profile and stages, "New heat…" and
"New SM stage…"; and the page layout the stages' "Settings" pages share (``OverviewPage``).

It is the first view the window shows on opening a file, so it reads only the file's outline and
profile, which need no ORM, and imports the settings dialogs when they are first opened: the
window paints it before SQLAlchemy has loaded (docs/architecture.md, "Cold start").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tddesk.i18n import counted
from tddesk.services.areas import Area
from tddesk.ui.session import UiSession
from tddesk.ui.views.live import touches

if TYPE_CHECKING:
    from tddesk.services.tournament import Change
    from tddesk.ui.dialogs.stages.heat_settings import HeatSettingsDialog
    from tddesk.ui.dialogs.stages.sm_stage_dialog import SmStageDialog

MAX_LINES_SHOWN = 20  # the championship page's stages: more scroll
OVERVIEW_AREAS = frozenset({Area.CHAMPIONSHIP, Area.STAGES, Area.TEAMS})  # what the pages show


def heading_label(parent: QWidget) -> QLabel:
    label = QLabel(parent)
    label.setObjectName("heading")
    font = label.font()
    font.setPointSizeF(font.pointSizeF() * 1.4)
    font.setBold(True)
    label.setFont(font)
    return label


class OverviewPage(QWidget):
    """A heading, label rows, notes and one button; subclasses define refresh() and open_dialog()."""

    def __init__(self, session: UiSession, parent: QWidget | None = None):
        super().__init__(parent)
        self.session = session
        self.heading = heading_label(self)
        self.body = QFormLayout()
        self.notes = QLabel(self)
        self.notes.setObjectName("notes")
        self.notes.setWordWrap(True)
        self.notes.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.button = QPushButton(self)
        self.button.setEnabled(not session.read_only)
        buttons = QHBoxLayout()
        buttons.addWidget(self.button)
        buttons.addStretch(1)
        self.button_row = buttons
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addLayout(self.body)
        layout.addWidget(self.notes)
        layout.addLayout(buttons)
        layout.addStretch(1)

    def rows(self, rows: list[tuple[str, str]]) -> None:
        while self.body.rowCount():
            self.body.removeRow(0)
        for caption, value in rows:
            shown = QLabel(value, self)
            shown.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self.body.addRow(caption, shown)

    def refresh(self, change: Change | None = None) -> None:
        raise NotImplementedError

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        super().changeEvent(event)


class ChampionshipOverview(OverviewPage):
    def __init__(self, session: UiSession, parent: QWidget | None = None):
        super().__init__(session, parent)
        self.setObjectName("championshipOverview")
        self.button.setObjectName("newHeat")
        self.button.clicked.connect(self.open_dialog)
        self.sm_button = QPushButton(self)
        self.sm_button.setObjectName("newSmStage")
        self.sm_button.clicked.connect(self.open_sm_dialog)
        self.sm_button.setEnabled(not session.read_only)
        self.button_row.insertWidget(1, self.sm_button)
        self.stages = _stage_table(self)
        layout = self.layout()
        assert isinstance(layout, QVBoxLayout)  # OverviewPage lays its page out in a column
        layout.insertWidget(2, self.stages, 1)
        session.changed.connect(self.refresh)
        self.refresh()

    def refresh(self, change: Change | None = None) -> None:
        if not touches(change, OVERVIEW_AREAS):
            return
        tournament = self.session.tournament
        file = self.session.outline()  # set-based: a national file has 2,000 heats
        self.heading.setText(file.championship)
        stages = file.stages
        self.rows(
            [
                (self.tr("Regulation profile:"), tournament.profile.profile.name),
                (self.tr("File:"), str(tournament.path)),
            ]
        )
        _fill(
            self.stages,
            [
                (
                    stage.name + ":",
                    self.tr("{teams} teams, {boards} boards per match").format(
                        teams=stage.team_count, boards=stage.boards_per_match
                    ),
                )
                for stage in stages
            ],
        )
        if stages:
            self.notes.setText("")
        elif file.pairs_events:  # a pairs championship speaks of its own events, not of team heats
            self.notes.setText(
                "\n".join(
                    counted(
                        len(event.heats),
                        self.tr("{event}: 1 heat or final"),
                        self.tr("{event}: {heats} heats and finals"),
                    ).format(event=event.name, heats=len(event.heats))
                    for event in file.pairs_events
                )
            )
        else:
            self.notes.setText(self.tr("No heats yet. Create the first with New heat."))
        # A pairs championship is worked from its own pages: no team heat or SM stage offered here.
        pairs_only = bool(file.pairs_events) and not stages and not file.team_count
        self.button.setVisible(not pairs_only)
        self.sm_button.setVisible(not pairs_only)
        self.button.setText(self.tr("&New heat…"))
        self.sm_button.setText(self.tr("New &SM stage…"))

    def open_dialog(self) -> HeatSettingsDialog:
        # deferred: not loaded before the window's first paint (start-up)
        from tddesk.ui.dialogs.stages.heat_settings import HeatSettingsDialog

        dialog = HeatSettingsDialog(self.session, None, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def open_sm_dialog(self) -> SmStageDialog:
        # deferred: not loaded before the window's first paint (start-up)
        from tddesk.ui.dialogs.stages.sm_stage_dialog import SmStageDialog

        dialog = SmStageDialog(self.session, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog


def _stage_table(parent: QWidget) -> QTableWidget:
    """The stages, a line each, like the form's rows above but scrolling: a national file has
    2,000 heats, which a form would lay out all at once."""
    table = QTableWidget(0, 2, parent)
    table.setObjectName("stageLines")
    table.horizontalHeader().hide()
    table.verticalHeader().hide()
    table.setShowGrid(False)
    table.setFrameShape(QFrame.Shape.NoFrame)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    table.viewport().setAutoFillBackground(False)  # the page's own background, like the form above
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    table.horizontalHeader().setStretchLastSection(True)
    table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
    table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 8)
    return table


def _fill(table: QTableWidget, lines: list[tuple[str, str]]) -> None:
    table.setRowCount(len(lines))
    for row, (caption, value) in enumerate(lines):
        table.setItem(row, 0, QTableWidgetItem(caption))
        table.setItem(row, 1, QTableWidgetItem(value))
    table.setVisible(bool(lines))
    # Every line shown while they fit (up to MAX_LINES_SHOWN), no taller than its lines.
    height = len(lines) * table.verticalHeader().defaultSectionSize() + 2 * table.frameWidth()
    table.setMaximumHeight(height)
    table.setMinimumHeight(min(height, MAX_LINES_SHOWN * table.verticalHeader().defaultSectionSize()))

"""File → Import, Export and Merge heat (docs/architecture.md): a championship from JSON, deals
(PBN or DUP), the federation's workbook, the JSON file, the team registration template and
merging a heat played on another laptop.

``TournamentMenus`` (``tddesk.ui.menus``) builds on this class, so its actions are reached as
``controller.tournament_menus.export_workbook`` and so on. The check that every half with a
result has its line-up (H5) is here too: exports and printed match reports both ask it.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QMenu, QMessageBox

from tddesk.services.errors import ServiceError
from tddesk.ui.window_host import WindowHost

# The dialogs behind these menus (and openpyxl, jsonschema, ReportLab behind them) are imported
# when a menu entry is first used, so the window starts without them.
if TYPE_CHECKING:
    from tddesk.services.lineup_views import MissingLineupRow
    from tddesk.services.stages import StageView
    from tddesk.services.tournament import Tournament
    from tddesk.ui.dialogs.files.export_dialog import ExportWorkbookDialog
    from tddesk.ui.dialogs.imports.import_deals_dialog import ImportDealsDialog
    from tddesk.ui.dialogs.imports.import_json_dialog import ImportJsonDialog
    from tddesk.ui.dialogs.imports.merge_dialog import MergeDialog
    from tddesk.ui.session import UiSession

Dialog = TypeVar("Dialog", bound=QDialog)
STATUS_MESSAGE_MS = 10_000
MISSING_SHOWN = 12


def missing_lineups(tournament: Tournament, *where: Any) -> list[MissingLineupRow]:
    """The line-ups still missing (``tddesk.services.lineups``, imported with the ORM when first asked)."""
    # deferred: not loaded before the window's first paint (start-up)
    from tddesk.services.lineup_views import missing_lineups as missing

    return missing(tournament, *where)


class FileMenus(QObject):
    def __init__(self, controller: WindowHost):
        super().__init__(controller.window)
        self.controller = controller
        self.window = window = controller.window
        self.dialog: QDialog | None = None  # the dialog last opened from these menus
        self.stage: StageView | None = None  # the stage in view (TournamentMenus follows it)

        self.import_menu, self.export_menu = QMenu(window), QMenu(window)
        self.import_menu.setObjectName("menu_import")
        self.export_menu.setObjectName("menu_export")
        self.import_json = self._action("import_json")
        self.import_deals = self._action("import_deals")
        self.export_workbook = self._action("export_workbook")
        self.export_json = self._action("export_json")
        self.export_pbn = self._action("export_pbn")
        self.team_template = self._action("team_template")
        self.merge_heat = self._action("merge_heat")
        self.import_menu.addActions([self.import_json, self.import_deals])
        self.export_menu.addActions([self.export_workbook, self.export_json, self.export_pbn])
        self.export_menu.addSeparator()
        self.export_menu.addAction(self.team_template)
        file_menu, close = window.menus.file, window.main_actions.close
        file_menu.insertMenu(close, self.import_menu)
        file_menu.insertMenu(close, self.export_menu)
        file_menu.insertAction(close, self.merge_heat)
        file_menu.insertSeparator(close)

        self.import_json.triggered.connect(self.open_import_json)
        self.import_deals.triggered.connect(self.open_import_deals)
        self.export_workbook.triggered.connect(self.open_export_workbook)
        self.export_json.triggered.connect(self.save_json)
        self.export_pbn.triggered.connect(lambda: self.save_pbn())
        self.team_template.triggered.connect(self.save_team_template)
        self.merge_heat.triggered.connect(self.open_merge)

    def _action(self, name: str) -> QAction:
        created = QAction(self.window)
        created.setObjectName(f"action_{name}")
        return created

    def _update_file_menus(self, session: UiSession | None, writable: bool) -> None:
        """Exports need a file open; deals and merging a file that is not read-only."""
        self.export_workbook.setEnabled(session is not None)
        self.export_json.setEnabled(session is not None)
        self.export_pbn.setEnabled(session is not None)
        self.merge_heat.setEnabled(writable)
        self.import_deals.setEnabled(writable)

    # --- the line-ups a sheet or an export lists -------------------------------------------------

    def confirm(self, question: str) -> bool:
        """Yes/no from the TD; tests replace it on the instance."""
        answer = QMessageBox.question(
            self.window,
            self.tr("Line-ups missing"),
            question,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def _lineups_complete(self, missing: list[MissingLineupRow], question: str) -> bool:
        """H5: match reports and exports list who played; say first which matches lack a line-up."""
        if not missing:
            return True
        lines = [
            self.tr("{stage}, round {round}, {home} – {away}, half {half}: {team}").format(
                stage=gap.stage_name,
                round=gap.round,
                home=gap.home_name,
                away=gap.away_name,
                half=gap.half,
                team=gap.team_name,
            )
            for gap in missing[:MISSING_SHOWN]
        ]
        if len(missing) > MISSING_SHOWN:
            lines.append(self.tr("… and {count} more").format(count=len(missing) - MISSING_SHOWN))
        return self.confirm(
            self.tr("These halves have a result but no line-up, so no players will be listed for them (H5):")
            + "\n"
            + "\n".join(lines)
            + "\n\n"
            + question
        )

    # --- the actions -----------------------------------------------------------------------------

    def save_team_template(self) -> None:
        # deferred: not loaded before the window's first paint (start-up)
        from tddesk.ui.dialogs.imports.team_import_dialog import save_team_template

        save_team_template(self.window)

    def open_import_json(self) -> ImportJsonDialog:
        # deferred: not loaded before the window's first paint (start-up)
        from tddesk.ui.dialogs.imports.import_json_dialog import ImportJsonDialog

        dialog = ImportJsonDialog(self._folder(), self.window)
        dialog.imported.connect(self.controller.open_file)
        return self._open(dialog)

    def open_import_deals(self) -> ImportDealsDialog | None:
        # deferred: not loaded before the window's first paint (start-up)
        from tddesk.ui.dialogs.imports.import_deals_dialog import ImportDealsDialog

        session = self.controller.session
        if session is None or session.read_only:
            return None
        stage_id = self.stage.id if self.stage is not None else None
        return self._open(ImportDealsDialog(session, stage_id, self._folder(), self.window))

    def open_export_workbook(self) -> ExportWorkbookDialog | None:
        # deferred: not loaded before the window's first paint (start-up)
        from tddesk.ui.dialogs.files.export_dialog import ExportWorkbookDialog

        if self.controller.session is None:
            return None
        if not self._lineups_complete(missing_lineups(self.controller.session.tournament), self.tr("Export anyway?")):
            return None
        stage_id = self.stage.id if self.stage is not None else None
        dialog = ExportWorkbookDialog(self.controller.session, stage_id, self.window)
        dialog.accepted.connect(
            lambda: self.window.statusBar().showMessage(
                self.tr("Saved {path}").format(path=dialog.written), STATUS_MESSAGE_MS
            )
        )
        return self._open(dialog)

    def save_json(self) -> Path | None:
        # deferred: not loaded before the window's first paint (start-up)
        from tddesk.ui.dialogs.files.export_dialog import export_json_file

        if self.controller.session is None:
            return None
        if not self._lineups_complete(missing_lineups(self.controller.session.tournament), self.tr("Export anyway?")):
            return None
        try:
            written = export_json_file(self.controller.session, self.window)
        except ServiceError as error:
            self.controller.show_problem(self.tr("The JSON export failed"), str(error))
            return None
        if written is not None:
            self.window.statusBar().showMessage(self.tr("Saved {path}").format(path=written), STATUS_MESSAGE_MS)
        return written

    def save_pbn(self, heat_id: str | None = None) -> Path | None:
        # deferred: not loaded before the window's first paint (start-up)
        from tddesk.ui.dialogs.files.pbn_export import export_pbn_file

        if self.controller.session is None:
            return None
        try:
            written = export_pbn_file(self.controller.session, self.window, heat_id)
        except ServiceError as error:
            self.controller.show_problem(self.tr("The PBN export failed"), str(error))
            return None
        if written is not None:
            self.window.statusBar().showMessage(self.tr("Saved {path}").format(path=written), STATUS_MESSAGE_MS)
        return written

    def open_merge(self) -> MergeDialog | None:
        # deferred: not loaded before the window's first paint (start-up)
        from tddesk.ui.dialogs.imports.merge_dialog import MergeDialog

        session = self.controller.session
        if session is None or session.read_only:
            return None
        dialog = MergeDialog(session, self._folder(), self.window)

        def show_merged() -> None:
            assert dialog.change is not None  # accepted once merged
            self.controller.select(("stage_settings", dialog.change.value))

        dialog.accepted.connect(show_merged)
        return self._open(dialog)

    def _open(self, dialog: Dialog) -> Dialog:
        self.dialog = dialog
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()
        return dialog

    def _folder(self) -> Path:
        if self.controller.session is not None:
            return self.controller.session.tournament.path.parent
        recent = [path.parent for path in self.window.settings.recent_files() if path.parent.is_dir()]
        return recent[0] if recent else Path.home()

    # --- language --------------------------------------------------------------------------------

    def _retranslate_file_menus(self) -> None:
        self.import_menu.setTitle(self.tr("&Import"))
        self.export_menu.setTitle(self.tr("E&xport"))
        self.export_menu.menuAction().setIconText(self.tr("Export"))
        self.import_json.setText(self.tr("Championship from &JSON…"))
        self.import_deals.setText(self.tr("&Deals (PBN or DUP)…"))
        self.export_workbook.setText(self.tr("&Workbook for the federation…"))
        self.export_json.setText(self.tr("&JSON…"))
        self.export_pbn.setText(self.tr("Results as &PBN…"))
        self.team_template.setText(self.tr("Team &registration template…"))
        self.merge_heat.setText(self.tr("&Merge heat…"))

"""File → Merge heat: a heat run in another file (.tddesk, or its JSON export) added to this championship.

Choosing the source shows the preview: every conflict with the file and how it is resolved, and
how much the heat adds. Nothing changes until the TD presses Merge, which is possible only when
no conflict is refused; the merge is then one step on the undo stack. The pairs heat's merge
(``pairs_merge_dialog.py``) shares the rest with this one (``merge_common.py``).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QDialog, QHeaderView, QWidget

from tddesk.i18n import counted
from tddesk.ids import StageId
from tddesk.imports.merge import (
    KEEP_EXISTING,
    RENAME_ID,
    RENAME_TEAM,
    REUSE_TEAM,
    MergePreview,
    merge_heat,
    preview_merge,
)
from tddesk.ui.dialogs.imports.merge_common import MergePreviewing
from tddesk.ui.retranslating import Retranslating
from tddesk.ui.session import UiSession
from tddesk.ui.widgets.row_table import Column

if TYPE_CHECKING:
    from tddesk.services.tournament import Change

SUBJECT, DETAIL, RESOLUTION = range(3)


class MergeDialog(MergePreviewing, Retranslating, QDialog):
    def __init__(self, session: UiSession, folder: Path, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("mergeDialog")
        self.session = session
        self.folder = folder
        self.source: Path | None = None
        self.preview: MergePreview | None = None
        self.change: Change | None = None  # the merge, once done

        self.stage_combo = self.build("stage", summary_above_conflicts=False)
        self.stage_label = self.choice_label
        self.resize(820, 520)
        self.retranslate()
        self._show(None, "")

    def browse_title(self) -> str:
        return self.tr("Choose the heat's file")

    def choices(self, document: dict[str, Any]) -> list[tuple[str, str]]:
        return [(stage["name"], stage["id"]) for stage in document["stages"]]

    def make_preview(self, chosen: str) -> MergePreview:
        assert self.source is not None  # a preview is asked for once a source is chosen
        return preview_merge(self.session.tournament, self.source, StageId(chosen))

    def nothing_to_merge_text(self) -> str:
        return self.tr("The file holds no heat.")

    def choose_source_text(self) -> str:
        return self.tr("Choose the heat's file: a championship file or its JSON export.")

    def summary_text(self, preview: MergePreview) -> str:
        counts = preview.summary

        def things(count: int, one: str, other: str) -> str:
            return counted(count, one, other).format(count=count)

        return self.tr(
            "{stage} adds {teams} ({reused} already in this file), {players} ({known} already known), {clubs}, "
            "{rounds}, {matches} of which {results} with results, {lineups}, {penalties}, {walkovers}, "
            "{exclusions}, {lots} and {audit} audit entries."
        ).format(
            stage=preview.stage_name,
            teams=things(counts.teams, self.tr("1 team"), self.tr("{count} teams")),
            reused=counts.reused_teams,
            players=things(counts.players, self.tr("1 player"), self.tr("{count} players")),
            known=counts.known_players,
            clubs=things(counts.clubs, self.tr("1 club"), self.tr("{count} clubs")),
            rounds=things(counts.rounds, self.tr("1 round"), self.tr("{count} rounds")),
            matches=things(counts.matches, self.tr("1 match"), self.tr("{count} matches")),
            results=counts.results,
            lineups=things(counts.lineups, self.tr("1 line-up"), self.tr("{count} line-ups")),
            penalties=things(counts.penalties, self.tr("1 penalty"), self.tr("{count} penalties")),
            walkovers=things(counts.walkovers, self.tr("1 walkover"), self.tr("{count} walkovers")),
            exclusions=things(counts.exclusions, self.tr("1 exclusion"), self.tr("{count} exclusions")),
            lots=things(counts.lots, self.tr("1 lot"), self.tr("{count} lots")),
            audit=counts.audit,
        )

    def merge(self, preview: MergePreview) -> Change:
        return self.session.perform(self.tr("Merge {stage}").format(stage=preview.stage_name), merge_heat, preview)

    def accept(self) -> None:
        if self.merge_now():
            super().accept()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Merge a heat"))
        self.source_label.setText(self.tr("&Heat's file:"))
        self.stage_label.setText(self.tr("&Stage:"))
        self.conflicts_model.set_columns(
            [
                Column(self.tr("Concerns"), lambda conflict: conflict.subject),
                self.conflict_column(),
                self.resolution_column(
                    {
                        KEEP_EXISTING: self.tr("This file's record is kept"),
                        REUSE_TEAM: self.tr("The team of this file is used"),
                        RENAME_ID: self.tr("Gets a free id"),
                        RENAME_TEAM: self.tr("Renamed"),
                    }
                ),
            ]
        )
        self.conflicts.horizontalHeader().setSectionResizeMode(DETAIL, QHeaderView.ResizeMode.Stretch)  # now it exists
        self.retranslate_merge()

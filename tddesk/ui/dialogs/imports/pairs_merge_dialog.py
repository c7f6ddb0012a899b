"""Tools → Merge a club's pairs heat…: a qualifying heat a club ran in a file of its own (.tddesk, or
its open-format export) added to this file's pairs championship (docs/pairs.md, "Merging a club's
heat").

Choosing the club's file shows the preview: what the heat brings (its pairs, new or already
registered here, and its results) and every conflict in words with how it is resolved. Nothing
changes until the TD presses Merge, possible only when no conflict is refused; the merge is then
one step on the undo stack. The rest it shares with File → Merge heat (``merge_common.py``).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QDialog, QHeaderView, QWidget

from tddesk.i18n import counted
from tddesk.imports.pairs_merge import SHOWN, PairsMergePreview, merge_pairs_heat, preview_pairs_merge
from tddesk.ui.dialogs.imports.merge_common import MergePreviewing
from tddesk.ui.retranslating import Retranslating
from tddesk.ui.session import UiSession

if TYPE_CHECKING:
    from tddesk.services.tournament import Change

DETAIL, RESOLUTION = range(2)


class PairsMergeDialog(MergePreviewing, Retranslating, QDialog):
    def __init__(self, session: UiSession, folder: Path, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("pairsMergeDialog")
        self.session = session
        self.folder = folder
        self.source: Path | None = None
        self.preview: PairsMergePreview | None = None
        self.change: Change | None = None  # the merge, once done

        self.heat_combo = self.build("heat", summary_above_conflicts=True)
        self.heat_label = self.choice_label
        self.resize(760, 460)
        self.retranslate()
        self._show(None, "")

    def browse_title(self) -> str:
        return self.tr("Choose the club's file")

    def choices(self, document: dict[str, Any]) -> list[tuple[str, str]]:
        """The club's qualifying heats."""
        return [
            (f"{event['name']}: {heat['name']}", heat["id"])
            for event in document.get("pairs_events", [])
            for heat in event["heats"]
            if heat["kind"] != "final"
        ]

    def make_preview(self, chosen: str) -> PairsMergePreview:
        assert self.source is not None  # a preview is asked for once a source is chosen
        return preview_pairs_merge(self.session.tournament, self.source, chosen)

    def nothing_to_merge_text(self) -> str:
        return self.tr("The file holds no qualifying pairs heat.")

    def choose_source_text(self) -> str:
        return self.tr("Choose the club's file: its championship file or its JSON export.")

    def ready_text(self, preview: PairsMergePreview) -> str:
        if not preview.conflicts:
            return self.tr("No conflicts. Nothing has changed yet: Merge adds the heat as one step that can be undone.")
        return super().ready_text(preview)

    def summary_text(self, preview: PairsMergePreview) -> str:
        pairs = counted(preview.pairs, self.tr("1 new pair"), self.tr("{count} new pairs")).format(count=preview.pairs)
        reused = counted(
            preview.reused_pairs,
            self.tr("1 pair already registered here"),
            self.tr("{count} pairs already registered here"),
        ).format(count=preview.reused_pairs)
        results = counted(preview.results, self.tr("1 board result"), self.tr("{count} board results")).format(
            count=preview.results
        )
        return self.tr("{heat} brings {pairs} and {reused}, with {results}.").format(
            heat=preview.heat_name, pairs=pairs, reused=reused, results=results
        )

    def merge(self, preview: PairsMergePreview) -> Change:
        return self.session.perform(self.tr("Merge {heat}").format(heat=preview.heat_name), merge_pairs_heat, preview)

    def accept(self) -> None:
        if self.merge_now():
            super().accept()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Merge a club's pairs heat"))
        self.source_label.setText(self.tr("&Club's file:"))
        self.heat_label.setText(self.tr("&Heat:"))
        self.conflicts_model.set_columns(
            [self.conflict_column(), self.resolution_column({SHOWN: self.tr("Merged as shown")})]
        )
        header = self.conflicts.horizontalHeader()  # the columns exist now
        header.setSectionResizeMode(DETAIL, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(RESOLUTION, QHeaderView.ResizeMode.ResizeToContents)
        self.retranslate_merge()

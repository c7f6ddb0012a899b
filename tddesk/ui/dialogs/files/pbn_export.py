"""File → Export → Results as PBN…: a pairs heat's results in Ruter's PBN conventions (docs/pairs.md,
"PBN with results out"), or a team stage's boards with both rooms and IMPs (docs/boards.md), for
Spader and the clubs' pages."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QInputDialog, QWidget

from tddesk.ids import StageId
from tddesk.services.errors import message
from tddesk.services.pair_views import pairs_events
from tddesk.ui.session import UiSession


def choose_heat(session: UiSession, parent: QWidget) -> str | None:
    """The pairs heat or team stage to export (a stage as ``stage:ID``): the only one, or the one
    the TD picks."""
    # deferred: not loaded before the window's first paint (start-up)
    from tddesk.services.board_views import matches_with_boards
    from tddesk.services.stages import stage_views

    heats = [
        (f"{event.name}: {heat.name}", heat.id) for event in pairs_events(session.tournament) for heat in event.heats
    ]
    heats += [
        (stage.form.name, f"stage:{stage.id}")
        for stage in stage_views(session.tournament)
        if matches_with_boards(session.tournament, stage.id)
    ]
    if not heats:
        raise message(
            QCoreApplication.translate("PbnExport", "The file has no pairs heat and no stage with boards to export.")
        )
    if len(heats) == 1:
        return heats[0][1]
    names = [name for name, _heat in heats]
    chosen, ok = QInputDialog.getItem(
        parent,
        QCoreApplication.translate("PbnExport", "Export results as PBN"),
        QCoreApplication.translate("PbnExport", "&Heat or stage:"),
        names,
        0,
        False,
    )
    return heats[names.index(chosen)][1] if ok and chosen in names else None


def export_pbn_file(session: UiSession, parent: QWidget, heat_id: str | None = None) -> Path | None:
    """Ask for the heat (when not given) and where to save, and write the PBN there; raises
    ServiceError when it cannot be written."""
    heat_id = heat_id or choose_heat(session, parent)
    if heat_id is None:
        return None
    chosen, _filter = QFileDialog.getSaveFileName(
        parent,
        QCoreApplication.translate("PbnExport", "Export results as PBN"),
        str(session.tournament.path.with_name(f"{heat_id.removeprefix('stage:')}.pbn")),
        QCoreApplication.translate("PbnExport", "PBN files (*.pbn)"),
    )
    if not chosen:
        return None
    # deferred: not loaded before the window's first paint (start-up)
    from tddesk.export.pairs_pbn import write_heat_pbn  # loaded when first used
    from tddesk.export.stage_pbn import write_stage_pbn

    path = Path(chosen) if chosen.lower().endswith(".pbn") else Path(chosen + ".pbn")
    try:
        if heat_id.startswith("stage:"):
            write_stage_pbn(path, session.tournament, StageId(heat_id.removeprefix("stage:")))
        else:
            write_heat_pbn(path, session.tournament, heat_id)
    except OSError as error:
        raise message(
            QCoreApplication.translate("PbnExport", "{path} cannot be written: {error}"),
            path=path,
            error=error.strerror or error,
        ) from None
    return path

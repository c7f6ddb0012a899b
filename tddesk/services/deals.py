"""The deals of a stage's boards: imported from PBN or DUP, read for hand records and leads.

The boards of a central day are common to all its venues, so one import may store the same deals
in several stages (the semifinals of the day). Double-dummy tricks and par are computed from the
stored deals when a hand record asks for them (docs/boards.md, "Deals").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from sqlalchemy import select

from tddesk.formats.deal_files import DealFile, parse_deal_file, read_deal_file
from tddesk.i18n import translate
from tddesk.ids import StageId
from tddesk.models.tables import StageDeal
from tddesk.rules.boards import half_board_numbers
from tddesk.rules.contract import BoardError
from tddesk.rules.deals import Deal, parse_pbn_deal, seat_words
from tddesk.rules.double_dummy import Analysis, analyse_all
from tddesk.services.board_layout import stage_layout
from tddesk.services.errors import message
from tddesk.services.stages import get_stage

if TYPE_CHECKING:
    from tddesk.services.tournament import Change, Tournament


@dataclass(frozen=True)
class DealImportPreview:
    """What an import would do, for the dialog to show before anything is written."""

    source: str
    boards: tuple[int, ...]
    stages: tuple[str, ...]  # the stages' names
    replaced: tuple[int, ...]  # boards whose stored deal differs and would be replaced
    unchanged: tuple[int, ...]  # boards already stored with this deal


@dataclass(frozen=True)
class HandRecord:
    deal: Deal
    analysis: Analysis | None  # None while the analysis was cancelled


@dataclass(frozen=True)
class HandRecordsView:
    stage_id: StageId
    stage_name: str
    records: tuple[HandRecord, ...]


def _words(error: BoardError):
    return message("{words}", words=seat_words(error, translate))


def load_deal_file(path: str | Path | None = None, *, data: bytes | None = None, name: str = "") -> DealFile:
    """A PBN or DUP file read and checked; a bad file is refused in words naming the board."""
    try:
        return parse_deal_file(data, name) if data is not None else read_deal_file(path or "")
    except BoardError as error:
        raise _words(error) from None


def _stage_boards(session, stage) -> set[int]:
    """Every board number the stage's rounds play, by its layout's numbering."""
    layout = stage_layout(session, stage)
    numbers: set[int] = set()
    for round_row in stage.rounds:
        for half in range(1, stage.halves + 1):
            numbers.update(
                half_board_numbers(round_row.number, half, stage.boards_per_match, stage.halves, layout.numbering)
            )
    return numbers


def _check_fits(session, stages, deals: Sequence[Deal]) -> None:
    for stage in stages:
        playable = _stage_boards(session, stage)
        outside = sorted(deal.board for deal in deals if deal.board not in playable)
        if playable and outside:
            raise message(
                translate(
                    "Services",
                    "{stage} plays boards {first}-{last}; board {board} of the file is not "
                    "one of them. Choose the deal file of this stage's boards.",
                ),
                stage=stage.name,
                first=min(playable),
                last=max(playable),
                board=outside[0],
            )


def _stored(session, stage_id: StageId) -> dict[int, StageDeal]:
    rows = session.scalars(select(StageDeal).where(StageDeal.stage_id == stage_id))
    return {row.board: row for row in rows}


def preview_deal_import(tournament: Tournament, stage_ids: Sequence[StageId], deal_file: DealFile) -> DealImportPreview:
    with tournament.reading() as session:
        stages = [get_stage(session, stage_id) for stage_id in stage_ids]
        _check_fits(session, stages, deal_file.deals)
        replaced: set[int] = set()
        unchanged: set[int] = set()
        for stage in stages:
            stored = _stored(session, stage.id)
            for deal in deal_file.deals:
                row = stored.get(deal.board)
                if row is not None:
                    (unchanged if row.deal == deal.pbn() else replaced).add(deal.board)
        return DealImportPreview(
            deal_file.source,
            tuple(deal.board for deal in deal_file.deals),
            tuple(stage.name for stage in stages),
            tuple(sorted(replaced)),
            tuple(sorted(unchanged - replaced)),
        )


def import_deals(
    tournament: Tournament, stage_ids: Sequence[StageId], deal_file: DealFile, *, replace: bool = False
) -> Change:
    """Store the file's deals in each stage, as one undoable action. Deals that differ from those
    already stored are replaced only when the TD said so (``replace``)."""
    if not stage_ids:
        raise message(translate("Services", "Choose at least one stage for the deals."))
    with tournament.action("import_deals", ",".join(stage_ids)) as (session, record):
        stages = [get_stage(session, stage_id) for stage_id in stage_ids]
        _check_fits(session, stages, deal_file.deals)
        for stage in stages:
            stored = _stored(session, stage.id)
            differing = [
                deal.board for deal in deal_file.deals if deal.board in stored and stored[deal.board].deal != deal.pbn()
            ]
            if differing and not replace:
                raise message(
                    translate(
                        "Services",
                        "{stage} already holds other deals for boards {boards}; nothing "
                        "was imported. Import again and choose to replace them.",
                    ),
                    stage=stage.name,
                    boards=", ".join(map(str, differing)),
                )
            for deal in deal_file.deals:
                row = stored.get(deal.board)
                if row is None:
                    session.add(
                        StageDeal(stage_id=stage.id, board=deal.board, deal=deal.pbn(), source=deal_file.source)
                    )
                elif row.deal != deal.pbn():
                    row.deal, row.source = deal.pbn(), deal_file.source
        record.after = {"boards": len(deal_file.deals), "stages": list(stage_ids)}
    return record.change


def stage_deals(tournament: Tournament, stage_id: StageId) -> tuple[Deal, ...]:
    """The stage's deals in board order (none when no deal file was imported)."""
    with tournament.reading() as session:
        get_stage(session, stage_id)
        return tuple(
            parse_pbn_deal(row.board, row.deal)
            for row in sorted(_stored(session, stage_id).values(), key=lambda row: row.board)
        )


def deal_of(session, stage_id: StageId, board: int) -> Deal | None:
    """The deal of one board, for checks such as the opening lead (inside a service's session)."""
    row = session.get(StageDeal, (stage_id, board))
    return parse_pbn_deal(row.board, row.deal) if row is not None else None


def hand_records(
    tournament: Tournament,
    stage_id: StageId,
    *,
    analysed: bool = True,
    progress: Callable[[int, int], bool] | None = None,
) -> HandRecordsView:
    """The stage's deals with their double-dummy tricks and par; ``progress(done, total)`` may
    return False to stop the analysis (the rest print without it)."""
    name, deals = hand_record_deals(tournament, stage_id)
    return analysed_hand_records(stage_id, name, deals, analysed=analysed, progress=progress)


def hand_record_deals(tournament, stage_id: StageId) -> tuple[str, tuple[Deal, ...]]:
    """The stage's name and deals, read at once; refused in words when it has none yet."""
    with tournament.reading() as session:
        stage = get_stage(session, stage_id)
        name = stage.name
    deals = stage_deals(tournament, stage_id)
    if not deals:
        raise message(
            translate(
                "Services",
                "{stage} has no deals yet; import the PBN or DUP file of its boards first (File → Import deals…).",
            ),
            stage=name,
        )
    return name, deals


def analysed_hand_records(
    stage_id: StageId,
    name: str,
    deals: tuple[Deal, ...],
    *,
    analysed: bool = True,
    progress: Callable[[int, int], bool] | None = None,
) -> HandRecordsView:
    """The deals with their double-dummy analysis: reads no file, so it may run in a worker thread
    while the window stays responsive (docs/architecture.md, "Long work")."""
    analyses = analyse_all(deals, progress) if analysed else []
    by_board = {analysis.board: analysis for analysis in analyses}
    return HandRecordsView(stage_id, name, tuple(HandRecord(deal, by_board.get(deal.board)) for deal in deals))

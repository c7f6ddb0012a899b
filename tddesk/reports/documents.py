"""The printed documents of a stage: one table for the Print menu and for ``tddesk print``.

A document is one of the report writers of this package bound to a stage and, for some, a round.
``DOCUMENTS`` lists them in menu order under the one name both ways of printing use
(``tddesk print FILE match-reports …``; the Print menu's entries name them the same way), with
the stage kinds that offer them. ``offered_documents`` gives the Print menu's entries for the
stage in view. docs/architecture.md describes the layers.

The writers (and ReportLab behind them) are imported when a document is written, so the window
and the command line start without them.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, BinaryIO

from tddesk.i18n import translate
from tddesk.ids import StageId
from tddesk.rules.stage_kinds import SEEDED_KINDS, SM_KINDS, StageKind

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament

Progress = Callable[[int, int], bool]
"""Called with (done, total); returns False when the TD cancelled."""


@dataclass(frozen=True)
class Request:
    """What to print: the stage (travellers: the stages of one day's venues), a round if any, and
    the date fees are counted on (F1: today when not given)."""

    stages: tuple[StageId, ...]
    round_number: int | None = None
    as_of: dt.date | None = None
    paper: str = "a5"  # the cards' paper, a4 or a5; the lists are A4

    @property
    def stage(self) -> StageId:
        return self.stages[0]


Writer = Callable[[BinaryIO, "Tournament", Request, "Progress | None"], "int | None"]
Preparer = Callable[["Tournament", Request], Callable[[BinaryIO, "Progress | None"], "int | None"]]
"""Writes the PDF to the binary file for (tournament, request); the page count, None when cancelled."""


@dataclass(frozen=True)
class Document:
    name: str  # the one name: `tddesk print FILE NAME`, the menu's object names
    write: Writer
    takes_round: bool = False  # a round may be given (without one: the whole stage)
    per_round: bool = False  # the menu offers it for the round in view and for the stage
    long: bool = False  # written with a progress bar and Cancel
    several_stages: bool = False  # the stages of one day's venues at once
    lists_lineups: bool = False  # H5: printed after asking about missing line-ups
    only_for: tuple[str, ...] = ()  # the stage kinds that offer it; empty: every kind
    not_for: tuple[str, ...] = ()  # the stage kinds that do not
    # Reads the file at once and gives a writer that needs no file, for a worker thread (long work).
    prepare: Preparer | None = None

    def offered_for(self, stage_kind: str) -> bool:
        # a team stage's sheets are not offered on a pairs page, and the other way round
        every_kind = not self.only_for and stage_kind not in ("pairs_heat", "pairs_event")
        return (every_kind or stage_kind in self.only_for) and stage_kind not in self.not_for

    def title(self, round_number: int | None = None) -> str:
        """The document's name in the UI's language, e.g. "Match reports, round 3"."""
        return document_title(self.name, round_number)


def _match_reports(target: BinaryIO, tournament: Tournament, request: Request, progress: Progress | None) -> int | None:
    # deferred: ReportLab loads when a document is printed, not with the Print menu
    from tddesk.reports.match_report import write_match_reports

    return write_match_reports(target, tournament, request.stage, request.round_number, progress=progress)


def _spader(target: BinaryIO, tournament: Tournament, request: Request, _progress: Progress | None) -> int:
    # deferred: ReportLab loads when a document is printed, not with the Print menu
    from tddesk.reports.spader_sheet import write_spader_sheet

    return write_spader_sheet(target, tournament, request.stage, request.round_number)


def _standings(target: BinaryIO, tournament: Tournament, request: Request, _progress: Progress | None) -> int:
    # deferred: ReportLab loads when a document is printed, not with the Print menu
    from tddesk.reports.result_list import write_result_list

    return write_result_list(target, tournament, request.stage)


def _crosstable(target: BinaryIO, tournament: Tournament, request: Request, _progress: Progress | None) -> int:
    # deferred: ReportLab loads when a document is printed, not with the Print menu
    from tddesk.reports.crosstable import write_crosstable

    return write_crosstable(target, tournament, request.stage)


def _schedule(target: BinaryIO, tournament: Tournament, request: Request, _progress: Progress | None) -> int:
    # deferred: ReportLab loads when a document is printed, not with the Print menu
    from tddesk.reports.schedule_sheet import write_schedule_sheet

    return write_schedule_sheet(target, tournament, request.stage)


def _masterpoints(target: BinaryIO, tournament: Tournament, request: Request, _progress: Progress | None) -> int:
    # deferred: ReportLab loads when a document is printed, not with the Print menu
    from tddesk.reports.masterpoints_sheet import write_masterpoints_sheet

    return write_masterpoints_sheet(target, tournament, request.stage)


def _plaques(target: BinaryIO, tournament: Tournament, request: Request, _progress: Progress | None) -> int:
    # deferred: ReportLab loads when a document is printed, not with the Print menu
    from tddesk.reports.plaques import write_plaques

    return write_plaques(target, tournament, request.stage)


def _vp_scale(target: BinaryIO, tournament: Tournament, request: Request, _progress: Progress | None) -> int:
    # deferred: ReportLab loads when a document is printed, not with the Print menu
    from tddesk.reports.common import stage_header
    from tddesk.reports.vp_sheet import write_vp_sheet

    header = stage_header(tournament, request.stage)
    return write_vp_sheet(target, header.boards, championship=header.championship, stage=header.stage)


def _fees(target: BinaryIO, tournament: Tournament, request: Request, _progress: Progress | None) -> int:
    # deferred: ReportLab loads when a document is printed, not with the Print menu
    from tddesk.reports.fee_sheet import write_fee_sheet

    return write_fee_sheet(target, tournament, request.stage, request.as_of)


def _appeals(target: BinaryIO, tournament: Tournament, request: Request, _progress: Progress | None) -> int:
    # deferred: ReportLab loads when a document is printed, not with the Print menu
    from tddesk.reports.sm_sheets import write_appeals

    return write_appeals(target, tournament, request.stage)


def _travel_grants(target: BinaryIO, tournament: Tournament, request: Request, _progress: Progress | None) -> int:
    # deferred: ReportLab loads when a document is printed, not with the Print menu
    from tddesk.reports.sm_sheets import write_travel_grants

    return write_travel_grants(target, tournament, request.stage)


def _knockout(target: BinaryIO, tournament: Tournament, request: Request, _progress: Progress | None) -> int:
    # deferred: ReportLab loads when a document is printed, not with the Print menu
    from tddesk.reports.sm_sheets import write_knockout

    return write_knockout(target, tournament, request.stage)


def _prepare_hand_records(tournament: Tournament, request: Request) -> Callable[[BinaryIO, Progress | None], int]:
    # deferred: loaded only when this work is asked for (start-up)
    from tddesk.reports.hand_records import prepared_hand_records

    return prepared_hand_records(tournament, request.stage)


def _hand_records(target: BinaryIO, tournament: Tournament, request: Request, progress: Progress | None) -> int:
    # deferred: ReportLab loads when a document is printed, not with the Print menu
    from tddesk.reports.hand_records import write_hand_records

    return write_hand_records(target, tournament, request.stage, progress=progress)


def _travellers(target: BinaryIO, tournament: Tournament, request: Request, _progress: Progress | None) -> int:
    # deferred: ReportLab loads when a document is printed, not with the Print menu
    from tddesk.reports.travellers import write_travellers

    return write_travellers(target, tournament, list(request.stages))


def _table_cards(target: BinaryIO, tournament: Tournament, request: Request, _progress: Progress | None) -> int:
    # deferred: loaded only when this work is asked for (start-up)
    from tddesk.reports.table_cards import write_table_cards

    return write_table_cards(target, tournament, request.stage, request.paper)


def _pair_cards(kind: str) -> Writer:
    """Guide or score cards of a pairs heat's session (``request.round_number``; default 1)."""

    def write(target: BinaryIO, tournament: Tournament, request: Request, _progress: Progress | None) -> int:
        # deferred: loaded only when this work is asked for (start-up)
        from tddesk.reports.table_cards import write_pair_cards

        return write_pair_cards(target, tournament, request.stage, request.round_number or 1, kind, request.paper)

    return write


def _pairs_list(kind: str) -> Writer:
    """A pairs list of ``tddesk.reports.pairs_lists`` for a pairs heat or championship (``request.stage``)."""

    def write(target: BinaryIO, tournament: Tournament, request: Request, _progress: Progress | None) -> int:
        # deferred: ReportLab loads when a document is printed, not with the Print menu
        from tddesk.reports.pairs_documents import event_of
        from tddesk.reports.pairs_lists import write_pairs_report
        from tddesk.services.errors import ServiceError

        try:
            event, heat = event_of(tournament, request.stage)
            return write_pairs_report(
                target, tournament, kind, event.id, heat.id if heat else None, round_number=request.round_number
            )
        except ValueError as error:
            raise ServiceError(str(error)) from None

    return write


def _pairs_document(name: str) -> Writer:
    def write(target: BinaryIO, tournament: Tournament, request: Request, _progress: Progress | None) -> int:
        # deferred: ReportLab loads when a document is printed, not with the Print menu
        from tddesk.reports.pairs_documents import write_pairs_document
        from tddesk.services.errors import ServiceError

        try:
            return write_pairs_document(target, tournament, name, request.stage)
        except ValueError as error:
            raise ServiceError(str(error)) from None

    return write


_SM_STAGES = SM_KINDS
# The pairs championship's pages: a heat (or the final) and the championship (final places, result)
PAIRS_HEAT, PAIRS_EVENT = "pairs_heat", "pairs_event"
PAIRS_KINDS = (PAIRS_HEAT, PAIRS_EVENT)
# Boards are dealt centrally and scored board by board on central days, not at a heat's club evenings.
_CENTRAL = (StageKind.HEAT,)

DOCUMENTS: tuple[Document, ...] = (
    Document("match-reports", _match_reports, takes_round=True, per_round=True, long=True, lists_lineups=True),
    Document("spader", _spader, takes_round=True),
    Document("standings", _standings),
    Document("crosstable", _crosstable),
    Document("schedule", _schedule),
    Document("masterpoints", _masterpoints),
    Document("plaques", _plaques, only_for=(StageKind.A_FINAL,)),
    Document("vp-scale", _vp_scale),
    Document("fees", _fees),
    Document("appeals", _appeals, only_for=_SM_STAGES),
    Document("travel-grants", _travel_grants, only_for=SEEDED_KINDS),
    Document("knockout", _knockout, only_for=(StageKind.SM_KNOCKOUT,)),
    Document("hand-records", _hand_records, long=True, not_for=_CENTRAL, prepare=_prepare_hand_records),
    Document("travellers", _travellers, several_stages=True, not_for=_CENTRAL),
    Document("pairs-heat", _pairs_list("heat"), only_for=(PAIRS_HEAT,)),
    Document("pairs-running", _pairs_list("running"), takes_round=True, only_for=(PAIRS_HEAT,)),
    Document("pairs-travellers", _pairs_document("travellers"), only_for=(PAIRS_HEAT,)),
    Document("pairs-places", _pairs_list("places"), only_for=(PAIRS_EVENT,)),
    Document("pairs-final", _pairs_list("final"), only_for=(PAIRS_EVENT,)),
    Document("pairs-plaques", _pairs_list("plaques"), only_for=(PAIRS_EVENT,)),
    Document("pairs-federation", _pairs_document("federation"), only_for=(PAIRS_EVENT,)),
    Document("table-cards", _table_cards),
    Document("guide-cards", _pair_cards("guide"), takes_round=True, only_for=(PAIRS_HEAT,)),
    Document("score-cards", _pair_cards("score"), takes_round=True, only_for=(PAIRS_HEAT,)),
)
BY_NAME = {document.name: document for document in DOCUMENTS}


def offered_documents(stage_kind: str, round_number: int | None) -> list[tuple[Document, int | None]]:
    """The Print menu's entries for a stage of ``stage_kind`` with round ``round_number`` (or none)
    in view, in menu order: each document with the round it is printed for (None: the whole stage)."""
    entries: list[tuple[Document, int | None]] = []
    for entry in DOCUMENTS:
        if not entry.offered_for(stage_kind):
            continue
        if entry.per_round and round_number is not None:
            entries.append((entry, round_number))
        entries.append((entry, round_number if entry.takes_round and not entry.per_round else None))
    return entries


def document_title(name: str, round_number: int | None = None) -> str:
    """The document's name in the UI's language; with a round for those printed per round."""
    if name == "match-reports":
        return (
            translate("Printing", "Match reports, round {round}").format(round=round_number)
            if round_number is not None
            else translate("Printing", "All match reports of the stage")
        )
    if name == "spader":
        return (
            translate("Printing", "Result report for the federation (Spader), round {round}").format(round=round_number)
            if round_number is not None
            else translate("Printing", "Result report for the federation (Spader), every round")
        )
    titles = {
        "standings": translate("Printing", "Standings"),
        "crosstable": translate("Printing", "Cross-table"),
        "schedule": translate("Printing", "Schedule"),
        "masterpoints": translate("Printing", "Master points"),
        "plaques": translate("Printing", "Plaques and bonus"),
        "vp-scale": translate("Printing", "VP scale"),
        "fees": translate("Printing", "Fees"),
        "appeals": translate("Printing", "Appeals (S4)"),
        "travel-grants": translate("Printing", "Travel grants (S3)"),
        "knockout": translate("Printing", "Knockout (S5)"),
        "hand-records": translate("Printing", "Hand records"),
        "travellers": translate("Printing", "Travellers"),
        "table-cards": translate("Printing", "Table cards"),
        "guide-cards": translate("Printing", "Guide cards"),
        "score-cards": translate("Printing", "Personal score cards"),
        "pairs-heat": translate("Printing", "Result list"),
        "pairs-running": translate("Printing", "Running score"),
        "pairs-travellers": translate("Printing", "Travellers with matchpoints"),
        "pairs-places": translate("Printing", "Final places (PP1, PP3)"),
        "pairs-final": translate("Printing", "Final result list"),
        "pairs-plaques": translate("Printing", "Plaques and bonus with MIDs (M5)"),
        "pairs-federation": translate("Printing", "Result list for the federation (MIDs)"),
    }
    return titles[name]


def target_name(tournament: Tournament, stage_kind: str, target_id: str) -> str:
    """The name a document's title gives its stage: a team stage's, or a pairs heat's or championship's."""
    if stage_kind in PAIRS_KINDS:
        # deferred: ReportLab loads when a document is printed, not with the Print menu
        from tddesk.reports.pairs_documents import event_of
        from tddesk.services.errors import ServiceError

        try:
            event, heat = event_of(tournament, target_id)
        except ValueError as error:
            raise ServiceError(str(error)) from None
        return heat.name if heat else event.name
    # deferred: ReportLab loads when a document is printed, not with the Print menu
    from tddesk.reports.common import stage_header

    return stage_header(tournament, StageId(target_id)).stage


def prepared_document(
    tournament: Tournament,
    name: str,
    stages: Sequence[str],
    round_number: int | None = None,
    as_of: dt.date | None = None,
) -> Callable[[BinaryIO, Progress | None], int | None] | None:
    """Document ``name``'s writer that needs no file (its facts read now), or None when it has none."""
    document = BY_NAME[name]
    if document.prepare is None:
        return None
    return document.prepare(tournament, Request(tuple(StageId(stage) for stage in stages), round_number, as_of))


def write_document(
    target: BinaryIO,
    tournament: Tournament,
    name: str,
    stages: Sequence[StageId],
    round_number: int | None = None,
    progress: Progress | None = None,
    as_of: dt.date | None = None,
    paper: str = "a5",
) -> int | None:
    """Write document ``name`` for ``stages`` (one, or the venues of a day for travellers) to the binary
    file; the page count, None when the TD cancelled. ``paper`` (a4, a5) is for the cards."""
    return BY_NAME[name].write(target, tournament, Request(tuple(stages), round_number, as_of, paper), progress)

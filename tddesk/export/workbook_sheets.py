"""The rows of the federation workbook's sheets, read through the services' read-models
(docs/architecture.md, "export/"): here the teams, standings and fees sheets; the sheets kept per
match (matches, line-ups, master points) are in ``workbook_match_sheets``.

Each function returns a ``SheetData``: translated column headers with the kind of value each holds,
and the rows as plain values (text, int, Decimal, date), which ``federation_workbook`` turns into cells.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import TYPE_CHECKING

from tddesk.i18n import QT_TRANSLATE_NOOP, translate
from tddesk.ids import StageId
from tddesk.rules.eligibility import EligibilityStatus
from tddesk.rules.standings import ImpQuotient, imp_quotient_text
from tddesk.services.fees import fee_overview
from tddesk.services.schedule import ScheduleView, schedule_view
from tddesk.services.stages import StageView, stage_views
from tddesk.services.standings import standings
from tddesk.services.teams import TeamView, team_views

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament

SHEET_TITLES = (
    QT_TRANSLATE_NOOP("Export", "Teams"),
    QT_TRANSLATE_NOOP("Export", "Matches"),
    QT_TRANSLATE_NOOP("Export", "Line-ups"),
    QT_TRANSLATE_NOOP("Export", "Standings"),
    QT_TRANSLATE_NOOP("Export", "Master points"),
    QT_TRANSLATE_NOOP("Export", "Master point totals"),
    QT_TRANSLATE_NOOP("Export", "Fees"),
)
INFINITE = "∞"  # the IMP quotient with no IMPs lost, as the printed standings show it

_STATUS = {
    EligibilityStatus.OK: QT_TRANSLATE_NOOP("Export", "Eligible"),
    EligibilityStatus.WARNINGS: QT_TRANSLATE_NOOP("Export", "Eligible, with remarks"),
    EligibilityStatus.REFUSED: QT_TRANSLATE_NOOP("Export", "Not eligible"),
}
_DECIDED_BY = {
    "vp": QT_TRANSLATE_NOOP("Export", "VP"),
    "imp_quotient": QT_TRANSLATE_NOOP("Export", "IMP quotient"),
    "head_to_head": QT_TRANSLATE_NOOP("Export", "Head-to-head"),
    "lot": QT_TRANSLATE_NOOP("Export", "Lot"),
}

Tick = Callable[[], None]
Row = tuple[object, ...]  # a sheet's row of plain values, one per column


@dataclass(frozen=True)
class Column:
    header: str  # translated
    kind: str  # text, int, vp, quotient, points, money, date


@dataclass(frozen=True)
class SheetData:
    title: str  # translated
    columns: tuple[Column, ...]
    rows: Sequence[Row]


def header_columns(*spec: tuple[str, str]) -> tuple[Column, ...]:
    """Columns from (untranslated header, kind) pairs, their headers in the UI's language."""
    return tuple(Column(translate("Export", header), kind) for header, kind in spec)


def titled_sheet(index: int, columns: tuple[Column, ...], rows: Sequence[Row]) -> SheetData:
    """The sheet numbered ``index`` in ``SHEET_TITLES``, its title in the UI's language."""
    return SheetData(translate("Export", SHEET_TITLES[index]), columns, rows)


def decided_by_words(criterion: str | None, awaiting_lot: bool = False) -> str:
    """H8: what separates a team from the one ranked below it, in words."""
    if awaiting_lot:
        return translate("Export", "Lot (not yet drawn)")
    return translate("Export", _DECIDED_BY[criterion]) if criterion else ""


def quotient_value(quotient: ImpQuotient) -> Decimal | str | None:
    """H8: the IMP quotient as shown (four decimals) as a number; "∞" with no IMPs lost; None with none at all."""
    text = imp_quotient_text(quotient)
    if text is None:
        return None
    return INFINITE if text == "inf" else Decimal(text)


def eligibility_words(view: TeamView) -> str:
    """T1-T6: the team's eligibility status followed by every remark the rules make about the team."""
    words = translate("Export", _STATUS[view.summary.status])
    remarks = [finding.text(translate) for finding in view.findings if "mid" not in finding.params]
    return f"{words}: {'; '.join(remarks)}" if remarks else words


def schedules(tournament: Tournament, stages: Sequence[StageView]) -> dict[str, ScheduleView]:
    """Each stage's schedule, read once for the progress count and the match and line-up sheets."""
    return {stage.id: schedule_view(tournament, stage.id) for stage in stages}


def match_count(schedule: ScheduleView) -> int:
    return sum(len(round_.matches) for round_ in schedule.rounds)


# -- Teams ---------------------------------------------------------------------------------------
def teams_sheet(tournament: Tournament, stage_id: StageId | None) -> SheetData:
    """One row per player: team, its stages, captain, MID, name, club, district, birth year, the
    team's eligibility and the rules' remarks about this player."""
    columns = header_columns(
        (QT_TRANSLATE_NOOP("Export", "Team"), "text"),
        (QT_TRANSLATE_NOOP("Export", "Stages"), "text"),
        (QT_TRANSLATE_NOOP("Export", "Captain"), "text"),
        (QT_TRANSLATE_NOOP("Export", "MID"), "text"),
        (QT_TRANSLATE_NOOP("Export", "Player"), "text"),
        (QT_TRANSLATE_NOOP("Export", "Club"), "text"),
        (QT_TRANSLATE_NOOP("Export", "District"), "text"),
        (QT_TRANSLATE_NOOP("Export", "Birth year"), "int"),
        (QT_TRANSLATE_NOOP("Export", "Eligibility"), "text"),
        (QT_TRANSLATE_NOOP("Export", "Remarks on the player"), "text"),
    )
    stage_names: dict[str, str] = {stage.id: stage.form.name for stage in stage_views(tournament)}
    rows: list[Row] = []
    for view in team_views(tournament, stage_id):
        names = {player.mid: player.name for player in view.players}
        captain = names.get(view.captain_mid, view.captain_mid) if view.captain_mid else None
        stages = ", ".join(stage_names[stage] for stage in view.stages) or None
        eligibility = eligibility_words(view)
        for player, club in zip(view.players, view.clubs, strict=True):
            remarks = "; ".join(
                finding.text(translate) for finding in view.findings if finding.params.get("mid") == player.mid
            )
            rows.append(
                (
                    view.name,
                    stages,
                    captain,
                    player.mid,
                    player.name,
                    club or None,
                    player.district or None,
                    player.birth_year,
                    eligibility,
                    remarks or None,
                )
            )
        if not view.players:
            rows.append((view.name, stages, captain, None, None, None, None, None, eligibility, None))
    return titled_sheet(0, columns, rows)


# -- Standings -----------------------------------------------------------------------------------
def standings_sheet(tournament: Tournament, stages: Sequence[StageView], tick: Tick) -> SheetData:
    columns = header_columns(
        (QT_TRANSLATE_NOOP("Export", "Stage"), "text"),
        (QT_TRANSLATE_NOOP("Export", "Rank"), "int"),
        (QT_TRANSLATE_NOOP("Export", "Team"), "text"),
        (QT_TRANSLATE_NOOP("Export", "Played"), "int"),
        (QT_TRANSLATE_NOOP("Export", "VP"), "vp"),
        (QT_TRANSLATE_NOOP("Export", "Penalty VP"), "vp"),
        (QT_TRANSLATE_NOOP("Export", "IMPs won"), "int"),
        (QT_TRANSLATE_NOOP("Export", "IMPs lost"), "int"),
        (QT_TRANSLATE_NOOP("Export", "IMP quotient"), "quotient"),
        (QT_TRANSLATE_NOOP("Export", "Decided by (H8)"), "text"),
        (QT_TRANSLATE_NOOP("Export", "Penalties"), "text"),
        (QT_TRANSLATE_NOOP("Export", "Note"), "text"),
    )
    rows = []
    for stage in stages:
        for row in standings(tournament, stage.id).rows:
            notes = []
            if row.excluded:
                notes.append(translate("Export", "Excluded: all results struck"))
            if row.provisional:
                notes.append(translate("Export", "Includes a provisional walkover value"))
            rows.append(
                (
                    stage.form.name,
                    row.rank,
                    row.name,
                    row.played,
                    row.vp,
                    row.penalty_vp,
                    row.imps_won,
                    row.imps_lost,
                    quotient_value(row.imp_quotient),
                    decided_by_words(row.decided_by, row.awaiting_lot) or None,
                    "; ".join(row.penalty_reasons) or None,
                    "; ".join(notes) or None,
                )
            )
        tick()
    return titled_sheet(3, columns, rows)


# -- Fees ----------------------------------------------------------------------------------------
def fees_sheet(tournament: Tournament, stages: Sequence[StageView], as_of: dt.date, tick: Tick) -> SheetData:
    """F1-F4 per team and stage: entry fee, late fee, table fees, discount, total, paid, outstanding."""
    columns = header_columns(
        (QT_TRANSLATE_NOOP("Export", "Stage"), "text"),
        (QT_TRANSLATE_NOOP("Export", "Team"), "text"),
        (QT_TRANSLATE_NOOP("Export", "Entry fee"), "money"),
        (QT_TRANSLATE_NOOP("Export", "Late fee"), "money"),
        (QT_TRANSLATE_NOOP("Export", "Table fees"), "money"),
        (QT_TRANSLATE_NOOP("Export", "Discount"), "money"),
        (QT_TRANSLATE_NOOP("Export", "Total"), "money"),
        (QT_TRANSLATE_NOOP("Export", "Paid"), "money"),
        (QT_TRANSLATE_NOOP("Export", "Outstanding"), "money"),
        (QT_TRANSLATE_NOOP("Export", "Entry fee paid on"), "date"),
        (QT_TRANSLATE_NOOP("Export", "As of"), "date"),
    )
    rows = []
    for stage in stages:
        for row in fee_overview(tournament, stage.id, as_of).rows:
            fees = row.fees
            rows.append(
                (
                    stage.form.name,
                    row.name,
                    fees.entry_fee,
                    fees.late_fee,
                    fees.table_fees,
                    fees.entry_discount + fees.table_discount,
                    fees.total,
                    fees.paid,
                    fees.outstanding,
                    row.entry_paid_on,
                    as_of,
                )
            )
        tick()
    return titled_sheet(6, columns, rows)

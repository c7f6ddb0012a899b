"""Before a Bridgemate file is imported: what it holds, and what of it does not fit a stage
(docs/bws.md, "Checks"). The import runs the same stage checks and refuses on them unless the TD
confirms (``force``); ``tddesk bws-check`` and *Bridgemate → Kontrollera fil…* only show them."""

from __future__ import annotations

import datetime as dt
import json
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from tddesk.formats.bws.reader import BwsData
from tddesk.i18n import translate
from tddesk.models.pairs_tables import PairsBoardResult, PairsEntry, PairsHeat
from tddesk.models.tables import BoardResult, Match, Stage, StageTeam, Team, TeamMember
from tddesk.rules import bws as bws_rules
from tddesk.rules.boards import half_board_numbers
from tddesk.services.board_layout import stage_layout
from tddesk.services.bws_files import load_bws
from tddesk.services.errors import ServiceError, message

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament

SHOWN_NAMES = 6


class BwsMismatch(ServiceError):
    """The file does not fit the stage in a way the TD may overrule (another venue's file, an older
    copy, a file without results); ``problems`` lists each in words."""

    def __init__(self, text: str, problems: tuple[str, ...]) -> None:
        super().__init__(text)
        self.problems = problems


@dataclass(frozen=True)
class BwsCheckView:
    file: str
    format: str
    sections: tuple[str, ...]
    tables: int
    rounds: int
    boards: int
    results: int
    erased: int
    superseded: int
    deleted_rows: int
    arbitral: int
    not_played: int
    passed_out: int
    player_numbers: int
    played_on: dt.date | None
    newest_row: int
    problems: tuple[str, ...] = field(default=())

    def to_json(self) -> str:
        values = asdict(self)
        values["played_on"] = self.played_on.isoformat() if self.played_on else None
        values["sections"] = list(self.sections)
        values["problems"] = list(self.problems)
        return json.dumps(values, ensure_ascii=False, indent=2)


def file_check(path: Path | str, data: BwsData, problems: tuple[str, ...] = ()) -> BwsCheckView:
    counts = bws_rules.count_rows(data.received)
    tables = {(row.section, row.table) for row in data.received} | set(data.tables)
    tables |= {(row.section, row.table) for row in data.seatings}
    rounds = {row.round for row in data.received} | {row.round for row in data.seatings}
    boards = {row.board for row in data.received}
    for row in data.seatings:
        boards |= set(range(row.low_board, row.high_board + 1)) if 0 < row.low_board <= row.high_board else set()
    return BwsCheckView(
        Path(path).name,
        data.format,
        tuple(data.sections[key] for key in sorted(data.sections)),
        len(tables),
        len(rounds),
        len(boards),
        counts.results,
        counts.erased,
        counts.superseded,
        sum(data.deleted_rows.values()),
        counts.arbitral,
        counts.not_played,
        counts.passed_out,
        sum(1 for row in data.players if row.number.strip("0 ")),
        data.played_on,
        data.newest_result[1],
        problems,
    )


def overrulable_problems(
    session: Session, stage: Stage, data: BwsData, section: int, imported_ids: set[int]
) -> list[str]:
    """What the TD may overrule: rows of a section the file lacks, players of other teams than the
    stage's, a copy older than the one already imported."""
    problems = section_and_age_problems(data, imported_ids)
    others = _other_teams(session, stage.id, data)
    if others:
        problems.append(
            translate(
                "Bridgemate",
                "The players in the file are on {teams}, which do not play in {stage}: it is another "
                "venue's or stage's file.",
            ).format(teams=", ".join(others[:SHOWN_NAMES]), stage=stage.name)
        )
    return problems


def section_and_age_problems(data: BwsData, imported_ids: set[int]) -> list[str]:
    """Rows of a section the file lacks; a copy older than one already imported (its newest row is
    older than a row imported before)."""
    problems = []
    strange = sorted({row.section for row in data.received} - set(data.sections))
    if strange:
        problems.append(
            translate("Bridgemate", "The file has results of section {ids}, which its Section table lacks.").format(
                ids=", ".join(str(number) for number in strange)
            )
        )
    newest_in_file = max((row.id for row in data.received), default=0)
    newer_imported = sorted(number for number in imported_ids if number > newest_in_file)
    if newer_imported:
        problems.append(
            translate(
                "Bridgemate",
                "The file is older than the one imported before: its newest row is {row}, but row "
                "{imported} was imported already. Importing it would undo later corrections.",
            ).format(row=newest_in_file, imported=newer_imported[-1])
        )
    return problems


def _other_teams(session: Session, stage_id: str, data: BwsData) -> list[str]:
    """Names of the teams whose players the file seats, when most of its players are on teams that
    do not play the stage."""
    mids = {row.number.strip() for row in data.players if row.number.strip("0 ")}
    if not mids:
        return []
    stage_teams = set(session.scalars(select(StageTeam.team_id).where(StageTeam.stage_id == stage_id)))
    teams_of = dict(session.execute(select(TeamMember.mid, TeamMember.team_id).where(TeamMember.mid.in_(mids))).all())
    inside = sum(1 for mid in mids if teams_of.get(mid) in stage_teams)
    outside = {teams_of[mid] for mid in mids if mid in teams_of and teams_of[mid] not in stage_teams}
    if not outside or inside >= len(mids) / 2:
        return []
    names = dict(session.execute(select(Team.id, Team.name).where(Team.id.in_(outside))).all())
    return sorted(names.values())


def no_results_text() -> str:
    return translate(
        "Bridgemate", "The file holds no results for this stage; nothing was imported and no result was removed."
    )


def mismatch(stage_name: str, problems: list[str]) -> BwsMismatch:
    text = translate(
        "Bridgemate", "The Bridgemate file does not fit {stage}; nothing was imported:\n{problems}"
    ).format(stage=stage_name, problems="\n".join(f"– {problem}" for problem in problems))
    return BwsMismatch(text, tuple(problems))


def imported_row_ids(session: Session, stage_id: str) -> set[int]:
    return set(
        session.scalars(
            select(BoardResult.bws_row_id)
            .join(Match, BoardResult.match_id == Match.id)
            .where(Match.stage_id == stage_id, BoardResult.source == "bws", BoardResult.bws_row_id.is_not(None))
        )
    )


def stage_has_results(session: Session, stage_id: str) -> bool:
    return bool(
        session.scalar(
            select(func.count())
            .select_from(BoardResult)
            .join(Match, BoardResult.match_id == Match.id)
            .where(Match.stage_id == stage_id)
        )
    )


def check_file(path: Path | str, tournament: Tournament | None = None, stage_id: str | None = None) -> BwsCheckView:
    """What the file holds; with a tournament and a stage (or a pairs heat), what does not fit it.
    A file that cannot be read raises the same refusal the import gives."""
    data = load_bws(path)
    if tournament is None or stage_id is None:
        return file_check(path, data)
    with tournament.reading() as session:
        stage = session.get(Stage, stage_id)
        if stage is not None:
            problems = _stage_check(session, stage, data)
        elif session.get(PairsHeat, stage_id) is not None:
            problems = section_and_age_problems(data, pairs_imported_ids(session, stage_id))
            numbers = set(session.scalars(select(PairsEntry.number).where(PairsEntry.heat_id == stage_id)))
            strangers = sorted({n for row in data.received for n in (row.pair_ns, row.pair_ew) if n > 0} - numbers)
            if strangers:
                problems.append(
                    translate("Bridgemate", "Pairs {numbers} of the file do not play in the heat.").format(
                        numbers=", ".join(str(n) for n in strangers[:SHOWN_NAMES])
                    )
                )
        else:
            raise message(translate("Bridgemate", "There is no stage or pairs heat {id}."), id=stage_id)
    return file_check(path, data, tuple(problems))


def _stage_check(session: Session, stage: Stage, data: BwsData) -> list[str]:
    layout = stage_layout(session, stage)
    try:
        section = _section_of(data, layout.section)
    except ValueError as error:
        return [str(error)]
    problems = overrulable_problems(session, stage, data, section, imported_row_ids(session, stage.id))
    matches = {(m.round_number, m.position) for m in session.scalars(select(Match).where(Match.stage_id == stage.id))}
    per_round: dict[int, int] = {}
    for round_number, _position in matches:
        per_round[round_number] = per_round.get(round_number, 0) + 1
    file_tables = {row.table for row in data.received if row.section == section}
    file_tables |= {table for sec, table in data.tables if sec == section}
    outside, missing = set(), set()
    for row in data.received:
        if row.section != section:
            continue
        stage_round, half = layout.slot(row.round, stage.halves)
        numbers = half_board_numbers(stage_round, half, stage.boards_per_match, stage.halves, layout.numbering)
        if row.board not in numbers:
            outside.add((row.table, row.board))
        wanted = {layout.seat_of_table(stage_round, table) for table in range(1, 2 * per_round.get(stage_round, 0) + 1)}
        have = {layout.seat_of_table(stage_round, table) for table in file_tables}
        missing |= {(stage_round, position, room) for position, room in wanted - have}
    if outside:
        shown = sorted(outside)[:SHOWN_NAMES]
        problems.append(
            translate("Bridgemate", "Boards outside the stage's layout: {where}.").format(
                where=", ".join(
                    translate("Bridgemate", "table {table} board {board}").format(table=t, board=b) for t, b in shown
                )
            )
        )
    if missing:
        problems.append(
            translate("Bridgemate", "The file has no table for {count} rooms of the stage's matches.").format(
                count=len(missing)
            )
        )
    return problems


def _section_of(data: BwsData, letter: str | None) -> int:
    if letter:
        for number, name in data.sections.items():
            if name.upper() == letter.upper():
                return number
        raise ValueError(
            translate("Bridgemate", "The file has no section {letter} (it has {letters}).").format(
                letter=letter, letters=", ".join(sorted(data.sections.values())) or "-"
            )
        )
    return min(data.sections, default=1)


def pairs_imported_ids(session: Session, heat_id: str, session_number: int | None = None) -> set[int]:
    query = select(PairsBoardResult.bws_row_id).where(
        PairsBoardResult.heat_id == heat_id,
        PairsBoardResult.source == "bws",
        PairsBoardResult.bws_row_id.is_not(None),
    )
    if session_number is not None:
        query = query.where(PairsBoardResult.session == session_number)
    return set(session.scalars(query))


def pairs_file_fits(session: Session, heat: PairsHeat, session_number: int, data: BwsData, force: bool) -> bool:
    """Whether a pairs session's file has results to import; a file without any refuses when the
    session has results (it never removes them), an older copy or a strange section unless ``force``."""
    stored = session.scalar(
        select(func.count())
        .select_from(PairsBoardResult)
        .where(PairsBoardResult.heat_id == heat.id, PairsBoardResult.session == session_number)
    )
    if bws_rules.count_rows(data.received).results == 0:
        if stored:
            raise message(no_results_text())
        return False
    doubts = section_and_age_problems(data, pairs_imported_ids(session, heat.id, session_number))
    if doubts and not force:
        raise mismatch(heat.name, doubts)
    return True

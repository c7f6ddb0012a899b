"""The Bridgemate session file of a team stage: one section, two tables per match, a Bridgemate
round per round and half, team numbers as pair numbers, the players' names, the deals and the
settings, written as a Jet3 file BCS opens (docs/bws.md, "The session file for a team stage").

The mapping is the board layout the import reads the file back with (``rules/bws_session``), so
what the tables send lands on the match, room, half and board it was played at. Writing a file
changes nothing in the tournament: no action, nothing to undo.
"""

from __future__ import annotations

import datetime as dt
import uuid
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from sqlalchemy import select

from tddesk.formats.bws.rewrite import Rows
from tddesk.formats.bws.writer.bcs_tables import bcs_text, bws_bytes
from tddesk.i18n import translate
from tddesk.ids import MatchId, StageId
from tddesk.models.atomic import NotARegularFile, TargetInUse, TournamentFileInTheWay, write_bytes_atomically
from tddesk.models.tables import Match, Round, StageDeal, StageTeam, Team, TeamMember
from tddesk.rules.bws_session import TableSeating, team_seatings
from tddesk.rules.contract import BoardError
from tddesk.rules.deals import parse_pbn_deal
from tddesk.services.board_layout import stage_layout
from tddesk.services.errors import ServiceError, message
from tddesk.services.stages import get_stage
from tddesk.services.storage import storage_error

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament

SECTION_ID = 1
NAME_LENGTH = 18  # PlayerNames.Name, PlayerNumbers.Name
SUIT_NAMES = ("Spades", "Hearts", "Diamonds", "Clubs")
HAND_NAMES = ("North", "East", "South", "West")
# The Bridgemates' settings for a pairs session: as for a team match, with percentages shown.
PAIRS_SETTINGS_CHANGES: dict[str, object] = {"ShowPercentage": True}
# The Bridgemates' settings for a team match (docs/bws.md, "Settings"): results shown without
# percentages, the lead entered, player numbers required before the first board, names shown.
TEAM_SETTINGS: dict[str, object] = {
    "ShowResults": True,
    "ShowOwnResult": True,
    "RepeatResults": False,
    "MaximumResults": 0,
    "ShowPercentage": False,
    "GroupSections": False,
    "ScorePoints": 0,
    "EnterResultsMethod": 1,
    "ShowPairNumbers": True,
    "IntermediateResults": False,
    "AutopoweroffTime": 20,
    "VerificationTime": 2,
    "ShowContract": 0,
    "LeadCard": True,
    "MemberNumbers": True,
    "MemberNumbersNoBlankEntry": True,
    "BoardOrderVerification": False,
    "HandRecordValidation": False,
    "BM2ConfirmNP": True,
    "BM2NextSeatings": True,
    "BM2ScoreCorrection": True,
    "BM2ResultsOverview": 1,
    "BM2ShowPlayerNames": 1,
    "BM2NameSource": 1,
    "BM2NumberValidation": 1,
    "BM2ViewHandrecord": False,
}


@dataclass(frozen=True)
class TeamSessionView:
    """What a session file holds, for the cards and the checks that read it."""

    stage_id: StageId
    stage_name: str
    section: str
    seatings: tuple[TableSeating, ...]
    teams: dict[int, str]  # team number → name
    match_ids: dict[tuple[int, int], MatchId]  # (stage round, match 1, 2, …) → match id
    rows: Rows = field(default_factory=dict)

    @property
    def tables(self) -> int:
        return max((seating.table for seating in self.seatings), default=0)


def team_session(
    tournament: Tournament, stage_id: StageId, round_number: int | None = None, half: int | None = None
) -> TeamSessionView:
    """The session of a stage's rounds (all, or ``round_number``) and halves (both, or ``half``)."""
    with tournament.reading() as session:
        stage = get_stage(session, stage_id)
        layout = stage_layout(session, stage)
        if half is not None and not 1 <= half <= stage.halves:
            raise message(
                translate("Bridgemate", "{stage} plays {halves} halves a round; there is no half {half}."),
                stage=stage.name,
                halves=stage.halves,
                half=half,
            )
        numbers = {
            team_id: number
            for number, team_id in enumerate(
                session.scalars(
                    select(StageTeam.team_id).where(StageTeam.stage_id == stage.id).order_by(StageTeam.position)
                ),
                start=1,
            )
        }
        rounds = list(session.scalars(select(Round.number).where(Round.stage_id == stage.id).order_by(Round.number)))
        if round_number is not None:
            if round_number not in rounds:
                raise message(
                    translate("Bridgemate", "{stage} has no round {round} (it has rounds {first}-{last})."),
                    stage=stage.name,
                    round=round_number,
                    first=rounds[0] if rounds else 0,
                    last=rounds[-1] if rounds else 0,
                )
            rounds = [round_number]
        matches: dict[int, list[Match]] = {}
        for match in session.scalars(
            select(Match).where(Match.stage_id == stage.id).order_by(Match.round_number, Match.position)
        ):
            matches.setdefault(match.round_number, []).append(match)
        if not any(matches.get(number) for number in rounds):
            raise message(
                translate("Bridgemate", "{stage} has no matches to seat yet; make the schedule first."),
                stage=stage.name,
            )
        plan = [
            (number, [(numbers[m.home_team_id], numbers[m.away_team_id]) for m in matches.get(number, [])])
            for number in rounds
        ]
        try:
            seatings = team_seatings(layout, stage.halves, stage.boards_per_match, plan, half)
        except BoardError as error:
            raise message("{words}", words=error.words(translate)) from None
        match_ids = {
            (number, index): match.id
            for number in rounds
            for index, match in enumerate(matches.get(number, []), start=1)
        }
        teams = dict(session.execute(select(Team.id, Team.name).where(Team.id.in_(numbers))).all())
        members = session.scalars(select(TeamMember).where(TeamMember.team_id.in_(numbers))).all()
        deals = {
            row.board: row.deal for row in session.scalars(select(StageDeal).where(StageDeal.stage_id == stage.id))
        }
        letter = layout.section or "A"
        result = TeamSessionView(
            stage.id,
            stage.name,
            letter,
            tuple(seatings),
            {number: teams[team_id] for team_id, number in numbers.items()},
            match_ids,
        )
        first_start = session.scalar(select(Round.start).where(Round.stage_id == stage.id).order_by(Round.number))
        round_rows = [RoundRow(s.bridgemate_round, s.table, s.ns, s.ew, s.boards) for s in seatings]
        players = [(member.mid, member.player.name) for member in members]
        result.rows.update(
            session_rows(stage.name, stage.day, first_start, letter, round_rows, players, deals, TEAM_SETTINGS)
        )
        return result


@dataclass(frozen=True)
class RoundRow:
    """A RoundData row before it is written: round, table, NS and EW pair numbers, boards."""

    round: int
    table: int
    ns: int
    ew: int
    boards: range


def session_rows(
    name: str,
    day: dt.date | None,
    first_start: str | None,
    letter: str,
    seatings: Sequence[RoundRow],
    players: Sequence[tuple[str, str]],
    deals: dict[int, str],
    settings: dict[str, object],
) -> Rows:
    """The BCS tables of a session before play: Section, Tables, RoundData, Settings, PlayerNames
    (``players``: MID and name), HandRecord (``deals``: board → PBN) and Session."""
    tables = sorted({seating.table for seating in seatings})
    boards = sorted({board for seating in seatings for board in seating.boards})
    return {
        "Section": [
            {
                "ID": SECTION_ID,
                "Letter": letter,
                "Tables": max(tables, default=0),
                "MissingPair": 0,
                "EWMoveBeforePlay": 0,
                "Session": 1,
                "ScoringType": 1,
                "Winners": 0,
            }
        ],
        "Tables": [
            {
                "Section": SECTION_ID,
                "Table": table,
                "ComputerID": 1,
                "Status": 0,
                "LogOnOff": 2,
                "CurrentRound": 0,
                "CurrentBoard": 0,
                "UpdateFromRound": 0,
                "Group": 1,
            }
            for table in tables
        ],
        "RoundData": [
            {
                "Section": SECTION_ID,
                "Table": seating.table,
                "Round": seating.round,
                "NSPair": seating.ns,
                "EWPair": seating.ew,
                "LowBoard": seating.boards[0],
                "HighBoard": seating.boards[-1],
                "CustomBoards": "",
            }
            for seating in seatings
        ],
        "Settings": [{**settings, "Section": SECTION_ID}],
        "PlayerNames": sorted(
            (
                {
                    "ID": int(mid) if mid.isdigit() and int(mid) < 2**31 else None,
                    "Name": bcs_text(player_name, NAME_LENGTH),
                    "strID": bcs_text(mid, NAME_LENGTH),
                }
                for mid, player_name in set(players)
            ),
            key=lambda row: str(row["strID"]),
        ),
        "HandRecord": [_hand_record(board, deals[board]) for board in boards if board in deals],
        "Session": [
            {
                "ID": 1,
                "Name": bcs_text(name, 40),
                "Date": day,
                "Time": _time_of_day(first_start),
                "GUID": "{" + str(uuid.uuid5(uuid.NAMESPACE_URL, f"tddesk:{name}:{day}")).upper() + "}",
                "Status": 0,
                "ShowInApp": False,
            }
        ],
    }


def _hand_record(board: int, pbn: str) -> dict[str, object]:
    deal = parse_pbn_deal(board, pbn)
    row: dict[str, object] = {"Section": SECTION_ID, "Board": board}
    for hand_name, hand in zip(HAND_NAMES, deal.hands):
        for suit_name, cards in zip(SUIT_NAMES, hand):
            row[f"{hand_name}{suit_name}"] = cards
    return row


def _time_of_day(start: str | None) -> dt.datetime | None:
    """A round's start ("10:00") as BCS keeps a time alone: on day 0, 1899-12-30."""
    if not start:
        return None
    hours, minutes = (int(part) for part in start.split(":"))
    return dt.datetime(1899, 12, 30, hours, minutes)


def write_session_file(path: Path | str, rows: Rows) -> None:
    """The rows as a .bws, dated by the session's day, not the clock: the same session gives the same
    file, byte for byte. Written whole or not at all, and never over a tournament file (one a
    program has open, or one the TD did not choose to replace: ``models/atomic.py``)."""
    day = rows["Session"][0]["Date"] or dt.date(2000, 1, 1)
    assert isinstance(day, dt.date)  # session_rows writes the stage's day, or None (then the fallback)
    write_bytes_atomically(Path(path), bws_bytes(rows, created=dt.datetime.combine(day, dt.time(8))))


def write_team_session(
    tournament: Tournament,
    stage_id: StageId,
    path: Path | str,
    round_number: int | None = None,
    half: int | None = None,
) -> TeamSessionView:
    """Write the session file to ``path`` (replaced if it exists); refused in words when the stage
    cannot be seated or the file cannot be written, and then nothing is written."""
    session = team_session(tournament, stage_id, round_number, half)
    check_closed(path)
    try:
        write_session_file(path, session.rows)
    except OSError as error:
        raise cannot_write(path, error) from None
    return session


def in_use(path: Path | str) -> ServiceError:
    """The file is open in BCS: it must be closed there before tddesk writes it."""
    return message(
        translate(
            "Bridgemate",
            "{file} is in use: Bridgemate Control Software must have the file closed. Close the session "
            "in BCS, then try again; the file was left as it was.",
        ),
        file=Path(path).name,
    )


def check_closed(path: Path | str) -> None:
    """Refuse a file the Jet engine has open: while BCS (or Access) has a .bws open, Jet keeps a lock
    file of the same name with the extension .ldb beside it."""
    if Path(path).with_suffix(".ldb").exists():
        raise in_use(path)


def session_rounds(tournament: Tournament, stage_id: StageId) -> tuple[list[int], int]:
    """The stage's round numbers and its halves a round: what the window offers to write."""
    with tournament.reading() as session:
        stage = get_stage(session, stage_id)
        rounds = session.scalars(select(Round.number).where(Round.stage_id == stage.id).order_by(Round.number))
        return list(rounds), stage.halves


def cannot_write(path: Path | str, error: OSError) -> ServiceError:
    """A write the disk refused, in words naming the file; a file another program holds open (BCS on
    Windows) in words saying to close it there."""
    # Windows refuses to replace a file another program has open: access denied, sharing or lock violation.
    if getattr(error, "winerror", None) in (5, 32, 33):
        return in_use(path)
    if isinstance(error, (TargetInUse, TournamentFileInTheWay, NotARegularFile)):
        return storage_error(error, path)  # the words every writer uses for a tournament file in the way
    return message(
        translate("Bridgemate", "{file} cannot be written: {error}"),
        file=Path(path).name,
        error=error.strerror or str(error),
    )

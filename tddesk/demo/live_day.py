"""The semifinal demo day played live (docs/bws.md, "Playing the demo day"): each venue's session
file filled as BCS fills it — the player numbers keyed at each round's start, the results table by
table as they reach the PC, with a correction, a late table, a fouled board at one venue and a
player of another team keyed at a table — on a clock that runs ``speed`` times faster than the
wall's. Only the files are written (through the Bridgemate writer); the window reads them through
the real import and follow.

The whole day is planned first from the files (RoundData, HandRecord) and the stages' timetables,
so the same day plays the same way; ``write_until(clock)`` writes everything sent up to a time, and
a stopped play resumes from the latest time in the files.
"""

from __future__ import annotations

import datetime as dt
import random
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from tddesk.demo.bcs_play import DAY_ZERO, deals_of, play_rounds, received_rows
from tddesk.demo.play import Played, estimated_tricks, field_contract, play_table
from tddesk.formats.bws.rewrite import Rows, read_tables, write_tables
from tddesk.ids import StageId
from tddesk.rules.board_layout import Layout
from tddesk.rules.deals import Deal
from tddesk.services.board_layout import board_layout
from tddesk.services.central_day_times import day_timetable
from tddesk.services.schedule import schedule_view
from tddesk.services.teams import team_view, team_views

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament

NUMBERS_BEFORE = dt.timedelta(minutes=4)  # the tables key the players' numbers before the half starts
LATE = dt.timedelta(minutes=8, seconds=20)  # the late table's last result after its half's end: 9 minutes (P2)
LATE_ROUND = 2  # the Bridgemate round with the late table
CORRECTED_AFTER = dt.timedelta(minutes=2)
ARBITRAL_ROUND = 2  # the Bridgemate round where the TD gives table 1 an arbitral score at the second venue
ARBITRAL = "60%-40%"  # average plus to NS, average minus to EW (Law 12C2), as the Bridgemate writes it


Sent = tuple[dt.datetime, str, dict[str, object]]  # (time, table of the file, its row), as the PC receives it


@dataclass
class VenuePlay:
    """One venue: its file, the rows BCS started from, and what its tables send, in time order."""

    stage_id: StageId
    path: Path
    start_rows: Rows
    sent: list[Sent] = field(default_factory=list)  # (time, table, row)
    written: int = 0  # how many of ``sent`` the file holds

    def rows_until(self, clock: dt.datetime) -> tuple[Rows, int]:
        count = sum(1 for at, _table, _row in self.sent if at <= clock)
        rows = {name: [dict(row) for row in table] for name, table in self.start_rows.items()}
        for _at, table, row in self.sent[:count]:
            rows.setdefault(table, []).append(row)
        return rows, count


def _starts(tournament: Tournament, stage_id: StageId, day: dt.date) -> dict[int, dt.datetime]:
    """Bridgemate round → when its half starts at the venue."""
    view = day_timetable(tournament, stage_id)
    layout = board_layout(tournament, stage_id)
    starts: dict[int, dt.datetime] = {}
    for bm_round in range(1, len(view.rounds) * view.halves + 1):
        stage_round, half = layout.slot(bm_round, view.halves)
        starts[bm_round] = dt.datetime.combine(day, view.slot(stage_round, half).start)
    return starts


def plan_venue(
    tournament: Tournament, stage_id: StageId, path: Path, number: int, day: dt.date, seed: int
) -> VenuePlay:
    """The venue's day. The first venue has the correction, the late table and the player of
    another team; the second plays a board of the second round with the next board's cards and
    has an arbitral score."""
    start_rows = {
        name: rows for name, rows in read_tables(path).items() if name not in ("ReceivedData", "PlayerNumbers")
    }
    starts = _starts(tournament, stage_id, day)
    view = day_timetable(tournament, stage_id)
    # Every table done some minutes before the half's end, as a day without slow play goes.
    minutes = (view.half_minutes - 8) / view.boards_per_half
    played = play_rounds(start_rows, day, {r: at.time() for r, at in starts.items()}, seed + number, minutes)
    if number == 2:
        played = _fouled(start_rows, played, seed)
    if number == 1:
        layout = board_layout(tournament, stage_id)
        stage_round, half = layout.slot(LATE_ROUND, view.halves)
        end = dt.datetime.combine(day, view.slot(stage_round, half).end)
        played = _late(played, LATE_ROUND, end + LATE)
    results = [(clock, "ReceivedData", row) for (clock, _p), row in zip(played, received_rows(played))]
    if number == 1:
        results = _corrected(results)
    if number == 2:
        results = _arbitral(results)
    numbers = _player_numbers(tournament, stage_id, start_rows, starts, other_team=number == 1)
    sent = sorted(results + numbers, key=lambda item: (item[0], item[1] != "PlayerNumbers"))
    _number_ids(sent)
    return VenuePlay(stage_id, path, start_rows, sent)


def _fouled(rows: Rows, played: list[tuple[dt.datetime, Played]], seed: int) -> list[tuple[dt.datetime, Played]]:
    """A board of the second round's first half played at every table with the cards of the board
    after it — of the pairs of boards there, the one whose deals differ most, so it shows."""
    deals = deals_of(rows, seed)
    half = sorted({p.board for _clock, p in played if p.round == 3})
    pairs = [(board, board + 1) for board in half if board + 1 in half and board in deals and board + 1 in deals]
    if not pairs:
        return played

    def swing(pair: tuple[int, int]) -> int:
        return abs(_field_score(deals[pair[0]]) - _field_score(deals[pair[1]]))

    board, other = max(pairs, key=swing)
    wrong = Deal(board, deals[other].hands)
    field_result = field_contract(wrong, estimated_tricks(wrong))
    rng = random.Random(seed)
    return [
        (clock, play_table(wrong, field_result, (p.round, p.table, p.ns, p.ew), {}, rng) if p.board == board else p)
        for clock, p in played
    ]


def _field_score(deal: Deal) -> int:
    """The NS score of the contract the field bids and makes on ``deal``."""
    # deferred: loaded only when this work is asked for (start-up)
    from tddesk.rules.contract import ns_score, parse_contract

    seat, strain, level, tricks = field_contract(deal, estimated_tricks(deal))
    return ns_score(deal.board, parse_contract(f"{level}{strain}"), seat, tricks)


def _late(played: list[tuple[dt.datetime, Played]], bm_round: int, at: dt.datetime) -> list[tuple[dt.datetime, Played]]:
    """Table 2's last result of the Bridgemate round reaches the PC at ``at``."""
    last = max((item for item in played if item[1].round == bm_round and item[1].table == 2), key=lambda item: item[0])
    return sorted(((at if item is last else item[0], item[1]) for item in played), key=lambda item: item[0])


def _corrected(
    results: list[Sent],
) -> list[Sent]:
    """The first result of table 3 is erased and sent again two minutes later, one trick fewer."""
    clock, table, first = next(item for item in results if item[2]["Table"] == 3 and item[2]["Contract"] != "PASS")
    erased = {**first, "Erased": True, "Remarks": "Result erased"}
    tricks = str(first["Result"])
    one_less = -1 if tricks == "=" else int(tricks) - 1
    again = {**first, "Result": "=" if one_less == 0 else f"{one_less:+d}"}
    later = clock + CORRECTED_AFTER
    for row in (erased, again):
        row["TimeLog"] = dt.datetime.combine(DAY_ZERO, later.time())
    return results + [(later, table, erased), (later, table, again)]


def _arbitral(results: list[Sent]) -> list[Sent]:
    """Table 1's first board of the Bridgemate round ``ARBITRAL_ROUND`` gets an arbitral score from
    the TD instead of a result: the contract, result and lead empty and the score in Remarks, as the
    Bridgemate sends it (docs/bws.md, "Adjusted scores")."""
    first = next(item for item in results if item[2]["Table"] == 1 and item[2]["Round"] == ARBITRAL_ROUND)
    adjusted = {**first[2], "Contract": "", "Result": "", "LeadCard": "", "Remarks": ARBITRAL}
    return [(item[0], item[1], adjusted) if item is first else item for item in results]


def _number_ids(sent: list[Sent]) -> None:
    """ReceivedData IDs in the order the rows reach the PC."""
    number = 0
    for _at, table, row in sent:
        if table == "ReceivedData":
            number += 1
            row["ID"] = number


def _player_numbers(
    tournament: Tournament, stage_id: StageId, rows: Rows, starts: Mapping[int, dt.datetime], other_team: bool
) -> list[Sent]:
    """The four players of each side keyed at both tables before each half; at the first venue the
    away team of the first match keys, in round 1, a player registered for another team."""
    view = schedule_view(tournament, stage_id)
    layout = board_layout(tournament, stage_id)
    halves = day_timetable(tournament, stage_id).halves
    rosters = {team: [p.mid for p in team_view(tournament, team).players] for team in view.team_ids}
    stranger = next((p.mid for t in team_views(tournament) if t.id not in rosters for p in t.players), None)
    sent: list[Sent] = []
    for bm_round, start in sorted(starts.items()):
        stage_round, _half = layout.slot(bm_round, halves)
        round_view = next((r for r in view.rounds if r.number == stage_round), None)
        if round_view is None:
            continue
        for position, match in enumerate(round_view.matches, start=1):
            home, away = rosters[match.home][:4], rosters[match.away][:4]
            if other_team and bm_round == 1 and position == 1 and stranger:
                away = [*away[:3], stranger]
            tables = dict(_tables(layout, stage_round, position))
            seats = {
                (tables["open"], "N"): home[0],
                (tables["open"], "S"): home[1],
                (tables["open"], "E"): away[0],
                (tables["open"], "W"): away[1],
                (tables["closed"], "N"): away[2],
                (tables["closed"], "S"): away[3],
                (tables["closed"], "E"): home[2],
                (tables["closed"], "W"): home[3],
            }
            keyed = start - NUMBERS_BEFORE
            for index, ((table, direction), mid) in enumerate(sorted(seats.items())):
                at = keyed + dt.timedelta(seconds=7 * index)
                sent.append(
                    (
                        at,
                        "PlayerNumbers",
                        {
                            "Section": 1,
                            "Table": table,
                            "Direction": direction,
                            "Number": mid,
                            "Name": "",
                            "TimeLog": at,
                            "Round": bm_round,
                        },
                    )
                )
    return sent


def _tables(layout: Layout, stage_round: int, position: int) -> list[tuple[str, int]]:
    # deferred: loaded only when this work is asked for (start-up)
    from tddesk.rules.bws_session import table_of

    return [(room, table_of(layout, stage_round, position, room)) for room in ("open", "closed")]


def plan_day(tournament: Tournament, files: Mapping[StageId, Path], day: dt.date, seed: int = 35) -> list[VenuePlay]:
    return [
        plan_venue(tournament, stage, path, number, day, seed) for number, (stage, path) in enumerate(files.items(), 1)
    ]


def write_until(venues: list[VenuePlay], clock: dt.datetime) -> int:
    """Write each venue's file with what its tables sent up to ``clock``; the rows newly written."""
    new = 0
    for venue in venues:
        rows, count = venue.rows_until(clock)
        if count != venue.written:
            write_tables(venue.path, rows)
            new += count - venue.written
            venue.written = count
    return new


def first_and_last(venues: list[VenuePlay]) -> tuple[dt.datetime, dt.datetime]:
    times = [at for venue in venues for at, _table, _row in venue.sent]
    return min(times), max(times)


def resume_clock(venues: list[VenuePlay]) -> dt.datetime | None:
    """The latest time already in the files (None: nothing played yet), to go on from."""
    times: list[dt.datetime] = []
    for venue in venues:
        rows = read_tables(venue.path)
        day = venue.sent[0][0].date() if venue.sent else dt.date.today()
        for row in rows.get("PlayerNumbers", ()):
            if isinstance(stamp := row.get("TimeLog"), dt.datetime):
                times.append(stamp)
        for row in rows.get("ReceivedData", ()):
            if isinstance(stamp := row.get("TimeLog"), dt.datetime):
                times.append(dt.datetime.combine(day, stamp.time()))
    return max(times, default=None)


def play_live(
    venues: list[VenuePlay],
    speed: float = 60.0,
    stopped: Callable[[], bool] = lambda: False,
    tick: float = 1.0,
    sleep: Callable[[float], None] = time.sleep,
    progress: Callable[[dt.datetime, int], None] | None = None,
) -> dt.datetime:
    """Play the day from where the files stand at ``speed`` × the wall clock (0: all at once), a
    write a ``tick``, until everything is sent or ``stopped()``; the clock reached."""
    first, last = first_and_last(venues)
    clock = resume_clock(venues) or first - dt.timedelta(seconds=1)
    for venue in venues:
        venue.written = sum(1 for at, _t, _r in venue.sent if at <= clock)
    while clock < last and not stopped():
        clock = last if speed <= 0 else min(last, clock + dt.timedelta(seconds=tick * speed))
        new = write_until(venues, clock)
        if progress is not None:
            progress(clock, new)
        if clock < last and speed > 0:
            sleep(tick)
    return clock

"""The TD's checks of a central day on the venues' Bridgemate files (docs/bws.md, "The TD's checks of
the day"): slow play from the Bridgemate clock (P2), suspicious results (a lead not held, far from
par, a fouled or misboarded board across venues, scores by Law 77) and the line-ups keyed at the
tables against the teams' lists (T1-T5, P3). Each finding names its rule, where, and why; the TD
rules — nothing here changes the tournament except ``record_bws_table_times``, the TD's own action.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from sqlalchemy import select
from sqlalchemy.orm import Session

from tddesk import numbers
from tddesk.formats.bws.reader import PlayerNumberRow
from tddesk.formats.bws.rewrite import Rows, read_tables
from tddesk.i18n import translate
from tddesk.ids import StageId
from tddesk.models.tables import Match
from tddesk.rules import bws as bws_rules
from tddesk.rules.central_day import half_end_overrun
from tddesk.rules.contract import parse_contract
from tddesk.rules.day_checks import fits_other_deal, fouled_boards
from tddesk.rules.deals import SEATS, Deal
from tddesk.rules.findings import Severity
from tddesk.services.board_layout import stage_layout
from tddesk.services.boards import room_name
from tddesk.services.central_day import record_table_time
from tddesk.services.central_day_times import stage_slots
from tddesk.services.day_check_rows import SECTION, DayFindingRow, law77_score, played_results
from tddesk.services.deals import stage_deals
from tddesk.services.errors import message
from tddesk.services.lineups import keyed_lineup_findings
from tddesk.services.par_check import far_from_par_findings, par_check
from tddesk.services.stages import get_stage

if TYPE_CHECKING:
    from tddesk.services.tournament import Change, Tournament

ROOM_TABLE = {"open": 1, "closed": 2}  # the central-day table's table numbers


def venue_rows(path: Path | str) -> Rows:
    try:
        return read_tables(path)
    except Exception as error:  # access-parser raises whatever a broken or half-written page makes it hit
        raise message(
            translate("Bridgemate", "{file} cannot be read as a Bridgemate file ({reason}); it was left as it was."),
            file=Path(path).name,
            reason=str(error) or type(error).__name__,
        ) from None


def _matches(session: Session, stage_id: StageId) -> dict[tuple[int, int], Match]:
    """(round, match 1, 2, … as the layout counts them) → match."""
    found: dict[tuple[int, int], Match] = {}
    counts: dict[int, int] = {}
    for match in session.scalars(
        select(Match).where(Match.stage_id == stage_id).order_by(Match.round_number, Match.position)
    ):
        counts[match.round_number] = counts.get(match.round_number, 0) + 1
        found[(match.round_number, counts[match.round_number])] = match
    return found


def slow_play(tournament: Tournament, stage_id: StageId, rows: Rows) -> list[DayFindingRow]:
    """P2: each table whose last result of a half reached the PC after the half's end in the
    venue's timetable, with the started minutes over."""
    last: dict[tuple[int, int], dt.time] = {}
    for row in rows.get("ReceivedData", ()):
        stamp = row.get("TimeLog")
        # A row the TD sent back (ExternalUpdate: docs/bws.md, "Changes during play") is not the table's clock.
        if row["Section"] != SECTION or not isinstance(stamp, dt.datetime) or row.get("ExternalUpdate"):
            continue
        key = (int(row["Table"]), int(row["Round"]))  # type: ignore[call-overload]
        last[key] = max(last.get(key, stamp.time()), stamp.time())
    findings = []
    with tournament.reading() as session:
        stage = get_stage(session, stage_id)
        layout = stage_layout(session, stage)
        slots = stage_slots(session, stage, tournament.profile)
        matches = _matches(session, stage.id)
        for (table, bm_round), ended in sorted(last.items()):
            stage_round, half = layout.slot(bm_round, stage.halves)
            position, room = layout.seat_of_table(stage_round, table)
            match = matches.get((stage_round, position))
            if match is None or stage_round not in slots:
                continue
            allowed = slots[stage_round][half - 1].end
            minutes = half_end_overrun(allowed, ended)
            if minutes <= 0:
                continue
            words = translate(
                "DayChecks",
                "Table {table} ({room}), round {round} half {half}: the last result came {ended}, "
                "{minutes} min after the half's end {allowed} (P2).",
            ).format(
                table=table,
                room=room_name(room),
                round=stage_round,
                half=half,
                ended=ended.strftime("%H:%M:%S"),
                minutes=minutes,
                allowed=allowed.strftime("%H:%M"),
            )
            findings.append(
                DayFindingRow("P2", "overrun", stage.id, words, table, None, match.id, half, room, minutes, ended)
            )
    return findings


def record_bws_table_times(tournament: Tournament, findings: list[DayFindingRow]) -> list[Change]:
    """Enter each overrun's end as the table's time in the central-day table, where it is marked
    and the slow-play ruling starts from its minutes; one undoable action per table."""
    changes: list[Change] = []
    for finding in findings:
        if finding.kind != "overrun" or finding.match_id is None or finding.ended is None:
            continue
        ended = finding.ended.replace(second=0) if finding.ended.second == 0 else _next_minute(finding.ended)
        changes.append(
            record_table_time(
                tournament,
                finding.match_id,
                finding.half or 1,
                ROOM_TABLE[finding.room or "open"],
                None,
                ended.strftime("%H:%M"),
            )
        )
    return changes


def _next_minute(time: dt.time) -> dt.time:
    """A started minute counts whole (P2): 11:19:20 is entered as 11:20."""
    moment = dt.datetime.combine(dt.date(2000, 1, 1), time.replace(second=0)) + dt.timedelta(minutes=1)
    return moment.time()


def suspicious_results(
    tournament: Tournament, venues: Mapping[StageId, Rows], double_dummy: bool = False
) -> list[DayFindingRow]:
    """Across the day's venues (stage id → its file's rows): a lead the leader was not dealt, a
    venue's board whose Law 77 scores fit another board of the half better (fouled or
    misboarded), and with ``double_dummy`` a score far from par when the field is near it."""
    findings: list[DayFindingRow] = []
    scores: dict[tuple[str, int], list[int]] = {}
    declarers: dict[tuple[str, int], list[tuple[str, str, int]]] = {}
    all_deals: dict[int, Deal] = {}
    groups: set[tuple[int, ...]] = set()
    names: dict[str, str] = {}
    for stage_id, rows in venues.items():
        with tournament.reading() as session:
            stage = get_stage(session, stage_id)
            names[stage_id] = stage.venue or stage.name
        deals = {deal.board: deal for deal in stage_deals(tournament, stage_id)}
        all_deals.update(deals)
        for seating in rows.get("RoundData", ()):
            groups.add(tuple(range(int(seating["LowBoard"]), int(seating["HighBoard"]) + 1)))  # type: ignore[call-overload]
        for row, values in played_results(rows):
            score = law77_score(row.board, values)
            scores.setdefault((stage_id, row.board), []).append(score)
            if values["declarer"]:
                strain = parse_contract(values["contract"]).strain
                declarers.setdefault((stage_id, row.board), []).append((values["declarer"], strain, values["tricks"]))
            deal = deals.get(row.board)
            lead = row.lead.strip().upper()[:2]
            if deal is not None and values["declarer"] and len(lead) == 2 and lead[0] in "SHDC":
                leader = SEATS[(SEATS.index(values["declarer"]) + 1) % 4]
                if not deal.holds(leader, lead[0] + lead[1].replace("1", "T")):
                    words = translate(
                        "DayChecks",
                        "{venue}, table {table}, board {board}: {seat} leads {card}, which {seat} was not dealt.",
                    ).format(venue=names[stage_id], table=row.table, board=row.board, seat=leader, card=lead)
                    findings.append(DayFindingRow("Law 77", "lead", stage_id, words, row.table, row.board))
    candidates = fouled_boards(scores, sorted(groups))
    # Scores alone cannot say which of two venues that disagree played the wrong cards: the
    # double-dummy tricks of both deals can (only for the few boards in doubt).
    reported = [
        fouled
        for fouled in candidates
        if _tricks_fit(all_deals, declarers.get((fouled.venue, fouled.board), []), fouled.board, fouled.fits)
    ]
    for fouled in reported:
        words = translate(
            "DayChecks",
            "{venue}, board {board}: its scores fit board {fits} of the other venues better "
            "({own} IMPs a table from the field on board {board}, {fit} on board {fits}) "
            "— a fouled or misboarded board?",
        ).format(
            venue=names[fouled.venue],
            board=fouled.board,
            fits=fouled.fits,
            own=numbers.localise(str(fouled.own_imps)),
            fit=numbers.localise(str(fouled.fit_imps)),
        )
        findings.append(DayFindingRow("Law 77", "fouled", StageId(fouled.venue), words, None, fouled.board))
    if double_dummy:
        findings += far_from_par_findings(par_check(tournament, venues)) or []
    return findings


def _tricks_fit(deals: Mapping[int, Deal], results: list[tuple[str, str, int]], board: int, other: int) -> bool:
    """The venue's tricks fit the other board's deal better; without the deals (or the solver)
    the scores' suspicion stands."""
    if board not in deals or other not in deals:
        return True
    try:
        # deferred: loaded only when this work is asked for (start-up)
        from tddesk.rules.double_dummy import analyse_all

        own, theirs = analyse_all([deals[board], deals[other]])
    except ImportError:
        return True
    return fits_other_deal(results, own.tricks_for, theirs.tricks_for)


def keyed_lineups(tournament: Tournament, stage_id: StageId, rows: Rows) -> list[DayFindingRow]:
    """T1-T5, P3: the player numbers keyed at each match's two tables, per half, against the
    teams' lists — as soon as a number arrives, before the half's first board."""
    numbers = [
        PlayerNumberRow(
            int(r["Section"]),  # type: ignore[call-overload]
            int(r["Table"]),  # type: ignore[call-overload]
            int(r["Round"] or 0),  # type: ignore[call-overload]
            str(r["Direction"] or "").strip().upper(),
            str(r["Number"] or "").strip(),
            str(r["Name"] or "").strip(),
            index,
        )
        for index, r in enumerate(rows.get("PlayerNumbers", ()))
        if r["Number"]
    ]
    findings = []
    with tournament.reading() as session:
        stage = get_stage(session, stage_id)
        layout = stage_layout(session, stage)
        matches = _matches(session, stage.id)
        halves = stage.halves
    tables = sorted({row.table for row in numbers})
    bm_rounds = sorted({max(row.round, 1) for row in numbers})
    for bm_round in bm_rounds:
        stage_round, half = layout.slot(bm_round, halves)
        for table in tables:
            position, room = layout.seat_of_table(stage_round, table)
            match = matches.get((stage_round, position))
            if match is None or room != "open":
                continue
            closed = next((t for t in tables if layout.seat_of_table(stage_round, t) == (position, "closed")), None)
            open_seats = bws_rules.seats_in_round(numbers, SECTION, table, bm_round)
            closed_seats = bws_rules.seats_in_round(numbers, SECTION, closed, bm_round) if closed else {}
            sides = {
                "home": [open_seats.get("N"), open_seats.get("S"), closed_seats.get("E"), closed_seats.get("W")],
                "away": [open_seats.get("E"), open_seats.get("W"), closed_seats.get("N"), closed_seats.get("S")],
            }
            for side, seated in sides.items():
                mids = [mid for mid in seated if mid]
                if not mids:
                    continue
                for finding in keyed_lineup_findings(tournament, match.id, half, side, mids):
                    if finding.code == "lineup_size" or (finding.severity is Severity.INFO):
                        continue
                    words = translate(
                        "DayChecks", "Tables {open}/{closed}, round {round} half {half}, {side}: {words}"
                    ).format(
                        open=table,
                        closed=closed or "-",
                        round=stage_round,
                        half=half,
                        side=translate("DayChecks", "home team")
                        if side == "home"
                        else translate("DayChecks", "away team"),
                        words=finding.words(translate),
                    )
                    findings.append(
                        DayFindingRow(
                            finding.rule,
                            "lineup",
                            stage.id,
                            words,
                            table,
                            None,
                            match.id,
                            half,
                            None,
                            mid=str(finding.params.get("mid", "")) or None,
                        )
                    )
    return findings

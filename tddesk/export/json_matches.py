"""A tournament file's matches read for the open format's export (docs/format.md, "Stages").
``MatchReader.matches`` gives each round's matches with their halves — typed, or counted from
the boards (``json_boards``) — their line-ups, moved dates, boards and table times, read table by
table in one pass. A match whose halves have a gap is noted in ``gaps``, and refused with its
path once its stage is assembled (``json_refusals``).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator
from typing import Any

from sqlalchemy import literal_column, select
from sqlalchemy.orm import Session

from tddesk.export.json_boards import BOARD_FIELDS, board_json, counted_halves
from tddesk.export.json_rows import TableReader, date_text, put
from tddesk.models.tables import BoardResult, HalfResult, LineupSeat, Match, TableTime


class MatchReader(TableReader):
    """Reads the matches of every stage, and notes the ones the format cannot say."""

    def __init__(self, session: Session):
        super().__init__(session)
        self.gaps: dict[str, list[int]] = {}  # match id → the halves it has, when one is missing between

    def matches(self, shapes: dict[str, tuple[int, int]]) -> dict[tuple[str, int], list[dict[str, Any]]]:
        """Each round's matches with their halves, line-ups, moved dates and table times."""
        boards: dict[str, list[dict[str, Any]]] = defaultdict(list)
        for row in self.rows(
            *(getattr(BoardResult, name) for name in ("match_id", *BOARD_FIELDS)),
            order=[BoardResult.match_id, BoardResult.half, BoardResult.board, BoardResult.room],
        ):
            boards[row[0]].append(board_json(row[1:]))
        seats: dict[tuple[str, int, str], list[str]] = defaultdict(list)
        for match_id, half, side, mid in self.rows(
            LineupSeat.match_id,
            LineupSeat.half,
            LineupSeat.side,
            LineupSeat.mid,
            order=[LineupSeat.match_id, LineupSeat.seat],
        ):
            seats[match_id, half, side].append(mid)
        times = defaultdict(list)
        for match_id, half, table, started, ended in self.rows(
            TableTime.match_id,
            TableTime.half,
            TableTime.table,
            TableTime.started,
            TableTime.ended,
            order=[TableTime.match_id, TableTime.half, TableTime.table],
        ):
            times[match_id].append({"half": half, "table": table, "started": started, "ended": ended})
        by_round: dict[tuple[str, int], list[dict[str, Any]]] = defaultdict(list)
        for (match_id, stage_id, round_number, home, away, date), own in self._matches_with_halves():
            stage_halves, per_half = shapes[stage_id]
            played = (
                counted_halves(own, boards[match_id], stage_halves, per_half)
                if match_id in boards
                else [
                    (number, home_imps, away_imps, False)
                    for number, (home_imps, away_imps, _keep) in sorted(own.items())
                ]
            )
            numbers = [number for number, _home, _away, _boards in played]
            if numbers != list(range(1, len(numbers) + 1)):
                self.gaps[match_id] = numbers  # refused with its path once the stage is assembled
            # A line-up belongs to a half in the format, and a half exists only with its IMPs: a line-up
            # typed before its half's result stays in the file and goes out with that result.
            entry: dict[str, Any] = {"id": match_id, "home": home, "away": away}
            put(entry, "date", date_text(date))
            entry["halves"] = [
                {
                    "home_imps": home_imps,
                    "away_imps": away_imps,
                    "home_lineup": seats.get((match_id, number, "home"), []),
                    "away_lineup": seats.get((match_id, number, "away"), []),
                    **({"from_boards": True} if from_boards else {}),
                }
                for number, home_imps, away_imps, from_boards in played
            ]
            put(entry, "boards", boards.get(match_id))
            put(entry, "table_times", times.get(match_id))
            by_round[stage_id, round_number].append(entry)
        return by_round

    def _matches_with_halves(self) -> Iterator[tuple[tuple[Any, ...], dict[int, tuple[Any, ...]]]]:
        """Each match (in the file's order) with its typed halves, read in one pass: the rows are
        not all held at once, nor a table of every match's halves beside the document."""
        query = (
            select(
                Match.id,
                Match.stage_id,
                Match.round_number,
                Match.home_team_id,
                Match.away_team_id,
                Match.date,
                HalfResult.half,
                HalfResult.home_imps,
                HalfResult.away_imps,
                HalfResult.keep_typed,
            )
            .outerjoin(HalfResult, HalfResult.match_id == Match.id)
            .order_by(Match.position, literal_column("match.rowid"), HalfResult.half)
        )
        current: tuple[Any, ...] | None = None
        own: dict[int, tuple[Any, ...]] = {}
        for *match, half, home, away, keep in self.connection.execute(query):
            key = tuple(match)
            if current is not None and key[0] != current[0]:
                yield current, own
                own = {}
            current = key
            if half is not None:
                own[half] = (home, away, bool(keep))
        if current is not None:
            yield current, own

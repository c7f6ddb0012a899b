"""Across venues on the semifinal day (docs/publishing.md, "Across venues"): each venue writes its
own stage's board results into a shared folder and merges what the other venues wrote, so IMPs
across the field over all venues (``services/field.py``) follow the day as it is played.

A merged result is stored with the source ``venue``. A newer file from the same venue replaces
what the venue sent before (a result it cleared is removed); a result entered here is never
overwritten — a file that differs from it is reported as a conflict. A file older than the one
already merged (a lower change number), a copy the sync tool made of a conflict, and another
venue writing this venue's own stage are reported and not merged.
"""

from __future__ import annotations

import datetime as dt
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sqlalchemy import func, select

from tddesk.formats.venue_results import (
    VenueResults,
    file_name,
    is_conflict_copy,
    read_venue_results,
    write_venue_results,
)
from tddesk.i18n import translate
from tddesk.ids import MatchId, StageId
from tddesk.models.tables import Audit, BoardResult, Match
from tddesk.rules.contract import BoardError
from tddesk.services.adjusted_scores import weighted_values
from tddesk.services.boards import room_name, write_board_row
from tddesk.services.errors import NothingNew, ServiceError, message
from tddesk.services.played import parse_played
from tddesk.services.stages import get_stage
from tddesk.services.tournament import Change, Tournament

MERGED = "venue"  # the source of a result merged from another venue
VALUE_FIELDS = (
    "contract",
    "declarer",
    "tricks",
    "lead",
    "assigned_ns_score",
    "ns_percent",
    "ew_percent",
    "weighted",  # Law 12C1(c): the stored JSON text, checked as the TD's entry is
)


def venue_results(tournament: Tournament, stage_id: StageId, venue: str) -> VenueResults:
    """The stage's board results as this venue has them (not what it merged from others)."""
    with tournament.reading() as session:
        stage = get_stage(session, stage_id)
        match_ids = list(session.scalars(select(Match.id).where(Match.stage_id == stage.id)))
        matches: dict[str, list[dict[str, object]]] = {match: [] for match in match_ids}
        rows = session.scalars(
            select(BoardResult)
            .where(BoardResult.match_id.in_(match_ids), BoardResult.source != MERGED)
            .order_by(BoardResult.match_id, BoardResult.half, BoardResult.room, BoardResult.board)
        )
        for row in rows:
            board = {"half": row.half, "room": row.room, "board": row.board}
            board.update({name: getattr(row, name) for name in VALUE_FIELDS if getattr(row, name) is not None})
            matches[row.match_id].append(board)
        sequence = session.scalar(select(func.max(Audit.id))) or 0
    written = dt.datetime.now(dt.UTC).isoformat(timespec="seconds")
    return VenueResults(stage.id, venue, written, sequence, matches)


@dataclass(frozen=True)
class VenueMergeReport:
    stage: str
    written: int
    removed: int
    conflicts: tuple[str, ...]
    change: Change | None = None  # None when the file brought nothing new


def _values(board: dict[str, Any], where: str) -> dict[str, object]:
    values = {name: board.get(name) for name in VALUE_FIELDS}
    if values["contract"] is not None:
        try:
            played = parse_played(values["contract"], values["declarer"], values["tricks"], values["lead"])
        except BoardError as error:
            raise message("{where}: {words}", where=where, words=error.words(translate)) from None
        values.update(played)
    if values["weighted"] is not None:
        try:
            parts = [
                (part["contract"], part.get("declarer"), part.get("tricks"), part["weight"])
                for part in json.loads(str(values["weighted"]))
            ]
            values.update(weighted_values(int(board["board"]), parts))
        except BoardError as error:
            raise message("{where}: {words}", where=where, words=error.words(translate)) from None
    return values


def _stored(row: BoardResult) -> dict[str, object]:
    return {name: getattr(row, name) for name in VALUE_FIELDS}


def merge_venue_results(tournament: Tournament, results: VenueResults) -> VenueMergeReport:
    """The other venue's results into its stage here, one undoable action (none when nothing is new)."""
    written = removed = 0
    conflicts: list[str] = []
    change = None
    try:
        with tournament.action("merge_venue_results", results.stage) as (session, record):
            stage = get_stage(session, StageId(results.stage))
            matches = {m.id: m for m in session.scalars(select(Match).where(Match.stage_id == stage.id))}
            unknown = sorted(set(results.matches) - set(matches))
            if unknown:
                raise message(
                    translate("Venues", "{stage} has no match {match} here; is it the same day's file?"),
                    stage=stage.name,
                    match=unknown[0],
                )
            existing = {
                (row.match_id, row.half, row.room, row.board): row
                for row in session.scalars(select(BoardResult).where(BoardResult.match_id.in_(list(matches))))
            }
            incoming = set()
            for file_match_id, boards in results.matches.items():
                match_id = MatchId(file_match_id)
                for board in boards:
                    try:
                        key = (match_id, int(board["half"]), str(board["room"]), int(board["board"]))
                    except (KeyError, TypeError, ValueError):
                        raise message(
                            translate("Venues", "A board of {match} lacks its half, room or number."), match=match_id
                        ) from None
                    where = translate("Venues", "{match}, board {board}").format(match=match_id, board=key[3])
                    values = _values(board, where)
                    incoming.add(key)
                    row = existing.get(key)
                    if row is not None and _stored(row) == values:
                        continue
                    if row is not None and row.source != MERGED:
                        conflicts.append(
                            translate(
                                "Venues", "{where} ({room}): entered here, kept; {venue} has another result."
                            ).format(where=where, room=room_name(key[2]), venue=results.venue or results.stage)
                        )
                        continue
                    write_board_row(session, row, matches[match_id], key[1], key[2], key[3], values, source=MERGED)
                    written += 1
            for key, row in existing.items():
                if row.source == MERGED and key not in incoming:
                    session.delete(row)
                    removed += 1
            if not written and not removed:
                raise NothingNew
            record.after = {
                "venue": results.venue,
                "sequence": results.sequence,
                "written": written,
                "removed": removed,
            }
        change = record.change
    except NothingNew:
        pass
    return VenueMergeReport(results.stage, written, removed, tuple(conflicts), change)


def last_merged(tournament: Tournament, stage_id: str) -> tuple[int, str] | None:
    """The change number and venue of the last file merged into the stage, as this file recorded
    it (so a restarted tddesk still refuses an older file)."""
    with tournament.reading() as session:
        after = session.scalar(
            select(Audit.after)
            .where(Audit.action == "merge_venue_results", Audit.subject == stage_id)
            .order_by(Audit.id.desc())
            .limit(1)
        )
    if not after:
        return None
    summary = json.loads(after)
    return int(summary["sequence"]), str(summary["venue"])


@dataclass
class VenueFollower:
    """One venue's side of the shared folder: ``write_own`` after a change here, ``poll`` for the
    other venues' files; each returns what the TD should be told, in words."""

    tournament: Tournament
    folder: Path
    own_stage: str
    venue: str
    merged: dict[str, tuple[int, str]] = field(default_factory=dict)  # stage → (sequence, venue) merged
    seen: dict[Path, tuple[int, int]] = field(default_factory=dict)  # file → (mtime_ns, size) read
    told: set[str] = field(default_factory=set)  # conflict copies already reported
    written_sequence: int = -1
    changes: list[Change] = field(default_factory=list)  # merges made, for the window's undo stack

    def write_own(self) -> Path | None:
        results = venue_results(self.tournament, StageId(self.own_stage), self.venue)
        if results.sequence == self.written_sequence:
            return None
        self.written_sequence = results.sequence
        return write_venue_results(self.folder, results)

    def poll(self) -> list[str]:
        notes: list[str] = []
        for path in sorted(Path(self.folder).glob("*")):
            if not path.is_file() or path.name.startswith(".") or "json" not in path.name:
                continue
            if is_conflict_copy(path):
                if path.name not in self.told:
                    self.told.add(path.name)
                    notes.append(
                        translate(
                            "Venues",
                            "{file} is a copy the sync tool made of a conflict; not merged. Compare it with "
                            "the venue's file and remove it.",
                        ).format(file=path.name)
                    )
                continue
            try:
                stamp = path.stat()
            except OSError:
                continue  # removed meanwhile
            if self.seen.get(path) == (stamp.st_mtime_ns, stamp.st_size):
                continue
            self.seen[path] = (stamp.st_mtime_ns, stamp.st_size)
            notes += self._read(path)
        return notes

    def _read(self, path: Path) -> list[str]:
        try:
            results = read_venue_results(path)
        except ValueError as error:
            return [str(error)]
        if path.name != file_name(results.stage):
            return [
                translate("Venues", "{file} holds {stage}'s results under another name; not merged.").format(
                    file=path.name, stage=results.stage
                )
            ]
        if results.stage == self.own_stage:
            if results.venue != self.venue:
                return [
                    translate(
                        "Venues", "{venue} writes this venue's stage {stage}; not merged. Check each venue's stage."
                    ).format(venue=results.venue, stage=results.stage)
                ]
            return []
        before = self.merged.get(results.stage) or last_merged(self.tournament, results.stage)
        if before is not None and results.venue == before[1] and results.sequence < before[0]:
            return [
                translate("Venues", "{file} is older than the results of {venue} already merged; not merged.").format(
                    file=path.name, venue=results.venue
                )
            ]
        if before is not None and results.venue != before[1]:
            return [
                translate("Venues", "{file} now comes from {venue}, before from {other}; not merged.").format(
                    file=path.name, venue=results.venue, other=before[1]
                )
            ]
        try:
            report = merge_venue_results(self.tournament, results)
        except ServiceError as error:
            return [translate("Venues", "{file} not merged: {reason}").format(file=path.name, reason=error)]
        self.merged[results.stage] = (results.sequence, results.venue)
        if report.change is not None:
            self.changes.append(report.change)
        notes = list(report.conflicts)
        if report.written or report.removed:
            notes.insert(
                0,
                translate("Venues", "{venue}: {written} result(s) merged, {removed} removed.").format(
                    venue=results.venue or results.stage, written=report.written, removed=report.removed
                ),
            )
        return notes

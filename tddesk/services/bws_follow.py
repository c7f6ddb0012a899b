"""Following a Bridgemate file while BCS writes it: re-read when it changes, retry when mid-write.

``BwsFollower.check()`` costs a ``stat`` when nothing changed (the window calls it every few
seconds). When the file changed, ``read()`` parses a copy (slow: run it off the window's thread)
and ``apply(data)`` imports what is new as one action. A copy caught mid-write is retried on the
next check. ``stage_progress`` gives the line "Round 2, half 1: 31 of 40 boards".
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from sqlalchemy import func, select

from tddesk.formats.bws.reader import BwsData, signature
from tddesk.i18n import translate
from tddesk.ids import StageId
from tddesk.models.tables import BoardResult, Match
from tddesk.services.bws_files import load_bws
from tddesk.services.bws_import import BwsReport, import_bws
from tddesk.services.stages import get_stage

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament


@dataclass(frozen=True)
class BwsProgressView:
    round: int
    half: int
    entered: int  # rooms with a result (a table's board)
    expected: int

    def text(self) -> str:
        return translate("Boards", "Round {round}, half {half}: {entered} of {expected} boards").format(
            round=self.round, half=self.half, entered=self.entered, expected=self.expected
        )


def stage_progress(tournament: Tournament, stage_id: StageId) -> BwsProgressView | None:
    """The latest half with results: how many of its table-boards are in (None before any)."""
    with tournament.reading() as session:
        stage = get_stage(session, stage_id)
        rows = session.execute(
            select(Match.round_number, BoardResult.half, func.count())
            .join(BoardResult, BoardResult.match_id == Match.id)
            .where(Match.stage_id == stage_id)
            .group_by(Match.round_number, BoardResult.half)
        ).all()
        if not rows:
            return None
        round_number, half, entered = max(rows)
        matches = session.scalar(
            select(func.count())
            .select_from(Match)
            .where(Match.stage_id == stage_id, Match.round_number == round_number)
        )
    return BwsProgressView(round_number, half, entered, (matches or 0) * 2 * (stage.boards_per_match // stage.halves))


class BwsFollower:
    def __init__(self, tournament, stage_id: StageId, path: Path | str):
        self.tournament = tournament
        self.stage_id = stage_id
        self.path = Path(path)
        self._stat: tuple[int, int] | None = None
        self._digest: str | None = None
        self.gone: str | None = None  # "missing" or "folder" while the path holds no file

    def check(self) -> bool:
        """Whether the file may hold something new since the last successful read (``gone`` says
        when the path has no file: deleted, or replaced by a folder)."""
        try:
            stat = os.stat(self.path)
        except OSError:
            self.gone = "missing"
            return False
        if os.path.isdir(self.path):
            self.gone = "folder"
            return False
        self.gone = None
        return (stat.st_size, stat.st_mtime_ns) != self._stat

    def gone_text(self) -> str:
        if self.gone == "folder":
            return translate("Bridgemate", "{file} is now a folder, not the Bridgemate file; following waits.").format(
                file=self.path.name
            )
        return translate("Bridgemate", "{file} has disappeared; following waits for it to come back.").format(
            file=self.path.name
        )

    def read(self) -> tuple[BwsData | None, tuple]:
        """Parse a copy (raises BwsFileBusy mid-write); None when the content is what was read last."""
        size, mtime, digest = signature(self.path)
        if digest == self._digest:
            return None, (size, mtime, digest)
        return load_bws(self.path), (size, mtime, digest)

    def apply(self, data: BwsData | None, read_signature: tuple) -> BwsReport | None:
        """Import what ``read`` found and remember the file as read."""
        report = import_bws(self.tournament, self.stage_id, self.path, data) if data is not None else None
        size, mtime, digest = read_signature
        self._stat, self._digest = (size, mtime), digest
        return report

    def poll(self) -> BwsReport | None:
        """check, read and apply in one go (the CLI and tests; the window reads off its thread)."""
        if not self.check():
            return None
        return self.apply(*self.read())

"""The site's cross-table page (H8): each cell the row team's VP against the column team, struck
meetings in brackets (W5, P5), walkovers and provisional values marked (W2) (docs/publishing.md)."""

from __future__ import annotations

from dataclasses import dataclass

from tddesk import numbers
from tddesk.i18n import translate
from tddesk.rules.crosstable import CrossTable, Meeting
from tddesk.rules.marks import WALKOVER_MARK
from tddesk.services.crosstable import meeting_text


@dataclass(frozen=True)
class CrossTableLine:
    rank: str
    name: str
    cells: tuple[tuple[str, ...], ...]  # per column team: the row team's VP in each meeting
    byes: str
    penalty: str
    vp: str
    excluded: bool


@dataclass(frozen=True)
class CrossTablePage:
    lines: tuple[CrossTableLine, ...]
    with_byes: bool
    legend: tuple[str, ...]


def _meeting_text(meeting: Meeting) -> str:
    text = meeting_text(meeting)
    return f"[{text}]" if meeting.struck else text


def crosstable_page(table: CrossTable) -> CrossTablePage:
    """H8 on the site: each team's VP against every other, its byes, penalties and total, with a legend."""
    lines = []
    for row in table.rows:
        cells = tuple(tuple(_meeting_text(meeting) for meeting in cell) for cell in row.cells)
        lines.append(
            CrossTableLine(
                rank="–" if row.excluded else str(row.rank),
                name=row.name,
                cells=cells,
                byes=" ".join(numbers.vp(bye.vp) for bye in row.byes),
                penalty=("−" + numbers.vp(row.penalty_vp)) if row.penalty_vp else "",
                vp=numbers.vp(row.vp),
                excluded=row.excluded,
            )
        )
    legend = [
        translate("Site", "Each cell is the row team's VP against the column team; columns are numbered like the rows.")
    ]
    if any(m.kind.startswith("walkover") for r in table.rows for c in r.cells for m in c):
        legend.append(translate("Site", "{mark} walkover (W2)").format(mark=WALKOVER_MARK))
    if any(m.struck for r in table.rows for c in r.cells for m in c):
        legend.append(translate("Site", "[ ] struck: a team of the match is excluded (W5, P5)"))
    return CrossTablePage(tuple(lines), any(row.byes for row in table.rows), tuple(legend))

"""H8: a stage's cross-table and each team's progression round by round, for the cross-table
view, its chart and the printed cross-table alike.

Read from the same facts and rules as the standings (``services.standings``), so the three never
disagree: penalties count from the round of their match, struck results (W5, P5) are marked.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tddesk import numbers
from tddesk.i18n import translate
from tddesk.ids import StageId
from tddesk.rules.crosstable import CrossTable, Meeting, crosstable
from tddesk.rules.marks import PROVISIONAL_MARK, WALKOVER_MARK
from tddesk.rules.profile import Profile
from tddesk.rules.scoring import StageFacts, stage_complete, standing_penalties, team_results
from tddesk.services.standings import stage_facts

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament


def stage_crosstable(tournament: Tournament, stage_id: StageId) -> CrossTable:
    """H8: the cross-table and progression of the stage, penalty reasons in the TD's language."""
    return crosstable_of(stage_facts(tournament, stage_id), tournament.profile)


def crosstable_of(facts: StageFacts, profile: Profile) -> CrossTable:
    """H8: the cross-table from a stage's facts already read (the results site reads them once per stage)."""
    return crosstable(
        facts.teams,
        team_results(facts, profile),
        standing_penalties(facts, profile, translate),
        facts.excluded,
        facts.lots,
        stage_complete(facts),
    )


def meeting_text(meeting: Meeting) -> str:
    """A meeting's VP as every cross-table shows it — the window, the PDF and the site: "12,34",
    a walkover's with "w" after it, a provisional walkover value (W2) with "*"."""
    text = numbers.vp(meeting.vp)
    if meeting.kind.startswith("walkover"):
        text += WALKOVER_MARK
    return text + (PROVISIONAL_MARK if meeting.provisional else "")

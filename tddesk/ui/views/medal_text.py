"""The medal teams' players and whether each played enough for a medal (S p.4), as the knockout
page and the SM final's standings show it: one line per team, each player with the segments he or
she played."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QWidget

from tddesk.ids import StageId
from tddesk.services.areas import Area
from tddesk.services.errors import ServiceError
from tddesk.services.medals import MedalTeamRow, medal_eligibility
from tddesk.ui.views.live import LiveView

if TYPE_CHECKING:
    from tddesk.ui.session import UiSession


def medal_eligibility_text(teams: tuple[MedalTeamRow, ...]) -> str:
    """Empty until the medals are decided."""
    translate = QCoreApplication.translate
    medals = {
        "gold": translate("MedalText", "Gold"),
        "silver": translate("MedalText", "Silver"),
        "bronze": translate("MedalText", "Bronze"),
    }
    no_medal = translate("MedalText", "(no medal)")
    lines = []
    for team in teams:
        players = ", ".join(
            f"{player.name} {player.segments}" + ("" if player.eligible else f" {no_medal}") for player in team.players
        )
        lines.append(
            translate(
                "MedalText",
                "{medal}, {team}: a medal needs {needed} of the team's {segments} segments (S p.4). Played: {players}",
            ).format(
                medal=medals[team.medal],
                team=team.team_name,
                needed=team.needed,
                segments=team.segments,
                players=players or "—",
            )
        )
    return "\n".join(lines)


class MedalEligibilityLabel(LiveView, QLabel):
    """The medal lines below the SM final's standings; they follow results and line-ups."""

    AREAS = frozenset(
        {
            Area.STAGES,
            Area.SCHEDULE,
            Area.RESULTS,
            Area.BOARDS,
            Area.RULINGS,
            Area.LOTS,
            Area.LINEUPS,
            Area.TEAMS,
            Area.MEMBERS,
        }
    )

    def __init__(self, session: UiSession, stage_id: StageId, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("medalEligibility")
        self.setWordWrap(True)
        self.session = session
        self.stage_id = stage_id
        session.changed.connect(self.on_change)
        self.refresh()

    def refresh(self) -> None:
        try:
            teams = medal_eligibility(self.session.tournament, self.stage_id)
        except ServiceError:  # the stage was undone away
            teams = ()
        self.setText(medal_eligibility_text(teams))  # empty (and so not seen) until decided
        self._stale = False

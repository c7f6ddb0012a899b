"""The medal teams' players and the segments each played (S p.4), for every printed list that
names medals: the knockout and the SM final's standings."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tddesk.i18n import translate
from tddesk.ids import StageId
from tddesk.services.medals import medal_eligibility

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament


def medal_lines(tournament: Tournament, stage_id: StageId) -> list[str]:
    """S p.4: each medal team's players with the segments they played; those short of a third marked."""

    medals = {
        "gold": translate("Reports", "Gold medal"),
        "silver": translate("Reports", "Silver medal"),
        "bronze": translate("Reports", "Bronze medal"),
    }
    no_medal = translate("Reports", "(no medal)")
    return [
        translate("Reports", "{medal}, {team}, {needed} of {segments} segments needed: {players}").format(
            medal=medals[team.medal],
            team=team.team_name,
            needed=team.needed,
            segments=team.segments,
            players=", ".join(
                f"{player.name} {player.segments}" + ("" if player.eligible else f" {no_medal}")
                for player in team.players
            )
            or "—",
        )
        for team in medal_eligibility(tournament, stage_id)
    ]

"""The medal teams' players and whether each played enough for a medal (S p.4), as the knockout
page shows it: one line per team, each player with the segments he or she played."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from tddesk.services.medals import MedalTeam


def medal_eligibility_text(teams: tuple[MedalTeam, ...]) -> str:
    """Empty until the medals are decided."""
    translate = QCoreApplication.translate
    medals = {"gold": translate("MedalText", "Gold"), "silver": translate("MedalText", "Silver"),
              "bronze": translate("MedalText", "Bronze")}
    no_medal = translate("MedalText", "(no medal)")
    lines = []
    for team in teams:
        players = ", ".join(f"{player.name} {player.segments}" + ("" if player.eligible else f" {no_medal}")
                            for player in team.players)
        lines.append(translate("MedalText", "{medal}, {team}: a medal needs {needed} of the team's {segments} "
                                            "segments (S p.4). Played: {players}").format(
            medal=medals[team.medal], team=team.team_name, needed=team.needed, segments=team.segments,
            players=players or "—"))
    return "\n".join(lines)

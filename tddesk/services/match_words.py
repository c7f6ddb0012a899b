"""A match named for the TD: its teams and round ("Sjöberg – Dahl (round 7)"), never the file's
match id, which only the JSON document and the workbook's Match id columns (its keys between sheets) carry."""

from __future__ import annotations

from sqlalchemy.orm import Session

from tddesk.i18n import translate
from tddesk.ids import TeamId
from tddesk.models.tables import Match, Team


def team_name(session: Session, team_id: TeamId) -> str:
    team = session.get(Team, team_id)
    return team.name if team is not None else team_id


def match_words(session: Session, match: Match) -> str:
    return translate("Matches", "{home} – {away} (round {round})").format(
        home=team_name(session, match.home_team_id),
        away=team_name(session, match.away_team_id),
        round=match.round_number,
    )

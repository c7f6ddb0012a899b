"""The file's clubs, as the dialogs offer them (e.g. a heat's organiser club)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from sqlalchemy import func, select

from tddesk.models.tables import Club, Player
from tddesk.rules.tiebreak import alphabetical_key

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament


@dataclass(frozen=True)
class ClubView:
    id: str
    name: str
    district: str
    members: int  # the file's players of the club


def club_views(tournament: Tournament) -> list[ClubView]:
    """Every club of the file with its number of players, in Swedish alphabetical order of name."""
    query = (
        select(Club.id, Club.name, Club.district, func.count(Player.mid))
        .outerjoin(Player, Player.club_id == Club.id)
        .group_by(Club.id)
    )
    with tournament.reading() as session:
        views = [ClubView(*row) for row in session.execute(query)]
    # Sorted here, not in SQL: SQLite's collation puts Ä before Å and lowercase after Z.
    return sorted(views, key=lambda view: alphabetical_key(view.name, view.id))

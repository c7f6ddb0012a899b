"""Players and clubs: the member register and the players the TD types in."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from sqlalchemy import func, or_, select
from sqlalchemy.orm import Session

from tddesk.formats.entries import PlayerEntry as PlayerEntry
from tddesk.formats.entries import check_mid as check_mid
from tddesk.formats.entries import clean_mid as clean_mid
from tddesk.formats.entries import normalised_name as normalised_name
from tddesk.i18n import translate
from tddesk.ids import TeamId
from tddesk.models.tables import Club, Player, TeamMember
from tddesk.rules import entry_limits as limits
from tddesk.services.errors import message, refused
from tddesk.services.ids import slug, unique_id

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament


@dataclass(frozen=True)
class MemberView:
    mid: str
    name: str
    club: str
    district: str
    birth_year: int | None
    membership_paid: bool
    team_id: TeamId | None


def find_or_create_club(session: Session, name: str, district: str) -> Club | None:
    name = limits.clean_text(name)  # NFC: "Linköping" typed two ways is one club
    district = limits.clean_text(district)  # and "ÖMBF" one district (T2 compares it)
    if not name:
        return None
    if (too_long := limits.name_problem(name)) is not None:
        raise refused([too_long])
    # casefold in Python: SQLite's lower() leaves å, ä and ö as they are
    wanted = name.casefold()
    club = next((club for club in session.scalars(select(Club)) if club.name.casefold() == wanted), None)
    if club is None:
        club = Club(id=unique_id(session, Club.id, f"c-{slug(name)}"), name=name, district=district.strip())
        session.add(club)
        session.flush()
    elif district.strip() and club.district != district.strip():
        raise message(
            translate("Players", "The club {club} belongs to {district}, not {given}. Correct the district."),
            club=club.name,
            district=club.district,
            given=district.strip(),
        )
    return club


def upsert_player(session: Session, entry: PlayerEntry) -> Player:
    """Add a player, or bring a known one up to date; a known MID with another name is refused."""
    mid = check_mid(entry.mid)
    name = limits.clean_text(entry.name)
    if not name:
        raise message(translate("Players", "The player with MID {mid} needs a name."), mid=mid)
    if (too_long := limits.name_problem(name)) is not None:
        raise refused([too_long])
    if entry.birth_year is not None and not 1900 <= entry.birth_year <= 2100:
        raise message(
            translate("Players", "Birth year {year} for {name} is not a year."), year=entry.birth_year, name=name
        )
    player = session.get(Player, mid)
    club = find_or_create_club(session, entry.club, entry.district) if entry.club.strip() else None
    if player is None:
        if club is None:
            raise message(
                translate("Players", "{name} (MID {mid}) needs a club: the club's district decides eligibility (T2)."),
                name=name,
                mid=mid,
            )
        player = Player(
            mid=mid,
            name=name,
            club_id=club.id if club else None,
            birth_year=entry.birth_year,
            membership_paid=entry.membership_paid,
        )
        session.add(player)
        return player
    if normalised_name(player.name) != normalised_name(name):
        raise message(
            translate("Players", "MID {mid} belongs to {known}, not {given}. Correct the MID or the name."),
            mid=mid,
            known=player.name,
            given=name,
        )
    if club is not None:
        player.club_id = club.id
    if entry.birth_year is not None:
        player.birth_year = entry.birth_year
    player.membership_paid = entry.membership_paid
    return player


def member_view(session: Session, player: Player) -> MemberView:
    club = session.get(Club, player.club_id) if player.club_id else None
    team_id = session.scalars(select(TeamMember.team_id).where(TeamMember.mid == player.mid)).first()
    return MemberView(
        player.mid,
        player.name,
        club.name if club else "",
        club.district if club else "",
        player.birth_year,
        player.membership_paid,
        team_id,
    )


def lookup_member(tournament: Tournament, mid: str) -> MemberView | None:
    """The member with this MID, for filling in a dialog as the TD types."""
    with tournament.reading() as session:
        player = session.get(Player, clean_mid(mid))
        return member_view(session, player) if player else None


def search_members(tournament: Tournament, text: str, limit: int = 50) -> list[MemberView]:
    """Members whose MID starts with, or whose name contains, the text (one query, as the TD types)."""
    text = text.strip()
    with tournament.reading() as session:
        query = (
            select(
                Player.mid,
                Player.name,
                Club.name,
                Club.district,
                Player.birth_year,
                Player.membership_paid,
                TeamMember.team_id,
            )
            .outerjoin(Club, Club.id == Player.club_id)
            .outerjoin(TeamMember, TeamMember.mid == Player.mid)
            .order_by(Player.name)
            .limit(limit)
        )
        if text:
            query = query.where(
                or_(
                    Player.mid.startswith(clean_mid(text)),
                    func.casefold(Player.name).contains(text.casefold(), autoescape=True),
                )
            )
        return [
            MemberView(mid, name, club or "", district or "", birth_year, paid, team_id)
            for mid, name, club, district, birth_year, paid, team_id in session.execute(query)
        ]

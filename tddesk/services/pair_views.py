"""The pairs championships as read (docs/pairs.md, "The services"): ``pairs_events`` gives every
championship of the file with its heats and pairs (the window's tree, the documents, the command
line), and ``pair_views`` a championship's pairs (or one heat's) with their names, clubs and
whether they are of the district, read inside a service's session. The registrations themselves
are ``pairs``' actions.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from sqlalchemy import select

from tddesk.models.pairs_tables import Pair, PairsEntry, PairsEvent, PairsHeat, PairsSession
from tddesk.models.tables import Championship, Club, Player

if TYPE_CHECKING:
    from sqlalchemy.orm import Session

    from tddesk.services.tournament import Tournament


@dataclass(frozen=True)
class PairView:
    id: str
    names: str  # "Anna Berg – Per Holm"
    mids: tuple[str, str]
    clubs: str
    in_district: bool  # both players represent a club of the district
    reigning_champions: bool
    direct_place: bool
    outside_district: bool = False  # PP4: neither player represents a club of the district


def pair_views(session: Session, event_id: str, heat_id: str | None = None) -> dict[str, PairView]:
    """The event's pairs (only those entered in ``heat_id`` when given), each with its names and clubs."""
    # Plain rows of only the event's players: the member register can hold the whole federation,
    # and every standing read after an entry names its pairs (docs/pairs.md, "Speed").
    district = session.scalars(select(Championship.district)).one()
    chosen = Pair.event_id == event_id
    if heat_id is not None:  # a semifinal group of 43 reads 43 pairs, not the event's 170
        chosen = chosen & Pair.id.in_(select(PairsEntry.pair_id).where(PairsEntry.heat_id == heat_id))
    mids = select(Pair.first_mid).where(chosen).union(select(Pair.second_mid).where(chosen))
    players = {
        mid: (name, club_id)
        for mid, name, club_id in session.execute(
            select(Player.mid, Player.name, Player.club_id).where(Player.mid.in_(mids))
        )
    }
    clubs = {
        club_id: (name, club_district)
        for club_id, name, club_district in session.execute(select(Club.id, Club.name, Club.district))
    }
    views = {}
    for pair_id, first_mid, second_mid, champions, direct in session.execute(
        select(Pair.id, Pair.first_mid, Pair.second_mid, Pair.reigning_champions, Pair.direct_place)
        .where(chosen)
        .order_by(Pair.position)
    ):
        (first_name, first_club), (second_name, second_club) = players[first_mid], players[second_mid]
        club_names = [clubs[club][0] if club in clubs else "" for club in (first_club, second_club)]
        of_district = [club in clubs and clubs[club][1] == district for club in (first_club, second_club)]
        views[pair_id] = PairView(
            pair_id,
            f"{first_name} – {second_name}",
            (first_mid, second_mid),
            " / ".join(dict.fromkeys(name for name in club_names if name)),
            all(of_district),
            bool(champions),
            bool(direct),
            not any(of_district),
        )
    return views


@dataclass(frozen=True)
class HeatView:
    id: str
    name: str
    kind: str
    club: str
    sessions: tuple[str, ...]  # movements in session order


@dataclass(frozen=True)
class EventView:
    id: str
    name: str
    discipline: str
    final_pairs: int
    final_boards: int
    heats: tuple[HeatView, ...]
    pairs: tuple[PairView, ...]


def pairs_events(tournament: Tournament) -> list[EventView]:
    """Every pairs championship of the file with its heats and pairs (the window's tree, the CLI)."""
    with tournament.reading() as session:
        clubs = {club.id: club.name for club in session.scalars(select(Club))}
        result = []
        for event in session.scalars(select(PairsEvent).order_by(PairsEvent.position)):
            heats = []
            for heat in session.scalars(
                select(PairsHeat).where(PairsHeat.event_id == event.id).order_by(PairsHeat.position)
            ):
                movements = tuple(
                    s.movement
                    for s in session.scalars(
                        select(PairsSession).where(PairsSession.heat_id == heat.id).order_by(PairsSession.number)
                    )
                )
                heats.append(HeatView(heat.id, heat.name, heat.kind, clubs.get(heat.club_id or "", ""), movements))
            result.append(
                EventView(
                    event.id,
                    event.name,
                    event.discipline,
                    event.final_pairs,
                    event.final_boards,
                    tuple(heats),
                    tuple(pair_views(session, event.id).values()),
                )
            )
        return result

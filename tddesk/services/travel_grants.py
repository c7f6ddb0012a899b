"""S3: the travel grants of a stage's teams, from the profile's 2017 tables, as a payment list.

*Interpretation:* the member register holds no home address, so a player's district of residence
is the district of the club he or she represents; the team's district is its players' majority
district (``sm_entries.team_districts``). Players who live in the venue's district get nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from sqlalchemy import select

from tddesk.i18n import translate
from tddesk.ids import StageId, TeamId
from tddesk.models.tables import Club, Player, Team, TeamMember
from tddesk.rules import travel_grants as rules
from tddesk.services.errors import message
from tddesk.services.sm_entries import team_districts
from tddesk.services.stages import get_stage

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament


@dataclass(frozen=True)
class PlayerPayment:
    mid: str
    name: str
    residence: str | None
    amount: int
    reason: str


@dataclass(frozen=True)
class TeamPaymentRow:
    team_id: TeamId
    team_name: str
    district: str
    players: tuple[PlayerPayment, ...]

    @property
    def total(self) -> int:
        return sum(player.amount for player in self.players)


def grant_table(profile) -> dict[str, int]:
    if profile.sm is None:
        raise message(
            translate("Grants", "The file's regulation profile has no SM section with travel grant tables (S3).")
        )
    return rules.parse_grant_table(profile.sm.travel_grants_team_final)


@dataclass(frozen=True)
class PairPaymentRow:
    """S3: one pair of a pairs final and the table's amount for it (per pair, not per player)."""

    pair_id: str
    pair_name: str
    district: str
    amount: int


@dataclass(frozen=True)
class PairsGrantsView:
    pairs: tuple[PairPaymentRow, ...]
    districts: tuple[rules.DistrictPairsGrant, ...]  # what each district receives, the footnotes included

    @property
    def total(self) -> int:
        return sum(district.total for district in self.districts)


def pairs_travel_grants(tournament: Tournament, stage_id: StageId) -> PairsGrantsView:
    """S3: the stage's entries as pairs of an SM Par final: each pair the table's amount of its
    district once (SEK per pair), and each district's total with the table's footnotes."""
    sm = tournament.profile.sm
    if sm is None:
        grant_table(tournament.profile)  # the same refusal in words
    assert sm is not None, "S3: grant_table refuses a championship without the SM's rules"
    table = rules.parse_pairs_grant_table(sm.travel_grants_pairs)
    with tournament.reading() as session:
        stage = get_stage(session, stage_id)
        entries = [entry.team_id for entry in stage.entries]
        districts = team_districts(session, entries)
        names = dict(session.execute(select(Team.id, Team.name).where(Team.id.in_(entries))).all())
    rows = tuple(
        PairPaymentRow(
            pair,
            names[pair],
            districts.get(pair) or "—",
            table[districts[pair]][0] if districts.get(pair) in table else 0,
        )
        for pair in entries
    )
    return PairsGrantsView(rows, rules.district_pairs_grants([districts.get(pair) for pair in entries], table))


def stage_travel_grants(tournament: Tournament, stage_id: StageId) -> list[TeamPaymentRow]:
    """S3: each team's players and their grants, in the stage's order (the team final's table, SEK
    per player; ``pairs_travel_grants`` for the pairs' table, SEK per pair)."""
    table = grant_table(tournament.profile)
    sm = tournament.profile.sm
    assert sm is not None, "S3: grant_table refuses a championship without the SM's rules"
    venue = sm.travel_grant_venue_district
    with tournament.reading() as session:
        stage = get_stage(session, stage_id)
        teams = [entry.team_id for entry in stage.entries]
        districts = team_districts(session, teams)
        names = dict(session.execute(select(Team.id, Team.name).where(Team.id.in_(teams))).all())
        members: dict[str, list[tuple[str, str, str | None]]] = {}
        for team, mid, name, club_district in session.execute(
            select(TeamMember.team_id, Player.mid, Player.name, Club.district)
            .join(Player, Player.mid == TeamMember.mid)
            .outerjoin(Club, Club.id == Player.club_id)
            .where(TeamMember.team_id.in_(teams))
            .order_by(TeamMember.team_id, TeamMember.position)
        ):
            members.setdefault(team, []).append((mid, name, club_district))
    payments = []
    for team in teams:
        district = districts.get(team)
        roster = members.get(team, [])
        if district is None or district not in table:
            payments.append(
                TeamPaymentRow(
                    team,
                    names[team],
                    district or "—",
                    tuple(
                        PlayerPayment(mid, name, residence, 0, "unknown_district") for mid, name, residence in roster
                    ),
                )
            )
            continue
        grants = rules.team_grants(district, {mid: residence for mid, _, residence in roster}, table, venue)
        payments.append(
            TeamPaymentRow(
                team,
                names[team],
                district,
                tuple(
                    PlayerPayment(mid, name, grant.residence, grant.amount, grant.reason)
                    for (mid, name, _), grant in zip(roster, grants)
                ),
            )
        )
    return payments

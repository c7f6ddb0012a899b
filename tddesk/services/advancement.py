"""A1-A3: the file's heats, their semifinal places and the order in which teams choose.

Decisions (the seed's words, D p.14-15):
- A heat's size is the number of teams that started in it ("lag som ställer upp i kvalheaten"):
  a team excluded or disqualified later still counts, since it started.
- The number of places is A2's (semifinals × teams per semifinal); with fewer than 22 teams A2
  leaves it to the committee and the TD gives the number, which the file keeps
  (``set_semifinal_places``). The places used are, in this order: a number given to the call,
  A2's number, the number kept in the file. A kept number is never used when A2 gives one.
- A1's tie figures are those of the team placed next in the heat after its whole-part places,
  read from the heat's standings as they are now (average VP with bye VP removed, IMP quotient).
- An excluded or disqualified team is never offered a place (``ranked_heat_teams`` leaves it out).
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from typing import TYPE_CHECKING

from sqlalchemy import select

from tddesk import numbers
from tddesk.i18n import translate
from tddesk.ids import StageId, TeamId
from tddesk.models.tables import Championship
from tddesk.rules import allocation as rules
from tddesk.rules import entry_limits as limits
from tddesk.rules.proportional import Allocation, HeatPlaces, TieBreakData
from tddesk.rules.stage_kinds import StageKind
from tddesk.rules.standings import ImpQuotient, Standings, imp_quotient_text
from tddesk.services.errors import message, refused
from tddesk.services.stages import stage_views
from tddesk.services.standings import standings
from tddesk.services.tournament import Change

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament


@dataclass(frozen=True)
class RankedTeamRow:
    """A team of a heat as the offers see it: its place in the heat and its A1 tie figures."""

    team_id: TeamId
    name: str
    rank: int
    average_vp: Decimal | None  # bye VP removed (H7)
    imp_quotient: ImpQuotient
    awaiting_lot: bool

    def figures(self) -> TieBreakData | None:
        if self.average_vp is None:
            return None
        return TieBreakData(Fraction(self.average_vp), self.imp_quotient, self.team_id)


@dataclass(frozen=True)
class HeatEntry:
    """One heat of the allocation: its teams, its A1 share and the team placed next."""

    stage_id: StageId
    name: str
    number: int  # A1's heat number: 1, 2, … in the file's order
    teams: int  # teams that started (H1)
    ranked: tuple[RankedTeamRow, ...]  # best first, excluded teams left out
    standings_complete: bool
    places: HeatPlaces | None = None  # None while no allocation can be made
    next_team: RankedTeamRow | None = None  # A1: the team placed next after the whole-part places

    def reason_texts(self) -> tuple[str, ...]:
        """Why the heat has its places, one text per kind of place (e.g. "2 × whole part …")."""
        if self.places is None:
            return ()
        return tuple(_reason_text(reason) for reason in self.places.reasons)


@dataclass(frozen=True)
class SemifinalAllocationView:
    """A1, A2: the file's heats and their semifinal places, with notes in the TD's words."""

    heats: tuple[HeatEntry, ...]
    total_teams: int
    semifinals: int | None  # A2; None: fewer than 22 teams, the committee decides
    places: int | None  # used for the allocation; None: the TD must give them
    places_from_a2: bool
    allocation: Allocation | None
    tie_figures: tuple[str, ...]  # which standings figures decided a tie on decimals
    notes: tuple[str, ...]
    stored_places: int | None = None  # the committee's number kept in the file (set_semifinal_places)
    places_stored: bool = False  # the places used are the number kept in the file

    @property
    def places_needed(self) -> bool:
        """A2 leaves the number of places to the TD (fewer than 22 teams)."""
        return self.semifinals is None

    @property
    def complete(self) -> bool:
        return self.allocation is not None and self.allocation.complete

    def heat(self, stage_id: StageId) -> HeatEntry:
        return next(heat for heat in self.heats if heat.stage_id == stage_id)


def ranked_heat_teams(tournament: Tournament, stage_id: StageId) -> tuple[RankedTeamRow, ...]:
    """H8, A4: the heat's teams in standings order, best first; excluded teams are left out."""
    return _ranked(standings(tournament, stage_id))


def _ranked(table: Standings) -> tuple[RankedTeamRow, ...]:
    return tuple(
        RankedTeamRow(
            TeamId(row.team), row.name, row.rank, row.average_vp_without_byes, row.imp_quotient, row.awaiting_lot
        )
        for row in table.rows
        if not row.excluded
    )


def allocation(tournament: Tournament, places: int | None = None) -> SemifinalAllocationView:
    """A1, A2: semifinal places per heat of the file. ``places`` None: A2's number or, when A2
    leaves it to the committee, the number kept in the file."""
    profile = tournament.profile
    views = [view for view in stage_views(tournament) if view.form.kind == StageKind.HEAT]
    tables = [standings(tournament, view.id) for view in views]
    heats = [
        HeatEntry(view.id, view.form.name, number, len(view.team_ids), _ranked(table), table.complete)
        for number, (view, table) in enumerate(zip(views, tables), start=1)
    ]
    total = sum(heat.teams for heat in heats)
    semifinals = rules.number_of_semifinals(total, profile)
    a2_places = rules.semifinal_place_count(total, profile)
    stored = stored_semifinal_places(tournament)
    from_a2 = places is None and a2_places is not None
    from_file = places is None and a2_places is None and stored is not None
    chosen = places if places is not None else a2_places if a2_places is not None else stored

    def finished(entries, result, figures, notes) -> SemifinalAllocationView:
        return SemifinalAllocationView(
            tuple(entries), total, semifinals, chosen, from_a2, result, figures, tuple(notes), stored, from_file
        )

    def unfinished(*notes: str) -> SemifinalAllocationView:
        return finished(heats, None, (), notes)

    if not heats:
        return unfinished(translate("Advancement", "A1: the file has no heats yet."))
    if chosen is None:
        return unfinished(
            translate(
                "Advancement",
                "A2: {teams} teams in all heats, fewer than {four}: the committee decides the semifinal "
                "places; give their number.",
            ).format(teams=total, four=profile.advancement.semifinals_four_from_teams)
        )
    problem = _unusable_places(heats, chosen, total)
    if problem:
        return unfinished(problem)

    sizes = [heat.teams for heat in heats]
    first = rules.semifinal_places(sizes, chosen)
    tied = set(first.tie.heats) if first.tie else set()
    # The team placed next: after the whole part; a tied heat's places are its whole part (after a recount).
    next_teams = [
        _at(heat.ranked, first.heat(heat.number).places if heat.number in tied else first.heat(heat.number).whole)
        for heat in heats
    ]
    result = first
    figures: tuple[str, ...] = ()
    if tied:
        result = rules.semifinal_places(sizes, chosen, [team.figures() if team else None for team in next_teams])
        figures = tuple(_figure_text(heats[number - 1], next_teams[number - 1]) for number in sorted(tied))
    heats = [
        HeatEntry(
            heat.stage_id,
            heat.name,
            heat.number,
            heat.teams,
            heat.ranked,
            heat.standings_complete,
            result.heat(heat.number),
            next_teams[heat.number - 1],
        )
        for heat in heats
    ]
    notes = [finding.text(translate) for finding in result.findings]
    if tied and any(not heats[number - 1].standings_complete for number in tied):
        notes.append(
            translate(
                "Advancement",
                "A1: the standings of a tied heat are not final yet; the tie is "
                "decided on the figures as they are now.",
            )
        )
    return finished(heats, result, figures, notes)


def stored_semifinal_places(tournament: Tournament) -> int | None:
    """A2: the number of semifinal places the committee decided, as kept in the file (None: not given)."""
    with tournament.reading() as session:
        return session.scalars(select(Championship.semifinal_places)).one()


def set_semifinal_places(tournament: Tournament, places: int | None) -> Change:
    """A2: keep in the file the number of semifinal places the committee decided; None removes it.

    Only when A2 leaves the number to the committee (fewer than 22 teams), and only a number that
    gives each heat at least one place and no more places than teams. Undoable like every action."""
    if places is not None:
        sizes = [len(view.team_ids) for view in stage_views(tournament) if view.form.kind == StageKind.HEAT]
        total = sum(sizes)
        a2_places = rules.semifinal_place_count(total, tournament.profile)
        if a2_places is not None:
            raise message(
                translate(
                    "Advancement",
                    "A2: {teams} teams in all heats give {places} semifinal places; the committee does not "
                    "decide their number.",
                ),
                teams=total,
                places=a2_places,
            )
        if not sizes:
            raise message(
                translate("Advancement", "A2: the file has no heats yet, so no semifinal places can be given.")
            )
        if (wrong := limits.semifinal_places_problem(places, len(sizes), total)) is not None:
            raise refused([wrong])
    with tournament.action("set_semifinal_places", None if places is None else str(places)) as (session, record):
        championship = session.scalars(select(Championship)).one()
        record.before = {"semifinal_places": championship.semifinal_places}
        championship.semifinal_places = places
        record.after = {"semifinal_places": places}
    return record.change


def _unusable_places(heats: list[HeatEntry], places: int, total: int) -> str:
    empty = next((heat for heat in heats if heat.teams == 0), None)
    if empty is not None:
        return translate("Advancement", "A1: {heat} has no teams.").format(heat=empty.name)
    if places < len(heats):
        return translate(
            "Advancement", "A1: {places} places cannot give each of the {heats} heats at least one place."
        ).format(places=places, heats=len(heats))
    if places > total:
        return translate("Advancement", "A1: {places} places, but only {teams} teams in all heats.").format(
            places=places, teams=total
        )
    return ""


def _at(ranked: tuple[RankedTeamRow, ...], index: int) -> RankedTeamRow | None:
    return ranked[index] if 0 <= index < len(ranked) else None


def _figure_text(heat: HeatEntry, team: RankedTeamRow | None) -> str:
    if team is None:
        return translate("Advancement", "{heat}: no team is placed next.").format(heat=heat.name)
    if team.average_vp is None:
        return translate("Advancement", "{heat}: {team} (place {rank}) has no match yet, so no average VP.").format(
            heat=heat.name, team=team.name, rank=team.rank
        )
    return translate(
        "Advancement",
        "{heat}: {team} (place {rank}), average VP {vp} (bye VP removed), IMP quotient "
        "{quotient}, from the heat's standings",
    ).format(
        heat=heat.name,
        team=team.name,
        rank=team.rank,
        vp=numbers.vp(team.average_vp),
        quotient=numbers.quotient(imp_quotient_text(team.imp_quotient)),
    )


def _reason_text(reason) -> str:
    text = reason.text(translate)
    return f"{reason.places} × {text}" if reason.places > 1 else text


# -- A3: the order of choosing -----------------------------------------------------------------


@dataclass(frozen=True)
class ChoiceRow:
    """A3: one accepted team in the order of choosing its semifinal."""

    position: int
    team_id: TeamId
    name: str
    heat_name: str
    heat_rank: int


def choice_rows(file_allocation: SemifinalAllocationView, accepted: tuple[str, ...]) -> tuple[ChoiceRow, ...]:
    """A3: ``accepted`` team ids in the order they choose — by heat placing, then the heat with
    the larger A1 quotient, then the heat's number."""
    # The rules know team ids as plain strings.
    where: dict[str, tuple[HeatEntry, RankedTeamRow]] = {
        team.team_id: (heat, team) for heat in file_allocation.heats for team in heat.ranked
    }
    qualified = [
        (team_id, where[team_id][0].number, where[team_id][1].rank) for team_id in accepted if team_id in where
    ]
    order = rules.choice_order(qualified, file_allocation.allocation)
    return tuple(
        ChoiceRow(position, TeamId(team_id), where[team_id][1].name, where[team_id][0].name, where[team_id][1].rank)
        for position, team_id in enumerate(order, start=1)
    )

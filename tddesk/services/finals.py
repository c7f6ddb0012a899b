"""A6, A8-A10: from the semifinals to the finals, and after the A-final the order in which its
teams choose their SM semifinal venue (D p.17).

- A6: the top two of each semifinal; with four semifinals also the two best third-placed teams
  (average VP with bye VP removed, then IMP quotient), from the semifinals' standings as they are.
- A8: the A-final is a single round robin of (at most) ten teams, 20 boards in two halves; rounds
  1-3 on its first central day, the rest three a day on the central weekend (profile dates).
- A9: the B-final's matches and boards follow from its number of teams; one session, no halves.
- No carry-over (A8, A9): a final is a new stage whose standings start from nothing.
- A10: a finalist who withdraws is replaced by the next team of the same semifinal; when nobody
  is left the final plays with fewer teams. Answers are ``PlaceOffer`` rows (target "a_final").
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from sqlalchemy import select

from tddesk.i18n import counted, translate
from tddesk.ids import StageId, TeamId
from tddesk.models.tables import Stage, StageTeam
from tddesk.rules import allocation as rules
from tddesk.rules import stage_kinds
from tddesk.rules.central_day import central_day_timetable
from tddesk.rules.proportional import TieBreakData
from tddesk.rules.stage_kinds import StageKind
from tddesk.services.advancement import RankedTeamRow, ranked_heat_teams
from tddesk.services.central_day import add_round_robin_stage, rounds_for
from tddesk.services.errors import message, refused
from tddesk.services.offer_facts import OfferRow, OffersView, answers
from tddesk.services.stages import stage_views
from tddesk.services.standings import standings
from tddesk.services.tournament import Change

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament

A_FINAL_HALVES = 2  # A8: 20 boards per round in two halves with a half-time change
FINAL_KINDS = stage_kinds.FINAL_KINDS


@dataclass(frozen=True)
class SemifinalResult:
    stage_id: StageId
    name: str
    ranked: tuple[RankedTeamRow, ...]
    complete: bool


@dataclass(frozen=True)
class Qualifier:
    team_id: TeamId
    name: str
    stage_id: StageId
    stage_name: str
    rank: int
    how: str  # A6 in words


@dataclass(frozen=True)
class QualifiersView:
    semifinals: tuple[SemifinalResult, ...]
    finalists: rules.Finalists | None
    teams: tuple[Qualifier, ...]
    complete: bool  # every semifinal finished and nothing left undecided
    notes: tuple[str, ...]


def semifinal_qualifiers(tournament: Tournament) -> QualifiersView:
    """A6: the teams through to the A-final, from the semifinals' standings."""
    results = []
    for view in stage_views(tournament):
        if view.form.kind == StageKind.SEMIFINAL:
            table = standings(tournament, view.id)
            results.append(
                SemifinalResult(view.id, view.form.name, ranked_heat_teams(tournament, view.id), table.complete)
            )
    if not results:
        return QualifiersView((), None, (), False, (translate("Advancement", "A6: there are no semifinals yet."),))
    thirds: dict[str, TieBreakData] = {  # the rules know team ids as plain strings
        result.ranked[2].team_id: figures
        for result in results
        if len(result.ranked) > 2 and (figures := result.ranked[2].figures()) is not None
    }
    finalists = rules.finalists(
        [[team.team_id for team in result.ranked] for result in results], tournament.profile, thirds
    )
    where = {team.team_id: (result, team) for result in results for team in result.ranked}
    reasons = {team: reason.text(translate) for team, reason in finalists.reasons}
    teams = []
    for team_id in map(TeamId, finalists.teams):
        result, team = where[team_id]
        how = (
            reasons.get(team_id, translate("Advancement", "one of the best third-placed teams"))
            if team_id in finalists.best_thirds
            else translate("Advancement", "place {rank} in {semifinal}").format(rank=team.rank, semifinal=result.name)
        )
        teams.append(Qualifier(team_id, team.name, result.stage_id, result.name, team.rank, f"A6: {how}"))
    notes = [finding.text(translate) for finding in finalists.findings]
    unfinished = [result.name for result in results if not result.complete]
    if unfinished:
        notes.append(
            translate("Advancement", "A6: not finished yet: {semifinals}; the qualifiers are provisional.").format(
                semifinals=", ".join(unfinished)
            )
        )
    return QualifiersView(
        tuple(results), finalists, tuple(teams), not unfinished and not finalists.undecided, tuple(notes)
    )


# -- A10: replacing a finalist -------------------------------------------------------------------


def final_offers_state(tournament: Tournament) -> OffersView:
    """A10: the qualifiers' answers, the replacements asked, and who is to be asked next."""
    qualifiers = semifinal_qualifiers(tournament)
    given = answers(tournament, StageKind.A_FINAL)
    where = {team.team_id: (result, team) for result in qualifiers.semifinals for team in result.ranked}
    qualified = [team.team_id for team in qualifiers.teams]
    last = {answer.team_id: answer for answer in given}
    vacancies: list[str] = []  # the semifinal of each place given up, oldest first
    for answer in given:
        if answer.team_id not in where:
            continue
        semifinal = where[answer.team_id][0].stage_id
        if answer.team_id in qualified and not answer.accepted:
            vacancies.append(semifinal)
        elif answer.team_id not in qualified and answer.accepted and semifinal in vacancies:
            vacancies.remove(semifinal)
    unavailable: set[str] = set(qualified) | set(last)
    next_team: TeamId | None = None
    explanation, unfilled = "", 0
    for vacancy in vacancies:
        result = next(result for result in qualifiers.semifinals if result.stage_id == vacancy)
        replacement = rules.final_replacement([team.team_id for team in result.ranked], unavailable, result.name)
        if replacement.team is None:
            unfilled += 1
        elif next_team is None:
            next_team = TeamId(replacement.team)
            params = dict(replacement.params, team=where[next_team][1].name)
            explanation = f"A10: {translate('Rules', replacement.template).format(**params)}"
    rows = []
    for team_id in dict.fromkeys(qualified + [answer.team_id for answer in given]):
        if team_id not in where:
            continue
        result, team = where[team_id]
        latest = last.get(team_id)
        status = "offered" if latest is None else "accepted" if latest.accepted else "declined"
        rows.append(
            OfferRow(
                team_id,
                team.name,
                result.stage_id,
                result.name,
                team.rank,
                status,
                latest.answered_on if latest else None,
                team_id == next_team,
            )
        )
    pending = [row.name for row in rows if row.status == "offered"]
    if next_team is None and not vacancies and pending:  # nobody to replace: the first without an answer
        next_team = next(row.team_id for row in rows if row.status == "offered")
        rows = [replace(row, ask_now=row.team_id == next_team) for row in rows]
    if next_team is not None:
        words = translate("Advancement", "Ask next: {team} ({heat})").format(
            team=where[next_team][1].name, heat=where[next_team][0].name
        )
    elif unfilled:
        words = counted(
            unfilled,
            translate("Advancement", "A10: nobody is left to take 1 place: the final plays with fewer teams."),
            translate("Advancement", "A10: nobody is left to take {count} places: the final plays with fewer teams."),
        ).format(count=unfilled)
    else:
        words = translate("Advancement", "Every final place is taken.")
    accepted = tuple(row.team_id for row in rows if row.status == "accepted")
    problem = "" if qualifiers.teams else " ".join(qualifiers.notes)
    return OffersView(
        StageKind.A_FINAL, None, None, tuple(rows), None, next_team, words, explanation, accepted, problem
    )


def final_teams(tournament: Tournament) -> tuple[str, ...]:
    """A6, A10: the A-final's teams as the answers stand — qualifiers who did not decline, then
    the replacements who accepted."""
    state = final_offers_state(tournament)
    return tuple(row.team_id for row in state.rows if row.status != "declined")


def check_b_final_answer(tournament: Tournament, from_stage_id: StageId, team_id: TeamId) -> None:
    """A9: a B-final answer comes once from a semifinal's team that is not in the A-final."""
    with tournament.reading() as session:
        stage = session.get(Stage, from_stage_id)
        if stage is None or stage.kind != StageKind.SEMIFINAL:
            raise message(translate("Advancement", "A9: the B-final's teams come from the semifinals."))
        in_a_final = session.scalars(
            select(StageTeam.team_id)
            .join(Stage, Stage.id == StageTeam.stage_id)
            .where(Stage.kind == StageKind.A_FINAL, StageTeam.team_id == team_id)
        ).first()
    if in_a_final is not None:
        raise message(translate("Advancement", "A9: a team of the A-final cannot play the B-final."))
    if any(answer.team_id == team_id for answer in answers(tournament, StageKind.B_FINAL)):
        raise message(translate("Advancement", "The team has already answered; undo that answer to change it."))


# -- A8, A9: creating a final ----------------------------------------------------------------------


def a_final_round_dates(profile, rounds: int, first_day: dt.date | None = None) -> list[dt.date]:
    """A8: rounds 1-3 on the first central day, then three a day from the weekend's first day."""
    advancement, dates = profile.advancement, profile.dates
    per_day = central_day_timetable(profile).rounds
    first_day = first_day or dates.a_final_day_one
    result = []
    for number in range(1, rounds + 1):
        if number <= advancement.a_final_rounds_day_one:
            result.append(first_day)
        else:
            day = dates.a_final_weekend_start + dt.timedelta(
                days=(number - advancement.a_final_rounds_day_one - 1) // per_day
            )
            result.append(day)
    return result


def create_final(
    tournament: Tournament,
    kind: str,
    team_ids: Sequence[TeamId],
    day: dt.date | None = None,
    venue: str | None = None,
    offset: int = 0,
) -> Change:
    """A8 (``kind`` ``StageKind.A_FINAL``) or A9 (``B_FINAL``): the final with ``team_ids``, one round robin.

    A-final: ``day`` is its first central day (default the profile's), rounds dated per A8 and
    timed by the central timetable shifted by ``offset``. B-final: all rounds on ``day``."""
    profile = tournament.profile
    advancement = profile.advancement
    teams = list(team_ids)
    if kind not in FINAL_KINDS:
        raise message(translate("Advancement", "A final is an A-final or a B-final, not {kind}."), kind=kind)
    if len(set(teams)) != len(teams):
        raise message(translate("Advancement", "A team is named twice for the final."))
    if kind == StageKind.A_FINAL:
        if not 2 <= len(teams) <= advancement.a_final_teams:
            raise message(
                translate("Advancement", "A8: the A-final has at most {most} teams (at least 2); {count} were given."),
                most=advancement.a_final_teams,
                count=len(teams),
            )
        timetable = central_day_timetable(profile, offset)
        if not timetable.accepted:
            raise refused(timetable.findings)
        dates = a_final_round_dates(profile, rounds_for(len(teams)), day)
        starts = []
        for number, date in enumerate(dates, start=1):
            index = sum(1 for other in dates[:number] if other == date)
            starts.append(timetable.round_slots(index)[0].start.strftime("%H:%M"))
        shape: dict[str, Any] = {
            "boards": advancement.a_final_boards,
            "halves": A_FINAL_HALVES,
            "round_dates": dates,
            "round_starts": starts,
            "day": dates[0],
            "offset": offset,
        }
        name = translate("Advancement", "A-final")
    else:
        try:
            found = rules.b_final_format(len(teams), profile)
        except ValueError:
            raise message(
                translate("Advancement", "A9: the B-final has at most {most} teams; {count} were given."),
                most=max(row.max_teams for row in advancement.b_final_formats),
                count=len(teams),
            ) from None
        if found is None:
            raise message(
                translate("Advancement", "A9: with fewer than {least} teams there is no B-final."),
                least=min(row.min_teams for row in advancement.b_final_formats),
            )
        rounds = rounds_for(len(teams))
        shape = {
            "boards": found.boards,
            "halves": 1,
            "round_dates": [day] * rounds,
            "round_starts": [None] * rounds,
            "day": day,
            "offset": None,
        }
        name = translate("Advancement", "B-final")
    with tournament.action("create_final", kind) as (session, record):
        if session.scalars(select(Stage.id).where(Stage.kind == kind)).first() is not None:
            raise message(
                translate("Advancement", "{final} already exists; undo its creation to make it again."), final=name
            )
        if kind == StageKind.B_FINAL:
            clash = session.scalars(
                select(StageTeam.team_id)
                .join(Stage, Stage.id == StageTeam.stage_id)
                .where(Stage.kind == StageKind.A_FINAL, StageTeam.team_id.in_(teams))
            ).first()
            if clash is not None:
                raise message(translate("Advancement", "A9: a team of the A-final cannot play the B-final."))
        stage = add_round_robin_stage(
            session, wanted_id=kind.replace("_", "-"), name=name, kind=kind, team_ids=teams, venue=venue, **shape
        )
        record.after = {
            "stage": stage.id,
            "teams": teams,
            "boards": shape["boards"],
            "halves": shape["halves"],
            "rounds": len(shape["round_dates"]),
        }
        record.value = stage.id
    return record.change


# -- after the A-final ------------------------------------------------------------------------------


@dataclass(frozen=True)
class VenueChoice:
    position: int
    team_id: TeamId
    name: str
    rank: int


@dataclass(frozen=True)
class VenueOrderView:
    rows: tuple[VenueChoice, ...]
    final_complete: bool  # False: the order is provisional


def sm_venue_choice_order(tournament: Tournament, a_final_stage_id: StageId) -> VenueOrderView:
    """D p.17: the teams choose their SM semifinal venue in turn, the A-final's winners first, in
    the final's order (excluded teams have no turn)."""
    table = standings(tournament, a_final_stage_id)
    rows = tuple(
        VenueChoice(position, TeamId(row.team), row.name, row.rank)
        for position, row in enumerate((row for row in table.rows if not row.excluded), start=1)
    )
    return VenueOrderView(rows, table.complete)

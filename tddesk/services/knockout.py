"""S5: the SM Lag Veteran knockout of sixteen — choices of opponents, rounds, winners.

The knockout is a stage of kind ``sm_knockout`` whose entries are Gröna Hissen's sixteen best in
order. A choice of opponent is recorded like a lot (who entered it, when); when a round's last
choice is made its matches are created in the same action. Each round has its own board count
(20 in R16, QF and SF; 24 in the final and the bronze match), two halves each.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from typing import TYPE_CHECKING

from sqlalchemy import select

from tddesk.i18n import translate
from tddesk.ids import StageId, TeamId
from tddesk.models.tables import KnockoutChoice, Match, Round, Stage, StageTeam, Team
from tddesk.rules import knockout as rules
from tddesk.rules.scoring import stage_complete, stage_standings
from tddesk.rules.stage_kinds import StageKind
from tddesk.rules.veteran import KNOCKOUT_BOARDS
from tddesk.services.errors import ServiceError, message
from tddesk.services.ids import slug, unique_id
from tddesk.services.stage_facts import load_stage_facts
from tddesk.services.stages import get_stage

if TYPE_CHECKING:
    from sqlalchemy.orm import Session

    from tddesk.services.tournament import Change, Tournament

KNOCKOUT_TEAMS = 16


@dataclass(frozen=True)
class ChoiceView:
    round_number: int
    chooser: TeamId
    chosen: TeamId
    chosen_at: dt.datetime
    chosen_by: str


@dataclass(frozen=True)
class KnockoutMatchView:
    id: str
    round_number: int
    number: int
    home: TeamId
    away: TeamId
    home_imps: int | None
    away_imps: int | None
    winner: TeamId | None


@dataclass(frozen=True)
class KnockoutView:
    stage_id: StageId
    names: dict[TeamId, str]
    rounds: tuple[tuple[KnockoutMatchView, ...], ...]
    choices: tuple[ChoiceView, ...]
    turn: rules.ChoiceTurn | None  # the pending choice, if any
    next_round: int | None  # the round that can be created next (None: none yet / done)
    problem: str | None  # why the next round cannot be created yet
    medals: tuple[TeamId, ...]  # gold, silver, bronze once the final and bronze match are in


def _existing_knockout(session: Session, source: Stage) -> Stage | None:
    """The knockout already made from ``source``: an S5 knockout whose teams all played in it."""
    teams = {entry.team_id for entry in source.entries}
    for stage in session.scalars(select(Stage).where(Stage.kind == StageKind.SM_KNOCKOUT)):
        if stage.entries and {entry.team_id for entry in stage.entries} <= teams:
            return stage
    return None


def existing_knockout(tournament: Tournament, from_stage_id: StageId) -> str | None:
    """The name of the knockout made from Gröna Hissen ``from_stage_id``, if there is one."""
    with tournament.reading() as session:
        found = _existing_knockout(session, get_stage(session, from_stage_id))
        return found.name if found is not None else None


def create_knockout(tournament: Tournament, from_stage_id: StageId, name: str | None = None) -> Change:
    """S5: the knockout of the sixteen best of Gröna Hissen (complete standings), in their order.

    A knockout already made from the same stage is never made twice (undo it to make it again)."""
    with tournament.action("create_knockout", from_stage_id) as (session, record):
        source = get_stage(session, from_stage_id)
        existing = _existing_knockout(session, source)
        if existing is not None:
            raise message(
                translate("Knockout", "{name} already exists; undo its creation to make it again."),
                name=existing.name,
            )
        facts = load_stage_facts(session, from_stage_id, tournament.profile)
        if source.kind != StageKind.SM_VETERAN or not facts.matches or not stage_complete(facts):
            raise message(
                translate(
                    "Knockout", "The knockout follows a complete Gröna Hissen: every round of {name} needs its results."
                ),
                name=source.name,
            )
        ranked = [row.team for row in stage_standings(facts, tournament.profile).rows if not row.excluded]
        if len(ranked) < KNOCKOUT_TEAMS:
            raise message(
                translate("Knockout", "The knockout needs {count} teams; {name} has {found}."),
                count=KNOCKOUT_TEAMS,
                name=source.name,
                found=len(ranked),
            )
        title = name or translate("Knockout", "{name} – knockout").format(name=source.name)
        stage = Stage(
            id=unique_id(session, Stage.id, f"sm-knockout-{slug(source.name)}"),
            kind=StageKind.SM_KNOCKOUT,
            name=title,
            boards_per_match=KNOCKOUT_BOARDS[1],
            halves=2,
            format=None,
            position=len(session.scalars(select(Stage.id)).all()),
            venue=source.venue,
            day=source.day,
        )
        for position, team in enumerate(ranked[:KNOCKOUT_TEAMS]):
            stage.entries.append(StageTeam(team_id=team, position=position))
        session.add(stage)
        record.after = {"from": from_stage_id, "teams": ranked[:KNOCKOUT_TEAMS]}
        record.value = record.subject = stage.id
    return record.change


def _results(stage: Stage, number: int):
    round_ = next((r for r in stage.rounds if r.number == number), None)
    if round_ is None:
        return None
    found = []
    for position, match in enumerate(round_.matches, start=1):
        finished = len(match.halves) >= stage.halves
        # A half entered holds both teams' IMPs (results.enter_half writes both).
        home = sum(h.home_imps or 0 for h in match.halves) if match.halves else None
        away = sum(h.away_imps or 0 for h in match.halves) if match.halves else None
        found.append(
            (rules.KnockoutMatch(position, match.home_team_id, match.away_team_id), home, away, finished, match.id)
        )
    return found


def _entrants(stage: Stage, number: int) -> tuple[list[str] | None, str | None]:
    """The round's entrants in bracket order, or None with the reason they are not known yet."""
    if number == 1:
        return [entry.team_id for entry in stage.entries], None
    previous = _results(stage, number - 1)
    if previous is None:
        return None, translate("Knockout", "Round {round} is not created yet.").format(round=number - 1)
    if not all(finished for *_, finished, _ in previous):
        return None, translate("Knockout", "Round {round} still has matches without both halves.").format(
            round=number - 1
        )
    try:
        winners, losers = rules.winners_and_losers([(match, home, away) for match, home, away, *_ in previous])
    except ValueError:
        return None, translate("Knockout", "A match of round {round} is drawn; enter the deciding result.").format(
            round=number - 1
        )
    return (winners + losers if number == 4 else winners), None


def _choices(session, stage_id: StageId, number: int) -> dict[str, str]:
    rows = session.scalars(
        select(KnockoutChoice).where(KnockoutChoice.stage_id == stage_id, KnockoutChoice.round_number == number)
    )
    return {row.chooser_team_id: row.chosen_team_id for row in rows}


def _create_round(stage: Stage, number: int, entrants: list[str], chosen: dict[str, str]) -> None:
    row = Round(stage_id=stage.id, number=number, boards=KNOCKOUT_BOARDS[number])
    for match in rules.pairings(number, entrants, chosen):
        row.matches.append(
            Match(
                id=f"{stage.id}-r{number}-m{match.number}",
                stage_id=stage.id,
                home_team_id=match.home,
                away_team_id=match.away,
                position=match.number,
            )
        )
    stage.rounds.append(row)


def _knockout_stage(session, stage_id: StageId) -> Stage:
    stage = get_stage(session, stage_id)
    if stage.kind != StageKind.SM_KNOCKOUT:
        raise message(translate("Knockout", "{name} is not a knockout stage."), name=stage.name)
    return stage


def choose_opponent(tournament: Tournament, stage_id: StageId, chooser: TeamId, opponent: TeamId) -> Change:
    """S5: record a team's choice of opponent (who entered it and when); the round's matches are
    created with its last choice."""
    with tournament.action("choose_opponent", f"{stage_id}/{chooser}") as (session, record):
        stage = _knockout_stage(session, stage_id)
        number = len(stage.rounds) + 1
        entrants, problem = _entrants(stage, number) if number <= 3 else (None, None)
        if entrants is None:
            raise ServiceError(
                problem or translate("Knockout", "No choice of opponents is due in {name}.").format(name=stage.name)
            )
        chosen = _choices(session, stage_id, number)
        try:
            rules.check_choice(number, entrants, chosen, chooser, opponent)
        except ValueError:
            turn = rules.next_choice(number, entrants, chosen)
            names = dict(session.execute(select(Team.id, Team.name)).all())
            raise message(
                translate("Knockout", "It is {team}'s turn to choose, among {candidates}."),
                team=names.get(TeamId(turn.chooser), turn.chooser) if turn else "—",
                candidates=", ".join(names.get(TeamId(t), t) for t in turn.candidates) if turn else "—",
            ) from None
        session.add(
            KnockoutChoice(
                stage_id=stage_id,
                round_number=number,
                chooser_team_id=chooser,
                chosen_team_id=opponent,
                chosen_at=dt.datetime.now().replace(microsecond=0),
                chosen_by=tournament.user,
            )
        )
        chosen[chooser] = opponent
        created = rules.next_choice(number, entrants, chosen) is None
        if created:
            _create_round(stage, number, entrants, chosen)
        record.after = {"round": number, "chooser": chooser, "chosen": opponent, "round_created": created}
    return record.change


def create_final_round(tournament: Tournament, stage_id: StageId) -> Change:
    """S5: the final and the bronze match from the semifinals' results (no choice)."""
    with tournament.action("create_knockout_final", stage_id) as (session, record):
        stage = _knockout_stage(session, stage_id)
        if len(stage.rounds) != 3:
            raise message(translate("Knockout", "The final follows the semifinals (round 3)."))
        entrants, problem = _entrants(stage, 4)
        if entrants is None:
            raise ServiceError(problem or "")
        _create_round(stage, 4, entrants, {})
        record.after = {"final": entrants[:2], "bronze": entrants[2:]}
    return record.change


def knockout_view(tournament: Tournament, stage_id: StageId) -> KnockoutView:
    with tournament.reading() as session:
        stage = _knockout_stage(session, stage_id)
        names = dict(session.execute(select(Team.id, Team.name)).all())
        rounds = []
        for number in range(1, len(stage.rounds) + 1):
            views = []
            for match, home, away, finished, match_id in _results(stage, number):
                winner = None
                if finished and home != away:
                    winner = match.home if home > away else match.away
                views.append(
                    KnockoutMatchView(match_id, number, match.number, match.home, match.away, home, away, winner)
                )
            rounds.append(tuple(views))
        choices = tuple(
            ChoiceView(row.round_number, row.chooser_team_id, row.chosen_team_id, row.chosen_at, row.chosen_by)
            for row in session.scalars(
                select(KnockoutChoice)
                .where(KnockoutChoice.stage_id == stage_id)
                .order_by(KnockoutChoice.round_number, KnockoutChoice.chosen_at)
            )
        )
        number = len(stage.rounds) + 1
        turn = next_round = problem = None
        if number <= 4:
            entrants, problem = _entrants(stage, number)
            if entrants is not None:
                if number <= 3:
                    turn = rules.next_choice(number, entrants, _choices(session, stage_id, number))
                next_round = number
        medals: tuple[TeamId, ...] = ()
        if len(rounds) == 4:
            final, bronze = rounds[3]
            if final.winner and bronze.winner:
                medals = (final.winner, final.away if final.winner == final.home else final.home, bronze.winner)
        return KnockoutView(stage_id, names, tuple(rounds), choices, turn, next_round, problem, medals)

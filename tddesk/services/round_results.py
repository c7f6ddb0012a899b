"""Results as the round's entry grid, exports and prints read them (VP1, H5, W2): each match of a
round with its IMPs per half, VP and state, the halves without a line-up, and the first round still
waiting. The entry itself (``enter_half``) is in ``services/results.py``."""

from __future__ import annotations

from dataclasses import dataclass, replace
from decimal import Decimal
from typing import TYPE_CHECKING, cast

from sqlalchemy import bindparam, select

from tddesk.ids import MatchId, StageId, TeamId
from tddesk.models.tables import LineupSeat, Match
from tddesk.rules.profile import Profile
from tddesk.rules.scoring import MatchFacts, MatchScore, MatchState, StageFacts, match_score, walkover_outcomes
from tddesk.rules.walkover import WalkoverOutcome
from tddesk.services.stage_facts import load_stage_facts
from tddesk.services.stages import get_match

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament


@dataclass(frozen=True)
class MatchRow:
    """One match of a round as the entry grid shows it."""

    id: MatchId
    home: TeamId
    away: TeamId
    home_name: str
    away_name: str
    halves: tuple[tuple[int, int] | None, ...]  # per half: (home, away) IMPs or None
    home_imps: int | None
    away_imps: int | None
    home_vp: Decimal | None
    away_vp: Decimal | None
    state: MatchState
    walkover_by: str | None
    struck: bool
    # H5: (half, team name) of every half with a result whose team has no line-up for it
    lineups_missing: tuple[tuple[int, str], ...] = ()


@dataclass(frozen=True)
class RoundResultsView:
    stage_id: StageId
    number: int
    boards: int
    halves: int
    matches: tuple[MatchRow, ...]
    bye_name: str | None


def round_entry(
    tournament: Tournament, stage_id: StageId, number: int, facts: StageFacts | None = None
) -> RoundResultsView:
    """The matches of one round with IMPs, VP and state, for the entry grid; ``facts`` are the
    stage's as just read by the caller (the window reads them once per change for all its views)."""
    with tournament.reading() as session:
        if facts is None:
            facts = load_stage_facts(session, stage_id, tournament.profile)
        seated = cast(
            "set[tuple[str, int, str]]",
            set(session.execute(_SEATED_IN_ROUND, {"stage_id": stage_id, "number": number}).all()),
        )
    return round_of_facts(facts, tournament.profile, number, seated=seated)


# Built once: the grid reads it after every entry, and building a select costs more than running it.
_SEATED_IN_ROUND = (
    select(LineupSeat.match_id, LineupSeat.half, LineupSeat.side)
    .distinct()
    .join(Match, Match.id == LineupSeat.match_id)
    .where(Match.stage_id == bindparam("stage_id"), Match.round_number == bindparam("number"))
)


def seated_in_round(tournament: Tournament, stage_id: StageId, number: int) -> set[tuple[str, int, str]]:
    """The (match, half, side) of round ``number`` that have a line-up (H5), for ``round_of_facts``:
    the grid keeps them until a change touches the line-ups."""
    with tournament.reading() as session:
        return set(session.execute(_SEATED_IN_ROUND, {"stage_id": stage_id, "number": number}).all())


def stage_round_entries(tournament: Tournament, stage_id: StageId) -> dict[int, RoundResultsView]:
    """Every round of the stage as the entry grid shows it, from one read of the stage (exports, print)."""
    profile = tournament.profile
    with tournament.reading() as session:
        facts = load_stage_facts(session, stage_id, profile)
        seated = cast(
            "set[tuple[str, int, str]]",
            set(
                session.execute(
                    select(LineupSeat.match_id, LineupSeat.half, LineupSeat.side)
                    .distinct()
                    .join(Match, Match.id == LineupSeat.match_id)
                    .where(Match.stage_id == stage_id)
                ).all()
            ),
        )
    outcomes = walkover_outcomes(facts, profile) if facts.walkovers else {}
    numbers = sorted({match.round for match in facts.matches})
    return {number: round_of_facts(facts, profile, number, outcomes, seated=seated) for number in numbers}


def round_of_facts(
    facts: StageFacts,
    profile: Profile,
    number: int,
    outcomes: dict[str, WalkoverOutcome] | None = None,
    seated: set[tuple[str, int, str]] | None = None,
) -> RoundResultsView:
    """Round ``number`` of already loaded stage facts (a reader of every round loads them once);
    ``outcomes`` are the stage's W2 walkover outcomes when the caller has them; ``seated`` the
    (match, half, side) that have a line-up, to name the teams without one (H5)."""
    names = dict(facts.teams)
    walkovers = dict(facts.walkovers)
    if outcomes is None:  # W2 reads the whole stage: only for a round that has a walkover
        has_walkover = any(match.round == number and match.id in walkovers for match in facts.matches)
        outcomes = walkover_outcomes(facts, profile) if has_walkover else {}
    rows = []
    for match in facts.matches:
        if match.round != number:
            continue
        score = match_score(match, facts)
        if match.id in outcomes:  # W2: the ruled VP and IMPs, provisional until the series ends
            score = _walkover_score(match, walkovers[match.id], outcomes[match.id], score)
        halves: tuple[tuple[int, int] | None, ...] = tuple((h.home_imps, h.away_imps) for h in match.halves)
        missing = tuple(
            (half, names.get(team, team))
            for half in range(1, len(halves) + 1)
            for side, team in (("home", match.home), ("away", match.away))
            if seated is not None and (match.id, half, side) not in seated
        )
        halves += (None,) * (facts.halves - len(halves))
        rows.append(
            MatchRow(
                MatchId(match.id),
                TeamId(match.home),
                TeamId(match.away),
                names.get(match.home, match.home),
                names.get(match.away, match.away),
                halves,
                score.home_imps,
                score.away_imps,
                score.home_vp,
                score.away_vp,
                "walkover" if match.id in walkovers else score.state,
                walkovers.get(match.id),
                score.struck,
                missing,
            )
        )
    bye = next((team for round_number, team in facts.byes if round_number == number), None)
    return RoundResultsView(
        StageId(facts.id), number, facts.boards, facts.halves, tuple(rows), names.get(bye) if bye else None
    )


def _walkover_score(match: MatchFacts, given_by: str, outcome: WalkoverOutcome, score: MatchScore) -> MatchScore:
    """W2 as the grid shows it: the winner's IMP margin and VP, the team that gave it 0."""
    winner_imps = outcome.winner_imps_won or 0
    if given_by == match.home:
        home_imps, away_imps, home_vp, away_vp = 0, winner_imps, outcome.loser_vp, outcome.winner_vp
    else:
        home_imps, away_imps, home_vp, away_vp = winner_imps, 0, outcome.winner_vp, outcome.loser_vp
    return replace(
        score,
        home_imps=home_imps,
        away_imps=away_imps,
        home_vp=home_vp,
        away_vp=away_vp,
        provisional=outcome.provisional,
    )


def match_row(tournament: Tournament, match_id: MatchId) -> MatchRow:
    """One match as the grid shows it."""
    with tournament.reading() as session:
        match = get_match(session, match_id)
        stage_id, number = match.stage_id, match.round_number
    return next(row for row in round_entry(tournament, stage_id, number).matches if row.id == match_id)


def first_round_waiting(tournament: Tournament, stage_id: StageId) -> int | None:
    """The first round of the stage with a match still waiting for its result (not a walkover)."""
    with tournament.reading() as session:
        facts = load_stage_facts(session, stage_id, tournament.profile)
    walkovers = {match_id for match_id, _team in facts.walkovers}
    waiting = [
        match.round
        for match in facts.matches
        if match.id not in walkovers
        and len(match.halves) < facts.halves
        and not {match.home, match.away} & facts.excluded
    ]
    return min(waiting) if waiting else None

"""Match entry (VP1, H5): IMPs per half as the TD types them, each entry one audited action."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, replace
from decimal import Decimal
from typing import TYPE_CHECKING, cast

from sqlalchemy import BindParameter, Table, and_, bindparam, exists, select
from sqlalchemy.orm import aliased

from tddesk.i18n import counted, translate
from tddesk.ids import MatchId, StageId, TeamId
from tddesk.models.changes import write_recorded
from tddesk.models.tables import Exclusion, HalfResult, LineupSeat, Match, Stage, StageTeam, Walkover
from tddesk.rules import entry_limits as limits
from tddesk.rules import heat as heat_rules
from tddesk.rules import vp as vp_rules
from tddesk.rules.scoring import MatchState, StageFacts, match_score, walkover_outcomes
from tddesk.services.compiled_sql import run, session_connection
from tddesk.services.errors import ServiceError, message, refused
from tddesk.services.lineups import save_suggested_lineups
from tddesk.services.match_words import match_words, team_name
from tddesk.services.stage_facts import load_stage_facts
from tddesk.services.stages import get_match, get_stage

if TYPE_CHECKING:
    from tddesk.services.tournament import Change, Tournament


class NeedsConfirmation(ServiceError):
    """The entry is possible but unusual; repeat it with ``confirmed=True`` once the TD agrees."""


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


def parse_imps(text: str | int) -> int:
    """Whole IMPs ≥ 0 from what the TD typed; anything else is refused in words."""
    value = str(text).strip()
    if not (value.isascii() and value.isdigit()):  # not "²", not Arabic-Indic digits
        raise message(
            translate("Results", "IMPs must be a whole number of 0 or more; '{text}' is not."), text=value[:24]
        )
    if len(value) > 9:  # int() of thousands of digits is refused by Python itself
        raise message(
            translate("Results", "{text} is far more IMPs than any match gives; check the number."),
            text=value[:12] + "…",
        )
    return int(value)


def enter_half(
    tournament: Tournament, match_id: MatchId, half: int, home_imps, away_imps, *, confirmed: bool = False
) -> Change:
    """Save the IMPs of one half (new or corrected); VP are computed from them every time (VP1)."""
    home, away = parse_imps(home_imps), parse_imps(away_imps)
    profile = tournament.profile
    with tournament.action("enter_result", match_id) as (session, record):
        entry = _entry_facts(session, match_id, half)
        if not (entry.home_in_stage and entry.away_in_stage):
            _match_in_stage(session, match_id)  # refuses, naming the team
        if not 1 <= half <= entry.halves:
            raise message(
                counted(
                    entry.halves,
                    translate("Results", "{stage} plays 1 half; there is no half {half}."),
                    translate("Results", "{stage} plays {halves} halves; there is no half {half}."),
                ),
                stage=entry.stage_name,
                halves=entry.halves,
                half=half,
            )
        if half == 2 and not entry.first_half_typed and not _first_half_in(session, match_id, entry.stage_id, profile):
            raise message(translate("Results", "Enter the first half before the second."))
        if entry.walkover:
            raise message(translate("Results", "The match is ruled a walkover; remove the walkover to enter IMPs."))
        boards_in_half = heat_rules.boards_per_half(entry.boards_per_match, entry.halves)[half - 1]
        too_many = [finding for imps in (home, away) if (finding := limits.imps_problem(imps, boards_in_half))]
        if too_many:
            raise refused(too_many[:1])
        if entry.home_excluded or entry.away_excluded:
            _refuse_excluded(session, entry.stage_id, (entry.match.home_team_id, entry.match.away_team_id))
        blitz = vp_rules.blitz(entry.boards_per_match)
        if abs(home - away) > 2 * blitz and not confirmed:
            raise NeedsConfirmation(
                message(
                    translate(
                        "Results",
                        "A margin of {margin} IMPs is more than twice the blitz "
                        "margin ({blitz:.0f} IMPs) for {boards} boards. Is it right?",
                    ),
                    margin=abs(home - away),
                    blitz=2 * blitz,
                    boards=entry.boards_per_match,
                ).args[0]
            )
        key = {"match_id": match_id, "half": half}
        typed = {"home_imps": home, "away_imps": away}
        if entry.before is None:
            record.before = None
            write_recorded(session, _HALF_RESULT, key, None, {**key, **typed, "keep_typed": False})
        else:
            record.before = {"half": half, **entry.before}
            write_recorded(session, _HALF_RESULT, key, entry.before, typed)
        # H5: the result and the line-ups it was played with are one action (and one undo step).
        lineups = save_suggested_lineups(session, profile, entry.match, half, seated=entry.seated)
        record.after = {
            "half": half,
            "home_imps": home,
            "away_imps": away,
            "lineups_saved": {side: mids for side, mids in lineups.items() if mids},
        }
    return record.change


_HALF_RESULT: Table = HalfResult.__table__  # type: ignore[assignment]  # a declarative class's is a Table
_MATCH_ID: BindParameter[str] = bindparam("match_id")
_HALF: BindParameter[int] = bindparam("half")


def _team_in_stage(team):
    return exists().where(StageTeam.stage_id == Match.stage_id, StageTeam.team_id == team)


def _team_excluded(team):
    return exists().where(Exclusion.stage_id == Match.stage_id, Exclusion.team_id == team)


def _side_seated(side: str):
    return exists().where(LineupSeat.match_id == Match.id, LineupSeat.half == _HALF, LineupSeat.side == side)


_first = aliased(HalfResult)
# Everything an entry checks, in one select run on the action's own connection: the entry
# grid saves a result at every Tab, and a session.get per check cost more than the disk's flush.
_ENTRY_CHECK = (
    select(
        Match.stage_id,
        Match.round_number,
        Match.home_team_id,
        Match.away_team_id,
        Match.date,
        Stage.name,
        Stage.halves,
        Stage.boards_per_match,
        _team_in_stage(Match.home_team_id),
        _team_in_stage(Match.away_team_id),
        exists().where(Walkover.match_id == Match.id),
        _team_excluded(Match.home_team_id),
        _team_excluded(Match.away_team_id),
        exists().where(_first.match_id == Match.id, _first.half == 1),
        HalfResult.half,
        HalfResult.home_imps,
        HalfResult.away_imps,
        _side_seated("home"),
        _side_seated("away"),
    )
    .join(Stage, Stage.id == Match.stage_id)
    .outerjoin(HalfResult, and_(HalfResult.match_id == Match.id, HalfResult.half == _HALF))
    .where(Match.id == _MATCH_ID)
)


@dataclass(frozen=True)
class _EntryMatch:
    """The match of an entry, with the names the line-up suggestion reads (as Match has them)."""

    id: str
    stage_id: StageId
    round_number: int
    home_team_id: TeamId
    away_team_id: TeamId
    date: dt.date | None


@dataclass(frozen=True)
class _EntryFacts:
    match: _EntryMatch
    stage_id: StageId
    stage_name: str
    halves: int
    boards_per_match: int
    home_in_stage: bool
    away_in_stage: bool
    walkover: bool
    home_excluded: bool
    away_excluded: bool
    first_half_typed: bool
    before: dict[str, int | None] | None  # the half's IMPs as they were, None when new
    seated: frozenset[str]  # the sides that have their line-up for the half (H5)


def _entry_facts(session, match_id: MatchId, half: int) -> _EntryFacts:
    found = run(session_connection(session), _ENTRY_CHECK, match_id=match_id, half=half).fetchone()
    if found is None:
        _match_in_stage(session, match_id)  # refuses in words: the match (or its stage) is not in the file
        raise AssertionError("a match the entry check did not find")
    (
        stage_id,
        round_number,
        home,
        away,
        date,
        stage_name,
        halves,
        boards_per_match,
        home_in,
        away_in,
        walkover,
        home_excluded,
        away_excluded,
        first_typed,
        existing,
        home_before,
        away_before,
        home_seated,
        away_seated,
    ) = found
    match = _EntryMatch(
        match_id, stage_id, round_number, home, away, dt.date.fromisoformat(date) if date is not None else None
    )
    seated = frozenset(side for side, there in (("home", home_seated), ("away", away_seated)) if there)
    before = None if existing is None else {"home_imps": home_before, "away_imps": away_before}
    return _EntryFacts(
        match,
        stage_id,
        stage_name,
        halves,
        boards_per_match,
        bool(home_in),
        bool(away_in),
        bool(walkover),
        bool(home_excluded),
        bool(away_excluded),
        bool(first_typed),
        before,
        seated,
    )


def _first_half_in(session, match_id: MatchId, stage_id: StageId, profile) -> bool:
    """The first half is in when typed, or when all its boards are (docs/boards.md)."""
    if session.get(HalfResult, (match_id, 1)) is not None:
        return True
    facts = load_stage_facts(session, stage_id, profile)
    return any(match.id == match_id and match.halves for match in facts.matches)


def clear_half(tournament: Tournament, match_id: MatchId, half: int) -> Change:
    """Remove a half's IMPs (the second half goes too when the first is removed)."""
    with tournament.action("clear_result", match_id) as (session, record):
        match, _stage = _match_in_stage(session, match_id)
        rows = [row for row in match.halves if row.half >= half]
        if not rows:
            raise message(translate("Results", "There is no result for half {half} to remove."), half=half)
        record.before = [{"half": r.half, "home_imps": r.home_imps, "away_imps": r.away_imps} for r in rows]
        for row in rows:
            match.halves.remove(row)
    return record.change


def _match_in_stage(session, match_id: MatchId):
    match = get_match(session, match_id)
    stage = get_stage(session, match.stage_id)
    entered = set(session.scalars(select(StageTeam.team_id).where(StageTeam.stage_id == stage.id)))
    outsiders = [team for team in (match.home_team_id, match.away_team_id) if team not in entered]
    if outsiders:
        raise message(
            translate("Results", "Match {match}: team {team} is not in {stage}; correct the schedule first."),
            match=match_words(session, match),
            team=team_name(session, outsiders[0]),
            stage=stage.name,
        )
    return match, stage


def _refuse_excluded(session, stage_id: StageId, teams: tuple[TeamId, TeamId]) -> None:
    for team_id in teams:
        exclusion = session.get(Exclusion, (stage_id, team_id))
        if exclusion is not None:
            # deferred: SQLAlchemy and the tables load after the window's first paint (cold start)
            from tddesk.models.tables import Team

            raise message(
                translate(
                    "Results",
                    "{team} is excluded from this stage ({reason}); its results are struck and "
                    "no result can be entered.",
                ),
                team=session.get(Team, team_id).name,
                reason=exclusion.reason,
            )


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
    profile,
    number: int,
    outcomes: dict | None = None,
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


def _walkover_score(match, given_by: str, outcome, score):
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

"""Match entry (VP1, H5): IMPs per half as the TD types them, each entry one audited action."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from typing import TYPE_CHECKING

from sqlalchemy import BindParameter, Table, and_, bindparam, exists, select
from sqlalchemy.orm import aliased

from tddesk.i18n import counted, translate
from tddesk.ids import MatchId, StageId, TeamId
from tddesk.models.changes import write_recorded
from tddesk.models.tables import Exclusion, HalfResult, LineupSeat, Match, Stage, StageTeam, Walkover
from tddesk.rules import entry_limits as limits
from tddesk.rules import heat as heat_rules
from tddesk.rules import vp as vp_rules
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

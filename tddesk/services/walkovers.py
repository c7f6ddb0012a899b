"""W1-W5: recording the committee's walkover rulings.

The file stores only which team gave the walkover and when it was ruled; the rules compute both
teams' VP from the other results every time, provisional until the series has ended (W2). A team
that gives more walkovers in a stage than the regulations allow, where all meet all, is excluded
in the same action and its results are struck (W5).
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from sqlalchemy import select

from tddesk.i18n import translate
from tddesk.ids import MatchId, TeamId
from tddesk.models.tables import Exclusion, LineupSeat, Walkover
from tddesk.rules import walkover as walkover_rules
from tddesk.rules.scoring import walkover_outcomes, walkovers_given
from tddesk.services.errors import message
from tddesk.services.exclusions import StruckResultRow, struck_results
from tddesk.services.match_words import match_words, team_name
from tddesk.services.ruling_common import (
    W5_PREFIX,
    all_meet_all,
    has_imps,
    match_in_stage,
    require_team_in_match,
)
from tddesk.services.stage_facts import load_stage_facts

if TYPE_CHECKING:
    from sqlalchemy.orm import Session

    from tddesk.rules.profile import Profile
    from tddesk.services.tournament import Change, Tournament


@dataclass(frozen=True)
class WalkoverPreview:
    match_id: MatchId
    by_team_id: TeamId
    outcome: walkover_rules.WalkoverOutcome  # both teams' VP and IMPs, why, and whether provisional
    walkovers_given: int  # by this team in the stage, this one included
    limit: int  # W5: more than this excludes the team
    all_meet_all: bool  # W5 applies only where all teams meet all
    will_exclude: bool
    struck: tuple[StruckResultRow, ...]  # when excluded: the results struck, with what opponents lose


def preview_walkover(tournament: Tournament, match_id: MatchId, by_team_id: TeamId) -> WalkoverPreview:
    """W2, W5: what ruling ``by_team_id`` to have given match ``match_id`` as walkover would do."""
    with tournament.reading() as session:
        return _preview(session, tournament.profile, match_id, by_team_id)


def rule_walkover(tournament: Tournament, match_id: MatchId, by_team_id: TeamId, ruled_on: dt.date) -> Change:
    """W1: record the committee's walkover ruling; W5: exclude the team in the same action when this
    walkover is one more than the stage allows. The Change's value is the WalkoverPreview of what happened."""
    if not isinstance(ruled_on, dt.date):
        raise message(translate("Rulings", "Give the date of the committee's walkover ruling."))
    with tournament.action("rule_walkover", match_id) as (session, record):
        preview = _preview(session, tournament.profile, match_id, by_team_id)
        _match, stage = match_in_stage(session, match_id)
        session.add(Walkover(match_id=match_id, stage_id=stage.id, by_team_id=by_team_id, ruled_on=ruled_on))
        # A walkover is not played: a line-up saved before (a suggestion, the evening's first guess)
        # must not count its players as having played it (H5, M1); undo brings it back.
        seats = list(session.scalars(select(LineupSeat).where(LineupSeat.match_id == match_id)))
        for seat in seats:
            session.delete(seat)
        if preview.will_exclude:
            reason = f"{W5_PREFIX} " + translate(
                "Rulings",
                "{count} walkovers given in {stage}; more than {limit} excludes the team and strikes its results",
            ).format(count=preview.walkovers_given, stage=stage.name, limit=preview.limit)
            session.add(Exclusion(stage_id=stage.id, team_id=by_team_id, kind="excluded", reason=reason, on=ruled_on))
        record.after = {
            "match": match_id,
            "by": by_team_id,
            "ruled_on": ruled_on.isoformat(),
            "excluded": preview.will_exclude,
            "lineup_seats_removed": len(seats),
        }
        record.value = preview
    return record.change


def remove_walkover(tournament: Tournament, match_id: MatchId) -> Change:
    """Take a walkover ruling back, so the match can be played or entered. An exclusion that W5
    recorded for this team goes too when the team no longer gives more walkovers than allowed."""
    with tournament.action("remove_walkover", match_id) as (session, record):
        match, stage = match_in_stage(session, match_id)
        walkover = session.get(Walkover, match_id)
        if walkover is None:
            raise message(
                translate("Rulings", "Match {match} is not ruled a walkover."), match=match_words(session, match)
            )
        by = walkover.by_team_id
        record.before = {
            "match": match_id,
            "by": by,
            "ruled_on": walkover.ruled_on.isoformat() if walkover.ruled_on else None,
        }
        session.delete(walkover)
        session.flush()
        remaining = len(
            session.scalars(
                select(Walkover.match_id).where(Walkover.stage_id == stage.id, Walkover.by_team_id == by)
            ).all()
        )
        exclusion = session.get(Exclusion, (stage.id, by))
        limit = walkover_rules.walkover_limit(stage.kind, tournament.profile)
        if exclusion is not None and exclusion.reason.startswith(W5_PREFIX) and remaining <= limit:
            record.before["exclusion"] = exclusion.reason
            session.delete(exclusion)
    return record.change


def _preview(session: Session, profile: Profile, match_id: MatchId, by_team_id: TeamId) -> WalkoverPreview:
    match, stage = match_in_stage(session, match_id)
    require_team_in_match(session, match, by_team_id)
    if session.get(Walkover, match_id) is not None:
        raise message(
            translate("Rulings", "Match {match} is already ruled a walkover; remove that ruling first to change it."),
            match=match_words(session, match),
        )
    if has_imps(session, match_id):
        raise message(
            translate(
                "Rulings",
                "Match {match} has IMPs entered. A walkover match has no result: remove the "
                "IMPs in the result grid first, then rule the walkover.",
            ),
            match=match_words(session, match),
        )
    for team in (match.home_team_id, match.away_team_id):
        exclusion = session.get(Exclusion, (stage.id, team))
        if exclusion is not None:
            raise message(
                translate(
                    "Rulings",
                    "{team} is excluded from {stage} ({reason}); its matches are struck and need no walkover ruling.",
                ),
                team=team_name(session, team),
                stage=stage.name,
                reason=exclusion.reason,
            )
    facts = load_stage_facts(session, stage.id, profile)
    ruled = replace(facts, walkovers=facts.walkovers + ((match_id, by_team_id),))
    outcome = walkover_outcomes(ruled, profile)[match_id]
    counts = walkovers_given(ruled)
    meet = all_meet_all(session, stage.id)
    limit = walkover_rules.walkover_limit(stage.kind, profile)
    will_exclude = by_team_id in walkover_rules.walkover_exclusion(counts, meet, stage.kind, profile)
    struck = struck_results(ruled, by_team_id, profile)[0] if will_exclude else ()
    return WalkoverPreview(match_id, by_team_id, outcome, counts[by_team_id], limit, meet, will_exclude, struck)

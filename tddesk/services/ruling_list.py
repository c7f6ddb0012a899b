"""The rulings of a stage in one list: penalties, walkovers and exclusions, each with the VP the
rules give it now, an explanation in the TD's language and who ruled it when (from the audit log)."""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass, replace
from decimal import Decimal
from typing import TYPE_CHECKING

from sqlalchemy import select, union

from tddesk.i18n import translate
from tddesk.ids import MatchId, StageId, TeamId
from tddesk.models.tables import Exclusion, Match, Penalty, Player, Walkover
from tddesk.rules import penalties as penalty_rules
from tddesk.rules.scoring import penalty_outcome, walkover_outcomes
from tddesk.services.match_words import team_name
from tddesk.services.ruling_common import (
    EXCLUSION_ACTIONS,
    PENALTY_ACTIONS,
    W5_PREFIX,
    WALKOVER_ACTIONS,
    exclusion_subject,
    last_actions,
    match_date,
    penalty_facts,
)
from tddesk.services.stage_facts import load_stage_facts
from tddesk.services.stages import get_stage

if TYPE_CHECKING:
    from sqlalchemy.orm import Session

    from tddesk.rules.profile import Profile
    from tddesk.services.tournament import Tournament

ZERO_VP = Decimal("0.00")
_RULE_PREFIX = re.compile(r"^\s*([A-Z]{1,2}\d+)\s*:")


@dataclass(frozen=True)
class RulingRow:
    id: str  # the penalty id, "walkover:<match>" or "exclusion:<team>"
    kind: str  # late_arrival, slow_play, unauthorised_player, committee, walkover,
    # excluded or disqualified
    rule: str  # the rule ID (docs/rules.md), e.g. "P1", "W2", "W5"
    team_id: TeamId  # the team ruled against (for a walkover: the team that gave it)
    team_name: str
    match_id: MatchId | None
    round: int | None
    vp: Decimal  # penalty: VP deducted; walkover: the other team's VP (W2); exclusion: 0.00
    pending_committee: bool  # P1 over 30 / P2 over 25 minutes with no committee ruling on the match yet
    text: str  # the explanation, in the TD's language
    who: str | None
    when: dt.datetime | None
    provisional: bool = False  # a walkover value that waits for the end of the series (W2)


def stages_with_rulings(tournament: Tournament) -> set[str]:
    """The stages with a penalty, a walkover or an exclusion: the others' ``rulings`` are empty."""
    with tournament.reading() as session:
        return set(
            session.scalars(union(select(Penalty.stage_id), select(Walkover.stage_id), select(Exclusion.stage_id)))
        )


def rulings(tournament: Tournament, stage_id: StageId) -> list[RulingRow]:
    """Every ruling of the stage: penalties in the order ruled, then walkovers, then exclusions; by round."""
    profile = tournament.profile
    with tournament.reading() as session:
        get_stage(session, stage_id)
        facts = load_stage_facts(session, stage_id, profile)
        names = dict(facts.teams)
        matches = {match.id: match for match in session.scalars(select(Match).where(Match.stage_id == stage_id))}
        penalties = list(
            session.scalars(select(Penalty).where(Penalty.stage_id == stage_id).order_by(Penalty.position, Penalty.id))
        )
        walkovers = list(session.scalars(select(Walkover).where(Walkover.stage_id == stage_id)))
        exclusions = list(session.scalars(select(Exclusion).where(Exclusion.stage_id == stage_id)))
        first_offences = _first_offences(session, penalties, matches)
        players = {
            mid: (name, paid)
            for mid, name, paid in session.execute(
                select(Player.mid, Player.name, Player.membership_paid).where(
                    Player.mid.in_({p.mid for p in penalties if p.mid})
                )
            )
        }
        audit = {
            "penalty": last_actions(session, PENALTY_ACTIONS),
            "walkover": last_actions(session, WALKOVER_ACTIONS),
            "exclusion": last_actions(session, EXCLUSION_ACTIONS),
        }
        extra_names: dict[str, str] = {
            team: team_name(session, team) for team in {p.team_id for p in penalties} - names.keys()
        }
    names.update(extra_names)
    committee_on = {(p.team_id, p.match_id) for p in penalties if p.kind == penalty_rules.COMMITTEE and p.match_id}
    pending_rule = {}
    rows: list[RulingRow] = []
    for penalty in penalties:
        outcome = penalty_outcome(penalty_facts(penalty), profile)
        pending = outcome.pending_committee and (penalty.team_id, penalty.match_id) not in committee_on
        if outcome.pending_committee:
            pending_rule[(penalty.team_id, penalty.match_id)] = outcome.rule
        texts = [outcome.text(translate)]
        if outcome.pending_committee and not pending:
            texts.append(translate("Rulings", "the committee has ruled on it"))
        if penalty.kind == penalty_rules.UNAUTHORISED_PLAYER:
            texts.append(_player_text(penalty, players, first_offences, profile))
        rows.append(
            _row(
                penalty.id,
                penalty.kind,
                outcome.rule,
                penalty.team_id,
                names,
                penalty.match_id,
                matches,
                outcome.vp,
                pending,
                texts,
                facts.excluded,
                audit["penalty"].get(penalty.id),
            )
        )
    rows = [_settled_rule(row, pending_rule) for row in rows]
    walkover_outcome_of = walkover_outcomes(facts, profile)
    for walkover in walkovers:
        given = walkover_outcome_of[walkover.match_id]
        match = matches[walkover.match_id]
        other = match.away_team_id if walkover.by_team_id == match.home_team_id else match.home_team_id
        texts = [
            translate("Rulings", "{team} gave the walkover to {other}").format(
                team=names.get(walkover.by_team_id, walkover.by_team_id), other=names.get(other, other)
            )
        ]
        texts += [finding.text(translate) for finding in given.findings]
        row = _row(
            f"walkover:{walkover.match_id}",
            "walkover",
            given.rule,
            walkover.by_team_id,
            names,
            walkover.match_id,
            matches,
            given.winner_vp,
            False,
            texts,
            facts.excluded,
            audit["walkover"].get(walkover.match_id),
        )
        rows.append(replace(row, provisional=given.provisional))
    for exclusion in exclusions:
        rows.append(_exclusion_row(exclusion, names, matches, walkovers, audit))
    order = {row.id: index for index, row in enumerate(rows)}
    return sorted(rows, key=lambda row: (row.round is None, row.round or 0, order[row.id]))


def _row(
    row_id: str,
    kind: str,
    rule: str,
    team: TeamId,
    names: Mapping[str, str],
    match_id: MatchId | None,
    matches: Mapping[MatchId, Match],
    vp: Decimal,
    pending: bool,
    texts: list[str],
    excluded: Collection[str],
    audit: tuple[str, dt.datetime] | None,
) -> RulingRow:
    match = matches.get(match_id) if match_id else None
    struck = [t for t in ((match.home_team_id, match.away_team_id) if match else (team,)) if t in excluded]
    if struck:
        texts = [
            *texts,
            translate("Rulings", "struck: {team} is excluded from the stage").format(
                team=names.get(struck[0], struck[0])
            ),
        ]
    who, when = audit or (None, None)
    return RulingRow(
        row_id,
        kind,
        rule,
        team,
        names.get(team, team),
        match_id,
        match.round_number if match else None,
        vp,
        pending,
        "; ".join(texts),
        who,
        when,
    )


def _settled_rule(row: RulingRow, pending_rule: Mapping[tuple[TeamId, MatchId | None], str]) -> RulingRow:
    """A committee ruling on a match with a pending P1/P2 ruling settles that rule."""
    if row.kind != penalty_rules.COMMITTEE or (row.team_id, row.match_id) not in pending_rule:
        return row
    return replace(row, rule=pending_rule[(row.team_id, row.match_id)])


def _first_offences(
    session: Session, penalties: Iterable[Penalty], matches: Mapping[MatchId, Match]
) -> dict[tuple[str, str | None], dt.date]:
    """P3: per team and player, the date of the first match ruled."""
    first: dict[tuple[str, str | None], dt.date] = {}
    for penalty in penalties:
        match = None if penalty.match_id is None else matches.get(penalty.match_id)
        if penalty.kind != penalty_rules.UNAUTHORISED_PLAYER or match is None:
            continue
        date = match_date(session, match)
        key = (penalty.team_id, penalty.mid)
        if date is not None and (key not in first or date < first[key]):
            first[key] = date
    return first


def _player_text(
    penalty: Penalty,
    players: Mapping[str, tuple[str, bool]],
    first_offences: Mapping[tuple[str, str | None], dt.date],
    profile: Profile,
) -> str:
    """P3: who played, and for an unpaid membership the day the fee must arrive by."""
    name, paid = players.get(penalty.mid or "", ("?", True))  # an unauthorised player's ruling has the MID
    text = translate("Rulings", "player {name} ({mid})").format(name=name, mid=penalty.mid)
    first = first_offences.get((penalty.team_id, penalty.mid))
    if first is not None and not paid:
        text += "; " + translate(
            "Rulings",
            "membership fee unpaid: it must reach the federation by {deadline} "
            "(first offence {first}), or the team is disqualified",
        ).format(deadline=penalty_rules.unauthorised_deadline(first, profile).isoformat(), first=first.isoformat())
    return text


def _exclusion_row(
    exclusion: Exclusion,
    names: Mapping[str, str],
    matches: Mapping[MatchId, Match],
    walkovers: Iterable[Walkover],
    audit: Mapping[str, Mapping[str, tuple[str, dt.datetime]]],
) -> RulingRow:
    team = exclusion.team_id
    kind_text = (
        translate("Rulings", "Disqualified") if exclusion.kind == "disqualified" else translate("Rulings", "Excluded")
    )
    count = sum(1 for match in matches.values() if team in (match.home_team_id, match.away_team_id))
    text = translate(
        "Rulings", "{kind} on {date}: {reason}. All {count} matches of the team in the stage are struck."
    ).format(
        kind=kind_text, date=exclusion.on.isoformat() if exclusion.on else "—", reason=exclusion.reason, count=count
    )
    found = _RULE_PREFIX.match(exclusion.reason)
    who_when = audit["exclusion"].get(exclusion_subject(exclusion.stage_id, team))
    if exclusion.reason.startswith(W5_PREFIX):  # recorded by the team's latest walkover ruling
        given = [
            audit["walkover"][w.match_id] for w in walkovers if w.by_team_id == team and w.match_id in audit["walkover"]
        ]
        who_when = max(given, key=lambda entry: entry[1], default=None)
    who, when = who_when or (None, None)
    return RulingRow(
        f"exclusion:{team}",
        exclusion.kind,
        found.group(1) if found else "P5",
        team,
        names.get(team, team),
        None,
        None,
        ZERO_VP,
        False,
        text,
        who,
        when,
    )

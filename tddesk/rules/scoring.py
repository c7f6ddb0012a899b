"""From a stage's facts to its results and standings: VP1, H7, H8, P1-P3, P6, W2, W5, P5.

The tournament file stores facts only (IMPs as entered, minutes late, walkovers, exclusions,
lots). This module turns one stage's facts into each team's side of each match and the
standings, every time they are needed, so undo and appeals never leave stale numbers behind.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from decimal import Decimal
from typing import Literal

from tddesk.rules import penalties as penalty_rules
from tddesk.rules import vp as vp_rules
from tddesk.rules import walkover as walkover_rules
from tddesk.rules.profile import Profile
from tddesk.rules.stage_kinds import SEEDED_KINDS, StageKind
from tddesk.rules.standings import Lot, Penalty, Standings, TeamResult, ranked_standings
from tddesk.rules.veteran import veteran_format
from tddesk.rules.vp_table import VpTable

SM_P5_KINDS = SEEDED_KINDS  # P5: "opponents win by walkover" (S p.11)
MatchState = Literal["not_started", "after_first_half", "finished", "walkover"]


@dataclass(frozen=True, init=False)
class HalfScore:
    home_imps: int
    away_imps: int

    def __init__(self, home_imps: int, away_imps: int) -> None:
        # Straight into the instance (like TeamResult): every half of the stage, every time it is read.
        fields = self.__dict__
        fields["home_imps"] = home_imps
        fields["away_imps"] = away_imps


@dataclass(frozen=True, init=False)
class MatchFacts:
    id: str
    round: int
    home: str
    away: str
    halves: tuple[HalfScore, ...]  # the halves entered so far, in order

    def __init__(self, id: str, round: int, home: str, away: str, halves: tuple[HalfScore, ...]) -> None:
        fields = self.__dict__  # item by item: a dict.update with keywords costs twice as much
        fields["id"] = id
        fields["round"] = round
        fields["home"] = home
        fields["away"] = away
        fields["halves"] = halves


@dataclass(frozen=True)
class PenaltyFacts:
    id: str
    team: str
    kind: str  # late_arrival | slow_play | unauthorised_player | committee
    match_id: str | None = None
    minutes: int | None = None
    share: Decimal | None = None
    mid: str | None = None
    vp: Decimal | None = None
    reason: str | None = None


@dataclass(frozen=True)
class StageFacts:
    id: str
    kind: str
    boards: int
    halves: int
    bye_vp: Decimal
    teams: tuple[tuple[str, str], ...]  # (id, name) in stage order
    byes: tuple[tuple[int, str], ...]  # (round, team)
    matches: tuple[MatchFacts, ...]
    penalties: tuple[PenaltyFacts, ...] = ()
    walkovers: tuple[tuple[str, str], ...] = ()  # (match id, team that gave it)
    excluded: frozenset[str] = frozenset()
    lots: tuple[Lot, ...] = ()
    carry_over: tuple[tuple[str, Decimal], ...] = ()  # S5: (team, VP) carried into the stage
    vp_table: VpTable | None = None  # VP3: a discrete scale instead of the 20-0


@dataclass(frozen=True)
class MatchScore:
    """A match as the round grid shows it: IMPs so far, VP of those IMPs, and its state."""

    match_id: str
    home_imps: int | None
    away_imps: int | None
    home_vp: Decimal | None
    away_vp: Decimal | None
    state: MatchState
    provisional: bool = False
    struck: bool = False


def match_state(match: MatchFacts, halves: int) -> MatchState:
    if not match.halves:
        return "not_started"
    return "finished" if len(match.halves) >= halves else "after_first_half"


def match_score(match: MatchFacts, facts: StageFacts) -> MatchScore:
    """VP1: VP of the IMPs entered so far (running after the first half), for the grid."""
    state = match_state(match, facts.halves)
    struck = match.home in facts.excluded or match.away in facts.excluded
    if state == "not_started":
        return MatchScore(match.id, None, None, None, None, state, struck=struck)
    return MatchScore(match.id, *_imps_and_vp(match, facts), state, struck=struck)


def _imps_and_vp(match: MatchFacts, facts: StageFacts) -> tuple[int, int, Decimal, Decimal]:
    """VP1: both teams' IMPs over the halves entered so far and the VP they give."""
    home = away = 0
    for half in match.halves:  # a plain loop: this runs for every match each time standings are shown
        home += half.home_imps
        away += half.away_imps
    if facts.vp_table is not None:  # VP3: a draw is the table's margin 0 for both (15-15)
        winner, loser = facts.vp_table.vp_pair(abs(home - away), facts.boards)
        home_vp, away_vp = (winner, loser) if home >= away else (loser, winner)
    else:
        home_vp, away_vp = vp_rules.match_vp(home, away, facts.boards)
    return home, away, home_vp, away_vp


def stage_complete(facts: StageFacts) -> bool:
    """Every match of the stage finished (match_state) or ruled a walkover — and, in a Swiss stage
    (S5 Gröna Hissen), every one of its rounds paired: after round 1 its series has not ended (W2)."""
    if facts.kind == StageKind.SM_VETERAN and len(facts.teams) >= 2:
        swiss = veteran_format(len(facts.teams))
        if swiss.rounds is not None and len({match.round for match in facts.matches}) < swiss.rounds:
            return False
    walkovers = {match_id for match_id, _ in facts.walkovers}
    halves = facts.halves
    for match in facts.matches:  # a plain loop: this runs for every standings shown
        if not (match.halves and len(match.halves) >= halves) and match.id not in walkovers:
            return False
    return True


# A finished match's score: (match, home IMPs, away IMPs, home VP, away VP).
Finished = tuple[MatchFacts, int, int, Decimal, Decimal]


def _walkovers_by(facts: StageFacts) -> dict[str, str]:
    """Match → the team that gave it: the ruled walkovers, and under SM rules (P5, SM semifinal
    and final) every match of an excluded team, as a walkover it gave (W2/W3)."""
    walkover_by = dict(facts.walkovers)
    if facts.kind in SM_P5_KINDS and facts.excluded:
        for match in facts.matches:
            excluded = {match.home, match.away} & facts.excluded
            if len(excluded) == 1:
                walkover_by[match.id] = excluded.pop()
    return walkover_by


def _finished(facts: StageFacts, walkover_by: dict[str, str]) -> list[Finished]:
    """VP1: the score of every finished match of the stage that is not a walkover."""
    finished: list[Finished] = []
    append = finished.append
    halves = facts.halves
    # On the 20-0 scale straight from the cached table of whole margins: every finished match of
    # the stage, each time its standings are shown.
    whole_vp = vp_rules.whole_match_vp if facts.vp_table is None else None
    boards = facts.boards
    for match in facts.matches:
        played = match.halves
        if len(played) < halves or match.id in walkover_by:  # not "finished"
            continue
        if whole_vp is not None and len(played) == 1:
            home_imps, away_imps = played[0].home_imps, played[0].away_imps
            append((match, home_imps, away_imps, *whole_vp(home_imps - away_imps, boards)))
        else:
            append((match, *_imps_and_vp(match, facts)))
    return finished


def _sides(finished: list[Finished]) -> list[TeamResult]:
    results: list[TeamResult] = []
    for match, home_imps, away_imps, home_vp, away_vp in finished:
        results.append(TeamResult(match.id, match.round, match.home, match.away, home_imps, away_imps, home_vp))
        results.append(TeamResult(match.id, match.round, match.away, match.home, away_imps, home_imps, away_vp))
    return results


def team_results(facts: StageFacts, profile: Profile, complete: bool | None = None) -> list[TeamResult]:
    """Each team's side of every finished match, walkover (W2) and bye (H7) of the stage.

    P5 under SM rules (SM semifinal and final): every match of an excluded team counts as a
    walkover it gave, so its opponents are scored as winners by walkover (W2/W3).
    """
    walkover_by = _walkovers_by(facts)
    finished = _finished(facts, walkover_by)
    return _sides(finished) + _other_results(facts, profile, finished, walkover_by, complete)


def _other_results(
    facts: StageFacts, profile: Profile, finished: list[Finished], walkover_by: dict[str, str], complete: bool | None
) -> list[TeamResult]:
    """The sides of the stage's walkovers (W2), its byes (H7) and carried-over VP (S5)."""
    results: list[TeamResult] = []
    if walkover_by:
        complete = stage_complete(facts) if complete is None else complete
        results.extend(_walkover_results(facts, profile, finished, walkover_by, complete))
    # H7: a bye is credited once its round is under way (a result of that round is in).
    if facts.byes:
        rounds_under_way = {match.round for match, *_score in finished} | {result.round for result in results}
        for round_number, team in facts.byes:
            if round_number not in rounds_under_way:
                continue
            results.append(
                TeamResult(f"bye-{round_number}-{team}", round_number, team, None, 0, 0, facts.bye_vp, "bye")
            )
    for team, vp in facts.carry_over:
        results.append(TeamResult(f"carry-over-{team}", 0, team, None, 0, 0, vp, "carry_over"))
    return results


def walkover_outcomes(facts: StageFacts, profile: Profile) -> dict[str, walkover_rules.WalkoverOutcome]:
    """W2 for every walkover of the stage, from the played results (provisional until the end)."""
    without = _without_walkovers(facts)
    played = _finished(without, _walkovers_by(without))
    complete = stage_complete(facts)
    return {
        match_id: _walkover(facts, profile, played, match_id, by, complete)
        for match_id, by in facts.walkovers
        if any(m.id == match_id for m in facts.matches)
    }


def _without_walkovers(facts: StageFacts) -> StageFacts:
    return StageFacts(
        facts.id,
        facts.kind,
        facts.boards,
        facts.halves,
        facts.bye_vp,
        facts.teams,
        (),
        facts.matches,
        (),
        (),
        facts.excluded,
        vp_table=facts.vp_table,
    )


def _walkover(
    facts,
    profile,
    played: list[Finished],
    match_id: str,
    by: str,
    complete: bool,
    match: MatchFacts | None = None,
    explain: bool = True,
):
    if match is None:
        match = next(m for m in facts.matches if m.id == match_id)
    winner = match.away if by == match.home else match.home
    struck = facts.excluded
    # W2 (1): the winner's VP in its other matches; (3): the VP of those who played the loser.
    own, against = [], []
    for played_match, _home_imps, _away_imps, home_vp, away_vp in played:
        home, away = played_match.home, played_match.away
        if home == winner and away not in struck:
            own.append(home_vp)
        elif away == winner and home not in struck:
            own.append(away_vp)
        if away == by and home not in struck:
            against.append(home_vp)
        elif home == by and away not in struck:
            against.append(away_vp)
    if facts.vp_table is not None:  # W3: the 25-0 scale
        return walkover_rules.walkover_25(
            own, against, complete, profile, facts.vp_table, facts.boards, explain=explain
        )
    return walkover_rules.walkover_20(facts.boards, own, against, complete, profile, explain=explain)


def _walkover_results(facts, profile, played: list[Finished], walkover_by: dict[str, str], complete: bool):
    for match in facts.matches:
        by = walkover_by.get(match.id)
        if by is None:
            continue
        # The sides carry VP and IMPs only: the words explaining them are for walkover_outcomes.
        outcome = _walkover(facts, profile, played, match.id, by, complete, match, explain=False)
        winner = match.away if by == match.home else match.home
        yield TeamResult(
            match.id,
            match.round,
            winner,
            by,
            outcome.winner_imps_won or 0,
            0,
            outcome.winner_vp,
            "walkover_won",
            outcome.provisional,
            counts_when_struck=by in facts.excluded and facts.kind in SM_P5_KINDS,
        )
        yield TeamResult(
            match.id,
            match.round,
            by,
            winner,
            0,
            outcome.loser_imps_lost,
            outcome.loser_vp,
            "walkover_given",
            outcome.provisional,
        )


def penalty_outcome(penalty: PenaltyFacts, profile: Profile) -> penalty_rules.PenaltyOutcome:
    """P1, P2, P3 or a committee correction: the VP a recorded ruling deducts."""
    if penalty.kind == penalty_rules.LATE_ARRIVAL:
        return penalty_rules.late_arrival(penalty.minutes or 0, profile)
    if penalty.kind == penalty_rules.SLOW_PLAY:
        # Only a missing share means the whole table; a recorded share of 0 stays 0 (no VP).
        share = Decimal(1) if penalty.share is None else penalty.share
        return penalty_rules.slow_play(penalty.minutes or 0, share, profile)
    if penalty.kind == penalty_rules.UNAUTHORISED_PLAYER:
        return penalty_rules.unauthorised_player_penalty(1, profile)  # one entry per match (P3)
    return penalty_rules.committee_correction(penalty.vp or Decimal("0.00"), penalty.reason or "-")


def standing_penalties(facts: StageFacts, profile: Profile, translate=None) -> list[Penalty]:
    result = []
    for penalty in facts.penalties:
        outcome = penalty_outcome(penalty, profile)
        if outcome.vp:
            result.append(
                Penalty(penalty.team, outcome.vp, outcome.rule, outcome.explanation.words(translate), penalty.match_id)
            )
    return result


def stage_standings(facts: StageFacts, profile: Profile, translate=None) -> Standings:
    """H8: the standings of a stage from its facts."""
    complete = stage_complete(facts)
    names = dict(facts.teams)
    if len(names) != len(facts.teams):
        raise ValueError("a team id occurs twice in the stage")
    walkover_by = _walkovers_by(facts)
    finished = _finished(facts, walkover_by)
    # Both sides of each match come from one score here: they fit together by construction.
    # The finished matches are counted straight from their scores, without a TeamResult per side.
    return ranked_standings(
        names,
        _other_results(facts, profile, finished, walkover_by, complete),
        standing_penalties(facts, profile, translate),
        facts.excluded,
        facts.lots,
        complete,
        played=[
            (match.home, match.away, home_imps, away_imps, home_vp, away_vp)
            for match, home_imps, away_imps, home_vp, away_vp in finished
        ],
    )


def walkovers_given(facts: StageFacts) -> dict[str, int]:
    counts: dict[str, int] = defaultdict(int)
    for _, by in facts.walkovers:
        counts[by] += 1
    return dict(counts)

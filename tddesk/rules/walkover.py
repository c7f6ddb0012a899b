"""W2-W5, P5: the VP and IMPs of a walkover, exclusion after walkovers, and struck matches.

A walkover has two sides: team A gave it, team B is the other team. A gets 0 VP with the IMP
result at the scale's walkover margin; B gets the best of three candidates, rounded up to a
whole VP, with the smallest IMP margin for that VP. The VP of the two sides do not sum to the
scale's total. Only the committee rules a walkover (W1); these functions compute its result.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from decimal import MAX_PREC, ROUND_HALF_UP, Context, Decimal, Inexact, localcontext
from enum import Enum
from fractions import Fraction
from typing import Protocol

from tddesk.rules import vp as vp_scale
from tddesk.rules.findings import QT_TRANSLATE_NOOP, Finding, Severity
from tddesk.rules.profile import Profile
from tddesk.rules.stage_kinds import SEEDED_KINDS, STAGE_KINDS, StageKind
from tddesk.rules.vp_table import VpTable

HUNDREDTH = Decimal("0.01")
MAX_VP_20 = Decimal("20.00")
MAX_VP_25 = Decimal("25.00")
_EXACT = Context(prec=MAX_PREC, traps=[Inexact])
_NO_VP = Decimal(0)

# Stage kinds (docs/format.md) and the profile limit each uses for W5. DM stages share one limit, and so
# does SM Lag Veteran, for which the regulations name none.
_DM_STAGE_KINDS = frozenset(STAGE_KINDS) - frozenset(SEEDED_KINDS)

_RESULT = QT_TRANSLATE_NOOP(
    "Rules",
    "Walkover ({scale} scale): the team giving it gets 0.00 VP, IMPs 0–{loser_imps}; "
    "the other team gets {vp} VP, IMPs {winner_imps}–0",
)
_BASIS_OWN = QT_TRANSLATE_NOOP(
    "Rules",
    "Best of three: its own average {own_average} VP in its other matches, rounded up "
    "(minimum {minimum}, opponents' average {opponents_average})",
)
_BASIS_MINIMUM = QT_TRANSLATE_NOOP(
    "Rules",
    "Best of three: the minimum {minimum} VP (own average {own_average}, opponents' average {opponents_average})",
)
_BASIS_OPPONENTS = QT_TRANSLATE_NOOP(
    "Rules",
    "Best of three: the average {opponents_average} VP that the teams that met the "
    "walkover team scored against it, rounded up (own average {own_average}, minimum {minimum})",
)
_PROVISIONAL = QT_TRANSLATE_NOOP(
    "Rules", "Provisional: the averages are computed on the results so far and are final when the series has ended"
)
_NO_25_SCALE = QT_TRANSLATE_NOOP(
    "Rules", "The old WBF 25-0 scale is not built in: the IMP result for {vp} VP must be entered by hand"
)
_NOT_AVAILABLE = "—"


class WalkoverBasis(Enum):
    OWN_AVERAGE = "own_average"  # (1) B's own average in its other matches
    MINIMUM = "minimum"  # (2) the fixed minimum (12.00 or 18)
    OPPONENTS_AVERAGE = "opponents_average"  # (3) what A's opponents scored against A


@dataclass(frozen=True)
class WalkoverOutcome:
    rule: str  # "W2" (20-0 scale) or "W3" (25-0 scale)
    loser_vp: Decimal  # team A, always 0.00
    loser_imps_lost: int  # A's IMP result is 0 – this
    winner_vp: Decimal  # team B, a whole number of VP with two decimals
    winner_imps_won: int | None  # B's IMP result is this – 0; None: W3 above 18 VP (no 25-0 scale)
    basis: WalkoverBasis  # which candidate gave B's VP
    own_average: Decimal | None  # candidate (1), two decimals; None without other matches
    minimum: Decimal  # candidate (2)
    opponents_average: Decimal | None  # candidate (3), two decimals; None if nobody met A yet
    provisional: bool  # the series has not ended: (1) and (3) may still change
    findings: tuple[Finding, ...]  # the result and why, in words


def _average(vps: Sequence[Decimal], maximum: Decimal, name: str) -> Fraction | None:
    for value in vps:
        if not isinstance(value, Decimal) or not _NO_VP <= value <= maximum:
            raise ValueError(f"{name} must be Decimal VP from 0 to {maximum}, got {value!r}")
    if not vps:
        return None
    with localcontext(_EXACT):  # a Decimal sum at full precision is exact, and cheaper than Fractions
        total = sum(vps, Decimal(0))
    numerator, denominator = total.as_integer_ratio()
    return Fraction(numerator, denominator * len(vps))  # exact, so 13.00 is not rounded up to 14


def _shown(value: Fraction | None) -> Decimal | None:
    if value is None:
        return None
    return (Decimal(value.numerator) / Decimal(value.denominator)).quantize(HUNDREDTH, rounding=ROUND_HALF_UP)


def _best_of_three(winner_other_vps, loser_opponents_vps, minimum: Decimal, maximum: Decimal):
    own = _average(winner_other_vps, maximum, "winner_other_vps")
    opponents = _average(loser_opponents_vps, maximum, "loser_opponents_vps")
    # Candidates in the rule's order; on equal values the earlier one is named as the basis.
    candidates = [
        (WalkoverBasis.OWN_AVERAGE, own),
        (WalkoverBasis.MINIMUM, Fraction(*minimum.as_integer_ratio())),
        (WalkoverBasis.OPPONENTS_AVERAGE, opponents),
    ]
    basis, best = max(((b, v) for b, v in candidates if v is not None), key=lambda item: item[1])
    winner_vp = min(Decimal(math.ceil(best)), maximum).quantize(HUNDREDTH)
    return winner_vp, basis, _shown(own), _shown(opponents)


def _explain(
    rule, scale, loser_imps, winner_vp, winner_imps, basis, own, minimum, opponents, provisional
) -> tuple[Finding, ...]:
    def shown(value):
        return _NOT_AVAILABLE if value is None else value

    findings = [
        Finding(
            rule,
            "walkover_result",
            Severity.INFO,
            _RESULT,
            {
                "scale": scale,
                "loser_imps": loser_imps,
                "vp": winner_vp,
                "winner_imps": _NOT_AVAILABLE if winner_imps is None else winner_imps,
            },
        )
    ]
    template = {
        WalkoverBasis.OWN_AVERAGE: _BASIS_OWN,
        WalkoverBasis.MINIMUM: _BASIS_MINIMUM,
        WalkoverBasis.OPPONENTS_AVERAGE: _BASIS_OPPONENTS,
    }[basis]
    findings.append(
        Finding(
            rule,
            f"walkover_basis_{basis.value}",
            Severity.INFO,
            template,
            {"own_average": shown(own), "minimum": minimum, "opponents_average": shown(opponents)},
        )
    )
    if provisional:
        findings.append(Finding(rule, "walkover_provisional", Severity.WARNING, _PROVISIONAL))
    if winner_imps is None:
        findings.append(Finding("VP3", "walkover_25_scale_missing", Severity.WARNING, _NO_25_SCALE, {"vp": winner_vp}))
    return tuple(findings)


def walkover_20(
    boards: int,
    winner_other_vps: Sequence[Decimal],
    loser_opponents_vps: Sequence[Decimal],
    series_complete: bool,
    profile: Profile,
    *,
    explain: bool = True,
) -> WalkoverOutcome:
    """W2: a walkover on the WBF 20-0 scale.

    Team A (gave the walkover): 0.00 VP, IMPs 0 – the smallest margin that gives 20.00 for
    ``boards``. Team B: the best of (1) the average of ``winner_other_vps``, B's VP in its other
    matches of the series — the caller leaves out byes (H7) and this walkover; (2) the profile's
    ``walkover.minimum_vp_20`` (12.00); (3) the average of ``loser_opponents_vps``, the VP each
    team that met A scored against A. The best is rounded up to a whole VP (13.20 → 14.00; 12.00
    stays 12.00), at most 20.00; B's IMPs are the smallest margin for that VP. Before the series
    has ended, (1) and (3) use the results so far and the outcome is provisional.
    ``explain=False`` leaves the findings (the words) out, for the standings, which need the numbers.
    """
    loser_imps = vp_scale.smallest_margin_for(MAX_VP_20, boards)
    minimum = profile.walkover.minimum_vp_20
    winner_vp, basis, own, opponents = _best_of_three(winner_other_vps, loser_opponents_vps, minimum, MAX_VP_20)
    winner_imps = vp_scale.smallest_margin_for(winner_vp, boards)
    provisional = not series_complete
    findings = (
        _explain("W2", "20-0", loser_imps, winner_vp, winner_imps, basis, own, minimum, opponents, provisional)
        if explain
        else ()
    )
    return WalkoverOutcome(
        "W2", Decimal("0.00"), loser_imps, winner_vp, winner_imps, basis, own, minimum, opponents, provisional, findings
    )


def walkover_25(
    winner_other_vps: Sequence[Decimal],
    loser_opponents_vps: Sequence[Decimal],
    series_complete: bool,
    profile: Profile,
    table: VpTable | None = None,
    boards: int | None = None,
    *,
    explain: bool = True,
) -> WalkoverOutcome:
    """W3 (VP3): a walkover on the old WBF 25-0 scale (SM).

    Team A: 0 VP, IMPs 0 – ``walkover.loser_imps_25`` (88). Team B: the best of its own average,
    ``walkover.minimum_vp_25`` (18) with ``minimum_imps_25`` (15–0) IMPs, and A's opponents'
    average against A; rounded up to a whole VP, at most 25. The 25-0 scale itself is not in
    the regulations: with the stage's discrete ``table`` (VP3, profile data) and ``boards`` B's
    IMPs are the table's smallest margin for its VP; without one, when B's VP exceed the minimum
    its IMP result is unknown (``winner_imps_won`` is None) and a VP3 finding asks the TD to enter it.
    """
    rules = profile.walkover
    minimum = rules.minimum_vp_25.quantize(HUNDREDTH)
    winner_vp, basis, own, opponents = _best_of_three(winner_other_vps, loser_opponents_vps, minimum, MAX_VP_25)
    winner_imps = rules.minimum_imps_25 if winner_vp == minimum else None
    if winner_imps is None and table is not None and boards is not None:
        winner_imps = table.smallest_margin_for(winner_vp, boards)
    provisional = not series_complete
    findings = (
        _explain("W3", "25-0", rules.loser_imps_25, winner_vp, winner_imps, basis, own, minimum, opponents, provisional)
        if explain
        else ()
    )
    return WalkoverOutcome(
        "W3",
        Decimal("0.00"),
        rules.loser_imps_25,
        winner_vp,
        winner_imps,
        basis,
        own,
        minimum,
        opponents,
        provisional,
        findings,
    )


def walkover_limit(stage_kind: str, profile: Profile) -> int:
    """W5: how many walkovers a team may give in a stage before it is excluded."""
    rules = profile.walkover
    if stage_kind in _DM_STAGE_KINDS:
        return rules.max_walkovers_heat
    if stage_kind == StageKind.SM_SEMIFINAL:
        return rules.max_walkovers_sm_semifinal
    if stage_kind == StageKind.SM_FINAL:
        return rules.max_walkovers_sm_final
    known = ", ".join(sorted(STAGE_KINDS))
    raise ValueError(f"unknown stage kind {stage_kind!r}; known: {known}")


def walkover_exclusion(
    walkovers_given_by_team: Mapping[str, int], all_meet_all: bool, stage_kind: str, profile: Profile
) -> frozenset[str]:
    """W5: the teams to exclude for giving too many walkovers in the stage.

    DM stages: more than one (``walkover.max_walkovers_heat``); SM semifinal more than two, SM
    final more than three. Not applicable where not all teams meet all (a seeded heat): then
    nobody is excluded by this rule. Excluded teams' results in the stage are struck (P5).
    """
    limit = walkover_limit(stage_kind, profile)
    if not all_meet_all:
        return frozenset()
    return frozenset(team for team, count in walkovers_given_by_team.items() if count > limit)


class MatchPairing(Protocol):
    # Read-only members, so that frozen dataclasses satisfy them.
    @property
    def id(self) -> str: ...
    @property
    def home(self) -> str: ...
    @property
    def away(self) -> str: ...


@dataclass(frozen=True)
class Pairing:
    id: str
    home: str
    away: str


@dataclass(frozen=True)
class StruckMatch:
    match_id: str
    excluded: frozenset[str]  # the excluded or disqualified team(s) in this match
    opponent: str | None  # the other team, None when both are excluded
    opponent_wins_by_walkover: bool  # SM rules: the opponent is scored as winner by walkover (W2/W3)


def struck_matches(
    excluded_teams: Iterable[str], matches: Iterable[MatchPairing], *, opponents_win_by_walkover: bool = False
) -> tuple[StruckMatch, ...]:
    """P5 (T4, W5): every match of an excluded or disqualified team is struck from the results.

    DM rules: the results are simply struck (``opponents_win_by_walkover`` False). SM rules
    (S p.11): the opponents are treated as winners by walkover, with the excluded team as the
    team that gave it. Master points for matches already played still count on the played
    result (see ``masterpoints``). Matches are returned in the order given.
    """
    excluded = frozenset(excluded_teams)
    struck = []
    for match in matches:
        in_match = excluded & {match.home, match.away}
        if not in_match:
            continue
        opponent = None if len(in_match) == 2 else match.away if match.home in excluded else match.home
        struck.append(
            StruckMatch(match.id, frozenset(in_match), opponent, opponents_win_by_walkover and opponent is not None)
        )
    return tuple(struck)

"""H8, H7, P6, W2, W5, P4, P5: the standings of one stage, computed from its results every time.

Decisions (the regulations leave them open):
- ``played`` counts matches with a result (played or walkover); a bye is not a match and is
  counted in ``byes``. A bye's VP count in the total; its IMPs (always 0-0) do not.
- VP are ranked as shown: the total after penalties is rounded to two decimals (half up) before
  comparing, so two teams showing the same VP go on to the IMP quotient.
- ``average_vp_without_byes`` (A1, A6) = (VP after penalties − bye VP) ÷ matches other than byes,
  kept at full Decimal precision (display rounds); None without such a match.
- An excluded or disqualified team (W5, P4, T4, P3) has every result of the stage struck: both
  sides of each of its matches count for nobody. Its row stays, ranked after all others
  (alphabetically among themselves), with zero results and no penalties.
- ``decided_by`` is None on the last row, on excluded teams' rows and on the last row before
  them: no H8 criterion separates a team from an excluded one.
- A tie only a lot can separate, without a recorded lot, gets ``decided_by="lot"`` inside the
  group, alphabetical order, ``awaiting_lot=True`` on its rows and an entry in ``unresolved_ties``.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass, replace
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

from tddesk.rules.rows import PlacedRow
from tddesk.rules.team_results import RESULT_KINDS, SINGLE_SIDED, WALKOVER_PAIR, Penalty, ResultKind, TeamResult
from tddesk.rules.tiebreak import (
    INFINITE_QUOTIENT,
    Criterion,
    ImpQuotient,
    Lot,
    alphabetical_key,
    imp_quotient,
    imp_quotient_text,
    order_teams,
)

__all__ = [
    "INFINITE_QUOTIENT",
    "Criterion",
    "ImpQuotient",
    "Lot",
    "Penalty",
    "ResultKind",
    "StandingRow",
    "Standings",
    "TeamResult",
    "imp_quotient",
    "imp_quotient_text",
    "ranked_standings",
    "standings",
]

_CENT = Decimal("0.01")
_ZERO = Decimal("0.00")


@dataclass(frozen=True, init=False)
class StandingRow(PlacedRow):
    rank: int
    team: str
    name: str
    played: int  # matches with a result, walkovers included, byes not
    byes: int
    vp: Decimal  # after penalties, two decimals
    penalty_vp: Decimal  # deducted, two decimals
    imps_won: int
    imps_lost: int
    imp_quotient: ImpQuotient  # Fraction, INFINITE_QUOTIENT, or None (no IMPs at all)
    decided_by: Criterion | None  # what separates this team from the next row
    provisional: bool  # some walkover value still waits for the end of the series
    excluded: bool
    awaiting_lot: bool  # in a tie only a lot can separate, no lot recorded yet
    average_vp_without_byes: Decimal | None
    penalty_reasons: tuple[str, ...]
    carry_over_vp: Decimal = _ZERO  # S5: VP carried over by a late starter (in ``vp``)

    def __init__(
        self,
        rank: int,
        team: str,
        name: str,
        played: int,
        byes: int,
        vp: Decimal,
        penalty_vp: Decimal,
        imps_won: int,
        imps_lost: int,
        imp_quotient: ImpQuotient,
        decided_by: Criterion | None,
        provisional: bool,
        excluded: bool,
        awaiting_lot: bool,
        average_vp_without_byes: Decimal | None,
        penalty_reasons: tuple[str, ...],
        carry_over_vp: Decimal = _ZERO,
    ) -> None:
        # Straight into the instance, as TeamResult does: one row per team each time standings are shown.
        fields = self.__dict__
        fields["rank"] = rank
        fields["team"] = team
        fields["name"] = name
        fields["played"] = played
        fields["byes"] = byes
        fields["vp"] = vp
        fields["penalty_vp"] = penalty_vp
        fields["imps_won"] = imps_won
        fields["imps_lost"] = imps_lost
        fields["imp_quotient"] = imp_quotient
        fields["decided_by"] = decided_by
        fields["provisional"] = provisional
        fields["excluded"] = excluded
        fields["awaiting_lot"] = awaiting_lot
        fields["average_vp_without_byes"] = average_vp_without_byes
        fields["penalty_reasons"] = penalty_reasons
        fields["carry_over_vp"] = carry_over_vp

    @property
    def entrant(self) -> str:
        return self.team

    @property
    def place(self) -> int | None:
        """The rank; None for an excluded team, ranked after all others but out of competition."""
        return None if self.excluded else self.rank


@dataclass(frozen=True)
class Standings:
    rows: tuple[StandingRow, ...]
    unresolved_ties: tuple[frozenset[str], ...]
    complete: bool = False
    unused_lots: tuple[Lot, ...] = ()  # recorded lots whose group no longer ties exactly

    def row(self, team: str) -> StandingRow:
        """H8: the row of ``team`` (KeyError when it is not in the stage)."""
        for row in self.rows:
            if row.team == team:
                return row
        raise KeyError(team)

    def to_format(self, stage_id: str) -> dict[str, Any]:
        """The standings as docs/format.md's ``tddesk standings --json`` document (H8)."""
        return {
            "stage": stage_id,
            "complete": self.complete,
            "rows": [
                {
                    "rank": row.rank,
                    "team": row.team,
                    "name": row.name,
                    "played": row.played,
                    "vp": str(row.vp),
                    "penalty_vp": str(row.penalty_vp),
                    "imps_won": row.imps_won,
                    "imps_lost": row.imps_lost,
                    "imp_quotient": imp_quotient_text(row.imp_quotient),
                    "decided_by": row.decided_by,
                    "provisional": row.provisional,
                    "excluded": row.excluded,
                }
                for row in self.rows
            ],
        }


class _Totals:
    __slots__ = ("bye_vp", "byes", "carry_over", "lost", "meetings", "played", "provisional", "vp", "won")

    def __init__(self) -> None:
        self.vp = _ZERO
        self.bye_vp = _ZERO
        self.carry_over = _ZERO
        self.byes = 0
        self.played = 0
        self.won = 0
        self.lost = 0
        self.provisional = False
        self.meetings: list[tuple[str, int]] = []


def standings(
    teams: Sequence[tuple[str, str]],
    results: Iterable[TeamResult],
    penalties: Iterable[Penalty] = (),
    excluded: Collection[str] = (),
    lots: Iterable[Lot] = (),
    complete: bool = False,
) -> Standings:
    """H8 ranking of a stage; H7 byes; P6 penalties; W2 provisional walkovers; W5/P4/P5 struck teams.

    ``teams`` are (id, name) pairs; ``results`` hold both sides of every match with a result and
    one side per bye; ``excluded`` teams have all their results struck. Raises ValueError for
    inconsistent input (unknown team, a match with one side, IMPs of the two sides disagreeing).
    """
    names = dict(teams)
    if len(names) != len(teams):
        raise ValueError("a team id occurs twice in the stage")
    results = list(results)
    _check_results(results, names)
    return ranked_standings(names, results, penalties, excluded, lots, complete)


# A played match counted for both its teams: (home, away, home IMPs, away IMPs, home VP, away VP).
PlayedMatch = tuple[str, str, int, int, Decimal, Decimal]


def ranked_standings(
    names: dict[str, str],
    results: Iterable[TeamResult],
    penalties: Iterable[Penalty],
    excluded: Collection[str],
    lots: Iterable[Lot],
    complete: bool,
    played: Iterable[PlayedMatch] = (),
) -> Standings:
    """``standings`` of results already known to fit together, as ``scoring.stage_standings``
    makes them after every entry: both sides of each match from one score, so checking them
    again is wasted. ``played`` counts each played match for both its teams, as its two
    TeamResults would be counted, without making them."""
    struck = frozenset(excluded)
    if not struck <= names.keys():
        raise ValueError(f"excluded teams not in the stage: {sorted(struck - names.keys())}")
    totals = {team: _Totals() for team in names}
    for home, away, home_imps, away_imps, home_vp, away_vp in played:
        if home in struck or away in struck:  # W5, P4: a struck team's matches count for nobody
            continue
        home_entry, away_entry = totals.get(home), totals.get(away)
        if home_entry is None or away_entry is None:
            raise ValueError(f"team {home if home_entry is None else away} is not in the stage")
        home_entry.vp += home_vp
        home_entry.played += 1
        home_entry.won += home_imps
        home_entry.lost += away_imps
        home_entry.meetings.append((away, home_imps - away_imps))
        away_entry.vp += away_vp
        away_entry.played += 1
        away_entry.won += away_imps
        away_entry.lost += home_imps
        away_entry.meetings.append((home, away_imps - home_imps))
    for result in results:
        if result.team in struck or (result.opponent in struck and not result.counts_when_struck):
            continue
        entry = totals.get(result.team)
        if entry is None:
            raise ValueError(f"match {result.match_id}: team {result.team} is not in the stage")
        entry.vp += result.vp
        entry.provisional = entry.provisional or result.provisional
        if result.kind in SINGLE_SIDED:
            entry.byes += result.kind == "bye"
            entry.bye_vp += result.vp  # neither counts in the average of played matches
            entry.carry_over += result.vp if result.kind == "carry_over" else _ZERO
            continue
        entry.played += 1
        entry.won += result.imps_won
        entry.lost += result.imps_lost
        assert result.opponent is not None  # only single-sided results have none
        entry.meetings.append((result.opponent, result.imps_won - result.imps_lost))

    deducted: dict[str, Decimal] = {}
    reasons: dict[str, list[str]] = defaultdict(list)
    for penalty in penalties:
        if penalty.team not in names:
            raise ValueError(f"P6: penalty for a team not in the stage: {penalty.team}")
        if penalty.vp < 0:
            raise ValueError(f"P6: a penalty deducts a positive number of VP, got {penalty.vp}")
        if penalty.team in struck:
            continue
        deducted[penalty.team] = deducted.get(penalty.team, _ZERO) + penalty.vp
        reasons[penalty.team].append(f"{penalty.rule}: {penalty.reason}")

    ranked = [team for team in names if team not in struck]
    vp_after = {team: (totals[team].vp - deducted.get(team, _ZERO)).quantize(_CENT, ROUND_HALF_UP) for team in ranked}
    quotients = {team: imp_quotient(totals[team].won, totals[team].lost) for team in ranked}
    lots = tuple(lots)
    ordering = order_teams(
        ranked,
        vp=vp_after,
        quotient=quotients,
        meetings={team: totals[team].meetings for team in ranked},
        lots=lots,
        alphabetical=lambda team: alphabetical_key(names[team], team),
    )

    awaiting = frozenset().union(*ordering.unresolved_ties)
    rows: list[StandingRow] = []
    for team in ordering.order:
        entry = totals[team]
        rows.append(
            StandingRow(
                rank=len(rows) + 1,
                team=team,
                name=names[team],
                played=entry.played,
                byes=entry.byes,
                vp=vp_after[team],
                penalty_vp=deducted.get(team, _ZERO).quantize(_CENT, ROUND_HALF_UP),
                imps_won=entry.won,
                imps_lost=entry.lost,
                imp_quotient=quotients[team],
                decided_by=ordering.decided_by[team],
                provisional=entry.provisional,
                excluded=False,
                awaiting_lot=team in awaiting,
                average_vp_without_byes=(vp_after[team] - entry.bye_vp) / entry.played if entry.played else None,
                penalty_reasons=tuple(reasons.get(team, ())),
                carry_over_vp=entry.carry_over,
            )
        )
    if rows and struck:
        rows[-1] = replace(rows[-1], decided_by=None)
    for team in sorted(struck, key=lambda team: alphabetical_key(names[team], team)):
        rows.append(
            StandingRow(
                rank=len(rows) + 1,
                team=team,
                name=names[team],
                played=0,
                byes=0,
                vp=_ZERO,
                penalty_vp=_ZERO,
                imps_won=0,
                imps_lost=0,
                imp_quotient=None,
                decided_by=None,
                provisional=False,
                excluded=True,
                awaiting_lot=False,
                average_vp_without_byes=None,
                penalty_reasons=(),
            )
        )
    return Standings(
        tuple(rows), ordering.unresolved_ties, complete, tuple(lot for lot in lots if lot not in ordering.used_lots)
    )


def _check_results(results: Sequence[TeamResult], names: Collection[str]) -> None:
    """Both sides of every match present and agreeing; byes single and IMP-free; teams known."""
    sides: dict[str, list[TeamResult]] = defaultdict(list)
    for result in results:
        if result.kind not in RESULT_KINDS:
            raise ValueError(f"match {result.match_id}: unknown result kind {result.kind!r}")
        if result.team not in names:
            raise ValueError(f"match {result.match_id}: team {result.team} is not in the stage")
        if result.imps_won < 0 or result.imps_lost < 0:
            raise ValueError(f"match {result.match_id}: IMPs cannot be negative")
        sides[result.match_id].append(result)
    for match_id, pair in sides.items():
        if len(pair) == 1 and pair[0].kind in SINGLE_SIDED:
            bye = pair[0]
            if bye.opponent is not None or bye.imps_won or bye.imps_lost:
                raise ValueError(f"H7: bye {match_id} has no opponent and no IMPs")
            continue
        if len(pair) != 2:
            raise ValueError(f"match {match_id}: expected both teams' sides, got {len(pair)}")
        first, second = pair
        if (first.team, first.opponent) != (second.opponent, second.team) or first.team == second.team:
            raise ValueError(f"match {match_id}: the two sides name different teams")
        if first.round != second.round:
            raise ValueError(f"match {match_id}: the two sides are in different rounds")
        if first.kind == second.kind == "played":
            if (first.imps_won, first.imps_lost) != (second.imps_lost, second.imps_won):
                raise ValueError(f"match {match_id}: the two sides' IMPs disagree")
        elif {first.kind, second.kind} != WALKOVER_PAIR:
            raise ValueError(f"W2: match {match_id}: result kinds {first.kind} and {second.kind} do not fit together")

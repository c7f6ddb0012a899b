"""A1-A3, A6, A9, A10: semifinal places per heat, the number of semifinals, the order in which
teams choose their semifinal, the finalists and the B-final format (D p.14-17). A4's
``PlaceOffers`` lives in ``place_offers`` and is re-exported here.

A1 as implemented (the seed says "one place per whole unit of the quotient, but at least one,
the other places by the decimals as far as they go"):

1. quotient = teams in the heat ÷ teams in all heats × places, exact.
2. A heat whose quotient is below 1 gets one place ("minimum one place"). That place is one of
   the places left after the whole parts, so the heat does not also compete on its decimals.
3. The places still left go to the other heats by largest decimals. Equal decimals competing for
   the last place(s): higher average VP of the team placed next in the heat (bye VP removed,
   H7), then higher IMP quotient. Missing figures decide nothing: the allocation names the
   heats and leaves those places open. Still equal: the committee decides.
4. When the minimum places outnumber the places left after the whole parts (many small heats),
   they cannot come out of the decimals: those heats keep their one place each and the
   remaining places are divided among the other heats by the same rule, recomputed over their
   teams — the way D p.8 repeats the pairs' allocation with F and N reduced. Repeated until the
   minimum places fit. A heat then never gets more than the ceiling of its first quotient.

Fewer places than heats cannot give every heat one place: refused, the committee decides.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tddesk.rules.findings import QT_TRANSLATE_NOOP, Finding, Severity, localised
from tddesk.rules.place_offers import NextOffer, OfferStep, PlaceOffers
from tddesk.rules.profile import BFinalFormat, Profile
from tddesk.rules.proportional import (
    INFINITE_QUOTIENT,
    Allocation,
    DecimalTie,
    HeatPlaces,
    Reason,
    Share,
    TieBreakData,
    TieOutcome,
    decimal_text,
    extra_place_order,
    largest_decimals,
    resolve_tie,
    shares,
    validate_counts,
)

__all__ = [
    "INFINITE_QUOTIENT",
    "Allocation",
    "DecimalTie",
    "FinalReplacement",
    "Finalists",
    "HeatPlaces",
    "HeatTieData",
    "NextOffer",
    "OfferStep",
    "PlaceOffers",
    "Reason",
    "TieBreakData",
    "b_final_format",
    "choice_order",
    "final_replacement",
    "finalists",
    "number_of_semifinals",
    "semifinal_place_count",
    "semifinal_places",
]

WHOLE_PART = QT_TRANSLATE_NOOP("Rules", "whole part of the quotient {quotient}")
WHOLE_PART_RECOMPUTED = QT_TRANSLATE_NOOP(
    "Rules",
    "whole part of the quotient {quotient}, recomputed over the other heats after the minimum places of heats {heats}",
)
MINIMUM_ONE = QT_TRANSLATE_NOOP("Rules", "minimum one place (quotient {quotient})")
LARGEST_DECIMALS = QT_TRANSLATE_NOOP("Rules", "largest decimals ({decimals})")
TIE_BY_VP = QT_TRANSLATE_NOOP("Rules", "tie on decimals ({decimals}) decided by average VP {value} vs {other}")
TIE_BY_IMP_QUOTIENT = QT_TRANSLATE_NOOP(
    "Rules", "tie on decimals ({decimals}) and average VP decided by IMP quotient {value} vs {other}"
)
THIRD_BY_VP = QT_TRANSLATE_NOOP("Rules", "best third-placed team by average VP {value} vs {other}")
THIRD_BY_IMP_QUOTIENT = QT_TRANSLATE_NOOP(
    "Rules", "best third-placed team, equal average VP, by IMP quotient {value} vs {other}"
)


HeatTieData = TieBreakData  # A1's name: the figures of the team placed next in the heat


def semifinal_places(
    heat_sizes: Sequence[int], places: int, tie_data: Sequence[TieBreakData | None] | None = None
) -> Allocation:
    """A1: semifinal places per heat (see the module text for the exact procedure).

    ``tie_data[k]`` holds the figures of the team placed next in heat k+1 (the first team
    without a place from the whole part); it is read only when equal decimals compete for the
    last place(s). Raises ValueError for unusable counts or fewer places than heats."""
    validate_counts(heat_sizes, places, "A1", "teams")
    if places < len(heat_sizes):
        raise ValueError(f"A1: {places} places cannot give each of {len(heat_sizes)} heats at least one place")
    figures = _figures_by_heat(tie_data, len(heat_sizes))
    original = shares(heat_sizes, places)
    minimum_first: list[Share] = []  # heats given their minimum place before a recount (point 4)
    active, available = list(original), places
    while True:
        current = shares([share.size for share in active], available, [share.heat for share in active])
        below_one = [share for share in current if share.whole == 0]
        left_after_whole = available - sum(share.whole for share in current)
        if len(below_one) <= left_after_whole:
            break
        minimum_first += below_one
        active = [share for share in current if share.whole > 0]
        available -= len(below_one)

    reasons: dict[int, list[Reason]] = {share.heat: [] for share in original}
    for share in minimum_first + below_one:
        # the quotient of the round in which the heat fell below one (recomputed after a recount)
        reasons[share.heat].append(Reason(1, MINIMUM_ONE, {"quotient": decimal_text(share.quotient)}))
    recount_heats = ", ".join(str(share.heat) for share in minimum_first)
    for share in current:
        if share.whole:
            template = WHOLE_PART_RECOMPUTED if minimum_first else WHOLE_PART
            params = {"quotient": decimal_text(share.quotient), "heats": recount_heats}
            reasons[share.heat].append(Reason(share.whole, template, params))

    on_decimals = [share for share in current if share.whole > 0]
    decimals_round = largest_decimals(on_decimals, left_after_whole - len(below_one))
    for share in decimals_round.sure:
        reasons[share.heat].append(Reason(1, LARGEST_DECIMALS, {"decimals": decimal_text(share.decimals)}))
    tie, findings = None, []
    if decimals_round.tied:
        tie, tie_reasons, findings = _decimal_tie(decimals_round.tied, decimals_round.tied_places, figures)
        for heat, reason in tie_reasons:
            reasons[heat].append(reason)
    if minimum_first:
        findings.insert(
            0,
            Finding(
                "A1",
                "minimum_places_recount",
                Severity.INFO,
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "The minimum places of heats {heats} outnumber the places left after the whole parts: "
                    "the other heats share the remaining places, recomputed over their teams",
                ),
                {"heats": recount_heats},
            ),
        )

    heats = tuple(
        HeatPlaces(
            share.heat,
            int(share.size),
            share.quotient,
            share.whole,
            share.decimals,
            sum(reason.places for reason in reasons[share.heat]),
            tuple(reasons[share.heat]),
        )
        for share in original
    )
    order = extra_place_order([share.quotient for share in original], [heat.places for heat in heats])
    return Allocation("A1", places, heats, tie, tuple(findings), order)


def _figures_by_heat(tie_data, heat_count: int) -> dict[int, TieBreakData | None]:
    if tie_data is None:
        return {}
    if len(tie_data) != heat_count:
        raise ValueError(f"A1: tie data for {len(tie_data)} heats, but there are {heat_count} heats")
    return dict(enumerate(tie_data, start=1))


def _decimal_tie(tied: Sequence[Share], places: int, figures: Mapping[int, TieBreakData | None]):
    """A1: equal decimals for the last place(s) — average VP, then IMP quotient."""
    heats = [share.heat for share in tied]
    decimals = tied[0].decimals
    outcome: TieOutcome[int] = resolve_tie(heats, places, {heat: _key(figures.get(heat)) for heat in heats})
    params: dict[str, Any] = {"heats": ", ".join(map(str, heats)), "decimals": decimal_text(decimals), "places": places}
    tie_reasons, findings = [], []
    for win in outcome.wins:
        if win.other_heat is None:
            continue  # every tied heat won a place: there is nobody to compare with
        template = TIE_BY_VP if win.criterion == 0 else TIE_BY_IMP_QUOTIENT
        mine, theirs = figures[win.heat], figures[win.other_heat]
        assert mine is not None and theirs is not None  # resolve_tie decides only between heats with figures
        value, other = mine.compared_texts(theirs, win.criterion)
        tie_reasons.append(
            (win.heat, Reason(1, template, {"decimals": decimal_text(decimals), "value": value, "other": other}))
        )
    if outcome.missing:
        findings.append(
            Finding(
                "A1",
                "tie_needs_vp_data",
                Severity.WARNING,
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "Heats {heats} tie on decimals ({decimals}), places at stake: {places}; the average VP (bye VP "
                    "removed) and IMP quotient of the next team of heats {missing} are needed",
                ),
                {**params, "missing": ", ".join(map(str, outcome.missing))},
            )
        )
    elif outcome.undecided:
        findings.append(
            Finding(
                "A1",
                "tie_unresolved",
                Severity.WARNING,
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "Heats {undecided} tie on decimals ({decimals}), average VP and IMP quotient, places at "
                    "stake: {undecided_places}; the committee decides",
                ),
                {
                    **params,
                    "undecided": ", ".join(map(str, outcome.undecided)),
                    "undecided_places": outcome.undecided_places,
                },
            )
        )
    tie = DecimalTie(
        tuple(heats),
        places,
        decimals,
        tuple(win.heat for win in outcome.wins),
        outcome.undecided,
        outcome.undecided_places,
        outcome.missing,
    )
    return tie, tie_reasons, findings


def _key(data: TieBreakData | None) -> tuple | None:
    return None if data is None else data.sort_key()


def number_of_semifinals(total_teams: int, profile: Profile) -> int | None:
    """A2: five semifinals from 28 teams in all heats, four from 22; fewer: None — the
    committee decides (the program then takes a manual allocation). Thresholds from the profile."""
    rules = profile.advancement
    if total_teams >= rules.semifinals_five_from_teams:
        return 5
    if total_teams >= rules.semifinals_four_from_teams:
        return 4
    return None


def semifinal_place_count(total_teams: int, profile: Profile) -> int | None:
    """A1, A2: semifinal places = semifinals × teams per semifinal (profile); None when A2 leaves
    it to the committee."""
    count = number_of_semifinals(total_teams, profile)
    return None if count is None else count * profile.advancement.semifinal_teams


def choice_order(qualified: Sequence[tuple[str, int, int]], allocation: Allocation | None = None) -> tuple[str, ...]:
    """A3: the order in which qualified teams choose their semifinal, from (team, heat, heat rank).

    The seed orders by heat placing only. Between heats: every heat's winner first, then every
    second-placed team, and so on; within one placing the heat with the larger A1 quotient
    chooses first (given ``allocation``), then the lower heat number."""
    quotients = {heat.heat: heat.quotient for heat in allocation.heats} if allocation else {}
    ordered = sorted(qualified, key=lambda entry: (entry[2], -quotients.get(entry[1], 0), entry[1]))
    return tuple(team for team, _, _ in ordered)


@dataclass(frozen=True)
class Finalists:
    """A6: the teams through to the final, and how the best third-placed teams were chosen.
    While ``undecided`` is not empty, ``undecided_places`` final places wait for figures or the
    committee (``findings`` say which)."""

    teams: tuple[str, ...]
    best_thirds: tuple[str, ...]
    reasons: tuple[tuple[str, Reason], ...]
    undecided: tuple[str, ...] = ()
    undecided_places: int = 0
    findings: tuple[Finding, ...] = ()


def finalists(
    semifinal_standings: Sequence[Sequence[str]],
    profile: Profile,
    third_place_data: Mapping[str, TieBreakData] | None = None,
) -> Finalists:
    """A6: the top two of each semifinal; with four semifinals also the best third-placed teams
    (``best_thirds_with_four_semifinals`` in the profile), ranked by average VP (bye VP
    removed), then IMP quotient. ``semifinal_standings`` lists each semifinal's teams, best
    first. With another number of semifinals only the top two go through (A6 says no more)."""
    top_two = tuple(team for standing in semifinal_standings for team in standing[:2])
    if len(semifinal_standings) != 4:
        return Finalists(top_two, (), ())
    thirds = [standing[2] for standing in semifinal_standings if len(standing) > 2]
    places = profile.advancement.best_thirds_with_four_semifinals
    figures = dict(third_place_data or {})
    outcome = resolve_tie(thirds, places, {team: _key(figures.get(team)) for team in thirds})
    reasons = []
    for win in outcome.wins:
        if win.other_heat is not None:
            template = THIRD_BY_VP if win.criterion == 0 else THIRD_BY_IMP_QUOTIENT
            value, other = figures[win.heat].compared_texts(figures[win.other_heat], win.criterion)
            reasons.append((win.heat, Reason(1, template, {"value": value, "other": other})))
    findings = []
    if outcome.missing:
        findings.append(
            Finding(
                "A6",
                "thirds_need_vp_data",
                Severity.WARNING,
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "The best {places} third-placed teams need the average VP (bye VP removed) and IMP quotient of {teams}",  # noqa: E501 - one literal for lupdate
                ),
                {"places": places, "teams": ", ".join(outcome.missing)},
            )
        )
    elif outcome.undecided:
        findings.append(
            Finding(
                "A6",
                "thirds_unresolved",
                Severity.WARNING,
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "{teams} tie on average VP and IMP quotient, final places at stake: {places}; "
                    "the committee decides",
                ),
                {"places": outcome.undecided_places, "teams": ", ".join(outcome.undecided)},
            )
        )
    best = tuple(win.heat for win in outcome.wins)
    return Finalists(top_two + best, best, tuple(reasons), outcome.undecided, outcome.undecided_places, tuple(findings))


def b_final_format(teams: int, profile: Profile) -> BFinalFormat | None:
    """A9: the B-final's matches and boards for its number of teams (profile table: 9-10 teams
    nine 6-board matches, 7-8 seven 8-board, 5-6 five 10-board, 4 three 16-board); None below
    the smallest row — no B-final. More teams than the largest row: ValueError."""
    formats = profile.advancement.b_final_formats
    for row in formats:
        if row.min_teams <= teams <= row.max_teams:
            return row
    if teams > max(row.max_teams for row in formats):
        raise ValueError(f"A9: a B-final has at most {max(row.max_teams for row in formats)} teams, got {teams}")
    return None


@dataclass(frozen=True)
class FinalReplacement:
    """A10: who is offered a final place given up by a team of this semifinal; ``team`` None:
    nobody is left and the final plays with fewer teams."""

    team: str | None
    template: str
    params: dict[str, Any]

    def text(self, translate=None) -> str:
        template = translate("Rules", self.template) if translate else self.template
        return f"A10: {template.format(**localised(self.params, translate))}"


def final_replacement(
    semifinal_standing: Sequence[str], unavailable: Sequence[str] | set[str], semifinal: int | str = ""
) -> FinalReplacement:
    """A10: the next team of the same semifinal — the best-placed team in ``semifinal_standing``
    that is not ``unavailable`` (already in the final, withdrawn, or declined when asked)."""
    excluded = set(unavailable)
    for team in semifinal_standing:
        if team not in excluded:
            return FinalReplacement(
                team,
                QT_TRANSLATE_NOOP("Rules", "{team} is the next team of semifinal {semifinal}"),
                {"team": team, "semifinal": semifinal},
            )
    return FinalReplacement(
        None,
        QT_TRANSLATE_NOOP("Rules", "no team of semifinal {semifinal} is left: the final plays with fewer teams"),
        {"semifinal": semifinal},
    )

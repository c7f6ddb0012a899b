"""The pairs final: its places from the heats (PP1, PP3), the answers to place offers, and the final's
result with plaques, bonus per player (M5) and fees (docs/pairs.md)."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from typing import TYPE_CHECKING

from sqlalchemy import select

from tddesk.i18n import translate
from tddesk.models.pairs_tables import Pair, PairsEntry, PairsHeat, PairsPlaceAnswer
from tddesk.rules.pairs import final_places, outside_district_cap
from tddesk.rules.pairs_fields import EW, NS
from tddesk.rules.pairs_replacements import HeatList, OutsideCap, eligible_pairs, qualified_pairs
from tddesk.rules.pairs_season import final_bonus, pair_fees
from tddesk.rules.pairs_tiebreak import plaque_places
from tddesk.rules.proportional import Allocation
from tddesk.services.errors import message
from tddesk.services.pair_views import pair_views
from tddesk.services.pairs import event_rules, get_event
from tddesk.services.pairs_standing import heat_lots, standing_in

if TYPE_CHECKING:
    from tddesk.services.tournament import Change, Tournament


@dataclass(frozen=True)
class FinalPlaceRow:
    pair_id: str
    names: str
    clubs: str
    mids: tuple[str, str]
    heat: str  # the heat's name; "" for a direct place
    reason: str  # in words, with its rule ID
    status: str = "offered"  # PP3: "offered" (waiting for an answer) or "accepted"; a direct place needs none

    @property
    def status_text(self) -> str:
        return {
            "offered": translate("Pairs", "offered, waiting for an answer"),
            "accepted": translate("Pairs", "accepted"),
            "direct": translate("Pairs", "direct place"),
        }[self.status]


@dataclass(frozen=True)
class PlaceAnswerRow:
    """PP3: an answer to a place offered, in the order the answers were given."""

    pair_id: str
    names: str
    accepted: bool
    answered_on: dt.date | None


@dataclass(frozen=True)
class HeatShare:
    heat_id: str
    name: str
    pairs: int  # H_k: pairs playing for qualification, struck pairs not counted
    quotient: str
    places: int
    reasons: tuple[str, ...]


@dataclass(frozen=True)
class FinalPlacesView:
    event_id: str
    places: int  # F: the final's pairs less the direct places
    heats: tuple[HeatShare, ...]
    qualified: tuple[FinalPlaceRow, ...]
    declined: tuple[str, ...]  # names, in the order the places were given up
    findings: tuple[str, ...]
    allocation: Allocation | None
    answers: tuple[PlaceAnswerRow, ...] = ()  # every answer, in the order given

    @property
    def waiting(self) -> tuple[FinalPlaceRow, ...]:
        """PP3: the pairs offered a place that have not answered yet, in the list's order."""
        return tuple(row for row in self.qualified if row.status == "offered")


def final_places_of(tournament: Tournament, event_id: str) -> FinalPlacesView:
    """PP1 T1-T3 from the heats that count (PP4), then PP3: the pairs holding the places after every
    place given up, each with its reason; last year's champions with a direct place first."""
    with tournament.reading() as session:
        return _final_places(session, event_id)


def _final_places(session, event_id: str) -> FinalPlacesView:
    event = get_event(session, event_id)
    views = pair_views(session, event.id)
    direct = [pair for pair in views.values() if pair.direct_place]
    places = event.final_pairs - len(direct)
    heats, findings = [], []
    lists: list[tuple[PairsHeat, HeatList]] = []
    sizes: list[int] = []
    for heat in session.scalars(
        select(PairsHeat).where(PairsHeat.event_id == event.id, PairsHeat.kind != "final").order_by(PairsHeat.position)
    ):
        standing = standing_in(session, heat.id)
        if standing.source is None:
            findings.append(translate("Pairs", "{heat} has no results yet.").format(heat=heat.name))
            continue
        if standing.heat_class and not standing.heat_class.counts:
            findings.append(translate("Pairs", "{heat} does not count as a qualifying heat.").format(heat=heat.name))
            continue
        competing = [row for row in standing.qualifying_order if row.plays_for_qualification]
        # D p.7: last year's champions who play a heat keep their direct place; they count among
        # the heat's pairs (H_k) but its places go down the list past them
        sizes.append(len(competing))
        taking = [row for row in competing if not views[row.pair_id].direct_place]
        lists.append(
            (
                heat,
                HeatList(
                    len(lists) + 1, tuple(row.pair_id for row in taking), {row.pair_id: row.percent for row in taking}
                ),
            )
        )
        findings.extend(standing.findings)
    answer_rows = session.scalars(
        select(PairsPlaceAnswer).where(PairsPlaceAnswer.event_id == event.id).order_by(PairsPlaceAnswer.id)
    ).all()
    declined = [row.pair_id for row in answer_rows if not row.accepted]
    accepted = {row.pair_id for row in answer_rows if row.accepted} - set(declined)
    qualified_rows = [
        FinalPlaceRow(
            pair.id,
            pair.names,
            pair.clubs,
            pair.mids,
            "",
            translate("Pairs", "last year's champions: direct place"),
            "direct",
        )
        for pair in direct
    ]
    allocation = None
    if lists and places > 0 and sum(sizes) >= 1:
        rules = event_rules(session)
        outside = {pair.id for pair in views.values() if pair.outside_district}

        def most(heat_places: int) -> int:
            return outside_district_cap(heat_places, rules.outside_district_caps)

        next_percents = []
        for (_heat, heat_list), size in zip(lists, sizes):
            whole = int(Fraction(size * places, sum(sizes)))
            # T3 compares the pair that would take place I_k+1, outside-district pairs capped (PP4)
            candidates = eligible_pairs(heat_list, outside, most(whole + 1))
            pair = candidates[whole] if whole < len(candidates) else None
            next_percents.append(heat_list.percents[pair] if pair else None)
        allocation = final_places(sizes, min(places, sum(sizes)), next_percents)
        names = {heat_list.heat: heat.name for heat, heat_list in lists}
        cap = OutsideCap(outside, {share.heat: most(share.places) for share in allocation.heats})
        result = qualified_pairs(
            [heat_list for _heat, heat_list in lists],
            allocation,
            declined,
            heat_lots(session, None, event.id),
            name=lambda pair: views[pair].names,
            heat_name=names.get,
            cap=cap,
        )
        for place in result.places:
            view = views[place.pair]
            qualified_rows.append(
                FinalPlaceRow(
                    view.id,
                    view.names,
                    view.clubs,
                    view.mids,
                    names[place.heat],
                    place.reason.text(translate),
                    "accepted" if view.id in accepted else "offered",
                )
            )
        findings.extend(finding.text(translate) for finding in allocation.findings + result.findings)
        heats = [
            HeatShare(
                heat.id,
                heat.name,
                share.size,
                share.quotient_text,
                share.places,
                tuple(reason.text(translate) for reason in share.reasons),
            )
            for (heat, _list), share in zip(lists, allocation.heats)
        ]
    answers = tuple(
        PlaceAnswerRow(row.pair_id, views[row.pair_id].names, row.accepted, row.answered_on)
        for row in answer_rows
        if row.pair_id in views
    )
    return FinalPlacesView(
        event.id,
        places,
        tuple(heats),
        tuple(qualified_rows),
        tuple(views[pair].names for pair in declined if pair in views),
        tuple(findings),
        allocation,
        answers,
    )


def answer_place(
    tournament: Tournament, event_id: str, pair_id: str, accepted: bool, on: dt.date | None = None
) -> Change:
    """PP3: a pair's answer to the final place offered to it, recorded in the order given. A pair
    that accepted may still give its place up later (a withdrawal before the final); a place given
    up is not given back."""
    with tournament.action("answer_pairs_place", pair_id) as (session, record):
        event = get_event(session, event_id)
        pair = session.get(Pair, pair_id)
        if pair is None or pair.event_id != event.id:
            raise message(translate("Pairs", "The pair {pair} is not registered for this championship."), pair=pair_id)
        answers = session.scalars(
            select(PairsPlaceAnswer).where(PairsPlaceAnswer.event_id == event.id, PairsPlaceAnswer.pair_id == pair.id)
        ).all()
        if any(not answer.accepted for answer in answers):
            raise message(
                translate("Pairs", "PP3: {pair} gave up its place; a place given up is not given back."),
                pair=pair_views(session, event.id)[pair.id].names,
            )
        holders = {row.pair_id: row for row in _final_places(session, event.id).qualified}
        if pair.id not in holders:
            raise message(
                translate("Pairs", "{pair} holds no final place to answer for."),
                pair=pair_views(session, event.id)[pair.id].names,
            )
        if accepted and holders[pair.id].status != "offered":
            raise message(
                translate(
                    "Pairs", "{pair} has already accepted its place (or holds a direct place); nothing to record."
                ),
                pair=pair_views(session, event.id)[pair.id].names,
            )
        session.add(PairsPlaceAnswer(event_id=event.id, pair_id=pair.id, accepted=accepted, answered_on=on))
        record.after = {"accepted": accepted, "answered_on": on.isoformat() if on else None}
    return record.change


@dataclass(frozen=True)
class FinalRow:
    place: int
    # M5: the place among the district's pairs (pairs still tied on boards won share the higher
    # place); None for a pair with a player from outside the district: no title, plaque or bonus
    plaque_place: int | None
    pair_id: str
    number: int
    names: str
    clubs: str
    percent_text: str
    tie_reason: str
    bonus_per_player: int
    bonus_note: str
    mids: tuple[str, str] = ("", "")
    line: str = ""  # a two-field Mitchell final: the pair's field, NS or EW (its places are in it)

    @property
    def plaque(self) -> int | None:
        """M5: the plaque this pair receives (1-3), or None."""
        return self.plaque_place if self.plaque_place is not None and self.plaque_place <= 3 else None


@dataclass(frozen=True)
class FinalResultView:
    event_id: str
    heat_id: str | None
    discipline: str
    rows: tuple[FinalRow, ...]
    findings: tuple[str, ...]
    two_fields: bool = False  # a Mitchell final: NS and EW ranked apart, each with its own plaques

    @property
    def plaques(self) -> tuple[FinalRow, ...]:
        """Places 1-3 of the plaque places, for district pairs only (M5, D p.8)."""
        return tuple(row for row in self.rows if row.plaque is not None)

    @property
    def outside_the_district(self) -> tuple[FinalRow, ...]:
        """M5: pairs placed 1-3 in the result list that get no title, plaque or bonus, with the reason."""
        return tuple(row for row in self.rows if row.plaque_place is None and row.place <= 3 and row.bonus_note)


def final_result(tournament: Tournament, event_id: str) -> FinalResultView:
    """The final's result list with plaque places (M5) and the bonus per player (D p.8)."""
    with tournament.reading() as session:
        event = get_event(session, event_id)
        heat = session.scalars(
            select(PairsHeat).where(PairsHeat.event_id == event.id, PairsHeat.kind == "final")
        ).first()
        if heat is None:
            return FinalResultView(event.id, None, event.discipline, (), ())
        standing = standing_in(session, heat.id)
        rules = event_rules(session)
        views = pair_views(session, event.id)
        # a two-field Mitchell ranks each field by itself (as the heat's standing does): its plaques too
        fields = (
            [[row for row in standing.competing if row.line == line] for line in (NS, EW)]
            if standing.two_fields
            else [list(standing.competing)]
        )
        # M5 (D p.8, p.10): title, plaques and bonus go to the district's pairs in their order; a pair
        # with a player from outside the district is passed over, as if it played for no DM place
        plaques: dict[str, int] = {}
        for field in fields:
            plaques.update(
                plaque_places(
                    {row.pair_id: standing.scores[row.pair_id] for row in field if views[row.pair_id].in_district}
                )
            )
        rows = []
        for row in standing.competing:
            assert row.place is not None  # a competing pair has its place
            plaque = plaques.get(row.pair_id)
            bonus = final_bonus(event.discipline, row.place if plaque is None else plaque, plaque is not None, rules)
            rows.append(
                FinalRow(
                    row.place,
                    plaque,
                    row.pair_id,
                    row.number,
                    row.names,
                    row.clubs,
                    row.percent_text,
                    row.tie_reason,
                    bonus.points_per_player,
                    bonus.reason.words(translate) if bonus.reason else "",
                    views[row.pair_id].mids,
                    row.line,
                )
            )
        return FinalResultView(event.id, heat.id, event.discipline, tuple(rows), standing.findings, standing.two_fields)


@dataclass(frozen=True)
class FeeRow:
    pair_id: str
    names: str
    qualifying: Decimal
    final: Decimal


def pairs_fees(tournament: Tournament, event_id: str) -> tuple[FeeRow, ...]:
    """D p.9: each pair's qualifying fee (per heat entered, competing) and its final fee."""
    with tournament.reading() as session:
        event = get_event(session, event_id)
        rules = event_rules(session)
        views = pair_views(session, event.id)
        heats = {
            heat.id: heat.kind for heat in session.scalars(select(PairsHeat).where(PairsHeat.event_id == event.id))
        }
        qualifying, final = set(), set()
        for entry in session.scalars(select(PairsEntry).where(PairsEntry.heat_id.in_(heats))):
            if heats[entry.heat_id] == "final":
                final.add(entry.pair_id)
            elif entry.plays_for_qualification:
                qualifying.add(entry.pair_id)
        rows = []
        for pair in views.values():
            fees = pair_fees(pair.id in qualifying, pair.id in final, pair.reigning_champions, rules)
            if fees.qualifying or fees.final or pair.id in qualifying | final:
                rows.append(FeeRow(pair.id, pair.names, fees.qualifying, fees.final))
        return tuple(rows)

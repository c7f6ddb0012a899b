"""Board by board on the results site: the travellers of a round and IMPs across the field.

For every board number played in a round, each table's result (both rooms of every match: the
contract, declarer, result and NS score) with its IMPs across the field (``rules.field``: every
score against every other score of that board in the round). Per team, the round's IAF adds its
pair's value in each room: the home team sits NS in the open room and EW in the closed room.
Where the stage holds the board's deal (imported from PBN or DUP), the traveller carries its hand
record: the four hands by seat, each suit from the ace down.
docs/boards.md describes the board model these pages read.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from typing import TYPE_CHECKING

from tddesk import numbers
from tddesk.i18n import QT_TRANSLATE_NOOP, translate
from tddesk.ids import MatchId, StageId
from tddesk.rules.adjusted import shown_artificial
from tddesk.rules.contract import SEATS, dealer, vulnerability
from tddesk.rules.deals import Deal, seat_name
from tddesk.rules.field import FieldScore, across_the_field, weighted_across_the_field
from tddesk.services.board_views import MatchBoardsView, RoomResult, match_boards
from tddesk.services.stage_facts import stage_board_entries

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament

ZERO = Decimal("0.00")


@dataclass(frozen=True)
class TableLine:
    match: str
    room: str
    ns_team: str
    ew_team: str
    contract: str
    declarer: str
    result: str
    ns_score: str
    iaf_ns: str


@dataclass(frozen=True)
class SiteHand:
    seat: str  # N, E, S, W (the CSS grid places it)
    name: str  # North … in the site's language
    suits: tuple[tuple[str, str, bool], ...]  # (symbol, ranks or "–", red) for ♠ ♥ ♦ ♣
    points: int  # high-card points


@dataclass(frozen=True)
class SiteDeal:
    hands: tuple[SiteHand, ...]  # N, E, S, W


@dataclass(frozen=True)
class BoardTraveller:
    number: int
    dealer: str
    vulnerable: str
    lines: tuple[TableLine, ...]
    deal: SiteDeal | None = None  # the hand record, where the stage holds the deal


@dataclass(frozen=True)
class TeamField:
    name: str
    iaf: str
    value: Decimal


@dataclass(frozen=True)
class RoundBoards:
    number: int
    boards: tuple[BoardTraveller, ...]
    teams: tuple[TeamField, ...]  # best first


def stage_has_boards(tournament: Tournament, stage_id: StageId) -> bool:
    """Whether any board of the stage is entered (one query: most stages are scored by typed totals)."""

    with tournament.reading() as session:
        return bool(stage_board_entries(session, stage_id))


def _field(entries: list) -> tuple[FieldScore, ...]:
    if not any(result.weighted for _key, _ns, result, _match in entries):
        return across_the_field([(key, ns) for key, ns, _result, _match in entries])
    return weighted_across_the_field(
        [
            (key, tuple((score, Fraction(weight, 100)) for score, weight in result.outcomes))
            if result.weighted
            else (key, ((ns, Fraction(1)),))
            for key, ns, result, _match in entries
        ]
    )


def round_boards(
    tournament: Tournament, match_ids: list[MatchId], number: int, deals: dict[int, Deal] | None = None
) -> RoundBoards | None:
    """The travellers and IAF of the round's matches (with the hand records of ``deals``); None
    when no board of the round is entered."""
    matches = [match_boards(tournament, match_id) for match_id in match_ids]
    # a weighted score (Law 12C1(c)) has no one NS score (None) and is compared outcome by outcome
    tables: dict[int, list[tuple[tuple[str, str], int | None, RoomResult, MatchBoardsView]]] = defaultdict(list)
    for match in matches:
        for half in match.halves:
            for row in half.rows:
                for room, result in (("open", row.open), ("closed", row.closed)):
                    if result is not None and (result.ns_score is not None or result.weighted):
                        tables[row.board].append(((match.match_id, room), result.ns_score, result, match))
    if not tables:
        return None
    team_iaf: dict[str, Decimal] = {match.home_name: ZERO for match in matches}
    team_iaf.update({match.away_name: ZERO for match in matches})
    travellers = []
    for board in sorted(tables):
        entries = tables[board]
        field = {score.key: score for score in _field(entries)}
        lines = []
        for key, ns_score, result, match in entries:
            room = key[1]
            ns_team, ew_team = (
                (match.home_name, match.away_name) if room == "open" else (match.away_name, match.home_name)
            )
            value = field[key]
            team_iaf[ns_team] += value.ns
            team_iaf[ew_team] += value.ew
            lines.append(
                TableLine(
                    f"{match.home_name} – {match.away_name}",
                    translate("Site", "open") if room == "open" else translate("Site", "closed"),
                    ns_team,
                    ew_team,
                    shown_artificial(result.adjusted) if result.adjusted else result.contract or "",
                    seat_name(result.declarer, translate) if result.declarer else "",
                    result.result,
                    "–" if ns_score is None else numbers.fixed(ns_score, 0),
                    numbers.signed(value.ns, 2),
                )
            )
        deal = (deals or {}).get(board)
        travellers.append(
            BoardTraveller(
                board,
                seat_name(dealer(board), translate),
                _vulnerable(board),
                tuple(lines),
                site_deal(deal) if deal is not None else None,
            )
        )
    teams = sorted(team_iaf.items(), key=lambda item: (-item[1], item[0]))
    return RoundBoards(
        number, tuple(travellers), tuple(TeamField(name, numbers.signed(value, 2), value) for name, value in teams)
    )


_SEAT_NAMES = {
    "N": QT_TRANSLATE_NOOP("Site", "North"),
    "E": QT_TRANSLATE_NOOP("Site", "East"),
    "S": QT_TRANSLATE_NOOP("Site", "South"),
    "W": QT_TRANSLATE_NOOP("Site", "West"),
}
_SUITS = (("\u2660", False), ("\u2665", True), ("\u2666", True), ("\u2663", False))  # ♠ ♥ ♦ ♣


def site_deal(deal: Deal) -> SiteDeal:
    return SiteDeal(
        tuple(
            SiteHand(
                seat,
                translate("Site", _SEAT_NAMES[seat]),
                tuple(
                    (symbol, ranks.replace("T", "10") or "\u2013", red)
                    for (symbol, red), ranks in zip(_SUITS, deal.hand(seat), strict=True)
                ),
                deal.high_card_points(seat),
            )
            for seat in SEATS
        )
    )


def _vulnerable(board: int) -> str:
    return {"-": translate("Site", "none"), "NS": "NS", "EW": "EW", "All": translate("Site", "all")}[
        vulnerability(board)
    ]

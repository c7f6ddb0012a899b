"""S3: travel grants — the federation's fixed amounts per district, and the juniors' grant.

Team final (and semifinal): each eligible player gets the table's amount for the district he or
she lives in, at most the amount of the district the team qualified in; a player who lives in
the district where the stage is played gets nothing, and only residents of Sweden are eligible.
Pairs (SM Par finals): the table gives SEK per *pair*, paid to the district for each of its
pairs, never per player; the table's footnotes add an amount per pair playing the final that
goes to the district to share out (1: 1,000 SEK, 2: 500 SEK), in the third column
``district_extra`` of the pairs' table. Juniors: 6 SEK per 10 km (one Swedish "mil") and player,
there and back, at most the real cost; a car shared by several players is never paid more than
18.50 SEK per 10 km. The tables are profile data (CSV ``district,amount``).
"""

from __future__ import annotations

import csv
import io
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal


class GrantTableError(ValueError):
    """A malformed grant table; the message names the line."""


def parse_grant_table(text: str) -> dict[str, int]:
    """S3: read ``district,amount`` CSV text (header first) into district → SEK."""
    rows = list(csv.reader(io.StringIO(text.strip())))
    header = [cell.strip() for cell in rows[0]] if rows else []
    if header not in (["district", "amount"], ["district", "amount", "district_extra"]):
        raise GrantTableError("line 1: the header must be district,amount")
    table: dict[str, int] = {}
    for line, row in enumerate(rows[1:], start=2):
        if len(row) != len(header) or not row[0].strip():
            raise GrantTableError(f"line {line}: expected a district and an amount")
        try:
            table[row[0].strip()] = int(row[1])
        except ValueError:
            raise GrantTableError(f"line {line}: the amount must be whole SEK, got {row[1]!r}") from None
    return table


def parse_pairs_grant_table(text: str) -> dict[str, tuple[int, int]]:
    """S3: read the pairs' ``district,amount,district_extra`` CSV (SEK per pair, and the footnote's
    extra per pair for the district) into district → (amount, extra). A two-column table has no extras."""
    rows = list(csv.reader(io.StringIO(text.strip())))
    header = [cell.strip() for cell in rows[0]] if rows else []
    if header == ["district", "amount"]:
        return {district: (amount, 0) for district, amount in parse_grant_table(text).items()}
    if header != ["district", "amount", "district_extra"]:
        raise GrantTableError("line 1: the header must be district,amount,district_extra")
    table: dict[str, tuple[int, int]] = {}
    for line, row in enumerate(rows[1:], start=2):
        if len(row) != 3 or not row[0].strip():
            raise GrantTableError(f"line {line}: expected a district, an amount and the district's extra")
        try:
            table[row[0].strip()] = (int(row[1]), int(row[2] or 0))
        except ValueError:
            raise GrantTableError(f"line {line}: the amounts must be whole SEK, got {row[1:]!r}") from None
    return table


@dataclass(frozen=True)
class DistrictPairsGrant:
    """S3: what one district receives for its pairs in a final: per pair the table's amount plus
    the footnote's extra."""

    district: str
    pairs: int
    per_pair: int
    extra_per_pair: int

    @property
    def total(self) -> int:
        return self.pairs * (self.per_pair + self.extra_per_pair)


def district_pairs_grants(
    pair_districts: Sequence[str | None], table: Mapping[str, tuple[int, int]]
) -> tuple[DistrictPairsGrant, ...]:
    """S3: per district (in the order its first pair comes) the pairs counted once each — never
    per player — with the table's amount and the footnote's extra. Pairs of no district in the
    table get nothing and are left out."""
    counts: dict[str, int] = {}
    for district in pair_districts:
        if district is not None and district in table:
            counts[district] = counts.get(district, 0) + 1
    return tuple(
        DistrictPairsGrant(district, pairs, table[district][0], table[district][1])
        for district, pairs in counts.items()
    )


@dataclass(frozen=True)
class PlayerGrant:
    player: str
    residence: str | None
    amount: int
    reason: str  # "residence" | "capped" | "venue_district" | "abroad" | "unknown_district"


def team_grants(
    team_district: str,
    residences: Mapping[str, str | None],
    table: Mapping[str, int],
    venue_district: str | None = None,
) -> tuple[PlayerGrant, ...]:
    """S3: each player's grant; ``residences`` maps player → district of residence (None: lives
    abroad). The team's district caps every amount."""
    if team_district not in table:
        raise ValueError(f"the grant table has no district {team_district!r}")
    cap = table[team_district]
    grants = []
    for player, residence in residences.items():
        if residence is None:
            grants.append(PlayerGrant(player, None, 0, "abroad"))
        elif residence == venue_district:
            grants.append(PlayerGrant(player, residence, 0, "venue_district"))
        elif residence not in table:
            grants.append(PlayerGrant(player, residence, 0, "unknown_district"))
        elif table[residence] > cap:
            grants.append(PlayerGrant(player, residence, cap, "capped"))
        else:
            grants.append(PlayerGrant(player, residence, table[residence], "residence"))
    return tuple(grants)


JUNIOR_SEK_PER_MIL = Decimal("6")
CAR_MAX_SEK_PER_MIL = Decimal("18.50")


def _sek(value: Decimal) -> Decimal:
    return value.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def junior_grant(
    mil_one_way: Decimal,
    real_cost: Decimal | None = None,
    *,
    players_in_car: int = 0,
    per_mil: Decimal = JUNIOR_SEK_PER_MIL,
    car_max_per_mil: Decimal = CAR_MAX_SEK_PER_MIL,
) -> Decimal:
    """S3: the junior grant for one journey there and back.

    Travelling alone (``players_in_car`` 0): 2 × mil × 6 SEK, at most ``real_cost`` (a ticket).
    A car with ``players_in_car`` players: the grant for the whole car, 2 × mil × 6 × players,
    never more than 2 × mil × 18.50 SEK (and at most the real cost when given).
    """
    if mil_one_way < 0 or players_in_car < 0:
        raise ValueError("distances and players cannot be negative")
    standard = 2 * mil_one_way * per_mil * max(1, players_in_car)
    if players_in_car:
        standard = min(standard, 2 * mil_one_way * car_max_per_mil)
    if real_cost is not None:
        standard = min(standard, real_cost)
    return _sek(standard)


def payment_total(grants: Sequence[PlayerGrant]) -> int:
    return sum(grant.amount for grant in grants)

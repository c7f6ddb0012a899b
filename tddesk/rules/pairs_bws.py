"""Who played under each pair number of a Bridgemate pairs session, and whether that is the heat's
field (docs/pairs.md, "Bridgemate files").

A pair's players do not change within a session — a reserve plays a whole session (D p.6) — so the
players are the numbers entered at the first round they were entered for the pair (round 0, the
start of the session, counts as round 1); later entries are not read. The pair at a table in a
round comes from RoundData, or from the results when the file has no movement.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Protocol

from tddesk.rules.bws import PlayerNumber


class Seating(Protocol):
    @property
    def section(self) -> int: ...
    @property
    def table(self) -> int: ...
    @property
    def round(self) -> int: ...
    @property
    def pair_ns(self) -> int: ...
    @property
    def pair_ew(self) -> int: ...


class NamedNumber(PlayerNumber, Protocol):
    @property
    def name(self) -> str: ...


@dataclass(frozen=True)
class FilePlayer:
    mid: str
    name: str


@dataclass(frozen=True)
class RegisteredPair:
    """A heat's pair under its number: its two players' MIDs and the reserve recorded for the
    session, as (reserve's MID, MID of the player replaced)."""

    players: tuple[str, str]
    reserve: tuple[str, str] | None = None


@dataclass(frozen=True)
class FileReserve:
    number: int
    reserve: FilePlayer
    for_mid: str


@dataclass(frozen=True)
class PlayersVerdict:
    strangers: tuple[int, ...]  # pair numbers seating none of the pair's players
    reserves: tuple[FileReserve, ...]  # a reserve the file shows and the heat does not record
    disagreements: tuple[int, ...]  # a recorded reserve the file does not show
    compared: int  # pair numbers of the heat with players in the file

    @property
    def not_this_heat(self) -> bool:
        """Not one pair of the file is the heat's pair of that number: another heat's file."""
        return self.compared > 0 and len(self.strangers) == self.compared


def _mid(text: str) -> str:
    mid = text.strip()
    return "" if not mid.strip("0") else mid


def pair_players(
    numbers: Iterable[NamedNumber], seatings: Iterable[Seating], results: Iterable[Seating]
) -> dict[int, tuple[FilePlayer, ...]]:
    """Pair number → the players Bridgemate seated for it at the start of its session, in seat order."""
    pairs_at: dict[tuple[int, int, int], tuple[int, int]] = {}
    for seating in seatings:
        pairs_at[(seating.section, seating.table, seating.round)] = (seating.pair_ns, seating.pair_ew)
    for result in results:
        pairs_at.setdefault((result.section, result.table, result.round), (result.pair_ns, result.pair_ew))
    chosen: dict[int, tuple[int, dict[str, tuple[int, FilePlayer]]]] = {}
    for row in numbers:
        mid, first_round = _mid(row.number), max(row.round, 1)
        at_table = pairs_at.get((row.section, row.table, first_round))
        if not mid or at_table is None or row.direction not in "NESW" or not row.direction:
            continue
        number = at_table[0] if row.direction in "NS" else at_table[1]
        if number <= 0:
            continue
        known_round, seats = chosen.get(number, (first_round, {}))
        if first_round > known_round:
            continue
        if first_round < known_round:
            seats = {}
        if row.direction not in seats or row.order > seats[row.direction][0]:
            seats[row.direction] = (row.order, FilePlayer(mid, row.name))
        chosen[number] = (first_round, seats)
    return {
        number: tuple(seats[seat][1] for seat in "NESW" if seat in seats)
        for number, (_round, seats) in sorted(chosen.items())
    }


def compare_players(
    seen: Mapping[int, tuple[FilePlayer, ...]], registered: Mapping[int, RegisteredPair]
) -> PlayersVerdict:
    """The file's players against the heat's pairs, pair number by pair number (numbers the heat
    lacks are left to the results' check)."""
    strangers, reserves, disagreements, compared = [], [], [], 0
    for number, players in sorted(seen.items()):
        pair = registered.get(number)
        if pair is None or not players:
            continue
        compared += 1
        mids = {player.mid for player in players}
        ordinary = mids & set(pair.players)
        recorded = {pair.reserve[0]} if pair.reserve else set()
        if not ordinary and not mids & recorded:
            strangers.append(number)
            continue
        outsiders = [player for player in players if player.mid not in pair.players]
        if pair.reserve is None:
            if len(ordinary) == 1 and len(outsiders) == 1:
                missing = next(mid for mid in pair.players if mid not in ordinary)
                reserves.append(FileReserve(number, outsiders[0], missing))
        else:
            reserve_mid, for_mid = pair.reserve
            expected = {reserve_mid} | (set(pair.players) - {for_mid})
            if not mids <= expected:
                disagreements.append(number)
    return PlayersVerdict(tuple(strangers), tuple(reserves), tuple(disagreements), compared)

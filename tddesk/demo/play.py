"""How the tables play a deal, for a made-up session (docs/bws.md, "A pairs session"): the tricks
each seat takes in each strain — estimated from the hands, or by double-dummy analysis (endplay,
imported only then) — the contract the field bids, and one table's result and opening lead."""

from __future__ import annotations

import random
from collections.abc import Collection
from dataclasses import dataclass

from tddesk.rules.contract import SEATS, declarer_score, is_vulnerable, parse_contract
from tddesk.rules.deals import RANKS, SUITS, Deal

HCP = {"A": 4, "K": 3, "Q": 2, "J": 1}
STRAINS = ("NT", "S", "H", "D", "C")  # the order a tie between equal scores goes
GAME_TRICKS = {"NT": 9, "S": 10, "H": 10, "D": 11, "C": 11}
SIDES = {"N": ("N", "S"), "S": ("N", "S"), "E": ("E", "W"), "W": ("E", "W")}

Tricks = dict[tuple[str, str], int]  # (seat, strain) → tricks declarer takes


@dataclass(frozen=True)
class Played:
    """One table's result on a board as ReceivedData holds it."""

    round: int
    table: int
    board: int
    ns: int
    ew: int
    contract: str  # "4 H x", "3 NT", "PASS"
    seat: str  # declarer N/E/S/W, "" when passed out
    result: str  # "=", "+1", "-2", "" when passed out
    lead: str  # "HK", "" when passed out


def points(hand: tuple[str, ...]) -> int:
    return sum(HCP.get(rank, 0) for holding in hand for rank in holding)


def estimated_tricks(deal: Deal) -> Tricks:
    """Tricks from the partnership's points and fit: 25 points make 3NT, an eight-card fit adds
    about a trick, and shortness in the hand short in trumps adds ruffs."""
    tricks: Tricks = {}
    for seat in SEATS:
        first, second = (deal.hand(s) for s in SIDES[seat])
        no_trump = 6.6 + 0.42 * (points(first) + points(second) - 20)
        estimate = {"NT": no_trump}
        for index, suit in enumerate(SUITS):
            fit = len(first[index]) + len(second[index])
            short = first if len(first[index]) <= len(second[index]) else second
            ruffs = sum(1.0 if not short[i] else 0.5 if len(short[i]) == 1 else 0.0 for i in range(4) if i != index)
            estimate[suit] = no_trump + 0.9 * (fit - 7) + (0.5 * ruffs if fit >= 8 else 0.0)
        for strain, value in estimate.items():
            tricks[seat, strain] = max(0, min(13, round(value)))
    return tricks


def double_dummy_tricks(deals: Collection[Deal]) -> dict[int, Tricks]:
    """Each board's double-dummy tricks by endplay (DDS): exact, but a second or two a deal."""
    # deferred: endplay and its solver load only for double-dummy play (start-up)
    from tddesk.rules.endplay_parts import endplay_module

    types, dds = endplay_module("types"), endplay_module("dds")
    boards = sorted(deals, key=lambda deal: deal.board)
    tables = dds.calc_all_tables([types.Deal(deal.pbn()) for deal in boards])
    result = {}
    for deal, table in zip(boards, tables):
        rows = table.to_list()  # denominations S H D C NT, each by N E S W
        result[deal.board] = {
            (seat, strain): rows[("S", "H", "D", "C", "NT").index(strain)][SEATS.index(seat)]
            for seat in SEATS
            for strain in STRAINS
        }
    return result


def _level(strain: str, tricks: int) -> int:
    """What a pair that takes ``tricks`` bids: slam, game, or the part score below game."""
    if tricks >= 12:
        return 6
    if tricks >= GAME_TRICKS[strain]:
        return GAME_TRICKS[strain] - 6
    return max(1, min(tricks - 6, GAME_TRICKS[strain] - 7))


def field_contract(deal: Deal, tricks: Tricks) -> tuple[str, str, int, int]:
    """What the field bids: the side with more points declares the strain that scores best at the
    level its tricks suggest, from the partner who takes more. (seat, strain, level, tricks)"""
    ns_points = points(deal.hand("N")) + points(deal.hand("S"))
    side = ("N", "S") if ns_points >= 40 - ns_points else ("E", "W")
    options = []
    for order, strain in enumerate(STRAINS):
        trump = SUITS.index(strain) if strain != "NT" else None
        seat = max(
            side,
            key=lambda s: (tricks[s, strain], len(deal.hand(s)[trump]) if trump is not None else points(deal.hand(s))),
        )
        taken, level = tricks[seat, strain], _level(strain, tricks[seat, strain])
        score = declarer_score(parse_contract(f"{level}{strain}"), taken, is_vulnerable(deal.board, seat))
        options.append((score, -order, seat, strain, level, taken))
    _score, _order, seat, strain, level, taken = max(options)
    return seat, strain, level, taken


def opening_lead(deal: Deal, declarer: str, strain: str) -> str:
    """The leader's longest side suit: top of two touching honours, else fourth best (or lowest)."""
    hand = deal.hand(SEATS[(SEATS.index(declarer) + 1) % 4])
    suits = [i for i in range(4) if hand[i] and SUITS[i] != strain] or [i for i in range(4) if hand[i]]
    index = max(suits, key=lambda i: (len(hand[i]), -i))
    holding = hand[index]
    touching = len(holding) >= 2 and holding[0] in "AKQJ" and RANKS.index(holding[1]) == RANKS.index(holding[0]) + 1
    return SUITS[index] + (holding[0] if touching else holding[min(3, len(holding) - 1)])


def play_table(
    deal: Deal,
    field: tuple[str, str, int, int],
    where: tuple[int, int, int, int],
    strengths: dict[int, float],
    rng: random.Random,
) -> Played:
    """One table's result: ``where`` is (round, table, NS pair, EW pair). One table in eight bids a
    level lower, one in fourteen a level higher; the tricks vary with the pairs' strengths; two
    down is often doubled; a deal where the field takes six tricks or fewer is passed out at half
    the tables."""
    round_number, table, ns, ew = where
    seat, strain, level, tricks = field
    declaring, defending = (ns, ew) if seat in "NS" else (ew, ns)
    if tricks <= 6 and rng.random() < 0.5:
        return Played(round_number, table, deal.board, ns, ew, "PASS", "", "", "")
    roll = rng.random()
    if roll < 0.12 and level > 1:
        level -= 1
    elif roll > 0.93 and level < 7:
        level += 1
    edge = 0.5 * (strengths.get(declaring, 0.0) - strengths.get(defending, 0.0))
    taken = max(0, min(13, tricks + round(edge + rng.gauss(0, 0.9))))
    over = taken - (level + 6)
    doubled = " x" if over <= -2 and rng.random() < 0.5 else ""
    return Played(
        round_number,
        table,
        deal.board,
        ns,
        ew,
        f"{level} {strain}{doubled}",
        seat,
        "=" if over == 0 else f"{over:+d}",
        opening_lead(deal, seat, strain),
    )

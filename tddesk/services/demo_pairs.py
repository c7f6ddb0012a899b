"""The pairs demo: DM Par Mixed ÖMBF 2016-17 from registration to the plaque list, through the
real services (docs/pairs.md).

Three qualifying heats — Linköping (silver, 20 pairs, two sessions of 21 boards), Norrköping
(silver, 21 pairs, one of them struck: a player already played in Linköping), Motala (bronze, 18
pairs, two not playing for qualification) — so PP1 gives 20, 20 and 16 pairs 27 places and heats
1 and 2 tie on their decimals for the last one (T3). Two pairs give their places up (PP3 rules 1
and 2). Last year's champions take their direct place. The final: 28 pairs, a barometer of 27
rounds × 2 boards, with two results missing on board 17 (Neuberg) and an artificial 60/40.
Deterministic: the same file every time.
"""
from __future__ import annotations

import datetime as dt
import random
from pathlib import Path

from tddesk.rules.pairs_movement import barometer_rounds, round_boards
from tddesk.services.files import new_championship
from tddesk.services.pairs import add_pairs_heat, add_session, create_pairs_event, enter_heat, register_pair
from tddesk.services.pairs_final import answer_place, final_places_of
from tddesk.services.pairs_results import TravellerLine, assign_pairs_score, enter_session_results
from tddesk.services.pairs_standing import heat_standing
from tddesk.services.players import PlayerEntry
from tddesk.services.tournament import Tournament

WOMEN = ("Anna", "Karin", "Eva", "Maria", "Kerstin", "Birgitta", "Ingrid", "Margareta", "Elisabeth", "Åsa", "Lena",
         "Ulla", "Gunilla", "Annika", "Helena", "Sofia", "Malin", "Agneta", "Cecilia", "Marie", "Britt", "Yvonne")
MEN = ("Per", "Lars", "Mats", "Johan", "Anders", "Magnus", "Björn", "Göran", "Sven", "Örjan", "Håkan", "Stefan",
       "Thomas", "Bengt", "Torbjörn", "Ola", "Fredrik", "Jan", "Leif", "Rolf", "Nils", "Kjell")
SURNAMES = ("Ek", "Holm", "Sund", "Berg", "Lind", "Ström", "Åberg", "Öberg", "Nyström", "Forsberg", "Sjöberg",
            "Lundqvist", "Wallin", "Engström", "Hedlund", "Dahl", "Björk", "Sandberg", "Falk", "Blom", "Lindgren",
            "Axelsson", "Gustafsson", "Jönsson", "Karlsson", "Nilsson", "Pettersson", "Söderberg", "Åkesson")
HEATS = (  # name, kind, club, pairs, sessions as (rounds, boards per round), day
    ("Kval Linköping", "silver", "BK Linköping", 20, ((7, 3), (7, 3)), dt.date(2016, 10, 11)),
    ("Kval Norrköping", "silver", "Norrköpings BS", 21, ((9, 3),), dt.date(2016, 11, 8)),
    ("Kval Motala", "bronze", "Motala BK", 18, ((8, 3),), dt.date(2016, 12, 1)),
)
NOT_FOR_QUALIFICATION = 2          # Motala pairs who said before the start they do not play for DM
OUTSIDE_CLUB = ("Örebro BK", "Örebro BF")
FINAL = ("Final Linköping", 27, 2, dt.date(2017, 3, 18))   # 28 pairs: 27 rounds of 2 boards
# Contracts the field bids on the boards: contract, declarer, the tricks an even pairing takes
CONTRACTS = (("4H", "S", 10), ("3NT", "N", 9), ("2S", "E", 8), ("4S", "W", 10), ("1NT", "N", 7), ("3D", "E", 9),
             ("5C", "S", 11), ("2H", "W", 8), ("3NT", "E", 9), ("6S", "N", 12), ("4S", "N", 10), ("2D", "S", 8))


class _People:
    def __init__(self, rng: random.Random):
        self.rng, self.next_mid = rng, 200117
        self.used: set[str] = set()   # names given so far, so no two players share one

    def player(self, first_names, club: str, district: str = "ÖMBF") -> PlayerEntry:
        while True:
            name = f"{self.rng.choice(first_names)} {self.rng.choice(SURNAMES)}"
            if name not in self.used:
                self.used.add(name)
                break
        self.next_mid += self.rng.randint(1, 41)
        return PlayerEntry(str(self.next_mid), name, club, district, self.rng.randint(1945, 1990))


def build_pairs_demo(path: Path, user: str = "TL") -> Tournament:
    """Create the pairs demo at ``path`` (which must not exist); returned open for reading."""
    rng = random.Random(2017)
    people = _People(rng)
    tournament = new_championship(Path(path), name="DM Par Mixed ÖMBF 2016-17", season="2016-17", district="ÖMBF",
                                  profile_id="ombf-2016-17", user=user, durable=False)
    event = create_pairs_event(tournament, "DM Par Mixed", "mixed", 28, 54).value
    champions = register_pair(tournament, event, people.player(WOMEN, "BK Linköping"),
                              people.player(MEN, "BK Linköping"), reigning_champions=True, direct_place=True).value
    strength: dict[str, float] = {champions: 1.2}
    heat_ids: list[str] = []
    first_heat_pairs: list[PlayerEntry] = []   # the women of the first heat, in order
    for index, (name, kind, club, count, sessions, day) in enumerate(HEATS):
        heat = add_pairs_heat(tournament, event, name, kind, club, day).value
        heat_ids.append(heat)
        pairs = []
        for number in range(1, count + 1):
            if index == 1 and number == count:
                # a Linköping player plays again with another partner: struck, out of competition
                first = first_heat_pairs[3]
                pair = register_pair(tournament, event, first, people.player(MEN, club)).value
            elif index == 0 and number == 7:
                pair = register_pair(tournament, event, people.player(WOMEN, club),
                                     people.player(MEN, *OUTSIDE_CLUB)).value
            else:
                woman, man = people.player(WOMEN, club), people.player(MEN, club)
                if index == 0:
                    first_heat_pairs.append(woman)
                pair = register_pair(tournament, event, woman, man).value
            strength[pair] = rng.gauss(0, 1)
            enter_heat(tournament, heat, pair, number,
                       plays_for_qualification=not (kind == "bronze" and number > count - NOT_FOR_QUALIFICATION))
            pairs.append(pair)
        _play_heat(tournament, heat, pairs, sessions, day, strength, rng)
    _give_up_places(tournament, event, heat_ids)
    _final(tournament, event, strength, rng)
    return tournament


def _play_heat(tournament, heat, pairs, sessions, day, strength, rng) -> None:
    schedule = barometer_rounds(range(1, len(pairs) + 1), sum(rounds for rounds, _ in sessions))
    start = 0
    for number, (rounds, per_round) in enumerate(sessions, start=1):
        add_session(tournament, heat, "barometer", per_round, day + dt.timedelta(days=7 * (number - 1)))
        lines = []
        for offset, tables in enumerate(schedule[start:start + rounds], start=1):
            for board in round_boards(offset, per_round):
                for ns, ew in tables:
                    lines.append(_line(board, ns, ew, offset, pairs, strength, rng))
        enter_session_results(tournament, heat, number, lines)
        start += rounds


def _line(board, ns, ew, round_number, pairs, strength, rng) -> TravellerLine:
    contract, declarer, tricks = CONTRACTS[(board * 7) % len(CONTRACTS)]
    declaring, defending = (ns, ew) if declarer in "NS" else (ew, ns)
    edge = strength[pairs[declaring - 1]] - strength[pairs[defending - 1]]
    taken = max(0, min(13, tricks + round(0.5 * edge + rng.gauss(0, 0.8))))
    if rng.random() < 0.15 and contract[0] in "3456":
        contract = f"{int(contract[0]) - 1}{contract[1:]}"   # a table stops a level lower
    return TravellerLine(board, ns, ew, round_number, contract, declarer, taken)


def _give_up_places(tournament, event, heat_ids) -> None:
    """PP3: Norrköping's third pair (a T3 heat: rule 2 pools Linköping and Norrköping) and Motala's
    winner (rule 1: down Motala's list) give their places up."""
    norrkoping = heat_standing(tournament, heat_ids[1]).competing[2].pair_id
    motala = heat_standing(tournament, heat_ids[2]).competing[0].pair_id
    answer_place(tournament, event, norrkoping, accepted=False, on=dt.date(2017, 2, 20))
    answer_place(tournament, event, motala, accepted=False, on=dt.date(2017, 2, 22))


def _final(tournament, event, strength, rng) -> None:
    name, rounds, per_round, day = FINAL
    final = add_pairs_heat(tournament, event, name, "final", "BK Linköping", day).value
    places = final_places_of(tournament, event)
    pairs = [row.pair_id for row in places.qualified]
    for number, pair in enumerate(pairs, start=1):
        enter_heat(tournament, final, pair, number)
    add_session(tournament, final, "barometer", per_round, day)
    lines = []
    for round_number, tables in enumerate(barometer_rounds(range(1, len(pairs) + 1), rounds), start=1):
        for board in round_boards(round_number, per_round):
            for table, (ns, ew) in enumerate(tables, start=1):
                if board == 17 and table in (13, 14):
                    continue   # two tables could not play board 17: Neuberg on the other 12 (PP5)
                if board == 30 and table == 5:
                    continue   # adjusted below: 60/40 (Law 12C2)
                lines.append(_line(board, ns, ew, round_number, pairs, strength, rng))
    enter_session_results(tournament, final, 1, lines)
    ns, ew = barometer_rounds(range(1, len(pairs) + 1), rounds)[14][4]
    assign_pairs_score(tournament, final, 1, 30, ns, ew, percents=(60, 40), round_number=15)

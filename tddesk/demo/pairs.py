"""The pairs demo: DM Par Mixed ÖMBF 2016-17 from registration to the plaque list, through the
real services (docs/pairs.md).

Three qualifying heats — Linköping (silver, 20 pairs, two sessions of 21 boards), Norrköping
(silver, 21 pairs, one of them struck: a player already played in Linköping), Motala (bronze, 18
pairs, two not playing for qualification) — so PP1 gives 20, 20 and 16 pairs 27 places and heats
1 and 2 tie on their decimals for the last one (T3). Two pairs give their places up (PP3 rules 1
and 2). Last year's champions take their direct place. The final: 28 pairs, a barometer of 27
rounds × 2 boards, with two results missing on board 17 (Neuberg) and an artificial 60/40.

Every session's results come from a Bridgemate file, written beside the demo (``<name>-bws/``) as
BCS would have written it and imported as a TD imports one (docs/bws.md). Deterministic: the same
files every time.
"""

from __future__ import annotations

import datetime as dt
import random
from pathlib import Path

from tddesk.demo.pairs_session import SessionPair, barometer_tables, write_pairs_session
from tddesk.demo.people import SURNAMES as PEOPLE_SURNAMES
from tddesk.demo.people import unique_name
from tddesk.rules.pairs_movement import barometer_rounds
from tddesk.services.files import new_championship
from tddesk.services.pairs import add_pairs_heat, add_session, create_pairs_event, enter_heat, register_pair
from tddesk.services.pairs_bws_import import import_pairs_bws
from tddesk.services.pairs_final import answer_place, final_places_of
from tddesk.services.pairs_results import assign_pairs_score
from tddesk.services.pairs_standing import heat_standing
from tddesk.services.players import PlayerEntry
from tddesk.services.tournament import Tournament

WOMEN = (
    "Anna",
    "Karin",
    "Eva",
    "Maria",
    "Kerstin",
    "Birgitta",
    "Ingrid",
    "Margareta",
    "Elisabeth",
    "Åsa",
    "Lena",
    "Ulla",
    "Gunilla",
    "Annika",
    "Helena",
    "Sofia",
    "Malin",
    "Agneta",
    "Cecilia",
    "Marie",
    "Britt",
    "Yvonne",
)
MEN = (
    "Per",
    "Lars",
    "Mats",
    "Johan",
    "Anders",
    "Magnus",
    "Björn",
    "Göran",
    "Sven",
    "Örjan",
    "Håkan",
    "Stefan",
    "Thomas",
    "Bengt",
    "Torbjörn",
    "Ola",
    "Fredrik",
    "Jan",
    "Leif",
    "Rolf",
    "Nils",
    "Kjell",
)
SURNAMES = PEOPLE_SURNAMES[:29]  # the pairs demo draws from the first 29: its names stay as they are
HEATS = (  # name, kind, club, pairs, sessions as (rounds, boards per round), day
    ("Kval Linköping", "silver", "BK Linköping", 20, ((7, 3), (7, 3)), dt.date(2016, 10, 11)),
    ("Kval Norrköping", "silver", "Norrköpings BS", 21, ((9, 3),), dt.date(2016, 11, 8)),
    ("Kval Motala", "bronze", "Motala BK", 18, ((8, 3),), dt.date(2016, 12, 1)),
)
NOT_FOR_QUALIFICATION = 2  # Motala pairs who said before the start they do not play for DM
OUTSIDE_CLUB = ("Örebro BK", "Örebro BF")
FINAL = ("Final Linköping", 27, 2, dt.date(2017, 3, 18))  # 28 pairs: 27 rounds of 2 boards
FINAL_NOT_PLAYED = {(17, 13), (17, 14)}  # (board, table): two tables could not play board 17 (Neuberg, PP5)
ADJUSTED = (30, 5)  # board 30 at table 5: an artificial 60/40 after a ruling (Law 12C2)
START = dt.time(18, 30)  # the clubs' evenings
FINAL_START = dt.time(10, 0)


class _People:
    def __init__(self, rng: random.Random):
        self.rng, self.next_mid = rng, 200117
        self.used: set[str] = set()  # names given so far, so no two players share one

    def player(self, first_names, club: str, district: str = "ÖMBF") -> PlayerEntry:
        name = unique_name(self.rng, self.used, first_names, SURNAMES)
        self.next_mid += self.rng.randint(1, 41)
        return PlayerEntry(str(self.next_mid), name, club, district, self.rng.randint(1945, 1990))


def build_pairs_demo(path: Path, user: str = "TL") -> Tournament:
    """Create the pairs demo at ``path`` (which must not exist) and its Bridgemate files in
    ``<name>-bws/`` beside it (replaced if there); returned open for reading."""
    path = Path(path)
    rng = random.Random(2017)
    people = _People(rng)
    tournament = new_championship(
        path,
        name="DM Par Mixed ÖMBF 2016-17",
        season="2016-17",
        district="ÖMBF",
        profile_id="ombf-2016-17",
        user=user,
        durable=False,
    )
    event = create_pairs_event(tournament, "DM Par Mixed", "mixed", 28, 54).value
    field = _Field(tournament, event, bws_folder(path))
    field.register(
        people.player(WOMEN, "BK Linköping"),
        people.player(MEN, "BK Linköping"),
        1.2,
        reigning_champions=True,
        direct_place=True,
    )
    heat_ids: list[str] = []
    first_heat_pairs: list[PlayerEntry] = []  # the women of the first heat, in order
    for index, (name, kind, club, count, sessions, day) in enumerate(HEATS):
        heat = add_pairs_heat(tournament, event, name, kind, club, day).value
        heat_ids.append(heat)
        pairs = []
        for number in range(1, count + 1):
            if index == 1 and number == count:
                # a Linköping player plays again with another partner: struck, out of competition
                pair = field.register(first_heat_pairs[3], people.player(MEN, club), rng.gauss(0, 1))
            elif index == 0 and number == 7:
                pair = field.register(people.player(WOMEN, club), people.player(MEN, *OUTSIDE_CLUB), rng.gauss(0, 1))
            else:
                woman, man = people.player(WOMEN, club), people.player(MEN, club)
                if index == 0:
                    first_heat_pairs.append(woman)
                pair = field.register(woman, man, rng.gauss(0, 1))
            enter_heat(
                tournament,
                heat,
                pair,
                number,
                plays_for_qualification=not (kind == "bronze" and number > count - NOT_FOR_QUALIFICATION),
            )
            pairs.append(pair)
        field.play_heat(heat, index + 1, pairs, sessions, day)
    _give_up_places(tournament, event, heat_ids)
    field.play_final()
    return tournament


def bws_folder(path: Path) -> Path:
    """Where the demo at ``path`` keeps its Bridgemate files."""
    return Path(path).with_name(f"{Path(path).stem}-bws")


class _Field:
    """The pairs as registered, their players and strengths, and the sessions they play: each
    written as a Bridgemate file and imported from it."""

    def __init__(self, tournament: Tournament, event: str, folder: Path):
        self.tournament, self.event, self.folder = tournament, event, folder
        self.players: dict[str, tuple[PlayerEntry, PlayerEntry]] = {}
        self.strength: dict[str, float] = {}
        folder.mkdir(parents=True, exist_ok=True)

    def register(self, first: PlayerEntry, second: PlayerEntry, strength: float, **options) -> str:
        pair = register_pair(self.tournament, self.event, first, second, **options).value
        self.players[pair], self.strength[pair] = (first, second), strength
        return pair

    def _session_pairs(self, pairs: list[str]) -> list[SessionPair]:
        session_pairs = []
        for number, pair in enumerate(pairs, start=1):
            first, second = self.players[pair]
            session_pairs.append(
                SessionPair(number, ((first.mid, first.name), (second.mid, second.name)), self.strength[pair])
            )
        return session_pairs

    def _play(
        self,
        heat: str,
        number: int,
        file_name: str,
        title: str,
        pairs: list[str],
        tables,
        day: dt.date,
        start: dt.time,
        seed: int,
        not_played=frozenset(),
    ) -> None:
        bws = self.folder / file_name
        write_pairs_session(
            bws,
            name=title,
            day=day,
            start=start,
            pairs=self._session_pairs(pairs),
            rounds=tables,
            seed=seed,
            not_played=not_played,
        )
        import_pairs_bws(self.tournament, heat, number, bws)

    def play_heat(self, heat: str, heat_number: int, pairs: list[str], sessions, day: dt.date) -> None:
        schedule = barometer_rounds(range(1, len(pairs) + 1), sum(rounds for rounds, _ in sessions))
        start = 0
        for number, (rounds, per_round) in enumerate(sessions, start=1):
            evening = day + dt.timedelta(days=7 * (number - 1))
            add_session(self.tournament, heat, "barometer", per_round, evening)
            tables = barometer_tables(schedule[start : start + rounds], per_round)
            self._play(
                heat,
                number,
                f"kval-{heat_number}-{number}.bws",
                f"DM Par Mixed, kval {heat_number}:{number}",
                pairs,
                tables,
                evening,
                START,
                seed=2017 * 100 + heat_number * 10 + number,
            )
            start += rounds

    def play_final(self) -> None:
        name, rounds, per_round, day = FINAL
        final = add_pairs_heat(self.tournament, self.event, name, "final", "BK Linköping", day).value
        pairs = [row.pair_id for row in final_places_of(self.tournament, self.event).qualified]
        for number, pair in enumerate(pairs, start=1):
            enter_heat(self.tournament, final, pair, number)
        add_session(self.tournament, final, "barometer", per_round, day)
        tables = barometer_tables(barometer_rounds(range(1, len(pairs) + 1), rounds), per_round)
        self._play(
            final,
            1,
            "final.bws",
            "DM Par Mixed, final",
            pairs,
            tables,
            day,
            FINAL_START,
            seed=2017,
            not_played=FINAL_NOT_PLAYED,
        )
        board, table = ADJUSTED
        round_number = next(number for number, seated in enumerate(tables, start=1) if board in seated[0].boards)
        seating = tables[round_number - 1][table - 1]
        assign_pairs_score(
            self.tournament, final, 1, board, seating.ns, seating.ew, percents=(60, 40), round_number=round_number
        )


def _give_up_places(tournament: Tournament, event, heat_ids) -> None:
    """PP3: Norrköping's third pair (a T3 heat: rule 2 pools Linköping and Norrköping) and Motala's
    winner (rule 1: down Motala's list) give their places up."""
    norrkoping = heat_standing(tournament, heat_ids[1]).competing[2].pair_id
    motala = heat_standing(tournament, heat_ids[2]).competing[0].pair_id
    answer_place(tournament, event, norrkoping, accepted=False, on=dt.date(2017, 2, 20))
    answer_place(tournament, event, motala, accepted=False, on=dt.date(2017, 2, 22))

"""The demo championship: a realistic ÖMBF DM Lag 2016-17 built through the real services.

Five heats of 5 to 9 teams (one odd-sized) with Swedish names, clubs and MIDs; a team with a
player from another district, a newcomer team, a junior team, unpaid fees; results for most
rounds, including one tie decided by IMP quotient and one decided head to head (H8).
Deterministic: the same file every time.
"""

from __future__ import annotations

import datetime as dt
import random
from decimal import Decimal
from pathlib import Path

from tddesk.demo.people import SURNAMES, unique_name
from tddesk.ids import StageId, TeamId
from tddesk.rules.stage_kinds import StageKind
from tddesk.services.advancement_offers import offers_state, record_offer, semifinal_choice_order
from tddesk.services.central_day import create_semifinals, record_table_time, set_jury_member
from tddesk.services.exclusions import exclude_team
from tddesk.services.files import new_championship
from tddesk.services.finals import create_final, semifinal_qualifiers
from tddesk.services.lineups import set_lineup
from tddesk.services.players import PlayerEntry
from tddesk.services.results import enter_half
from tddesk.services.rulings import (
    detect_unauthorised,
    rule_committee,
    rule_late_arrival,
    rule_slow_play,
    rule_unauthorised_player,
)
from tddesk.services.schedule import make_schedule, schedule_view
from tddesk.services.stages import StageForm, create_stage
from tddesk.services.teams import TeamForm, register_team, team_view
from tddesk.services.tournament import Tournament
from tddesk.services.walkovers import rule_walkover

FIRST_NAMES = (
    "Anna",
    "Per",
    "Karin",
    "Lars",
    "Eva",
    "Mats",
    "Maria",
    "Johan",
    "Kerstin",
    "Anders",
    "Birgitta",
    "Magnus",
    "Ingrid",
    "Björn",
    "Margareta",
    "Göran",
    "Elisabeth",
    "Sven",
    "Åsa",
    "Örjan",
    "Lena",
    "Håkan",
    "Ulla",
    "Stefan",
    "Gunilla",
    "Thomas",
    "Annika",
    "Bengt",
    "Helena",
    "Torbjörn",
    "Sofia",
    "Ola",
    "Malin",
    "Fredrik",
    "Agneta",
    "Jan",
    "Cecilia",
    "Leif",
    "Marie",
    "Rolf",
)
CLUBS = {
    "Linköping": "BK Linköping",
    "Norrköping": "Norrköpings BS",
    "Motala": "Motala BK",
    "Nyköping": "BK Nyköping",
    "Västervik": "Västerviks BK",
}
OTHER_DISTRICT_CLUB = ("Örebro BK", "Örebro BF")
HEATS = (  # town, teams, boards, halves, first round
    ("Linköping", 8, 16, 1, dt.date(2016, 10, 3)),
    ("Norrköping", 6, 20, 2, dt.date(2016, 10, 5)),
    ("Motala", 5, 16, 1, dt.date(2016, 10, 4)),
    ("Nyköping", 9, 12, 1, dt.date(2016, 9, 28)),
    ("Västervik", 7, 24, 2, dt.date(2016, 10, 8)),
)
TIE_ON_QUOTIENT = "Motala"  # two teams level on VP, split by IMP quotient
TIE_HEAD_TO_HEAD = "Norrköping"  # two teams level on VP and quotient, split by their match


class _People:
    """Unique Swedish names and MIDs, reproducible from the seed."""

    def __init__(self, rng: random.Random):
        self.rng = rng
        self.used: set[str] = set()
        self.next_mid = 100231
        self.team_names: set[str] = set()

    def player(self, club: str, district: str = "ÖMBF", birth_year: int | None = None, paid: bool = True):
        name = unique_name(self.rng, self.used, FIRST_NAMES)
        self.next_mid += self.rng.randint(1, 37)
        year = birth_year or self.rng.randint(1942, 1985)
        return PlayerEntry(str(self.next_mid), name, club, district, year, paid)


def build_demo(path: Path, user: str = "TL") -> Tournament:
    """Create the demo championship file at ``path`` (which must not exist).

    It is written without a disk flush per action (it can always be built again); the returned
    Tournament is for reading — close it and open the file to work on it.
    """
    tournament, rng = build_heats(path, user)
    _advance(tournament, rng)
    return tournament


def build_heats(path: Path, user: str = "TL") -> tuple[Tournament, random.Random]:
    """The demo's heats, played and ruled on, and the random source to go on with (the semifinal
    demo day continues from here, docs/bws.md)."""
    rng = random.Random(2016)
    people = _People(rng)
    tournament = new_championship(
        Path(path),
        name="DM Lag ÖMBF 2016-17",
        season="2016-17",
        district="ÖMBF",
        profile_id="ombf-2016-17",
        user=user,
        durable=False,
    )
    for town, count, boards, halves, first in HEATS:
        stage = create_stage(
            tournament,
            StageForm(
                f"Kvalheat {town}",
                boards,
                halves,
                StageKind.HEAT,
                "central_evenings",
                table_fee=None if town == "Motala" else _money(50),
                organiser_club=None,
                manager=f"{rng.choice(FIRST_NAMES)} {rng.choice(SURNAMES)}",
                phone=f"0{rng.randint(11, 16)}-{rng.randint(100000, 999999)}",
                email=f"kval.{town.lower()}@example.se",
            ),
            stage_id=StageId(f"heat-{_slug(town)}"),
        ).value
        for number in range(count):
            register_team(tournament, _team(people, rng, town, number), stage)
        make_schedule(tournament, stage, first_date=first)
        _play(tournament, stage, town, halves, boards, rng)
    _rule(tournament)
    return tournament, rng


def _rule(tournament: Tournament) -> None:
    """A few rulings of each kind (P1, P2, P3, committee, W2, P5), on teams outside the scripted ties."""

    def round_matches(stage: StageId, number: int):
        return next(r for r in schedule_view(tournament, stage).rounds if r.number == number).matches

    motala = round_matches(StageId("heat-motala"), 2)
    late = next(m for m in motala if not {m.home, m.away} & set(_tied_pair(tournament, StageId("heat-motala"))))
    rule_late_arrival(tournament, late.id, late.away, 12)
    vastervik = round_matches(StageId("heat-vastervik"), 3)[0]
    rule_slow_play(tournament, vastervik.id, 7, {vastervik.home: Decimal("0.5"), vastervik.away: Decimal("0.5")})
    for match_id, team_id, mid, _reason in detect_unauthorised(tournament, StageId("heat-vastervik"))[:2]:
        rule_unauthorised_player(tournament, match_id, team_id, mid, dt.date(2016, 10, 22))
    norrkoping = schedule_view(tournament, StageId("heat-norrkoping")).team_ids[-1]
    rule_committee(
        tournament,
        StageId("heat-norrkoping"),
        norrkoping,
        Decimal("1.00"),
        "Tidsöverdrag 31 minuter i rond 2 (P2, beslut av TK)",
    )
    last = schedule_view(tournament, StageId("heat-linkoping")).rounds[-1].matches[0]
    rule_walkover(tournament, last.id, last.away, dt.date(2016, 11, 21))
    nykoping = schedule_view(tournament, StageId("heat-nykoping")).team_ids[5]
    exclude_team(
        tournament,
        StageId("heat-nykoping"),
        nykoping,
        "disqualified",
        "P3: medlemsavgiften kom inte in inom 14 dagar",
        dt.date(2016, 11, 30),
    )


def _tied_pair(tournament: Tournament, stage: StageId) -> tuple[str, str]:
    teams = schedule_view(tournament, stage).team_ids
    return teams[0], teams[1]


def _money(amount: int):

    return Decimal(amount)


def _slug(town: str) -> str:
    return town.lower().replace("ö", "o").replace("ä", "a").replace("å", "a")


def _team(people: _People, rng: random.Random, town: str, number: int) -> TeamForm:
    club = CLUBS[town]
    size = rng.choice((4, 4, 5, 5, 6))
    if town == "Linköping" and number == 1:  # a junior team
        players = tuple(people.player(club, birth_year=rng.randint(1993, 2000)) for _ in range(4))
    else:
        players = tuple(people.player(club) for _ in range(size))
    if town == "Nyköping" and number == 2:  # one player from another district: plays only for SM places
        players = players[:-1] + (people.player(OTHER_DISTRICT_CLUB[0], OTHER_DISTRICT_CLUB[1]),)
    if town == "Västervik" and number == 3:  # a member who has not paid the membership fee
        unpaid = players[-1]
        players = players[:-1] + (
            PlayerEntry(unpaid.mid, unpaid.name, unpaid.club, unpaid.district, unpaid.birth_year, False),
        )
    captain = players[0]
    name = captain.name.split()[-1]
    if name in people.team_names:
        name = f"{name} {town}"
    people.team_names.add(name)
    newcomer = town == "Motala" and number == 4
    paid = None if (number % 4 == 3) else dt.date(2016, 10, rng.randint(1, 31))
    if town == "Norrköping" and number == 0:
        paid = dt.date(2016, 11, 14)  # after 1 November: the late fee applies (F1)
    return TeamForm(name, players, captain.mid, newcomer, paid)


def _play(tournament: Tournament, stage: StageId, town: str, halves: int, boards: int, rng: random.Random) -> None:

    view = schedule_view(tournament, stage)
    rounds = view.rounds[:-1] if town in ("Linköping", "Nyköping") else view.rounds  # a round still to play
    teams = view.team_ids
    scripted = _scripted_results(town, teams)
    # Each team's roster is read once: the heat's line-ups and results do not change it.
    rosters = {team: [player.mid for player in team_view(tournament, team).players] for team in teams}
    for round_ in rounds:
        for match in round_.matches:
            total = scripted.get((match.home, match.away))
            if total is None and (reverse := scripted.get((match.away, match.home))):
                total = (reverse[1], reverse[0])
            if total is None:
                total = (rng.randint(10, 30 + boards), rng.randint(10, 30 + boards))
            _enter(tournament, match, halves, total, rosters, rng)


def _enter(
    tournament: Tournament,
    match,
    halves: int,
    total: tuple[int, int],
    rosters: dict[TeamId, list[str]],
    rng: random.Random,
) -> None:
    for half in range(1, halves + 1):
        if halves == 1:
            home, away = total
        elif half == 1:
            home, away = total[0] // 2, total[1] // 2
        else:
            home, away = total[0] - total[0] // 2, total[1] - total[1] // 2
        for side, team in (("home", match.home), ("away", match.away)):
            roster = rosters[team]
            four = roster[:4] if len(roster) == 4 or rng.random() < 0.6 else rng.sample(roster, 4)
            set_lineup(tournament, match.id, half, side, four)
        enter_half(tournament, match.id, half, home, away, confirmed=True)


def _scripted_results(town: str, teams: tuple[str, ...]) -> dict[tuple[str, str], tuple[int, int]]:
    """Results that make the H8 tie-breaks visible in the demo's standings."""
    others = teams[2:]
    x, y = teams[0], teams[1]
    if town == TIE_ON_QUOTIENT:
        # Same margins, so the same VP; X scores more IMPs both ways, so X has the lower quotient.
        results = {(x, y): (22, 22)}
        for index, other in enumerate(others):
            margin = (8, -5, 3)[index % 3]
            results[(x, other)] = (40 + margin, 40) if margin > 0 else (40, 40 - margin)
            results[(y, other)] = (20 + margin, 20) if margin > 0 else (20, 20 - margin)
        return results
    if town == TIE_HEAD_TO_HEAD:
        # Identical totals, and X beat Y: level on VP and quotient, X above on head to head.
        results = {(x, y): (34, 24), (x, others[0]): (24, 34), (y, others[0]): (34, 24)}
        for other in others[1:]:
            results[(x, other)] = (41, 19)
            results[(y, other)] = (41, 19)
        return results
    return {}


SEMIFINAL_VENUES = (("Linköping", 0), ("Linköping", 0), ("Norrköping", 10), ("Norrköping", 10), ("Motala", -5))
WITHDRAWING_RANK = 2  # the second team of the last heat gives up its semifinal place (A4)


def _advance(tournament: Tournament, rng: random.Random) -> None:
    """From the heats to the finals, the heats left as they are: 20 semifinal places (A1, A2), the
    answers with one withdrawal and its replacement (A4), five semifinals at three venues played
    in full with jury representatives and table times (A5, A7), then the A-final of the
    qualifiers (A6, A8) with its first central day played: the finals are under way."""

    places, answered_on = 20, dt.date(2016, 12, 28)
    heats_allocated = offers_state(tournament, StageKind.SEMIFINAL, places).file_allocation
    assert heats_allocated is not None  # the demo's heats are all played
    last_heat = heats_allocated.heats[-1]
    withdrawing = last_heat.ranked[WITHDRAWING_RANK - 1].team_id
    while (state := offers_state(tournament, StageKind.SEMIFINAL, places)).next_team_id is not None:
        row = (
            next(row for row in state.rows if row.team_id == state.next_team_id)
            if any(row.team_id == state.next_team_id for row in state.rows)
            else None
        )
        stage_id = row.stage_id if row else last_heat.stage_id
        record_offer(
            tournament,
            stage_id,
            state.next_team_id,
            StageKind.SEMIFINAL,
            state.next_team_id != withdrawing,
            answered_on,
            places=places,
        )
    order = [row.team_id for row in semifinal_choice_order(tournament, places)]
    groups = [order[index :: len(SEMIFINAL_VENUES)] for index in range(len(SEMIFINAL_VENUES))]
    day = tournament.profile.dates.semifinal_day
    semifinals = create_semifinals(
        tournament, groups, [venue for venue, _ in SEMIFINAL_VENUES], day, [offset for _, offset in SEMIFINAL_VENUES]
    ).value
    assert isinstance(semifinals, tuple)  # an action's value is what it made: here the stages' ids
    for stage_id in semifinals:
        _play_central(tournament, stage_id, 3, rng)
    first = semifinals[0]
    for team_id in schedule_view(tournament, first).team_ids:
        set_jury_member(tournament, first, team_id, f"{rng.choice(FIRST_NAMES)} {rng.choice(SURNAMES)}")
    opening = schedule_view(tournament, first).rounds[0].matches[0]
    record_table_time(tournament, opening.id, 1, 1, "10:00", "11:12")
    late = record_table_time(tournament, opening.id, 1, 2, "10:00", "11:19").value  # 4 minutes after 11.15
    assert isinstance(late, int)
    rule_slow_play(tournament, opening.id, late, {opening.home: Decimal("0.5"), opening.away: Decimal("0.5")})
    finalists = [team.team_id for team in semifinal_qualifiers(tournament).teams]
    final = create_final(tournament, StageKind.A_FINAL, finalists, venue="Linköping").value
    assert isinstance(final, str)
    _play_central(tournament, StageId(final), tournament.profile.advancement.a_final_rounds_day_one, rng)


def _play_central(tournament: Tournament, stage_id: StageId, rounds: int, rng: random.Random) -> None:
    """Results and line-ups of a central day's first ``rounds`` rounds, 20 boards in two halves.
    Each team's roster is read once: the day's matches need nothing else from the file."""

    view = schedule_view(tournament, stage_id)
    rosters = {team: [player.mid for player in team_view(tournament, team).players] for team in view.team_ids}
    for round_ in view.rounds[:rounds]:
        for match in round_.matches:
            home, away = rng.randint(15, 60), rng.randint(15, 60)
            for half, (home_imps, away_imps) in enumerate(
                ((home // 2, away // 2), (home - home // 2, away - away // 2)), start=1
            ):
                for side, team in (("home", match.home), ("away", match.away)):
                    roster = rosters[team]
                    four = roster[:4] if len(roster) == 4 or rng.random() < 0.6 else rng.sample(roster, 4)
                    set_lineup(tournament, match.id, half, side, four)
                enter_half(tournament, match.id, half, home_imps, away_imps, confirmed=True)

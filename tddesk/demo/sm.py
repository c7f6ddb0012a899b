"""The SM demo: SM Lag Veteran with 20 entries (Gröna Hissen) and an SM Lag final of ten seeded
teams, built through the real services. Deterministic: the same file every time.

The veteran stage has its entries only (one team allowed to start in round 6, S5); the TD pairs
the rounds, enters results and records the knockout choices from the window or the command line.
``play_veteran_rounds`` plays rounds with made-up results, for demonstrations and tests.
"""

from __future__ import annotations

import random
from pathlib import Path

from tddesk.demo.championship import _People
from tddesk.demo.people import SURNAMES
from tddesk.ids import StageId
from tddesk.rules.stage_kinds import StageKind
from tddesk.services.files import new_championship
from tddesk.services.gronahissen import pair_next_round
from tddesk.services.results import enter_half
from tddesk.services.schedule import make_schedule, schedule_view
from tddesk.services.sm_entries import set_seed, set_start_round
from tddesk.services.stages import StageForm, create_stage
from tddesk.services.teams import TeamForm, register_team
from tddesk.services.tournament import Tournament

VETERAN_STAGE = StageId("sm-veteran-2017")
FINAL_STAGE = StageId("sm-final-2017")
VETERAN_CLUBS = (
    ("Örebro BK", "Örebro"),
    ("BK Lind", "Stockholm"),
    ("Malmö BK", "Skåne"),
    ("Göteborgs BK", "Göteborg"),
    ("Uppsala BK", "Uppland"),
    ("Luleå BK", "Norrbotten"),
    ("Västerås BK", "Mälardalen"),
    ("Karlstads BK", "Värmland-Dal"),
)
FINAL_TEAMS = (
    ("Lag Stockholm", "BK Lind", "Stockholm"),
    ("Lag Skåne", "Malmö BK", "Skåne"),
    ("Lag Göteborg", "Göteborgs BK", "Göteborg"),
    ("Lag Uppland", "Uppsala BK", "Uppland"),
    ("Lag Örebro", "Örebro BK", "Örebro"),
    ("Lag Norrbotten", "Luleå BK", "Norrbotten"),
    ("Lag Mälardalen", "Västerås BK", "Mälardalen"),
    ("Lag Halland", "Halmstads BK", "Halland"),
    ("Lag Dalarna", "Falu BK", "Dalarna"),
    ("Lag Gotland", "Visby BK", "Gotland"),
)
ENTRIES = 20
LATE_TEAM = 20  # the 20th entry has three players in the Chairman's Cup play-off: starts in round 6


def build_sm_demo(path: Path, user: str = "TL", played_rounds: int = 0) -> Tournament:
    """Create the SM demo file at ``path`` (which must not exist)."""
    rng = random.Random(2017)
    people = _People(rng)
    tournament = new_championship(
        Path(path),
        name="SM Lag 2016-17",
        season="2016-17",
        district="SBF",
        profile_id="ombf-2016-17",
        user=user,
        durable=False,
    )
    veteran = create_stage(
        tournament, StageForm("SM Lag Veteran 2017", 7, 1, StageKind.SM_VETERAN, None), stage_id=VETERAN_STAGE
    ).value
    for number in range(1, ENTRIES + 1):
        club, district = VETERAN_CLUBS[number % len(VETERAN_CLUBS)]
        players = tuple(
            people.player(club, district, birth_year=rng.randint(1932, 1956)) for _ in range(rng.choice((4, 4, 5, 6)))
        )
        name = f"Veteranlag {rng.choice(SURNAMES)} {number}"
        team = register_team(tournament, TeamForm(name, players), veteran).value
        if number == LATE_TEAM:
            set_start_round(tournament, veteran, team, 6)
    final = create_stage(
        tournament, StageForm("SM Lag Final 2017", 24, 2, StageKind.SM_FINAL, None), stage_id=FINAL_STAGE
    ).value
    teams = []
    for name, club, district in FINAL_TEAMS:
        players = tuple(people.player(club, district) for _ in range(rng.choice((4, 5, 6))))
        teams.append(register_team(tournament, TeamForm(name, players), final).value)
    for seed, team in enumerate(teams, start=1):  # the TD's presumed order: groups A-D (S2)
        set_seed(tournament, final, team, seed)
    make_schedule(tournament, final)
    play_veteran_rounds(tournament, played_rounds, rng)
    return tournament


def play_veteran_rounds(tournament: Tournament, rounds: int, rng: random.Random | None = None) -> None:
    """Pair and play ``rounds`` Gröna Hissen rounds with made-up 7-board results."""
    rng = rng or random.Random(7)
    for _ in range(rounds):
        paired = pair_next_round(tournament, VETERAN_STAGE, rng).value
        for match in schedule_view(tournament, VETERAN_STAGE).rounds[paired.number - 1].matches:
            enter_half(tournament, match.id, 1, rng.randint(0, 35), rng.randint(0, 35), confirmed=True)

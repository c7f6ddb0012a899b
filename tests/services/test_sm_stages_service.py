"""S2, S4, VP3/W3 in the file: SM final and semifinal schedules from the TD's seeds, appeals register."""

import datetime as dt
from decimal import Decimal

import pytest

from builders import roster
from tddesk.rules.schedule import Pairing, Round, home_away_counts
from tddesk.rules.sm_schedule import meeting_rounds
from tddesk.services.appeals import AppealForm, appeals, file_appeal, set_appeal_outcome
from tddesk.services.errors import ServiceError
from tddesk.services.results import enter_half
from tddesk.services.schedule import make_schedule, schedule_view
from tddesk.services.sm_entries import set_seed
from tddesk.services.stages import StageForm, create_stage
from tddesk.services.teams import TeamForm, register_team
from tddesk.services.walkovers import rule_walkover


@pytest.fixture(autouse=True)
def english():
    """The messages are matched in English (the source language)."""
    from tddesk import i18n

    i18n.set_language("en")


def _teams(tournament, stage_id, count, districts=None):
    return [
        register_team(
            tournament,
            TeamForm(f"Lag {n}", roster(400000 + 10 * n, club=f"BK {n}", district=(districts or {}).get(n, f"D{n}"))),
            stage_id,
        ).value
        for n in range(1, count + 1)
    ]


def test_sm_final_schedule_from_seeds_top_four_in_rounds_7_to_9_S2(tournament):
    stage_id = create_stage(tournament, StageForm("SM Lag Final", 24, 2, kind="sm_final", format=None)).value
    teams = _teams(tournament, stage_id, 10)
    seeds = [teams[7], teams[2], teams[9], teams[0]]  # the TD's presumed top four, best first
    for seed, team in enumerate(seeds, start=1):
        set_seed(tournament, stage_id, team, seed)
    make_schedule(tournament, stage_id)
    view = schedule_view(tournament, stage_id)
    rounds = tuple(Round(r.number, tuple(Pairing(m.home, m.away) for m in r.matches)) for r in view.rounds)
    assert len(rounds) == 9
    assert sorted(meeting_rounds(rounds, seeds).values()) == [7, 7, 8, 8, 9, 9]
    assert all(abs(home - away) <= 1 for home, away in home_away_counts(rounds).values())
    with pytest.raises(ServiceError, match="clear it"):
        set_seed(tournament, stage_id, teams[1], 5)


def test_sm_semifinal_derbies_first_favourites_last_S2(tournament):
    stage_id = create_stage(tournament, StageForm("SM Semifinal Örebro", 24, 2, kind="sm_semifinal", format=None)).value
    teams = _teams(tournament, stage_id, 6, districts={1: "Skåne", 4: "Skåne", 2: "Halland", 5: "Halland"})
    set_seed(tournament, stage_id, teams[2], 1)
    set_seed(tournament, stage_id, teams[5], 2)
    make_schedule(tournament, stage_id)
    view = schedule_view(tournament, stage_id)
    rounds = tuple(Round(r.number, tuple(Pairing(m.home, m.away) for m in r.matches)) for r in view.rounds)
    meetings = meeting_rounds(rounds, teams)
    assert meetings[frozenset((teams[2], teams[5]))] == 5
    # both derbies in one round would leave the favourites to meet there too: rounds 1 and 2
    assert sorted([meetings[frozenset((teams[0], teams[3]))], meetings[frozenset((teams[1], teams[4]))]]) == [1, 2]


def test_appeal_register_deadlines_late_flag_deposit_S4(tournament):
    stage_id = create_stage(tournament, StageForm("SM Lag Final", 24, 2, kind="sm_final", format=None)).value
    teams = _teams(tournament, stage_id, 10)
    make_schedule(tournament, stage_id)
    day = dt.datetime(2017, 5, 26)
    file_appeal(
        tournament,
        stage_id,
        AppealForm(
            2,
            teams[0],
            "Revoke, board 7",
            day.replace(hour=14, minute=10),
            day.replace(hour=16, minute=55),
            day.replace(hour=16, minute=20),
        ),
    )
    file_appeal(
        tournament,
        stage_id,
        AppealForm(9, teams[1], "Hesitation, board 3", day.replace(hour=18), day.replace(hour=18, minute=4)),
    )
    first, last = appeals(tournament, stage_id)
    assert first.deadline == day.replace(hour=16, minute=50) and first.late
    assert last.deadline == day.replace(hour=18, minute=5) and not last.late
    assert first.deposit_due == first.deposit_paid == 500
    assert first.deposit_returned is None
    dismissed = set_appeal_outcome(tournament, first.id, "dismissed")
    assert appeals(tournament, stage_id)[0].deposit_returned is False
    tournament.undo(dismissed.audit_id)
    assert appeals(tournament, stage_id)[0].outcome == "pending"
    with pytest.raises(ServiceError, match="before the ruling"):
        file_appeal(tournament, stage_id, AppealForm(1, teams[0], "x", day.replace(hour=12), day.replace(hour=11)))


def test_sm_lag_semifinal_deposit_is_500_S4(tournament):
    # S4 (S p.13): SM Lag Semifinal, "depositionsavgift på 500 SEK"; 200 SEK is the pairs SM finals' (S p.9)
    stage_id = create_stage(tournament, StageForm("SM Semifinal", 24, 2, kind="sm_semifinal", format=None)).value
    teams = _teams(tournament, stage_id, 6)
    make_schedule(tournament, stage_id)
    at = dt.datetime(2017, 4, 8, 11)
    file_appeal(tournament, stage_id, AppealForm(1, teams[0], "Claim", at, at, at))
    assert appeals(tournament, stage_id)[0].deposit_paid == 500


def test_table_25_needs_the_profile_table_VP3(tournament):
    with pytest.raises(ServiceError, match="25-0"):
        create_stage(
            tournament, StageForm("SM Semifinal", 24, 2, kind="sm_semifinal", format=None, vp_scale="table-25")
        )


TABLE_25 = (
    "boards,margin_from,margin_to,vp\\n24,0,3,15\\n24,4,9,17\\n24,10,19,19\\n24,20,39,21\\n24,40,59,23\\n24,60,,25"
)


def test_stage_on_a_constructed_25_table_scores_matches_and_walkovers_W3(tmp_path):
    from sqlalchemy import select

    from tddesk.models.tables import Championship
    from tddesk.services.files import new_championship
    from tddesk.services.standings import standings

    tournament = new_championship(
        tmp_path / "sm.tddesk", name="SM", season="2016-17", district="ÖMBF", profile_id="ombf-2016-17"
    )
    with tournament.reading() as session:  # the file's own profile copy, as a TD's edited profile
        championship = session.scalars(select(Championship)).one()
        championship.profile_toml = championship.profile_toml.replace(
            "swiss_repeat_policy =", f'vp_table_25 = "{TABLE_25}"\nswiss_repeat_policy ='
        )
        session.commit()
    tournament._profile = None
    stage_id = create_stage(
        tournament, StageForm("SM Semifinal", 24, 2, kind="sm_semifinal", format=None, vp_scale="table-25")
    ).value
    _teams(tournament, stage_id, 6)
    make_schedule(tournament, stage_id)
    first = schedule_view(tournament, stage_id).rounds[0].matches
    enter_half(tournament, first[0].id, 1, 30, 10)
    # 42-17: margin 25 → the row 20-39 gives 21; VP3's shape: the loser 2 × 15 − 21 = 9 (21-9, not 21-4)
    enter_half(tournament, first[0].id, 2, 12, 7)
    rule_walkover(tournament, first[1].id, first[1].away, dt.date(2017, 4, 8))
    table = standings(tournament, stage_id)
    assert table.row(first[0].home).vp == Decimal("21") and table.row(first[0].away).vp == Decimal("9")
    # W3: the walkover's other team gets 18 VP (its minimum; no other matches yet), IMPs 15-0; A gets 0
    assert table.row(first[1].home).vp == Decimal("18.00") and table.row(first[1].home).imps_won == 15
    assert table.row(first[1].away).vp == Decimal("0.00") and table.row(first[1].away).imps_lost == 88
    tournament.close()


def test_excluded_teams_opponents_win_by_walkover_in_the_sm_final_P5(tournament):
    from tddesk.services.exclusions import exclude_team
    from tddesk.services.standings import standings

    stage_id = create_stage(tournament, StageForm("SM Lag Final", 24, 2, kind="sm_final", format=None)).value
    _teams(tournament, stage_id, 10)
    make_schedule(tournament, stage_id)
    first = schedule_view(tournament, stage_id).rounds[0].matches[0]
    enter_half(tournament, first.id, 1, 40, 0)
    enter_half(tournament, first.id, 2, 20, 0)  # the home team wins 60-0: 20.00-0.00
    exclude_team(tournament, stage_id, first.home, "excluded", "W5: four walkovers", dt.date(2017, 5, 27))
    table = standings(tournament, stage_id)
    # P5 (SM): the loser of the played match and every other opponent are winners by walkover (W2: 12.00
    # VP at least), the excluded team's own result struck
    assert table.row(first.away).vp == Decimal("12.00") and table.row(first.away).played == 1
    opponents = {
        m.away if m.home == first.home else m.home
        for r in schedule_view(tournament, stage_id).rounds
        for m in r.matches
        if first.home in (m.home, m.away)
    }
    assert len(opponents) == 9
    assert all(table.row(team).vp == Decimal("12.00") for team in opponents)
    assert table.row(first.home).excluded and table.row(first.home).vp == Decimal("0.00")


def test_sm_final_walkover_limit_is_three_W5(tournament):
    from tddesk.rules.walkover import walkover_limit

    assert walkover_limit("sm_final", tournament.profile) == 3
    assert walkover_limit("sm_semifinal", tournament.profile) == 2

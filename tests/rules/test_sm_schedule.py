"""S2: the SM final and SM semifinal schedules."""

from itertools import combinations

from tddesk.rules.schedule import home_away_counts, validate_schedule
from tddesk.rules.sm_schedule import meeting_rounds, sm_final_group, sm_final_schedule, sm_semifinal_schedule

TEAMS = [f"T{seed}" for seed in range(1, 11)]


def test_sm_final_top_four_meet_only_in_rounds_7_to_9_S2():
    rounds = sm_final_schedule(TEAMS)
    assert len(rounds) == 9 and all(len(r.matches) == 5 for r in rounds)
    assert [f for f in validate_schedule(rounds, TEAMS) if f.severity.name == "ERROR"] == []
    meetings = meeting_rounds(rounds, TEAMS[:4])
    assert len(meetings) == 6
    # two of the six top-four matches in each of the last three rounds
    assert sorted(meetings.values()) == [7, 7, 8, 8, 9, 9]
    assert all(round_ >= 7 for round_ in meetings.values())
    # nobody else among rounds 1-6 is a top-four meeting
    for round_ in rounds[:6]:
        assert not any(m.home in TEAMS[:4] and m.away in TEAMS[:4] for m in round_.matches)


def test_sm_final_home_and_away_within_one_per_team_S2():
    counts = home_away_counts(sm_final_schedule(TEAMS))
    assert set(counts) == set(TEAMS)
    assert all(abs(home - away) == 1 for home, away in counts.values())


def test_sm_final_groups_S2():
    assert [sm_final_group(seed) for seed in range(1, 11)] == list("ABBBCCCDDD")


def test_sm_final_every_pair_once_for_the_seeded_order_S2():
    meetings = meeting_rounds(sm_final_schedule(TEAMS), TEAMS)
    assert set(meetings) == {frozenset(pair) for pair in combinations(TEAMS, 2)}


def test_sm_semifinal_favourites_last_and_derbies_early_S2():
    teams = ["Sth1", "Sth2", "Upp1", "Upp2", "Ska", "Got"]
    districts = {
        "Sth1": "Stockholm",
        "Sth2": "Stockholm",
        "Upp1": "Uppland",
        "Upp2": "Uppland",
        "Ska": "Skåne",
        "Got": "Göteborg",
    }
    rounds = sm_semifinal_schedule(teams, districts, favourites=("Ska", "Sth1"))
    meetings = meeting_rounds(rounds, teams)
    assert meetings[frozenset(("Ska", "Sth1"))] == 5
    # both derbies fit in round 1 together with the last pair, which is not the favourites
    assert meetings[frozenset(("Sth1", "Sth2"))] == 1
    assert meetings[frozenset(("Upp1", "Upp2"))] == 1
    assert len(meetings) == 15
    assert all(abs(h - a) == 1 for h, a in home_away_counts(rounds).values())


def test_sm_semifinal_favourites_block_a_round_one_derby_S2():
    # the favourites' round is last; its other two matches pair A1, A2, A3 and D, so one derby
    # must fall in round 5 and the other two come first
    teams = ["A1", "A2", "A3", "B", "C", "D"]
    districts = {"A1": "X", "A2": "X", "A3": "X", "B": "Y", "C": "Z", "D": "W"}
    meetings = meeting_rounds(sm_semifinal_schedule(teams, districts, favourites=("B", "C")), teams)
    assert meetings[frozenset(("B", "C"))] == 5
    assert sorted(meetings[frozenset(pair)] for pair in combinations(["A1", "A2", "A3"], 2)) == [1, 2, 5]

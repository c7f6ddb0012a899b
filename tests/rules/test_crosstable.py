"""H8, H7, W5, P5: the cross-table of a stage and the per-round progression for the chart."""

from __future__ import annotations

from decimal import Decimal

from hypothesis import given, settings
from hypothesis import strategies as st

from tddesk.rules.crosstable import crosstable
from tddesk.rules.standings import Penalty, TeamResult, standings
from tddesk.rules.vp import match_vp

D = Decimal


def played(
    match_id: str, round_: int, home: str, away: str, home_imps: int, away_imps: int, boards: int = 16
) -> list[TeamResult]:
    home_vp, away_vp = match_vp(home_imps, away_imps, boards)
    return [
        TeamResult(match_id, round_, home, away, home_imps, away_imps, home_vp),
        TeamResult(match_id, round_, away, home, away_imps, home_imps, away_vp),
    ]


def bye(round_: int, team: str) -> list[TeamResult]:
    return [TeamResult(f"bye-{round_}", round_, team, None, 0, 0, D("12.00"), "bye")]


TEAMS = [("A", "Ek"), ("B", "Holm"), ("C", "Sund")]
# A double round robin of three teams: six rounds, one bye per round.
DOUBLE = (
    played("m1", 1, "A", "B", 40, 30)
    + bye(1, "C")
    + played("m2", 2, "B", "C", 22, 25)
    + bye(2, "A")
    + played("m3", 3, "C", "A", 10, 31)
    + bye(3, "B")
    + played("m4", 4, "B", "A", 35, 20)
    + bye(4, "C")
    + played("m5", 5, "C", "B", 18, 18)
    + bye(5, "A")
    + played("m6", 6, "A", "C", 27, 27)
    + bye(6, "B")
)


def test_cells_list_both_meetings_of_a_double_round_robin_with_vp_and_imps_H8():
    """H8: A met B twice: 40-30 (12.80-7.20) in round 1 and 20-35 (6.03-13.97) in round 4."""
    table = crosstable(TEAMS, DOUBLE, complete=True)
    first, second = table.meetings("A", "B")
    assert (first.round, first.vp, first.opponent_vp, first.imps_won, first.imps_lost) == (
        1,
        D("12.80"),
        D("7.20"),
        40,
        30,
    )
    assert (second.round, second.vp, second.opponent_vp, second.imps_won, second.imps_lost) == (
        4,
        D("6.03"),
        D("13.97"),
        20,
        35,
    )
    assert [m.vp for m in table.meetings("B", "A")] == [D("7.20"), D("13.97")]
    assert table.meetings("A", "A") == ()
    assert not any(m.struck for row in table.rows for cell in row.cells for m in cell)


def test_rows_follow_the_standings_with_totals_and_byes_H8_H7():
    """H8, H7: rows and columns in standings order; each team's two byes listed apart (12.00 each)."""
    table = crosstable(TEAMS, DOUBLE, complete=True)
    ranking = standings(TEAMS, DOUBLE, complete=True)
    assert table.teams == tuple(row.team for row in ranking.rows)
    assert [(row.rank, row.team, row.vp) for row in table.rows] == [(r.rank, r.team, r.vp) for r in ranking.rows]
    for row in table.rows:
        assert [m.vp for m in row.byes] == [D("12.00"), D("12.00")]
        assert all(m.opponent_vp is None and m.kind == "bye" for m in row.byes)
        counted = sum((m.vp for cell in row.cells for m in cell), D(0)) + sum((m.vp for m in row.byes), D(0))
        assert counted == row.vp + row.penalty_vp


def test_an_excluded_teams_meetings_are_struck_but_kept_W5_P5():
    """W5, P5: C is excluded: its meetings stay in the table, flagged struck, and C's row is last."""
    results = played("m1", 1, "A", "B", 30, 20) + played("m2", 1, "C", "D", 50, 10) + played("m3", 2, "A", "C", 12, 40)
    table = crosstable([("A", "Ek"), ("B", "Holm"), ("C", "Sund"), ("D", "Berg")], results, excluded={"C"})
    assert table.teams[-1] == "C" and table.rows[-1].excluded and table.rows[-1].vp == D("0.00")
    (struck_meeting,) = table.meetings("A", "C")
    assert struck_meeting.struck and (struck_meeting.imps_won, struck_meeting.imps_lost) == (12, 40)
    assert table.meetings("C", "D")[0].struck and table.meetings("D", "C")[0].struck
    assert not table.meetings("A", "B")[0].struck
    assert table.rows[0].team == "A" and table.rows[0].vp == D("12.80")  # its 12-40 loss to C is struck


def test_progression_gives_cumulative_vp_and_position_after_each_round_H8():
    """H8: A leads after round 1 (12.80 v 7.20 and C's bye 12.00); B's 22-25 loss in round 2 keeps
    it last; in round 3 A beats C 31-10 (15.19) and has 12.80 + 12.00 + 15.19 = 39.99."""
    table = crosstable(TEAMS, DOUBLE, complete=True)
    progress = {item.team: item.rounds for item in table.progression}
    assert table.rounds == (1, 2, 3, 4, 5, 6)
    assert [(p.round, p.vp, p.position) for p in progress["A"][:3]] == [
        (1, D("12.80"), 1),
        (2, D("24.80"), 1),
        (3, D("39.99"), 1),
    ]
    assert [p.position for p in progress["B"][:2]] == [3, 3]
    assert [p.vp for p in progress["C"][:2]] == [D("12.00"), D("22.91")]
    final = {row.team: (row.vp, row.rank) for row in table.rows}
    assert {team: (rounds[-1].vp, rounds[-1].position) for team, rounds in progress.items()} == final


def test_penalties_enter_the_progression_in_the_round_of_their_match_P6():
    """P6: A's late-arrival penalty in round 3's match counts from round 3; a committee penalty
    without a match counts from the last round. B's VP never change."""
    penalties = [Penalty("A", D("3"), "P1", "late 12 min", match_id="m3"), Penalty("A", D("2"), "P2", "committee")]
    plain = {item.team: item.rounds for item in crosstable(TEAMS, DOUBLE).progression}
    fined = {item.team: item.rounds for item in crosstable(TEAMS, DOUBLE, penalties).progression}
    assert [a.vp - b.vp for a, b in zip(plain["A"], fined["A"])] == [0, 0, 3, 3, 3, 5]
    assert [p.vp for p in fined["B"]] == [p.vp for p in plain["B"]]


@settings(max_examples=100, deadline=None)
@given(
    st.lists(st.tuples(st.integers(0, 60), st.integers(0, 60)), min_size=6, max_size=6),
    st.sets(st.sampled_from("ABC"), max_size=1),
)
def test_cross_table_agrees_with_the_standings_H8_W5(scores, excluded):
    """H8, W5: cells are mirror images, and non-struck cells plus byes add up to each total."""
    schedule = [("A", "B", "C"), ("B", "C", "A"), ("C", "A", "B")] * 2
    results = []
    for number, ((home, away, sitting_out), (home_imps, away_imps)) in enumerate(zip(schedule, scores), start=1):
        results += played(f"m{number}", number, home, away, home_imps, away_imps) + bye(number, sitting_out)
    table = crosstable(TEAMS, results, excluded=excluded)
    for row in table.rows:
        for opponent in table.teams:
            mine, theirs = table.meetings(row.team, opponent), table.meetings(opponent, row.team)
            assert [(m.vp, m.imps_won, m.struck) for m in mine] == [
                (t.opponent_vp, t.imps_lost, t.struck) for t in theirs
            ]
        counted = [m for cell in row.cells for m in cell if not m.struck]
        assert sum((m.vp for m in counted), D(0)) + sum((m.vp for m in row.byes), D(0)) * (not row.excluded) == row.vp
        assert sum(m.imps_won for m in counted) == row.imps_won

"""Law 78B IMPs, a match's boards per half, artificial adjusted scores (Law 12C2/86A)."""

import csv

import pytest

from tddesk.rules.boards import RoomEntry, board_line, half_board_numbers, half_boards, imps


def test_law_78b_scale_matches_the_reference_table(shared_dir):
    scale = shared_dir / "reference" / "vp" / "imp_scale_law78B.csv"
    if not scale.exists():
        pytest.skip("reference data not present")
    with scale.open(encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    assert len(rows) == 25
    for row in rows:
        low = int(row["diff_min"])
        high = int(row["diff_max"]) if row["diff_max"] else low + 1000
        for difference in range(low, high + 1, 10):
            assert imps(difference) == int(row["imps"]), difference
            assert imps(-difference) == -int(row["imps"])
    assert imps(15) == 0 and imps(45) == 1  # between the steps: the lower step counts


def test_board_line_nets_open_against_closed_room():
    open_room = RoomEntry(2, "open", "4H", "S", 10)  # NS vulnerable: +620 for the home team
    closed_room = RoomEntry(2, "closed", "4H", "S", 9)  # -100 for the away team's NS
    line = board_line(2, open_room, closed_room)
    assert (line.open_ns, line.closed_ns, line.home_net) == (620, -100, 720)
    assert (line.home_imps, line.away_imps) == (12, 0)
    assert not board_line(2, open_room, None).complete


def test_assigned_and_artificial_adjusted_scores():
    assigned = RoomEntry(1, "closed", assigned_ns_score=-420)
    line = board_line(1, RoomEntry(1, "open", "4S", "N", 10), assigned)
    assert (line.home_net, line.home_imps, line.away_imps) == (840, 13, 0)
    # 60/40 in the open room: average plus for the home team (NS there), 3 IMPs (Law 86A).
    line = board_line(1, RoomEntry(1, "open", ns_percent=60, ew_percent=40), RoomEntry(1, "closed", "3NT", "N", 9))
    assert (line.home_imps, line.away_imps, line.adjusted) == (3, 0, True)
    # 40/60 in the closed room: the home team sits EW there, so it gets average plus.
    line = board_line(1, RoomEntry(1, "open", "3NT", "N", 9), RoomEntry(1, "closed", ns_percent=40, ew_percent=60))
    assert (line.home_imps, line.away_imps) == (3, 0)
    line = board_line(1, RoomEntry(1, "open", ns_percent=60, ew_percent=60), RoomEntry(1, "closed", "3NT", "N", 9))
    assert (line.home_imps, line.away_imps) == (3, 3)


def test_half_board_numbers_run_on_through_the_day_or_restart_each_round():
    assert list(half_board_numbers(2, 1, 20, 2)) == list(range(21, 31))
    assert list(half_board_numbers(3, 2, 20, 2)) == list(range(51, 61))
    assert list(half_board_numbers(3, 2, 16, 2, "round")) == list(range(9, 17))


def test_a_half_is_complete_only_with_both_rooms_of_every_board():
    numbers = half_board_numbers(1, 1, 4, 2)
    entries = [
        RoomEntry(1, "open", "3NT", "N", 10),
        RoomEntry(1, "closed", "3NT", "N", 9),
        RoomEntry(2, "open", "pass"),
    ]
    half = half_boards(1, entries, numbers)
    assert not half.complete and half.entered == 1
    half = half_boards(1, entries + [RoomEntry(2, "closed", "1C", "E", 6)], numbers)
    assert half.complete
    assert (half.home_imps, half.away_imps) == (1, 2)  # +430 vs +400: 1 IMP; 0 vs +50 (1C-1 by E): 2 IMPs

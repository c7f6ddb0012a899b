"""Which Bridgemate rows count (the newest per table and board) and who sat where."""

from dataclasses import dataclass

from tddesk.rules.bws import final_rows, lineup_sides, seats_in_round


@dataclass(frozen=True)
class Row:
    id: int
    table: int
    board: int
    contract: str
    seat: str
    result: str
    erased: bool = False
    section: int = 1
    round: int = 1


@dataclass(frozen=True)
class Number:
    table: int
    round: int
    direction: str
    number: str
    order: int
    section: int = 1


def test_the_newest_row_counts_and_an_erase_record_is_no_conflict():
    rows = [
        Row(72, 2, 14, "2 S", "N", "="),
        Row(73, 1, 14, "3 NT", "S", "="),
        Row(74, 2, 14, "2 S", "N", "=", erased=True),
        Row(75, 2, 14, "2 S", "N", "+1"),
    ]
    finals = final_rows(rows)
    final = finals[(1, 2, 1, 14)]
    assert (final.row.id, final.superseded, final.conflict) == (75, (72, 74), None)
    assert finals[(1, 1, 1, 14)].row.id == 73


def test_an_erase_record_last_leaves_the_board_without_result():
    final = final_rows([Row(1, 1, 1, "4 H", "S", "="), Row(2, 1, 1, "4 H", "S", "=", erased=True)])[(1, 1, 1, 1)]
    assert final.row.erased


def test_two_different_results_without_a_correction_are_flagged():
    final = final_rows([Row(5, 1, 3, "4 H", "S", "="), Row(9, 1, 3, "4 H", "S", "-1")])[(1, 1, 1, 3)]
    assert (final.row.id, final.conflict) == (9, 5)
    resent = final_rows([Row(5, 1, 3, "4 H", "S", "="), Row(9, 1, 3, "4H", "S", "=")])[(1, 1, 1, 3)]
    assert resent.conflict is None


def test_player_numbers_apply_from_their_round_until_a_later_one_round_0_is_round_1():
    numbers = [
        Number(1, 0, "N", "111", 0),
        Number(1, 0, "S", "222", 1),
        Number(1, 4, "N", "333", 2),
        Number(1, 1, "S", "444", 3),
        Number(2, 0, "N", "999", 4),
    ]
    assert seats_in_round(numbers, 1, 1, 1) == {"N": "111", "S": "444"}
    assert seats_in_round(numbers, 1, 1, 3) == {"N": "111", "S": "444"}
    assert seats_in_round(numbers, 1, 1, 4) == {"N": "333", "S": "444"}


def test_line_up_sides_from_both_rooms():
    open_room = {"N": "1", "E": "2", "S": "3", "W": "4"}
    closed_room = {"N": "5", "E": "6", "S": "7", "W": "8"}
    assert lineup_sides(open_room, closed_room) == {"home": ["1", "3", "6", "8"], "away": ["2", "4", "5", "7"]}
    assert lineup_sides({"N": "1"}, closed_room) is None

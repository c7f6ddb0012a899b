"""Board results as facts: entry, adjusted scores, undo, and the half's IMPs from its boards."""

import pytest

from builders import board_day
from tddesk.services.areas import Area
from tddesk.services.board_layout import board_layout, set_board_layout
from tddesk.services.board_views import match_boards
from tddesk.services.boards import assign_board_score, choose_half_source, clear_board, enter_board
from tddesk.services.errors import ServiceError
from tddesk.services.results import enter_half
from tddesk.services.round_results import round_entry
from tddesk.services.schedule import swap_home_away


@pytest.fixture(autouse=True)
def english():
    from tddesk import i18n

    i18n.set_language("en")


@pytest.fixture
def day(tournament):
    """A four-team semifinal-like stage: 4 boards per match in two halves, boards numbered through the day."""
    return board_day(tournament, first_mid=200000)


def first_match(tournament, stage_id):
    return round_entry(tournament, stage_id, 1).matches[0]


def play_half_one(tournament, match_id):
    # Board 1 (nobody vulnerable): 4S= +420 open vs 4S-1 -50 closed → +470 home, 10 IMPs.
    enter_board(tournament, match_id, 1, "open", 1, "4S", "N", "=")
    enter_board(tournament, match_id, 1, "closed", 1, "4S", "N", "-1")
    # Board 2 (NS vulnerable): 3NT+1 by E -430 open vs 3NT= by E -400 closed: 30 → away 1 IMP.
    enter_board(tournament, match_id, 1, "open", 2, "3NT", "E", "+1")
    enter_board(tournament, match_id, 1, "closed", 2, "3nt", "e", "9")


def test_a_half_counts_its_boards_once_all_are_in(tournament, day):
    match = first_match(tournament, day)
    enter_board(tournament, match.id, 1, "open", 1, "4S", "N", "=")
    assert first_match(tournament, day).state == "not_started"
    play_half_one(tournament, match.id)
    row = first_match(tournament, day)
    assert (row.home_imps, row.away_imps, row.state) == (10, 1, "after_first_half")
    boards = match_boards(tournament, match.id)
    first = boards.halves[0]
    assert [line.board for line in first.rows] == [1, 2]
    assert [(r.board, r.open.ns_score, r.closed.ns_score, r.line.home_imps, r.line.away_imps) for r in first.rows] == [
        (1, 420, -50, 10, 0),
        (2, -430, -400, 0, 1),
    ]
    assert first.counted.source == "boards"
    assert boards.halves[1].numbers == (3, 4)


def test_board_entry_is_one_undoable_action(tournament, day):
    match = first_match(tournament, day)
    change = enter_board(tournament, match.id, 1, "open", 1, "4HX", "S", "-1")
    assert change.areas == {Area.BOARDS, Area.RESULTS}  # a complete half's IMPs come from its boards
    assert match_boards(tournament, match.id).halves[0].rows[0].open.ns_score == -100
    tournament.undo(change.audit_id)
    assert match_boards(tournament, match.id).halves[0].rows[0].open is None
    tournament.redo(change.audit_id)
    assert match_boards(tournament, match.id).halves[0].rows[0].open.contract == "4HX"
    clear_board(tournament, match.id, 1, "open", 1)
    assert match_boards(tournament, match.id).halves[0].rows[0].open is None


@pytest.mark.parametrize(
    ("contract", "declarer", "result", "words"),
    [
        ("8NT", "N", "=", "is not a contract"),
        ("7NT", "N", "+1", "14 tricks"),
        ("4H", "Q", "=", "N, E, S or W"),
        ("4H", "N", "", "needs a result"),
    ],
)
def test_impossible_results_are_refused_in_words_and_nothing_is_written(
    tournament, day, contract, declarer, result, words
):
    match = first_match(tournament, day)
    with pytest.raises(ServiceError) as error:
        enter_board(tournament, match.id, 1, "open", 1, contract, declarer, result)
    assert words in str(error.value) and "Board 1" in str(error.value)
    assert match_boards(tournament, match.id).halves[0].rows[0].open is None


def test_a_board_outside_the_half_and_a_bad_lead_are_refused(tournament, day):
    match = first_match(tournament, day)
    with pytest.raises(ServiceError, match="Board 3 is not played in half 1"):
        enter_board(tournament, match.id, 1, "open", 3, "3NT", "N", "=")
    with pytest.raises(ServiceError, match="is not a card"):
        enter_board(tournament, match.id, 1, "open", 1, "3NT", "N", "=", lead="X9")


def test_lead_is_kept_as_suit_and_rank(tournament, day):
    match = first_match(tournament, day)
    enter_board(tournament, match.id, 1, "open", 1, "3NT", "N", "=", lead="h10")
    assert match_boards(tournament, match.id).halves[0].rows[0].open.lead == "HT"


def test_adjusted_scores(tournament, day):
    match = first_match(tournament, day)
    enter_board(tournament, match.id, 1, "open", 1, "4S", "N", "=")
    assign_board_score(tournament, match.id, 1, "closed", 1, ns_score=-420)
    row = match_boards(tournament, match.id).halves[0].rows[0]
    assert (row.line.home_net, row.line.home_imps, row.closed.adjusted) == (840, 13, "assigned")
    assign_board_score(tournament, match.id, 1, "closed", 1, percents=(40, 60))
    row = match_boards(tournament, match.id).halves[0].rows[0]
    assert (row.line.home_imps, row.line.away_imps, row.closed.adjusted) == (3, 0, "40/60")
    with pytest.raises(ServiceError, match="60, 50 or 40"):
        assign_board_score(tournament, match.id, 1, "closed", 1, percents=(70, 30))
    with pytest.raises(ServiceError, match="tens of points"):
        assign_board_score(tournament, match.id, 1, "closed", 1, ns_score=425)


def test_typed_totals_and_boards_that_disagree_are_shown_for_the_td_to_choose(tournament, day):
    match = first_match(tournament, day)
    enter_half(tournament, match.id, 1, 12, 1)
    play_half_one(tournament, match.id)
    half = match_boards(tournament, match.id).halves[0]
    assert half.boards_differ and half.typed == (12, 1) and (half.boards.home_imps, half.boards.away_imps) == (10, 1)
    assert first_match(tournament, day).home_imps == 12  # the typed totals count until the TD chooses
    keep = choose_half_source(tournament, match.id, 1, "typed")
    assert not match_boards(tournament, match.id).halves[0].boards_differ
    tournament.undo(keep.audit_id)
    choose_half_source(tournament, match.id, 1, "boards")
    assert first_match(tournament, day).home_imps == 10
    assert match_boards(tournament, match.id).halves[0].counted.source == "boards"


def test_typed_totals_still_work_without_boards_and_the_second_half_follows_boards(tournament, day):
    match = first_match(tournament, day)
    play_half_one(tournament, match.id)
    enter_half(tournament, match.id, 2, 5, 7)  # the first half is there: from its boards
    row = first_match(tournament, day)
    assert (row.home_imps, row.away_imps, row.state) == (15, 8, "finished")


def test_swapping_home_and_away_swaps_the_rooms(tournament, day):
    match = first_match(tournament, day)
    play_half_one(tournament, match.id)
    swap_home_away(tournament, match.id)
    row = first_match(tournament, day)
    assert (row.home_imps, row.away_imps) == (1, 10)


def test_board_layout_is_stored_per_stage_and_undoable(tournament, day):
    from dataclasses import replace

    layout = board_layout(tournament, day)
    assert layout.numbering == "day"
    change = set_board_layout(tournament, day, replace(layout, numbering="round", tables={(3, 1): (2, "open")}))
    assert board_layout(tournament, day).seat_of_table(3, 1) == (2, "open")
    assert board_layout(tournament, day).seat_of_table(1, 4) == (2, "closed")
    tournament.undo(change.audit_id)
    assert board_layout(tournament, day).numbering == "day"
    with pytest.raises(ServiceError, match="'day'"):
        set_board_layout(tournament, day, replace(layout, numbering="weekly"))


def test_the_traveller_grid_takes_an_artificial_score_in_the_contracts_place_law_12C2(tournament, day):
    """Typed as the TD says it: A− for the closed room's NS (the away team), so the home team, EW
    there, gets average plus: +3 IMPs (Law 12C2, Law 86A)."""
    match = first_match(tournament, day)
    enter_board(tournament, match.id, 1, "open", 1, "4S", "N", "=")
    enter_board(tournament, match.id, 1, "closed", 1, "A-")
    row = match_boards(tournament, match.id).halves[0].rows[0]
    assert (row.line.home_imps, row.line.away_imps, row.closed.adjusted) == (3, 0, "40/60")
    enter_board(tournament, match.id, 1, "closed", 1, "A+/A+")  # a split score: average plus each
    row = match_boards(tournament, match.id).halves[0].rows[0]
    assert (row.line.home_imps, row.line.away_imps) == (3, 3)

"""A weighted score (Law 12C1(c)) in a team match, as the TD assigns it: stored, scored, shown,
undone, refused in words (docs/boards.md, "Adjusted scores")."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

import pytest
from sqlalchemy import select

from builders import board_day
from tddesk.models.tables import BoardResult
from tddesk.rules.vp import match_vp
from tddesk.services.board_views import match_boards
from tddesk.services.boards import assign_board_score, enter_board
from tddesk.services.errors import ServiceError
from tddesk.services.round_results import round_entry

WEIGHTED = [("4S", "N", "=", 30), ("4S", "N", "-1", 70)]


@pytest.fixture(autouse=True)
def english():
    from tddesk import i18n

    i18n.set_language("en")


@pytest.fixture
def day(tournament):
    """Four teams, 4 boards per match in two halves (half 1: boards 1-2, half 2: boards 3-4)."""
    return board_day(tournament, first_mid=210000)


def _match(tournament, stage_id):
    return round_entry(tournament, stage_id, 1).matches[0]


def test_law_12c1c_weighted_room_is_stored_scored_and_shown(tournament, day):
    """Board 2 (NS vulnerable): open room weighted 4S= (+620) 30 % / 4S-1 (−100) 70 % against 4S=
    (+620) in the closed room: 30 % × 0 + 70 % × imps(−720) = 70 % × (−12) = −8.4 for the home team."""
    match = _match(tournament, day)
    enter_board(tournament, match.id, 1, "closed", 2, "4S", "N", "=")
    assign_board_score(tournament, match.id, 1, "open", 2, weighted=WEIGHTED)
    row = match_boards(tournament, match.id).halves[0].rows[1]
    assert row.open.adjusted == "weighted: 4S= 30 %, 4S-1 70 %"
    assert row.open.ns_score is None and row.open.contract is None
    assert (row.line.exact_home, row.line.exact_away, row.line.away_imps) == (0, Fraction(42, 5), 8)
    with tournament.reading() as session:
        stored = session.scalars(select(BoardResult).where(BoardResult.board == 2, BoardResult.room == "open")).one()
        assert '"weight": 70' in stored.weighted and stored.tricks is None


def test_law_12c1c_weighted_score_is_one_undoable_action(tournament, day):
    match = _match(tournament, day)
    enter_board(tournament, match.id, 1, "open", 2, "3NT", "S", "=")
    change = assign_board_score(tournament, match.id, 1, "open", 2, weighted=WEIGHTED)
    assert match_boards(tournament, match.id).halves[0].rows[1].open.adjusted.startswith("weighted")
    tournament.undo(change.audit_id)
    room = match_boards(tournament, match.id).halves[0].rows[1].open
    assert (room.contract, room.declarer, room.adjusted, room.ns_score) == ("3NT", "S", None, 600)
    tournament.redo(change.audit_id)
    assert match_boards(tournament, match.id).halves[0].rows[1].open.adjusted.startswith("weighted")


@pytest.mark.parametrize(
    ("parts", "words"),
    [
        ([("4S", "N", "=", 30), ("4S", "N", "-1", 60)], "add up to 100 %, not 30 % + 60 %"),
        ([("4S", "N", "=", 100)], "two or more results"),
        ([("8S", "N", "=", 30), ("4S", "N", "-1", 70)], "is not a contract"),
        ([("4S", "N", "+4", 30), ("4S", "N", "-1", 70)], "14 tricks"),
    ],
)
def test_law_12c1c_a_bad_weighted_score_is_refused_in_words_and_nothing_changes(tournament, day, parts, words):
    match = _match(tournament, day)
    enter_board(tournament, match.id, 1, "open", 2, "3NT", "S", "=")
    with pytest.raises(ServiceError) as error:
        assign_board_score(tournament, match.id, 1, "open", 2, weighted=parts)
    assert words in str(error.value) and "Board 2" in str(error.value)
    assert match_boards(tournament, match.id).halves[0].rows[1].open.contract == "3NT"


def test_law_12c1c_only_one_adjusted_score_at_a_time(tournament, day):
    match = _match(tournament, day)
    with pytest.raises(ServiceError, match="Give one adjusted score"):
        assign_board_score(tournament, match.id, 1, "open", 2, ns_score=620, weighted=WEIGHTED)


def test_law_12c1c_half_totals_are_whole_and_the_vp_come_from_the_rounded_margin_VP1(tournament, day):
    """Half 1: board 1 (nobody vulnerable) open 4S= (+420) 15 % / 4S-1 (−50) 85 % against 4S-1: 15 % ×
    10 = 1.5 to the home team; board 2 as above, 8.4 to the away team. Exact 1.5 – 8.4: margin 6.9 → 7,
    the loser's 1.5 → 2, the winner's 2 + 7 = 9. Half 2: board 3 3NT= by E in both rooms (0), board 4
    1NT+1 by N (+120, all vulnerable) against 2S-1 by N (−100): +220, 6 IMPs home.
    The match: 2 + 6 = 8 – 9; its VP are those of a margin of −1 over 4 boards."""
    match = _match(tournament, day)
    assign_board_score(tournament, match.id, 1, "open", 1, weighted=[("4S", "N", "=", 15), ("4S", "N", "-1", 85)])
    enter_board(tournament, match.id, 1, "closed", 1, "4S", "N", "-1")
    assign_board_score(tournament, match.id, 1, "open", 2, weighted=WEIGHTED)
    enter_board(tournament, match.id, 1, "closed", 2, "4S", "N", "=")
    half = match_boards(tournament, match.id).halves[0]
    assert (half.boards.home_exact, half.boards.away_exact) == (Fraction(3, 2), Fraction(42, 5))
    assert (half.counted.home_imps, half.counted.away_imps) == (2, 9)
    enter_board(tournament, match.id, 2, "open", 3, "3NT", "E", "=")
    enter_board(tournament, match.id, 2, "closed", 3, "3NT", "E", "=")
    enter_board(tournament, match.id, 2, "open", 4, "1NT", "N", "+1")
    enter_board(tournament, match.id, 2, "closed", 4, "2S", "N", "-1")
    row = _match(tournament, day)
    assert (row.home_imps, row.away_imps, row.state) == (8, 9, "finished")
    assert (row.home_vp, row.away_vp) == match_vp(8, 9, 4)
    assert row.halves == ((2, 9), (6, 0))


def test_law_12c1c_swapping_home_and_away_keeps_the_weighted_room_H6(tournament, day):
    """The open room becomes the closed room and the IMPs change sides: 8.4 now won by the new home team."""
    from tddesk.services.schedule import swap_home_away

    match = _match(tournament, day)
    enter_board(tournament, match.id, 1, "closed", 2, "4S", "N", "=")
    assign_board_score(tournament, match.id, 1, "open", 2, weighted=WEIGHTED)
    swap_home_away(tournament, match.id)
    row = match_boards(tournament, match.id).halves[0].rows[1]
    assert row.closed.adjusted == "weighted: 4S= 30 %, 4S-1 70 %" and row.open.contract == "4S"
    assert (row.line.exact_home, row.line.exact_away) == (Fraction(42, 5), 0)


def test_law_12c1c_a_weighted_room_is_shared_with_the_other_venue(demo_path, tmp_path):
    """Across venues (docs/publishing.md): the weighted score goes to the other venue's file as it is."""
    import shutil

    from tddesk.services.files import open_championship
    from tddesk.services.venue_exchange import merge_venue_results, venue_results

    here, other = tmp_path / "here.tddesk", tmp_path / "other.tddesk"
    shutil.copyfile(demo_path, here)
    shutil.copyfile(demo_path, other)
    venue = open_championship(other, backup=False)
    try:
        assign_board_score(venue, "semifinal-2-r1-m1", 1, "open", 1, weighted=WEIGHTED)
        shared = venue_results(venue, "semifinal-2", "Norrköping")
    finally:
        venue.close()
    tournament = open_championship(here, backup=False)
    try:
        report = merge_venue_results(tournament, shared)
        assert report.written == 1
        room = match_boards(tournament, "semifinal-2-r1-m1").halves[0].rows[0].open
        assert room.adjusted == "weighted: 4S= 30 %, 4S-1 70 %"
    finally:
        tournament.close()


def test_law_12c1c_imps_across_the_field_and_the_traveller_weigh_each_outcome(tournament, day):
    """Board 2 at the four tables of round 1: the weighted 4S= 30 % / 4S-1 70 %, +620, +620, −100.
    +620: 0 + 12 + 70 % × 12 = 20.4, over 3 comparisons 6.80; −100: −12 − 12 + 30 % × (−12) = −27.6: −9.20;
    the weighted table: 70 % × (−12) × 2 + 30 % × 12 = −13.2: −4.40."""
    from tddesk.services.field import field_results
    from tddesk.services.travellers import travellers

    first, second = round_entry(tournament, day, 1).matches[:2]
    assign_board_score(tournament, first.id, 1, "open", 2, weighted=WEIGHTED)
    enter_board(tournament, first.id, 1, "closed", 2, "4S", "N", "=")
    enter_board(tournament, second.id, 1, "open", 2, "4S", "N", "=")
    enter_board(tournament, second.id, 1, "closed", 2, "4S", "N", "-1")
    board = next(board for board in field_results(tournament, [day]).boards if board.board == 2)
    found = {(entry.match_id, entry.room): (entry.ns_score, entry.ns, entry.adjusted) for entry in board.entries}
    assert found == {
        (first.id, "open"): (None, Decimal("-4.40"), "weighted: 4S= 30 %, 4S-1 70 %"),
        (first.id, "closed"): (620, Decimal("6.80"), None),
        (second.id, "open"): (620, Decimal("6.80"), None),
        (second.id, "closed"): (-100, Decimal("-9.20"), None),
    }
    lines = travellers(tournament, [day], [2]).travellers[0].lines
    assert sorted(line.field_ns for line in lines) == [
        Decimal("-9.20"),
        Decimal("-4.40"),
        Decimal("6.80"),
        Decimal("6.80"),
    ]
    assert [line.adjusted for line in lines if line.ns_score is None] == ["weighted: 4S= 30 %, 4S-1 70 %"]


def test_law_12c1c_the_stage_pbn_gives_a_weighted_boards_scoreimp_its_fraction(tournament, day, tmp_path):
    """PBN 2.1's ScoreIMP is a side and a number: board 2's −8.4 for the home team (above) is written
    "NS -8.40" in the open room, where the home team sits North-South, and "NS 8.40" in the closed
    room; endplay reads both back. A played board keeps its whole IMPs."""
    from tddesk.export.stage_pbn import write_stage_pbn
    from tddesk.rules.endplay_parts import endplay_module

    match = _match(tournament, day)
    enter_board(tournament, match.id, 1, "closed", 2, "4S", "N", "=")
    assign_board_score(tournament, match.id, 1, "open", 2, weighted=WEIGHTED)
    enter_board(tournament, match.id, 1, "open", 1, "3NT", "N", "+1")
    enter_board(tournament, match.id, 1, "closed", 1, "3NT", "N", "=")
    target = tmp_path / "stage.pbn"
    write_stage_pbn(target, tournament, day, analysed=False)
    games = endplay_module("parsers.pbn").loads(target.read_text(encoding="utf-8"))
    imps = {(game.board_num, game.info["Room"]): game.info["ScoreIMP"] for game in games if "Room" in game.info}
    assert imps[2, "Open"] == "NS -8.40" and imps[2, "Closed"] == "NS 8.40"
    assert imps[1, "Open"] == "NS 1" and imps[1, "Closed"] == "NS -1"  # 3NT+1 against 3NT=: 30 points, 1 IMP

"""PP2, M5: equal scores in a pairs heat or final — boards won, head-to-head, lot; plaques share."""

from __future__ import annotations

from fractions import Fraction

from tddesk.rules.matchpoints import PairBoard, PairScore
from tddesk.rules.pairs_tiebreak import (
    BOARDS_WON,
    HEAD_TO_HEAD,
    LOT,
    boards_won,
    plaque_places,
    rank_pairs,
)


def _pair(name: str, points: list[int], opponents: list[str] | None = None, top: int = 4) -> PairScore:
    boards = tuple(
        PairBoard(board, board, Fraction(value), top, (opponents or ["X"] * len(points))[board - 1], "NS")
        for board, value in enumerate(points, start=1)
    )
    return PairScore(name, sum((b.points for b in boards), Fraction(0)), top * len(points), boards)


def _three_pair_tie():
    """A leads alone; B, C and D finish on the same 50 %. Boards won among B, C, D:
    board 1 B beats C and D, D beats C; board 2 C beats B and D, B beats D; board 3 D beats B and C;
    board 4 C and D beat B → B 3, C 3, D 4. D is third; B and C, still equal, compared between
    themselves: B wins board 1, C boards 2 and 4 → C fourth, B fifth."""
    return {
        "A": _pair("A", [4, 4, 4, 4]),
        "B": _pair("B", [4, 2, 2, 0]),
        "C": _pair("C", [0, 4, 2, 2]),
        "D": _pair("D", [2, 0, 4, 2]),
    }


def test_three_pair_tie_decided_by_boards_won_PP2():
    scores = _three_pair_tie()
    assert boards_won(["B", "C", "D"], scores) == {"B": 3, "C": 3, "D": 4}
    ranking = rank_pairs(scores)
    assert ranking.order == ("A", "D", "C", "B")
    d, c, b = ranking.placed[1:]
    assert (d.place, d.decided_by, d.value, d.tied_with) == (2, BOARDS_WON, "4", ("B", "C"))
    assert (c.place, c.decided_by, c.value) == (3, BOARDS_WON, "2")
    assert (b.place, b.decided_by, b.value) == (4, BOARDS_WON, "1")
    assert d.reason().text() == "PP2: equal score with B, C, ahead on boards won among them (4)"
    assert not ranking.lots_needed


def test_plaques_by_boards_won_only_and_still_tied_share_the_higher_place_M5():
    """M5: D is separated (4 boards won), B and C (3 each) share the higher place, 3rd: two
    bronze plaques; the PP2 order (C before B, on a second count) does not apply to plaques."""
    assert plaque_places(_three_pair_tie()) == {"A": 1, "D": 2, "B": 3, "C": 3}


def test_head_to_head_when_boards_won_are_equal_PP2():
    """Equal boards won (1 each) between E and F; on the board they played against each other F
    scored 3 of 4 → F ahead on head-to-head."""
    scores = {"E": _pair("E", [4, 1], opponents=["X", "F"]), "F": _pair("F", [2, 3], opponents=["X", "E"])}
    assert boards_won(["E", "F"], scores) == {"E": 1, "F": 1}
    ranking = rank_pairs(scores)
    assert ranking.order == ("F", "E")
    assert ranking.placed[0].decided_by == HEAD_TO_HEAD and ranking.placed[0].value == "75.0"


def test_lot_last_and_asked_for_until_drawn_PP2():
    scores = {"G": _pair("G", [2, 2]), "H": _pair("H", [2, 2])}
    waiting = rank_pairs(scores)
    assert waiting.lots_needed == (("G", "H"),) and waiting.findings[0].code == "lot_needed"
    drawn = rank_pairs(scores, lots={frozenset({"G", "H"}): ["H", "G"]})
    assert drawn.order == ("H", "G") and drawn.placed[0].decided_by == LOT and not drawn.lots_needed


def test_shown_equal_but_ranked_with_full_precision_PP2_PP5():
    """PP5: 66.67 % and 66.666… % both show as 66.7, but are not equal — no tie-break, P2 ahead."""
    p1 = PairScore("P1", Fraction(2), 3, ())
    p2 = PairScore("P2", Fraction(6667), 10000, ())
    assert p1.percent_text == p2.percent_text == "66.7"
    ranking = rank_pairs({"P1": p1, "P2": p2})
    assert ranking.order == ("P2", "P1") and all(placed.decided_by is None for placed in ranking.placed)

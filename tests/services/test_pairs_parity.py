"""The parity report (docs/pairs.md, "The parity report"): a session scored by tddesk and by another
program lists exactly the figures that differ, each known convention named as its reason — Neuberg
rounded to two decimals per board, a sit-out at 60 % or at the session percentage (PP5)."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal
from fractions import Fraction
from pathlib import Path

import pytest

from builders import championship
from tddesk.formats.ruter_pbn import read_results
from tddesk.imports.ruter_results import import_ruter_results, preview_ruter_results
from tddesk.rules.proportional import decimal_text
from tddesk.services.pairs import add_pairs_heat, create_pairs_event
from tddesk.services.pairs_parity import NEUBERG_ROUNDED, SIT_OUT_60, SIT_OUT_SESSION, parity_report
from tddesk.services.pairs_standing import heat_standing

RUTER_FILE = Path(__file__).resolve().parent.parent / "formats" / "data" / "ruter-kval-mjolby.pbn"


@pytest.fixture(autouse=True)
def english():
    from tddesk import i18n

    i18n.set_language("en")


@pytest.fixture
def scored(tmp_path):
    """The Mjölby session imported, so tddesk scores it from its boards."""
    tournament = championship(tmp_path / "dm-par.tddesk")
    event = create_pairs_event(tournament, "DM Par Mixed", "mixed", 28, 54).value
    heat = add_pairs_heat(tournament, event, "Kval Mjölby", "silver").value
    import_ruter_results(tournament, preview_ruter_results(tournament, heat, RUTER_FILE))
    yield tournament, heat
    tournament.close()


def _with_pair(results, number, **changes):
    pairs = tuple(replace(pair, **changes) if pair.number == number else pair for pair in results.pairs)
    return replace(results, pairs=pairs)


def _with_table(results, board_number, ns, **changes):
    boards = tuple(
        replace(
            board,
            tables=tuple(replace(table, **changes) if table.ns == ns else table for table in board.tables),
        )
        if board.number == board_number
        else board
        for board in results.boards
    )
    return replace(results, boards=boards)


def test_the_report_lists_exactly_the_planted_differences_PP5(scored):
    tournament, heat = scored
    scores = {
        row.number: heat_standing(tournament, heat).scores[row.pair_id] for row in heat_standing(tournament, heat).rows
    }
    other = read_results(RUTER_FILE)
    # pair 6 played board 6 (Neuberg: thirds); the other program rounded each board to two decimals
    six = scores[6]
    rounded = sum(
        (Fraction(Decimal(decimal_text(b.points, 2))) if b.board == 6 else b.points for b in six.boards), Fraction(0)
    )
    neuberg_percent = Decimal(decimal_text(rounded * 100 / six.maximum, 2))
    assert neuberg_percent != Decimal(decimal_text(six.percent, 2))  # the rounding shows at two decimals
    other = _with_pair(other, 6, percent=neuberg_percent)
    # pair 9 sat out boards 1-2; the other program gave it 60 % there
    nine = scores[9]
    sit_out = nine.points + Fraction(2 * 6 * 60, 100)
    other = _with_pair(
        other,
        9,
        percent=Decimal(decimal_text(sit_out * 100 / (nine.maximum + 12), 2)),
        points=Decimal(decimal_text(sit_out, 2)),
    )
    # a different score on board 4 (the matchpoints kept), and matchpoints moved on board 2
    other = _with_table(other, 4, 6, ns_score=140)
    other = _with_table(other, 2, 3, ns_points=Decimal("3"), ew_points=Decimal("3"))

    report = parity_report(tournament, heat, other)
    found = {(row.board, row.pairs, row.what, row.ours, row.theirs, row.convention) for row in report.rows}
    assert found == {
        (None, "6", "percentage", decimal_text(six.percent, 2), str(neuberg_percent), NEUBERG_ROUNDED),
        (None, "9", "percentage", "72.22", str(other.pairs[0].percent), SIT_OUT_60),
        (None, "9", "matchpoints", decimal_text(nine.points, 2), decimal_text(sit_out, 2), SIT_OUT_60),
        (None, "5", "matchpoints", "13.33", "20.00", SIT_OUT_SESSION),
        (None, "1", "matchpoints", "9.33", "14.00", SIT_OUT_SESSION),
        (4, "6–8", "NS score", "+110", "+140", ""),
        (2, "3–4", "NS matchpoints", "2", "3", ""),
        (2, "3–4", "EW matchpoints", "4", "3", ""),
    }
    assert {row.reason for row in report.rows if row.convention == SIT_OUT_60} == {"the sit-out boards scored at 60 %"}
    assert len(report.unexplained) == 3


def test_a_missing_result_on_either_side_is_listed(scored):
    tournament, heat = scored
    other = read_results(RUTER_FILE)
    boards = tuple(replace(board, tables=board.tables[1:]) if board.number == 1 else board for board in other.boards)
    report = parity_report(tournament, heat, replace(other, boards=boards))
    assert [(row.board, row.pairs, row.what, row.theirs) for row in report.unexplained][:1] == [
        (1, "1–2", "result", "–")
    ]

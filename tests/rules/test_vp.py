"""VP1: the WBF continuous 20-0 scale against the seed's printed table, independent published
tables and properties every scale must have."""

from __future__ import annotations

import csv
import itertools
import math
from decimal import Decimal
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from tddesk.rules.vp import (
    MAX_BOARDS,
    blitz,
    match_vp,
    scale,
    smallest_margin_for,
    victory_points,
    whole_margin,
)

SEED_TABLE = Path(__file__).parent / "data" / "vp_seed_table.csv"
REFERENCE_TABLES = ("wbf_continuous_jarronshih.csv", "wbf_continuous_jfklorenz.csv", "wbf_continuous_misc_points.csv")

# (file, boards, imp) → why that reference row is wrong. Every row of the references checked so
# far agrees with the algorithm, so nothing is excused; add a row here only with its evidence.
KNOWN_REFERENCE_DEVIATIONS: dict[tuple[str, int, int], str] = {}

boards_counts = st.integers(min_value=1, max_value=MAX_BOARDS)
margins = st.integers(min_value=-200, max_value=200)


def read_rows(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8", newline="") as file:
        return list(csv.DictReader(file))


# --- the seed (D p.20) ------------------------------------------------------------------------


def test_seed_table_transcription_is_complete_VP1():
    """VP1: the CSV holds every column of D p.20 from margin 0 to its first 20.00, no gaps."""
    rows = read_rows(SEED_TABLE)
    by_boards: dict[int, list[tuple[int, str]]] = {}
    for row in rows:
        by_boards.setdefault(int(row["boards"]), []).append((int(row["imp"]), row["vp"]))
    assert sorted(by_boards) == [8, 10, 12, 14, 16, 20, 24]
    for boards, cells in by_boards.items():
        imps = [imp for imp, _ in cells]
        assert imps == list(range(len(cells))), boards
        values = [vp for _, vp in cells]
        assert values[0] == "10.00" and values[-1] == "20.00" and values.count("20.00") == 1, boards


@pytest.mark.parametrize("row", read_rows(SEED_TABLE), ids=lambda row: f"{row['boards']}b-{row['imp']}")
def test_every_cell_of_the_seed_table_VP1(row):
    """VP1: each printed cell of D p.20 equals the computed scale."""
    boards, imp = int(row["boards"]), int(row["imp"])
    assert victory_points(imp, boards) == Decimal(row["vp"])


def test_seed_columns_end_where_the_computed_scales_end_VP1():
    """VP1: a printed column stops at its first 20.00, and so does scale()."""
    lengths: dict[int, int] = {}
    for row in read_rows(SEED_TABLE):
        lengths[int(row["boards"])] = lengths.get(int(row["boards"]), 0) + 1
    assert {boards: len(scale(boards)) for boards in lengths} == lengths


def test_seed_worked_examples_VP1():
    """VP1: D p.20's examples: 8 boards +11 → 14.09/5.91, +47 → 20/0, 24 boards +17 → 13.72/6.28."""
    assert match_vp(11, 0, 8) == (Decimal("14.09"), Decimal("5.91"))
    assert match_vp(47, 0, 8) == (Decimal("20.00"), Decimal("0.00"))
    assert match_vp(30, 47, 24) == (Decimal("6.28"), Decimal("13.72"))
    assert match_vp(30, 13, 20) == (Decimal("14.01"), Decimal("5.99"))


def test_six_board_b_final_scale_VP1():
    """VP1: the B-final plays 6 boards; blitz 36.74, so 36 → 19.91 and 37 → 20.00."""
    assert victory_points(36, 6) == Decimal("19.91")
    assert victory_points(37, 6) == Decimal("20.00")
    assert victory_points(-36, 6) == Decimal("0.09")
    assert len(scale(6)) == 38
    assert blitz(6) == pytest.approx(36.742346, abs=1e-6)


def plain_formula(margin: int, boards: int) -> Decimal:
    """The WBF formula rounded half up to hundredths, without the correction."""
    x = 15 * math.sqrt(boards)
    tau = (math.sqrt(5) - 1) / 2
    value = 10 + 10 * (1 - tau ** (3 * margin / x)) / (1 - tau**3)
    return Decimal(repr(value)).quantize(Decimal("0.01"), rounding="ROUND_HALF_UP")


@pytest.mark.parametrize(("boards", "margin", "corrected"), [(8, 40, "19.74"), (20, 13, "13.20"), (20, 62, "19.65")])
def test_wbf_correction_raises_entries_VP1(boards, margin, corrected):
    """VP1: where the plain rounded formula would make an increment grow, the seed prints the
    entry raised by 0.01, and so does scale()."""
    assert plain_formula(margin, boards) == Decimal(corrected) - Decimal("0.01")
    assert scale(boards)[margin] == Decimal(corrected)


def test_twenty_reached_before_ceiling_of_blitz_VP1():
    """VP1: rounding can give 20.00 one IMP before ⌈X⌉ (41 boards: X = 96.05, 20.00 from 96)."""
    assert math.ceil(blitz(41)) == 97
    assert len(scale(41)) - 1 == 96
    assert smallest_margin_for(Decimal("20.00"), 41) == 96


# --- independent reference tables (../shared/reference/vp) -------------------------------------


def reference_rows(shared_dir: Path):
    folder = shared_dir / "reference" / "vp"
    if not folder.is_dir():
        pytest.skip(f"reference folder {folder} is absent")
    rows = []
    for name in REFERENCE_TABLES:
        path = folder / name
        if path.is_file():
            rows.extend((name, row) for row in read_rows(path))
    if not rows:
        pytest.skip(f"no WBF continuous reference tables in {folder}")
    return rows


def test_independent_reference_tables_VP1(shared_dir):
    """VP1: every row of the independent WBF continuous tables equals the algorithm, except the
    explicitly listed known deviations (each with the reason its source is wrong)."""
    checked, mismatches, deviations_seen = 0, [], set()
    for name, row in reference_rows(shared_dir):
        boards, imp, expected = int(row["boards"]), int(row["imp"]), Decimal(row["vp"])
        key = (name, boards, imp)
        computed = victory_points(imp, boards)
        checked += 1
        if key in KNOWN_REFERENCE_DEVIATIONS:
            deviations_seen.add(key)
            assert computed != expected, f"{key} now agrees; remove it from the known deviations"
        elif computed != expected:
            mismatches.append(
                f"{name}: {boards} boards, {imp} IMP: reference {expected}, computed {computed} ({row['source']})"
            )
    assert checked > 1000
    assert mismatches == []
    assert deviations_seen == set(KNOWN_REFERENCE_DEVIATIONS)


def test_reference_tables_cover_board_counts_the_seed_lacks_VP1(shared_dir):
    """VP1: the references add 6, 7, 9 and 32 boards, so board counts beyond the seed are checked."""
    counts = {int(row["boards"]) for _, row in reference_rows(shared_dir)}
    assert {6, 7, 9, 32} <= counts


# --- properties --------------------------------------------------------------------------------


@given(boards_counts, margins)
def test_monotone_in_margin_VP1(boards, margin):
    """VP1: a larger margin never earns fewer VP."""
    assert victory_points(margin, boards) <= victory_points(margin + 1, boards)


@given(boards_counts, margins)
@example(20, 17)
def test_complementary_VP1(boards, margin):
    """VP1: the loser gets 20 minus the winner's VP."""
    assert victory_points(margin, boards) + victory_points(-margin, boards) == Decimal("20.00")
    home, away = match_vp(margin, 0, boards)
    assert home + away == Decimal("20.00")


@given(boards_counts)
def test_scale_shape_VP1(boards):
    """VP1: 10.00 at 0, strictly rising, increments never growing, exactly one 20.00 at the end."""
    values = scale(boards)
    assert values[0] == Decimal("10.00") and values[-1] == Decimal("20.00")
    assert Decimal("20.00") not in values[:-1]
    assert all(value == value.quantize(Decimal("0.01")) for value in values)
    increments = [b - a for a, b in itertools.pairwise(values)]
    assert all(increment > 0 for increment in increments)
    assert all(later <= earlier for earlier, later in itertools.pairwise(increments))
    assert len(values) - 1 in (math.ceil(blitz(boards)) - 1, math.ceil(blitz(boards)))


@given(boards_counts, st.integers(min_value=0, max_value=500))
def test_twenty_from_the_first_twenty_on_VP1(boards, extra):
    """VP1: every margin at or beyond the first 20.00 earns 20.00 (and its loser 0.00)."""
    first = len(scale(boards)) - 1
    assert victory_points(first + extra, boards) == Decimal("20.00")
    assert victory_points(-(first + extra), boards) == Decimal("0.00")


@given(boards_counts)
def test_tie_is_ten_VP1(boards):
    """VP1: a tie is 10.00-10.00."""
    assert match_vp(55, 55, boards) == (Decimal("10.00"), Decimal("10.00"))


@given(boards_counts, st.integers(min_value=0, max_value=2000).map(lambda n: Decimal(n) / 100))
def test_smallest_margin_for_is_the_inverse_VP1(boards, wanted):
    """VP1/W2: smallest_margin_for gives a margin reaching the VP, and one IMP less does not."""
    margin = smallest_margin_for(wanted, boards)
    assert margin >= 0
    assert victory_points(margin, boards) >= wanted
    if margin > 0:
        assert victory_points(margin - 1, boards) < wanted


@given(boards_counts, st.integers(min_value=0, max_value=120))
def test_smallest_margin_for_each_scale_value_VP1(boards, margin):
    """VP1: asking for the VP of a margin on the scale gives back that margin (or 0 for 10.00)."""
    values = scale(boards)
    margin = min(margin, len(values) - 1)
    assert smallest_margin_for(values[margin], boards) == margin


def test_smallest_margin_for_rejects_impossible_vp_VP1():
    """VP1: no margin earns more than 20 VP or fewer than 0."""
    with pytest.raises(ValueError, match="VP must be from 0 to 20"):
        smallest_margin_for(Decimal("20.01"), 16)
    with pytest.raises(ValueError, match="VP must be from 0 to 20"):
        smallest_margin_for(-1, 16)


# --- fractional margins ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("margin", "rounding", "expected"),
    [
        (Decimal("16.5"), "half_away_from_zero", 17),
        (Decimal("-16.5"), "half_away_from_zero", -17),
        (Decimal("16.5"), "half_even", 16),
        (Decimal("17.5"), "half_even", 18),
        (Decimal("16.9"), "down", 16),
        (Decimal("-16.9"), "down", -16),
        (Fraction(33, 2), "half_away_from_zero", 17),
        (16.5, "half_even", 16),
        (Decimal("16.49"), "half_away_from_zero", 16),
        (Decimal("-2.5"), "half_even", -2),
        (-2.5, "half_away_from_zero", -3),
    ],
)
def test_fractional_margin_rounding_VP1(margin, rounding, expected):
    """VP1: a fractional margin is made whole by the profile's rounding before the scale is read."""
    assert whole_margin(margin, rounding) == expected
    assert victory_points(margin, 20, rounding) == victory_points(expected, 20)


def test_profile_rounding_is_supported_VP1(profile):
    """VP1: the shipped profile's vp.fractional_margin_rounding is one this module knows."""
    rounding = profile.vp.fractional_margin_rounding
    assert victory_points(Decimal("16.5"), 20, rounding) == Decimal("14.01")


def test_match_vp_with_half_imps_VP1():
    """VP1: 30.5 - 13 = 17.5 rounds away from zero to 18 → 14.20 on 20 boards."""
    assert match_vp(Decimal("30.5"), 13, 20) == (Decimal("14.20"), Decimal("5.80"))
    assert match_vp(13, 30.5, 20) == (Decimal("5.80"), Decimal("14.20"))


@pytest.mark.parametrize("margin", [Decimal("NaN"), float("inf"), "17"])
def test_margin_must_be_a_finite_number_VP1(margin):
    with pytest.raises((TypeError, ValueError)):
        victory_points(margin, 20)


@pytest.mark.parametrize("margin", [Decimal("1.5"), 2])
def test_unknown_rounding_is_refused_VP1(margin):
    """VP1: a rounding the profile cannot mean is an error, even when the margin is whole."""
    with pytest.raises(ValueError, match="rounding"):
        victory_points(margin, 20, "up")


# --- board counts ------------------------------------------------------------------------------


@pytest.mark.parametrize("boards", [0, -4, 101, 1000])
def test_board_count_out_of_range_VP1(boards):
    """VP1: 1 to 100 boards; anything else is a ValueError naming the range."""
    with pytest.raises(ValueError, match="1 to 100"):
        scale(boards)
    with pytest.raises(ValueError, match="1 to 100"):
        victory_points(5, boards)


@pytest.mark.parametrize("boards", [8.0, "8", None, True])
def test_board_count_must_be_whole_VP1(boards):
    """VP1: a board count is a whole number (True is not 1, even after scale(1) was cached)."""
    scale(1)
    with pytest.raises(ValueError, match="whole number"):
        blitz(boards)
    with pytest.raises(ValueError, match="whole number"):
        scale(boards)

"""A1, PP1: `tddesk allocate-places` and `tddesk allocate-pairs` as the TD types them."""

from __future__ import annotations

import json
import re

import pytest

from tddesk.cli import main


def run_json(capsys, *arguments: str) -> dict:
    assert main([*arguments, "--json"]) == 0
    captured = capsys.readouterr()
    assert captured.err == ""
    return json.loads(captured.out)


def test_allocate_places_worked_example_json_A1(capsys):
    """A1: 8, 6, 5, 9, 7 teams, 20 places → 5, 3, 3, 5, 4 (quotients 4.571 … 4.000)."""
    result = run_json(capsys, "allocate-places", "--places", "20", "--heats", "8,6,5,9,7")
    assert result["places"] == [5, 3, 3, 5, 4]
    heats = result["heats"]
    assert [heat["quotient"] for heat in heats] == ["4.571", "3.429", "2.857", "5.143", "4.000"]
    assert [heat["whole"] for heat in heats] == [4, 3, 2, 5, 4]
    assert [heat["decimals"] for heat in heats] == ["0.571", "0.429", "0.857", "0.143", "0.000"]
    assert heats[0]["quotient_exact"] == "32/7" and heats[2]["size"] == 5
    assert [reason["places"] for reason in heats[2]["reasons"]] == [2, 1]
    assert result["tie"] is None and result["complete"] is True


def test_allocate_places_table_A1(capsys):
    assert main(["--lang", "en", "allocate-places", "--places", "20", "--heats", "8,6,5,9,7"]) == 0
    lines = capsys.readouterr().out.splitlines()
    rows = [line.split() for line in lines if re.match(r"\s*\d+\s+\d+\s+\d+\.\d{3}", line)]
    assert [row[:6] for row in rows] == [
        ["1", "8", "4.571", "4", "0.571", "5"],
        ["2", "6", "3.429", "3", "0.429", "3"],
        ["3", "5", "2.857", "2", "0.857", "3"],
        ["4", "9", "5.143", "5", "0.143", "5"],
        ["5", "7", "4.000", "4", "0.000", "4"],
    ]
    heat_three = next(line for line in lines if line.split()[:2] == ["3", "5"])
    assert heat_three.endswith("largest decimals (0.857)")


def test_allocate_places_tie_needs_vp_data_then_uses_it_A1(capsys):
    result = run_json(capsys, "allocate-places", "--places", "10", "--heats", "6,6,6,8")
    assert result["places"] == [2, 2, 2, 3] and result["complete"] is False
    assert result["tie"]["missing"] == [1, 2, 3] and result["tie"]["decimals"] == "0.308"
    assert result["findings"][0]["code"] == "tie_needs_vp_data"
    decided = run_json(
        capsys,
        "allocate-places",
        "--places",
        "10",
        "--heats",
        "6,6,6,8",
        "--average-vp",
        "12.80,13.25,12.5,",
        "--imp-quotient",
        "1.5,1,inf,",
    )
    assert decided["places"] == [2, 3, 2, 3] and decided["tie"]["winners"] == [2]


def test_allocate_places_tie_in_words_A1(capsys):
    assert main(["--lang", "en", "allocate-places", "--places", "10", "--heats", "6,6,6,8"]) == 0
    output = capsys.readouterr().out
    assert "A1:" in output and "1, 2, 3" in output and "VP" in output


def test_allocate_pairs_t3_json_PP1(capsys):
    result = run_json(
        capsys, "allocate-pairs", "--places", "28", "--heats", "20,14,9,13", "--next-percent", ",,54.2,55.1"
    )
    assert result["places"] == [10, 7, 4, 7]
    assert [heat["quotient"] for heat in result["heats"]] == ["10.000", "7.000", "4.500", "6.500"]
    assert result["tie"]["heats"] == [3, 4] and result["tie"]["winners"] == [4]


def test_allocate_pairs_without_percentages_names_the_heats_PP1(capsys):
    result = run_json(capsys, "allocate-pairs", "--places", "28", "--heats", "20,14,9,13")
    assert result["places"] == [10, 7, 4, 6]
    assert result["tie"]["missing"] == [3, 4] and result["findings"][0]["code"] == "t3_needs_percentages"


@pytest.mark.parametrize(
    "arguments",
    [
        ["allocate-places", "--places", "x", "--heats", "8,6"],
        ["allocate-places", "--places", "0", "--heats", "8,6"],
        ["allocate-places", "--places", "5", "--heats", "8,zero"],
        ["allocate-places", "--places", "5", "--heats", "8,0"],
        ["allocate-places", "--places", "5", "--heats", ""],
        ["allocate-places", "--places", "50", "--heats", "8,6"],
        ["allocate-places", "--places", "2", "--heats", "8,6,5"],
        ["allocate-places", "--places", "5", "--heats", "8,6", "--average-vp", "1,2,3"],
        ["allocate-places", "--places", "5", "--heats", "8,6", "--imp-quotient", "a,b"],
        ["allocate-places", "--heats", "8,6"],
        ["allocate-pairs", "--places", "5", "--heats", "8,6", "--next-percent", "inf,"],
        ["allocate-pairs", "--places", "5", "--heats", "8,6", "--next-percent", "120,"],
        ["allocate-pairs", "--places", "15", "--heats", "8,6"],
    ],
)
def test_bad_arguments_one_line_exit_2_A1_PP1(capsys, arguments):
    assert main(arguments) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert len(captured.err.strip().splitlines()) == 1 and "Traceback" not in captured.err

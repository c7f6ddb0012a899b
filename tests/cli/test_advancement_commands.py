"""A1, A2: `tddesk allocation FILE` for the file's own heats."""

from __future__ import annotations

import json

import pytest

from builders import championship
from services.advancement_files import add_heats, play_round
from tddesk.cli import main


@pytest.fixture
def path(tmp_path):
    return tmp_path / "dm.tddesk"


def _file(path, sizes, played=()):
    tournament = championship(path)
    heats = add_heats(tournament, sizes)
    for heat, results in zip(heats, played):
        play_round(tournament, heat, 1, results)
    tournament.close()
    return heats


def run_json(capsys, *arguments: str) -> dict:
    assert main([*arguments, "--json"]) == 0
    captured = capsys.readouterr()
    assert captured.err == ""
    return json.loads(captured.out)


def test_allocation_json_lists_the_places_per_heat_in_heat_order_A1_A2(capsys, path):
    heats = _file(path, (8, 6, 5, 9, 7))
    result = run_json(capsys, "allocation", str(path))
    assert result["places"] == [5, 3, 3, 5, 4]
    assert result["heat_ids"] == heats
    assert result["heat_names"][0] == "Kvalheat Linköping"
    assert [heat["stage"] for heat in result["heats"]] == heats
    assert result["total_places"] == 20 and result["semifinals"] == 5 and result["places_from_a2"] is True
    assert [heat["quotient"] for heat in result["heats"]] == ["4.571", "3.429", "2.857", "5.143", "4.000"]


def test_allocation_tie_decided_from_the_files_standings_says_which_figures_A1(capsys, path):
    _file(
        path,
        (6, 6, 6, 8),
        played=[[(30, 10), (25, 20), (45, 10)], [(30, 10), (22, 20), (45, 10)], [(30, 10), (20, 30), (45, 10)]],
    )
    result = run_json(capsys, "--lang", "en", "allocation", str(path))
    assert result["places"] == [4, 4, 3, 5] and result["tie"]["winners"] == [2, 1]
    assert result["heats"][1]["next_team"]["name"] == "Norrköping 4"
    assert result["tie_figures"][1].startswith("Kvalheat Norrköping: Norrköping 4 (place 4), average VP")
    assert main(["--lang", "en", "allocation", str(path)]) == 0
    output = capsys.readouterr().out
    assert "Tie figures from the file's standings:" in output
    assert "tie on decimals (0.692) decided by average VP" in output


def test_allocation_with_given_places_when_a2_leaves_it_to_the_committee_A2(capsys, path):
    _file(path, (6, 5, 5))
    assert main(["--lang", "en", "allocation", str(path)]) == 2
    error = capsys.readouterr().err
    assert error.count("\n") == 1 and "A2: 16 teams in all heats, fewer than 22" in error
    assert run_json(capsys, "allocation", str(path), "--places", "10")["places"] == [4, 3, 3]


@pytest.mark.parametrize("arguments", [["--places", "0"], ["--places", "x"], ["--places", "99"]])
def test_allocation_bad_input_is_one_line_on_stderr_and_status_2(capsys, path, arguments):
    _file(path, (6, 5, 5))
    assert main(["allocation", str(path), *arguments]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.count("\n") == 1


def test_allocation_of_a_missing_file_is_refused(capsys, tmp_path):
    assert main(["allocation", str(tmp_path / "none.tddesk")]) == 2
    assert capsys.readouterr().err.count("\n") == 1


def test_allocation_uses_the_number_of_places_kept_in_the_file_A2(capsys, path):
    from tddesk.services.advancement import set_semifinal_places
    from tddesk.services.files import open_championship

    _file(path, (6, 5, 5))
    tournament = open_championship(path)
    set_semifinal_places(tournament, 10)
    tournament.close()
    result = run_json(capsys, "allocation", str(path))
    assert result["places"] == [4, 3, 3] and result["places_stored"] is True and result["places_from_a2"] is False
    assert run_json(capsys, "allocation", str(path), "--places", "9")["places_stored"] is False
    assert main(["--lang", "en", "allocation", str(path)]) == 0
    assert "10 semifinal places (kept in the file)" in capsys.readouterr().out

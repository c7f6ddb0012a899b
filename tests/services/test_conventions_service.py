"""Other programs' conventions as settings of a stage or a pairs heat (docs/rules.md): set through
one undoable action each, kept in the JSON format (version 4), refused in words when wrong, and
applied by the heat's standing."""

from __future__ import annotations

from fractions import Fraction

import pytest

from builders import championship, heat, mitchell_heat, roster
from tddesk.export.json_export import export_json
from tddesk.imports.json_import import import_json
from tddesk.services.conventions import conventions, set_imp_cap, set_pairs_conventions
from tddesk.services.errors import ServiceError
from tddesk.services.pairs_results import enter_pairs_result
from tddesk.services.pairs_standing import heat_standing


@pytest.fixture
def tournament(tmp_path):
    opened = championship(tmp_path / "dm.tddesk")
    yield opened
    opened.close()


def test_conventions_are_undoable_and_travel_in_format_version_4(tournament, tmp_path):
    stage = heat(tournament, 4)
    _event, pairs_heat = mitchell_heat(tournament)
    capped = set_imp_cap(tournament, stage, 12)
    set_pairs_conventions(tournament, pairs_heat, 2, "60")
    assert conventions(tournament, stage_id=stage).imp_cap == 12
    assert conventions(tournament, heat_id=pairs_heat).sit_out == "60"
    document = export_json(tournament)
    assert document["version"] == 4
    assert document["stages"][0]["imp_cap"] == 12
    heat_json = document["pairs_events"][0]["heats"][0]
    assert (heat_json["neuberg_decimals"], heat_json["sit_out_score"]) == (2, "60")
    copy = import_json(document, tmp_path / "copy.tddesk")
    try:
        assert conventions(copy, heat_id=pairs_heat).neuberg_decimals == 2
        assert export_json(copy) == document
    finally:
        copy.close()
    tournament.undo(capped.audit_id)
    assert conventions(tournament, stage_id=stage).imp_cap is None


def test_wrong_conventions_are_refused_in_words(tournament):
    stage = heat(tournament, 4)
    _event, pairs_heat = mitchell_heat(tournament)
    with pytest.raises(ServiceError, match="24"):
        set_imp_cap(tournament, stage, 0)
    with pytest.raises(ServiceError, match="55"):
        set_pairs_conventions(tournament, pairs_heat, None, "55")
    assert conventions(tournament, stage_id=stage).imp_cap is None


def five_pair_heat(tournament) -> str:
    """Five pairs, two rounds of one board (a sit-out each round): round 1, board 1: 1–2 and 3–4,
    pair 5 sits out; round 2, board 2: 1–5 and 3–2, pair 4 sits out."""
    from tddesk.services.pairs import add_pairs_heat, add_session, create_pairs_event, enter_heat, register_pair

    event = create_pairs_event(tournament, "DM Par Mixed", "mixed", 2, 54).value
    pairs_heat = add_pairs_heat(tournament, event, "Kval Motala", "silver").value
    for number in range(1, 6):
        first, second = roster(593000 + 2 * number, 2)
        enter_heat(tournament, pairs_heat, register_pair(tournament, event, first, second).value, number)
    add_session(tournament, pairs_heat, "barometer", boards_per_round=1)
    # board 1 (none vulnerable): 4S by N, 10 tricks = NS 420; 3NT by N, 9 tricks = NS 400
    enter_pairs_result(tournament, pairs_heat, 1, 1, 1, 2, "4S", "N", 10, round_number=1)
    enter_pairs_result(tournament, pairs_heat, 1, 1, 3, 4, "3NT", "N", 9, round_number=1)
    # board 2 (NS vulnerable): 3NT by N, 8 tricks = NS −100; 3NT by N, 9 tricks = NS 600
    enter_pairs_result(tournament, pairs_heat, 1, 2, 1, 5, "3NT", "N", 8, round_number=2)
    enter_pairs_result(tournament, pairs_heat, 1, 2, 3, 2, "3NT", "N", 9, round_number=2)
    return pairs_heat


def percents(tournament, pairs_heat) -> dict[int, Fraction]:
    return {row.number: row.percent for row in heat_standing(tournament, pairs_heat).rows}


def test_a_sit_out_scores_60_percent_in_the_heats_standing_when_the_heat_says_so_PP5(tournament):
    pairs_heat = five_pair_heat(tournament)
    # Each board is played twice: top 2. Board 1: 420 > 400, so pair 1 (NS) 2 and pair 2 (EW) 0,
    # pair 3 0 and pair 4 2. Board 2: −100 < 600, so pair 1 0 and pair 5 (EW) 2, pair 3 2 and pair 2 0.
    # Default (PP5 exact, no score for a sit-out): pair 5 has 2 of 2 = 100 %, pair 4 2 of 2 = 100 %,
    # pair 1 2 of 4 = 50 %.
    assert percents(tournament, pairs_heat)[5] == 100
    # Ruter's 60: pair 5's sat-out board 1 scores 60 % of 2 = 1.2: (2 + 1.2) / 4 = 80 %; the same for
    # pair 4 (board 2 sat out); pair 1 played both rounds and keeps 50 %.
    set_pairs_conventions(tournament, pairs_heat, None, "60")
    after = percents(tournament, pairs_heat)
    assert (after[5], after[4], after[1]) == (80, 80, 50)


def test_conventions_from_the_command_line(tmp_path, capsys):
    from tddesk.cli import main

    path = tmp_path / "cli.tddesk"
    opened = championship(path)
    stage = heat(opened, 4)
    opened.close()
    assert main(["--lang", "en", "conventions", str(path), "--stage", stage, "--imp-cap", "12"]) == 0
    assert capsys.readouterr().out.strip() == "IMP cap per comparison: 12"
    assert main(["--lang", "en", "conventions", str(path), "--stage", stage, "--imp-cap", "many"]) == 2
    assert "--imp-cap takes a whole number" in capsys.readouterr().err

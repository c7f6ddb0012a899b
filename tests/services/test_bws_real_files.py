"""Real Bridgemate files, as venues' software wrote them, imported into pairs heats: the Taiwanese
session with two arbitral scores typed at the table (Law 12C2), and the Czech club's reused file,
whose rows of four earlier sessions Access marks deleted."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest
from sqlalchemy import select

from tddesk.models.pairs_tables import PairsBoardResult
from tddesk.services.pairs import add_pairs_heat, add_session, create_pairs_event, enter_heat, register_pair
from tddesk.services.pairs_bws_import import import_pairs_bws
from tddesk.services.pairs_standing import heat_standing
from tddesk.services.pairs_travellers import heat_travellers
from tddesk.services.players import PlayerEntry


@pytest.fixture(autouse=True)
def english():
    from tddesk import i18n

    i18n.set_language("en")


def _real(shared_dir, name: str) -> Path:
    path = shared_dir / "reference" / "real-bws" / name
    if not path.is_file():
        pytest.skip("reference data not present")
    return path


def _heat(tournament, pairs: int, name: str = "Kval", movement: str = "howell", event=None) -> str:
    event = event or create_pairs_event(tournament, "DM Par Open", "open", pairs, 60).value
    heat = add_pairs_heat(tournament, event, name, "silver").value
    for number in range(1, pairs + 1):
        pair = register_pair(
            tournament,
            event,
            PlayerEntry(str(700000 + 2 * number + 100 * len(name)), f"A {number}", "BK Lyx", "ÖMBF"),
            PlayerEntry(str(700001 + 2 * number + 100 * len(name)), f"B {number}", "BK Lyx", "ÖMBF"),
        ).value
        enter_heat(tournament, heat, pair, number)
    add_session(tournament, heat, movement)
    return heat


def _stored(tournament, heat: str) -> dict:
    with tournament.reading() as session:
        return {
            (row.board, row.ns_number): (
                row.ew_number,
                row.contract,
                row.declarer,
                row.tricks,
                row.ns_percent,
                row.ew_percent,
            )
            for row in session.scalars(select(PairsBoardResult).where(PairsBoardResult.heat_id == heat))
        }


def test_the_taiwanese_session_scores_with_its_two_arbitral_scores_as_adjusted_scores_law_12C2(tournament, shared_dir):
    path = _real(shared_dir, "tw-bridgemate-ui-12tables1section.bws")
    heat = _heat(tournament, 24)
    report = import_pairs_bws(tournament, heat, 1, path)
    assert report.written == 288 and report.removed == 0
    stored = _stored(tournament, heat)
    adjusted = {key: value for key, value in stored.items() if value[4] is not None}
    # Table 7, round 7: pair 7 NS against pair 24 on boards 1 and 2 (Remarks "40%-60%", "60%-60%").
    assert adjusted == {(1, 7): (24, None, None, None, 40, 60), (2, 7): (24, None, None, None, 60, 60)}
    played = [value for key, value in stored.items() if key not in adjusted]
    assert len(played) == 286 and all(value[1] for value in played)
    assert sum(1 for value in played if value[1] == "PASS") == 5
    standing = heat_standing(tournament, heat)
    assert len(standing.rows) == 24
    # Law 12C2 on a top of 22 (12 results a board): 40 % is 8.8 matchpoints, 60 % is 13.2.
    seven = next(row for row in standing.rows if row.number == 7)
    twenty_four = next(row for row in standing.rows if row.number == 24)
    assert seven.boards == twenty_four.boards == 24
    lines = {
        (traveller.board, line.ns): line
        for traveller in heat_travellers(tournament, heat)
        for line in traveller.lines
        if traveller.board in (1, 2)
    }
    assert traveller_top(tournament, heat) == 22
    assert (lines[1, 7].ns_score, lines[1, 7].ns_points, lines[1, 7].ew_points) == ("A− 40 % / A+ 60 %", "8.8", "13.2")
    assert (lines[2, 7].ns_score, lines[2, 7].ns_points, lines[2, 7].ew_points) == ("A+ 60 % / A+ 60 %", "13.2", "13.2")
    # The other eleven tables of board 1 are compared among themselves, raised by Neuberg's
    # formula to the top of 22: each table's two sides share the top.
    others = [line for key, line in lines.items() if key[0] == 1 and key[1] != 7]
    assert len(others) == 11
    assert {Fraction(line.ns_points) + Fraction(line.ew_points) for line in others} == {22}


def traveller_top(tournament, heat) -> int:
    return heat_travellers(tournament, heat)[0].top


def test_the_czech_backup_imports_exactly_the_results_of_the_clean_file(tournament, shared_dir):
    clean = _real(shared_dir, "cz-bridgemanager-BMInput1.bws")
    backup = _real(shared_dir, "cz-bridgemanager-BMInput_Zaloha.bws")
    event = create_pairs_event(tournament, "DM Par Open", "open", 15, 60).value
    first = _heat(tournament, 15, "Kval A", event=event)
    second = _heat(tournament, 15, "Kval BB", event=event)
    from_clean = import_pairs_bws(tournament, first, 1, clean)
    from_backup = import_pairs_bws(tournament, second, 1, backup)
    # 156 rows: one result and the erase record that removes it, so 154 results.
    assert from_clean.written == from_backup.written == 154
    assert _stored(tournament, first) == _stored(tournament, second)


def test_checking_the_taiwanese_file_against_a_smaller_heat_names_the_pairs_it_lacks(tournament, shared_dir):
    from tddesk.services.bws_check import check_file

    path = _real(shared_dir, "tw-bridgemate-ui-12tables1section.bws")
    heat = _heat(tournament, 20)
    found = check_file(path, tournament, heat)
    assert (found.format, found.results, found.arbitral) == ("Jet3 (Access 97)", 288, 2)
    assert found.problems == ("Pairs 21, 22, 23, 24 of the file do not play in the heat.",)


def test_an_older_copy_of_a_pairs_session_is_refused_unless_forced(tournament, shared_dir, tmp_path):
    from tddesk.formats.bws.jet import JetDatabase
    from tddesk.formats.bws.writer.bcs_tables import write_bws
    from tddesk.services.bws_check import BwsMismatch

    path = _real(shared_dir, "cz-bridgemanager-BMInput1.bws")
    heat = _heat(tournament, 15)
    assert import_pairs_bws(tournament, heat, 1, path).written == 154
    database = JetDatabase(path.read_bytes())
    rows = {table: database.rows(table) for table in ("Section", "Tables", "RoundData", "ReceivedData")}
    newest = max(row["ID"] for row in rows["ReceivedData"])
    rows["ReceivedData"] = [row for row in rows["ReceivedData"] if row["ID"] < newest - 20]
    older = tmp_path / "older.bws"
    write_bws(older, rows)
    before = _stored(tournament, heat)
    with pytest.raises(BwsMismatch, match="older than the one imported before"):
        import_pairs_bws(tournament, heat, 1, older)
    assert _stored(tournament, heat) == before
    assert import_pairs_bws(tournament, heat, 1, older, force=True).written == 0  # confirmed: nothing newer in it

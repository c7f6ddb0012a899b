"""`tddesk pairs-merge` holds a club's file to the bounds of every other way in, even a file changed
outside the program (tddesk/imports/merge.py ``read_source`` checks it as a JSON import): each
generated source is refused in words, or merged and then scored, printed and exported."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest

from tddesk.cli import main
from tddesk.services.files import new_championship
from tddesk.services.pairs import add_pairs_heat, add_session, create_pairs_event, enter_heat, register_pair
from tddesk.services.pairs_results import enter_pairs_result
from tddesk.services.players import PlayerEntry

EVENT = "dm-par-mixed"


def championship(path: Path):
    return new_championship(
        path, name="DM Par Mixed ÖMBF 2016-17", season="2016-17", district="ÖMBF", profile_id="ombf-2016-17"
    )


@pytest.fixture(scope="module")
def files(tmp_path_factory) -> tuple[Path, Path]:
    folder = tmp_path_factory.mktemp("merge")
    district = championship(folder / "dm.tddesk")
    create_pairs_event(district, "DM Par Mixed", "mixed", 28, 54)
    district.close()
    club = championship(folder / "motala.tddesk")
    event = create_pairs_event(club, "DM Par Mixed", "mixed", 28, 54).value
    heat = add_pairs_heat(club, event, "Kval Motala", "bronze", club="Motala BK").value
    for number in range(1, 5):
        pair = register_pair(
            club,
            event,
            PlayerEntry(str(620000 + 2 * number), f"A {number}", "Motala BK", "ÖMBF", 1960),
            PlayerEntry(str(620001 + 2 * number), f"B {number}", "Motala BK", "ÖMBF", 1961),
        ).value
        enter_heat(club, heat, pair, number)
    add_session(club, heat)
    for board in (1, 2):
        for ns, ew, tricks in ((1, 2, 9), (3, 4, 10)):
            enter_pairs_result(club, heat, 1, board, ns, ew, "3NT", "N", tricks, round_number=board)
    club.close()
    return folder / "dm.tddesk", folder / "motala.tddesk"


CHANGED_OUTSIDE = {  # what a club's file changed with another tool may hold
    "as made": [],
    "a NUL in a name": ["UPDATE player SET name = 'A' || char(0) || 'B' WHERE mid = '620002'"],
    "an escape in the heat's name": ["UPDATE pairs_heat SET name = 'Kval' || char(27) || 'Motala'"],
    "a final of one pair": ["UPDATE pairs_event SET final_pairs = 1"],
    "10^9 boards in the final": ["UPDATE pairs_event SET final_boards = 1000000000"],
    "a pair number of 10^9": ["UPDATE pairs_entry SET number = 1000000000 WHERE number = 4"],
    "a pair against itself": ["UPDATE pairs_board_result SET ew_number = ns_number WHERE board = 2 AND ns_number = 1"],
    "round 10^9": ["UPDATE pairs_board_result SET round = 1000000000 WHERE board = 1 AND ns_number = 1"],
    "session 10^9": [
        "UPDATE pairs_session SET number = 1000000000",
        "UPDATE pairs_board_result SET session = 1000000000",
    ],
    "a long name": ["UPDATE player SET name = printf('%.300c', 'Å') WHERE mid = '620003'"],
}


@pytest.mark.parametrize("change", sorted(CHANGED_OUTSIDE))
def test_a_changed_club_file_is_refused_in_words_or_merged_and_scored(files, tmp_path, capsys, change):
    district_base, club_base = files
    district, club = shutil.copy(district_base, tmp_path / "dm.tddesk"), shutil.copy(club_base, tmp_path / "c.tddesk")
    connection = sqlite3.connect(club)
    try:
        connection.execute("PRAGMA foreign_keys=OFF")
        for statement in CHANGED_OUTSIDE[change]:
            connection.execute(statement)
        connection.commit()
    finally:
        connection.close()
    status = main(["--lang", "en", "pairs-merge", str(district), str(club)])
    captured = capsys.readouterr()
    assert "Traceback" not in captured.err and "constraint" not in captured.err
    if change != "as made":
        assert status == 2 and captured.err.strip(), change
        print(change, "→", captured.err.strip())  # with -s
        return
    assert status == 0, captured.err
    heat = "dm-par-mixed-kval-motala"
    assert main(["pairs-standing", str(district), "--heat", heat, "--json"]) == 0
    out = tmp_path / "heat.pdf"
    assert main(["pairs-print", str(district), "heat", "--event", EVENT, "--heat", heat, "-o", str(out)]) == 0
    assert out.read_bytes().startswith(b"%PDF")
    assert main(["export-json", str(district), str(tmp_path / "dm.json")]) == 0

"""`tddesk pairs-import-list` checks what the dialog checks (services/pairs_list.py and the service
``import_result_list``): every hostile list is refused in words with the heat's list as it was, and
any list that is imported is then scored, printed and exported without error."""

from __future__ import annotations

import io
import math
import shutil
import zipfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from openpyxl import Workbook
from openpyxl.utils.exceptions import IllegalCharacterError

from builders import championship
from tddesk.cli import main
from tddesk.services.pairs import add_pairs_heat, create_pairs_event, enter_heat, register_pair
from tddesk.services.players import PlayerEntry

EVENT = "dm-par-open"


@pytest.fixture(scope="module")
def heats_file(tmp_path_factory) -> tuple[Path, str, str]:
    """A pairs event with a bronze heat of four pairs scored elsewhere (no boards) and its final."""
    path = tmp_path_factory.mktemp("list") / "dm.tddesk"
    tournament = championship(path)
    event = create_pairs_event(tournament, "DM Par Open", "open", 8, 60).value
    heat = add_pairs_heat(tournament, event, "Kval Mjölby", "bronze").value
    final = add_pairs_heat(tournament, event, "Final", "final").value
    for number in range(1, 5):
        pair = register_pair(
            tournament,
            event,
            PlayerEntry(str(700000 + 2 * number), f"A {number}", "BK Lyx", "ÖMBF"),
            PlayerEntry(str(700001 + 2 * number), f"B {number}", "BK Lyx", "ÖMBF"),
        ).value
        enter_heat(tournament, heat, pair, number)
        enter_heat(tournament, final, pair, number)
    tournament.close()
    return path, heat, final


def workbook(rows: list[list[object]]) -> bytes:
    book = Workbook()
    book.active.append(["Par", "Procent", "Brickor"])
    for row in rows:
        book.active.append(row)
    data = io.BytesIO()
    book.save(data)
    return data.getvalue()


def run(capsys, *arguments: str) -> tuple[int, str]:
    status = main(["--lang", "en", *arguments])
    captured = capsys.readouterr()
    return status, captured.err


def a_zip_bomb() -> bytes:
    data = io.BytesIO()
    with zipfile.ZipFile(data, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("[Content_Types].xml", "<Types/>")
        archive.writestr("xl/worksheets/sheet1.xml", b"\0" * (300 * 2**20))
    return data.getvalue()


HOSTILE = {
    "header only": workbook([]),
    "True as a pair": workbook([[True, 55.0, 26]]),
    "negative boards": workbook([[1, 55.0, -3]]),
    "text boards": workbook([[1, 55.0, "many"]]),
    "NaN": workbook([[1, "NaN", 26]]),
    "NaN float": workbook([[math.nan, 50.0, 26]]),
    "1E999": workbook([[1, "1E999", 26]]),
    "infinite pair": workbook([[math.inf, 50.0, 26]]),
    "Arabic-Indic pair": workbook([["٣", 50.0, 26]]),
    "random bytes": bytes(range(256)) * 8,
    "empty file": b"",
    "a CSV": b"Par;Procent\n1;55,0\n",
}


def test_every_hostile_list_is_refused_in_words_and_the_list_kept(heats_file, tmp_path, capsys):
    base, heat, final = heats_file
    path = shutil.copy(base, tmp_path / "dm.tddesk")
    good = tmp_path / "good.xlsx"
    good.write_bytes(workbook([[1, 61.3, 26], [2, 48.2, 26], [3, 55.0, 26], [4, 35.5, 26]]))
    assert run(capsys, "pairs-import-list", str(path), str(good), "--heat", heat)[0] == 0
    kept = path.read_bytes()
    cases = {name: tmp_path / f"case-{number}.xlsx" for number, name in enumerate(HOSTILE)}
    for name, file in cases.items():
        file.write_bytes(HOSTILE[name])
    cases["a folder"] = tmp_path / "folder.xlsx"
    cases["a folder"].mkdir()
    cases["a zip bomb"] = tmp_path / "bomb.xlsx"
    cases["a zip bomb"].write_bytes(a_zip_bomb())
    for name, file in cases.items():
        status, error = run(capsys, "pairs-import-list", str(path), str(file), "--heat", heat)
        assert status == 2, name
        assert error.strip() and "Traceback" not in error and "Error" not in error, (name, error)
        assert path.read_bytes() == kept, name  # the heat's list as it was
    status, error = run(capsys, "pairs-import-list", str(path), str(good), "--heat", final)
    assert status == 2 and "is the final" in error


CELL = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 6),
    st.integers(10**15, 10**20),
    st.floats(allow_nan=True, allow_infinity=True),
    st.sampled_from(["", "54,2", "54.2 %", "1E999", "NaN", "-0", "٣", "x", "101", "\x00", "2"]),
)


@settings(max_examples=30, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(rows=st.lists(st.lists(CELL, min_size=3, max_size=3), max_size=5))
def test_any_list_is_refused_in_words_or_scored_printed_and_exported(heats_file, tmp_path_factory, capsys, rows):
    base, heat, _final = heats_file
    folder = tmp_path_factory.mktemp("fuzz")
    path = shutil.copy(base, folder / "dm.tddesk")
    listed = folder / "list.xlsx"
    try:
        listed.write_bytes(workbook(rows))
    except (ValueError, TypeError, IllegalCharacterError):
        return  # openpyxl cannot write the cell (a NUL): no workbook to read
    status, error = run(capsys, "pairs-import-list", str(path), str(listed), "--heat", heat)
    if status != 0:
        assert status == 2 and error.strip() and "Traceback" not in error and "Error" not in error, error
        return
    assert run(capsys, "pairs-standing", str(path), "--heat", heat, "--json")[0] == 0
    out = folder / "heat.pdf"
    assert run(capsys, "pairs-print", str(path), "heat", "--event", EVENT, "--heat", heat, "-o", str(out))[0] == 0
    assert out.read_bytes().startswith(b"%PDF")
    assert run(capsys, "export-json", str(path), str(folder / "dm.json"))[0] == 0

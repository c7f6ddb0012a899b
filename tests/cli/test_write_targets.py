"""Exports never replace a symbolic link or a device with a regular file: a link is followed (the
file it points to is replaced, the link stays); a device or pipe is refused in words, exit 2."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import pytest
from openpyxl import load_workbook

from reports.printing import add_stage, new_file
from tddesk.cli import main


@pytest.fixture(scope="module")
def heat_file(tmp_path_factory):
    path = tmp_path_factory.mktemp("targets") / "heat.tddesk"
    tournament = new_file(path)
    heat = add_stage(tournament, "Kvalheat", 4, 16)
    tournament.close()
    return path, heat


EXPORTS = ("export-json", "export-xlsx", "print", "vp-table", "save-copy")


def commands(file: Path, stage: str, out: Path) -> dict[str, list[str]]:
    return {
        "export-json": ["export-json", str(file), str(out.with_suffix(".json"))],
        "export-xlsx": ["export-xlsx", str(file), str(out.with_suffix(".xlsx"))],
        "print": ["print", str(file), "standings", "--stage", stage, "-o", str(out.with_suffix(".pdf"))],
        "vp-table": ["vp-table", "16", "--pdf", str(out.with_suffix(".pdf"))],
        "save-copy": ["save-copy", str(file), str(out.with_suffix(".tddesk"))],
    }


def is_written(path: Path) -> bool:
    data = path.read_bytes()
    if path.suffix == ".tddesk":
        return sqlite3.connect(path).execute("PRAGMA integrity_check").fetchone() == ("ok",)
    if path.suffix == ".xlsx":
        return load_workbook(path).sheetnames != []
    return data.startswith(b"%PDF") if path.suffix == ".pdf" else data.startswith(b"{")


@pytest.mark.parametrize("command", EXPORTS)
def test_a_link_is_followed_and_kept(heat_file, tmp_path, command):
    file, stage = heat_file
    stick = tmp_path / "stick"
    stick.mkdir()
    arguments = commands(file, stage, tmp_path / "out")[command]
    link = Path(arguments[-1])
    real = stick / link.name
    real.write_bytes(b"last week's")
    os.symlink(real, link)
    assert main(arguments) == 0
    assert link.is_symlink() and Path(os.readlink(link)) == real
    assert is_written(real)
    assert sorted(path.name for path in stick.iterdir()) == [real.name]  # no temporary file left


@pytest.mark.parametrize("command", EXPORTS)
def test_a_device_or_a_pipe_is_refused_in_words(heat_file, tmp_path, capsys, command):
    file, stage = heat_file
    arguments = commands(file, stage, tmp_path / "out")[command]
    link = Path(arguments[-1])
    os.symlink("/dev/null", link)
    assert main(["--lang", "en", *arguments]) == 2
    error = capsys.readouterr().err
    assert "not a regular file" in error and "/dev/null" in error and "Traceback" not in error
    assert link.is_symlink() and Path("/dev/null").is_char_device()
    pipe = tmp_path / f"pipe{link.suffix}"
    os.mkfifo(pipe)
    assert main(["--lang", "sv", *arguments[:-1], str(pipe)]) == 2
    assert "ingen vanlig fil" in capsys.readouterr().err
    assert pipe.is_fifo()

"""VP1, VP2: `tddesk vp` and `tddesk vp-table` as the TD types them."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from pypdf import PdfReader

from tddesk.cli import main

PROJECT = Path(__file__).resolve().parents[2]


def numbers(text: str) -> list[str]:
    return re.findall(r"\d+(?:\.\d+)?", text)


def test_vp_prints_both_teams_VP1(capsys):
    """VP1: 20 boards, 30-13 → 14.01 and 5.99 (D p.20, 17 IMP on 20 boards)."""
    assert main(["vp", "20", "30", "13"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert len(out) == 2
    assert numbers(out[0])[-1] == "14.01" and "30" in numbers(out[0])
    assert numbers(out[1])[-1] == "5.99" and "13" in numbers(out[1])


def test_vp_loser_first_and_tie_VP1(capsys):
    """VP1: the team that lost gets 20 minus the winner's VP; a tie is 10.00-10.00."""
    main(["vp", "24", "13", "30"])
    lines = capsys.readouterr().out.splitlines()
    assert [numbers(line)[-1] for line in lines] == ["6.28", "13.72"]
    main(["vp", "8", "25", "25"])
    lines = capsys.readouterr().out.splitlines()
    assert [numbers(line)[-1] for line in lines] == ["10.00", "10.00"]


def test_vp_half_imps_round_away_from_zero_VP1(capsys):
    """VP1: 30.5-13 is a margin of 17.5, rounded to 18 → 14.20 on 20 boards."""
    assert main(["vp", "20", "30.5", "13"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [numbers(line)[-1] for line in lines] == ["14.20", "5.80"]


def test_vp_table_prints_the_scale_VP1(capsys):
    """VP1: 6 boards: one row per margin 0..37, winner and loser VP."""
    assert main(["vp-table", "6"]) == 0
    lines = capsys.readouterr().out.splitlines()
    rows = [line.split() for line in lines if re.fullmatch(r"\s*\d+\s+\d+\.\d\d\s+\d+\.\d\d\s*", line)]
    assert [int(row[0]) for row in rows] == list(range(38))
    assert rows[0] == ["0", "10.00", "10.00"]
    assert rows[36] == ["36", "19.91", "0.09"]
    assert rows[37] == ["37", "20.00", "0.00"]
    assert "36.74" in lines[0]  # the blitz


def test_vp_table_pdf_VP2(tmp_path, capsys):
    """VP2: --pdf writes the one-page sheet."""
    target = tmp_path / "vp16.pdf"
    assert main(["vp-table", "16", "--pdf", str(target)]) == 0
    assert str(target) in capsys.readouterr().out
    reader = PdfReader(target)
    assert len(reader.pages) == 1
    assert re.search(r"\b60\s+20,00\s+0,00\b", reader.pages[0].extract_text(extraction_mode="layout"))


@pytest.mark.parametrize(
    "arguments",
    [
        ["vp", "x", "30", "13"],
        ["vp", "20", "thirty", "13"],
        ["vp", "20", "30", "-5"],
        ["vp", "20", "30", "nan"],
        ["vp", "0", "30", "13"],
        ["vp", "101", "30", "13"],
        ["vp", "16.5", "30", "13"],
        ["vp", "20", "30"],
        ["vp-table", "0"],
        ["vp-table", "-3"],
        ["vp-table", "abc"],
    ],
)
def test_wrong_arguments_give_one_line_and_status_2_VP1(arguments, capsys):
    """VP1: a wrong argument is one line on stderr, exit status 2, no traceback, nothing on stdout."""
    assert main(arguments) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert len(captured.err.strip().splitlines()) == 1
    assert "Traceback" not in captured.err


def test_unwritable_pdf_path_VP2(tmp_path, capsys):
    """VP2: a PDF path in a missing folder (or a folder itself) is one line and status 2."""
    for target in (tmp_path / "missing" / "vp.pdf", tmp_path):
        assert main(["vp-table", "20", "--pdf", str(target)]) == 2
        captured = capsys.readouterr()
        assert len(captured.err.strip().splitlines()) == 1
        assert str(target) in captured.err
    assert not (tmp_path / "missing").exists()


def test_installed_command_prints_14_01_and_5_99_VP1():
    """VP1: the real command in a fresh process, as the TD runs it."""
    environment = {**os.environ, "PYTHONPATH": str(PROJECT)}
    result = subprocess.run(
        [sys.executable, "-m", "tddesk", "vp", "20", "30", "13"],
        capture_output=True,
        text=True,
        cwd=PROJECT,
        env=environment,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert "14.01" in result.stdout and "5.99" in result.stdout


def test_installed_command_refuses_bad_boards_with_status_2_VP1():
    environment = {**os.environ, "PYTHONPATH": str(PROJECT)}
    result = subprocess.run(
        [sys.executable, "-m", "tddesk", "vp", "200", "30", "13"],
        capture_output=True,
        text=True,
        cwd=PROJECT,
        env=environment,
        timeout=60,
        check=False,
    )
    assert result.returncode == 2
    assert "Traceback" not in result.stderr and len(result.stderr.strip().splitlines()) == 1

"""A workbook export on a disk that fills up during the save says so in words, and nothing after it:
no "Exception ignored" from the library's half-written zip file (models/atomic.py)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from disks import fill, small_disk

PROJECT = Path(__file__).resolve().parents[2]


@pytest.mark.skipif(sys.platform == "win32", reason="tests/disks.py mounts a small disk (Linux)")
def test_export_xlsx_on_a_full_disk_prints_only_its_words(demo_path, tmp_path):
    with small_disk(tmp_path / "stick", size_kib=512) as stick:
        refused = 0
        for leave_kib in (4, 8, 16, 32, 64, 96):  # full before the save, at its end and in between
            fill(stick, leave_bytes=leave_kib * 1024)
            done = subprocess.run(
                [sys.executable, "-m", "tddesk", "export-xlsx", str(demo_path), str(stick / "dm.xlsx")],
                capture_output=True,
                text=True,
                env={**os.environ, "PYTHONPATH": str(PROJECT)},
                check=False,
            )
            assert "Exception ignored" not in done.stderr and "Traceback" not in done.stderr, done.stderr
            if done.returncode == 2:
                refused += 1
                assert done.stderr.strip().splitlines() == [done.stderr.strip()]
                assert "Disken är full" in done.stderr
                assert sorted(path.name for path in stick.iterdir()) == ["filler.bin"]
            (stick / "dm.xlsx").unlink(missing_ok=True)
            (stick / "filler.bin").unlink()
        assert refused >= 1

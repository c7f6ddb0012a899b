"""The command line on a full or write-protected disk: one line in words, exit 2, no traceback, the file whole."""

from __future__ import annotations

import shutil
import subprocess
import sys

from disks import fill, free_space, read_only_folder, small_disk
from services.test_storage_errors import build_file


def tddesk(*arguments, language="en"):
    return subprocess.run(
        [sys.executable, "-m", "tddesk", "--lang", language, *arguments],
        check=False,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_result_on_a_full_disk_says_so_saves_nothing_and_works_once_space_is_freed(tmp_path):
    built = tmp_path / "built.tddesk"
    match = build_file(built)
    with small_disk(tmp_path / "stick") as stick:
        path = stick / "dm.tddesk"
        shutil.copy2(built, path)
        fill(stick)
        refused = tddesk("result", str(path), "--match", match, "--imps", "31-18")
        assert refused.returncode == 2
        assert "Traceback" not in refused.stderr + refused.stdout
        assert "full" in refused.stderr and "damaged" not in refused.stderr
        free_space(stick)
        assert "31-18" not in tddesk("standings", str(path), "--stage", "heat-kvalheat", "--json").stdout
        saved = tddesk("result", str(path), "--match", match, "--imps", "31-18")
        assert saved.returncode == 0, saved.stderr
        assert "31-18 IMP" in saved.stdout


def test_a_write_protected_stick_is_read_but_not_written_in_words(tmp_path):
    built = tmp_path / "dm.tddesk"
    match = build_file(built)
    with read_only_folder(tmp_path / "stick", built) as stick:
        path = stick / built.name
        shown = tddesk("standings", str(path), "--stage", "heat-kvalheat")
        assert shown.returncode == 0, shown.stderr
        assert "Lag 1" in shown.stdout
        refused = tddesk("result", str(path), "--match", match, "--imps", "31-18")
        assert refused.returncode == 2 and "Traceback" not in refused.stderr
        assert "cannot be written" in refused.stderr and "damaged" not in refused.stderr

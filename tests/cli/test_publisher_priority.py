"""The background publisher (``tddesk publish --follow``) yields the processor to the window: it
runs at a lower priority, so pages being written do not hold up the TD's typing (docs/publishing.md)."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from reports.printing import add_stage, new_file


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads the priority from /proc (Linux)")
def test_the_follow_publisher_runs_at_a_lower_priority_than_the_window(tmp_path):
    tournament = new_file(tmp_path / "dm.tddesk")
    add_stage(tournament, "Kvalheat", 4, 16)
    tournament.close()
    process = subprocess.Popen(
        [sys.executable, "-m", "tddesk", "publish", str(tmp_path / "dm.tddesk"), str(tmp_path / "site"), "--follow"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        process.stdin.write("all\n")
        process.stdin.flush()
        answer = process.stdout.readline()  # the first publication is done: priority set
        assert '"written"' in answer
        fields = Path(f"/proc/{process.pid}/stat").read_text().rsplit(")", 1)[1].split()
        assert int(fields[16]) - os.nice(0) == 10  # field 19 of stat: the nice value
    finally:
        process.stdin.close()
        deadline = time.monotonic() + 20
        while process.poll() is None and time.monotonic() < deadline:
            time.sleep(0.05)
        if process.poll() is None:
            process.kill()
        process.stdout.close()

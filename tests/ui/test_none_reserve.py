"""The PySide6 pin in pyproject.toml: no release that loses references to None.

PySide6 6.12.0 releases one reference to ``None`` on every call of a Qt method that returns
nothing; on Python 3.11 the interpreter aborts after a few thousand calls ("none_dealloc").
pyproject.toml keeps such a release out; this test fails if one slips in.
"""

from __future__ import annotations

import subprocess
import sys

MANY_CALLS = """
import gc, os, sys
from PySide6.QtCore import QPoint
point = QPoint()
before = sys.getrefcount(None)
for _ in range(20_000):
    point.setX(1)
gc.collect()
print(before - sys.getrefcount(None), flush=True)
os._exit(0)  # leave at once, whatever the reference count
"""


def test_qt_calls_do_not_lose_references_to_none():
    result = subprocess.run(
        [sys.executable, "-c", MANY_CALLS], capture_output=True, text=True, timeout=120, check=False
    )
    assert result.returncode == 0, result.stderr[-2000:]
    assert abs(int(result.stdout.strip())) < 100

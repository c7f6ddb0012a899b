"""Deals read from PBN and solved double dummy load endplay's parts without NumPy or Matplotlib.

The frozen program leaves NumPy and Matplotlib out (docs/installing.md); endplay's top level
imports them for its deal generator. A fresh interpreter reads a PBN file and analyses a deal
the way tddesk does, and neither module may be loaded afterwards.
"""

from __future__ import annotations

import subprocess
import sys

import pytest

pytest.importorskip("endplay")

PROGRAM = """
import sys
from tddesk.formats.deal_files import parse_deal_file
from tddesk.rules.double_dummy import analyse
pbn = b'[Board "1"]\\n[Dealer "N"]\\n[Vulnerable "None"]\\n' \\
      b'[Deal "N:QJ942.AT3.8.KQ82 873.752.KJ9653.T KT65.86.742.A954 A.KQJ94.AQT.J763"]\\n'
deal = parse_deal_file(pbn, "brickor.pbn").deals[0]
result = analyse(deal)
print(result.par_score, ",".join(result.par_contracts), result.tricks_for("E", "D"))
print(sorted(name for name in ("numpy", "matplotlib") if name in sys.modules))
"""


def test_a_pbn_deal_is_read_and_solved_without_numpy_or_matplotlib():
    result = subprocess.run([sys.executable, "-c", PROGRAM], capture_output=True, text=True, timeout=120, check=True)
    par, loaded = result.stdout.strip().splitlines()
    # Board 1: East-West make 5♦ (11 tricks), par 400 to East-West.
    assert par == "-400 5DE=,5DW= 11"
    assert loaded == "[]"

"""The independent Access/Jet readers the tests hold tddesk's Bridgemate reader and writer against
(docs/bws.md): mdbtools (Debian's ``mdbtools``) and the npm package ``mdb-reader`` (installed by
``.ci/run`` into ``tests/oracles/`` with ``npm ci``). A test that needs one is skipped where it is
missing, so a machine without Node or mdbtools still runs the rest; CI has both."""

from __future__ import annotations

import csv
import io
import json
import shutil
import subprocess
from pathlib import Path

import pytest

ORACLES = Path(__file__).resolve().parent / "oracles"
MDB_READER_SCRIPT = ORACLES / "mdb_dump.mjs"

needs_mdbtools = pytest.mark.skipif(shutil.which("mdb-export") is None, reason="mdbtools not installed")
needs_mdb_reader = pytest.mark.skipif(
    shutil.which("node") is None or not (ORACLES / "node_modules" / "mdb-reader").is_dir(),
    reason="node or mdb-reader not installed (npm ci --prefix tests/oracles)",
)


def mdbtools_tables(path: Path) -> list[str]:
    """The user tables mdbtools lists, one name a line."""
    out = subprocess.run(["mdb-tables", "-1", str(path)], capture_output=True, text=True, check=True).stdout
    return [name for name in out.splitlines() if name]


def mdbtools_rows(path: Path, table: str) -> list[dict[str, str | None]]:
    """The live rows of ``table`` as mdb-export prints them: text values, NULL as None, ISO dates."""
    out = subprocess.run(
        ["mdb-export", "-0", "NULL", "-T", "%Y-%m-%d %H:%M:%S", str(path), table],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    rows = list(csv.DictReader(io.StringIO(out)))
    return [{key: (None if value == "NULL" else value) for key, value in row.items()} for row in rows]


def mdb_reader_dump(path: Path, tables: list[str] | None = None) -> dict[str, dict]:
    """``{table: {"columns": [{"name", "type", "size"}], "rows": [{column: value}]}}`` as mdb-reader
    reads the file; dates as ISO text, binary as hex."""
    out = subprocess.run(
        ["node", str(MDB_READER_SCRIPT), str(path), *(tables or [])],
        capture_output=True,
        text=True,
        check=True,
        cwd=ORACLES,
    ).stdout
    return json.loads(out)["tables"]

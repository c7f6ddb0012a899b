"""Every table and column of the real template ../shared/reference/real-bws/tw-bridgemate-ui-Default.bws
with its type and size, as mdbtools and mdb-reader see a written file (docs/bws.md, "Jet3") — for
the tests of each kind of file tddesk writes (not a test module)."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from jet_oracles import mdb_reader_dump
from tddesk.formats.bws.writer.bcs_tables import TEMPLATE_ONLY_TABLES


def template(shared_dir: Path) -> Path:
    path = shared_dir / "reference" / "real-bws" / "tw-bridgemate-ui-Default.bws"
    if not path.exists():
        pytest.skip("reference data not present")
    return path


def mdb_schema(path: Path) -> dict[str, dict[str, str]]:
    """table → column → the type mdb-schema prints ("Integer", "Text (10)", "Boolean NOT NULL")."""
    text = subprocess.run(["mdb-schema", str(path), "access"], capture_output=True, text=True, check=True).stdout
    return {
        block.group(1): dict(re.findall(r"\[(.+?)\]\s+(.+?),?\s*$", block.group(2), re.M))
        for block in re.finditer(r"CREATE TABLE \[(.+?)\]\s*\((.*?)\);", text, re.S)
    }


def assert_template_layout(path: Path, shared_dir: Path) -> None:
    """The file has the template's every table and column, typed as there, for both readers."""
    real, ours = mdb_schema(template(shared_dir)), mdb_schema(path)
    assert set(real) - set(ours) == set(TEMPLATE_ONLY_TABLES)
    for table, columns in real.items():
        if table not in TEMPLATE_ONLY_TABLES:
            assert {name: ours[table].get(name) for name in columns} == columns, table
    real_dump, our_dump = mdb_reader_dump(template(shared_dir)), mdb_reader_dump(path)
    for table, content in real_dump.items():
        if table in TEMPLATE_ONLY_TABLES:
            continue
        mine = {column["name"]: column for column in our_dump[table]["columns"]}
        assert all(mine[column["name"]] == column for column in content["columns"]), table

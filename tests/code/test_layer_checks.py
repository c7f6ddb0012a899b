"""The layer contracts of pyproject.toml (docs/architecture.md) catch what they are meant to.

A copy of the package gets one forbidden import per contract; ``lint-imports`` with the project's
own configuration must then report every contract broken, and the untouched package none.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

PROJECT = Path(__file__).resolve().parents[2]
LINT_IMPORTS = Path(sys.executable).parent / "lint-imports"

# module of the copy → the import added to it, and the contract that must then break
LAYERS = "Layers: each imports only the layers below it"
VIOLATIONS = {
    "tddesk/ui/views/live.py": (
        "from tddesk.models import tables",
        "The UI talks to services, never to the tables or SQLAlchemy",
    ),
    "tddesk/services/teams.py": ("import PySide6.QtCore", "Only the UI imports Qt"),
    "tddesk/rules/vp.py": ("from tddesk import i18n", LAYERS),
    "tddesk/rules/dup.py": ("import openpyxl", "Rules are pure: no database, workbook, PDF or schema library"),
    "tddesk/reports/vp_sheet.py": ("from tddesk.ui import formatting", LAYERS),
    "tddesk/models/backup.py": (
        "from tddesk.models import database",
        "No import circles between modules of one package",
    ),
    "tddesk/services/fees.py": ("from tddesk.export import json_export", LAYERS),
    "tddesk/export/field_workbook.py": ("from tddesk.imports import merge", LAYERS),
    "tddesk/formats/deal_files.py": ("from tddesk.services import stages", LAYERS),
    "tddesk/formats/result_list.py": (
        "from tddesk.models import tables",
        "Formats know no tournament: neither the tables nor SQLAlchemy",
    ),
}

# The import circles the code once had, each closed again by its old back import: the contract
# must name every one of them.
OLD_CIRCLES = {
    "tddesk/models/lock.py": ("from tddesk.models import database", "- .lock -> .database"),
    "tddesk/services/finals.py": ("from tddesk.services import advancement_offers", "- .finals -> .advancement_offers"),
    "tddesk/ui/file_actions.py": ("from tddesk.ui import controller", "- .file_actions -> .controller"),
}


def _lint(root: Path) -> subprocess.CompletedProcess:
    return subprocess.run(
        [str(LINT_IMPORTS), "--no-cache"],
        cwd=root,
        capture_output=True,
        text=True,
        env={"PYTHONPATH": str(root), "PATH": ""},
        timeout=120,
        check=False,
    )


@pytest.mark.skipif(not LINT_IMPORTS.is_file(), reason="import-linter comes with the test extra")
def test_each_layer_contract_breaks_on_a_forbidden_import(tmp_path):
    copy = tmp_path / "project"
    shutil.copytree(PROJECT / "tddesk", copy / "tddesk", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(PROJECT / "pyproject.toml", copy / "pyproject.toml")
    clean = _lint(copy)
    assert clean.returncode == 0, clean.stdout[-3000:]
    for module, (line, _contract) in VIOLATIONS.items():
        path = copy / module
        path.write_text(path.read_text(encoding="utf-8") + f"\n{line}  # the forbidden import\n", encoding="utf-8")
    broken = _lint(copy)
    assert broken.returncode == 1
    report = broken.stdout
    for _module, (_line, contract) in VIOLATIONS.items():
        assert f"{contract} BROKEN" in report, report[-3000:]


@pytest.mark.skipif(not LINT_IMPORTS.is_file(), reason="import-linter comes with the test extra")
def test_the_old_import_circles_would_be_reported(tmp_path):
    copy = tmp_path / "project"
    shutil.copytree(PROJECT / "tddesk", copy / "tddesk", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(PROJECT / "pyproject.toml", copy / "pyproject.toml")
    for module, (line, _cycle) in OLD_CIRCLES.items():
        path = copy / module
        path.write_text(path.read_text(encoding="utf-8") + f"\n{line}  # the old back import\n", encoding="utf-8")
    broken = _lint(copy)
    assert broken.returncode == 1
    assert "No import circles between modules of one package BROKEN" in broken.stdout
    for _module, (_line, cycle) in OLD_CIRCLES.items():
        assert cycle in broken.stdout, broken.stdout[-3000:]

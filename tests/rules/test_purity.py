"""docs/architecture.md: the rules are pure — no Qt, no database, no spreadsheet or PDF library."""

import ast
from pathlib import Path

import tddesk.rules

FORBIDDEN = ("PySide6", "sqlalchemy", "openpyxl", "reportlab", "alembic")


def imported_modules(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def test_rules_import_no_qt_orm_spreadsheet_or_pdf_library():
    rules_dir = Path(tddesk.rules.__file__).parent
    sources = sorted(rules_dir.rglob("*.py"))
    assert len(sources) >= 2
    offenders = {
        f"{path.name}: {module}"
        for path in sources
        for module in imported_modules(path)
        if module.split(".")[0] in FORBIDDEN
    }
    assert offenders == set()


def test_the_purity_check_sees_a_forbidden_import(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text("from PySide6.QtCore import QObject\nimport sqlalchemy.orm\n")
    assert {"PySide6.QtCore", "sqlalchemy.orm"} <= imported_modules(sample)

"""The package's source, read and parsed once per test process for the tests that read the code
(tests/code/test_one_home.py, tests/test_numbers.py): parsing and walking its modules takes about a
second each time, and each of those tests looks through all of them."""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "tddesk"


@cache
def package_modules() -> tuple[Path, ...]:
    """The package's modules, sorted by path."""
    return tuple(sorted(PACKAGE.rglob("*.py")))


@cache
def source_of(path: Path) -> str:
    return path.read_text(encoding="utf-8")


@cache
def nodes_of(path: Path) -> tuple[ast.AST, ...]:
    """Every node of the module's syntax tree in ``ast.walk``'s order; shared by the tests, so read only."""
    return tuple(ast.walk(ast.parse(source_of(path))))

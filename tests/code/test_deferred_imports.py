"""An import inside a function is there for the start-up (docs/architecture.md, "Cold start"):
the window paints before SQLAlchemy, ReportLab or openpyxl load, and a command of the command line
imports only its own work. Each such import says why in a comment on its line or on the line
above its group of imports; an import needed for no reason goes to the top of its module.
``tests/ui/test_cold_start_target.py`` holds the start to its target."""

from __future__ import annotations

import ast

from source_trees import PACKAGE, nodes_of, package_modules, source_of


def _inner_imports(path) -> list[ast.Import | ast.ImportFrom]:
    found: dict[int, ast.Import | ast.ImportFrom] = {}
    for node in nodes_of(path):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            for inner in ast.walk(node):
                if isinstance(inner, ast.Import | ast.ImportFrom):
                    found[inner.lineno] = inner
    return [found[line] for line in sorted(found)]


def _has_reason(lines: list[str], node: ast.Import | ast.ImportFrom) -> bool:
    """A comment on the import's own lines, or above the run of import lines it belongs to."""
    if any("#" in lines[index] for index in range(node.lineno - 1, node.end_lineno or node.lineno)):
        return True
    index = node.lineno - 2
    while index >= 0:
        text = lines[index].strip()
        if text.startswith("#"):
            return True
        if not (text.startswith(("import ", "from ")) or text.endswith((",", "(")) or text == ")"):
            return False
        index -= 1
    return False


def test_every_import_inside_a_function_says_why():
    unexplained = []
    for path in package_modules():
        lines = source_of(path).splitlines()
        for node in _inner_imports(path):
            if not _has_reason(lines, node):
                unexplained.append(f"{path.relative_to(PACKAGE)}:{node.lineno}")
    assert unexplained == [], "an import inside a function needs a reason comment: " + ", ".join(unexplained)

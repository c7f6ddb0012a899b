"""Modules stay small (CONTRIBUTING.md, "The checks"): a module of the package has at most 400
lines; a module about to pass that is split by what its parts are about."""

from __future__ import annotations

from pathlib import Path

from source_trees import package_modules

PACKAGE = Path(__file__).resolve().parents[2] / "tddesk"
MOST_LINES = 400


def lines_of(path: Path) -> int:
    return len(path.read_text(encoding="utf-8").splitlines())


def test_a_module_has_at_most_400_lines():
    too_long = {}
    for path in package_modules():
        name = path.relative_to(PACKAGE).as_posix()
        if "/migrations/" in f"/{name}":
            continue  # a migration is written once and never read beside the code
        if lines_of(path) > MOST_LINES:
            too_long[name] = lines_of(path)
    assert too_long == {}, "split these modules (lines): " + repr(too_long)

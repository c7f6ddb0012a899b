"""Pairs and teams share their row types (docs/architecture.md, "Shared row types"): every
traveller line derives from ``TravellerLineBase`` and every standing row from ``StandingRowBase``
(``tddesk/rules/rows.py``), so a new parallel kind cannot appear beside them unnoticed."""

from __future__ import annotations

import ast
import dataclasses
import importlib
from pathlib import Path

import pytest

from source_trees import nodes_of, package_modules
from tddesk.rules import rows
from tddesk.rules.rows import PlacedRow, StandingRowBase, TravellerLineBase

PACKAGE = Path(__file__).resolve().parents[2] / "tddesk"


def derives(klass: type, base: type) -> bool:
    """Named as a base, not merely shaped alike (a protocol's own class check asks only the shape)."""
    return base in klass.__mro__


SHARED = {"TravellerLine": TravellerLineBase, "StandingRow": StandingRowBase}


def _row_classes(suffix: str) -> dict[str, type]:
    """Every class of the package whose name ends in ``suffix``, the shared module's aside."""
    found = {}
    for path in package_modules():
        if path == Path(rows.__file__):
            continue
        for node in nodes_of(path):
            if isinstance(node, ast.ClassDef) and node.name.endswith(suffix):
                module = ".".join(("tddesk", *path.relative_to(PACKAGE).with_suffix("").parts))
                found[f"{module}.{node.name}"] = getattr(importlib.import_module(module), node.name)
    return found


def _members(base: type) -> set[str]:
    """The members a shared base declares, its bases' included (read from its source: they exist
    for the type checker only)."""
    tree = ast.parse(Path(rows.__file__).read_text(encoding="utf-8"))
    names = {klass.__name__ for klass in base.__mro__}
    return {
        member.name
        for node in tree.body
        if isinstance(node, ast.ClassDef) and node.name in names
        for member in ast.walk(node)
        if isinstance(member, ast.FunctionDef)
    }


@pytest.mark.parametrize("suffix", sorted(SHARED))
def test_every_row_kind_derives_from_the_shared_type(suffix):
    classes = _row_classes(suffix)
    assert len(classes) >= 3  # the walk found the teams and the pairs kinds
    apart = sorted(name for name, klass in classes.items() if not derives(klass, SHARED[suffix]))
    assert apart == []


@pytest.mark.parametrize("suffix", sorted(SHARED))
def test_every_row_kind_answers_each_shared_member(suffix):
    for name, klass in _row_classes(suffix).items():
        base = PlacedRow if derives(klass, PlacedRow) else SHARED[suffix]
        fields = {field.name for field in dataclasses.fields(klass)}
        missing = {member for member in _members(base) if member not in fields and not hasattr(klass, member)}
        assert missing == set(), name


def test_the_teams_and_pairs_standings_rows_are_placed():
    names = {name.rsplit(".", 1)[1] for name, klass in _row_classes("StandingRow").items() if derives(klass, PlacedRow)}
    assert names >= {"StandingRow", "PairsStandingRow"}
    assert _members(PlacedRow) == {"entrant", "name", "place"}
    assert _members(TravellerLineBase) == {"round", "contract", "declarer"}

"""Read-models are named *View (CONTRIBUTING.md, "Adding a service"): a frozen dataclass that a
service function hands out whole says by its name what it is, and one it hands out as the items of
a list or tuple is a *Row (or a whole *View, one per item)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

SERVICES = Path(__file__).resolve().parents[2] / "tddesk" / "services"
# a read-model, what an action would do, what an import did, an action's record, a form's values, one row
KINDS = re.compile(r"(View|Preview|Report|Change|Form|Row)$")


def _trees() -> dict[str, ast.Module]:
    return {path.name: ast.parse(path.read_text(encoding="utf-8")) for path in sorted(SERVICES.glob("*.py"))}


def _dataclasses(trees: dict[str, ast.Module]) -> set[str]:
    return {
        node.name
        for tree in trees.values()
        for node in tree.body
        if isinstance(node, ast.ClassDef)
        and any("dataclass" in ast.unparse(decorator) for decorator in node.decorator_list)
    }


CONTAINERS = {"list", "tuple", "dict", "set", "frozenset", "Iterator", "Sequence"}


def _returned(in_containers: bool) -> dict[str, str]:
    """The dataclasses public service functions return, whole or as the items of a container,
    each with where one is returned."""
    trees = _trees()
    dataclasses = _dataclasses(trees)
    returned: dict[str, str] = {}
    for module, tree in trees.items():
        for node in tree.body:
            if isinstance(node, ast.FunctionDef) and not node.name.startswith("_") and node.returns is not None:
                names = {part.id for part in ast.walk(node.returns) if isinstance(part, ast.Name)}
                if bool(names & CONTAINERS) == in_containers:
                    for name in names & dataclasses:
                        returned[name] = f"{module}:{node.name}"
    return returned


def test_a_dataclass_a_service_returns_whole_is_named_for_its_kind():
    returned_whole = _returned(in_containers=False)
    assert len(returned_whole) >= 20  # the walk found the services' read-models
    misnamed = {name: where for name, where in returned_whole.items() if not KINDS.search(name)}
    assert misnamed == {}


def test_a_dataclass_a_service_returns_as_rows_is_named_a_row():
    returned_as_items = _returned(in_containers=True)
    assert {"MatchLineupsView", "KnockoutStandingRow", "MedalTeamRow"} <= set(returned_as_items)
    misnamed = {name: where for name, where in returned_as_items.items() if not KINDS.search(name)}
    assert misnamed == {}

"""The dialogs live in ui/dialogs/ by area, one per module (CONTRIBUTING.md, "Adding a dialog")."""

from __future__ import annotations

import ast
from pathlib import Path

DIALOGS = Path(__file__).resolve().parents[2] / "tddesk" / "ui" / "dialogs"


def _dialog_classes(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [
        node.name
        for node in tree.body
        if isinstance(node, ast.ClassDef)
        and any(
            (base.id if isinstance(base, ast.Name) else getattr(base, "attr", "")).endswith("Dialog")
            for base in node.bases
        )
    ]


def test_every_dialog_module_is_in_an_area_package():
    loose = sorted(path.name for path in DIALOGS.glob("*.py") if path.name != "__init__.py")
    assert loose == []
    areas = [path for path in DIALOGS.iterdir() if path.is_dir() and path.name != "__pycache__"]
    assert len(areas) >= 5
    assert all((area / "__init__.py").is_file() for area in areas)


def test_one_dialog_per_module():
    modules = sorted(DIALOGS.rglob("*.py"))
    counts = {str(path.relative_to(DIALOGS)): _dialog_classes(path) for path in modules}
    assert sum(len(classes) for classes in counts.values()) >= 25  # the walk found the dialogs
    crowded = {module: classes for module, classes in counts.items() if len(classes) > 1}
    assert crowded == {}

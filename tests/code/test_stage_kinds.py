"""Stage kinds are one vocabulary (docs/architecture.md, "Stage kinds"): ``rules/stage_kinds.py``
holds them and what each is; no other module compares a kind's string, collects kinds' strings
into a set of its own, or keys a table by them."""

from __future__ import annotations

import ast

from source_trees import PACKAGE, nodes_of, package_modules
from tddesk.rules.stage_kinds import FACTS, STAGE_KINDS, StageKind, kind_facts

HOME = PACKAGE / "rules" / "stage_kinds.py"
KIND_STRINGS = frozenset(kind.value for kind in StageKind)
# Words that are also a stage kind's string but name something else: a pairs list ("heat"), a
# message's field ("heat", "semifinal") and a knockout round ("semifinal").
OTHER_MEANINGS = {
    PACKAGE / "cli" / "pairs_commands.py",
    PACKAGE / "reports" / "pairs_lists.py",
    PACKAGE / "reports" / "documents.py",
    PACKAGE / "ui" / "views" / "pairs_heat_view.py",
    PACKAGE / "rules" / "knockout.py",
}


def _kind_string(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and node.value in KIND_STRINGS


def _collects_kinds(node: ast.AST) -> bool:
    if isinstance(node, ast.Tuple | ast.Set | ast.List):
        return sum(map(_kind_string, node.elts)) >= 2
    if isinstance(node, ast.Dict):
        return sum(_kind_string(key) for key in node.keys if key is not None) >= 2
    return False


def _compares_a_kind(node: ast.AST) -> bool:
    if not isinstance(node, ast.Compare):
        return False
    parts = [node.left, *node.comparators]
    return any(_kind_string(part) for part in parts) or any(
        isinstance(part, ast.Tuple | ast.Set | ast.List) and any(map(_kind_string, part.elts)) for part in parts
    )


def _spelled_kinds(path) -> list[str]:
    """Where a module compares with a kind's string, lists kinds' strings or keys a table by them."""
    return [
        f"{path.relative_to(PACKAGE)}:{node.lineno}"
        for node in nodes_of(path)
        if _compares_a_kind(node) or _collects_kinds(node)
    ]


def test_no_module_but_the_table_spells_out_stage_kinds():
    spelled = [
        where
        for path in package_modules()
        if path != HOME and path not in OTHER_MEANINGS
        for where in _spelled_kinds(path)
    ]
    assert spelled == [], "use StageKind and its facts (tddesk/rules/stage_kinds.py): " + ", ".join(spelled)


def test_the_stored_strings_of_the_kinds_stay_as_they_are():
    # The file and the open format hold these strings: renaming one is a migration and a format version.
    assert [str(kind) for kind in STAGE_KINDS] == [
        "heat",
        "semifinal",
        "a_final",
        "b_final",
        "sm_semifinal",
        "sm_final",
        "sm_veteran",
        "sm_knockout",
    ]
    assert StageKind("sm_final") == "sm_final" and kind_facts("sm_final").seeded


def test_every_kind_has_its_facts():
    assert set(FACTS) == set(StageKind)
    assert [kind for kind in StageKind if kind.is_heat] == [StageKind.HEAT]
    assert not StageKind.SM_KNOCKOUT.has_vp and StageKind.B_FINAL.is_one_day and StageKind.SM_VETERAN.is_sm

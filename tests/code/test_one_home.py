"""One home per concern (docs/architecture.md): what several layers show is computed or refused in
one place, and the others call it. Each test reads the package's source, so a second copy fails."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from builders import championship
from source_trees import nodes_of, package_modules
from tddesk.services.errors import ServiceError
from tddesk.services.results import enter_half

PACKAGE = Path(__file__).resolve().parents[2] / "tddesk"


def modules_where(found) -> list[str]:
    """The package's modules (relative paths) whose syntax tree has a node ``found`` accepts."""
    return sorted(
        str(path.relative_to(PACKAGE)) for path in package_modules() if any(found(node) for node in nodes_of(path))
    )


def test_a_match_the_file_does_not_have_is_refused_in_one_place(tmp_path):
    def says_no_match(node):
        return isinstance(node, ast.Constant) and node.value == "There is no match {match}."

    assert modules_where(says_no_match) == ["services/stages.py"]
    tournament = championship(tmp_path / "dm.tddesk")
    try:
        with pytest.raises(ServiceError, match=r"^Det finns ingen match m-gone"):
            enter_half(tournament, "m-gone", 1, 10, 5)
    finally:
        tournament.close()


def test_the_crosstable_read_model_is_built_in_the_services_only_H8():
    def builds_crosstable(node):
        return (
            isinstance(node, ast.ImportFrom)
            and node.module == "tddesk.rules.crosstable"
            and any(alias.name == "crosstable" for alias in node.names)
        )

    assert modules_where(builds_crosstable) == ["services/crosstable.py"]


def test_the_print_documents_are_listed_once():
    def lists_documents(node):
        return isinstance(node, ast.Assign) and any(
            isinstance(target, ast.Name)
            and target.id in {"DOCUMENTS", "SM_DOCUMENTS", "BOARD_DOCUMENTS", "LONG_DOCUMENTS"}
            for target in node.targets
        )

    assert modules_where(lists_documents) == []  # reports/documents.py annotates its one table
    from tddesk.reports.documents import DOCUMENTS

    assert len({document.name for document in DOCUMENTS}) == len(DOCUMENTS)


def test_the_tables_align_their_cells_from_one_definition():
    def defines_alignment(node):
        return isinstance(node, ast.Assign) and any(
            isinstance(target, ast.Name) and target.id in {"ALIGN_NUMBER", "ALIGN_TEXT"} for target in node.targets
        )

    assert modules_where(defines_alignment) == ["ui/widgets/alignment.py"]


def test_date_and_time_fields_are_made_in_one_place():
    fields = {"QDateEdit", "QDateTimeEdit", "QTimeEdit"}

    def makes_a_date_field(node):
        made = isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in fields
        derived = isinstance(node, ast.ClassDef) and any(
            isinstance(base, ast.Name) and base.id in fields for base in node.bases
        )
        return made or derived

    assert modules_where(makes_a_date_field) == ["ui/widgets/dates.py"]


def test_long_work_has_one_progress_dialog_and_one_worker_thread():
    def runs_long_work(node):
        makes_dialog = (
            isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "QProgressDialog"
        )
        makes_thread = isinstance(node, ast.ClassDef) and any(
            isinstance(base, ast.Name) and base.id == "QThread" for base in node.bases
        )
        return makes_dialog or makes_thread

    assert modules_where(runs_long_work) == ["ui/widgets/long_work.py"]


def test_the_cli_turns_a_refused_file_into_its_error_in_one_place(tmp_path):
    def opens_and_converts(node):
        return isinstance(node, ast.FunctionDef) and node.name in {
            "_open",
            "_run",
            "_with",
            "open_tournament",
            "run_on_file",
        }

    in_cli = [module for module in modules_where(opens_and_converts) if module.startswith("cli/")]
    assert in_cli == ["cli/tournament_files.py"]
    from tddesk.cli.errors import CliError
    from tddesk.cli.tournament_files import open_tournament, run_on_file

    not_a_file = tmp_path / "notes.tddesk"
    not_a_file.write_text("shopping list", encoding="utf-8")
    with pytest.raises(CliError):
        open_tournament(not_a_file)
    path = tmp_path / "dm.tddesk"
    championship(path).close()
    with pytest.raises(CliError, match="m-gone"):
        run_on_file(path, lambda tournament: enter_half(tournament, "m-gone", 1, 10, 5))
    assert run_on_file(path, lambda tournament: tournament.read_only, read_only=True) is True


def test_only_the_cli_file_helper_opens_a_championship_file():
    def names_open_championship(node):
        imported = isinstance(node, ast.ImportFrom) and any(alias.name == "open_championship" for alias in node.names)
        called = (isinstance(node, ast.Name) and node.id == "open_championship") or (
            isinstance(node, ast.Attribute) and node.attr == "open_championship"
        )
        return imported or called

    in_cli = [module for module in modules_where(names_open_championship) if module.startswith("cli/")]
    assert in_cli == ["cli/tournament_files.py"]


def test_a_command_that_names_itself_starts_its_one_line_refusal_with_its_name(tmp_path, capsys):
    from tddesk.cli import main

    not_a_file = tmp_path / "notes.tddesk"
    not_a_file.write_text("shopping list", encoding="utf-8")
    assert main(["print", str(not_a_file), "standings", "--stage", "heat", "-o", str(tmp_path / "s.pdf")]) == 2
    error = capsys.readouterr().err
    assert error.startswith("tddesk print: ") and error.count("\n") == 1
    assert not (tmp_path / "s.pdf").exists()


# Tables still built item by item, each for a reason. A view's table of rows — read-only, ticked or
# typed into, with a totals line — is a RowTableModel with declared columns (ui/widgets/
# row_table.py); so is a dialog's read-only list. What stays: a grid swapped cell by cell, a page
# of lines, and a dialog's form whose cells the TD types (or picks with a cell's own field) before
# OK saves them all in one action.
TABLES_BUILT_BY_HAND = {
    "ui/views/schedule_view.py": "the round grid is swapped cell by cell, each a match's own line-up and result",
    "ui/views/championship_overview.py": "lines of a page, not a table of rows",
    "ui/dialogs/boards/board_layout_dialog.py": "the exceptions to the layout are typed in rows before OK",
    "ui/dialogs/boards/traveller.py": "a board's scores are typed cell by cell before they are saved",
    "ui/dialogs/boards/weighted_score_dialog.py": "a weighted score's results and weights are typed before OK",
    "ui/dialogs/pairs/pairs_traveller_grid.py": "a board's tables are typed cell by cell before they are saved",
    "ui/dialogs/pairs/pairs_event_dialog.py": "the heats are typed in rows before OK creates the event",
    "ui/dialogs/registration/player_table.py": "the roster is typed in, each MID looked up as it is typed",
    "ui/dialogs/stages/create_semifinals.py": "venues typed, offsets and semifinals picked in cells before OK",
}


def test_the_views_and_dialogs_declare_their_tables():
    def builds_a_table_by_hand(node):
        return (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in {"QStandardItemModel", "QTableWidget", "QStandardItem", "QTableWidgetItem"}
        )

    def derives_a_table_widget(node):
        return isinstance(node, ast.ClassDef) and any(
            isinstance(base, ast.Name) and base.id == "QTableWidget" for base in node.bases
        )

    by_hand = modules_where(lambda node: builds_a_table_by_hand(node) or derives_a_table_widget(node))
    found = [module for module in by_hand if module.startswith(("ui/views/", "ui/dialogs/"))]
    assert found == sorted(TABLES_BUILT_BY_HAND)

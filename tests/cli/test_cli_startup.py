"""Start-up: a command imports only what it needs, so `tddesk vp` starts as quickly as Python."""

import argparse
import importlib
import subprocess
import sys

from tddesk.cli import COMMAND_MODULE, COMMAND_MODULES, build_parser


def _commands_of(module_name: str) -> set[str]:
    parser = argparse.ArgumentParser()
    subparsers = parser.add_subparsers()
    importlib.import_module(module_name).register(subparsers)
    return set(subparsers.choices)


def test_every_command_is_found_in_the_module_that_registers_it():
    registered = {command: module for module in COMMAND_MODULES for command in _commands_of(module)}
    assert registered == COMMAND_MODULE


def test_one_command_builds_a_parser_with_that_command_only():
    parser = build_parser("vp")
    subparsers = next(action for action in parser._actions if isinstance(action, argparse._SubParsersAction))
    assert set(subparsers.choices) == {"vp", "vp-table"}
    full = next(action for action in build_parser()._actions if isinstance(action, argparse._SubParsersAction))
    assert set(full.choices) == set(COMMAND_MODULE)


def _imported_by(code: str) -> set[str]:
    shown = subprocess.run(
        [sys.executable, "-c", code + "\nimport sys; print(' '.join(sys.modules))"],
        capture_output=True,
        text=True,
        check=True,
    )
    return set(shown.stdout.split())


def test_a_command_that_opens_no_file_imports_no_database_library():
    modules = _imported_by("from tddesk.cli import main\nmain(['vp', '20', '30', '13'])")
    assert "sqlalchemy" not in modules and "alembic" not in modules
    assert "tddesk.rules.vp" in modules  # the command did run


def test_the_window_starts_without_the_export_and_print_libraries():
    modules = _imported_by("import tddesk.ui.app")
    assert not {"openpyxl", "jsonschema", "reportlab"} & modules
    assert "tddesk.ui.controller" in modules

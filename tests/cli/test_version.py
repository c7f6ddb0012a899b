"""`tddesk --version`: the one version of pyproject.toml, with what the program runs on."""

from __future__ import annotations

import platform
import tomllib
from importlib import metadata
from pathlib import Path

import pytest

from tddesk.cli import main
from tddesk.versions import version_lines

PROJECT = Path(__file__).resolve().parents[2]


def test_version_prints_the_program_python_and_library_versions(capsys):
    with pytest.raises(SystemExit) as stopped:
        main(["--version"])
    assert stopped.value.code == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == f"tddesk {metadata.version('tddesk')}"
    assert f"Python {platform.python_version()}" in lines
    assert f"PySide6 {metadata.version('PySide6')}" in lines
    assert f"reportlab {metadata.version('reportlab')}" in lines
    assert f"endplay {metadata.version('endplay')}" in lines


def test_the_installed_version_is_the_one_in_pyproject():
    declared = tomllib.loads((PROJECT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
    assert metadata.version("tddesk") == declared


def test_the_window_adds_the_qt_library_version():
    assert "Qt 6.11.3" in version_lines("6.11.3")
    assert not any(line.startswith("Qt ") for line in version_lines())

"""Qt warnings fail tests; the offscreen platform's notices do not.

Runs pytest on small tests in a temporary folder with the project's own Qt log settings (read from
``[tool.pytest.ini_options]`` in pyproject.toml), and reads the outcome.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

PYPROJECT = Path(__file__).resolve().parents[2] / "pyproject.toml"
QT_LOG_SETTINGS = ("qt_api", "qt_log_level_fail", "qt_log_ignore")


def project_qt_log_settings() -> dict:
    options = tomllib.loads(PYPROJECT.read_text(encoding="utf-8"))["tool"]["pytest"]["ini_options"]
    return {name: options[name] for name in QT_LOG_SETTINGS}


def ini_file(settings: dict) -> str:
    lines = ["[pytest]"]
    for name, value in settings.items():
        if isinstance(value, list):
            lines.append(f"{name} =")
            lines += [f"    {item}" for item in value]
        else:
            lines.append(f"{name} = {value}")
    return "\n".join(lines) + "\n"


TESTS = """
from PySide6.QtCore import qWarning


def test_a_qt_warning(qapp):
    qWarning("QObject::connect: No such signal")


def test_an_offscreen_notice(qapp):
    qWarning("This plugin does not support propagateSizeHints()")


def test_quiet(qapp):
    pass


def test_allowed_by_its_own_marker(qapp):
    qWarning("expected here")


test_allowed_by_its_own_marker = __import__("pytest").mark.qt_log_level_fail("NO")(test_allowed_by_its_own_marker)
"""


def test_qt_warnings_fail_tests(tmp_path):
    (tmp_path / "pytest.ini").write_text(ini_file(project_qt_log_settings()), encoding="utf-8")
    (tmp_path / "test_sample.py").write_text(TESTS, encoding="utf-8")
    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-p",
            "no:cacheprovider",
            "-rA",
            "--rootdir",
            str(tmp_path),
            "-c",
            str(tmp_path / "pytest.ini"),
            str(tmp_path),
        ],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env=environment,
        timeout=120,
        check=False,
    )
    outcomes = {
        line.split()[1].split("::")[-1]: line.split()[0]
        for line in result.stdout.splitlines()
        if line.startswith(("PASSED ", "FAILED "))
    }
    assert outcomes == {
        "test_a_qt_warning": "FAILED",
        "test_an_offscreen_notice": "PASSED",
        "test_quiet": "PASSED",
        "test_allowed_by_its_own_marker": "PASSED",
    }, result.stdout[-3000:]


def test_the_whole_suite_runs_under_the_policy(request):
    assert request.config.getini("qt_log_level_fail") == "WARNING"
    assert request.config.getini("qt_log_ignore") == ["^This plugin does not support "]


@pytest.mark.qt_log_level_fail("CRITICAL")
def test_a_test_may_choose_its_own_level(request):
    assert request.node.get_closest_marker("qt_log_level_fail").args == ("CRITICAL",)

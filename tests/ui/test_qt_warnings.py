"""Qt warnings fail UI tests; the offscreen platform's notices do not.

Runs pytest on three small tests in a temporary folder whose conftest applies the same policy as
tests/ui/conftest.py, and reads the outcome.
"""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

UI_CONFTEST = Path(__file__).resolve().parent / "conftest.py"

CONFTEST = f"""
import importlib.util
from pathlib import Path

_spec = importlib.util.spec_from_file_location("ui_conftest", {str(UI_CONFTEST)!r})
_ui_conftest = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_ui_conftest)


def pytest_collection_modifyitems(config, items):
    _ui_conftest.apply_qt_log_policy(items, Path(__file__).resolve().parent)
"""

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


def test_qt_warnings_fail_ui_tests(tmp_path):
    (tmp_path / "conftest.py").write_text(CONFTEST, encoding="utf-8")
    (tmp_path / "test_sample.py").write_text(TESTS, encoding="utf-8")
    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-o", "qt_api=pyside6", "-rA",
         "--rootdir", str(tmp_path), str(tmp_path)],
        capture_output=True, text=True, cwd=tmp_path, env=environment, timeout=120, check=False)
    outcomes = {line.split()[1].split("::")[-1]: line.split()[0]
                for line in result.stdout.splitlines() if line.startswith(("PASSED ", "FAILED "))}
    assert outcomes == {
        "test_a_qt_warning": "FAILED",
        "test_an_offscreen_notice": "PASSED",
        "test_quiet": "PASSED",
        "test_allowed_by_its_own_marker": "PASSED",
    }, result.stdout[-3000:]


def test_this_folder_applies_the_policy(request):
    assert request.node.get_closest_marker("qt_log_level_fail").args == ("WARNING",)


@pytest.mark.qt_log_level_fail("CRITICAL")
def test_a_test_may_choose_its_own_level(request):
    assert request.node.get_closest_marker("qt_log_level_fail").args == ("CRITICAL",)

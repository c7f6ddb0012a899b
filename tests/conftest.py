"""Shared test set-up: Qt offscreen, settings in a temporary folder, the shared reference folder, a
fresh language per test."""

from __future__ import annotations

import gc
import os
import shutil
import sys
from pathlib import Path

import pytest
from hypothesis import settings

from built_files import build_demo_file, build_pairs_demo_file, build_sm_demo_file, built_file, copy_of


def _compile_once() -> None:
    """Keep compiled modules between test processes when bytecode writing is switched off.

    Each xdist worker and every command-line test's subprocess imports the whole program; with
    PYTHONDONTWRITEBYTECODE set each would compile it (and rewrite the tests' asserts) from source
    again, seconds of every start. They write to the usual ``__pycache__`` folders (ignored by
    git): a separate ``pycache_prefix`` would also hide the compiled files pip wrote into the
    environment at install time and compile every library once more on a fresh clone.
    """
    if not sys.dont_write_bytecode:
        return
    sys.dont_write_bytecode = False
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)


_compile_once()  # before the test modules are collected and import the program

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# A generated case's running time says how busy the machine is, not whether the rule holds;
# the program's speed is measured by benchmarks/, against a baseline in the same run.
settings.register_profile("tddesk", deadline=None)
settings.load_profile("tddesk")


@pytest.fixture(autouse=True)
def settings_folder(tmp_path_factory, monkeypatch) -> Path:
    """Every settings store of the test — the window's QSettings and a command started in a
    subprocess — lives in a folder of its own, never in the settings of whoever runs the suite
    (nor in tmp_path, which tests list)."""
    # deferred: Qt is imported by the tests that need it, not by every test's set-up
    from PySide6.QtCore import QSettings

    folder = tmp_path_factory.mktemp("settings")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(folder))
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    for scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
        QSettings.setPath(QSettings.Format.IniFormat, scope, str(folder))
        QSettings.setPath(QSettings.Format.NativeFormat, scope, str(folder))
    return folder


PROJECT = Path(__file__).resolve().parent.parent
SHARED = PROJECT.parent / "shared"


@pytest.hookimpl(trylast=True)
def pytest_unconfigure(config):
    """The run is over: the interpreter's exit need not search what is left for reference cycles.

    A test worker ends holding the objects of a thousand tests, and the collections of its exit
    walked them all, 3-4 s of every run's end after the last test had passed. Frozen objects are
    left to the process's exit, which frees them all at once.
    """
    gc.freeze()


@pytest.fixture
def shared_dir() -> Path:
    """../shared beside the project: RULES.md, seeds and independent reference data."""
    return SHARED


@pytest.fixture(autouse=True)
def _default_language():
    from tddesk import i18n

    i18n.set_language(i18n.DEFAULT_LANGUAGE)
    yield
    i18n.set_language(i18n.DEFAULT_LANGUAGE)


@pytest.fixture
def profile():
    from tddesk.resources import shipped_profile_text
    from tddesk.rules.profile import load_profile

    return load_profile(shipped_profile_text("ombf-2016-17"))


@pytest.fixture(scope="session")
def demo_path(tmp_path_factory) -> Path:
    """The demo championship, built once per test run (tests/built_files.py) — never change it in place."""
    return built_file(tmp_path_factory, "demo", build_demo_file)


@pytest.fixture
def demo_copy(demo_path, tmp_path) -> Path:
    """A copy of the demo that a test may change."""
    copy = tmp_path / "demo.tddesk"
    shutil.copyfile(demo_path, copy)
    return copy


@pytest.fixture(scope="session")
def sm_demo_path(tmp_path_factory) -> Path:
    """The SM demo (SM Lag Veteran and the SM final), built once per test run — never change it in place."""
    return built_file(tmp_path_factory, "sm-demo", build_sm_demo_file())


@pytest.fixture(scope="session")
def sm_demo_played_path(tmp_path_factory) -> Path:
    """The SM demo with the veteran round robin's eight rounds played (``sm-demo --rounds 8``)."""
    return built_file(tmp_path_factory, "sm-demo-8", build_sm_demo_file(played_rounds=8))


@pytest.fixture
def sm_demo_copy(sm_demo_path, tmp_path) -> Path:
    """A copy of the SM demo that a test may change."""
    return copy_of(sm_demo_path, tmp_path / "sm.tddesk")


@pytest.fixture
def sm_demo_played_copy(sm_demo_played_path, tmp_path) -> Path:
    """A copy of the SM demo with eight veteran rounds played that a test may change."""
    return copy_of(sm_demo_played_path, tmp_path / "sm.tddesk")


@pytest.fixture(scope="session")
def pairs_demo_path(tmp_path_factory) -> Path:
    """The pairs demo (DM Par Mixed: three heats and a final), built once per test run — never change it in place."""
    return built_file(tmp_path_factory, "pairs-demo", build_pairs_demo_file)

"""The demo championship built once per test session, and its site published once."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest


@pytest.fixture(scope="session")
def demo_path(tmp_path_factory) -> Path:
    from tddesk.services.demo import build_demo
    path = tmp_path_factory.mktemp("demo") / "demo.tddesk"
    build_demo(path).close()
    return path


@pytest.fixture(scope="session")
def published(demo_path, tmp_path_factory) -> Path:
    """The demo's site in Swedish, written by ``tddesk publish``."""
    from tddesk import i18n
    from tddesk.cli import main
    folder = tmp_path_factory.mktemp("site") / "webb"
    i18n.set_language("sv")
    assert main(["publish", str(demo_path), str(folder)]) == 0
    return folder


@pytest.fixture
def demo_copy(demo_path, tmp_path) -> Path:
    """A copy of the demo that a test may change."""
    copy = tmp_path / "demo.tddesk"
    shutil.copyfile(demo_path, copy)
    return copy

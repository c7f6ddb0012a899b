"""The demo's site published once per test session (the demo itself: tests/conftest.py)."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(scope="session")
def published(demo_path, tmp_path_factory) -> Path:
    """The demo's site in Swedish, written by ``tddesk publish``."""
    from tddesk import i18n
    from tddesk.cli import main

    folder = tmp_path_factory.mktemp("site") / "webb"
    i18n.set_language("sv")
    assert main(["publish", str(demo_path), str(folder)]) == 0
    return folder

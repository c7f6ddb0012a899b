"""Fixtures of the report tests: fresh tournament files, and one fully played heat shared read-only."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest

from reports.printing import build_played_heat, new_file


@pytest.fixture
def tournament(tmp_path):
    opened = new_file(tmp_path / "dm.tddesk")
    yield opened
    opened.close()


@dataclass
class PlayedHeat:
    tournament: object
    stage_id: str
    path: Path


@pytest.fixture(scope="session")
def played_heat(tmp_path_factory):
    """An 8-team heat, 24 boards in two halves, 28 results and line-ups entered; reports only read it."""
    path = tmp_path_factory.mktemp("heat8") / "dm.tddesk"
    opened, stage_id = build_played_heat(path)
    yield PlayedHeat(opened, stage_id, path)
    opened.close()

import pytest

from builders import championship
from builders import heat as build_heat


@pytest.fixture
def tournament(tmp_path):
    opened = championship(tmp_path / "dm.tddesk")
    yield opened
    opened.close()


@pytest.fixture
def heat(tournament):
    """A 16-board heat of five teams, not yet scheduled."""
    return build_heat(tournament, 5, schedule=False)

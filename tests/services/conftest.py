import pytest

from builders import roster
from tddesk.services.files import new_championship
from tddesk.services.stages import StageForm, create_stage
from tddesk.services.teams import TeamForm, register_team


@pytest.fixture
def tournament(tmp_path):
    opened = new_championship(tmp_path / "dm.tddesk", name="DM Lag ÖMBF 2016-17", season="2016-17",
                              district="ÖMBF", profile_id="ombf-2016-17")
    yield opened
    opened.close()


@pytest.fixture
def heat(tournament):
    """A 16-board heat of five teams."""
    stage_id = create_stage(tournament, StageForm("Kvalheat Linköping", 16)).value
    for number in range(5):
        register_team(tournament, TeamForm(f"Lag {number + 1}", roster(100000 + 10 * number)), stage_id)
    return stage_id

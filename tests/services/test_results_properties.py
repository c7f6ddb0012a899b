"""H8 properties through the real services and a real file: the order of entry does not matter,
and undoing every entry gives back the empty standings."""

import datetime as dt

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from builders import roster
from tddesk.services.files import new_championship
from tddesk.services.results import enter_half
from tddesk.services.schedule import make_schedule, schedule_view
from tddesk.services.stages import StageForm, create_stage
from tddesk.services.standings import standings_json
from tddesk.services.teams import TeamForm, register_team

TEAMS = 5  # ten matches, one bye per round


def heat_file(path):
    tournament = new_championship(
        path, name="DM", season="2016-17", district="ÖMBF", profile_id="ombf-2016-17", durable=False
    )
    stage = create_stage(tournament, StageForm("Kvalheat", 16), stage_id="heat").value
    for number in range(TEAMS):
        register_team(tournament, TeamForm(f"Lag {number + 1}", roster(100000 + 10 * number)), stage)
    make_schedule(tournament, stage, dt.date(2016, 10, 3))
    return tournament, [m.id for r in schedule_view(tournament, stage).rounds for m in r.matches]


results = st.lists(st.tuples(st.integers(0, 60), st.integers(0, 60)), min_size=10, max_size=10)


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(imps=results, order=st.permutations(range(10)))
def test_standings_do_not_depend_on_the_order_of_entry_and_undo_empties_them_H8(tmp_path_factory, imps, order):
    folder = tmp_path_factory.mktemp("order")
    first, matches = heat_file(folder / "a.tddesk")
    second, _ = heat_file(folder / "b.tddesk")
    empty = standings_json(first, "heat")
    entered = [enter_half(first, matches[i], 1, *imps[i], confirmed=True) for i in range(10)]
    for i in order:
        enter_half(second, matches[i], 1, *imps[i], confirmed=True)
    assert standings_json(first, "heat") == standings_json(second, "heat")
    # undo in reverse order of entry, as the undo stack does
    for change in reversed(entered):
        first.undo(change.audit_id)
    assert standings_json(first, "heat") == empty
    first.close()
    second.close()

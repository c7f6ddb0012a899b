"""S2, S4, S5 in the open format (version 2): an SM file exported, validated and read back unchanged."""

import datetime as dt
import json
import random

from tddesk.demo.sm import FINAL_STAGE, VETERAN_STAGE, play_veteran_rounds
from tddesk.export.json_export import export_json
from tddesk.formats.json_format import schema_problems
from tddesk.imports.json_import import import_json
from tddesk.services.appeals import AppealForm, file_appeal
from tddesk.services.files import open_championship
from tddesk.services.knockout import choose_opponent, create_knockout, knockout_view


def test_sm_facts_round_trip_through_version_2_S2_S4_S5(sm_demo_copy, tmp_path):
    tournament = open_championship(sm_demo_copy)
    play_veteran_rounds(tournament, 8, random.Random(3))
    knockout = create_knockout(tournament, VETERAN_STAGE).value
    turn = knockout_view(tournament, knockout).turn
    choose_opponent(tournament, knockout, turn.chooser, turn.candidates[2])
    at = dt.datetime(2017, 5, 26, 14, 5)
    file_appeal(tournament, FINAL_STAGE, AppealForm(2, "t21", "Revoke", at, at.replace(minute=9)))
    document = export_json(tournament)
    tournament.close()
    assert document["version"] == 2
    assert schema_problems(document) == []
    stages = {stage["id"]: stage for stage in document["stages"]}
    assert [item["seed"] for item in stages[FINAL_STAGE]["seeds"]] == list(range(1, 11))
    assert stages[VETERAN_STAGE]["late_starts"] == [{"team": "t20", "start_round": 6}]
    assert stages[knockout]["knockout_choices"][0]["chooser"] == turn.chooser
    assert stages[FINAL_STAGE]["appeals"][0]["deposit_paid"] == 500
    path = tmp_path / "sm.json"
    path.write_text(json.dumps(document, ensure_ascii=False), encoding="utf-8")
    copy = import_json(path, tmp_path / "copy.tddesk")
    again = export_json(copy)
    copy.close()
    assert again["stages"] == document["stages"]

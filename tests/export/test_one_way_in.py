"""Every way a fact enters the file gives the same refusal in the same words (T2): the register
service behind the dialogs, the member list and the team workbook (window and CLI), the JSON
import and the heat merge — each through ``tddesk.rules.entry_limits``."""

from __future__ import annotations

import json

import pytest

from formats.test_member_list import SWEDISH, write_csv, write_xlsx
from tddesk.cli import main
from tddesk.formats.json_format import DocumentRefused
from tddesk.formats.member_list import read_member_list
from tddesk.formats.team_workbook import read_team_workbook
from tddesk.i18n import translate
from tddesk.imports.json_import import import_json
from tddesk.imports.merge import read_source
from tddesk.rules import entry_limits as limits
from tddesk.services.errors import ServiceError
from tddesk.services.files import new_championship
from tddesk.services.players import PlayerEntry
from tddesk.services.teams import TeamForm, register_team

LONG_NAME = "Å" * 201
CASES = {  # what is typed → the finding every way in gives for it
    "mid": ("80000²", "Anna Ek", limits.mid_problem("80000²")),
    "name": ("100299", LONG_NAME, limits.name_problem(LONG_NAME)),
    # a control character (DEL: one a workbook can hold; NUL and ESC are refused the same way)
    "control": ("100299", "Anna\x7fEk", limits.name_problem("Anna\x7fEk")),
}
TEAM_HEADER = ["Lag", "MID", "Namn", "Klubb", "Distrikt", "Medlemsavgift betald"]


@pytest.fixture(params=sorted(CASES))
def case(request):
    mid, name, finding = CASES[request.param]
    assert finding is not None and finding.rule == "T2"
    return mid, name, finding.text(translate)


@pytest.fixture
def tournament(tmp_path):
    opened = new_championship(
        tmp_path / "dm.tddesk", name="DM", season="2016-17", district="ÖMBF", profile_id="ombf-2016-17"
    )
    yield opened
    opened.close()


def test_the_register_service_behind_the_dialogs(tournament, case):
    mid, name, words = case
    players = (PlayerEntry(mid, name, "BK Linköping", "ÖMBF"),) + tuple(
        PlayerEntry(str(100300 + n), f"Spelare {n}", "BK Linköping", "ÖMBF") for n in range(3)
    )
    with pytest.raises(ServiceError) as caught:
        register_team(tournament, TeamForm("Ek", players))
    assert str(caught.value) == words


def test_the_member_list(tmp_path, case):
    mid, name, words = case
    [problem] = read_member_list(write_csv(tmp_path / "m.csv", [SWEDISH, f"{mid};{name};BK Linköping;ÖMBF;"])).problems
    assert (problem.row, problem.message) == (2, words)


def test_the_team_workbook(tmp_path, case):
    mid, name, words = case
    rows = [TEAM_HEADER, ["Ek", mid, name, "BK Linköping", "ÖMBF", "Ja"]] + [
        ["Ek", str(100300 + n), f"Spelare {n}", "BK Linköping", "ÖMBF", "Ja"] for n in range(3)
    ]
    problems = read_team_workbook(write_xlsx(tmp_path / "lag.xlsx", rows)).problems
    assert [(problem.row, problem.message) for problem in problems] == [(2, words)]


def test_the_command_line_member_import(tournament, tmp_path, case, capsys):
    mid, name, words = case
    members = write_csv(tmp_path / "m.csv", [SWEDISH, f"{mid};{name};BK Linköping;ÖMBF;"])
    path = tournament.path
    tournament.close()
    assert main(["import-members", str(path), str(members)]) == 2
    assert words in capsys.readouterr().err


def _document_with(example_document, mid, name):
    example_document["players"].append(
        {"mid": mid, "name": name, "club": "c-lkpg", "birth_year": None, "membership_paid": True}
    )
    return example_document


def test_the_json_import(example_document, tmp_path, case):
    mid, name, words = case
    document = _document_with(example_document, mid, name)
    with pytest.raises(DocumentRefused) as caught:
        import_json(document, tmp_path / "dm.tddesk")
    field = "mid" if mid != CASES["name"][0] else "name"
    assert f"players[{len(document['players']) - 1}].{field}: {words}" in str(caught.value)


def test_the_heat_merge(example_document, tmp_path, case):
    mid, name, words = case
    source = tmp_path / "heat.json"
    source.write_text(json.dumps(_document_with(example_document, mid, name)), encoding="utf-8")
    with pytest.raises(DocumentRefused) as caught:
        read_source(source)
    assert words in str(caught.value)


def test_a_control_character_in_a_championship_stage_or_event_name_is_refused_everywhere(
    example_document, tmp_path, tournament
):
    from tddesk.services.pairs import create_pairs_event
    from tddesk.services.stages import StageForm, create_stage

    words = limits.name_problem("DM\x00Lag").text(translate)
    for typed in (
        lambda: create_stage(tournament, StageForm("Kval\x00heat", 16)),
        lambda: create_pairs_event(tournament, "DM Par\x1b", "open", 28, 54),
        lambda: new_championship(
            tmp_path / "nul.tddesk", name="DM\x00Lag", season="2016-17", district="ÖMBF", profile_id="ombf-2016-17"
        ),
    ):
        with pytest.raises(ServiceError) as caught:
            typed()
        assert str(caught.value).startswith("T2: Namnet '") and words.endswith(str(caught.value).split("' ", 1)[1])
    assert not (tmp_path / "nul.tddesk").exists()
    document = json.loads(json.dumps(example_document))
    document["championship"]["name"] = "DM\x00Lag"
    document["stages"][0]["name"] = "Kval\x7fheat"
    with pytest.raises(DocumentRefused) as refused:
        import_json(document, tmp_path / "imported.tddesk")
    paths = [problem.split(":")[0] for problem in refused.value.problems]
    assert "championship.name" in paths and "stages[0].name" in paths


def test_semifinal_places_keep_the_bounds_of_the_dialog_A2(example_document, tmp_path):
    """10^9 or 10^20 semifinal places are refused by the JSON import as the committee's dialog refuses them."""
    for places in (10**9, 10**20):  # (0 is below the schema's minimum, refused in words there)
        document = json.loads(json.dumps(example_document))
        document["version"] = 2  # the key of version 2
        document["championship"]["semifinal_places"] = places
        with pytest.raises(DocumentRefused) as refused:
            import_json(document, tmp_path / "places.tddesk")
        problems = [text for text in refused.value.problems if text.startswith("championship.semifinal_places")]
        assert problems and all("A2:" in text and "semifinalplatser" in text for text in problems), problems
        assert not (tmp_path / "places.tddesk").exists()

"""Publishing after a change rewrites only the pages it changed; every name is escaped."""

from __future__ import annotations

import datetime as dt

import pytest

from publish.html_tools import XHTML, find_all, parse_strict, text
from tddesk.publish.render import publish
from tddesk.services.change_scope import stages_of_change
from tddesk.services.fees import record_table_fee_paid
from tddesk.services.files import open_championship
from tddesk.services.players import PlayerEntry
from tddesk.services.results import enter_half
from tddesk.services.round_results import round_entry
from tddesk.services.teams import TeamForm, team_view, update_team


@pytest.fixture
def tournament(demo_copy):
    opened = open_championship(demo_copy)
    yield opened
    opened.close()


def unplayed_match(tournament, stage_id: str):
    for number in range(1, 10):
        for row in round_entry(tournament, stage_id, number).matches:
            if row.state == "not_started":
                return number, row
    raise AssertionError("the demo leaves a match of the stage unplayed")


def rename(tournament, team_id: str, name: str):
    view = team_view(tournament, team_id)
    players = tuple(
        PlayerEntry(p.mid, p.name, club, p.district, p.birth_year, p.membership_paid)
        for p, club in zip(view.players, view.clubs, strict=True)
    )
    return update_team(
        tournament, team_id, TeamForm(name, players, view.captain_mid, view.newcomer, view.entry_fee_paid_on)
    )


def test_an_entered_result_rewrites_only_its_stage_and_the_index(tournament, tmp_path):
    folder = tmp_path / "site"
    publish(tournament, folder)
    number, match = unplayed_match(tournament, "heat-linkoping")
    change = enter_half(tournament, match.id, 1, 33, 12)
    touched = stages_of_change(tournament, change.audit_id)
    assert touched == {"heat-linkoping"}
    result = publish(tournament, folder, touched)
    assert "heat-linkoping/index.html" in result.written
    assert f"heat-linkoping/round-{number}.html" in result.written
    assert all(path.startswith("heat-linkoping/") or path == "index.html" for path in result.written)
    page = parse_strict(folder / "heat-linkoping" / f"round-{number}.html")
    row = next(r for r in find_all(page, "tr") if r.get("data-match") == match.id)
    assert "33–12" in [text(cell) for cell in row]


def test_undo_of_the_result_takes_it_off_the_page_again(tournament, tmp_path):
    folder = tmp_path / "site"
    publish(tournament, folder)
    number, match = unplayed_match(tournament, "heat-linkoping")
    change = enter_half(tournament, match.id, 1, 25, 20)
    publish(tournament, folder, stages_of_change(tournament, change.audit_id))
    undone = tournament.undo(change.audit_id)
    assert stages_of_change(tournament, undone.audit_id) == {"heat-linkoping"}
    publish(tournament, folder, stages_of_change(tournament, undone.audit_id))
    page = parse_strict(folder / "heat-linkoping" / f"round-{number}.html")
    row = next(r for r in find_all(page, "tr") if r.get("data-match") == match.id)
    assert "25–20" not in [text(cell) for cell in row]


def test_a_table_fee_touches_no_page_and_a_team_name_every_stage(tournament):
    view = team_view(tournament, "t8")
    fee = record_table_fee_paid(tournament, view.stages[0], "t8", 1, dt.date(2016, 10, 3))
    assert stages_of_change(tournament, fee.audit_id) == frozenset()
    renamed = rename(tournament, "t8", "Hägg & Co")
    assert stages_of_change(tournament, renamed.audit_id) is None


def test_a_team_called_script_shows_as_text(tournament, tmp_path):
    view = team_view(tournament, "t8")
    rename(tournament, "t8", '<script>alert("x")</script> & Söner')
    folder = tmp_path / "site"
    publish(tournament, folder)
    for path in [folder / view.stages[0] / "index.html", folder / view.stages[0] / "crosstable.html"]:
        raw = path.read_text(encoding="utf-8")
        assert "<script>" not in raw and "&lt;script&gt;" in raw
        tree = parse_strict(path)
        assert not find_all(tree, "script")
        assert any(text(element).endswith('<script>alert("x")</script> & Söner') for element in tree.iter(f"{XHTML}th"))


def test_pages_of_a_stage_that_is_gone_are_removed_but_other_files_stay(tournament, tmp_path):
    folder = tmp_path / "site"
    folder.mkdir()
    (folder / "own-notes.html").write_text("<p>mine</p>")
    publish(tournament, folder)
    (folder / "heat-nykoping" / "round-99.html").write_text("old")  # not the site's own page
    listed = (folder / ".tddesk-site.json").read_text()
    (folder / ".tddesk-site.json").write_text(listed.replace('"index.html"', '"index.html",\n"gone/index.html"'))
    (folder / "gone").mkdir()
    (folder / "gone" / "index.html").write_text("an old stage")
    result = publish(tournament, folder)
    assert result.removed == ["gone/index.html"]
    assert (folder / "own-notes.html").is_file() and (folder / "heat-nykoping" / "round-99.html").is_file()


def test_follow_mode_publishes_each_line_of_action_ids(demo_copy, tmp_path, monkeypatch, capsys):
    import io
    import json

    from tddesk.cli import main

    folder = tmp_path / "site"
    writer = open_championship(demo_copy)
    try:
        number, match = unplayed_match(writer, "heat-linkoping")
        change = enter_half(writer, match.id, 1, 19, 14)
        fee = record_table_fee_paid(writer, "heat-linkoping", match.home, number, dt.date(2016, 11, 14))
    finally:
        writer.close()
    monkeypatch.setattr("sys.stdin", io.StringIO(f"all\n{change.audit_id}\n{fee.audit_id}\nnot-a-number\n"))
    assert main(["publish", str(demo_copy), str(folder), "--follow"]) == 0
    answers = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert len(answers) == 4
    assert answers[0]["pages"] > 50 and "heat-linkoping/index.html" in answers[0]["written"]
    assert answers[1]["written"] == [] and answers[1]["pages"] >= 10  # already up to date: nothing rewritten
    assert answers[2] == {"written": [], "pages": 0, "removed": []}  # a table fee is on no page
    assert "error" in answers[3]
    page = (folder / "heat-linkoping" / f"round-{number}.html").read_text(encoding="utf-8")
    assert "19–14" in page


def test_the_index_after_one_stage_s_entry_is_the_index_a_whole_publish_writes(tournament, tmp_path):
    """The index's facts of the other stages are kept from the last publish of the open file;
    the stage the entry touched is read again, so its latest round with a result moves on."""
    folder, whole = tmp_path / "site", tmp_path / "whole"
    at = dt.datetime(2016, 11, 5, 18, 0)
    publish(tournament, folder, at=at)
    before = (folder / "index.html").read_text(encoding="utf-8")
    _number, match = unplayed_match(tournament, "heat-linkoping")
    change = enter_half(tournament, match.id, 1, 33, 12)
    publish(tournament, folder, stages_of_change(tournament, change.audit_id), at=at)
    publish(tournament, whole, at=at)
    assert (folder / "index.html").read_text(encoding="utf-8") == (whole / "index.html").read_text(encoding="utf-8")
    assert before


def test_publishing_one_stage_s_entry_reads_the_same_whatever_the_number_of_stages(tmp_path):
    """The publisher's work after an entry does not grow with the file: on a file of 2 heats and
    of 20 it runs the same statements (the stage's own pages and the index). The entry is the
    heat's first of its last round, so the index's latest round moves on, as a whole publish shows."""
    import sys
    from pathlib import Path

    project = Path(__file__).resolve().parents[2]
    if str(project) not in sys.path:
        sys.path.insert(0, str(project))
    from benchmarks.national_file import FileShape, heat_id, write_championship
    from sql_statements import counted_statements
    from tddesk.services.schedule import schedule_view

    counts = []
    at = dt.datetime(2016, 11, 5, 18, 0)
    for heats in (2, 20):
        path = tmp_path / f"file-{heats}.tddesk"
        write_championship(path, FileShape(heats, unplayed_last_round_every=1)).close()
        opened = open_championship(path)
        try:
            folder, whole = tmp_path / f"site-{heats}", tmp_path / f"whole-{heats}"
            publish(opened, folder, at=at)
            before = (folder / "index.html").read_text(encoding="utf-8")
            match = schedule_view(opened, heat_id(0)).rounds[-1].matches[0]
            change = enter_half(opened, match.id, 1, 20, 25)
            with counted_statements() as statements:
                publish(opened, folder, stages_of_change(opened, change.audit_id), at=at)
            counts.append(len(statements))
            publish(opened, whole, at=at)
            index = (folder / "index.html").read_text(encoding="utf-8")
            assert index == (whole / "index.html").read_text(encoding="utf-8") != before
        finally:
            opened.close()
    assert counts[0] == counts[1]

"""`tddesk demo-day`: the semifinal day built from the demo's heats, its venues' session files written
by the session writer beside it — the same boards and deals at every venue, read by mdbtools."""

from __future__ import annotations

from jet_oracles import mdbtools_rows, needs_mdbtools
from tddesk.cli import main
from tddesk.services.central_day_times import day_timetable
from tddesk.services.deals import stage_deals
from tddesk.services.files import open_championship
from tddesk.services.schedule import schedule_view


@needs_mdbtools
def test_the_demo_day_has_its_semifinals_laid_out_and_a_session_file_per_venue(tmp_path, capsys):
    path = tmp_path / "dag.tddesk"
    assert main(["demo-day", str(path), "--venues", "2"]) == 0
    folder = tmp_path / "dag Bridgemate"
    assert str(folder) in capsys.readouterr().out
    assert sorted(file.name for file in folder.iterdir()) == ["semifinal-1.bws", "semifinal-2.bws"]
    tournament = open_championship(path, read_only=True)
    try:
        for stage in ("semifinal-1", "semifinal-2"):
            view = schedule_view(tournament, stage)
            assert len(view.team_ids) == 4 and len(view.rounds) == 3
            assert len(stage_deals(tournament, stage)) == 60
            assert len(day_timetable(tournament, stage).jury) == 4
        hands = [mdbtools_rows(folder / f"{stage}.bws", "HandRecord") for stage in ("semifinal-1", "semifinal-2")]
        assert hands[0] == hands[1] and len(hands[0]) == 60  # common boards, the same deals
        for stage in ("semifinal-1", "semifinal-2"):
            assert len(mdbtools_rows(folder / f"{stage}.bws", "RoundData")) == 24
            assert mdbtools_rows(folder / f"{stage}.bws", "ReceivedData") == []  # nothing played yet
    finally:
        tournament.close()


def test_too_many_venues_are_refused_on_one_line(tmp_path, capsys):
    assert main(["demo-day", str(tmp_path / "dag.tddesk"), "--venues", "9"]) == 2
    assert "--venues" in capsys.readouterr().err
    assert not (tmp_path / "dag.tddesk").exists()

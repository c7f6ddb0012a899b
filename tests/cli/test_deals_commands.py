"""`tddesk import-deals`, `tddesk export-dup` and `tddesk print … hand-records|travellers`."""

import pytest
from pypdf import PdfReader

from builders import roster
from tddesk.cli import main
from tddesk.services.deals import stage_deals
from tddesk.services.files import new_championship, open_championship
from tddesk.services.schedule import make_schedule
from tddesk.services.stages import StageForm, create_stage
from tddesk.services.teams import TeamForm, register_team


@pytest.fixture
def semifinal_file(tmp_path):
    path = tmp_path / "sf.tddesk"
    tournament = new_championship(path, name="DM Lag", season="2016-17", district="ÖMBF", profile_id="ombf-2016-17")
    stage_id = create_stage(
        tournament, StageForm("Semifinal Göteborg", 20, halves=2, kind="semifinal", format=None)
    ).value
    for number in range(4):
        register_team(tournament, TeamForm(f"Lag {number + 1}", roster(300000 + 10 * number)), stage_id)
    make_schedule(tournament, stage_id)
    tournament.close()
    return path, stage_id


@pytest.fixture
def reference_pbn(shared_dir):
    path = shared_dir / "reference" / "bws" / "boards-1-60.pbn"
    if not path.exists():
        pytest.skip("the shared reference deals are absent")
    return path


def test_deals_in_by_pbn_and_out_again_as_dup(semifinal_file, reference_pbn, tmp_path, capsys):
    path, stage_id = semifinal_file
    assert main(["import-deals", str(path), str(reference_pbn), "--stage", stage_id]) == 0
    assert "Importerade 60 givar" in capsys.readouterr().out
    dup = tmp_path / "brickor.dup"
    assert main(["export-dup", str(path), "--stage", stage_id, "-o", str(dup)]) == 0
    assert dup.stat().st_size == 60 * 156
    assert main(["import-deals", str(path), str(dup), "--stage", stage_id]) == 0  # the same deals: nothing to replace
    tournament = open_championship(path, read_only=True)
    try:
        assert len(stage_deals(tournament, stage_id)) == 60
    finally:
        tournament.close()


def test_a_bad_deal_file_is_one_line_in_swedish_and_exit_2(semifinal_file, tmp_path, capsys):
    path, stage_id = semifinal_file
    bad = tmp_path / "fel.pbn"
    bad.write_text('[Board "3"]\n[Deal "N:AQJ962.4.97.AJT76 AK5.AQ987.KJ8.85 T73.K52.Q542.Q92 84.JT63.AT63.K43"]\n')
    assert main(["import-deals", str(path), str(bad), "--stage", stage_id]) == 2
    error = capsys.readouterr().err
    assert "Bricka 3: SA är given till både N och Ö" in error and "Traceback" not in error


def test_travellers_print_from_the_command_line(semifinal_file, reference_pbn, tmp_path, capsys):
    path, stage_id = semifinal_file
    out = tmp_path / "protokoll.pdf"
    assert main(["print", str(path), "travellers", "--stage", stage_id, "-o", str(out)]) == 0
    assert len(PdfReader(out).pages) == 1
    assert "Inga brickresultat ännu" in PdfReader(out).pages[0].extract_text()

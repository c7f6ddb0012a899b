"""The federation's result report (Spader): IMP and VP, names and MIDs per half, in the form's order."""

from __future__ import annotations

import pytest

from reports.printing import add_stage, mids_of, new_file, pdf_pages, play, squeezed, team_number
from tddesk.cli import main
from tddesk.reports.spader_sheet import write_spader_sheet
from tddesk.rules.vp import match_vp
from tddesk.services.federation_report import report_fields, report_matches
from tddesk.services.results import enter_half
from tddesk.services.schedule import schedule_view


@pytest.fixture
def semifinal(tmp_path):
    """Four teams, 20 boards in two halves: round 1 one match played, one after its first half."""
    tournament = new_file(tmp_path / "dm.tddesk")
    stage = add_stage(tournament, "Semifinal 1", 4, 20, 2, kind="semifinal", team_names=("Ek", "Holm", "Sund", "Berg"))
    first, second = schedule_view(tournament, stage).rounds[0].matches
    play(tournament, first, 2, [(23, 11), (17, 30)])
    enter_half(tournament, second.id, 1, 12, 9)
    yield tournament, stage, first, second
    tournament.close()


def test_fields_follow_the_form_match_then_imp_and_vp_then_line_ups_per_half_home_first(semifinal):
    tournament, stage, first, _second = semifinal
    match = report_matches(tournament, stage, 1)[0]
    fields = report_fields(match)
    labels = [field.label for field in fields]
    values = {field.label: field.value for field in fields}
    home_vp, away_vp = match_vp(40, 41, 20)  # VP1: 23+17 against 11+30
    assert labels[:14] == [
        "Rond",
        "Datum",
        "Hemmalag",
        "Bortalag",
        "IMP halvlek 1, hemma",
        "IMP halvlek 1, borta",
        "IMP halvlek 2, hemma",
        "IMP halvlek 2, borta",
        "IMP hemma",
        "IMP borta",
        "VP hemma",
        "VP borta",
        f"Halvlek 1, {first.home_name}, spelare 1: namn",
        f"Halvlek 1, {first.home_name}, spelare 1: MID",
    ]
    assert [values[label] for label in labels[4:12]] == ["23", "11", "17", "30", "40", "41", str(home_vp), str(away_vp)]
    # Both halves, home before away, seats 1-4: 2 × 2 × 4 players, a name and a MID each (H5).
    lineup = fields[12:]
    assert len(lineup) == 2 * 2 * 4 * 2
    home_mids = mids_of(team_number(first.home))
    assert all(f.label.endswith(": namn") and f.value for f in lineup[:8:2])
    assert [f.value for f in lineup[1:8:2]] == home_mids[0:4]
    assert [f.value for f in lineup[16 + 1 : 24 : 2]] == home_mids[1:5]  # half 2: the half-time change
    assert lineup[8].label.startswith(f"Halvlek 1, {first.away_name}, spelare 1")


def test_a_match_after_its_first_half_reports_that_half_and_leaves_the_total_empty(semifinal):
    tournament, stage, _first, second = semifinal
    match = next(m for m in report_matches(tournament, stage, 1) if m.match_id == second.id)
    values = {field.label: field.value for field in report_fields(match)}
    assert (values["IMP halvlek 1, hemma"], values["IMP halvlek 1, borta"]) == ("12", "9")
    assert values["IMP halvlek 2, hemma"] == "" and values["IMP hemma"] == "" and values["VP hemma"] == ""


def test_the_pdf_lists_the_fields_top_to_bottom_with_a_decimal_comma(semifinal, tmp_path):
    tournament, stage, first, _second = semifinal
    target = tmp_path / "spader.pdf"
    pages = write_spader_sheet(target, tournament, stage, 1)
    text = "\n".join(pdf_pages(target))
    assert pages >= 1 and "Resultatrapport till förbundet (Spader)" in text
    home_vp, away_vp = match_vp(40, 41, 20)
    flat = squeezed(text)
    assert squeezed(f"VP hemma {home_vp}".replace(".", ",")) in flat
    assert squeezed(f"VP borta {away_vp}".replace(".", ",")) in flat
    positions = [
        flat.index(squeezed(label))
        for label in (
            "Hemmalag",
            "IMP halvlek 1, hemma",
            "IMP hemma",
            "VP hemma",
            f"Halvlek 1, {first.home_name}, spelare 1",
            f"Halvlek 2, {first.away_name}, spelare 4",
        )
    ]
    assert positions == sorted(positions)
    for mid in mids_of(team_number(first.away))[1:5]:
        assert mid in text


def test_cli_writes_pdf_and_xlsx_and_refuses_other_files(semifinal, tmp_path, capsys):
    tournament, stage, _first, _second = semifinal
    path = str(tournament.path)
    assert main(["spader", path, "--stage", stage, "--round", "1", "-o", str(tmp_path / "r1.pdf")]) == 0
    assert main(["spader", path, "--stage", stage, "-o", str(tmp_path / "all.xlsx")]) == 0
    assert (tmp_path / "r1.pdf").stat().st_size > 0 and (tmp_path / "all.xlsx").stat().st_size > 0
    assert main(["spader", path, "--stage", stage, "-o", str(tmp_path / "r.csv")]) == 2
    assert main(["spader", path, "--stage", stage, "--round", "9", "-o", str(tmp_path / "r9.pdf")]) == 2
    assert "rond 9" in capsys.readouterr().err
    assert not (tmp_path / "r9.pdf").exists()

"""The federation's result report (Spader) as a workbook: a sheet per round, each match's fields in order."""

from __future__ import annotations

from decimal import Decimal

from openpyxl import load_workbook

from reports.printing import add_stage, mids_of, new_file, play, team_number
from tddesk.export.spader_workbook import write_spader_workbook
from tddesk.rules.vp import match_vp
from tddesk.services.schedule import schedule_view


def test_a_sheet_per_round_with_vp_as_numbers_and_mids_as_text(tmp_path):
    tournament = new_file(tmp_path / "dm.tddesk")
    stage = add_stage(tournament, "Kvalheat Motala", 4, 16, 1, team_names=("=Ek", "Holm", "Sund", "Berg"))
    rounds = schedule_view(tournament, stage).rounds
    for match in rounds[0].matches:
        play(tournament, match, 1, [(31, 18)])
    written = write_spader_workbook(tournament, tmp_path / "spader.xlsx", stage)
    workbook = load_workbook(written)
    assert workbook.sheetnames == [f"Rond {r.number}" for r in rounds]
    sheet = workbook["Rond 1"]
    rows = [(row[0].value, row[1].value) for row in sheet.iter_rows(min_row=1, max_col=2)]
    labels = [label for label, _ in rows]
    first = rounds[0].matches[0]
    block = labels.index(f"{first.home_name} – {first.away_name}")
    values = dict(rows[block + 1 : block + 1 + 8 + 16])
    home_vp, away_vp = match_vp(31, 18, 16)
    assert values["IMP hemma"] == 31 and values["IMP borta"] == 18
    assert Decimal(str(values["VP hemma"])) == home_vp and Decimal(str(values["VP borta"])) == away_vp
    mids = [value for label, value in rows[block + 1 : block + 25] if label and label.endswith("MID")]
    assert mids[:4] == mids_of(team_number(first.home))[:4] and all(isinstance(mid, str) for mid in mids)
    # A name that looks like a formula stays text.
    cell = next(row[1] for row in sheet.iter_rows(max_col=2) if row[1].value == "=Ek")
    assert cell.data_type == "s"
    # Rounds not yet played list the matches with empty fields to fill in.
    later = [(row[0].value, row[1].value) for row in workbook[f"Rond {rounds[1].number}"].iter_rows(max_col=2)]
    assert ("IMP hemma", None) in later
    tournament.close()

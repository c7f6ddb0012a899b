"""Hand records (deal, dealer, vulnerability, double-dummy tricks, par) and travellers (every
table of every venue with its IMPs across the field), printed and read back."""

import pytest

from builders import championship, roster
from reports.printing import pdf_pages
from tddesk.reports.hand_records import write_hand_records
from tddesk.reports.travellers import write_travellers
from tddesk.services.boards import enter_board
from tddesk.services.deals import import_deals, load_deal_file
from tddesk.services.errors import ServiceError
from tddesk.services.round_results import round_entry
from tddesk.services.schedule import make_schedule
from tddesk.services.stages import StageForm, create_stage
from tddesk.services.teams import TeamForm, register_team

TWO_BOARDS = b"""[Board "1"]
[Deal "N:QJ962.4.97.AJT76 AK5.AQ987.KJ8.85 T73.K52.Q542.Q92 84.JT63.AT63.K43"]

[Board "2"]
[Deal "N:QJT54.Q632.T.A64 K9863.KJ984.Q3.7 2.AT75.9852.JT85 A7..AKJ764.KQ932"]
"""


@pytest.fixture
def day(tmp_path):
    tournament = championship(tmp_path / "sf.tddesk")
    venues = []
    for place, first_mid in (("Göteborg", 300000), ("Borås", 400000)):
        stage_id = create_stage(
            tournament, StageForm(f"Semifinal {place}", 20, halves=2, kind="semifinal", format=None)
        ).value
        for number in range(4):
            register_team(tournament, TeamForm(f"{place} {number + 1}", roster(first_mid + 10 * number)), stage_id)
        make_schedule(tournament, stage_id)
        venues.append(stage_id)
    yield tournament, venues
    tournament.close()


def test_hand_records_print_the_deal_and_its_double_dummy_analysis_in_swedish(day, tmp_path):
    tournament, venues = day
    import_deals(tournament, venues, load_deal_file(data=TWO_BOARDS, name="two.pbn"))
    target = tmp_path / "givar.pdf"
    assert write_hand_records(target, tournament, venues[0]) == 1
    text = pdf_pages(target, layout=False)[0]
    assert "Givsamling" in text and "Semifinal Göteborg" in text
    assert "Bricka 1" in text and "Giv: N" in text and "Zon: Ingen" in text
    assert "Bricka 2" in text and "Giv: Ö" in text and "Zon: NS" in text
    assert "QJ962" in text and "AJ1076" in text  # North's spades and clubs, ten as 10
    assert "♥" in text and "♠" in text
    assert "Par: 4♥ V+1, −450 för NS" in text  # West makes 11 tricks in hearts
    assert "3NT V+1, −430 för NS" in text


def test_hand_records_without_deals_say_what_to_do(day, tmp_path):
    tournament, venues = day
    with pytest.raises(ServiceError, match="har inga givar ännu"):
        write_hand_records(tmp_path / "x.pdf", tournament, venues[0])


def test_travellers_list_every_table_of_both_venues_with_imps_across_the_field(day, tmp_path):
    tournament, venues = day
    first = round_entry(tournament, venues[0], 1).matches[0]
    other = round_entry(tournament, venues[1], 1).matches[0]
    enter_board(tournament, first.id, 1, "open", 1, "4H", "W", "+1")  # −450
    enter_board(tournament, first.id, 1, "closed", 1, "4HX", "W", "-1")  # +100
    enter_board(tournament, other.id, 1, "open", 1, "3NT", "N", "-2")  # −100
    enter_board(tournament, other.id, 1, "closed", 1, "pass", None, None)  # 0
    target = tmp_path / "protokoll.pdf"
    assert write_travellers(target, tournament, venues) == 1
    text = pdf_pages(target)[0]
    assert "Protokoll per bricka" in text and "Bricka 1" in text
    assert len([line for line in text.splitlines() if "Semifinal" in line and "1:1" in line]) == 4
    # +100 against −450 (550: 11 IMPs), 0 (100: 3) and −100 (200: 5): 19 / 3 = 6,33 for NS.
    assert "+6,33" in text and "−9,67" in text and "+3,33" in text and "0,00" in text
    assert "passat" in text and "4♥X" in text
    # the venue column is printed when several venues share the boards
    assert "Göteborg 2" in text and "Borås 2" in text and "Spelort" in text


def test_travellers_show_an_artificial_score_as_average_plus_and_minus_law_12C2(day, tmp_path):
    tournament, venues = day
    first = round_entry(tournament, venues[0], 1).matches[0]
    enter_board(tournament, first.id, 1, "open", 1, "4H", "W", "+1")
    enter_board(tournament, first.id, 1, "closed", 1, "A+")  # NS 60 %, EW 40 %
    target = tmp_path / "protokoll.pdf"
    assert write_travellers(target, tournament, venues[:1]) == 1
    text = pdf_pages(target)[0]
    assert "A+ 60" in text and "% / A−" in text  # "A+ 60 % / A− 40 %", wrapped in its column


def test_imps_across_the_field_give_an_artificial_score_3_imps_and_leave_it_out_law_12C2(day, tmp_path):
    """Three tables play board 1 and one gets A+/A− (NS 60 %, EW 40 %): NS +3.00, EW −3.00, and
    the other three are compared among themselves only: +100 against −450 (11) and 0 (3): 14 / 2."""
    from tddesk.services.field import field_results

    tournament, venues = day
    first = round_entry(tournament, venues[0], 1).matches[0]
    other = round_entry(tournament, venues[1], 1).matches[0]
    enter_board(tournament, first.id, 1, "open", 1, "4H", "W", "+1")  # −450
    enter_board(tournament, first.id, 1, "closed", 1, "4HX", "W", "-1")  # +100
    enter_board(tournament, other.id, 1, "open", 1, "pass", None, None)  # 0
    enter_board(tournament, other.id, 1, "closed", 1, "A+")
    board = field_results(tournament, venues).boards[0]
    by_room = {(entry.match_id, entry.room): entry for entry in board.entries}
    adjusted = by_room[other.id, "closed"]
    assert (adjusted.ns_score, str(adjusted.ns), str(adjusted.ew)) == (None, "3.00", "-3.00")
    assert str(by_room[first.id, "closed"].ns) == "7.00"  # (11 + 3) / 2
    # The workbook's Boards sheet shows the score as such, read back from the saved file.
    from openpyxl import load_workbook

    from tddesk.export.field_workbook import field_workbook

    path = tmp_path / "fältet.xlsx"
    field_workbook(field_results(tournament, venues)).save(path)
    sheet = load_workbook(path).worksheets[-1]
    shown = [row[6] for row in sheet.iter_rows(min_row=2, values_only=True)]
    assert "A+ 60 % / A− 40 %" in shown and 100 in shown

"""A club heat's results from Ruter's PBN export (docs/pairs.md, "Ruter's PBN results"): every pair,
percentage and member into a DM Par heat (PP1 uses the percentages), the board results too, and
tddesk's own matchpoints compared with Ruter's."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from builders import championship
from tddesk.imports.ruter_results import import_ruter_results, preview_ruter_results
from tddesk.rules.proportional import decimal_text
from tddesk.services.errors import ServiceError
from tddesk.services.pair_views import pair_views
from tddesk.services.pairs import add_pairs_heat, create_pairs_event, enter_heat, register_pair
from tddesk.services.pairs_parity import SIT_OUT_SESSION, parity_report
from tddesk.services.pairs_results import heat_numbers
from tddesk.services.pairs_standing import heat_standing
from tddesk.services.players import PlayerEntry, lookup_member

RUTER_FILE = Path(__file__).resolve().parent.parent / "formats" / "data" / "ruter-kval-mjolby.pbn"
# What the file says: pair number → (percentage as printed, boards, MIDs)
EXPECTED = {
    9: ("72.22", 4, ("701017", "701018")),
    3: ("65.56", 5, ("701005", "701006")),
    5: ("55.56", 4, ("701009", "701010")),
    6: ("55.56", 6, ("701011", "701012")),
    4: ("46.48", 6, ("701007", "701008")),
    7: ("44.44", 6, ("701013", "701014")),
    2: ("42.41", 6, ("701003", "701004")),
    1: ("38.89", 4, ("701001", "701002")),
    8: ("34.44", 5, ("701015", "701016")),
}


@pytest.fixture(autouse=True)
def english():
    from tddesk import i18n

    i18n.set_language("en")


@pytest.fixture
def club_heat(tmp_path):
    """DM Par Mixed with an empty silver heat at Mjölby; pair 3 (Eva Karlsson – Fredrik Nyström) is
    already registered and entered, and Anna Öberg is in the member register."""
    tournament = championship(tmp_path / "dm-par.tddesk")
    event = create_pairs_event(tournament, "DM Par Mixed", "mixed", 28, 54).value
    heat = add_pairs_heat(tournament, event, "Kval Mjölby", "silver").value
    pair = register_pair(
        tournament,
        event,
        PlayerEntry("701005", "Eva Karlsson", "BK Linköping", "ÖMBF"),
        PlayerEntry("701006", "Fredrik Nyström", "BK Linköping", "ÖMBF"),
    ).value
    enter_heat(tournament, heat, pair, 3)
    other = register_pair(
        tournament,
        event,
        PlayerEntry("701001", "Anna Öberg", "BK Mjölby", "ÖMBF", 1961),
        PlayerEntry("709999", "Olle Annan", "BK Mjölby", "ÖMBF"),
    ).value
    yield tournament, event, heat, pair, other
    tournament.close()


def test_a_ruter_export_imports_every_pair_percentage_and_member_PP1(club_heat):
    tournament, event, heat, known_pair, _other = club_heat
    preview = preview_ruter_results(tournament, heat, RUTER_FILE)
    assert preview.problems == ()
    assert set(preview.new_players) == {mid for _, _, mids in EXPECTED.values() for mid in mids} - {
        "701005",
        "701006",
        "701001",
    }
    report = import_ruter_results(tournament, preview)
    assert report.pairs == 9 and report.board_results == 23
    views = pair_views_of(tournament, event)
    standing = heat_standing(tournament, heat)
    assert standing.source == "boards"
    by_number = {row.number: row for row in standing.rows}
    assert set(by_number) == set(EXPECTED)
    for number, (percent, boards, mids) in EXPECTED.items():
        row = by_number[number]
        assert set(views[row.pair_id].mids) == set(mids)
        assert decimal_text(row.percent, 2) == percent  # Ruter's percentage, rounded half up
        assert row.boards == boards
    assert by_number[3].pair_id == known_pair  # the pair already in the heat is matched, not added again
    # a known member keeps the register's facts; a new one comes with the file's name and club
    assert lookup_member(tournament, "701001").birth_year == 1961
    new = lookup_member(tournament, "701017")
    assert (new.name, new.club, new.district) == ("Rut Fors", "BK Linköping", "ÖMBF")
    tournament.undo(report.change.audit_id)
    assert heat_numbers(tournament, heat) == {3: known_pair} and heat_standing(tournament, heat).rows == ()
    assert lookup_member(tournament, "701017") is None


def pair_views_of(tournament, event):
    with tournament.reading() as session:
        return pair_views(session, event)


def test_the_list_is_kept_as_ruter_printed_it(club_heat):
    tournament, _event, heat, _pair, _other = club_heat
    import_ruter_results(tournament, preview_ruter_results(tournament, heat, RUTER_FILE))
    from sqlalchemy import select

    from tddesk.models.pairs_tables import PairsListResult

    with tournament.reading() as session:
        listed = {row.pair_id: (row.percent, row.boards) for row in session.scalars(select(PairsListResult))}
    assert sorted(str(percent) for percent, _boards in listed.values()) == sorted(p for p, _, _ in EXPECTED.values())


def test_tddesk_matchpoints_agree_with_ruters_but_for_its_sit_out_convention(club_heat):
    tournament, _event, heat, _pair, _other = club_heat
    preview = preview_ruter_results(tournament, heat, RUTER_FILE)
    import_ruter_results(tournament, preview)
    report = parity_report(tournament, heat, preview.results)
    assert report.unexplained == ()
    # Ruter counts the sit-out boards at the pair's session percentage in its matchpoints
    assert {(row.pairs, row.convention) for row in report.rows} == {
        ("9", SIT_OUT_SESSION),
        ("5", SIT_OUT_SESSION),
        ("1", SIT_OUT_SESSION),
    }


def test_a_member_who_disagrees_with_the_register_is_named(club_heat, tmp_path):
    tournament, _event, heat, _pair, _other = club_heat
    text = RUTER_FILE.read_bytes().decode("cp1252").replace("Anna Öberg - Björn", "Anna Berg - Björn")
    wrong = tmp_path / "wrong.pbn"
    wrong.write_bytes(text.encode("cp1252"))
    preview = preview_ruter_results(tournament, heat, wrong)
    assert [problem.text() for problem in preview.problems] == [
        "row 8, Members: pair 1: MID 701001 is Anna Öberg in the member register, not Anna Berg; correct the "
        "MemberID in Ruter or the register."
    ]
    with pytest.raises(ServiceError, match="Nothing was imported"):
        import_ruter_results(tournament, preview)
    assert heat_numbers(tournament, heat) == {3: _pair}  # nothing written


def test_a_pair_number_that_seats_other_members_is_named(club_heat, tmp_path):
    tournament, _event, heat, _pair, _other = club_heat
    text = RUTER_FILE.read_bytes().decode("cp1252").replace("701005 701006", "701005 701099")
    wrong = tmp_path / "wrong.pbn"
    wrong.write_bytes(text.encode("cp1252"))
    problems = [problem.text() for problem in preview_ruter_results(tournament, heat, wrong).problems]
    assert problems == [
        "row 2, Members: pair 3 plays in the heat as MIDs 701005 + 701006, but the file has 701005 + 701099; "
        "correct the pair numbers in Ruter or in the heat."
    ]


def test_a_file_that_is_not_pbn_is_refused_in_words(club_heat, tmp_path):
    tournament, _event, heat, _pair, _other = club_heat
    bad = tmp_path / "list.pbn"
    shutil.copy(RUTER_FILE, bad)
    bad.write_text("hello\n")
    with pytest.raises(ServiceError, match=r"list\.pbn is not a PBN file: line 1: hello"):
        preview_ruter_results(tournament, heat, bad)

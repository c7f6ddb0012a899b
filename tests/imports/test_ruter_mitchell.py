"""A two-field Mitchell from Ruter that numbers the NS pairs 1-4 and the EW pairs 1-4 again
(docs/pairs.md, "A Mitchell that numbers both fields from 1"): every pair distinct in the heat, the
EW pairs numbered after the NS pairs, with its percentage, members and board results, tddesk's
matchpoints equal to Ruter's, and a reused number without a direction refused in words."""

from __future__ import annotations

from pathlib import Path

import pytest

from builders import championship
from tddesk.formats.ruter_fields import heat_numbered, numbering_words
from tddesk.formats.ruter_pbn import read_results
from tddesk.imports.ruter_results import import_ruter_results, preview_ruter_results
from tddesk.rules.proportional import decimal_text
from tddesk.services.errors import ServiceError
from tddesk.services.pair_views import pair_views
from tddesk.services.pairs import add_pairs_heat, create_pairs_event
from tddesk.services.pairs_parity import parity_report
from tddesk.services.pairs_results import heat_numbers
from tddesk.services.pairs_standing import heat_standing

MITCHELL = Path(__file__).resolve().parent.parent / "formats" / "data" / "ruter-mitchell-norrkoping.pbn"
# heat number → (field, number in the file, percentage as Ruter printed it, MIDs)
EXPECTED = {
    1: ("NS", 1, "45.83", {"702001", "702002"}),
    2: ("NS", 2, "58.33", {"702003", "702004"}),
    3: ("NS", 3, "33.33", {"702005", "702006"}),
    4: ("NS", 4, "62.50", {"702007", "702008"}),
    5: ("EW", 1, "45.83", {"702009", "702010"}),
    6: ("EW", 2, "37.50", {"702011", "702012"}),
    7: ("EW", 3, "33.33", {"702013", "702014"}),
    8: ("EW", 4, "83.33", {"702015", "702016"}),
}


@pytest.fixture(autouse=True)
def english():
    from tddesk import i18n

    i18n.set_language("en")


@pytest.fixture
def open_heat(tmp_path):
    tournament = championship(tmp_path / "dm-par.tddesk")
    event = create_pairs_event(tournament, "DM Par Open", "open", 28, 54).value
    heat = add_pairs_heat(tournament, event, "Kval Norrköping", "silver").value
    yield tournament, event, heat
    tournament.close()


def test_the_file_reuses_the_numbers_and_the_heat_numbers_ew_after_ns():
    results = read_results(MITCHELL)
    assert sorted((pair.direction, pair.number) for pair in results.pairs) == [
        (field, number) for field in ("EW", "NS") for number in (1, 2, 3, 4)
    ]
    numbered, renumbered = heat_numbered(results)
    assert sorted(pair.number for pair in numbered.pairs) == list(range(1, 9))
    assert [(r.file_number, r.heat_number) for r in renumbered] == [(1, 5), (2, 6), (3, 7), (4, 8)]
    assert numbering_words(renumbered) == (
        "The file numbers both fields of its Mitchell from 1: the NS pairs keep their numbers and each EW pair "
        "is numbered 4 higher in the heat (EW 1 is pair 5, EW 4 pair 8)."
    )
    # board 1, table 1: NS 1 against EW 1, which is pair 5 in the heat
    first = numbered.boards[0].tables[0]
    assert (results.boards[0].tables[0].ns, results.boards[0].tables[0].ew) == (1, 1)
    assert (first.ns, first.ew) == (1, 5)
    # a file without reused numbers is left as it is
    plain = read_results(MITCHELL.parent / "ruter-kval-mjolby.pbn")
    assert heat_numbered(plain) == (plain, ())


def test_every_pair_of_both_fields_is_imported_with_its_percentage_members_and_boards(open_heat):
    tournament, event, heat = open_heat
    preview = preview_ruter_results(tournament, heat, MITCHELL)
    assert preview.problems == ()
    assert [(r.file_number, r.heat_number) for r in preview.renumbered] == [(1, 5), (2, 6), (3, 7), (4, 8)]
    assert sorted(row.number for row in preview.rows) == list(range(1, 9))
    report = import_ruter_results(tournament, preview)
    assert report.pairs == 8 and report.new_players == 16 and report.board_results == 24
    numbers = heat_numbers(tournament, heat)
    with tournament.reading() as session:
        views = pair_views(session, event)
    assert {number: set(views[pair].mids) for number, pair in numbers.items()} == {
        number: mids for number, (_field, _file, _percent, mids) in EXPECTED.items()
    }
    standing = heat_standing(tournament, heat)
    assert standing.source == "boards" and standing.two_fields
    for row in standing.rows:
        field, _file, percent, _mids = EXPECTED[row.number]
        assert (row.line, decimal_text(row.percent, 2), row.boards) == (field, percent, 6)
    # each field ranked by itself, as Ruter ranks it
    assert [(row.line, row.number) for row in standing.rows if row.place == 1] == [("NS", 4), ("EW", 8)]
    # tddesk's own matchpoints, board by board and pair by pair, are Ruter's
    assert parity_report(tournament, heat, preview.results).rows == ()


def test_a_number_reused_without_a_direction_is_refused_in_words(open_heat, tmp_path):
    tournament, _event, heat = open_heat
    text = MITCHELL.read_bytes().decode("cp1252").replace('"NS"', '"-"').replace('"EW"', '"-"')
    undirected = tmp_path / "undirected.pbn"
    undirected.write_bytes(text.encode("cp1252"))
    with pytest.raises(ServiceError) as refused:
        preview_ruter_results(tournament, heat, undirected)
    assert str(refused.value) == (
        "TotalScoreTable: pair 1 is listed 2 times without a direction (NS or EW) that tells the pairs apart; "
        "export the session from Ruter again with the Direction column, or give each pair a number of its own."
    )
    assert heat_numbers(tournament, heat) == {}


def test_a_number_twice_in_one_field_is_refused_in_words(tmp_path):
    text = MITCHELL.read_bytes().decode("cp1252").replace(' 4  - "EW"', ' 4  - "NS"')
    twice = tmp_path / "twice.pbn"
    twice.write_bytes(text.encode("cp1252"))
    with pytest.raises(ValueError, match="pair 4 is listed twice as NS; each field numbers its pairs once"):
        heat_numbered(read_results(twice))

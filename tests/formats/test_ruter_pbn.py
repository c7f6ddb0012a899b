"""Ruter's PBN results read and written without a tournament (docs/pairs.md, "Ruter's PBN results"):
the TotalScoreTable and ScoreTable by column name, scores on the side that scored them, adjusted
scores and sit-outs; every file written parses with endplay."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest

from tddesk.formats.pbn_text import cells, parse_games
from tddesk.formats.ruter_pbn import read_results, write_results
from tddesk.rules.endplay_parts import endplay_module

RUTER_FILE = Path(__file__).resolve().parent / "data" / "ruter-kval-mjolby.pbn"


@pytest.fixture(autouse=True)
def english():
    from tddesk import i18n

    i18n.set_language("en")


def test_ruters_file_is_read_by_column_name():
    results = read_results(RUTER_FILE)
    assert (results.event, results.date, results.application) == (
        "DM Par Mixed Kval Mjölby",
        "2016.11.08",
        "Ruter 1.7.2",
    )
    first = results.pairs[0]
    assert (first.rank, first.number, first.percent, first.points, first.boards) == (
        1,
        9,
        Decimal("72.22"),
        Decimal("26.00"),
        4,
    )
    assert first.names == ("Rut Fors", "Sven Hägg") and first.club == "BK Linköping"
    assert first.member_ids == ("701017", "701018") and first.direction == ""
    board = results.boards[0]
    assert board.number == 1 and board.dealer == "N" and board.vulnerable == "None"
    played = board.tables[0]
    assert (played.ns, played.ew, played.contract, played.declarer, played.tricks, played.lead) == (
        1,
        2,
        "4H",
        "N",
        10,
        "SA",
    )
    assert (played.ns_score, played.ns_points, played.ew_points, played.ns_percent) == (
        420,
        Decimal("2"),
        Decimal("4"),
        Decimal("33"),
    )
    bye = board.tables[-1]
    assert bye.bye and bye.ns == 9 and bye.ns_percent == Decimal("72")
    adjusted = results.boards[2].tables[1]
    assert adjusted.adjusted == (60, 40) and adjusted.contract == ""
    minus = next(
        table for b in results.boards for table in b.tables if table.ns_score is not None and table.ns_score < 0
    )
    assert minus.ns_score < 0  # written under Score_EW


def test_written_results_read_back_the_same_and_parse_with_endplay():
    results = read_results(RUTER_FILE)
    text = write_results(results, results.application)
    boards = endplay_module("parsers.pbn").loads(text)
    assert [board.board_num for board in boards[1:]] == [1, 2, 3, 4, 5, 6]
    table = boards[1].info["ScoreTable"]
    assert [column["name"] for column in table["headers"]][:4] == ["Table", "Round", "PairId_NS", "PairId_EW"]
    assert parse_games(text)[0].table("totalscoretable")[0]["names"] == "Rut Fors - Sven Hägg"


def test_read_back(tmp_path):
    results = read_results(RUTER_FILE)
    written = tmp_path / "out.pbn"
    written.write_text(write_results(results, results.application), encoding="utf-8")
    assert read_results(written) == results


def test_quoted_cells_keep_their_spaces():
    assert cells('1 7 "Anna Öberg - Björn Åkesson" - "BK Lyx"') == [
        "1",
        "7",
        "Anna Öberg - Björn Åkesson",
        "-",
        "BK Lyx",
    ]


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ('[Event "x"]\n', "has no TotalScoreTable"),
        ('[TotalScoreTable "PairId\\2R;TotalPercentage\\5R"]\n 7 abc\n', "TotalPercentage 'abc' is not a number"),
        ('[TotalScoreTable "PairId\\2R;TotalPercentage\\5R"]\n x 50.0\n', "PairId 'x' is not a whole number"),
        ("just text\n", "is not a PBN file: line 1: just text"),
    ],
)
def test_a_wrong_file_is_named_in_words(tmp_path, text, words):
    path = tmp_path / "club.pbn"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ValueError, match=words):
        read_results(path)


def test_a_file_that_is_not_text_is_refused_without_its_bytes_in_the_words(tmp_path):
    """A workbook or a damaged file given as the PBN: one sentence naming the file, no raw bytes."""
    path = tmp_path / "junk.pbn"
    path.write_bytes(bytes(range(256)) * 8)
    with pytest.raises(ValueError, match=r"junk\.pbn .*not text") as refused:
        read_results(path)
    words = str(refused.value)
    assert all(character.isprintable() for character in words)

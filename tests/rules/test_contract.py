"""Law 77 scores, contracts and results as typed at the table, vulnerability by board number."""

import pytest

from tddesk.rules.contract import (
    BoardError,
    Contract,
    dealer,
    declarer_score,
    ns_score,
    parse_contract,
    parse_seat,
    parse_tricks,
    result_text,
    vulnerability,
)

SEATS = "NESW"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("4HX", Contract(4, "H", 1)),
        ("3NT", Contract(3, "NT")),
        ("4 C x", Contract(4, "C", 1)),
        ("6 S xx", Contract(6, "S", 2)),
        ("7N", Contract(7, "NT")),
        ("pass", Contract(0)),
        ("PASS", Contract(0)),
        ("2d", Contract(2, "D")),
        ("1 NT", Contract(1, "NT")),
        ("5C**", Contract(5, "C", 2)),
    ],
)
def test_contracts_are_read_as_written_at_the_table_or_by_bridgemate(text, expected):
    assert parse_contract(text) == expected


@pytest.mark.parametrize("text", ["8NT", "0H", "4Z", "", "4HXXX", "NT3"])
def test_impossible_contracts_are_refused_in_words(text):
    with pytest.raises(BoardError) as error:
        parse_contract(text)
    assert "is not a contract" in str(error.value)


def test_results_read_as_plus_minus_equal_or_tricks_and_impossible_ones_refused():
    grand = parse_contract("7NT")
    assert parse_tricks(grand, "=") == 13
    assert parse_tricks(parse_contract("3NT"), "+2") == 11
    assert parse_tricks(parse_contract("3NT"), "-9") == 0
    assert parse_tricks(parse_contract("4H"), "8") == 8
    with pytest.raises(BoardError, match="14 tricks"):
        parse_tricks(grand, "+1")
    with pytest.raises(BoardError, match="impossible"):
        parse_tricks(parse_contract("1C"), "-8")
    with pytest.raises(BoardError, match="not a result"):
        parse_tricks(grand, "plus one")
    with pytest.raises(BoardError, match="N, E, S or W"):
        parse_seat("X")
    assert result_text(parse_contract("4S"), 9) == "-1"
    assert result_text(parse_contract("4S"), 10) == "="


def test_vulnerability_and_dealer_follow_the_16_board_cycle():
    assert [vulnerability(board) for board in range(1, 17)] == [
        "-",
        "NS",
        "EW",
        "All",
        "NS",
        "EW",
        "All",
        "-",
        "EW",
        "All",
        "-",
        "NS",
        "All",
        "-",
        "NS",
        "EW",
    ]
    assert vulnerability(17) == "-" and vulnerability(18) == "NS"
    assert [dealer(board) for board in (1, 2, 3, 4, 5, 16)] == ["N", "E", "S", "W", "N", "W"]


def test_law_77_examples():
    # The example: 4HX by South one down on board 2, North-South vulnerable.
    assert ns_score(2, parse_contract("4HX"), "S", 9) == -200
    assert ns_score(1, parse_contract("3NT"), "N", 9) == 400
    assert ns_score(1, parse_contract("3NT"), "E", 10) == -430
    assert ns_score(4, parse_contract("7NTXX"), "S", 13) == 2980
    assert ns_score(1, parse_contract("1CX"), "N", 7) == 140
    assert ns_score(1, parse_contract("2HX"), "W", 8) == -470  # doubled into game
    assert ns_score(1, parse_contract("4SX"), "N", 4) == -1400  # six down, not vulnerable: 100 + 2·200 + 3·300
    assert ns_score(1, parse_contract("pass"), None, 0) == 0


def test_law_77_agrees_with_endplay_on_every_contract_declarer_result_and_vulnerability():
    """Every level, strain, penalty, declarer, trick count and vulnerability: 7·5·3·4·14·4 cases."""
    endplay = pytest.importorskip("endplay.types")
    vulnerabilities = {"-": endplay.Vul.none, "NS": endplay.Vul.ns, "EW": endplay.Vul.ew, "All": endplay.Vul.both}
    boards = {"-": 1, "NS": 2, "EW": 3, "All": 4}
    penalties = {0: "", 1: "X", 2: "XX"}
    checked = 0
    for level in range(1, 8):
        for strain in ("C", "D", "H", "S", "NT"):
            for doubled, mark in penalties.items():
                for seat in SEATS:
                    for tricks in range(14):
                        for vul, board in boards.items():
                            theirs = endplay.Contract(f"{level}{strain}{seat}{mark}")
                            theirs.result = tricks - level - 6
                            declarer = theirs.score(vulnerabilities[vul])
                            expected = declarer if seat in "NS" else -declarer
                            contract = Contract(level, strain, doubled)
                            assert ns_score(board, contract, seat, tricks) == expected, (contract, seat, tricks, vul)
                            checked += 1
    assert checked == 7 * 5 * 3 * 4 * 14 * 4


def test_declarer_score_of_a_passed_out_board_is_zero():
    assert declarer_score(Contract(0), 0, True) == 0

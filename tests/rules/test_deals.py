"""Deals: PBN notation, DUP records and opening leads checked by the rules."""

import pytest

from tddesk.rules.contract import BoardError
from tddesk.rules.deals import check_lead, make_deal, parse_card, parse_pbn_deal
from tddesk.rules.dup import RECORD, read_dup, write_dup

BOARD_1 = "N:QJ962.4.97.AJT76 AK5.AQ987.KJ8.85 T73.K52.Q542.Q92 84.JT63.AT63.K43"


def test_a_pbn_deal_is_read_north_first_whichever_hand_it_starts_with():
    deal = parse_pbn_deal(1, BOARD_1)
    assert deal.pbn() == BOARD_1
    assert deal.hand("E") == ("AK5", "AQ987", "KJ8", "85")
    rotated = parse_pbn_deal(1, "E:AK5.AQ987.KJ8.85 T73.K52.Q542.Q92 84.JT63.AT63.K43 QJ962.4.97.AJT76")
    assert rotated == deal
    assert (deal.dealer, deal.vulnerability) == ("N", "-")
    assert [deal.high_card_points(seat) for seat in "NESW"] == [8, 17, 7, 8]


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("N:QJ962A.4.97.AJT76 AK5.AQ987.KJ8.85 T73.K52.Q542.Q92 84.JT63.AT63.K43", "SA is dealt to both N and E"),
        ("N:QJ962.4.97.AJT7 AK5.AQ987.KJ8.85 T73.K52.Q542.Q92 84.JT63.AT63.K43", "N holds 12 cards, not 13"),
        ("N:QJ962.4.97.AJT76 AK5.AQ987.KJ8.85 T73.K52.Q542.Q92", "is not a whole deal"),
        ("N:QJ962.4.97.AJT7Z AK5.AQ987.KJ8.85 T73.K52.Q542.Q92 84.JT63.AT63.K43", "CZ, which is not a card"),
    ],
)
def test_an_impossible_deal_is_refused_naming_its_board(text, words):
    with pytest.raises(BoardError) as refused:
        parse_pbn_deal(7, text)
    assert "Board 7" in str(refused.value) and words in str(refused.value)


def test_the_opening_lead_must_come_from_the_left_hand_opponent_who_holds_it():
    deal = parse_pbn_deal(1, BOARD_1)
    assert check_lead(deal, "S", "hj") == "HJ"  # West leads against South from ♥JT63
    with pytest.raises(BoardError, match="W leads, but W was not dealt HK"):
        check_lead(deal, "S", "HK")  # South holds the ♥K
    assert check_lead(deal, "N", "h9") == "H9"  # East leads against North from ♥AQ987
    assert parse_card("♠10") == "ST"


def test_dup_records_read_by_their_definition():
    """A hand-built record: N all spades (01-13), E all hearts (14-26), S all diamonds (27-39)."""
    bri = "".join(f"{number:02d}" for number in range(1, 40))
    record = (bri + " " * 68 + "YN3  1 3  ").encode("ascii")
    assert len(record) == RECORD
    (deal,) = read_dup(record)
    assert deal.board == 3
    assert deal.hand("N") == ("AKQJT98765432", "", "", "")
    assert deal.hand("E") == ("", "AKQJT98765432", "", "")
    assert deal.hand("S") == ("", "", "AKQJT98765432", "")
    assert deal.hand("W") == ("", "", "", "AKQJT98765432")


def test_a_damaged_dup_file_is_refused_in_words():
    with pytest.raises(BoardError, match="not a whole number of 156-byte boards"):
        read_dup(b"0102" * 10)
    doubled = ("01" * 39 + " " * 68 + "YN1  1 1  ").encode("ascii")
    with pytest.raises(BoardError, match="holds a card twice"):
        read_dup(doubled)


def test_dup_written_and_read_back_is_the_same_deals(shared_dir):
    pbn = shared_dir / "reference" / "bws" / "boards-1-60.pbn"
    if not pbn.exists():
        pytest.skip("the shared reference deals are absent")
    from tddesk.formats.deal_files import parse_deal_file

    from_pbn = parse_deal_file(pbn.read_bytes(), pbn.name)
    data = write_dup(list(from_pbn.deals))
    assert len(data) == 60 * RECORD and data[-10:] == b"YN1  1 60 "
    from_dup = parse_deal_file(data, "boards.dup")
    assert from_dup.source == "dup" and from_dup.deals == from_pbn.deals


def test_make_deal_refuses_a_board_outside_1_to_100():
    with pytest.raises(BoardError, match="board numbers run from 1 to 100"):
        make_deal(101, [["AKQJT98765432", "", "", ""]] * 4)

"""Duplimate's DUP deal files, read and written (docs/boards.md, "Deals").

A DUP file is a run of 156-byte records, one a board, in board order:

- bytes 1-78 ("BRI"): the cards of North, East and South, 13 two-digit numbers each; 01-13 are
  the spades from the ace down, 14-26 the hearts, 27-39 the diamonds, 40-52 the clubs. West holds
  the 13 cards nobody else does.
- bytes 79-146 ("DGE"): the four hands again as text for the dealing machine's display; not read
  here (the BRI part alone fixes the deal), written in the machine's usual form.
- bytes 147-156: "random hands?" (Y/N), "counting backwards?" (Y/N), the lowest board of the set
  (3 characters), copies of each board (2), the highest board (3), left aligned, space padded.
"""

from __future__ import annotations

from tddesk.rules.contract import BoardError
from tddesk.rules.deals import RANKS, SUITS, Deal, make_deal
from tddesk.rules.findings import QT_TRANSLATE_NOOP

RECORD = 156
_BRI = 78
_DGE = 68
_SUIT_SYMBOLS = {"S": "\x06", "H": "\x03", "D": "\x04", "C": "\x05"}  # the CP437 card symbols


def _card_number(suit: str, rank: str) -> int:
    return SUITS.index(suit) * 13 + RANKS.index(rank) + 1


def _card(number: int) -> tuple[str, str]:
    suit, rank = divmod(number - 1, 13)
    return SUITS[suit], RANKS[rank]


def read_dup(data: bytes) -> list[Deal]:
    """Every board of a DUP file; a file whose size or cards do not fit is refused in words."""
    if not data or len(data) % RECORD:
        raise BoardError(
            QT_TRANSLATE_NOOP(
                "Rules",
                "This is not a DUP deal file: its size ({size} bytes) is not a whole number of 156-byte boards.",
            ),
            size=len(data),
        )
    header = data[-10:].decode("ascii", errors="replace")
    lowest = int(header[2:5]) if header[2:5].strip().isdigit() else 1
    deals = []
    for index in range(len(data) // RECORD):
        record = data[index * RECORD : (index + 1) * RECORD]
        board = lowest + index
        text = record[:_BRI].decode("ascii", errors="replace")
        if not text.isdigit():
            raise BoardError(
                QT_TRANSLATE_NOOP(
                    "Rules", "Board {board} of the DUP file: the cards are not written as numbers 01-52."
                ),
                board=board,
            )
        numbers = [int(text[position : position + 2]) for position in range(0, _BRI, 2)]
        if any(not 1 <= number <= 52 for number in numbers) or len(set(numbers)) != 39:
            raise BoardError(
                QT_TRANSLATE_NOOP(
                    "Rules", "Board {board} of the DUP file holds a card twice or a number outside 01-52."
                ),
                board=board,
            )
        west = sorted(set(range(1, 53)) - set(numbers))
        seats = [numbers[0:13], numbers[13:26], numbers[26:39], west]
        hands = []
        for cards in seats:
            suits = dict.fromkeys(SUITS, "")
            for number in sorted(cards):
                suit, rank = _card(number)
                suits[suit] += rank
            hands.append([suits[suit] for suit in SUITS])
        deals.append(make_deal(board, hands))
    return deals


def _display_hand(hand: tuple[str, str, str, str]) -> str:
    text = "".join(_SUIT_SYMBOLS[suit] + ranks for suit, ranks in zip(SUITS, hand, strict=True))
    return text.ljust(17)[:17]


def write_dup(deals: list[Deal]) -> bytes:
    """A DUP file of consecutive boards for a dealing machine (the inverse of ``read_dup``)."""
    ordered = sorted(deals, key=lambda deal: deal.board)
    if not ordered:
        raise BoardError(QT_TRANSLATE_NOOP("Rules", "There are no deals to write."))
    boards = [deal.board for deal in ordered]
    if boards != list(range(boards[0], boards[0] + len(boards))):
        raise BoardError(
            QT_TRANSLATE_NOOP("Rules", "A DUP file holds consecutive boards; boards {first}-{last} have gaps."),
            first=boards[0],
            last=boards[-1],
        )
    trailer = ("YN" + str(boards[0]).ljust(3) + "1".ljust(2) + str(boards[-1]).ljust(3)).encode("ascii")
    out = bytearray()
    for deal in ordered:
        bri = "".join(
            f"{_card_number(suit, rank):02d}"
            for hand in deal.hands[:3]
            for suit, ranks in zip(SUITS, hand, strict=True)
            for rank in ranks
        )
        dge = "".join(_display_hand(hand) for hand in deal.hands)
        out += bri.encode("ascii") + dge.encode("latin-1") + trailer
    return bytes(out)

"""The deal of a board: who holds which cards (docs/boards.md, "Deals").

A deal is stored and exchanged in PBN's notation, North first: ``N:AKQ.J98.T76.5432 …`` with the
hands of North, East, South and West, each as spades.hearts.diamonds.clubs. Dealer and
vulnerability follow from the board number (``tddesk.rules.contract``). A deal that is not 52
different cards, 13 to each hand, is refused with ``BoardError`` in words that name the board.
"""

from __future__ import annotations

from dataclasses import dataclass

from tddesk.rules.contract import SEATS, BoardError, dealer, vulnerability
from tddesk.rules.findings import QT_TRANSLATE_NOOP

SUITS = ("S", "H", "D", "C")
# The seats as the TD's language writes them (Swedish N, Ö, S, V); lupdate collects them here.
SEAT_LETTERS = {
    "N": QT_TRANSLATE_NOOP("Seats", "N"),
    "E": QT_TRANSLATE_NOOP("Seats", "E"),
    "S": QT_TRANSLATE_NOOP("Seats", "S"),
    "W": QT_TRANSLATE_NOOP("Seats", "W"),
}
RANKS = "AKQJT98765432"
_RANK_ALIASES = {"10": "T"}


def seat_name(seat: str, translate) -> str:
    """The seat letter in the TD's language (``translate`` as in ``BoardError.words``)."""
    return translate("Seats", SEAT_LETTERS[seat])


def seat_words(error: BoardError, translate) -> str:
    """A deal refusal in words, its seat letters in the TD's language."""
    params = {
        key: seat_name(value, translate) if key in ("seat", "first", "second") and value in SEAT_LETTERS else value
        for key, value in error.params.items()
    }
    return translate("Rules", error.template).format(**params)


@dataclass(frozen=True)
class Deal:
    """One board's four hands; ``hands[seat][suit]`` holds the ranks from the ace down."""

    board: int
    hands: tuple[tuple[str, str, str, str], ...]  # N, E, S, W; each (spades, hearts, diamonds, clubs)

    @property
    def dealer(self) -> str:
        return dealer(self.board)

    @property
    def vulnerability(self) -> str:
        return vulnerability(self.board)

    def hand(self, seat: str) -> tuple[str, str, str, str]:
        return self.hands[SEATS.index(seat)]

    def holds(self, seat: str, card: str) -> bool:
        """Whether ``seat`` was dealt ``card`` (e.g. ``SK``, ``H7``, ``DT``)."""
        suit, rank = card[0], card[1:]
        return rank in self.hand(seat)[SUITS.index(suit)]

    def pbn(self) -> str:
        """The PBN ``Deal`` tag's value, North first."""
        return "N:" + " ".join(".".join(hand) for hand in self.hands)

    def high_card_points(self, seat: str) -> int:
        values = {"A": 4, "K": 3, "Q": 2, "J": 1}
        return sum(values.get(rank, 0) for suit in self.hand(seat) for rank in suit)


def parse_card(text: str) -> str:
    """``SK``, ``♠K``, ``h10``, ``D2`` → the compact ``SK``/``HT``/``D2``; else refused in words."""
    cleaned = str(text or "").strip().upper().replace("♠", "S").replace("♥", "H").replace("♦", "D").replace("♣", "C")
    suit, rank = cleaned[:1], _RANK_ALIASES.get(cleaned[1:], cleaned[1:])
    if suit not in SUITS or len(rank) != 1 or rank not in RANKS:
        raise BoardError(
            QT_TRANSLATE_NOOP("Rules", "{card} is not a card; write the suit and the rank, e.g. SK or H7."), card=text
        )
    return suit + rank


def _sorted_suit(ranks: str) -> str:
    return "".join(sorted(ranks, key=RANKS.index))


def make_deal(board: int, hands: list[list[str]] | tuple[tuple[str, ...], ...]) -> Deal:
    """A checked deal from four hands (N, E, S, W), each four suits of rank letters."""
    if not 1 <= board <= 100:
        raise BoardError(QT_TRANSLATE_NOOP("Rules", "Board {board}: board numbers run from 1 to 100."), board=board)
    seen: dict[str, str] = {}
    checked = []
    for seat, hand in zip(SEATS, hands, strict=True):
        suits: list[str] = []
        for suit, written in zip(SUITS, hand, strict=True):
            ranks = written.upper().replace("10", "T")
            for rank in ranks:
                if rank not in RANKS:
                    raise BoardError(
                        QT_TRANSLATE_NOOP("Rules", "Board {board}: {seat} holds {card}, which is not a card."),
                        board=board,
                        seat=seat,
                        card=suit + rank,
                    )
                card = suit + rank
                if seen.get(card) == seat:
                    raise BoardError(
                        QT_TRANSLATE_NOOP("Rules", "Board {board}: {seat} holds {card} twice."),
                        board=board,
                        seat=seat,
                        card=card,
                    )
                if card in seen:
                    raise BoardError(
                        QT_TRANSLATE_NOOP("Rules", "Board {board}: {card} is dealt to both {first} and {second}."),
                        board=board,
                        card=card,
                        first=seen[card],
                        second=seat,
                    )
                seen[card] = seat
            suits.append(_sorted_suit(ranks))
        checked.append(tuple(suits))
    # Counts after every card is placed, so a card dealt twice is named as such, not as a long hand.
    for seat, dealt in zip(SEATS, checked, strict=True):
        count = sum(len(ranks) for ranks in dealt)
        if count != 13:
            raise BoardError(
                QT_TRANSLATE_NOOP("Rules", "Board {board}: {seat} holds {count} cards, not 13."),
                board=board,
                seat=seat,
                count=count,
            )
    return Deal(board, tuple(checked))  # type: ignore[arg-type]  # four 4-tuples, checked above


def parse_pbn_deal(board: int, text: str) -> Deal:
    """The PBN ``Deal`` tag (``N:`` / ``E:`` / ``S:`` / ``W:`` first hand, ``-`` for an unknown
    hand is refused) → a checked Deal with North first."""
    cleaned = str(text or "").strip()
    first, _, rest = cleaned.partition(":")
    hands = rest.split()
    if first.upper() not in SEATS or len(hands) != 4 or any(hand.count(".") != 3 for hand in hands):
        raise BoardError(
            QT_TRANSLATE_NOOP(
                "Rules",
                'Board {board}: "{deal}" is not a whole deal; PBN writes it as '
                "N:spades.hearts.diamonds.clubs for each of the four hands.",
            ),
            board=board,
            deal=cleaned[:80],
        )
    start = SEATS.index(first.upper())
    by_seat = {SEATS[(start + offset) % 4]: hand.split(".") for offset, hand in enumerate(hands)}
    return make_deal(board, [by_seat[seat] for seat in SEATS])


def check_lead(deal: Deal, declarer: str, lead: str) -> str:
    """The opening lead is made by declarer's left-hand opponent, who must hold the card."""
    card = parse_card(lead)
    leader = SEATS[(SEATS.index(declarer) + 1) % 4]
    if not deal.holds(leader, card):
        raise BoardError(
            QT_TRANSLATE_NOOP(
                "Rules",
                "Board {board}: {seat} leads, but {seat} was not dealt {card}. Check the lead and the declarer.",
            ),
            board=deal.board,
            seat=leader,
            card=card,
        )
    return card

"""The bounds every fact obeys, whichever way it enters the file (dialog, CLI, import, merge).

Each check returns None when the value is acceptable, else an ERROR ``Finding`` naming its rule,
so a service raises it as a refusal and the JSON import reports it at the document's path —
the same words either way. Values arrive already parsed (int, Decimal, str).
"""

from __future__ import annotations

import re
import unicodedata
from decimal import Decimal

from tddesk.rules.findings import QT_TRANSLATE_NOOP, Finding, Severity
from tddesk.rules.vp import MAX_BOARDS, MAX_VP, MIN_BOARDS

MAX_IMPS_PER_BOARD = 24  # the IMP scale ends at 24: no team wins more on one board
MAX_MINUTES = 24 * 60  # a delay longer than a day is a typing error
MAX_PENALTY_VP = Decimal("100.00")
MAX_FEE = Decimal("100000.00")  # kr; entry and table fees are hundreds
MID_MAX_DIGITS = 12
MAX_NAME_LENGTH = 200  # a player's, club's or team's name; longer is not a name anyone typed
HUNDREDTH = Decimal("0.01")
MAX_FINAL_PAIRS = 200  # a final seats some thirty pairs; hundreds is a typing error
MAX_FINAL_BOARDS = 200  # a final plays about sixty boards
MAX_PAIR_NUMBER = 999  # the numbers on a heat's tables
MAX_TEAMS_IN_HEATS = 1000  # a district's heats hold dozens of teams
MAX_WHOLE = 10**9  # no count, number or round a TD types reaches a billion; SQLite's integers end at 2^63
_ASCII_WHOLE = re.compile(r"[+-]?[0-9]{1,18}")


def _error(rule: str, code: str, template: str, **params) -> Finding:
    return Finding(rule, code, Severity.ERROR, template, params)


def boards_problem(boards: int) -> Finding | None:
    """VP1: the scale exists for 1 to 100 boards per match."""
    if isinstance(boards, bool) or not isinstance(boards, int) or not MIN_BOARDS <= boards <= MAX_BOARDS:
        return _error(
            "VP1",
            "boards_out_of_range",
            QT_TRANSLATE_NOOP("Rules", "A match has from {low} to {high} boards, not {boards}"),
            low=MIN_BOARDS,
            high=MAX_BOARDS,
            boards=_shown(boards),
        )
    return None


def imps_problem(imps: int, boards_in_half: int) -> Finding | None:
    """VP1: IMPs of one half are a whole number from 0 to 24 per board played in it."""
    bound = MAX_IMPS_PER_BOARD * boards_in_half
    if isinstance(imps, bool) or not isinstance(imps, int) or not 0 <= imps <= bound:
        return _error(
            "VP1",
            "imps_out_of_range",
            QT_TRANSLATE_NOOP("Rules", "{imps} IMPs cannot be won in {boards} boards (at most {bound}: 24 per board)"),
            imps=_shown(imps),
            boards=boards_in_half,
            bound=bound,
        )
    return None


def _two_decimals(value) -> bool:
    # adjusted() first: quantize() of a 40-digit number overflows the context's precision
    return (
        isinstance(value, Decimal)
        and value.is_finite()
        and value.adjusted() < 12
        and value == value.quantize(HUNDREDTH)
    )


def committee_vp_problem(vp: Decimal) -> Finding | None:
    """P1, P2, P6: a committee deducts from 0 to 100 VP, written with at most two decimals."""
    if not _two_decimals(vp) or not Decimal(0) <= vp <= MAX_PENALTY_VP:
        return _error(
            "P6",
            "committee_vp_out_of_range",
            QT_TRANSLATE_NOOP(
                "Rules", "A committee ruling deducts from 0 to {high} VP with at most two decimals, not {vp}"
            ),
            high=MAX_PENALTY_VP,
            vp=_shown(vp),
        )
    return None


def bye_vp_problem(vp: Decimal) -> Finding | None:
    """H7: the VP of a bye lie between 0 and 20, with at most two decimals."""
    if not _two_decimals(vp) or not Decimal(0) <= vp <= MAX_VP:
        return _error(
            "H7",
            "bye_vp_out_of_range",
            QT_TRANSLATE_NOOP("Rules", "Bye VP are from 0 to 20 with at most two decimals, not {vp}"),
            vp=_shown(vp),
        )
    return None


def fee_problem(amount: Decimal) -> Finding | None:
    """F1-F4: a fee is from 0 to 100,000 kr in whole öre."""
    if not _two_decimals(amount) or not Decimal(0) <= amount <= MAX_FEE:
        return _error(
            "F2",
            "fee_out_of_range",
            QT_TRANSLATE_NOOP("Rules", "A fee is from 0 to {high} kr with at most two decimals, not {amount}"),
            high=MAX_FEE,
            amount=_shown(amount),
        )
    return None


def minutes_problem(minutes: int, rule: str) -> Finding | None:
    """P1, P2: minutes late or over time are whole started minutes, 1 up to a day."""
    if isinstance(minutes, bool) or not isinstance(minutes, int) or not 1 <= minutes <= MAX_MINUTES:
        return _error(
            rule,
            "minutes_out_of_range",
            QT_TRANSLATE_NOOP("Rules", "Minutes are whole started minutes from 1 to {high}, not {minutes}"),
            high=MAX_MINUTES,
            minutes=_shown(minutes),
        )
    return None


_MINUTES_AND_SECONDS = re.compile(r"([0-9]{1,4}):([0-5][0-9])")
_DECIMAL_MINUTES = re.compile(r"([0-9]{1,4})(?:[.,]([0-9]{1,3}))?")


def started_minutes(text: str) -> int | None:
    """P1, P2 (interpretation): minutes over time (or late) are started minutes. ``"6"`` is 6;
    minutes and seconds ``"5:20"`` and decimal minutes ``"5,3"`` or ``"5.3"`` are 6 (the sixth minute
    had started); ``"5:00"`` is 5. None when the text is none of these (the caller says how to write it)."""
    cleaned = text.strip().removesuffix("min").strip() if isinstance(text, str) else ""
    if whole := _MINUTES_AND_SECONDS.fullmatch(cleaned):
        return int(whole[1]) + (int(whole[2]) > 0)
    if whole := _DECIMAL_MINUTES.fullmatch(cleaned):
        return int(whole[1]) + bool(whole[2] and int(whole[2]))
    return None


def minutes_text_problem(text: str, rule: str) -> Finding:
    """The words for minutes typed in a form ``started_minutes`` does not read."""
    return _error(
        rule,
        "minutes_not_understood",
        QT_TRANSLATE_NOOP(
            "Rules",
            "{text} is not a number of minutes: write whole minutes (6), minutes and seconds (5:20) or "
            "decimal minutes (5,3); started minutes count, so 5 min 20 s is 6",
        ),
        text=_shown(text),
    )


def shares_problem(total: Decimal) -> Finding | None:
    """P2: the shares of one table's delay add up to at most 1."""
    if total > 1:
        return _error(
            "P2",
            "shares_above_one",
            QT_TRANSLATE_NOOP(
                "Rules", "The shares of the delay at one table add up to {total}; together they can be at most 1"
            ),
            total=total,
        )
    return None


def mid_problem(mid: str) -> Finding | None:
    """T2: a member id is 1 to 12 ASCII digits (not Arabic-Indic digits, not a superscript ²)."""
    if not isinstance(mid, str) or not mid.isascii() or not mid.isdigit() or not 1 <= len(mid) <= MID_MAX_DIGITS:
        return _error(
            "T2",
            "bad_mid",
            QT_TRANSLATE_NOOP("Rules", "{mid} is not a member id (MID): write the member number's digits 0-9"),
            mid=_shown(mid),
        )
    return None


def name_problem(name: str) -> Finding | None:
    """T2: a player's, club's or team's name is at most 200 characters (a pasted paragraph is no
    name) of real characters (no lone surrogate, which SQLite cannot store)."""
    if len(name) > MAX_NAME_LENGTH:
        return _error(
            "T2",
            "name_too_long",
            QT_TRANSLATE_NOOP("Rules", "A name is at most {limit} characters; this one has {length}"),
            limit=MAX_NAME_LENGTH,
            length=len(name),
        )
    if any(unicodedata.category(letter) == "Cc" for letter in name):  # NUL, escape, a tab pasted in
        return _error(
            "T2",
            "name_control_character",
            QT_TRANSLATE_NOOP(
                "Rules", "The name {name} holds a control character (such as NUL or a tab); type it again"
            ),
            name=_shown("".join(letter if unicodedata.category(letter) != "Cc" else "?" for letter in name)),
        )
    if any(0xD800 <= ord(letter) <= 0xDFFF for letter in name):  # half a character: no file can store it
        return _error(
            "T2",
            "name_broken_character",
            QT_TRANSLATE_NOOP(
                "Rules", "The name {name} holds a broken character (half of a surrogate pair); type it again"
            ),
            name=name.encode("utf-8", "replace").decode("utf-8")[:40],
        )
    return None


MAX_SESSION_ROUNDS = 100  # a session of more rounds than a day has minutes for boards is a typing error


def movement_rounds(movement: str, pairs: int) -> int:
    """The most rounds a movement of ``pairs`` pairs plays: a barometer or Howell meets every other
    pair once (a round more with a sit-out), a Mitchell plays at most a round per table."""
    pairs = max(pairs, 2)
    return (pairs + 1) // 2 if movement == "mitchell" else pairs - 1 + pairs % 2


def session_bounds(
    rounds: int | None, boards_per_round: int | None, highest_board: int | None = None
) -> tuple[int, int]:
    """PP5 (the field a board is scored in): the most rounds and boards a pairs session plays: the
    rounds of its movement when known (a Bridgemate file's RoundData), and each round its
    ``boards_per_round`` (at most 100 boards when the session does not say). ``highest_board``: the
    movement's own highest board when known (a 3/4-Howell plays the complete Howell's board sets, so
    its boards go past its rounds times the boards a round)."""
    rounds = rounds if rounds else MAX_SESSION_ROUNDS
    boards = highest_board if highest_board else rounds * boards_per_round if boards_per_round else MAX_BOARDS
    return rounds, boards


def session_row_problem(board: int, round_number: int, ns: int, ew: int, bounds: tuple[int, int]) -> Finding | None:
    """PP5: a result of a pairs session is on one of its boards, in one of its rounds, between two
    different pairs (a Bridgemate row, a traveller, a merged heat alike)."""
    rounds, boards = bounds
    if isinstance(board, bool) or not isinstance(board, int) or not 1 <= board <= boards:
        return _error(
            "PP5",
            "session_board_out_of_range",
            QT_TRANSLATE_NOOP("Rules", "Board {board} is not played in the session: its boards are 1 to {boards}"),
            board=_shown(board),
            boards=boards,
        )
    if isinstance(round_number, bool) or not isinstance(round_number, int) or not 0 <= round_number <= rounds:
        return _error(
            "PP5",
            "session_round_out_of_range",
            QT_TRANSLATE_NOOP("Rules", "Round {round} is not in the movement: the session has at most {rounds}"),
            round=_shown(round_number),
            rounds=rounds,
        )
    if ns == ew:
        return _error(
            "PP5",
            "pair_plays_itself",
            QT_TRANSLATE_NOOP("Rules", "Pair {pair} cannot play against itself"),
            pair=_shown(ns),
        )
    return None


def ascii_whole(text: str, low: int = -MAX_WHOLE + 1, high: int = MAX_WHOLE - 1) -> int | None:
    """``text`` as a whole number from ``low`` to ``high`` written with the digits 0-9, or None: not
    Arabic-Indic or other digits Python's ``int`` would read, not 10^20, not 1E3 or 3.0."""
    cleaned = text.strip() if isinstance(text, str) else ""
    if not _ASCII_WHOLE.fullmatch(cleaned):
        return None
    value = int(cleaned)
    return value if low <= value <= high else None


def _whole_within(value, low: int, high: int) -> bool:
    return not isinstance(value, bool) and isinstance(value, int) and low <= value <= high


def final_size_problem(pairs: int, boards: int) -> Finding | None:
    """PP1: a pairs final seats from 2 to 200 pairs and plays from 1 to 200 boards (CLI, dialog and
    JSON alike; 10^9 is a typing error, not a final)."""
    if _whole_within(pairs, 2, MAX_FINAL_PAIRS) and _whole_within(boards, 1, MAX_FINAL_BOARDS):
        return None
    return _error(
        "PP1",
        "final_size_out_of_range",
        QT_TRANSLATE_NOOP(
            "Rules",
            "A final has from 2 to {most_pairs} pairs and from 1 to {most_boards} boards, not {pairs} and {boards}",
        ),
        most_pairs=MAX_FINAL_PAIRS,
        most_boards=MAX_FINAL_BOARDS,
        pairs=_shown(pairs),
        boards=_shown(boards),
    )


def pair_number_problem(number: int) -> Finding | None:
    """PP5: a pair plays a heat under a number from 1 to 999."""
    if _whole_within(number, 1, MAX_PAIR_NUMBER):
        return None
    return _error(
        "PP5",
        "pair_number_out_of_range",
        QT_TRANSLATE_NOOP("Rules", "A pair number is from 1 to {high}, not {number}"),
        high=MAX_PAIR_NUMBER,
        number=_shown(number),
    )


def semifinal_places_problem(places: int, heats: int, teams: int) -> Finding | None:
    """A2: the committee's semifinal places give each heat at least one and are no more than the
    teams in all heats (the dialog, the command line and a JSON document alike)."""
    if isinstance(places, bool) or not isinstance(places, int) or places < heats:
        return _error(
            "A2",
            "semifinal_places_too_few",
            QT_TRANSLATE_NOOP(
                "Rules",
                "{places} semifinal places cannot give each of the {heats} heats at least one place; "
                "give at least {heats}.",
            ),
            places=_shown(places),
            heats=heats,
        )
    if places > teams:
        return _error(
            "A2",
            "semifinal_places_too_many",
            QT_TRANSLATE_NOOP(
                "Rules", "{places} semifinal places, but only {teams} teams in all heats; give at most {teams}."
            ),
            places=_shown(places),
            teams=teams,
        )
    return None


def session_number_problem(number: int) -> Finding | None:
    """PP4: a heat's sessions are numbered from 1 (a final's too), at most ``MAX_SESSION_ROUNDS``."""
    if _whole_within(number, 1, MAX_SESSION_ROUNDS):
        return None
    return _error(
        "PP4",
        "session_number_out_of_range",
        QT_TRANSLATE_NOOP("Rules", "A session is numbered from 1 to {high}, not {number}"),
        high=MAX_SESSION_ROUNDS,
        number=_shown(number),
    )


def clean_text(text: str) -> str:
    """Names and clubs as stored: NFC (one spelling of "ö"), whitespace runs as one space."""
    return " ".join(unicodedata.normalize("NFC", text).split())


def shown(value) -> str:
    """``value`` as a message shows it: short, and a number of thousands of digits as 10^24…"""
    return _shown(value)


def _shown(value) -> str:
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 80:
        return "-10^24…" if value < 0 else "10^24…"  # str() of a 5,000-digit number raises
    text = repr(value) if isinstance(value, str) else str(value)
    return text if len(text) <= 24 else text[:21] + "..."

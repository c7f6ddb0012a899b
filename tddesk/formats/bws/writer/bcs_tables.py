"""The tables of a Bridgemate Control Software session file, in its order, with the columns and
types BCS gives them, and ``write_bws`` to write rows into them as a Jet3 (Access 97) file, the form
of every real one (docs/bws.md, "The BCS tables")."""

from __future__ import annotations

import datetime as dt
import unicodedata
from collections.abc import Mapping, Sequence
from pathlib import Path

from tddesk.formats.bws.writer.jet3_database import Table, database_bytes
from tddesk.formats.bws.writer.jet_columns import Column, ColumnType

_L, _I, _T, _D, _B = ColumnType.LONG, ColumnType.INTEGER, ColumnType.TEXT, ColumnType.DATETIME, ColumnType.BOOLEAN
_HANDS = ("North", "East", "South", "West")
_SUITS = ("Spades", "Hearts", "Diamonds", "Clubs")


# name, type, and optionally length and autonumber, as ``Column`` takes them
ColumnSpec = tuple[str, ColumnType] | tuple[str, ColumnType, int] | tuple[str, ColumnType, int, bool]


def _table_columns(*specs: ColumnSpec) -> tuple[Column, ...]:
    return tuple(Column(*spec) for spec in specs)


_RESULT_COLUMNS = (
    ("ID", _L, 0, True),
    ("Section", _I),
    ("Table", _I),
    ("Round", _I),
    ("Board", _I),
    ("PairNS", _I),
    ("PairEW", _I),
    ("Declarer", _I),
    ("NS/EW", _T, 2),
    ("Contract", _T, 10),
    ("Result", _T, 10),
    ("LeadCard", _T, 10),
    ("Remarks", _T, 255),
    ("DateLog", _D),
    ("TimeLog", _D),
    ("Processed", _B),
    ("Processed1", _B),
    ("Processed2", _B),
    ("Processed3", _B),
    ("Processed4", _B),
    ("Erased", _B),
)
_MOVE_COLUMNS = (
    ("ID", _L, 0, True),
    ("Section", _I),
    ("Table", _I),
    ("Round", _I),
    ("Board", _I),
    ("Counter", _I),
    ("Direction", _T, 2),
)

# The template's tables and columns in its order (docs/bws.md, "The BCS tables"), each followed by
# the columns later BCS versions add (Section's scoring, ReceivedData's ExternalUpdate, the names
# in PlayerNumbers, the Bridgemate II settings); PlayerNames, HandEvaluation and Session come from
# files of later BCS versions. The ID of a table BCS adds rows to is an autonumber, as there.
BCS_TABLES: dict[str, tuple[Column, ...]] = {
    "Clients": _table_columns(("ID", _L, 0, True), ("Computer", _T, 255)),
    "Section": _table_columns(
        ("ID", _I),
        ("Letter", _T, 2),
        ("Tables", _I),
        ("MissingPair", _I),
        ("EWMoveBeforePlay", _I),
        ("Session", _I),
        ("ScoringType", _I),
        ("Winners", _I),
    ),
    "Tables": _table_columns(
        ("Section", _I),
        ("Table", _I),
        ("ComputerID", _I),
        ("Status", _I),
        ("LogOnOff", _I),
        ("CurrentRound", _I),
        ("CurrentBoard", _I),
        ("UpdateFromRound", _I),
        ("Group", _I),
    ),
    "RoundData": _table_columns(
        ("Section", _I),
        ("Table", _I),
        ("Round", _I),
        ("NSPair", _I),
        ("EWPair", _I),
        ("LowBoard", _I),
        ("HighBoard", _I),
        ("CustomBoards", _T, 255),
    ),
    "ReceivedData": _table_columns(*_RESULT_COLUMNS, ("ExternalUpdate", _B), ("SuspiciousContract", _I)),
    "IntermediateData": _table_columns(*_RESULT_COLUMNS),
    "PlayerNumbers": _table_columns(
        ("Section", _I),
        ("Table", _I),
        ("Direction", _T, 2),
        ("Number", _T, 16),
        ("Name", _T, 18),
        ("Updated", _B),
        ("Processed", _B),
        ("TimeLog", _D),
        ("Round", _I),
    ),
    "BiddingData": _table_columns(*_MOVE_COLUMNS, ("Bid", _T, 10), ("DateLog", _D), ("TimeLog", _D), ("Erased", _B)),
    "PlayData": _table_columns(*_MOVE_COLUMNS, ("Card", _T, 10), ("DateLog", _D), ("TimeLog", _D), ("Erased", _B)),
    "Settings": _table_columns(
        ("ShowResults", _B),
        ("ShowOwnResult", _B),
        ("RepeatResults", _B),
        ("MaximumResults", _I),
        ("ShowPercentage", _B),
        ("GroupSections", _B),
        ("ScorePoints", _I),
        ("EnterResultsMethod", _I),
        ("ShowPairNumbers", _B),
        ("IntermediateResults", _B),
        ("AutopoweroffTime", _I),
        ("VerificationTime", _I),
        ("ShowContract", _I),
        ("LeadCard", _B),
        ("MemberNumbers", _B),
        ("MemberNumbersNoBlankEntry", _B),
        ("BoardOrderVerification", _B),
        ("HandRecordValidation", _B),
        ("Section", _I),
        ("AutoShutDownBPC", _B),
        ("BM2PINcode", _T, 4),
        ("BM2ConfirmNP", _B),
        ("BM2RemainingBoards", _B),
        ("BM2NextSeatings", _B),
        ("BM2ScoreRecap", _B),
        ("BM2AutoShowScoreRecap", _B),
        ("BM2ScoreCorrection", _B),
        ("BM2AutoBoardNumber", _B),
        ("BM2ResultsOverview", _L),
        ("BM2ShowPlayerNames", _L),
        ("BM2Ranking", _L),
        ("BM2GameSummary", _B),
        ("BM2SummaryPoints", _L),
        ("BM2PairNumberEntry", _L),
        ("BM2ResetFunctionKey", _B),
        ("BM2ShowHands", _B),
        ("BM2NumberValidation", _L),
        ("BM2NameSource", _L),
        ("BM2ViewHandrecord", _B),
        ("BM2EnterHandrecord", _B),
        ("BM2RecordBidding", _B),
        ("BM2RecordPlay", _B),
    ),
    "PlayerNames": _table_columns(("ID", _L), ("Name", _T, 18), ("strID", _T, 18)),
    # BCS gives West's clubs one character more than the other suits; kept as BCS has it.
    "HandRecord": _table_columns(
        ("Section", _I),
        ("Board", _I),
        *((f"{hand}{suit}", _T, 14 if (hand, suit) == ("West", "Clubs") else 13) for hand in _HANDS for suit in _SUITS),
    ),
    "HandEvaluation": _table_columns(
        ("Section", _I),
        ("Board", _I),
        *((f"{hand}{strain}", _I) for hand in _HANDS for strain in (*_SUITS, "Notrump")),
        *((f"{hand}Hcp", _I) for hand in _HANDS),
    ),
    "Session": _table_columns(
        ("ID", _I), ("Name", _T, 40), ("Date", _D), ("Time", _D), ("GUID", _T, 80), ("Status", _I), ("ShowInApp", _B)
    ),
}
# Written by Access when it converted the template from an older version, read by nobody: left out.
TEMPLATE_ONLY_TABLES = ("Conversion Errors", "Conversion Errors1")


_NO_MARKS = {"ł": "l", "Ł": "L", "đ": "d", "Đ": "D"}  # letters that are no base letter and a mark


def bcs_text(value: str, length: int) -> str:
    """``value`` as a BCS text column can hold it: letters code page 1252 lacks (ł, ş, ő) without
    their marks, anything else as ``?``, cut to ``length`` characters."""
    kept = []
    for character in value:
        try:
            character.encode("cp1252")
            kept.append(character)
        except UnicodeEncodeError:
            bare = "".join(c for c in unicodedata.normalize("NFKD", character) if not unicodedata.combining(c))
            kept.append(bare if bare and bare.isascii() else _NO_MARKS.get(character, "?"))
    return "".join(kept)[:length]


def bws_bytes(rows: Mapping[str, Sequence[Mapping[str, object]]], created: dt.datetime | None = None) -> bytes:
    """A ``.bws`` with every BCS table, the whole file; ``rows`` gives each table's rows as column →
    value (a column left out is NULL, a Boolean left out false). A table or column BCS does not
    have is refused, so a misspelt name cannot pass silently."""
    unknown = set(rows) - set(BCS_TABLES)
    if unknown:
        raise ValueError(f"no BCS table {', '.join(sorted(unknown))}")
    tables = []
    for name, columns in BCS_TABLES.items():
        names = {column.name for column in columns}
        values = []
        for row in rows.get(name, ()):
            extra = set(row) - names
            if extra:
                raise ValueError(f"{name} has no column {', '.join(sorted(extra))}")
            values.append(tuple(row.get(column.name) for column in columns))
        tables.append(Table(name, columns, values))
    return database_bytes(tables, created or dt.datetime(2000, 1, 1))


def write_bws(
    path: Path | str, rows: Mapping[str, Sequence[Mapping[str, object]]], created: dt.datetime | None = None
) -> None:
    """``bws_bytes`` written to ``path``, replaced if it exists (the demos, tests and the rewrite of
    a venue's file, which renames its own partial file into place)."""
    Path(path).write_bytes(bws_bytes(rows, created))

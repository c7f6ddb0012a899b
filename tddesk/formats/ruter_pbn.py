"""A pairs session's results as PBN 2.1 in the column conventions of Ruter, the federation's scoring
program (docs/pairs.md, "Ruter's PBN results").

``TotalScoreTable``: rank, pair, table, direction, total matchpoints, percentage, names, boards,
club, ``MemberID1``, ``MemberID2``, sex. Per board a ``ScoreTable`` (table, round, NS and EW pair,
contract, declarer, tricks, lead, ``Score_NS``/``Score_EW``, ``MP_NS``/``MP_EW``, percentages) and,
when the deal is known, ``OptimumScore`` and the double-dummy ``OptimumResultTable``.
A score is written on the side that scored it (the other side ``-``); an adjusted score is ``A60``
and ``A40`` (percent of the top) with no contract; a pair's sit-out is a row with no EW pair and
the contract ``Bye``. Columns are found by name, so their order does not matter.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from decimal import Decimal, InvalidOperation
from pathlib import Path

from tddesk.formats.pbn_text import Game, decode, parse_games, quoted, table_lines, tag_line
from tddesk.i18n import QT_TRANSLATE_NOOP, translate
from tddesk.system_words import system_reason

TOTAL_COLUMNS = [
    ("Rank", 2, "R"),
    ("PairId", 2, "R"),
    ("Table", 2, "R"),
    ("Direction", 5, "R"),
    ("TotalScoreMP", 7, "R"),
    ("TotalPercentage", 6, "R"),
    ("Names", 40, "L"),
    ("NrBoards", 2, "R"),
    ("Club", 30, "L"),
    ("MemberID1", 7, "R"),
    ("MemberID2", 7, "R"),
    ("Sex", 2, "L"),
]
SCORE_COLUMNS = [
    ("Table", 2, "R"),
    ("Round", 2, "R"),
    ("PairId_NS", 2, "R"),
    ("PairId_EW", 2, "R"),
    ("Contract", 5, "L"),
    ("Declarer", 1, "R"),
    ("Result", 2, "R"),
    ("Lead", 3, "L"),
    ("Score_NS", 6, "R"),
    ("Score_EW", 6, "R"),
    ("MP_NS", 6, "R"),
    ("MP_EW", 6, "R"),
    ("Percentage_NS", 3, "R"),
    ("Percentage_EW", 3, "R"),
]
OPTIMUM_COLUMNS = [("Declarer", 1, "R"), ("Denomination", 2, "R"), ("Result", 2, "R")]
NAMES_SEPARATOR = " - "


@dataclass(frozen=True)
class PbnPair:
    """A line of the ``TotalScoreTable``."""

    rank: int | None
    number: int
    table: int | None
    direction: str  # "NS", "EW" in a two-field Mitchell, else ""
    points: Decimal | None
    percent: Decimal  # as printed (its exponent says how many decimals)
    names: tuple[str, str]
    boards: int | None
    club: str
    member_ids: tuple[str, str]  # "" when not given
    sex: str = ""


@dataclass(frozen=True)
class PbnTable:
    """A line of a board's ``ScoreTable``."""

    table: int | None
    round: int | None
    ns: int
    ew: int | None  # None: the NS pair's sit-out ("Bye")
    contract: str = ""  # "3NT", "4HX", "PASS"; "" when adjusted or a bye
    declarer: str = ""
    tricks: int | None = None
    lead: str = ""
    ns_score: int | None = None
    adjusted: tuple[int, int] | None = None  # percent of the top, NS and EW
    ns_points: Decimal | None = None
    ew_points: Decimal | None = None
    ns_percent: Decimal | None = None
    ew_percent: Decimal | None = None

    @property
    def bye(self) -> bool:
        return self.ew is None


@dataclass(frozen=True)
class PbnOptimum:
    declarer: str  # N E S W
    strain: str  # C D H S NT
    tricks: int


@dataclass(frozen=True)
class PbnBoard:
    number: int
    dealer: str = ""
    vulnerable: str = ""  # PBN's words: None, NS, EW, All
    deal: str = ""  # "N:AKQ.… …", "" when not known
    tables: tuple[PbnTable, ...] = ()
    optimum_score: str = ""
    optimum: tuple[PbnOptimum, ...] = ()
    session: int = 1  # a heat of several sessions: PBN's Section tag


@dataclass(frozen=True)
class PbnResults:
    event: str
    date: str  # as PBN writes it, YYYY.MM.DD
    application: str
    pairs: tuple[PbnPair, ...]
    boards: tuple[PbnBoard, ...]
    site: str = ""
    scoring: str = "MP"

    @property
    def has_score_tables(self) -> bool:
        return any(board.tables for board in self.boards)


def _problem(text: str, **values: object) -> ValueError:
    return ValueError(translate("Pairs", text).format(**values))


def _number(value: str, what: str, where: str, *, optional: bool = True) -> int | None:
    value = value.strip()
    if value in ("", "-") and optional:
        return None
    if value.lstrip("-").isdigit():
        return int(value)
    raise _problem(
        QT_TRANSLATE_NOOP("Pairs", "{where}: {what} '{value}' is not a whole number."),
        where=where,
        what=what,
        value=value,
    )


def _decimal(value: str, what: str, where: str) -> Decimal | None:
    value = value.strip().replace(",", ".")
    if value in ("", "-"):
        return None
    try:
        number = Decimal(value)
    except InvalidOperation:
        number = Decimal("NaN")
    if not number.is_finite():
        raise _problem(
            QT_TRANSLATE_NOOP("Pairs", "{where}: {what} '{value}' is not a number."),
            where=where,
            what=what,
            value=value,
        )
    return number


def _pair(row: dict[str, str]) -> PbnPair:
    where = translate("Pairs", "TotalScoreTable, pair {pair}").format(pair=row.get("pairid", "?"))
    number = _number(row.get("pairid", ""), "PairId", where, optional=False)
    percent = _decimal(row.get("totalpercentage", ""), "TotalPercentage", where)
    assert number is not None  # not optional: a missing number raised above
    if percent is None:
        raise _problem(QT_TRANSLATE_NOOP("Pairs", "{where}: the percentage (TotalPercentage) is missing."), where=where)
    first, _, second = row.get("names", "").partition(NAMES_SEPARATOR)
    return PbnPair(
        rank=_number(row.get("rank", ""), "Rank", where),
        number=number,
        table=_number(row.get("table", ""), "Table", where),
        direction=row.get("direction", "").strip().upper().replace("-", ""),
        points=_decimal(row.get("totalscoremp", ""), "TotalScoreMP", where),
        percent=percent,
        names=(first.strip(), second.strip()),
        boards=_number(row.get("nrboards", ""), "NrBoards", where),
        club=row.get("club", "").strip(),
        member_ids=(_member(row.get("memberid1", "")), _member(row.get("memberid2", ""))),
        sex=row.get("sex", "").strip(),
    )


def _member(value: str) -> str:
    value = value.strip()
    return "" if value in ("-", "0") else value


def _adjusted(score: str) -> int | None:
    score = score.strip().upper()
    return int(score[1:]) if score.startswith("A") and score[1:].isdigit() else None


def _table(row: dict[str, str], board: int) -> PbnTable:
    where = translate("Pairs", "Board {board}, ScoreTable").format(board=board)
    ns = _number(row.get("pairid_ns", ""), "PairId_NS", where, optional=False)
    assert ns is not None  # not optional
    ew = _number(row.get("pairid_ew", ""), "PairId_EW", where)
    contract = row.get("contract", "").strip().upper()
    base = PbnTable(
        table=_number(row.get("table", ""), "Table", where),
        round=_number(row.get("round", ""), "Round", where),
        ns=ns,
        ew=None if contract == "BYE" else ew,
        ns_points=_decimal(row.get("mp_ns", ""), "MP_NS", where),
        ew_points=_decimal(row.get("mp_ew", ""), "MP_EW", where),
        ns_percent=_decimal(row.get("percentage_ns", ""), "Percentage_NS", where),
        ew_percent=_decimal(row.get("percentage_ew", ""), "Percentage_EW", where),
    )
    if base.bye:
        return base
    ns_text, ew_text = row.get("score_ns", ""), row.get("score_ew", "")
    if (ns_adjusted := _adjusted(ns_text)) is not None and (ew_adjusted := _adjusted(ew_text)) is not None:
        return replace(base, adjusted=(ns_adjusted, ew_adjusted))
    ns_score = _number(ns_text, "Score_NS", where)
    ew_score = _number(ew_text, "Score_EW", where)
    if ns_score is None and ew_score is None and contract not in ("PASS", "P"):
        raise _problem(
            QT_TRANSLATE_NOOP("Pairs", "{where}: pair {ns} against {ew} has no score."), where=where, ns=ns, ew=ew
        )
    return replace(
        base,
        contract="PASS" if contract in ("PASS", "P") else contract,
        declarer=row.get("declarer", "").strip().upper().replace("-", ""),
        tricks=_number(row.get("result", ""), "Result", where),
        lead=row.get("lead", "").strip().replace("-", ""),
        ns_score=ns_score if ns_score is not None else -(ew_score or 0),
    )


def _board(game: Game) -> PbnBoard:
    number = int(game.tag("board"))
    optimum = tuple(
        PbnOptimum(row.get("declarer", "").upper(), row.get("denomination", "").upper(), int(row.get("result", "0")))
        for row in game.table("optimumresulttable")
        if row.get("result", "").isdigit()
    )
    return PbnBoard(
        number=number,
        dealer=game.tag("dealer"),
        vulnerable=game.tag("vulnerable"),
        deal=game.tag("deal"),
        tables=tuple(_table(row, number) for row in game.table("scoretable")),
        optimum_score=game.tag("optimumscore"),
        optimum=optimum,
        session=int(game.tag("section")) if game.tag("section").isdigit() else 1,
    )


def read_results(path: str | Path) -> PbnResults:
    """A PBN file's results; raises ValueError in words naming the table and line that is wrong."""
    try:
        text = decode(Path(path).read_bytes())
    except OSError as error:
        raise _problem(
            QT_TRANSLATE_NOOP("Pairs", "{path} cannot be read: {error}"), path=path, error=system_reason(error)
        ) from None
    if any(ord(character) < 32 and character not in "\t\n\r\f" for character in text):
        # a workbook, a picture or a damaged file: its bytes are no line a TD could read back
        raise _problem(
            QT_TRANSLATE_NOOP(
                "Pairs",
                "{path} is not a PBN file (it is not text); export the session's results from the scoring "
                "program as PBN.",
            ),
            path=Path(path).name,
        )
    try:
        games = parse_games(text)
    except ValueError as error:
        raise _problem(
            QT_TRANSLATE_NOOP("Pairs", "{path} is not a PBN file: line {line}"), path=Path(path).name, line=error
        ) from None
    pairs = [_pair(row) for game in games for row in game.table("totalscoretable")]
    if not pairs:
        raise _problem(
            QT_TRANSLATE_NOOP(
                "Pairs",
                "{path} has no TotalScoreTable: export the session's results from the scoring program as "
                "PBN with results.",
            ),
            path=Path(path).name,
        )
    boards = {}
    for game in games:
        if game.tag("board").isdigit() and game.tables.get("scoretable") is not None:
            board = _board(game)
            boards[board.session, board.number] = board
    first = games[0]
    return PbnResults(
        event=first.tag("event"),
        date=first.tag("date"),
        application=next((game.tag("application") for game in games if game.tag("application")), ""),
        pairs=tuple(pairs),
        boards=tuple(boards[key] for key in sorted(boards)),
        site=first.tag("site"),
        scoring=first.tag("scoring") or "MP",
    )


def _cell(value: int | Decimal | str | None) -> str:
    return "-" if value is None or value == "" else str(value)


def _total_row(pair: PbnPair) -> list[str]:
    return [
        _cell(pair.rank),
        str(pair.number),
        _cell(pair.table),
        quoted(pair.direction) if pair.direction else "-",
        _cell(pair.points),
        str(pair.percent),
        quoted(NAMES_SEPARATOR.join(name for name in pair.names if name)),
        _cell(pair.boards),
        quoted(pair.club),
        _cell(pair.member_ids[0] or None),
        _cell(pair.member_ids[1] or None),
        quoted(pair.sex) if pair.sex else "-",
    ]


def _score_row(table: PbnTable) -> list[str]:
    points = [_cell(table.ns_points), _cell(table.ew_points), _cell(table.ns_percent), _cell(table.ew_percent)]
    start = [_cell(table.table), _cell(table.round), str(table.ns), _cell(table.ew)]
    if table.bye:
        return start + [quoted("Bye"), "-", "-", "-", "-", "-"] + points
    if table.adjusted is not None:
        adjusted = [f"A{table.adjusted[0]}", f"A{table.adjusted[1]}"]
        return start + ["-", "-", "-", "-"] + adjusted + points
    ns, ew = ("-", "-")
    if table.ns_score is not None:
        ns, ew = (str(table.ns_score), "-") if table.ns_score >= 0 else ("-", str(-table.ns_score))
    played = table.contract not in ("", "PASS")
    return (
        start
        + [
            quoted(table.contract or "Pass") if played else quoted("Pass"),
            table.declarer if played and table.declarer else "-",
            _cell(table.tricks) if played else "-",
            quoted(table.lead) if table.lead else "-",
            ns,
            ew,
        ]
        + points
    )


def write_results(results: PbnResults, creator: str) -> str:
    """The results as PBN 2.1 text (export format): a first game with the event and the
    ``TotalScoreTable``, then a game per board."""
    head = [
        "% PBN 2.1",
        "% EXPORT",
        "%Content-type: text/x-pbn; charset=UTF-8",
        f"%Creator: {creator}",
        tag_line("Event", results.event),
        tag_line("Site", results.site),
        tag_line("Date", results.date),
        tag_line("Application", creator),
        tag_line("Scoring", results.scoring),
        *table_lines("TotalScoreTable", TOTAL_COLUMNS, [_total_row(pair) for pair in results.pairs]),
        "",
    ]
    sessions = len({board.session for board in results.boards})
    for board in results.boards:
        head += [tag_line("Event", results.event), tag_line("Date", results.date)]
        if sessions > 1:
            head.append(tag_line("Section", str(board.session)))
        head += [
            tag_line("Board", str(board.number)),
            tag_line("Dealer", board.dealer),
            tag_line("Vulnerable", board.vulnerable),
        ]
        if board.deal:
            head.append(tag_line("Deal", board.deal))
        head += [tag_line("Scoring", results.scoring), tag_line("Contract", "?"), tag_line("Declarer", "?")]
        head += [tag_line("Result", "?")]
        head += table_lines("ScoreTable", SCORE_COLUMNS, [_score_row(table) for table in board.tables])
        if board.optimum:
            head.append(tag_line("OptimumScore", board.optimum_score))
            rows = [[best.declarer, best.strain, str(best.tricks)] for best in board.optimum]
            head += table_lines("OptimumResultTable", OPTIMUM_COLUMNS, rows)
        head.append("")
    return "\n".join(head)

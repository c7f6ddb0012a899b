"""Reading the federation's member register (CSV or XLSX) and other tabular files.

A member list has one row per member and a header row naming the columns in Swedish or English
(MID/Medlemsnummer, Namn/Name, Klubb/Club, Distrikt/District, Födelseår/Birth year). Nothing is
written here: every problem comes back with the row number the TD sees in Excel and the column
as headed in the file, so the TD can correct the file and try again.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from tddesk.errors import ServiceError
from tddesk.formats.entries import check_mid, normalised_name
from tddesk.formats.table_input import UnreadableFile, csv_rows, workbook_rows
from tddesk.i18n import QT_TRANSLATE_NOOP, translate
from tddesk.rules import entry_limits as limits
from tddesk.system_words import system_reason

XLSX_SUFFIXES = (".xlsx", ".xlsm")
MIN_BIRTH_YEAR, MAX_BIRTH_YEAR = 1900, 2100  # the range upsert_player accepts

MEMBER_COLUMNS: Mapping[str, tuple[str, ...]] = {  # field → headers as ``header_key`` reduces them
    "mid": ("mid", "midnr", "medlemsnummer", "medlemsnr", "memberid", "membernumber", "membernr"),
    "name": ("namn", "name", "spelare", "player"),
    "club": ("klubb", "club"),
    "district": ("distrikt", "district", "dfb", "distriktsförbund"),
    "birth_year": ("födelseår", "fodelsear", "birthyear", "född", "born", "yearofbirth"),
}
REQUIRED_MEMBER_COLUMNS = ("mid", "name")

# English source names of the columns, for a problem about a column the file lacks
COLUMN_TITLES = {
    "mid": QT_TRANSLATE_NOOP("Imports", "MID"),
    "name": QT_TRANSLATE_NOOP("Imports", "Name"),
    "club": QT_TRANSLATE_NOOP("Imports", "Club"),
    "district": QT_TRANSLATE_NOOP("Imports", "District"),
    "birth_year": QT_TRANSLATE_NOOP("Imports", "Birth year"),
    "team": QT_TRANSLATE_NOOP("Imports", "Team"),
    "membership_paid": QT_TRANSLATE_NOOP("Imports", "Membership paid"),
    "captain": QT_TRANSLATE_NOOP("Imports", "Captain"),
}


@dataclass(frozen=True)
class RowProblem:
    """Something wrong in an imported file; ``row`` and ``column`` are None for the whole file."""

    row: int | None
    column: str | None
    message: str

    def text(self) -> str:
        """The problem in words, e.g. "row 5, MID: …", in the TD's language."""
        if self.row is None:
            return self.message
        if not self.column:
            return translate("Imports", "row {row}: {message}").format(row=self.row, message=self.message)
        return translate("Imports", "row {row}, {column}: {message}").format(
            row=self.row, column=self.column, message=self.message
        )


@dataclass(frozen=True)
class MemberRow:
    row: int
    mid: str
    name: str
    club: str
    district: str
    birth_year: int | None


@dataclass(frozen=True)
class MemberList:
    rows: tuple[MemberRow, ...]
    problems: tuple[RowProblem, ...]
    columns: Mapping[str, str] = field(default_factory=dict)  # field → the header as written in the file


def column_name(columns: Mapping[str, str], name: str) -> str:
    """The column as headed in the file, else its usual title in the TD's language."""
    return columns.get(name) or translate("Imports", COLUMN_TITLES[name])


@dataclass
class SheetRow:
    """One data row being read: its cells by field, and the problems found in it."""

    number: int
    values: list[object]
    found: Mapping[str, tuple[int, str]]  # field → (column index, header as written)
    problems: list[RowProblem] = field(default_factory=list)

    def cell(self, name: str) -> object:
        index = self.found[name][0] if name in self.found else None
        return self.values[index] if index is not None and index < len(self.values) else None

    def text(self, name: str) -> str:
        return cell_text(self.cell(name))

    def parse(self, name: str, parser):
        """The cell through ``parser``; None, with the problem noted, when it refuses the value."""
        try:
            return parser(self.cell(name))
        except ServiceError as error:
            self.problem(name, str(error))
            return None

    def problem(self, name: str, text: str) -> None:
        columns = {key: title for key, (_, title) in self.found.items()}
        self.problems.append(RowProblem(self.number, column_name(columns, name), text))


def header_key(text: object) -> str:
    """A header reduced to lower-case letters and digits: "Födelse-år" and "födelseår" match."""
    composed = unicodedata.normalize("NFC", str(text or ""))  # macOS writes "ö" as o + diaeresis
    return "".join(character for character in composed.casefold() if character.isalnum())


def map_columns(header: list[object], known: Mapping[str, tuple[str, ...]]) -> dict[str, tuple[int, str]]:
    """field → (column index, header as written); the first matching column wins."""
    found: dict[str, tuple[int, str]] = {}
    for index, title in enumerate(header):
        key = header_key(title)
        for name, aliases in known.items():
            if key in aliases and name not in found:
                found[name] = (index, str(title).strip())
    return found


def missing_columns(found: Mapping[str, object], required: tuple[str, ...], header_row: int) -> list[RowProblem]:
    """One problem naming every required column the header row lacks (none when all are there)."""
    missing = [translate("Imports", COLUMN_TITLES[name]) for name in required if name not in found]
    if not missing:
        return []
    return [
        RowProblem(
            header_row,
            None,
            translate(
                "Imports",
                "The header row has no column {columns}. Name the columns as in the template "
                "(Swedish or English headers).",
            ).format(columns=", ".join(missing)),
        )
    ]


def cell_text(value: object) -> str:
    """A cell as text: whole numbers without ".0" (Excel stores MIDs and years as floats)."""
    if value is None:
        return ""
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return " ".join(str(value).split())


def parse_mid(value: object) -> str:
    """The MID's digits; ServiceError in the Players wording when it is not one."""
    text = cell_text(value)
    if not text:
        raise ServiceError(translate("Imports", "The MID is missing."))
    return check_mid(text)


def parse_birth_year(value: object) -> int | None:
    text = cell_text(value)
    if not text:
        return None
    # four ASCII digits: not "²", and no int() of a 5,000-digit cell
    if not (text.isascii() and text.isdigit() and len(text) == 4) or not MIN_BIRTH_YEAR <= int(text) <= MAX_BIRTH_YEAR:
        raise ServiceError(
            translate("Imports", "'{text}' is not a birth year; write it with four digits, e.g. 1994.").format(
                text=text if len(text) <= 12 else text[:12] + "…"
            )
        )
    return int(text)


def read_rows(path: Path) -> list[tuple[int, list[object]]]:
    """(row number, cell values) of every non-empty row, header first; UnreadableFile if it is not a table."""
    path = Path(path)
    if path.suffix.lower() == ".xls":
        raise UnreadableFile(
            translate(
                "Imports", "{file} is in the old Excel format (.xls). Save it as .xlsx or CSV and import that."
            ).format(file=path.name)
        )
    try:
        data = path.read_bytes()
    except OSError as error:
        raise UnreadableFile(
            translate("Imports", "Cannot read {file} ({reason}). Check the name, and close it in Excel.").format(
                file=path.name, reason=system_reason(error)
            )
        ) from None
    if path.suffix.lower() in XLSX_SUFFIXES:
        return workbook_rows(data, path.name)
    return csv_rows(data, path.name)


def read_member_list(path: Path) -> MemberList:
    """Members from a CSV (UTF-8 with or without BOM, ";" or "," sniffed) or an XLSX (first sheet)."""
    try:
        table = read_rows(path)
    except UnreadableFile as error:
        return MemberList((), (RowProblem(None, None, str(error)),))
    if not table:
        return MemberList(
            (), (RowProblem(None, None, translate("Imports", "{file} is empty.").format(file=Path(path).name)),)
        )
    found = map_columns(table[0][1], MEMBER_COLUMNS)
    columns = {name: title for name, (_, title) in found.items()}
    problems = missing_columns(found, REQUIRED_MEMBER_COLUMNS, table[0][0])
    if problems:
        return MemberList((), tuple(problems), columns)
    rows: list[MemberRow] = []
    first_by_mid: dict[str, MemberRow] = {}
    district_by_club: dict[str, tuple[int, str]] = {}
    for number, values in table[1:]:
        sheet_row = SheetRow(number, values, found)
        member = _member(sheet_row)
        if member is not None and member.club and member.district:
            first = district_by_club.setdefault(member.club.casefold(), (number, member.district))
            if first[1].casefold() != member.district.casefold():
                sheet_row.problem(
                    "district",
                    translate("Imports", "{club} is in {district} on row {row}.").format(
                        club=member.club, district=first[1], row=first[0]
                    ),
                )
        if member is not None and not sheet_row.problems:
            earlier = first_by_mid.setdefault(member.mid, member)
            if earlier is member:
                rows.append(member)
            elif normalised_name(earlier.name) != normalised_name(member.name):
                sheet_row.problem(
                    "mid",
                    translate("Imports", "MID {mid} is also on row {row}, for {name}.").format(
                        mid=member.mid, row=earlier.row, name=earlier.name
                    ),
                )
            elif (earlier.club, earlier.district, earlier.birth_year) != (
                member.club,
                member.district,
                member.birth_year,
            ):
                sheet_row.problem(
                    "mid",
                    translate("Imports", "{name} ({mid}) is also on row {row}, with other details.").format(
                        name=member.name, mid=member.mid, row=earlier.row
                    ),
                )
        problems += sheet_row.problems
    return MemberList(tuple(rows), tuple(problems), columns)


def check_name_lengths(row: SheetRow) -> None:
    """The name and club cells within the limit the services hold every name to (T2)."""
    for column in ("name", "club"):
        if (too_long := limits.name_problem(row.text(column))) is not None:
            row.problem(column, too_long.text(translate))


def _member(row: SheetRow) -> MemberRow | None:
    """The row's member, or None when a cell is wrong (noted in ``row.problems``)."""
    mid = row.parse("mid", parse_mid)
    name = row.text("name")
    if not name:
        row.problem("name", translate("Imports", "The name is missing."))
    check_name_lengths(row)
    birth_year = row.parse("birth_year", parse_birth_year)
    if row.problems:
        return None
    # NFC, as the services store names: a register saved with decomposed letters is the same people
    return MemberRow(
        row.number,
        mid,
        limits.clean_text(name),
        limits.clean_text(row.text("club")),
        limits.clean_text(row.text("district")),
        birth_year,
    )

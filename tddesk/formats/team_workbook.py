"""The team registration workbook: a template to hand out, and reading it back (T1, T5).

One row per player: team, MID, name, club, district, birth year, membership paid, captain.
The team name may be written on a team's first row only; the rows below belong to it until
another name follows. Swedish and English headers are both accepted, whatever the template's
language, and yes/no cells accept Ja/Nej, Yes/No, X, 1/0 (an empty membership cell means paid).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import NamedTuple

from tddesk import i18n
from tddesk.errors import ServiceError
from tddesk.formats.entries import PlayerEntry, TeamForm, normalised_name
from tddesk.formats.member_list import (
    MEMBER_COLUMNS,
    RowProblem,
    SheetRow,
    UnreadableFile,
    cell_text,
    check_name_lengths,
    column_name,
    header_key,
    map_columns,
    missing_columns,
    parse_birth_year,
    parse_mid,
    read_rows,
)
from tddesk.i18n import QT_TRANSLATE_NOOP, translate
from tddesk.models.atomic import build_atomically

TEAM_COLUMNS: Mapping[str, tuple[str, ...]] = {
    "team": ("lag", "lagnamn", "team", "teamname"),
    **MEMBER_COLUMNS,
    "membership_paid": (
        "medlemsavgiftbetald",
        "medlemsavgift",
        "betald",
        "membershippaid",
        "membershipfeepaid",
        "paid",
    ),
    "captain": ("kapten", "lagkapten", "captain"),
}
REQUIRED_TEAM_COLUMNS = ("team", "mid", "name")
ORDER = ("team", "mid", "name", "club", "district", "birth_year", "membership_paid", "captain")
HEADERS = {
    "sv": ("Lag", "MID", "Namn", "Klubb", "Distrikt", "Födelseår", "Medlemsavgift betald", "Kapten"),
    "en": ("Team", "MID", "Name", "Club", "District", "Birth year", "Membership paid", "Captain"),
}
YES_NO = {"sv": ("Ja", "Nej"), "en": ("Yes", "No")}
YES = frozenset({"ja", "j", "yes", "y", "x", "1", "true", "sant"})
NO = frozenset({"nej", "n", "no", "0", "false", "falskt"})
WIDTHS = (24, 10, 26, 24, 12, 11, 22, 9)
TEMPLATE_ROWS = 1000  # rows that get the yes/no validation

INSTRUCTIONS = (
    QT_TRANSLATE_NOOP("Imports", "How to fill in the team workbook"),
    QT_TRANSLATE_NOOP(
        "Imports",
        "One row per player on the first sheet. Write the team name on the team's first "
        "row; rows below without a team name belong to the same team.",
    ),
    QT_TRANSLATE_NOOP(
        "Imports",
        "A team has 4 to 6 players (T1). A 7th or 8th player needs the committee's "
        "dispensation: register such a team in the program instead.",
    ),
    QT_TRANSLATE_NOOP(
        "Imports", "MID is the member number (digits only). A player may play for one team only in a season (T4)."
    ),
    QT_TRANSLATE_NOOP(
        "Imports",
        "Club and district decide where the team may qualify (T2). Birth year decides juniors and veterans (T6).",
    ),
    QT_TRANSLATE_NOOP(
        "Imports", "Membership paid: Yes or No (empty means Yes; T5). Captain: Yes for exactly one player of each team."
    ),
    QT_TRANSLATE_NOOP("Imports", "Example:"),
)
SHEET_TITLES = (QT_TRANSLATE_NOOP("Imports", "Teams"), QT_TRANSLATE_NOOP("Imports", "Instructions"))
EXAMPLE = (
    ("BK Eken", "100231", "Anna Ek", "BK Linköping", "ÖMBF", 1994, True, True),
    ("", "100232", "Bo Ek", "BK Linköping", "ÖMBF", 1962, True, False),
    ("", "100233", "Cilla Holm", "BK Linköping", "ÖMBF", 1971, False, False),
    ("", "100234", "Dan Holm", "Norrköpings BK", "ÖMBF", 1980, True, False),
)


@dataclass(frozen=True)
class PlayerRow:
    row: int
    entry: PlayerEntry
    captain: bool


@dataclass(frozen=True)
class TeamRows:
    """A team as the workbook gives it, with the row of each player for pointing at problems."""

    name: str
    players: tuple[PlayerRow, ...]
    columns: Mapping[str, str] = field(default_factory=dict, compare=False)  # field → header as written
    skipped_rows: tuple[int, ...] = ()  # the team's rows left out for their problems

    @property
    def row(self) -> int:
        """The team's first row."""
        return min((*(player.row for player in self.players), *self.skipped_rows))

    def column(self, name: str) -> str:
        return column_name(self.columns, name)

    def form(self) -> TeamForm:
        captains = [player.entry.mid for player in self.players if player.captain]
        return TeamForm(
            self.name,
            tuple(player.entry for player in self.players),
            captain_mid=captains[0] if len(captains) == 1 else None,
        )


class TeamWorkbook(NamedTuple):
    teams: list[TeamRows]
    problems: list[RowProblem]


def _in(language: str, text: str) -> str:
    """The text in the template's language, which may differ from the program's."""
    return i18n.catalogue(language).get(("Imports", text), text)


def write_team_template(path: Path, language: str | None = None) -> None:
    """An empty team workbook: headers, frozen header row, column widths, Yes/No choices, and an
    instructions sheet with an example team."""
    # deferred: openpyxl loads only when a workbook is read or written (start-up)
    from openpyxl import Workbook
    from openpyxl.styles import Font, PatternFill
    from openpyxl.utils import get_column_letter
    from openpyxl.worksheet.datavalidation import DataValidation

    language = language or i18n.language()
    if language not in HEADERS:
        raise ValueError(f"unknown language {language!r}; known: {', '.join(HEADERS)}")
    headers, (yes, no) = HEADERS[language], YES_NO[language]
    workbook = Workbook()
    sheet = workbook.worksheets[0]  # the empty sheet a new workbook opens on
    sheet.title = _in(language, SHEET_TITLES[0])
    sheet.append(headers)
    for index, width in enumerate(WIDTHS, start=1):
        sheet.column_dimensions[get_column_letter(index)].width = width
        cell = sheet.cell(row=1, column=index)
        cell.font = Font(bold=True)
        cell.fill = PatternFill("solid", fgColor="DDE5F0")
    sheet.freeze_panes = "A2"
    for row in range(2, TEMPLATE_ROWS + 1):
        sheet.cell(row=row, column=2).number_format = "@"  # MIDs stay digits, not 1.0E+5
    choices = DataValidation(
        type="list",
        formula1=f'"{yes},{no}"',
        allow_blank=True,
        showErrorMessage=True,
        errorTitle=_in(language, QT_TRANSLATE_NOOP("Imports", "Yes or No")),
        error=_in(language, QT_TRANSLATE_NOOP("Imports", "Choose Yes or No from the list.")),
    )
    choices.add(f"G2:H{TEMPLATE_ROWS}")
    sheet.add_data_validation(choices)

    help_sheet = workbook.create_sheet(_in(language, SHEET_TITLES[1]))
    help_sheet.column_dimensions["A"].width = 24
    for number, text in enumerate(INSTRUCTIONS, start=1):
        help_sheet.cell(row=number, column=1, value=_in(language, text))
    help_sheet["A1"].font = Font(bold=True, size=13)
    first = len(INSTRUCTIONS) + 2
    for column, title in enumerate(headers, start=1):
        help_sheet.cell(row=first, column=column, value=title).font = Font(bold=True)
    for offset, example in enumerate(EXAMPLE, start=1):
        values = [yes if value is True else no if value is False else value for value in example]
        for column, value in enumerate(values, start=1):
            help_sheet.cell(row=first + offset, column=column, value=value)
    build_atomically(Path(path), workbook.save)


def parse_yes_no(value: object, default: bool) -> bool:
    if isinstance(value, bool):
        return value
    key = header_key(cell_text(value))
    if not key:
        return default
    if key in YES:
        return True
    if key in NO:
        return False
    raise ServiceError(
        translate("Imports", "'{text}' is not Yes or No (Ja/Nej, X, 1/0).").format(text=cell_text(value))
    )


def read_team_workbook(path: Path) -> TeamWorkbook:
    """Teams from a workbook's first sheet, and every problem by row and column (nothing written)."""
    try:
        table = read_rows(path)
    except UnreadableFile as error:
        return TeamWorkbook([], [RowProblem(None, None, str(error))])
    if not table:
        return TeamWorkbook(
            [], [RowProblem(None, None, translate("Imports", "{file} is empty.").format(file=Path(path).name))]
        )
    header_row, header = table[0]
    found = map_columns(header, TEAM_COLUMNS)
    columns = {name: title for name, (_, title) in found.items()}
    problems = missing_columns(found, REQUIRED_TEAM_COLUMNS, header_row)
    if problems:
        return TeamWorkbook([], problems)
    teams: dict[str, tuple[str, list[PlayerRow], list[int]]] = {}
    first_by_mid: dict[str, PlayerRow] = {}
    team_name = ""
    for number, values in table[1:]:
        sheet_row = SheetRow(number, values, found)
        team_name = sheet_row.text("team") or team_name
        if not team_name:
            sheet_row.problem("team", translate("Imports", "Which team? Write the team name on the team's first row."))
        player = _player(sheet_row)
        if player is not None:
            earlier = first_by_mid.setdefault(player.entry.mid, player)
            if normalised_name(earlier.entry.name) != normalised_name(player.entry.name):
                sheet_row.problem(
                    "mid",
                    translate("Imports", "MID {mid} is also on row {row}, for {name}.").format(
                        mid=player.entry.mid, row=earlier.row, name=earlier.entry.name
                    ),
                )
        if team_name:
            _, players, skipped = teams.setdefault(normalised_name(team_name), (team_name, [], []))
            if sheet_row.problems or player is None:  # a row without a player has a problem noted
                skipped.append(number)
            else:
                players.append(player)
        problems += sheet_row.problems
    result = [TeamRows(name, tuple(players), columns, tuple(skipped)) for name, players, skipped in teams.values()]
    for team in result:
        captains = [player for player in team.players if player.captain]
        for extra in captains[1:]:
            problems.append(
                RowProblem(
                    extra.row,
                    team.column("captain"),
                    translate(
                        "Imports", "{team} already has a captain on row {row}; mark one captain per team."
                    ).format(team=team.name, row=captains[0].row),
                )
            )
    if not any(team.players for team in result) and not problems:
        problems.append(RowProblem(None, None, translate("Imports", "The workbook lists no players.")))
    return TeamWorkbook(result, sorted(problems, key=lambda p: (p.row or 0, p.column or "")))


def _player(row: SheetRow) -> PlayerRow | None:
    """The row's player, or None when a cell is wrong (noted in ``row.problems``)."""
    before = len(row.problems)
    mid = row.parse("mid", parse_mid)
    birth_year = row.parse("birth_year", parse_birth_year)
    paid = row.parse("membership_paid", lambda value: parse_yes_no(value, True))
    captain = row.parse("captain", lambda value: parse_yes_no(value, False))
    name = row.text("name")
    if not name:
        row.problem("name", translate("Imports", "The name is missing."))
    check_name_lengths(row)
    if len(row.problems) > before:
        return None
    entry = PlayerEntry(mid, name, row.text("club"), row.text("district"), birth_year, paid)
    return PlayerRow(row.number, entry, captain)

"""S1: the SM Par Open semifinal seeding — pairs read from a workbook, then ranked and snaked.

The workbook's first sheet has a header row and one row per pair. Columns, by header (English or
Swedish, any order): ``pair``/``par``; each player's master points ``mp1``, ``mp2``; handicaps
``hcp1``, ``hcp2``; ranking points ``rank1``, ``rank2``. The pair's master points are the sum, its
handicap and ranking points the means (S1).
"""

from __future__ import annotations

from decimal import Decimal, InvalidOperation
from pathlib import Path

from tddesk.i18n import translate
from tddesk.rules.seeding import SeedPair
from tddesk.services.errors import message

COLUMNS = {
    "pair": ("pair", "par"),
    "mp1": ("mp1", "mästarpoäng 1"),
    "mp2": ("mp2", "mästarpoäng 2"),
    "hcp1": ("hcp1", "handicap 1"),
    "hcp2": ("hcp2", "handicap 2"),
    "rank1": ("rank1", "ranking 1"),
    "rank2": ("rank2", "ranking 2"),
}


def _number(value, row: int, column: str) -> Decimal:
    try:
        return Decimal(str(value).replace(",", ".").strip())
    except (InvalidOperation, AttributeError):
        raise message(
            translate("Seeding", "Row {row}, column {column}: '{value}' is not a number."),
            row=row,
            column=column,
            value=value,
        ) from None


def read_seed_pairs(path: Path) -> list[SeedPair]:
    """S1: the pairs of the workbook at ``path``; a clear message names the row and column of a fault."""
    # deferred: openpyxl loads only when a workbook is read or written (start-up)
    from tddesk.formats.table_input import UnreadableFile, workbook_rows

    try:
        rows = workbook_rows(Path(path), Path(path).name)  # every row, within the size bound
    except UnreadableFile as error:
        raise message(
            translate("Seeding", "{path} cannot be read as a workbook ({error})."), path=path, error=error
        ) from None
    if not rows:
        raise message(translate("Seeding", "The workbook is empty; the first row must name the columns."))
    header = [str(cell or "").strip().casefold() for cell in rows[0][1]]
    where = {}
    for key, names in COLUMNS.items():
        found = next((index for index, cell in enumerate(header) if cell in names), None)
        if found is None:
            raise message(
                translate(
                    "Seeding",
                    "The column {column} is missing; the first row must name pair, mp1, "
                    "mp2, hcp1, hcp2, rank1 and rank2.",
                ),
                column=key,
            )
        where[key] = found
    pairs = []
    for number, row in rows[1:]:
        cell = {key: row[index] if index < len(row) else None for key, index in where.items()}
        if not str(cell["pair"] or "").strip():
            raise message(translate("Seeding", "Row {row}: the pair has no name."), row=number)
        values = {key: _number(cell[key], number, key) for key in COLUMNS if key != "pair"}
        pairs.append(
            SeedPair(
                str(cell["pair"]).strip(),
                values["mp1"] + values["mp2"],
                (values["hcp1"] + values["hcp2"]) / 2,
                (values["rank1"] + values["rank2"]) / 2,
            )
        )
    if not pairs:
        raise message(translate("Seeding", "The workbook has no pairs below its header row."))
    return pairs

"""PBN text as games of tags and tables (the PBN standard, 2.1; docs/publishing.md, "PBN with results").

A game is the tags between two empty lines; a tag ending in ``Table`` (``ScoreTable``,
``TotalScoreTable``, ``OptimumResultTable``) is followed by its rows, one a line, whose cells are
separated by spaces, a quoted cell holding spaces of its own. ``"#"`` repeats the previous game's
value. This module knows nothing of what the tags mean (``formats/ruter_pbn.py`` does).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

_TAG = re.compile(r'^\[(\w+)\s+"(.*)"\]\s*(?:[;{].*)?$')
_CELL = re.compile(r'"((?:[^"\\]|\\.)*)"|(\S+)')
_COLUMN = re.compile(r"^([+-]?)(\w+)(?:\\(\d+)([LR]?))?$")


@dataclass
class Game:
    """One game's tags (as written) and its tables (column names and rows of cells)."""

    tags: dict[str, str] = field(default_factory=dict)
    tables: dict[str, tuple[list[str], list[list[str]]]] = field(default_factory=dict)

    def tag(self, name: str) -> str:
        return self.tags.get(name.casefold(), "")

    def table(self, name: str) -> list[dict[str, str]]:
        """The rows of a table as column name (case folded) → cell; "" for a missing cell."""
        columns, rows = self.tables.get(name.casefold(), ([], []))
        return [dict(zip(columns, row + [""] * (len(columns) - len(row)))) for row in rows]


def decode(data: bytes) -> str:
    """A PBN file's text: UTF-8 (with or without its mark), else the Windows code page the
    federation's programs write on Swedish machines."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return data.decode("cp1252", errors="replace")


def cells(line: str) -> list[str]:
    return [
        match.group(1).replace('\\"', '"') if match.group(1) is not None else match.group(2)
        for match in _CELL.finditer(line)
    ]


def column_names(value: str) -> list[str]:
    """``Rank\\2R;PairId\\2R;Names\\40L`` → ``["rank", "pairid", "names"]``."""
    names = []
    for column in value.split(";"):
        match = _COLUMN.match(column.strip())
        if match is None:
            raise ValueError(column)
        names.append(match.group(2).casefold())
    return names


def parse_games(text: str) -> list[Game]:
    """Every game of the text; raises ValueError with the line number of a line that is neither a
    tag, a table row, a comment nor empty."""
    games: list[Game] = []
    game = Game()
    previous: dict[str, str] = {}
    table: str | None = None
    in_comment = False
    for number, raw in enumerate(text.splitlines() + [""], start=1):
        line = raw.strip()
        if in_comment:
            in_comment = "}" not in line
            continue
        if line.startswith(("%", ";")):
            continue
        if line.startswith("{"):
            in_comment = "}" not in line
            continue
        if not line:
            if game.tags or game.tables:
                games.append(game)
                previous = {**previous, **game.tags}
                game = Game()
            table = None
            continue
        match = _TAG.match(line)
        if match:
            name, value = match.group(1).casefold(), match.group(2).replace('\\"', '"')
            if value == "#":
                value = previous.get(name, "")
            table = None
            if name.endswith("table") and name != "table":
                try:
                    game.tables[name] = (column_names(value), [])
                except ValueError:
                    raise ValueError(f"{number}: {line}") from None
                table = name
            else:
                game.tags[name] = value
            continue
        if table is None:
            raise ValueError(f"{number}: {line}")
        game.tables[table][1].append(cells(line))
    return games


def quoted(text: str) -> str:
    return '"' + str(text).replace('"', "'") + '"'


def tag_line(name: str, value: str) -> str:
    return f"[{name} {quoted(value)}]"


def table_lines(name: str, columns: list[tuple[str, int, str]], rows: list[list[str]]) -> list[str]:
    """A table as PBN writes it: the tag with each column's name, width and alignment, then the rows
    aligned to the widths (cells already quoted where they are strings)."""
    header = ";".join(f"{column}\\{width}{align}" for column, width, align in columns)
    lines = [tag_line(name, header)]
    for row in rows:
        parts = [
            cell.ljust(width) if align == "L" else cell.rjust(width)
            for cell, (_name, width, align) in zip(row, columns)
        ]
        lines.append(" ".join(parts).rstrip())
    return lines

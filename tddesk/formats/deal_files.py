"""Reading deal files: PBN (by ``endplay``) and Duplimate's DUP (docs/boards.md, "Deals").

Both give the same checked ``Deal``s; a file that is neither, or holds an impossible deal, is
refused with ``BoardError`` naming the board.
"""

from __future__ import annotations

import io
import re
from dataclasses import dataclass
from pathlib import Path

from tddesk.rules.contract import BoardError
from tddesk.rules.deals import Deal, parse_pbn_deal
from tddesk.rules.dup import RECORD, read_dup
from tddesk.rules.endplay_parts import endplay_module
from tddesk.rules.findings import QT_TRANSLATE_NOOP
from tddesk.system_words import system_reason

MAX_DEAL_FILE_BYTES = 2_000_000  # 100 boards of PBN with commentary stay far below this


@dataclass(frozen=True)
class DealFile:
    deals: tuple[Deal, ...]
    source: str  # "pbn" | "dup"


_TAG = re.compile(r'^\[(\w+)\s+"(.*)"\]\s*$')


def without_comments(text: str) -> str:
    """The PBN text without its commentary: ``{ … }`` (over several lines too) and ``;`` to the
    end of the line, outside a tag's quoted value; a deal quoted in a comment is no deal."""
    kept: list[str] = []
    in_value = in_brace = in_line = False
    escaped = False
    for letter in text:
        if in_brace:
            in_brace = letter != "}"
            if letter == "\n":
                kept.append(letter)
            continue
        if in_line:
            if letter == "\n":
                in_line = False
                kept.append(letter)
            continue
        if in_value:
            in_value = escaped or letter != '"'
            escaped = letter == "\\" and not escaped
        elif letter == '"':
            in_value = True
        elif letter == "{":
            in_brace = True
            continue
        elif letter == ";":
            in_line = True
            continue
        kept.append(letter)
    return "".join(kept)


def _pbn_deals(text: str) -> list[Deal]:
    """Every board of a PBN text. ``endplay`` reads the file's structure; each ``Deal`` tag is then
    checked by tddesk's own rules as written, since endplay quietly drops a card dealt twice."""
    deals: list[Deal] = []
    board: int | None = None
    for line in without_comments(text).splitlines():
        tag = _TAG.match(line.strip())
        if tag is None:
            continue
        name, value = tag.groups()
        if name == "Board":
            digits = value.strip()
            if not (digits.isascii() and digits.isdigit() and len(digits) <= 4):
                # "-35" or "7b" is no board number: never the deal's place in the file instead
                raise BoardError(
                    QT_TRANSLATE_NOOP(
                        "Rules", 'The tag [Board "{value}"] holds no board number; write e.g. [Board "7"].'
                    ),
                    value=value[:20],
                )
            board = int(digits)
        elif name == "Deal":
            number = board if board is not None else len(deals) + 1
            deals.append(parse_pbn_deal(number, value))
            board = None
    try:  # the file's structure beyond the tags read above
        endplay_module("parsers.pbn").load(io.StringIO(text))
    except Exception:
        raise BoardError(
            QT_TRANSLATE_NOOP(
                "Rules",
                "This is not a PBN file that can be read; save the boards again as PBN from the dealing program.",
            )
        ) from None
    if not deals:
        raise BoardError(QT_TRANSLATE_NOOP("Rules", "The PBN file holds no deals."))
    return deals


def parse_deal_file(data: bytes, name: str = "") -> DealFile:
    """A PBN or DUP file's deals, told apart by their content (a DUP file is 156-byte records)."""
    if len(data) > MAX_DEAL_FILE_BYTES:
        raise BoardError(
            QT_TRANSLATE_NOOP(
                "Rules",
                "The file is {size} bytes, far more than any deal file; choose the PBN or DUP file of the boards.",
            ),
            size=len(data),
        )
    looks_dup = name.lower().endswith(".dup") or (data[:2].isdigit() and len(data) % RECORD == 0)
    if looks_dup:
        deals = read_dup(data)
        source = "dup"
    else:
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError:
            text = data.decode("cp1252", errors="replace")
        deals = _pbn_deals(text)
        source = "pbn"
    boards = [deal.board for deal in deals]
    repeated = sorted({board for board in boards if boards.count(board) > 1})
    if repeated:
        raise BoardError(QT_TRANSLATE_NOOP("Rules", "Board {board} stands twice in the file."), board=repeated[0])
    return DealFile(tuple(sorted(deals, key=lambda deal: deal.board)), source)


def read_deal_file(path: str | Path) -> DealFile:
    path = Path(path)
    try:
        data = path.read_bytes()
    except OSError as error:
        raise BoardError(
            QT_TRANSLATE_NOOP("Rules", "{path} cannot be read: {reason}."),
            path=str(path),
            reason=system_reason(error),
        ) from None
    return parse_deal_file(data, path.name)

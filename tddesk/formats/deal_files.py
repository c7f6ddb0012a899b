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

MAX_DEAL_FILE_BYTES = 2_000_000  # 100 boards of PBN with commentary stay far below this


@dataclass(frozen=True)
class DealFile:
    deals: tuple[Deal, ...]
    source: str  # "pbn" | "dup"


_TAG = re.compile(r'^\[(\w+)\s+"(.*)"\]\s*$')


def _pbn_deals(text: str) -> list[Deal]:
    """Every board of a PBN text. ``endplay`` reads the file's structure; each ``Deal`` tag is then
    checked by tddesk's own rules as written, since endplay quietly drops a card dealt twice."""
    pbn = endplay_module("parsers.pbn")

    try:
        pbn.load(io.StringIO(text))
    except Exception as error:
        raise BoardError(
            QT_TRANSLATE_NOOP("Rules", "This is not a PBN file that can be read ({detail})."), detail=str(error)[:120]
        ) from None
    deals: list[Deal] = []
    board: int | None = None
    for line in text.splitlines():
        tag = _TAG.match(line.strip())
        if tag is None:
            continue
        name, value = tag.groups()
        if name == "Board":
            digits = value.strip()
            board = int(digits) if digits.isascii() and digits.isdigit() and len(digits) <= 4 else None
        elif name == "Deal":
            number = board if board is not None else len(deals) + 1
            deals.append(parse_pbn_deal(number, value))
            board = None
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
            reason=error.strerror or str(error),
        ) from None
    return parse_deal_file(data, path.name)

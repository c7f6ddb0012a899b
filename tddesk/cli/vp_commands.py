"""`tddesk vp` and `tddesk vp-table`: the 20-0 VP scale from the command line (VP1, VP2).

tddesk vp 20 30 13              both teams' VP for a 20-board match won 30-13
tddesk vp-table 20              the scale: margin, winner's VP, loser's VP
tddesk vp-table 20 --pdf F.pdf  the same as the one-page sheet for the tables
"""

from __future__ import annotations

import argparse
import io
from decimal import Decimal, InvalidOperation
from pathlib import Path

from tddesk import numbers
from tddesk.cli.errors import cannot_write
from tddesk.i18n import translate
from tddesk.rules.entry_limits import ascii_whole
from tddesk.rules.vp import MAX_BOARDS, MAX_VP, MIN_BOARDS, blitz, match_vp, scale


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    vp = subparsers.add_parser("vp", help=translate("Cli", "VP of both teams for a match result (VP1)"))
    vp.add_argument("boards", type=board_count, metavar="BOARDS", help=translate("Cli", "boards in the match"))
    vp.add_argument("imps_a", type=imp_total, metavar="IMPS_A", help=translate("Cli", "IMPs of team A"))
    vp.add_argument("imps_b", type=imp_total, metavar="IMPS_B", help=translate("Cli", "IMPs of team B"))
    vp.set_defaults(run=run_vp)

    table = subparsers.add_parser("vp-table", help=translate("Cli", "the VP scale for a board count (VP1, VP2)"))
    table.add_argument("boards", type=board_count, metavar="BOARDS", help=translate("Cli", "boards per match"))
    table.add_argument("--pdf", type=Path, metavar="FILE", help=translate("Cli", "write the one-page VP sheet as PDF"))
    table.set_defaults(run=run_vp_table)


def board_count(text: str) -> int:
    read = ascii_whole(text)
    if read is None:
        raise argparse.ArgumentTypeError(
            translate("Cli", "the number of boards must be a whole number, not {text!r}").format(text=text)
        )
    boards = read
    if not MIN_BOARDS <= boards <= MAX_BOARDS:
        raise argparse.ArgumentTypeError(
            translate("Cli", "the number of boards must be from {low} to {high}, not {n}").format(
                low=MIN_BOARDS, high=MAX_BOARDS, n=boards
            )
        )
    return boards


def imp_total(text: str) -> int | Decimal:
    """A team's IMPs: a whole number, or a decimal (e.g. 30.5 after an adjusted score)."""
    try:
        value = Decimal(text) if text.isascii() else None  # not Arabic-Indic digits
    except InvalidOperation:
        value = None
    if value is None or not value.is_finite():
        raise argparse.ArgumentTypeError(translate("Cli", "IMPs must be a number, not {text!r}").format(text=text))
    if value < 0:
        raise argparse.ArgumentTypeError(translate("Cli", "IMPs cannot be negative: {text}").format(text=text))
    return int(value) if value == value.to_integral_value() else value


def run_vp(arguments: argparse.Namespace) -> int:
    vp_a, vp_b = match_vp(arguments.imps_a, arguments.imps_b, arguments.boards)
    label_a, label_b = translate("Cli", "Team A"), translate("Cli", "Team B")
    width = max(len(label_a), len(label_b))
    imp_width = max(len(str(arguments.imps_a)), len(str(arguments.imps_b)))
    for label, imps, vp in ((label_a, arguments.imps_a, vp_a), (label_b, arguments.imps_b, vp_b)):
        print(f"{label:<{width}}  {imps!s:>{imp_width}} IMP  {vp:>5} VP")
    return 0


def run_vp_table(arguments: argparse.Namespace) -> int:
    boards = arguments.boards
    if arguments.pdf is not None:
        return _write_sheet(arguments.pdf, boards)
    print(
        translate("Cli", "VP scale 20-0 (WBF), {boards} boards, blitz {blitz} IMP").format(
            boards=boards, blitz=numbers.machine(Decimal(repr(blitz(boards))), 2)
        )
    )
    headings = (translate("Cli", "IMP"), translate("Cli", "Winner"), translate("Cli", "Loser"))
    widths = [max(5, len(heading)) for heading in headings]
    print("  ".join(f"{heading:>{width}}" for heading, width in zip(headings, widths)))
    for margin, vp in enumerate(scale(boards)):
        cells = (str(margin), str(vp), str(MAX_VP - vp))
        print("  ".join(f"{cell:>{width}}" for cell, width in zip(cells, widths)))
    return 0


def _write_sheet(path: Path, boards: int) -> int:
    from tddesk.reports.vp_sheet import write_vp_sheet  # ReportLab only when a PDF is wanted

    buffer = io.BytesIO()
    write_vp_sheet(buffer, boards)
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.models.atomic import write_bytes_atomically

    try:
        write_bytes_atomically(path, buffer.getvalue())
    except OSError as error:
        raise cannot_write("tddesk vp-table", path, error) from None
    print(translate("Cli", "Wrote {path}").format(path=path))
    return 0

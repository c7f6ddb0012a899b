"""`tddesk print`: a stage's reports as PDF, the same sheets the Print menu makes (H5, H8, M1, M3, VP2).

    tddesk print dm.tddesk match-reports --stage heat-linkoping --round 3 -o rond3.pdf
    tddesk print dm.tddesk standings --stage heat-linkoping -o stallning.pdf

The file is opened read-only, so printing works while the TD has it open in the program. The PDF
is written to a temporary file beside the target and renamed into place when complete, so a
failed print never leaves half a file behind.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING

from tddesk.cli.errors import CliError, cannot_write
from tddesk.cli.tournament_files import run_on_file
from tddesk.i18n import counted, translate
from tddesk.ids import StageId
from tddesk.reports.documents import BY_NAME, DOCUMENTS
from tddesk.rules.entry_limits import ascii_whole

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament

KINDS = tuple(document.name for document in DOCUMENTS)
WITH_ROUND = ", ".join(document.name for document in DOCUMENTS if document.takes_round)


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser("print", help=translate("Cli", "print a stage's reports as PDF"))
    parser.add_argument("file", type=Path, metavar="FILE", help=translate("Cli", "the tournament file"))
    parser.add_argument(
        "kind", choices=KINDS, metavar="KIND", help=translate("Cli", "one of: {kinds}").format(kinds=", ".join(KINDS))
    )
    parser.add_argument(
        "--stage",
        required=True,
        metavar="ID",
        help=translate("Cli", "the stage's id (travellers: several, separated by commas)"),
    )
    parser.add_argument(
        "--round",
        type=_round_number,
        metavar="N",
        help=translate("Cli", "{kinds}: only this round (default: the whole stage)").format(kinds=WITH_ROUND),
    )
    parser.add_argument(
        "--paper",
        choices=("a4", "a5"),
        default="a5",
        help=translate("Cli", "the cards' paper (table, guide and score cards; default a5)"),
    )
    parser.add_argument(
        "-o", "--output", type=Path, required=True, metavar="OUT.pdf", help=translate("Cli", "the PDF to write")
    )
    parser.set_defaults(run=run_print)


def _round_number(text: str) -> int:
    number = ascii_whole(text, 1)
    if number is None:
        raise argparse.ArgumentTypeError(
            translate("Cli", "a round is a whole number of at least 1, not {text!r}").format(text=text)
        )
    return number


def _stages(document_name: str, text: str) -> list[StageId]:
    if not BY_NAME[document_name].several_stages:
        return [StageId(text)]
    return [StageId(stage.strip()) for stage in text.split(",") if stage.strip()]


def run_print(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.models.atomic import write_atomically
    from tddesk.reports.documents import write_document

    if arguments.round is not None and not BY_NAME[arguments.kind].takes_round:
        raise CliError(translate("Cli", "tddesk print: --round is for {kinds} only").format(kinds=WITH_ROUND))
    stages = _stages(arguments.kind, arguments.stage)

    def write(tournament: Tournament) -> int:
        pages = write_atomically(
            arguments.output,
            lambda handle: write_document(
                handle, tournament, arguments.kind, stages, arguments.round, paper=arguments.paper
            ),
        )
        assert pages is not None  # only a cancelled progress writes nothing, and the command shows none
        return pages

    try:
        pages = run_on_file(arguments.file, write, read_only=True, command="tddesk print")
    except OSError as error:
        raise cannot_write("tddesk print", arguments.output, error) from None
    print(
        counted(
            pages, translate("Cli", "Wrote {path} (1 page)"), translate("Cli", "Wrote {path} ({pages} pages)")
        ).format(path=arguments.output, pages=pages)
    )
    return 0

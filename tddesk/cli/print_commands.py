"""`tddesk print`: a stage's reports as PDF, the same sheets the Print menu makes (H5, H8, M1, M3, VP2).

    tddesk print dm.tddesk match-reports --stage heat-linkoping --round 3 -o rond3.pdf
    tddesk print dm.tddesk standings --stage heat-linkoping -o stallning.pdf

The file is opened read-only, so printing works while the TD has it open in the program. The PDF
is written to a temporary file beside the target and renamed into place when complete, so a
failed print never leaves half a file behind.
"""
from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path

from tddesk.cli.errors import CliError, cannot_write
from tddesk.i18n import translate

KINDS = ("match-reports", "standings", "crosstable", "schedule", "masterpoints", "plaques", "vp-scale", "appeals",
         "travel-grants", "knockout", "hand-records", "travellers")


def register(subparsers) -> None:
    parser = subparsers.add_parser("print", help=translate("Cli", "print a stage's reports as PDF"))
    parser.add_argument("file", type=Path, metavar="FILE", help=translate("Cli", "the tournament file"))
    parser.add_argument("kind", choices=KINDS, metavar="KIND",
                        help=translate("Cli", "one of: {kinds}").format(kinds=", ".join(KINDS)))
    parser.add_argument("--stage", required=True, metavar="ID",
                        help=translate("Cli", "the stage's id (travellers: several, separated by commas)"))
    parser.add_argument("--round", type=_round_number, metavar="N",
                        help=translate("Cli", "match-reports: only this round (default: the whole stage)"))
    parser.add_argument("-o", "--output", type=Path, required=True, metavar="OUT.pdf",
                        help=translate("Cli", "the PDF to write"))
    parser.set_defaults(run=run_print)


def _round_number(text: str) -> int:
    try:
        number = int(text)
    except ValueError:
        number = 0
    if number < 1:
        raise argparse.ArgumentTypeError(
            translate("Cli", "a round is a whole number of at least 1, not {text!r}").format(text=text))
    return number


def _writer(kind: str, arguments) -> Callable:
    """The report function for ``kind``: it takes (binary file, tournament) and returns the page count."""
    from tddesk.reports import crosstable, masterpoints_sheet, match_report, plaques, result_list, schedule_sheet

    stage = arguments.stage
    writers = {
        "match-reports": lambda handle, t: match_report.write_match_reports(handle, t, stage, arguments.round),
        "standings": lambda handle, t: result_list.write_result_list(handle, t, stage),
        "crosstable": lambda handle, t: crosstable.write_crosstable(handle, t, stage),
        "schedule": lambda handle, t: schedule_sheet.write_schedule_sheet(handle, t, stage),
        "masterpoints": lambda handle, t: masterpoints_sheet.write_masterpoints_sheet(handle, t, stage),
        "plaques": lambda handle, t: plaques.write_plaques(handle, t, stage),
        "vp-scale": lambda handle, t: _vp_scale(handle, t, stage),
        "appeals": lambda handle, t: _sm_sheets().write_appeals(handle, t, stage),
        "travel-grants": lambda handle, t: _sm_sheets().write_travel_grants(handle, t, stage),
        "knockout": lambda handle, t: _sm_sheets().write_knockout(handle, t, stage),
        "hand-records": lambda handle, t: _hand_records(handle, t, stage),
        "travellers": lambda handle, t: _travellers(handle, t, stage),
    }
    return writers[kind]


def _sm_sheets():
    from tddesk.reports import sm_sheets
    return sm_sheets


def _vp_scale(handle, tournament, stage: str) -> int:
    from tddesk.reports.common import stage_header
    from tddesk.reports.vp_sheet import write_vp_sheet

    header = stage_header(tournament, stage)
    return write_vp_sheet(handle, header.boards, championship=header.championship, stage=header.stage)


def _hand_records(handle, tournament, stage: str) -> int:
    from tddesk.reports.hand_records import write_hand_records

    return write_hand_records(handle, tournament, stage)


def _travellers(handle, tournament, stages: str) -> int:
    from tddesk.reports.travellers import write_travellers

    return write_travellers(handle, tournament, [stage.strip() for stage in stages.split(",") if stage.strip()])


def run_print(arguments) -> int:
    from tddesk.models.atomic import write_atomically
    from tddesk.services.errors import ServiceError
    from tddesk.services.files import open_championship

    if arguments.round is not None and arguments.kind != "match-reports":
        raise CliError(translate("Cli", "tddesk print: --round is for match-reports only"))
    try:
        tournament = open_championship(arguments.file, read_only=True)
    except ServiceError as error:
        raise CliError(f"tddesk print: {_one_line(error)}") from None
    try:
        write = _writer(arguments.kind, arguments)
        pages = write_atomically(arguments.output, lambda handle: write(handle, tournament))
    except ServiceError as error:
        raise CliError(f"tddesk print: {_one_line(error)}") from None
    except OSError as error:
        raise cannot_write("tddesk print", arguments.output, error) from None
    finally:
        tournament.close()
    print(translate("Cli", "Wrote {path} ({pages} pages)").format(path=arguments.output, pages=pages))
    return 0


def _one_line(error: Exception) -> str:
    return " ".join(str(error).split())

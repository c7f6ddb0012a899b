"""`tddesk pairs-import-bws`, `pairs-import-list`, `pairs-merge`, `pairs-export`, `pairs-print`: a
pairs championship's files in and out on the command line (docs/pairs.md) — a session's Bridgemate
file, a club's result list or heat, the federation's workbook and the printed lists."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING

from tddesk.cli.errors import CliError, cannot_write
from tddesk.cli.tournament_files import refusal, run_on_file
from tddesk.i18n import counted, translate

if TYPE_CHECKING:
    from tddesk.imports.pairs_merge import PairsMergePreview
    from tddesk.services.pairs_bws_import import PairsBwsReport
    from tddesk.services.tournament import Tournament


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    bws = subparsers.add_parser("pairs-import-bws", help=translate("Cli", "import a Bridgemate file into a session"))
    bws.add_argument("file", type=Path)
    bws.add_argument("bws", type=Path)
    bws.add_argument("--heat", required=True)
    bws.add_argument("--session", type=int, default=1)
    bws.add_argument(
        "--force", action="store_true", help=translate("Cli", "import a file that does not fit (an older copy)")
    )
    bws.set_defaults(run=_import_bws)
    export = subparsers.add_parser(
        "pairs-export",
        help=translate("Cli", "the pairs championship as a workbook: qualified pairs with MIDs, heats, final"),
    )
    export.add_argument("file", type=Path)
    export.add_argument("--event", required=True)
    export.add_argument("-o", "--output", type=Path, required=True)
    export.set_defaults(run=_export)
    listed = subparsers.add_parser(
        "pairs-import-list",
        help=translate("Cli", "a heat's result list from a workbook (pair number, percentage) or a Ruter PBN"),
    )
    listed.add_argument("file", type=Path)
    listed.add_argument("workbook", type=Path)
    listed.add_argument("--heat", required=True)
    listed.set_defaults(run=_import_list)
    merging = subparsers.add_parser(
        "pairs-merge", help=translate("Cli", "merge a club's pairs heat from its .tddesk file or JSON export")
    )
    merging.add_argument("file", type=Path)
    merging.add_argument("source", type=Path)
    merging.add_argument("--heat", help=translate("Cli", "the heat's id in the source (needed when it has several)"))
    merging.set_defaults(run=_merge)
    printing = subparsers.add_parser("pairs-print", help=translate("Cli", "print a pairs list to PDF"))
    printing.add_argument("file", type=Path)
    printing.add_argument("kind", choices=("heat", "places", "running", "final", "plaques"))
    printing.add_argument("--event", required=True)
    printing.add_argument("--heat")
    printing.add_argument("-o", "--output", type=Path, required=True)
    printing.set_defaults(run=_print)


def _import_bws(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.services.bws_check import BwsMismatch
    from tddesk.services.pairs_bws_import import import_pairs_bws

    def work(tournament: Tournament) -> PairsBwsReport:
        try:
            return import_pairs_bws(tournament, arguments.heat, arguments.session, arguments.bws, force=arguments.force)
        except BwsMismatch as error:
            hint = translate("Cli", "Add --force to import it anyway.")
            raise BwsMismatch(f"{error} {hint}", error.problems) from None

    report = run_on_file(arguments.file, work)
    print(
        translate("Cli", "{written} results written, {removed} removed").format(
            written=report.written, removed=report.removed
        )
    )
    for note in report.notes:
        print(note)
    return 0


def _print(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.reports.pairs_lists import write_pairs_report

    def work(tournament: Tournament) -> int:
        try:
            return write_pairs_report(arguments.output, tournament, arguments.kind, arguments.event, arguments.heat)
        except ValueError as error:
            raise refusal(error) from None

    pages = run_on_file(arguments.file, work, read_only=True)
    print(
        counted(
            pages, translate("Cli", "1 page written to {path}"), translate("Cli", "{pages} pages written to {path}")
        ).format(pages=pages, path=arguments.output)
    )
    return 0


def _export(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.export.pairs_workbook import write_pairs_workbook

    def work(tournament: Tournament) -> None:
        try:
            write_pairs_workbook(arguments.output, tournament, arguments.event)
        except ValueError as error:
            raise refusal(error) from None
        except OSError as error:
            raise cannot_write("tddesk pairs-export", arguments.output, error) from None

    run_on_file(arguments.file, work, read_only=True)
    print(translate("Cli", "Workbook written to {path}").format(path=arguments.output))
    return 0


def _import_list(arguments: argparse.Namespace) -> int:
    """The club's list checked row by row as the dialog checks it (``preview_result_list``);
    imported only when no row has a problem. Ruter's PBN export takes its own way in."""
    if arguments.workbook.suffix.casefold() == ".pbn":
        # deferred: a command loads its work only when it runs (the command line's start-up)
        from tddesk.cli.pbn_commands import import_pbn

        return import_pbn(arguments)
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.services.pairs_list import preview_result_list
    from tddesk.services.pairs_results import import_result_list

    def work(tournament: Tournament) -> int:
        preview = preview_result_list(tournament, arguments.heat, arguments.workbook)
        if preview.problems:
            lines = [
                translate("Cli", "{file}: {count} problem(s); nothing was imported.").format(
                    file=arguments.workbook.name, count=len(preview.problems)
                )
            ]
            lines += [text[:1].upper() + text[1:] for text in (problem.text() for problem in preview.problems)]
            raise CliError("\n".join(lines))
        import_result_list(tournament, arguments.heat, preview.import_rows())
        return len(preview.rows)

    count = run_on_file(arguments.file, work)
    print(translate("Cli", "{count} pairs' percentages read").format(count=count))
    return 0


def _merge(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.imports.pairs_merge import merge_pairs_heat, preview_pairs_merge

    def work(tournament: Tournament) -> PairsMergePreview:
        preview = preview_pairs_merge(tournament, arguments.source, arguments.heat)
        for conflict in preview.conflicts:
            print(conflict.detail)
        if not preview.can_merge:
            raise CliError(
                counted(
                    len(preview.refusals),
                    translate("Cli", "Nothing was merged: 1 conflict refused."),
                    translate("Cli", "Nothing was merged: {count} conflicts refused."),
                ).format(count=len(preview.refusals))
            )
        merge_pairs_heat(tournament, preview)
        return preview

    preview = run_on_file(arguments.file, work)
    print(
        translate(
            "Cli", "{heat} merged: {pairs} new pairs, {reused} already registered, {results} board results"
        ).format(heat=preview.heat_name, pairs=preview.pairs, reused=preview.reused_pairs, results=preview.results)
    )
    return 0

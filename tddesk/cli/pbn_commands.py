"""`tddesk pairs-export-pbn`, `tddesk pairs-parity`: a pairs heat's results as PBN in Ruter's column
conventions, and another program's results (a PBN file or an open-format document) compared with
tddesk's own (docs/pairs.md). A Ruter
PBN export is imported by `tddesk pairs-import-list FILE RESULTS.pbn --heat ID`."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING

from tddesk.cli.errors import CliError, cannot_write
from tddesk.cli.tournament_files import refusal, run_on_file
from tddesk.i18n import translate

if TYPE_CHECKING:
    from tddesk.formats.ruter_pbn import PbnResults
    from tddesk.imports.ruter_results import RuterImportReport
    from tddesk.services.pairs_parity import ParityReport
    from tddesk.services.tournament import Tournament


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    export = subparsers.add_parser(
        "pairs-export-pbn", help=translate("Cli", "a heat's results as PBN with TotalScoreTable and ScoreTables")
    )
    export.add_argument("file", type=Path)
    export.add_argument("--heat", required=True)
    export.add_argument("-o", "--output", type=Path, required=True)
    export.set_defaults(run=_export)
    stage = subparsers.add_parser(
        "export-pbn", help=translate("Cli", "a team stage's boards as PBN: both rooms, IMPs, deals and par")
    )
    stage.add_argument("file", type=Path)
    stage.add_argument("--stage", required=True)
    stage.add_argument("-o", "--output", type=Path, required=True)
    stage.add_argument(
        "--no-analysis", action="store_true", help=translate("Cli", "leave out the double-dummy OptimumResultTable")
    )
    stage.set_defaults(run=_export_stage)
    field = subparsers.add_parser(
        "field-parity",
        help=translate("Cli", "compare another program's IMPs across the field (open format) with tddesk's"),
    )
    field.add_argument("file", type=Path)
    field.add_argument("document", type=Path)
    field.add_argument("--stage", required=True)
    field.set_defaults(run=_field_parity)
    parity = subparsers.add_parser(
        "pairs-parity",
        help=translate(
            "Cli", "compare another program's results of a session (a PBN file or an open-format .json) with tddesk's"
        ),
    )
    parity.add_argument("file", type=Path)
    parity.add_argument("results", type=Path)
    parity.add_argument("--heat", required=True)
    parity.add_argument("--session", type=int, default=1)
    parity.set_defaults(run=_parity)


def _export(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.export.pairs_pbn import write_heat_pbn

    def work(tournament: Tournament) -> PbnResults:
        try:
            return write_heat_pbn(arguments.output, tournament, arguments.heat)
        except ValueError as error:
            raise refusal(error) from None
        except OSError as error:  # the disk's refusal (or the open .tddesk) in the TD's words
            raise cannot_write("tddesk pairs-export-pbn", arguments.output, error) from None

    results = run_on_file(arguments.file, work, read_only=True)
    print(
        translate("Cli", "{pairs} pairs and {boards} boards written to {path}").format(
            pairs=len(results.pairs), boards=len(results.boards), path=arguments.output
        )
    )
    return 0


def _export_stage(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.export.stage_pbn import write_stage_pbn

    def work(tournament: Tournament) -> int:
        try:
            return write_stage_pbn(arguments.output, tournament, arguments.stage, not arguments.no_analysis)
        except ValueError as error:
            raise refusal(error) from None
        except OSError as error:
            raise cannot_write("tddesk export-pbn", arguments.output, error) from None

    games = run_on_file(arguments.file, work, read_only=True)
    print(translate("Cli", "{boards} boards written to {path}").format(boards=games, path=arguments.output))
    return 0


def print_parity(report: ParityReport) -> None:
    """One line per difference: board (or "pair"), pairs, figure, tddesk's, the other's, the reason."""
    for row in report.rows:
        where = translate("Cli", "board {board}").format(board=row.board) if row.board else translate("Cli", "pair")
        print("\t".join((where, row.pairs, row.what, row.ours, row.theirs, row.reason)))
    print(
        translate("Cli", "{count} difference(s), {unexplained} not explained by a known convention").format(
            count=len(report.rows), unexplained=len(report.unexplained)
        )
    )


def _parity(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.formats.ruter_fields import heat_numbered, numbering_words
    from tddesk.formats.ruter_pbn import read_results
    from tddesk.imports.pairs_document import document_results
    from tddesk.services.pairs_parity import parity_report

    if arguments.results.suffix.casefold() == ".json":
        # the open format (docs/format.md): the heat found in the document, scored from its own facts
        def compare(tournament: Tournament) -> ParityReport:
            other = document_results(tournament, arguments.heat, arguments.results, arguments.session)
            return parity_report(tournament, arguments.heat, other, arguments.session)

        print_parity(run_on_file(arguments.file, compare, read_only=True))
        return 0
    try:
        other, renumbered = heat_numbered(read_results(arguments.results))
        if renumbered:
            print(numbering_words(renumbered))
    except ValueError as error:
        raise refusal(error) from None
    report = run_on_file(
        arguments.file, lambda t: parity_report(t, arguments.heat, other, arguments.session), read_only=True
    )
    print_parity(report)
    return 0


def _field_parity(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    import json

    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.services.field_parity import field_parity_report

    try:
        document = json.loads(arguments.document.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise refusal(error) from None
    rows = run_on_file(arguments.file, lambda t: field_parity_report(t, arguments.stage, document), read_only=True)
    for row in rows:
        where = translate("Cli", "round {round}, half {half}").format(round=row.round, half=row.half)
        print("\t".join((row.team, row.line, where, row.ours, row.theirs, row.reason)))
    unexplained = sum(1 for row in rows if not row.convention)
    print(
        translate("Cli", "{count} difference(s), {unexplained} not explained by a known convention").format(
            count=len(rows), unexplained=unexplained
        )
    )
    return 0


def import_pbn(arguments: argparse.Namespace) -> int:
    """`pairs-import-list` given a PBN file: Ruter's results, every problem named before anything is written."""
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.formats.ruter_fields import numbering_words
    from tddesk.imports.ruter_results import import_ruter_results, preview_ruter_results
    from tddesk.services.pairs_parity import parity_report

    def work(tournament: Tournament) -> tuple[RuterImportReport, ParityReport | None]:
        preview = preview_ruter_results(tournament, arguments.heat, arguments.workbook)
        if preview.renumbered:
            print(numbering_words(preview.renumbered))
        if preview.problems:
            for problem in preview.problems:
                print(problem.text())
            raise CliError(
                translate("Cli", "Nothing was imported: {count} problem(s).").format(count=len(preview.problems))
            )
        report = import_ruter_results(tournament, preview)
        parity = parity_report(tournament, preview.heat_id, preview.results) if report.board_results else None
        return report, parity

    report, parity = run_on_file(arguments.file, work)
    print(
        translate("Cli", "{pairs} pairs' percentages read, {players} new members, {boards} board results").format(
            pairs=report.pairs, players=report.new_players, boards=report.board_results
        )
    )
    if parity is not None:
        print_parity(parity)
    return 0

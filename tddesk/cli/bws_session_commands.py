"""`tddesk bws-session FILE --stage ID -o OUT.bws` and `tddesk pairs-bws-session FILE --heat ID
--session N -o OUT.bws`: the Bridgemate session file of a team stage or a pairs session, the file a
venue's BCS starts from (docs/bws.md, "The session file for a team stage")."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING

from tddesk.cli.errors import CliError
from tddesk.cli.tournament_files import run_on_file
from tddesk.i18n import translate
from tddesk.ids import MatchId, StageId

if TYPE_CHECKING:
    from tddesk.services.day_check_rows import DayFindingRow
    from tddesk.services.tournament import Tournament


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    session = subparsers.add_parser(
        "bws-session", help=translate("Cli", "write a team stage's Bridgemate session file (.bws) for BCS")
    )
    session.add_argument("file", type=Path)
    session.add_argument("--stage", required=True, help=translate("Cli", "stage id, e.g. semifinal-1"))
    session.add_argument("--round", type=int, help=translate("Cli", "only this round (default: every round)"))
    session.add_argument("--half", type=int, help=translate("Cli", "only this half (default: both)"))
    session.add_argument("-o", "--out", type=Path, required=True, help=translate("Cli", "the .bws file to write"))
    session.add_argument("--replace", action="store_true", help=translate("Cli", "replace the file if it exists"))
    session.set_defaults(run=_session)
    pairs = subparsers.add_parser(
        "pairs-bws-session", help=translate("Cli", "write a pairs session's Bridgemate session file (.bws) for BCS")
    )
    pairs.add_argument("file", type=Path)
    pairs.add_argument("--heat", required=True)
    pairs.add_argument("--session", type=int, default=1)
    pairs.add_argument(
        "--howell",
        choices=("complete", "three-quarter"),
        default="complete",
        help=translate("Cli", "a Howell session: every round (complete) or three quarters of them"),
    )
    pairs.add_argument("--boards-per-round", type=int, help=translate("Cli", "default: the session's, else 2"))
    pairs.add_argument("-o", "--out", type=Path, required=True, help=translate("Cli", "the .bws file to write"))
    pairs.add_argument("--replace", action="store_true", help=translate("Cli", "replace the file if it exists"))
    pairs.set_defaults(run=_pairs_session)
    register_checks(subparsers)
    reseat = subparsers.add_parser(
        "bws-reseat",
        help=translate("Cli", "seat a round again in a venue's Bridgemate file after the schedule changed"),
    )
    reseat.add_argument("file", type=Path)
    reseat.add_argument("bws", type=Path)
    reseat.add_argument("--stage", required=True)
    reseat.add_argument("--round", type=int, required=True)
    reseat.add_argument("--half", type=int)
    reseat.set_defaults(run=_reseat)
    correct = subparsers.add_parser(
        "bws-correct", help=translate("Cli", "send the result tddesk holds for a board back to the table")
    )
    correct.add_argument("file", type=Path)
    correct.add_argument("bws", type=Path)
    correct.add_argument("--stage", required=True)
    correct.add_argument("--match", required=True)
    correct.add_argument("--half", type=int, required=True)
    correct.add_argument("--room", choices=("open", "closed"), required=True)
    correct.add_argument("--board", type=int, required=True)
    correct.set_defaults(run=_correct)
    pairs_correct = subparsers.add_parser(
        "pairs-bws-correct",
        help=translate("Cli", "send the result tddesk holds for a pairs board back to the table"),
    )
    pairs_correct.add_argument("file", type=Path)
    pairs_correct.add_argument("bws", type=Path)
    pairs_correct.add_argument("--heat", required=True)
    pairs_correct.add_argument("--session", type=int, required=True)
    pairs_correct.add_argument("--board", type=int, required=True)
    pairs_correct.add_argument("--ns", type=int, required=True, help=translate("Cli", "the North-South pair number"))
    pairs_correct.set_defaults(run=_pairs_correct)


def _refuse_existing(arguments: argparse.Namespace) -> None:
    if arguments.out.exists() and not arguments.replace:
        # A file BCS has played into holds the venue's results: never overwritten unasked.
        raise CliError(
            translate("Cli", "{path} already exists; use --replace to make it again.").format(path=arguments.out)
        )


def _pairs_session(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.services.pairs_bws_session import write_pairs_session_file

    _refuse_existing(arguments)
    written = run_on_file(
        arguments.file,
        lambda tournament: write_pairs_session_file(
            tournament, arguments.heat, arguments.session, arguments.out, arguments.howell, arguments.boards_per_round
        ),
        read_only=True,
        command="tddesk pairs-bws-session",
    )
    print(
        translate("Cli", "{path}: {movement}, {pairs} pairs at {tables} tables, {rounds} rounds.").format(
            path=arguments.out,
            movement=written.movement,
            pairs=len(written.pairs),
            tables=written.tables,
            rounds=written.rounds,
        )
    )
    return 0


def _session(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.services.bws_session import write_team_session

    out = arguments.out
    _refuse_existing(arguments)
    session = run_on_file(
        arguments.file,
        lambda tournament: write_team_session(
            tournament, StageId(arguments.stage), out, arguments.round, arguments.half
        ),
        read_only=True,
        command="tddesk bws-session",
    )
    rounds = sorted({seating.bridgemate_round for seating in session.seatings})
    print(
        translate(
            "Cli", "{path}: section {section}, {tables} tables, Bridgemate rounds {first}-{last}, {players} players."
        ).format(
            path=out,
            section=session.section,
            tables=session.tables,
            first=rounds[0],
            last=rounds[-1],
            players=len(session.rows["PlayerNames"]),
        )
    )
    return 0


def register_checks(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    checks = subparsers.add_parser(
        "day-checks",
        help=translate(
            "Cli", "the TD's checks of a central day on the venues' Bridgemate files (P2, Law 77, T1-T5, P3)"
        ),
    )
    checks.add_argument("file", type=Path)
    checks.add_argument(
        "--venue",
        action="append",
        required=True,
        metavar="STAGE=FILE.bws",
        help=translate("Cli", "a venue's stage and its Bridgemate file; give one per venue"),
    )
    checks.add_argument(
        "--double-dummy", action="store_true", help=translate("Cli", "also list results far from par (slow)")
    )
    checks.add_argument(
        "--record-times",
        action="store_true",
        help=translate("Cli", "enter the overrunning tables' times in the central-day table (P2)"),
    )
    checks.set_defaults(run=_day_checks)


def _day_checks(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.ids import StageId
    from tddesk.services.day_checks import (
        keyed_lineups,
        record_bws_table_times,
        slow_play,
        suspicious_results,
        venue_rows,
    )

    venues: dict[StageId, Path] = {}
    for text in arguments.venue:
        stage, _sep, path = text.partition("=")
        if not stage or not path:
            raise CliError(
                translate("Cli", "tddesk day-checks: --venue takes STAGE=FILE.bws, not {text}.").format(text=text)
            )
        venues[StageId(stage)] = Path(path)

    def run(tournament: Tournament) -> list[DayFindingRow]:
        rows = {stage: venue_rows(path) for stage, path in venues.items()}
        found = []
        for stage, venue in rows.items():
            overruns = slow_play(tournament, stage, venue)
            if arguments.record_times:
                record_bws_table_times(tournament, overruns)
            found += overruns + keyed_lineups(tournament, stage, venue)
        return found + suspicious_results(tournament, rows, arguments.double_dummy)

    findings = run_on_file(arguments.file, run, read_only=not arguments.record_times, command="tddesk day-checks")
    for finding in findings:
        print(f"{finding.rule}\t{finding.words}")
    if not findings:
        print(translate("Cli", "Nothing to report."))
    return 0


def _reseat(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.services.bws_update import reseat_round

    changed = run_on_file(
        arguments.file,
        lambda tournament: reseat_round(
            tournament, StageId(arguments.stage), arguments.bws, arguments.round, arguments.half
        ),
        read_only=True,
        command="tddesk bws-reseat",
    )
    if changed:
        print(
            translate("Cli", "{path}: new seating at tables {tables}, sent from their next round.").format(
                path=arguments.bws, tables=", ".join(map(str, changed))
            )
        )
    else:
        print(translate("Cli", "{path}: every table is seated as the schedule says.").format(path=arguments.bws))
    return 0


def _correct(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.services.bws_update import write_back_correction

    row_id = run_on_file(
        arguments.file,
        lambda tournament: write_back_correction(
            tournament,
            StageId(arguments.stage),
            arguments.bws,
            MatchId(arguments.match),
            arguments.half,
            arguments.room,
            arguments.board,
        ),
        read_only=True,
        command="tddesk bws-correct",
    )
    print(translate("Cli", "{path}: the correction is row {row}.").format(path=arguments.bws, row=row_id))
    return 0


def _pairs_correct(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.services.pairs_bws_update import write_back_pairs_correction

    row_id = run_on_file(
        arguments.file,
        lambda tournament: write_back_pairs_correction(
            tournament, arguments.heat, arguments.session, arguments.bws, arguments.board, arguments.ns
        ),
        read_only=True,
        command="tddesk pairs-bws-correct",
    )
    print(translate("Cli", "{path}: the correction is row {row}.").format(path=arguments.bws, row=row_id))
    return 0

"""`tddesk bws-sample PAIRS BOARDS OUT.bws`: a played barometer or Mitchell session written as a
Bridgemate file, to try an import on or to show a club (docs/bws.md, "A pairs session")."""

from __future__ import annotations

import argparse
import datetime as dt
from pathlib import Path
from typing import TYPE_CHECKING

from tddesk.cli.errors import CliError, cannot_write
from tddesk.i18n import translate

if TYPE_CHECKING:
    from tddesk.demo.pairs_session import TableRound


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    sample = subparsers.add_parser(
        "bws-sample", help=translate("Cli", "write a played pairs session as a Bridgemate file (.bws)")
    )
    sample.add_argument("pairs", type=int, help=translate("Cli", "the number of pairs"))
    sample.add_argument(
        "boards", type=int, help=translate("Cli", "the boards of the session, the same number in every round")
    )
    sample.add_argument("out", type=Path)
    sample.add_argument("--movement", choices=("barometer", "mitchell"), default="barometer")
    sample.add_argument("--rounds", type=int, help=translate("Cli", "rounds (default: every pair meets every other)"))
    sample.add_argument(
        "--seed", type=int, default=1, help=translate("Cli", "the same seed gives the same deals and results")
    )
    sample.add_argument(
        "--date", type=dt.date.fromisoformat, help=translate("Cli", "the day played, YYYY-MM-DD (default: today)")
    )
    sample.add_argument(
        "--double-dummy",
        action="store_true",
        help=translate("Cli", "take the tricks from double-dummy analysis (endplay; a second or two a board)"),
    )
    sample.add_argument("--replace", action="store_true", help=translate("Cli", "replace the file if it exists"))
    sample.set_defaults(run=_sample)


def _sample(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.demo.pairs_session import SessionPair, write_pairs_session

    pairs, boards, out = arguments.pairs, arguments.boards, arguments.out
    if not 4 <= pairs <= 60:
        raise CliError(
            translate("Cli", "bws-sample: a session here has 4 to 60 pairs, not {pairs}.").format(pairs=pairs)
        )
    if arguments.movement == "mitchell" and pairs % 2:
        raise CliError(
            translate("Cli", "bws-sample: a Mitchell seats two pairs at every table; {pairs} is odd.").format(
                pairs=pairs
            )
        )
    rounds, tables = _movement(arguments.movement, pairs, boards, arguments.rounds)
    if out.exists() and not arguments.replace:
        raise CliError(translate("Cli", "{path} already exists; use --replace to make it again.").format(path=out))
    field = [
        SessionPair(
            number,
            (
                (str(900000 + 2 * number), translate("Cli", "Pair {number} North").format(number=number)),
                (str(900001 + 2 * number), translate("Cli", "Pair {number} South").format(number=number)),
            ),
            ((number * 7) % 11 - 5) / 5,
        )
        for number in range(1, pairs + 1)
    ]
    try:
        session = write_pairs_session(
            out,
            name=translate("Cli", "Sample session"),
            day=arguments.date or dt.date.today(),
            start=dt.time(18, 30),
            pairs=field,
            rounds=tables,
            seed=arguments.seed,
            double_dummy=arguments.double_dummy,
        )
    except OSError as error:
        raise cannot_write("bws-sample", out, error) from None
    print(
        translate("Cli", "{path}: {pairs} pairs, {rounds} rounds of {per_round} boards, {results} results.").format(
            path=out, pairs=pairs, rounds=rounds, per_round=len(tables[0][0].boards), results=len(session.played)
        )
    )
    return 0


def _movement(movement: str, pairs: int, boards: int, wanted: int | None) -> tuple[int, list[list[TableRound]]]:
    """The rounds and their tables; BOARDS are a barometer's boards in all or a Mitchell's board sets."""
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.demo.pairs_session import barometer_tables, mitchell_tables
    from tddesk.rules.pairs_movement import barometer_rounds, mitchell_rounds

    if movement == "mitchell":
        most = pairs // 2 if (pairs // 2) % 2 else pairs // 2 - 1
        sets = pairs // 2
    else:
        most = pairs - 1 if pairs % 2 == 0 else pairs
        sets = wanted or most
    rounds = wanted or most
    if not 1 <= rounds <= most:
        raise CliError(
            translate("Cli", "bws-sample: {pairs} pairs play 1 to {most} rounds, not {rounds}.").format(
                pairs=pairs, most=most, rounds=rounds
            )
        )
    if movement == "mitchell" and (boards < sets or boards % sets):
        raise CliError(
            translate(
                "Cli",
                "bws-sample: {boards} boards do not make {tables} equal board sets, one for "
                "each table; give a multiple of {tables}.",
            ).format(boards=boards, tables=sets)
        )
    if boards < sets or boards % sets:
        raise CliError(
            translate(
                "Cli", "bws-sample: {boards} boards do not share out over {rounds} rounds; give a multiple of {rounds}."
            ).format(boards=boards, rounds=sets)
        )
    if movement == "mitchell":
        return rounds, mitchell_tables(mitchell_rounds(pairs // 2, rounds), boards // sets)
    return rounds, barometer_tables(barometer_rounds(range(1, pairs + 1), rounds), boards // sets)

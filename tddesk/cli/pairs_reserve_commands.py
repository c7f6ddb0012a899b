"""`tddesk pairs-reserve`: a reserve for one of a pair's players, in one session of a heat or the
whole heat, checked against the reserve rule (D p.6; docs/pairs.md)."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING

from tddesk.cli.errors import CliError
from tddesk.i18n import translate

if TYPE_CHECKING:
    from tddesk.services.tournament import Change, Tournament


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    reserve = subparsers.add_parser(
        "pairs-reserve", help=translate("Cli", "a reserve plays for one of a pair's players (D p.6)")
    )
    reserve.add_argument("file", type=Path)
    reserve.add_argument("--heat", required=True)
    reserve.add_argument("--pair", required=True)
    reserve.add_argument(
        "--session", type=int, help=translate("Cli", "the session the reserve plays (default: the whole heat)")
    )
    reserve.add_argument(
        "--for",
        dest="for_mid",
        metavar="MID",
        help=translate("Cli", "the MID of the pair's player the reserve plays for"),
    )
    who = reserve.add_mutually_exclusive_group(required=True)
    who.add_argument("--reserve", metavar="MID:NAME:CLUB", help=translate("Cli", "the reserve"))
    who.add_argument("--remove", action="store_true", help=translate("Cli", "remove the reserve"))
    reserve.set_defaults(run=_reserve)


def _reserve(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.cli.pairs_commands import _player
    from tddesk.cli.tournament_files import run_on_file
    from tddesk.services.pairs_reserves import set_reserve, set_session_reserve

    reserve = None if arguments.remove else _player(arguments.reserve)
    if reserve is not None and not arguments.for_mid:
        raise CliError(translate("Cli", "Give --for MID: the pair's player the reserve plays for."))

    def work(tournament: Tournament) -> Change:
        if arguments.session is None:
            return set_reserve(tournament, arguments.heat, arguments.pair, reserve, arguments.for_mid)
        return set_session_reserve(
            tournament, arguments.heat, arguments.pair, arguments.session, reserve, arguments.for_mid
        )

    run_on_file(arguments.file, work)
    return 0

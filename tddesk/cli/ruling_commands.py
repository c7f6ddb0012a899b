"""`tddesk late-arrival` and `tddesk slow-play`: P1 and P2 rulings without the window.

Minutes are read as the dialogs read them (``parse_minutes``): ``12``, ``12:20`` (minutes and
seconds) or ``12,3`` — started minutes, so the last two are 13. The VP each team loses is
printed with the rule's words; the ruling is one undoable action in the file like any other.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import TYPE_CHECKING

from tddesk.cli.errors import CliError
from tddesk.cli.tournament_files import refusal
from tddesk.i18n import translate
from tddesk.ids import MatchId, TeamId

if TYPE_CHECKING:
    from tddesk.rules.penalties import PenaltyOutcome
    from tddesk.services.tournament import Change, Tournament


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    minutes_help = translate(
        "Cli", "minutes: 12, 12:20 (minutes:seconds) or 12,3; started minutes count, so 12:20 is 13"
    )
    late = subparsers.add_parser("late-arrival", help=translate("Cli", "rule a team's late arrival (P1)"))
    late.add_argument("file", type=Path)
    late.add_argument("--match", required=True)
    late.add_argument("--team", required=True, help=translate("Cli", "team id of the late team"))
    late.add_argument("--minutes", required=True, help=minutes_help)
    late.set_defaults(run=_late_arrival)
    slow = subparsers.add_parser("slow-play", help=translate("Cli", "rule slow play at one table (P2)"))
    slow.add_argument("file", type=Path)
    slow.add_argument("--match", required=True)
    slow.add_argument("--minutes", required=True, help=minutes_help)
    slow.add_argument(
        "--share",
        action="append",
        required=True,
        metavar="TEAM=SHARE",
        help=translate("Cli", "a team's share of the delay, e.g. t1=0.5 (repeat for the other team)"),
    )
    slow.add_argument(
        "--room",
        choices=("open", "closed"),
        help=translate("Cli", "the table: the open or the closed room (the shares are checked per table)"),
    )
    slow.set_defaults(run=_slow_play)


def _minutes(text: str, rule: str) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.services.errors import ServiceError
    from tddesk.services.rulings import parse_minutes

    try:
        return parse_minutes(text, rule)
    except ServiceError as error:
        raise refusal(error) from None


def _shares(pairs: list[str]) -> dict[TeamId, Decimal]:
    shares = {}
    for pair in pairs:
        team, separator, share = pair.partition("=")
        try:
            if not share.isascii():  # not Arabic-Indic digits
                raise InvalidOperation
            shares[TeamId(team.strip())] = Decimal(share.strip().replace(",", "."))
        except InvalidOperation:
            separator = ""
        if not separator or not team.strip():
            raise CliError(
                translate("Cli", "--share takes TEAM=SHARE, e.g. t1=0.5; '{text}' is not.").format(text=pair)
            )
    return shares


def _late_arrival(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.services.rulings import preview_late_arrival, rule_late_arrival

    minutes = _minutes(arguments.minutes, "P1")
    return _rule(
        arguments.file,
        lambda tournament: (
            rule_late_arrival(tournament, MatchId(arguments.match), TeamId(arguments.team), minutes),
            [(arguments.team, preview_late_arrival(tournament, minutes))],
        ),
    )


def _slow_play(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.services.rulings import preview_slow_play, rule_slow_play

    minutes = _minutes(arguments.minutes, "P2")
    shares = _shares(arguments.share)
    return _rule(
        arguments.file,
        lambda tournament: (
            rule_slow_play(tournament, MatchId(arguments.match), minutes, shares, arguments.room),
            [(team, preview_slow_play(tournament, minutes, share)) for team, share in shares.items() if share],
        ),
    )


def _rule(path: Path, body: Callable[[Tournament], tuple[Change, Sequence[tuple[str, PenaltyOutcome]]]]) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.cli.tournament_files import run_on_file

    _change, outcomes = run_on_file(path, body)
    for team, outcome in outcomes:
        print(f"{team}: {outcome.text(translate)}")
    return 0

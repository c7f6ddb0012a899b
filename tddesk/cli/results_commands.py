"""`tddesk result` and `tddesk standings`: match entry and standings without the window."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import TYPE_CHECKING

from tddesk.cli.errors import CliError
from tddesk.cli.tournament_files import run_on_file
from tddesk.i18n import translate
from tddesk.ids import MatchId, StageId

if TYPE_CHECKING:
    from tddesk.services.round_results import MatchRow
    from tddesk.services.tournament import Tournament

# The services (SQLAlchemy, Alembic) are imported by the commands that open a file, so that
# building the parser for any command stays as quick as Python's own start.


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    result = subparsers.add_parser("result", help=translate("Cli", "enter the IMPs of one half of a match"))
    result.add_argument("file", type=Path)
    result.add_argument("--match", required=True, help=translate("Cli", "match id, e.g. heat-lkpg-r1-m1"))
    result.add_argument("--half", type=int, default=1)
    result.add_argument("--imps", required=True, metavar="HOME-AWAY", help=translate("Cli", "e.g. 31-18"))
    result.add_argument("--yes", action="store_true", help=translate("Cli", "confirm an unusually large margin"))
    result.set_defaults(run=_result)
    table = subparsers.add_parser("standings", help=translate("Cli", "print the standings of a stage"))
    table.add_argument("file", type=Path)
    table.add_argument("--stage", required=True)
    table.add_argument("--json", action="store_true", help=translate("Cli", "docs/format.md's standings document"))
    table.set_defaults(run=_standings)


def _parse_imps(text: str) -> tuple[str, str]:
    home, separator, away = text.partition("-")
    if not separator or not home.strip() or not away.strip():
        raise CliError(translate("Cli", "--imps takes HOME-AWAY, e.g. 31-18; '{text}' is not.").format(text=text))
    return home, away


def _result(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.services.results import NeedsConfirmation, enter_half
    from tddesk.services.round_results import match_row

    home, away = _parse_imps(arguments.imps)

    def enter(tournament: Tournament) -> str:
        try:
            enter_half(tournament, MatchId(arguments.match), arguments.half, home, away, confirmed=arguments.yes)
        except NeedsConfirmation as error:  # possible but unusual: the TD confirms with --yes
            repeat = translate("Cli", "Repeat with --yes to save it.")
            raise CliError(f"{error} {repeat}") from None
        return _describe(match_row(tournament, MatchId(arguments.match)))

    print(run_on_file(arguments.file, enter))
    return 0


def _describe(match: MatchRow) -> str:
    return (
        f"{match.home_name} – {match.away_name}  {match.home_imps}-{match.away_imps} IMP  "
        f"{match.home_vp}-{match.away_vp} VP"
    )


def _standings(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.rules.standings import imp_quotient_text
    from tddesk.services.standings import standings

    table = run_on_file(
        arguments.file, lambda tournament: standings(tournament, StageId(arguments.stage)), read_only=True
    )
    if arguments.json:
        print(json.dumps(table.to_format(arguments.stage), ensure_ascii=False, indent=1))
        return 0
    header = translate("Cli", "Rank  Team                      Pl      VP   Pen  IMP+  IMP-  Quotient")
    print(header)
    for row in table.rows:
        quotient = imp_quotient_text(row.imp_quotient) or "-"
        mark = " *" if row.provisional else (" X" if row.excluded else "")
        print(
            f"{row.rank:>4}  {row.name[:24]:<24}  {row.played:>2}  {row.vp:>6}  {row.penalty_vp:>4}  "
            f"{row.imps_won:>4}  {row.imps_lost:>4}  {quotient:>8}{mark}"
        )
    return 0

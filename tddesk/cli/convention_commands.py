"""`tddesk conventions`: other programs' conventions as settings of a stage or a pairs heat
(docs/rules.md, "Other programs' conventions"). Without a setting it prints the current ones."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING

from tddesk.cli.errors import CliError
from tddesk.cli.tournament_files import run_on_file
from tddesk.i18n import translate
from tddesk.ids import StageId

if TYPE_CHECKING:
    from tddesk.services.conventions import ConventionsView
    from tddesk.services.tournament import Tournament


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    command = subparsers.add_parser(
        "conventions",
        help=translate("Cli", "other programs' conventions of a stage or a pairs heat (docs/rules.md)"),
    )
    command.add_argument("file", type=Path)
    where = command.add_mutually_exclusive_group(required=True)
    where.add_argument("--stage", help=translate("Cli", "a team stage (the IMP cap across the field)"))
    where.add_argument("--heat", help=translate("Cli", "a pairs heat (Neuberg's rounding, the sit-out's score)"))
    command.add_argument(
        "--imp-cap", help=translate("Cli", "IMPs per comparison across the field at most, 1-24, or none")
    )
    command.add_argument(
        "--neuberg",
        choices=("exact", "2"),
        help=translate("Cli", "Neuberg's matchpoints exact or rounded to 2 decimals"),
    )
    command.add_argument(
        "--sit-out", choices=("none", "60", "session"), help=translate("Cli", "the score of a sit-out's boards")
    )
    command.set_defaults(run=_conventions)


def _cap(text: str) -> int | None:
    if text.strip().lower() in ("none", "ingen"):
        return None
    try:
        return int(text)
    except ValueError:
        raise CliError(
            translate("Cli", "--imp-cap takes a whole number of IMPs or none; '{text}' is not.").format(text=text)
        ) from None


def _conventions(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.services.conventions import conventions, set_imp_cap, set_pairs_conventions

    if arguments.stage and (arguments.neuberg or arguments.sit_out):
        raise CliError(translate("Cli", "--neuberg and --sit-out belong to a pairs heat (--heat)."))
    if arguments.heat and arguments.imp_cap is not None:
        raise CliError(translate("Cli", "--imp-cap belongs to a team stage (--stage)."))

    def work(tournament: Tournament) -> ConventionsView:
        if arguments.imp_cap is not None:
            set_imp_cap(tournament, StageId(arguments.stage), _cap(arguments.imp_cap))
        if arguments.heat and (arguments.neuberg or arguments.sit_out):
            now = conventions(tournament, heat_id=arguments.heat)
            neuberg = (
                now.neuberg_decimals if arguments.neuberg is None else (None if arguments.neuberg == "exact" else 2)
            )
            set_pairs_conventions(tournament, arguments.heat, neuberg, arguments.sit_out or now.sit_out)
        return conventions(tournament, stage_id=arguments.stage, heat_id=arguments.heat)

    view = run_on_file(arguments.file, work)
    if arguments.stage:
        print(translate("Cli", "IMP cap per comparison: {cap}").format(cap=view.imp_cap or translate("Cli", "none")))
    else:
        print(
            translate("Cli", "Neuberg: {neuberg}; sit-out: {sit_out}").format(
                neuberg=translate("Cli", "exact") if view.neuberg_decimals is None else view.neuberg_decimals,
                sit_out=view.sit_out,
            )
        )
    return 0

"""`tddesk sm-stage` and `tddesk medals`: an SM stage's VP scale and repeat policy, and who gets a medal.

    tddesk sm-stage sm.tddesk --stage sm-veteran-sm-lag-veteran --repeat-policy never --vp-scale 20-0
    tddesk medals sm.tddesk --stage sm-knockout-sm-lag-veteran

The same services as the window's SM stage settings and knockout page (docs/sm.md).
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from tddesk.cli.errors import CliError
from tddesk.cli.tournament_files import run_on_file
from tddesk.i18n import translate
from tddesk.ids import StageId
from tddesk.rules.stage_kinds import StageKind

if TYPE_CHECKING:
    from tddesk.services.medals import MedalTeamRow
    from tddesk.services.stages import StageForm
    from tddesk.services.tournament import Tournament

COMMANDS = ("sm-stage", "medals")
SCALE_WORDS = {"20-0": None, "table-25": "table-25"}
POLICY_WORDS = {"profile": None, "avoid": "avoid", "never": "never", "allow": "allow"}


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    settings = subparsers.add_parser(
        "sm-stage", help=translate("Cli", "show or change an SM stage's VP scale (VP3) and repeat policy (S5)")
    )
    settings.add_argument("file", type=Path, metavar="FILE", help=translate("Cli", "the tournament file"))
    settings.add_argument("--stage", required=True, metavar="ID", help=translate("Cli", "the stage's id"))
    settings.add_argument(
        "--vp-scale",
        choices=tuple(SCALE_WORDS),
        help=translate("Cli", "20-0: WBF's continuous scale; table-25: the profile's 25-0 table"),
    )
    settings.add_argument(
        "--repeat-policy",
        choices=tuple(POLICY_WORDS),
        help=translate(
            "Cli", "Gröna Hissen: avoid, never or allow repeat opponents; profile: as the regulation profile says"
        ),
    )
    settings.set_defaults(run=_settings)
    medals = subparsers.add_parser(
        "medals", help=translate("Cli", "the medal teams' players and the segments each played (a third needed)")
    )
    medals.add_argument("file", type=Path, metavar="FILE", help=translate("Cli", "the tournament file"))
    medals.add_argument("--stage", required=True, metavar="ID", help=translate("Cli", "the stage's id"))
    medals.set_defaults(run=_medals)


def _settings(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.services.stages import SM_KINDS, stage_view, update_stage, with_changes

    changing = arguments.vp_scale is not None or arguments.repeat_policy is not None

    def settle(tournament: Tournament) -> StageForm:
        form = stage_view(tournament, StageId(arguments.stage)).form
        if form.kind not in SM_KINDS:
            raise CliError(translate("Cli", "{stage} is not an SM stage.").format(stage=arguments.stage))
        if not changing:
            return form
        changes = {}
        if arguments.vp_scale is not None:
            changes["vp_scale"] = SCALE_WORDS[arguments.vp_scale]
        if arguments.repeat_policy is not None:
            if form.kind != StageKind.SM_VETERAN:
                raise CliError(translate("Cli", "Only SM Lag Veteran has a repeat policy (S5)."))
            changes["repeat_policy"] = POLICY_WORDS[arguments.repeat_policy]
        update_stage(tournament, StageId(arguments.stage), with_changes(form, **changes))
        return stage_view(tournament, StageId(arguments.stage)).form

    form = run_on_file(arguments.file, settle, read_only=not changing)
    halves = translate("Cli", "one session") if form.halves == 1 else translate("Cli", "two halves")
    print(
        translate("Cli", "{name}: {boards} boards, {halves}; VP scale {scale}").format(
            name=form.name,
            boards=form.boards_per_match,
            halves=halves,
            scale="table-25" if form.vp_scale == "table-25" else "20-0",
        )
    )
    if form.kind == StageKind.SM_VETERAN:
        print(translate("Cli", "Repeat opponents: {policy}").format(policy=form.repeat_policy or "profile"))
    return 0


def print_medal_eligibility(teams: Sequence[MedalTeamRow]) -> None:
    """The lines `medals` and `knockout-status` print once the medals are decided."""
    medals = {
        "gold": translate("Cli", "Gold"),
        "silver": translate("Cli", "Silver"),
        "bronze": translate("Cli", "Bronze"),
    }
    for team in teams:
        print(
            translate("Cli", "{medal}: {team} — a medal needs {needed} of {segments} segments").format(
                medal=medals[team.medal], team=team.team_name, needed=team.needed, segments=team.segments
            )
        )
        for player in team.players:
            verdict = translate("Cli", "medal") if player.eligible else translate("Cli", "no medal")
            print(f"  {player.mid}  {player.name}  {player.segments}/{team.segments}  {verdict}")


def _medals(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.services.medals import medal_eligibility

    teams = run_on_file(
        arguments.file, lambda tournament: medal_eligibility(tournament, StageId(arguments.stage)), read_only=True
    )
    if not teams:
        print(translate("Cli", "The medals are not decided yet."))
    print_medal_eligibility(teams)
    return 0

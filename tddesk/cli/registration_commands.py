"""Setting up a championship without the window: a new file, members, teams, schedule, fees.

    tddesk new DM.tddesk --name "DM Lag ÖMBF" --profile ombf-2016-17
    tddesk import-members DM.tddesk medlemmar.csv
    tddesk team-template lag.xlsx
    tddesk import-teams DM.tddesk lag.xlsx --heat heat-linkoping
    tddesk schedule DM.tddesk --heat heat-linkoping --make --first-date 2016-10-03
    tddesk fees DM.tddesk --heat heat-linkoping

An import with problems lists each one ("row 5, MID: …") on stderr, imports nothing and exits 2.
"""

from __future__ import annotations

import argparse
import datetime as dt
from collections.abc import Sequence
from decimal import Decimal
from pathlib import Path
from typing import TYPE_CHECKING

from tddesk import i18n, numbers
from tddesk.cli.errors import CliError, cannot_write
from tddesk.cli.tournament_files import refusal, run_on_file
from tddesk.i18n import counted, translate
from tddesk.resources import shipped_profile_text
from tddesk.rules.profile import ProfileError, load_profile
from tddesk.services.errors import ServiceError

if TYPE_CHECKING:
    from tddesk.formats.member_list import RowProblem
    from tddesk.services.imports import TeamImportPreview
    from tddesk.services.schedule import ScheduleView
    from tddesk.services.stages import StageView
    from tddesk.services.teams import TeamView
    from tddesk.services.tournament import Tournament


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    new = subparsers.add_parser("new", help=translate("Cli", "create a championship file"))
    new.add_argument("file", type=Path, metavar="FILE")
    new.add_argument("--name", required=True, help=translate("Cli", "the championship's name"))
    new.add_argument("--profile", required=True, help=translate("Cli", "regulation profile, e.g. ombf-2016-17"))
    new.add_argument("--season", help=translate("Cli", "season, e.g. 2016-17 (default: the profile's)"))
    new.add_argument("--district", help=translate("Cli", "district, e.g. ÖMBF (default: the profile's)"))
    new.set_defaults(run=run_new)

    teams = subparsers.add_parser("import-teams", help=translate("Cli", "register the teams of a workbook in a heat"))
    teams.add_argument("file", type=Path, metavar="FILE")
    teams.add_argument("workbook", type=Path, metavar="TEAMS.xlsx")
    teams.add_argument("--heat", required=True, metavar="ID", help=translate("Cli", "the heat's id"))
    teams.set_defaults(run=run_import_teams)

    members = subparsers.add_parser("import-members", help=translate("Cli", "import the member register"))
    members.add_argument("file", type=Path, metavar="FILE")
    members.add_argument("members", type=Path, metavar="MEMBERS.csv|xlsx")
    members.set_defaults(run=run_import_members)

    template = subparsers.add_parser("team-template", help=translate("Cli", "write an empty team workbook"))
    template.add_argument("out", type=Path, metavar="OUT.xlsx")
    template.add_argument("--force", action="store_true", help=translate("Cli", "replace an existing file"))
    template.set_defaults(run=run_team_template)

    schedule = subparsers.add_parser("schedule", help=translate("Cli", "print (or make) a heat's schedule"))
    schedule.add_argument("file", type=Path, metavar="FILE")
    schedule.add_argument("--heat", required=True, metavar="ID", help=translate("Cli", "the heat's id"))
    schedule.add_argument("--make", action="store_true", help=translate("Cli", "make the round robin first (H1)"))
    schedule.add_argument(
        "--first-date",
        type=iso_date,
        metavar="YYYY-MM-DD",
        help=translate("Cli", "date of round 1; the next rounds follow weekly"),
    )
    schedule.set_defaults(run=run_schedule)

    fees = subparsers.add_parser("fees", help=translate("Cli", "fees of a heat's teams with totals (F1-F4)"))
    fees.add_argument("file", type=Path, metavar="FILE")
    fees.add_argument("--heat", required=True, metavar="ID", help=translate("Cli", "the heat's (or stage's) id"))
    fees.add_argument("--as-of", type=iso_date, metavar="YYYY-MM-DD", help=translate("Cli", "default: today"))
    fees.set_defaults(run=run_fees)


def iso_date(text: str) -> dt.date:
    try:
        return dt.date.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            translate("Cli", "'{text}' is not a date; write it as YYYY-MM-DD").format(text=text)
        ) from None


def run_new(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.services.files import new_championship

    try:
        profile = load_profile(shipped_profile_text(arguments.profile)).profile
    except KeyError as error:
        raise CliError(translate("Cli", "tddesk new: {problem}").format(problem=error.args[0])) from None
    except ProfileError as error:
        raise CliError(
            translate("Cli", "tddesk new: the profile is malformed at {key}: {problem}").format(
                key=error.key, problem=error.problem
            )
        ) from None
    season, district = arguments.season or profile.season, arguments.district or profile.district
    try:
        tournament = new_championship(
            arguments.file, name=arguments.name, season=season, district=district, profile_id=arguments.profile
        )
    except ServiceError as error:
        raise refusal(error) from None
    tournament.close()
    print(
        translate("Cli", "Created {file}: {name}, {season}, {district}, profile {profile}").format(
            file=arguments.file,
            name=arguments.name.strip(),
            season=season,
            district=district,
            profile=arguments.profile,
        )
    )
    return 0


def _problem_list(path: Path, problems: Sequence[RowProblem]) -> CliError:
    lines = [
        counted(
            len(problems),
            translate("Cli", "{file}: 1 problem; nothing was imported."),
            translate("Cli", "{file}: {count} problems; nothing was imported."),
        ).format(file=path.name, count=len(problems))
    ]
    return CliError("\n".join(lines + [problem.text() for problem in problems]))


def run_import_members(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.services.imports import import_members, preview_member_import

    def work(tournament: Tournament) -> dict[str, int]:
        preview = preview_member_import(tournament, arguments.members)
        if preview.problems:
            raise _problem_list(arguments.members, preview.problems)
        counts: dict[str, int] = import_members(tournament, preview).value
        return counts

    counts = run_on_file(arguments.file, work)
    print(
        translate(
            "Cli", "Imported {members} members from {source}: {new} new, {known} already known, {clubs} new clubs."
        ).format(
            members=counts["members"],
            source=arguments.members.name,
            new=counts["new"],
            known=counts["known"],
            clubs=counts["new_clubs"],
        )
    )
    return 0


def run_import_teams(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.services.imports import import_teams, preview_team_import
    from tddesk.services.stages import stage_view
    from tddesk.services.teams import team_view

    def work(tournament: Tournament) -> tuple[StageView, list[TeamView], TeamImportPreview]:
        preview = preview_team_import(tournament, arguments.workbook, arguments.heat)
        if preview.problems:
            raise _problem_list(arguments.workbook, preview.problems)
        change = import_teams(tournament, preview, arguments.heat)
        return stage_view(tournament, arguments.heat), [team_view(tournament, team) for team in change.value], preview

    stage, teams, preview = run_on_file(arguments.file, work)
    print(translate("Cli", "Imported {count} teams into {stage}:").format(count=len(teams), stage=stage.form.name))
    for team in teams:
        print(
            translate("Cli", "  {id}  {name}: {players} players").format(
                id=team.id, name=team.name, players=len(team.players)
            )
        )
    for note in preview.notes:
        print(translate("Cli", "  note: {text}").format(text=note.text()))
    return 0


def run_team_template(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.formats.team_workbook import write_team_template

    if arguments.out.exists() and not arguments.force:
        raise CliError(
            translate("Cli", "{path} already exists; choose another name or add --force.").format(path=arguments.out)
        )
    try:
        write_team_template(arguments.out, i18n.language())
    except OSError as error:
        raise cannot_write("tddesk team-template", arguments.out, error) from None
    print(translate("Cli", "Wrote {path}").format(path=arguments.out))
    return 0


def run_schedule(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.services.schedule import make_schedule, schedule_view
    from tddesk.services.stages import stage_view

    def work(tournament: Tournament) -> tuple[str, ScheduleView]:
        if arguments.make:
            make_schedule(tournament, arguments.heat, first_date=arguments.first_date)
        return stage_view(tournament, arguments.heat).form.name, schedule_view(tournament, arguments.heat)

    if arguments.first_date and not arguments.make:
        raise CliError(translate("Cli", "--first-date needs --make (the dates of an existing schedule are kept)."))
    name, view = run_on_file(arguments.file, work, read_only=not arguments.make)
    if not view.rounds:
        print(translate("Cli", "{stage} has no schedule yet; make it with --make.").format(stage=name))
        return 0
    print(translate("Cli", "{stage}: {rounds} rounds").format(stage=name, rounds=len(view.rounds)))
    for round_ in view.rounds:
        date = round_.date.isoformat() if round_.date else translate("Cli", "no date")
        print(translate("Cli", "Round {number}  {date}").format(number=round_.number, date=date))
        for match in round_.matches:
            moved = f"  ({match.date.isoformat()})" if match.moved and match.date else ""
            print(f"  {match.home_name} – {match.away_name}{moved}")
        if round_.bye:
            print(translate("Cli", "  bye: {team}").format(team=round_.bye_name))
    for finding in view.findings:
        print(finding.text(translate))
    return 0


def run_fees(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.services.fees import fee_overview

    overview = run_on_file(
        arguments.file, lambda tournament: fee_overview(tournament, arguments.heat, arguments.as_of), read_only=True
    )
    print(
        translate("Cli", "Fees, {stage}, as of {date}").format(
            stage=overview.stage_name, date=overview.as_of.isoformat()
        )
    )
    if not overview.scheduled:
        print(translate("Cli", "No schedule yet: table fees are not counted."))
    headings = [
        translate("Cli", heading)
        for heading in ("Team", "Juniors", "Entry", "Late", "Table", "Discount", "Total", "Paid", "Outstanding")
    ]
    table = [
        [
            row.name,
            f"{row.juniors}/{row.juniors + row.non_juniors}",
            _kr(row.fees.entry_fee),
            _kr(row.fees.late_fee),
            _kr(row.fees.table_fees),
            _kr(row.fees.entry_discount + row.fees.table_discount),
            _kr(row.fees.total),
            _kr(row.fees.paid),
            _kr(row.fees.outstanding),
        ]
        for row in overview.rows
    ]
    totals = overview.totals
    table.append(
        [
            translate("Cli", "Total"),
            "",
            "",
            _kr(totals.late_fees),
            "",
            _kr(totals.discounts),
            _kr(totals.total),
            _kr(totals.paid),
            _kr(totals.outstanding),
        ]
    )
    widths = [max(len(str(line[index])) for line in [headings, *table]) for index in range(len(headings))]
    for line in [headings, *table]:
        cells = [f"{line[0]:<{widths[0]}}", *(f"{cell:>{width}}" for cell, width in zip(line[1:], widths[1:]))]
        print("  ".join(cells).rstrip())
    print(
        translate("Cli", "{teams} teams: {paid} paid in full, {unpaid} with money outstanding").format(
            teams=totals.teams, paid=totals.paid_teams, unpaid=totals.unpaid_teams
        )
    )
    return 0


def _kr(amount: Decimal | int) -> str:
    return numbers.machine(amount, 2)  # the command line's numbers have a point (tddesk.numbers)

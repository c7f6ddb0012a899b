"""SM commands: the SM demo, seeds and late starts, Gröna Hissen pairing, the knockout's choices,
appeals (S4), travel grants (S3) and the SM Par Open seeding (S1), over the window's services."""

from __future__ import annotations

import argparse
import datetime as dt
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import TYPE_CHECKING

from tddesk.cli.errors import CliError, cannot_write
from tddesk.cli.tournament_files import refusal, remove_existing, run_on_file
from tddesk.i18n import translate
from tddesk.ids import StageId, TeamId
from tddesk.services.errors import ServiceError

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    demo = subparsers.add_parser(
        "sm-demo", help=translate("Cli", "create the SM demo: SM Lag Veteran (20 entries) and an SM Lag final")
    )
    demo.add_argument("file", type=Path)
    demo.add_argument("--replace", action="store_true", help=translate("Cli", "replace the file if it exists"))
    demo.add_argument(
        "--rounds", type=int, default=0, help=translate("Cli", "Gröna Hissen rounds to play with made-up results")
    )
    demo.add_argument("--open", action="store_true", help=translate("Cli", "open it in the main window afterwards"))
    demo.set_defaults(run=_demo)
    for name, help_text, extra in (
        ("seed", translate("Cli", "seed a team (S2: SM final 1-10, SM semifinal favourites 1 and 2)"), "seed"),
        ("late-start", translate("Cli", "let a team start SM Lag Veteran in round 6 (S5)"), "round"),
    ):
        parser = subparsers.add_parser(name, help=help_text)
        parser.add_argument("file", type=Path)
        parser.add_argument("--stage", required=True)
        parser.add_argument("--team", required=True)
        parser.add_argument(f"--{extra}", type=int, help=translate("Cli", "leave out to remove it"))
        parser.set_defaults(run=_seed if name == "seed" else _late_start)
    pair = subparsers.add_parser("swiss-pair", help=translate("Cli", "pair the next Gröna Hissen round (S5)"))
    pair.add_argument("file", type=Path)
    pair.add_argument("--stage", required=True)
    pair.add_argument("--draw-seed", type=int, help=translate("Cli", "seed of round 1's draw (repeatable)"))
    pair.set_defaults(run=_pair)
    knockout = subparsers.add_parser(
        "knockout", help=translate("Cli", "create the knockout of 16 after Gröna Hissen (S5)")
    )
    knockout.add_argument("file", type=Path)
    knockout.add_argument("--from", dest="source", required=True, help=translate("Cli", "the Gröna Hissen stage"))
    knockout.set_defaults(run=_knockout)
    choose = subparsers.add_parser("choose", help=translate("Cli", "record a team's choice of knockout opponent"))
    choose.add_argument("file", type=Path)
    choose.add_argument("--stage", required=True)
    choose.add_argument("--team", required=True)
    choose.add_argument("--opponent", required=True)
    choose.set_defaults(run=_choose)
    for name, run, help_text in (
        ("knockout-final", _final, translate("Cli", "create the final and bronze match")),
        ("knockout-status", _status, translate("Cli", "show the knockout and whose turn it is to choose")),
    ):
        parser = subparsers.add_parser(name, help=help_text)
        parser.add_argument("file", type=Path)
        parser.add_argument("--stage", required=True)
        parser.set_defaults(run=run)
    appeal = subparsers.add_parser("appeal", help=translate("Cli", "register an appeal against a ruling (S4)"))
    appeal.add_argument("file", type=Path)
    appeal.add_argument("--stage", required=True)
    appeal.add_argument("--round", type=int, required=True)
    appeal.add_argument("--team", required=True)
    appeal.add_argument("--ruling", required=True)
    appeal.add_argument("--ruling-at", required=True, help=translate("Cli", "YYYY-MM-DD HH:MM"))
    appeal.add_argument("--filed-at", required=True, help=translate("Cli", "YYYY-MM-DD HH:MM"))
    appeal.add_argument("--round-ended", help=translate("Cli", "YYYY-MM-DD HH:MM"))
    appeal.set_defaults(run=_appeal)
    listing = subparsers.add_parser("appeals", help=translate("Cli", "list a stage's appeals with deadlines (S4)"))
    listing.add_argument("file", type=Path)
    listing.add_argument("--stage", required=True)
    listing.set_defaults(run=_appeals)
    outcome = subparsers.add_parser("appeal-outcome", help=translate("Cli", "record the committee's outcome (S4)"))
    outcome.add_argument("file", type=Path)
    outcome.add_argument("--appeal", required=True)
    outcome.add_argument("--outcome", required=True, choices=("pending", "upheld", "dismissed", "withdrawn"))
    outcome.set_defaults(run=_outcome)
    grants = subparsers.add_parser("travel-grants", help=translate("Cli", "travel grants of a stage's teams (S3)"))
    grants.add_argument("file", type=Path)
    grants.add_argument("--stage", required=True)
    grants.add_argument("--pairs", action="store_true", help=translate("Cli", "the pairs' table (SEK per pair)"))
    grants.set_defaults(run=_grants)
    junior = subparsers.add_parser("junior-grant", help=translate("Cli", "a junior's travel grant (S3)"))
    junior.add_argument("--mil", required=True, help=translate("Cli", "one way, in Swedish mil (10 km)"))
    junior.add_argument("--cost", help=translate("Cli", "the real cost in SEK"))
    junior.add_argument("--car", type=int, default=0, help=translate("Cli", "players sharing one car"))
    junior.set_defaults(run=_junior)
    seeding = subparsers.add_parser(
        "seed-pairs", help=translate("Cli", "seed SM Par Open semifinal pairs into groups A-D (S1)")
    )
    seeding.add_argument("workbook", type=Path)
    seeding.add_argument("--pdf", type=Path, help=translate("Cli", "also print the groups to this PDF"))
    seeding.set_defaults(run=_seed_pairs)


def _demo(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.demo.sm import build_sm_demo

    path: Path = arguments.file
    if path.exists():
        if not arguments.replace:
            raise CliError(translate("Cli", "{path} already exists; use --replace to make it again.").format(path=path))
        remove_existing(path)
    try:
        build_sm_demo(path, played_rounds=max(0, min(arguments.rounds, 8))).close()
    except ServiceError as error:
        path.unlink(missing_ok=True)
        raise refusal(error) from None
    print(translate("Cli", "SM demo written to {path}").format(path=path))
    if arguments.open:
        # deferred: a command loads its work only when it runs (the command line's start-up)
        from tddesk.cli.gui_commands import launch

        return launch(path, arguments.lang)
    return 0


def _seed(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.services.sm_entries import set_seed

    run_on_file(arguments.file, lambda t: set_seed(t, StageId(arguments.stage), TeamId(arguments.team), arguments.seed))
    return 0


def _late_start(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.services.sm_entries import set_start_round

    stage, team = StageId(arguments.stage), TeamId(arguments.team)
    run_on_file(arguments.file, lambda t: set_start_round(t, stage, team, arguments.round))
    return 0


def _pair(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    import random

    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.services.gronahissen import pair_next_round
    from tddesk.services.schedule import schedule_view

    def work(tournament: Tournament) -> None:
        rng = random.Random(arguments.draw_seed) if arguments.draw_seed is not None else None
        paired = pair_next_round(tournament, StageId(arguments.stage), rng).value
        round_ = schedule_view(tournament, StageId(arguments.stage)).rounds[paired.number - 1]
        print(translate("Cli", "Round {round}").format(round=paired.number))
        for match in round_.matches:
            print(f"  {match.id}  {match.home_name} – {match.away_name}")
        if round_.bye:
            print("  " + translate("Cli", "Bye: {team}").format(team=round_.bye_name))
        if paired.repeats:
            print("  " + translate("Cli", "Repeat opponents: {count}").format(count=len(paired.repeats)))

    run_on_file(arguments.file, work)
    return 0


def _knockout(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.services.knockout import create_knockout

    stage = run_on_file(arguments.file, lambda t: create_knockout(t, arguments.source).value)
    print(stage)
    return 0


def _choose(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.services.knockout import choose_opponent

    stage, team, opponent = StageId(arguments.stage), TeamId(arguments.team), TeamId(arguments.opponent)
    run_on_file(arguments.file, lambda t: choose_opponent(t, stage, team, opponent))
    return _status(arguments)


def _final(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.services.knockout import create_final_round

    run_on_file(arguments.file, lambda t: create_final_round(t, StageId(arguments.stage)))
    return _status(arguments)


def _status(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.services.knockout import knockout_view

    view = run_on_file(arguments.file, lambda t: knockout_view(t, StageId(arguments.stage)), read_only=True)
    names = view.names
    titles = (
        translate("Cli", "Round of 16"),
        translate("Cli", "Quarterfinals"),
        translate("Cli", "Semifinals"),
        translate("Cli", "Final and bronze match"),
    )
    for number, matches in enumerate(view.rounds, start=1):
        print(titles[number - 1])
        for match in matches:
            score = f"{match.home_imps}-{match.away_imps}" if match.home_imps is not None else ""
            print(f"  {match.id}  {names[match.home]} – {names[match.away]}  {score}")
    for choice in view.choices:
        print(
            translate("Cli", "Choice round {round}: {chooser} chose {chosen} ({by}, {at})").format(
                round=choice.round_number,
                chooser=names[choice.chooser],
                chosen=names[choice.chosen],
                by=choice.chosen_by,
                at=choice.chosen_at.strftime("%Y-%m-%d %H:%M"),
            )
        )
    if view.turn is not None:
        print(
            translate("Cli", "{team} ({id}) chooses among: {candidates}").format(
                team=names[TeamId(view.turn.chooser)],
                id=view.turn.chooser,
                candidates=", ".join(f"{names[TeamId(t)]} ({t})" for t in view.turn.candidates),
            )
        )
    elif view.problem:
        print(view.problem)
    if view.medals:
        print(
            translate("Cli", "Gold: {gold}; silver: {silver}; bronze: {bronze}").format(
                gold=names[view.medals[0]],
                silver=names[view.medals[1]],
                bronze=names[view.medals[2]],
                # deferred: a command loads its work only when it runs (the command line's start-up)
            )
        )
        from tddesk.cli.sm_stage_commands import print_medal_eligibility
        from tddesk.services.medals import medal_eligibility

        stage = StageId(arguments.stage)
        eligibility = run_on_file(arguments.file, lambda t: medal_eligibility(t, stage), read_only=True)
        print_medal_eligibility(eligibility)
    return 0


def _moment(text: str, option: str) -> dt.datetime:
    try:
        return dt.datetime.fromisoformat(text.strip())
    except ValueError:
        raise CliError(
            translate("Cli", "{option} takes YYYY-MM-DD HH:MM; '{text}' is not.").format(option=option, text=text)
        ) from None


def _appeal(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.services.appeals import AppealForm, file_appeal

    form = AppealForm(
        arguments.round,
        TeamId(arguments.team),
        arguments.ruling,
        _moment(arguments.ruling_at, "--ruling-at"),
        _moment(arguments.filed_at, "--filed-at"),
        None if arguments.round_ended is None else _moment(arguments.round_ended, "--round-ended"),
    )
    appeal_id = run_on_file(arguments.file, lambda t: file_appeal(t, StageId(arguments.stage), form).value)
    print(appeal_id)
    return _appeals(arguments)


def _appeals(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.services.appeals import appeals

    rows = run_on_file(arguments.file, lambda t: appeals(t, StageId(arguments.stage)), read_only=True)
    for row in rows:
        deadline = row.deadline.strftime("%Y-%m-%d %H:%M") if row.deadline else "—"
        late = "  " + translate("Cli", "LATE") if row.late else ""
        print(
            f"{row.id}  {translate('Cli', 'round')} {row.round_number}  {row.team_name}  "
            f"{row.filed_at:%Y-%m-%d %H:%M} / {deadline}{late}  {row.deposit_paid} SEK  {row.outcome}"
        )
    return 0


def _outcome(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.services.appeals import set_appeal_outcome

    run_on_file(arguments.file, lambda t: set_appeal_outcome(t, arguments.appeal, arguments.outcome))
    return 0


def _grants(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.services.travel_grants import pairs_travel_grants, stage_travel_grants

    if arguments.pairs:
        view = run_on_file(arguments.file, lambda t: pairs_travel_grants(t, StageId(arguments.stage)), read_only=True)
        for pair in view.pairs:
            print(f"{pair.pair_name} ({pair.district})  {pair.amount} SEK")
        for district in view.districts:
            print(
                translate(
                    "Cli", "{district}: {pairs} pairs × ({amount} + {extra}) SEK = {total} SEK to the district"
                ).format(
                    district=district.district,
                    pairs=district.pairs,
                    amount=district.per_pair,
                    extra=district.extra_per_pair,
                    total=district.total,
                )
            )
        return 0
    payments = run_on_file(arguments.file, lambda t: stage_travel_grants(t, StageId(arguments.stage)), read_only=True)
    for team in payments:
        print(f"{team.team_name} ({team.district})  {team.total} SEK")
        for grant in team.players:
            print(f"  {grant.name}  {grant.residence or '—'}  {grant.amount}")
    return 0


def _decimal(text: str, option: str) -> Decimal:
    try:
        if not text.isascii():  # not Arabic-Indic digits
            raise InvalidOperation
        value = Decimal(text.replace(",", "."))
    except InvalidOperation:
        raise CliError(
            translate("Cli", "{option} takes a number; '{text}' is not.").format(option=option, text=text)
        ) from None
    if value < 0:
        raise CliError(translate("Cli", "{option} cannot be negative.").format(option=option))
    return value


def _junior(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.rules.travel_grants import junior_grant

    if arguments.car < 0:
        raise CliError(translate("Cli", "{option} cannot be negative.").format(option="--car"))
    grant = junior_grant(
        _decimal(arguments.mil, "--mil"),
        None if arguments.cost is None else _decimal(arguments.cost, "--cost"),
        players_in_car=arguments.car,
    )
    print(f"{grant} SEK")
    return 0


def _seed_pairs(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.rules.seeding import seed_pairs
    from tddesk.services.seeding import read_seed_pairs

    try:
        pairs = read_seed_pairs(arguments.workbook)
    except ServiceError as error:
        raise refusal(error) from None
    seeded = seed_pairs(pairs)
    if arguments.pdf is not None:
        # deferred: a command loads its work only when it runs (the command line's start-up)
        from tddesk.reports.sm_sheets import write_seeding_groups

        try:
            write_seeding_groups(arguments.pdf, seeded)
        except OSError as error:
            raise cannot_write("tddesk seed-pairs", arguments.pdf, error) from None
    for row in seeded:
        print(
            f"{row.order:>3}  {row.group}  {row.pair.name}  {row.ranks[0]}+{row.ranks[1]}+{row.ranks[2]}={row.rank_sum}"
        )
    return 0

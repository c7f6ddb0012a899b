"""`tddesk pairs-…`: the pairs championship on the command line (docs/pairs.md) — the demo,
registration, results from Bridgemate or a club's list, standings, final places, answers, the
final's plaques, and printing."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import TYPE_CHECKING

from tddesk.cli.errors import CliError
from tddesk.cli.tournament_files import refusal, remove_existing, run_on_file
from tddesk.i18n import translate
from tddesk.rules.rows import place_text

if TYPE_CHECKING:
    from tddesk.services.players import PlayerEntry


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    demo = subparsers.add_parser("pairs-demo", help=translate("Cli", "create the pairs demo DM Par Mixed ÖMBF 2016-17"))
    demo.add_argument("file", type=Path)
    demo.add_argument("--replace", action="store_true", help=translate("Cli", "replace the file if it exists"))
    demo.set_defaults(run=_demo)
    listing = subparsers.add_parser("pairs", help=translate("Cli", "the file's pairs championships, heats and pairs"))
    listing.add_argument("file", type=Path)
    listing.set_defaults(run=_list)
    event = subparsers.add_parser("pairs-event", help=translate("Cli", "create a pairs championship"))
    event.add_argument("file", type=Path)
    event.add_argument("name")
    event.add_argument("--discipline", required=True, choices=("mixed", "open", "veteran", "women"))
    event.add_argument("--final-pairs", type=int, required=True)
    event.add_argument("--final-boards", type=int, required=True)
    event.add_argument(
        "--heat",
        action="append",
        default=[],
        metavar="NAME;KIND;CLUB",
        help=translate(
            "Cli",
            'a heat made with the championship, e.g. "Kval Motala;bronze;BK Motala" '
            "(kind silver, bronze or final; repeat for each heat)",
        ),
    )
    event.set_defaults(run=_event)
    heat = subparsers.add_parser("pairs-heat", help=translate("Cli", "add a qualifying heat or the final"))
    heat.add_argument("file", type=Path)
    heat.add_argument("name")
    heat.add_argument("--event", required=True)
    heat.add_argument("--kind", required=True, choices=("silver", "bronze", "final"))
    heat.add_argument("--club")
    heat.set_defaults(run=_heat)
    pair = subparsers.add_parser(
        "pairs-register", help=translate("Cli", "register a pair: two players as MID:name:club")
    )
    pair.add_argument("file", type=Path)
    pair.add_argument("first")
    pair.add_argument("second")
    pair.add_argument("--event", required=True)
    pair.add_argument("--champions", action="store_true", help=translate("Cli", "last year's champions"))
    pair.add_argument("--direct", action="store_true", help=translate("Cli", "they take their direct final place"))
    pair.set_defaults(run=_register)
    enter = subparsers.add_parser("pairs-enter", help=translate("Cli", "a pair plays a heat under a number"))
    enter.add_argument("file", type=Path)
    enter.add_argument("--heat", required=True)
    enter.add_argument("--pair", required=True)
    enter.add_argument("--number", type=int, required=True)
    enter.add_argument("--not-for-qualification", action="store_true")
    enter.set_defaults(run=_enter)
    session = subparsers.add_parser("pairs-session", help=translate("Cli", "add a session to a heat"))
    session.add_argument("file", type=Path)
    session.add_argument("--heat", required=True)
    session.add_argument("--movement", default="barometer", choices=("barometer", "mitchell", "howell"))
    session.set_defaults(run=_session)
    for name, help_text, run in (
        ("pairs-standing", translate("Cli", "a heat's result list"), _standing),
        ("pairs-running", translate("Cli", "a barometer's running score"), _running),
    ):
        parser = subparsers.add_parser(name, help=help_text)
        parser.add_argument("file", type=Path)
        parser.add_argument("--heat", required=True)
        parser.add_argument("--json", action="store_true")
        parser.set_defaults(run=run)
    places = subparsers.add_parser("pairs-places", help=translate("Cli", "the final places with their reasons"))
    places.add_argument("file", type=Path)
    places.add_argument("--event", required=True)
    places.add_argument("--json", action="store_true")
    places.set_defaults(run=_places)
    answer = subparsers.add_parser("pairs-answer", help=translate("Cli", "a pair's answer to its final place"))
    answer.add_argument("file", type=Path)
    answer.add_argument("--event", required=True)
    answer.add_argument("--pair", required=True)
    answer.add_argument("--decline", action="store_true", help=translate("Cli", "the pair gives its place up"))
    answer.add_argument("--on", help=translate("Cli", "the date of the answer, YYYY-MM-DD (default today)"))
    answer.set_defaults(run=_answer)
    final = subparsers.add_parser("pairs-final", help=translate("Cli", "the final's result, plaques and bonus"))
    final.add_argument("file", type=Path)
    final.add_argument("--event", required=True)
    final.add_argument("--json", action="store_true")
    final.set_defaults(run=_final)


def _demo(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.demo.pairs import build_pairs_demo
    from tddesk.services.errors import ServiceError

    path: Path = arguments.file
    if path.exists():
        if not arguments.replace:
            raise CliError(translate("Cli", "{path} already exists; use --replace to make it again.").format(path=path))
        remove_existing(path)
    try:
        build_pairs_demo(path).close()
    except ServiceError as error:
        path.unlink(missing_ok=True)
        raise refusal(error) from None
    print(translate("Cli", "Pairs demo written to {path}").format(path=path))
    return 0


def _list(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.services.pair_views import pairs_events

    for event in run_on_file(arguments.file, pairs_events, read_only=True):
        print(f"{event.id}\t{event.name}\t{event.discipline}\t{event.final_pairs}/{event.final_boards}")
        for heat in event.heats:
            print(f"  {heat.id}\t{heat.name}\t{heat.kind}\t{heat.club}\t{len(heat.sessions)}")
        print(translate("Cli", "  {count} pairs").format(count=len(event.pairs)))
    return 0


def _event(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.services.pairs import HeatPlan, create_pairs_championship

    plans = []
    for text in arguments.heat:
        parts = [part.strip() for part in text.split(";")]
        if len(parts) not in (2, 3) or not parts[0]:
            raise CliError(
                translate(
                    "Cli", 'Write a heat as NAME;KIND;CLUB, e.g. "Kval Motala;bronze;BK Motala"; not {text}.'
                ).format(text=text)
            )
        plans.append(HeatPlan(parts[0], parts[1], parts[2] if len(parts) == 3 else None))
    change = run_on_file(
        arguments.file,
        lambda t: create_pairs_championship(
            t, arguments.name, arguments.discipline, arguments.final_pairs, arguments.final_boards, plans
        ),
    )
    print(change.value)
    return 0


def _heat(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.services.pairs import add_pairs_heat

    print(
        run_on_file(
            arguments.file, lambda t: add_pairs_heat(t, arguments.event, arguments.name, arguments.kind, arguments.club)
        ).value
    )
    return 0


def _player(text: str) -> PlayerEntry:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.services.players import PlayerEntry

    parts = text.split(":")
    if len(parts) != 3 or not all(part.strip() for part in parts):
        raise CliError(
            translate("Cli", "Write a player as MID:name:club, e.g. 123456:Anna Berg:BK Linköping; not {text}.").format(
                text=text
            )
        )
    return PlayerEntry(parts[0].strip(), parts[1].strip(), parts[2].strip())


def _register(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.services.pairs import register_pair

    first, second = _player(arguments.first), _player(arguments.second)
    print(
        run_on_file(
            arguments.file,
            lambda t: register_pair(
                t, arguments.event, first, second, reigning_champions=arguments.champions, direct_place=arguments.direct
            ),
        ).value
    )
    return 0


def _enter(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.services.pairs import enter_heat

    change = run_on_file(
        arguments.file,
        lambda t: enter_heat(t, arguments.heat, arguments.pair, arguments.number, not arguments.not_for_qualification),
    )
    if change.value:
        print(translate("Cli", "Out of competition: {reason}").format(reason=change.value))
    return 0


def _session(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.services.pairs import add_session

    print(run_on_file(arguments.file, lambda t: add_session(t, arguments.heat, arguments.movement)).value)
    return 0


def _standing(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.services.pairs_standing import heat_standing

    standing = run_on_file(arguments.file, lambda t: heat_standing(t, arguments.heat), read_only=True)
    if arguments.json:
        print(
            json.dumps(
                {
                    "heat": standing.heat_id,
                    "source": standing.source,
                    "findings": list(standing.findings),
                    "rows": [
                        {
                            "place": row.place,
                            "number": row.number,
                            "pair": row.pair_id,
                            "names": row.names,
                            "percent": row.percent_text,
                            "boards": row.boards,
                            "tie_break": row.tie_reason,
                            "struck": row.struck,
                        }
                        for row in standing.rows
                    ],
                },
                ensure_ascii=False,
                indent=1,
            )
        )
        return 0
    print(standing.name)
    for row in standing.rows:
        place = place_text(row, translate("Cli", "o.c."))
        print(f"{place:>4} {row.number:>3} {row.percent_text:>6} {row.names}  {row.tie_reason or row.struck or ''}")
    for finding in standing.findings:
        print(finding)
    return 0


def _running(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.services.pairs_standing import running_score

    rounds = run_on_file(arguments.file, lambda t: running_score(t, arguments.heat), read_only=True)
    if arguments.json:
        print(
            json.dumps(
                [
                    {
                        "round": r.round,
                        "rows": [
                            {"place": row.place, "number": row.number, "percent": row.percent_text} for row in r.rows
                        ],
                    }
                    for r in rounds
                ],
                ensure_ascii=False,
                indent=1,
            )
        )
        return 0
    for running in rounds[-1:]:
        print(translate("Cli", "After round {round}").format(round=running.round))
        for row in running.rows:
            print(f"{row.place:>4} {row.number:>3} {row.percent_text:>6} {row.names}")
    return 0


def _places(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.services.pairs_final import final_places_of

    places = run_on_file(arguments.file, lambda t: final_places_of(t, arguments.event), read_only=True)
    if arguments.json:
        print(
            json.dumps(
                {
                    "places": places.places,
                    "heats": [
                        {
                            "heat": h.heat_id,
                            "pairs": h.pairs,
                            "quotient": h.quotient,
                            "places": h.places,
                            "reasons": list(h.reasons),
                        }
                        for h in places.heats
                    ],
                    "qualified": [
                        {
                            "pair": q.pair_id,
                            "names": q.names,
                            "mids": list(q.mids),
                            "heat": q.heat,
                            "reason": q.reason,
                            "status": q.status,
                        }
                        for q in places.qualified
                    ],
                    "answers": [
                        {
                            "pair": a.pair_id,
                            "accepted": a.accepted,
                            "on": a.answered_on.isoformat() if a.answered_on else None,
                        }
                        for a in places.answers
                    ],
                    "declined": list(places.declined),
                    "findings": list(places.findings),
                },
                ensure_ascii=False,
                indent=1,
            )
        )
        return 0
    for share in places.heats:
        print(f"{share.name}: {share.pairs} → P {share.quotient} → {share.places}  ({'; '.join(share.reasons)})")
    for number, row in enumerate(places.qualified, start=1):
        print(f"{number:>3} {row.names} ({', '.join(row.mids)})  {row.heat}  {row.reason}  [{row.status_text}]")
    for finding in places.findings:
        print(finding)
    return 0


def _answer(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    import datetime as dt

    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.services.pairs_final import answer_place

    on = dt.date.today()
    if arguments.on:
        try:
            on = dt.date.fromisoformat(arguments.on)
        except ValueError:
            raise CliError(
                translate("Cli", "Write the date of the answer as YYYY-MM-DD, not {text}.").format(text=arguments.on)
            ) from None
    run_on_file(arguments.file, lambda t: answer_place(t, arguments.event, arguments.pair, not arguments.decline, on))
    return 0


def _final(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.services.pairs_final import final_result

    result = run_on_file(arguments.file, lambda t: final_result(t, arguments.event), read_only=True)
    if arguments.json:
        print(
            json.dumps(
                [
                    {
                        "place": row.place,
                        "plaque": row.plaque,
                        "pair": row.pair_id,
                        "names": row.names,
                        "percent": row.percent_text,
                        "bonus_per_player": row.bonus_per_player,
                        "note": row.tie_reason or row.bonus_note,
                        **({"line": row.line} if row.line else {}),
                    }
                    for row in result.rows
                ],
                ensure_ascii=False,
                indent=1,
            )
        )
        return 0
    for row in result.rows:
        plaque = translate("Cli", "plaque {place}").format(place=row.plaque) if row.plaque is not None else ""
        bonus = translate("Cli", "bonus {points}").format(points=row.bonus_per_player) if row.bonus_per_player else ""
        place = f"{row.place} {row.line}".rstrip()  # a two-field Mitchell final: "1 NS", "1 EW"
        print(f"{place:>4} {row.percent_text:>6} {row.names}  {plaque} {bonus} {row.bonus_note}".rstrip())
    return 0

"""`tddesk score`, `tddesk boards`, `tddesk board-score`, `tddesk butler`, `tddesk import-bws`: board by
board (docs/boards.md)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

from tddesk.cli.errors import CliError, cannot_write
from tddesk.cli.tournament_files import run_on_file
from tddesk.i18n import translate

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament


def register(subparsers) -> None:
    score = subparsers.add_parser("score", help=translate("Cli", "the NS score of a result (Law 77)"))
    score.add_argument("contract", help=translate("Cli", "e.g. 4HX, 3NT, pass"))
    score.add_argument("declarer", nargs="?", default="", help="N, E, S, W")
    score.add_argument("result", nargs="?", default="", help=translate("Cli", "=, +1, -2 or the tricks taken"))
    score.add_argument("--board", type=int, required=True, help=translate("Cli", "board number (vulnerability)"))
    score.set_defaults(run=_score)
    boards = subparsers.add_parser("boards", help=translate("Cli", "a match's boards: scores, IMPs, half totals"))
    boards.add_argument("file", type=Path)
    boards.add_argument("--match", required=True)
    boards.add_argument("--json", action="store_true")
    boards.set_defaults(run=_boards)
    adjusted = subparsers.add_parser(
        "board-score", help=translate("Cli", "a room's adjusted score on a board of a match (Law 12C)")
    )
    adjusted.add_argument("file", type=Path)
    adjusted.add_argument("--match", required=True)
    adjusted.add_argument("--half", type=int, default=1)
    adjusted.add_argument("--room", required=True, choices=("open", "closed"))
    adjusted.add_argument("--board", type=int, required=True)
    kind = adjusted.add_mutually_exclusive_group(required=True)
    kind.add_argument("--ns-score", type=int, help=translate("Cli", "an assigned NS score, e.g. -620"))
    kind.add_argument("--artificial", metavar="NS/EW", help=translate("Cli", "an artificial score, e.g. 60/40 or A+"))
    kind.add_argument(
        "--weighted",
        metavar="RESULTS",
        help=translate("Cli", 'a weighted score (Law 12C1(c)), e.g. "4S N = 30, 4S N -1 70"'),
    )
    adjusted.set_defaults(run=_board_score)
    butler = subparsers.add_parser("butler", help=translate("Cli", "IMPs across the field over stages"))
    butler.add_argument("file", type=Path)
    butler.add_argument("--stage", required=True, help=translate("Cli", "stage id, or several separated by commas"))
    butler.add_argument(
        "--datum", action="store_true", help=translate("Cli", "datum Butler instead of every score against every other")
    )
    butler.add_argument("--json", action="store_true")
    butler.add_argument("--pdf", type=Path, help=translate("Cli", "also print the list to this PDF"))
    butler.add_argument("--xlsx", type=Path, help=translate("Cli", "also write the figures to this workbook"))
    butler.set_defaults(run=_butler)
    bws = subparsers.add_parser("import-bws", help=translate("Cli", "import a Bridgemate .bws file into a stage"))
    bws.add_argument("file", type=Path)
    bws.add_argument("bws", type=Path)
    bws.add_argument("--stage", required=True)
    bws.add_argument(
        "--force",
        action="store_true",
        help=translate("Cli", "import a file that does not fit the stage (another venue's, an older copy)"),
    )
    bws.set_defaults(run=_import_bws)


def _score(arguments) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.rules.contract import BoardError, ns_score, parse_contract
    from tddesk.services.played import parse_played

    if arguments.board < 1:
        raise CliError(translate("Cli", "--board takes a board number of 1 or more."))
    try:
        values = parse_played(arguments.contract, arguments.declarer or None, arguments.result or None)
        print(ns_score(arguments.board, parse_contract(values["contract"]), values["declarer"], values["tricks"] or 0))
    except BoardError as error:
        raise CliError(error.words(translate)) from None
    return 0


def _boards(arguments) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.services.board_views import match_boards

    boards = run_on_file(arguments.file, lambda tournament: match_boards(tournament, arguments.match), read_only=True)
    if arguments.json:
        print(json.dumps(_boards_json(boards), ensure_ascii=False, indent=1))
        return 0
    print(f"{boards.home_name} – {boards.away_name}")
    for half in boards.halves:
        print(translate("Cli", "Half {half}").format(half=half.half))
        for row in half.rows:
            home, away = _imps(row.line)
            print(
                f"  {row.board:>3}  {_room(row.open):<16} {_room(row.closed):<16} "
                f"{_number(row.line.home_net):>6}  {home:>3} {away:>3}"
            )
        counted = half.counted
        total = f"{counted.home_imps}-{counted.away_imps}" if counted else "-"
        print("  " + translate("Cli", "IMPs {total} ({source})").format(total=total, source=_source(counted, half)))
    return 0


def _board_score(arguments) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.cli.weighted_option import parse_weighted
    from tddesk.rules.adjusted import artificial_percents
    from tddesk.services.board_views import match_boards
    from tddesk.services.boards import assign_board_score

    percents = None
    if arguments.artificial is not None:
        percents = artificial_percents(arguments.artificial)
        if percents is None:
            raise CliError(
                translate("Cli", "--artificial takes NS/EW percentages or A+, A, A-; '{text}' is not.").format(
                    text=arguments.artificial
                )
            )
    weighted = parse_weighted(arguments.weighted) if arguments.weighted is not None else None

    def assign(tournament: Tournament) -> str:
        assign_board_score(
            tournament,
            arguments.match,
            arguments.half,
            arguments.room,
            arguments.board,
            ns_score=arguments.ns_score,
            percents=percents,
            weighted=weighted,
        )
        half = match_boards(tournament, arguments.match).halves[arguments.half - 1]
        row = next(row for row in half.rows if row.board == arguments.board)
        home, away = _imps(row.line)
        return f"{row.board:>3}  {_room(row.open):<16} {_room(row.closed):<16} {home:>5} {away:>5}"

    print(run_on_file(arguments.file, assign))
    return 0


def _imps(line) -> tuple[str, str]:
    """A board's IMPs: whole, or with two decimals (a point) where a weighted score makes a fraction."""
    if line.weighted:
        return _exact(line)
    return str(line.home_imps), str(line.away_imps)


def _exact(line) -> tuple[str, str]:
    from tddesk.numbers import machine  # deferred: the command line's start-up

    return machine(line.exact_home, 2), machine(line.exact_away, 2)


def _source(counted, half) -> str:
    if counted is None:
        return translate("Cli", "{entered} of {expected} boards").format(
            entered=half.boards.entered, expected=len(half.numbers)
        )
    if counted.boards_differ:
        return translate("Cli", "typed; the boards give {home}-{away}").format(
            home=half.boards.home_imps, away=half.boards.away_imps
        )
    return translate("Cli", "boards") if counted.source == "boards" else translate("Cli", "typed")


def _room(room) -> str:
    if room is None:
        return "-"
    if room.adjusted:
        return f"{room.adjusted} {_number(room.ns_score)}"
    text = "PASS" if room.contract == "PASS" else f"{room.contract} {room.declarer} {room.result}"
    return f"{text} {room.ns_score}"


def _number(value) -> str:
    return "-" if value is None else str(value)


def _boards_json(boards) -> dict:
    def room(value):
        return (
            None
            if value is None
            else {
                "contract": value.contract,
                "declarer": value.declarer,
                "result": value.result,
                "tricks": value.tricks,
                "lead": value.lead,
                "ns_score": value.ns_score,
                "adjusted": value.adjusted,
            }
        )

    return {
        "match": boards.match_id,
        "home": boards.home,
        "away": boards.away,
        "halves": [
            {
                "half": half.half,
                "boards": [
                    {
                        "board": row.board,
                        "dealer": row.dealer,
                        "vulnerable": row.vulnerable,
                        "open": room(row.open),
                        "closed": room(row.closed),
                        "home_net": row.line.home_net,
                        "home_imps": row.line.home_imps,
                        "away_imps": row.line.away_imps,
                        # exact, two decimals: a weighted score (Law 12C1(c)) makes a fraction
                        "exact_imps": list(_exact(row.line)),
                    }
                    for row in half.rows
                ],
                "boards_complete": half.boards.complete,
                "board_imps": [half.boards.home_imps, half.boards.away_imps],
                "typed_imps": list(half.typed) if half.typed else None,
                "counted": None
                if half.counted is None
                else {
                    "home_imps": half.counted.home_imps,
                    "away_imps": half.counted.away_imps,
                    "source": half.counted.source,
                    "boards_differ": half.counted.boards_differ,
                },
            }
            for half in boards.halves
        ],
    }


def _butler(arguments) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.services.field import field_results

    stages = [stage.strip() for stage in arguments.stage.split(",") if stage.strip()]
    method = "butler" if arguments.datum else "field"
    written: list[Path] = []  # the file being written, for the words when the disk refuses it

    def work(tournament: Tournament):
        result = field_results(tournament, stages, method)
        if arguments.pdf:
            # deferred: a command loads its work only when it runs (the command line's start-up)
            from tddesk.reports.field_list import write_field_list

            written.append(arguments.pdf)
            write_field_list(arguments.pdf, tournament, stages, method)
        if arguments.xlsx:
            # deferred: a command loads its work only when it runs (the command line's start-up)
            from tddesk.export.field_workbook import field_workbook
            from tddesk.models.atomic import build_atomically

            written.append(arguments.xlsx)
            build_atomically(arguments.xlsx, field_workbook(result).save)
        return result

    try:
        result = run_on_file(arguments.file, work, read_only=True)
    except OSError as error:
        raise cannot_write("tddesk butler", written[-1] if written else arguments.file, error) from None
    if arguments.json:
        print(json.dumps(result.to_json(), ensure_ascii=False, indent=1))
        return 0
    print(translate("Cli", "Pairs (team and line)"))
    for pair in result.pairs:
        print(f"  {pair.team_name[:24]:<24} {pair.line}  {pair.total:>8}  ({pair.boards})")
    print(translate("Cli", "Players"))
    for player in result.players:
        print(f"  {player.mid:<8} {player.name[:28]:<28} {player.total:>8}  ({player.boards})")
    return 0


def _import_bws(arguments) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.services.bws_check import BwsMismatch
    from tddesk.services.bws_import import import_bws

    def work(tournament):
        try:
            return import_bws(tournament, arguments.stage, arguments.bws, force=arguments.force)
        except BwsMismatch as error:
            hint = translate("Cli", "Add --force to import it anyway.")
            raise BwsMismatch(f"{error} {hint}", error.problems) from None

    report = run_on_file(arguments.file, work, command="import-bws")
    print(
        translate("Cli", "{boards} results written, {removed} removed, {lineups} line-ups").format(
            boards=report.boards_written, removed=report.boards_removed, lineups=report.lineups_written
        )
    )
    for note in report.notes:
        print(note)
    return 0

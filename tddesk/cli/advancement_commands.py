"""`tddesk allocation FILE`: the semifinal places of the file's own heats (A1, A2).

    tddesk allocation dm-lag-2016.tddesk
    tddesk allocation dm-lag-2016.tddesk --places 16 --json

The heats' team counts and, for a tie on decimals, the figures of the team placed next in each
tied heat come from the file; the output says which figures decided. With fewer than 22 teams
A2 leaves the number of places to the committee: the number kept in the file (set in the
allocation view) is used, or give it with --places, which wins over the kept number.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tddesk.cli.allocation_commands import allocation_json
from tddesk.cli.errors import CliError
from tddesk.cli.tournament_files import run_on_file
from tddesk.i18n import translate
from tddesk.rules.entry_limits import ascii_whole

if TYPE_CHECKING:
    from tddesk.services.advancement import SemifinalAllocationView


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "allocation", help=translate("Advancement", "semifinal places of the file's heats (A1, A2)")
    )
    parser.add_argument("file", type=Path)
    parser.add_argument(
        "--places",
        type=_places,
        metavar="N",
        help=translate(
            "Advancement",
            "semifinal places (default: A2's number for the teams in all heats, else the number kept in the file)",
        ),
    )
    parser.add_argument("--json", action="store_true", help=translate("Cli", "print the result as JSON"))
    parser.set_defaults(run=run_allocation)


def _places(text: str) -> int:
    places = ascii_whole(text, 1)
    if places is None:
        raise argparse.ArgumentTypeError(
            translate("Advancement", "expected a whole number of places of at least 1, not {text!r}").format(text=text)
        )
    return places


def run_allocation(arguments: argparse.Namespace) -> int:
    # deferred: a command loads its work only when it runs (the command line's start-up)
    from tddesk.services.advancement import allocation

    result = run_on_file(
        arguments.file,
        lambda tournament: allocation(tournament, arguments.places),
        read_only=True,
        command="tddesk allocation",
    )
    if result.allocation is None:
        raise CliError(f"tddesk allocation: {' '.join(result.notes)}")
    if arguments.json:
        print(json.dumps(file_allocation_json(result), ensure_ascii=False, indent=2))
    else:
        _print_table(result)
    return 0


def file_allocation_json(result: SemifinalAllocationView) -> dict[str, Any]:
    """allocation_json's object, each heat with its stage id and name, plus where the places and
    the tie figures came from."""
    assert result.allocation is not None  # run_allocation refuses a file without one
    data = allocation_json(result.allocation)
    for heat, entry in zip(data["heats"], result.heats):
        heat["stage"] = entry.stage_id
        heat["name"] = entry.name
        heat["next_team"] = (
            None
            if entry.next_team is None
            else {"team": entry.next_team.team_id, "name": entry.next_team.name, "rank": entry.next_team.rank}
        )
    data["heat_ids"] = [entry.stage_id for entry in result.heats]
    data["heat_names"] = [entry.name for entry in result.heats]
    data["total_teams"] = result.total_teams
    data["semifinals"] = result.semifinals
    data["places_from_a2"] = result.places_from_a2
    data["places_stored"] = result.places_stored
    data["tie_figures"] = list(result.tie_figures)
    data["notes"] = list(result.notes)
    return data


def _print_table(result: SemifinalAllocationView) -> None:
    source = (
        translate("Advancement", "A2: {semifinals} semifinals").format(semifinals=result.semifinals)
        if result.places_from_a2
        else translate("Advancement", "kept in the file")
        if result.places_stored
        else translate("Advancement", "given")
    )
    print(
        translate("Advancement", "A1: {teams} teams in {heats} heats, {places} semifinal places ({source})").format(
            teams=result.total_teams, heats=len(result.heats), places=result.places, source=source
        )
    )
    headings = (
        translate("Cli", "Heat"),
        translate("Cli", "Teams"),
        translate("Cli", "Quotient"),
        translate("Cli", "Whole"),
        translate("Cli", "Decimals"),
        translate("Cli", "Places"),
        translate("Cli", "Why"),
    )
    assert result.allocation is not None  # run_allocation refuses a file without one
    rows = []
    for entry in result.heats:
        places = entry.places
        assert places is not None  # with the allocation made, every heat has its places
        rows.append(
            (
                entry.name,
                str(entry.teams),
                places.quotient_text,
                str(places.whole),
                places.decimals_text,
                str(places.places),
                "; ".join(entry.reason_texts()),
            )
        )
    widths = [max(len(cell) for cell in column) for column in zip(headings, *rows)]
    for row in (headings, *rows):
        cells = [f"{row[0]:<{widths[0]}}"] + [f"{cell:>{width}}" for cell, width in zip(row[1:-1], widths[1:-1])]
        print("  ".join(cells + [row[-1]]))
    print(
        translate("Cli", "Places given: {given} of {places}").format(
            given=sum(result.allocation.places_per_heat), places=result.places
        )
    )
    if result.tie_figures:
        print(translate("Advancement", "Tie figures from the file's standings:"))
        for line in result.tie_figures:
            print(f"  {line}")
    for note in result.notes:
        print(note)

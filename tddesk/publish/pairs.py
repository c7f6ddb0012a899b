"""The pairs championships on the results site (docs/pairs.md, docs/publishing.md): per heat and
final its standing and, for a barometer, the running score after every round.

Percentages are shown with one decimal and the pairs ranked with full precision (PP5), as the
heat view and the printed list do; equal percentages carry the tie-break that separated them
(PP2). Text only, ready for the templates, which escape every name.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tddesk import numbers
from tddesk.i18n import translate
from tddesk.publish.site_index import folder_name
from tddesk.rules.rows import place_text
from tddesk.services.pair_views import pairs_events
from tddesk.services.pairs_standing import PairsStandingRow, heat_standing, running_score

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament

PAIRS_FOLDER_PREFIX = "pairs_"  # stage folders are slugs, which have no "_"


@dataclass(frozen=True)
class PairLine:
    place: str  # "u.t." (out of competition) for a struck pair
    number: int
    names: str
    clubs: str
    boards: int
    points: str
    percent: str
    note: str
    out_of_competition: bool


@dataclass(frozen=True)
class RunningLine:
    place: int
    number: int
    names: str
    percent: str
    round_percent: str


@dataclass(frozen=True)
class RunningPage:
    round: int  # counted across the heat (a second session's rounds follow the first's)
    lines: tuple[RunningLine, ...]
    heading: str = ""  # "After round 8 (session 2, round 1)"


@dataclass(frozen=True)
class PairsHeatPages:
    id: str
    folder: str
    event: str
    name: str
    kind: str  # in words
    lines: tuple[PairLine, ...]
    notes: tuple[str, ...]
    running: tuple[RunningPage, ...]


@dataclass(frozen=True)
class PairsLink:
    folder: str
    event: str
    name: str
    kind: str
    pairs: int
    last_round: int | None


def pairs_labels() -> dict[str, str]:
    return {
        "pairs_championships": translate("Site", "Pairs championships"),
        "heat": translate("Site", "Heat"),
        "pairs": translate("Site", "Pairs"),
        "place": translate("Site", "Place"),
        "pair_number": translate("Site", "No."),
        "pair": translate("Site", "Pair"),
        "club": translate("Site", "Club"),
        "boards_played": translate("Site", "Boards"),
        "matchpoints": translate("Site", "Points"),
        "percent": translate("Site", "%"),
        "round_percent": translate("Site", "Round %"),
        "note": translate("Site", "Note"),
        "pairs_standing": translate("Site", "Result list"),
        "running_score": translate("Site", "Running score"),
        "after_round": translate("Site", "After round {round}"),
        "running_navigation": translate("Site", "Running score after each round"),
        "no_results": translate("Site", "No results yet."),
        "pairs_legend": translate(
            "Site",
            "Percentages are shown with one decimal; pairs are ranked with full "
            "precision (PP5). Equal percentages are separated by boards won among the "
            "tied pairs, then head-to-head, then lot (PP2).",
        ),
    }


def heat_kind_text(kind: str) -> str:
    return {
        "silver": translate("Site", "Silver heat"),
        "bronze": translate("Site", "Bronze heat"),
        "final": translate("Site", "Final"),
    }.get(kind, kind)


def pairs_folder(heat_id: str) -> str:
    return PAIRS_FOLDER_PREFIX + folder_name(heat_id)


def pairs_heat_pages(tournament: Tournament) -> list[PairsHeatPages]:
    """Every heat and final of every pairs championship, read once each."""
    pages = []
    for event in pairs_events(tournament):
        for heat in event.heats:
            standing = heat_standing(tournament, heat.id)
            # a barometer's, over both sessions of a two-session heat (the rounds counted across the heat)
            barometer = bool(heat.sessions) and set(heat.sessions) == {"barometer"} and standing.source == "boards"
            running = running_score(tournament, heat.id) if barometer else []
            lines = tuple(_pair_line(row) for row in standing.rows)
            pages.append(
                PairsHeatPages(
                    heat.id,
                    pairs_folder(heat.id),
                    event.name,
                    heat.name,
                    heat_kind_text(heat.kind),
                    lines,
                    tuple(standing.findings),
                    tuple(
                        RunningPage(
                            done.round,
                            tuple(
                                RunningLine(
                                    row.place,
                                    row.number,
                                    row.names,
                                    numbers.localise(row.percent_text),
                                    numbers.localise(row.round_percent_text),
                                )
                                for row in done.rows
                            ),
                            _after(done),
                        )
                        for done in running
                    ),
                )
            )
    return pages


def _after(done) -> str:
    """The round's heading; a later session's names the session and its own round."""
    if done.session == 1:
        return translate("Site", "After round {round}").format(round=done.round)
    return translate("Site", "After round {round} (session {session}, round {session_round})").format(
        round=done.round, session=done.session, session_round=done.session_round
    )


def _pair_line(row: PairsStandingRow) -> PairLine:
    note = row.tie_reason or (
        translate("Site", "out of competition: {reason}").format(reason=row.struck) if row.struck else ""
    )
    if not row.plays_for_qualification:
        note = "; ".join(filter(None, [translate("Site", "does not play for DM"), note]))
    return PairLine(
        place_text(row, translate("Site", "o.c.")),
        row.number,
        row.names,
        row.clubs,
        row.boards,
        numbers.localise(row.points_text),
        numbers.localise(row.percent_text),
        note,
        row.place is None,
    )


def pairs_links(heats: list[PairsHeatPages]) -> list[PairsLink]:
    return [
        PairsLink(
            heat.folder,
            heat.event,
            heat.name,
            heat.kind,
            sum(not line.out_of_competition for line in heat.lines),
            heat.running[-1].round if heat.running else None,
        )
        for heat in heats
    ]


def pairs_documents(heat: PairsHeatPages, common: dict, environment) -> dict[str, str]:
    """A heat's pages: relative path → HTML."""
    context = {**common, "p": pairs_labels(), "root": "../", "heat": heat}
    pages = {
        f"{heat.folder}/index.html": environment.get_template("pairs_standing.html").render(context, page="standing")
    }
    for running in heat.running:
        pages[f"{heat.folder}/running-{running.round}.html"] = environment.get_template("pairs_running.html").render(
            context, page="running", current=running
        )
    return pages

"""Helpers for report tests: tournament files built with tests/builders.py, rulings recorded as
audited actions, and printed PDFs read back with pypdf. Imported as ``reports.printing``."""

from __future__ import annotations

import io
import re
from decimal import Decimal
from pathlib import Path

from pypdf import PdfReader

from builders import FIRST_DATE, championship, first_match, heat, mids_of, play, team_number
from tddesk.models.tables import Exclusion, Penalty, Walkover
from tddesk.services.lineups import set_lineup
from tddesk.services.results import enter_half
from tddesk.services.round_results import round_entry
from tddesk.services.schedule import schedule_view

__all__ = ["FIRST_DATE", "add_stage", "first_match", "mids_of", "new_file", "play", "team_number"]


def pdf_pages(source: Path | bytes | io.BytesIO, layout: bool = True) -> list[str]:
    """Each page's text; layout mode keeps a table's row on one line."""
    if isinstance(source, bytes):
        source = io.BytesIO(source)
    reader = PdfReader(source)
    return [page.extract_text(extraction_mode="layout") if layout else page.extract_text() for page in reader.pages]


def squeezed(text: str) -> str:
    """Text without any white space, to find a name that was wrapped over several lines."""
    return re.sub(r"\s+", "", text)


def page_numbering(text: str) -> tuple[int, int]:
    """(x, y) of the page's "Sida x av y" / "Page x of y" footer."""
    found = re.search(r"(?:Sida|Page) (\d+) (?:av|of) (\d+)", text)
    assert found, "no page numbering on the page"
    return int(found.group(1)), int(found.group(2))


def comma(value: Decimal) -> str:
    """A two-decimal number as a Swedish page prints it (decimal comma), e.g. 14.39 → "14,39"."""
    return f"{Decimal(value):.2f}".replace(".", ",")


def row_pattern(*cells: str) -> str:
    """A regular expression finding these cells in this order on one line of layout text."""
    return r"[ \t]+".join(re.escape(cell) for cell in cells)


def new_file(path: Path):
    return championship(path)


def add_stage(
    tournament,
    name: str,
    teams: int,
    boards: int,
    halves: int = 1,
    kind: str = "heat",
    team_names=None,
    players: int = 5,
) -> str:
    """A scheduled stage of ``teams`` teams of ``players``, each captained by its first player."""
    return heat(
        tournament,
        list(team_names)[:teams] if team_names else teams,
        name=name,
        boards=boards,
        halves=halves,
        kind=kind,
        players=players,
        captains=True,
    )


def heat_imps(round_number: int, position: int, halves: int) -> list[tuple[int, int]]:
    """Deterministic, varied IMPs per half for a match of a heat."""
    return [(10 + 3 * round_number + half, 8 + 5 * position + 2 * half) for half in range(halves)]


def build_played_heat(path: Path):
    """An 8-team heat, 24 boards in two halves, all 28 results and line-ups entered."""
    opened = new_file(path)
    stage_id = add_stage(opened, "Kvalheat Linköping", 8, 24, 2)
    for round_view in schedule_view(opened, stage_id).rounds:
        for position, match in enumerate(round_view.matches):
            play(opened, match, 2, heat_imps(round_view.number, position, 2))
    return opened, stage_id


# --- rulings, recorded as audited actions of the tournament ---------------------------------------


def record_penalty(
    tournament,
    stage_id: str,
    match_id: str | None,
    team_id: str,
    kind: str,
    *,
    minutes: int | None = None,
    vp: Decimal | None = None,
    reason: str | None = None,
    penalty_id: str = "p1",
) -> None:
    def body(session, record):
        session.add(
            Penalty(
                id=penalty_id,
                stage_id=stage_id,
                match_id=match_id,
                team_id=team_id,
                kind=kind,
                minutes=minutes,
                vp=vp,
                reason=reason,
            )
        )

    tournament.run("record_penalty", penalty_id, body)


def record_walkover(tournament, stage_id: str, match_id: str, by_team_id: str) -> None:
    def body(session, record):
        session.add(Walkover(match_id=match_id, stage_id=stage_id, by_team_id=by_team_id, ruled_on=FIRST_DATE))

    tournament.run("record_walkover", match_id, body)


def record_exclusion(tournament, stage_id: str, team_id: str, reason: str = "W5") -> None:
    def body(session, record):
        session.add(Exclusion(stage_id=stage_id, team_id=team_id, kind="excluded", reason=reason, on=FIRST_DATE))

    tournament.run("record_exclusion", team_id, body)


def build_a_final(tournament, team_names=("Ek", "Holm", "Sund", "Berg")) -> str:
    """An A-final of four teams, three rounds of 20 boards in two halves, all played: the team
    listed first beats everyone, the second beats the last two, the third beats the fourth.
    The first team's fifth player plays one half (round 1) and its sixth none."""
    stage_id = add_stage(tournament, "A-final", 4, 20, 2, kind="a_final", team_names=team_names, players=6)
    for number in range(1, 4):
        for match in round_entry(tournament, stage_id, number).matches:
            home_better = team_number(match.home) < team_number(match.away)
            for half in (1, 2):
                enter_half(tournament, match.id, half, *((30, 10) if home_better else (10, 30)))
                for side, team in (("home", match.home), ("away", match.away)):
                    players = mids_of(team_number(team))[:4]
                    if team == "t1" and number == 1 and half == 2:
                        players = players[:3] + [mids_of(1)[4]]
                    set_lineup(tournament, match.id, half, side, players)
    return stage_id

"""The Bridgemate session file of a pairs session: its movement (barometer, Mitchell, complete or
3/4-Howell) with the heat's pair numbers, the players' names and the settings (docs/bws.md, "The
session file for a pairs session"). The pairs import reads the results back by those numbers.
Writing the file changes nothing in the tournament.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from sqlalchemy import select

from tddesk.formats.bws.rewrite import Rows
from tddesk.i18n import translate
from tddesk.models.pairs_tables import Pair, PairsEntry, PairsSession
from tddesk.models.tables import Player
from tddesk.rules.pairs_seating import PairsSeating, pairs_seatings
from tddesk.services.bws_session import (
    PAIRS_SETTINGS_CHANGES,
    TEAM_SETTINGS,
    RoundRow,
    cannot_write,
    check_closed,
    session_rows,
    write_session_file,
)
from tddesk.services.errors import message
from tddesk.services.pairs import get_heat

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament

DEFAULT_BOARDS_PER_ROUND = 2


@dataclass(frozen=True)
class PairsSessionView:
    heat_id: str
    session: int
    movement: str
    seatings: tuple[PairsSeating, ...]
    pairs: dict[int, tuple[str, str]]  # pair number → the two players' names
    rows: Rows = field(default_factory=dict)

    @property
    def tables(self) -> int:
        return max((seating.table for seating in self.seatings), default=0)

    @property
    def rounds(self) -> int:
        return max((seating.round for seating in self.seatings), default=0)


def pairs_session_file(
    tournament: Tournament,
    heat_id: str,
    session_number: int,
    howell: str = "complete",
    boards_per_round: int | None = None,
    movement: str | None = None,
) -> PairsSessionView:
    """The session's tables round by round, from its movement (or ``movement``: barometer,
    mitchell, howell) and the heat's pair numbers."""
    with tournament.reading() as session:
        heat = get_heat(session, heat_id)
        played = session.get(PairsSession, (heat.id, session_number))
        if played is None:
            raise message(
                translate("Pairs", "The heat has no session {session}; add it first."), session=session_number
            )
        entries = session.scalars(select(PairsEntry).where(PairsEntry.heat_id == heat.id)).all()
        if len(entries) < 4:
            raise message(
                translate("Bridgemate", "{heat} has {count} pairs; a session file needs at least 4."),
                heat=heat.name,
                count=len(entries),
            )
        per_round = boards_per_round or played.boards_per_round or DEFAULT_BOARDS_PER_ROUND
        movement = movement or played.movement
        if movement != "barometer" and len(entries) % 2:
            raise message(
                translate(
                    "Bridgemate",
                    "{heat}: a {movement} seats two pairs at every table, and {count} pairs is an odd number; "
                    "add or strike a pair, or play a barometer.",
                ),
                heat=heat.name,
                movement=movement,
                count=len(entries),
            )
        try:
            seatings = pairs_seatings(movement, [entry.number for entry in entries], per_round, howell)
        except ValueError as error:
            raise message(
                translate("Bridgemate", "{heat}, session {session}: the movement does not fit ({reason})."),
                heat=heat.name,
                session=session_number,
                reason=str(error),
            ) from None
        pairs, players = {}, []
        for entry in entries:
            pair = session.get(Pair, entry.pair_id)
            assert pair is not None
            two = [(mid, session.get(Player, mid)) for mid in (pair.first_mid, pair.second_mid)]
            names = [player.name if player else mid for mid, player in two]
            pairs[entry.number] = (names[0], names[1])
            players += [(mid, player.name) for mid, player in two if player is not None]
        day = played.day or heat.day
        name = translate("Bridgemate", "{heat}, session {session}").format(heat=heat.name, session=session_number)
        round_rows = [RoundRow(s.round, s.table, s.ns, s.ew, s.boards) for s in seatings]
        settings = {**TEAM_SETTINGS, **PAIRS_SETTINGS_CHANGES}
        result = PairsSessionView(heat.id, session_number, movement, tuple(seatings), pairs)
        result.rows.update(session_rows(name, day, None, "A", round_rows, players, {}, settings))
        return result


def write_pairs_session_file(
    tournament: Tournament,
    heat_id: str,
    session_number: int,
    path: Path | str,
    howell: str = "complete",
    boards_per_round: int | None = None,
    movement: str | None = None,
) -> PairsSessionView:
    """Write the session file to ``path`` (replaced if it exists); nothing is written when refused."""
    result = pairs_session_file(tournament, heat_id, session_number, howell, boards_per_round, movement)
    check_closed(path)
    try:
        write_session_file(path, result.rows)
    except OSError as error:
        raise cannot_write(path, error) from None
    return result


@dataclass(frozen=True)
class HeatSessionRow:
    """A session of a heat as the window offers it for a session file."""

    number: int
    movement: str
    boards_per_round: int


def heat_sessions(tournament: Tournament, heat_id: str) -> list[HeatSessionRow]:
    """The heat's sessions with their movement and boards a round."""
    with tournament.reading() as session:
        heat = get_heat(session, heat_id)
        return [
            HeatSessionRow(played.number, played.movement, played.boards_per_round or DEFAULT_BOARDS_PER_ROUND)
            for played in session.scalars(
                select(PairsSession).where(PairsSession.heat_id == heat.id).order_by(PairsSession.number)
            )
        ]

"""A pairs heat's reserves: for the whole heat or for one session, each checked against the reserve
rule (D p.6; docs/pairs.md) in the one place every way in uses — the window and the CLI call
``set_reserve`` (the whole heat) and ``set_session_reserve``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from sqlalchemy import select

from tddesk.i18n import translate
from tddesk.models.pairs_tables import Pair, PairsEntry, PairsHeat, PairsSession, PairsSessionReserve
from tddesk.models.tables import Player
from tddesk.rules.pairs_reserves import reserve_problem
from tddesk.services.errors import message
from tddesk.services.pairs import get_heat, pair_entry
from tddesk.services.players import PlayerEntry, upsert_player

if TYPE_CHECKING:
    from tddesk.services.tournament import Change, Tournament


def check_reserve_rule(session, heat: PairsHeat, pair: Pair, entry: PairsEntry) -> None:
    """D p.6, on the reserves as they stand in ``session`` (flushed): at least one ordinary player
    of the pair plays every session of the heat; never both players replaced at once."""
    sessions = list(
        session.scalars(
            select(PairsSession.number).where(PairsSession.heat_id == heat.id).order_by(PairsSession.number)
        )
    ) or [1]
    replaced: dict[int, set[str]] = {number: set() for number in sessions}
    if entry.reserve_for_mid:
        for number in sessions:
            replaced[number].add(entry.reserve_for_mid)
    for row in session.scalars(
        select(PairsSessionReserve).where(
            PairsSessionReserve.heat_id == heat.id, PairsSessionReserve.pair_id == pair.id
        )
    ):
        replaced.setdefault(row.session, set()).add(row.for_mid)
    names = {mid: session.get(Player, mid).name for mid in (pair.first_mid, pair.second_mid)}
    problem = reserve_problem((pair.first_mid, pair.second_mid), sessions, replaced, name=names.get)
    if problem is not None:
        raise message(translate("Pairs", "{problem}; nothing was saved."), problem=problem.text(translate))


def check_reserve_player(session, heat: PairsHeat, pair: Pair, reserve_mid: str, for_mid: str | None) -> None:
    """The reserve plays for one of the pair's two players, is not one of them, and in the final
    has not played for qualification in the discipline this season (D p.6)."""
    if for_mid not in (pair.first_mid, pair.second_mid):
        raise message(
            translate("Pairs", "The reserve plays for one of the pair's two players; give that player's MID.")
        )
    player = session.get(Player, reserve_mid)
    if reserve_mid in (pair.first_mid, pair.second_mid):
        raise message(translate("Pairs", "{name} is already one of the pair's players."), name=player.name)
    if heat.kind == "final" and played_qualifying(session, heat.event_id, reserve_mid):
        raise message(
            translate("Pairs", "{name} played for qualification this season and cannot be a reserve in the final."),
            name=player.name,
        )


def put_session_reserve(
    session, heat: PairsHeat, pair: Pair, entry: PairsEntry, session_number: int, reserve_mid: str, for_mid: str | None
) -> None:
    """Record a known player as the session's reserve, refused in words when the reserve or the
    reserve rule (D p.6) does not allow it; the dialog, the CLI and the Bridgemate import use it."""
    check_reserve_player(session, heat, pair, reserve_mid, for_mid)
    session.add(
        PairsSessionReserve(
            heat_id=heat.id, pair_id=pair.id, session=session_number, reserve_mid=reserve_mid, for_mid=for_mid
        )
    )
    session.flush()
    check_reserve_rule(session, heat, pair, entry)


def set_session_reserve(
    tournament: Tournament,
    heat_id: str,
    pair_id: str,
    session_number: int,
    reserve: PlayerEntry | None,
    for_mid: str | None = None,
) -> Change:
    """A reserve plays session ``session_number`` of the heat for one of the pair's players (None:
    the session's reserve is removed). Refused, with nothing saved, when the reserve rule (D p.6)
    would no longer hold."""
    with tournament.action("set_pairs_session_reserve", f"{heat_id}/{pair_id}/{session_number}") as (session, record):
        heat = get_heat(session, heat_id)
        entry = pair_entry(session, heat_id, pair_id)
        pair = session.get(Pair, pair_id)
        assert pair is not None  # pair_entry refused a pair that is not in the heat
        if session.get(PairsSession, (heat.id, session_number)) is None:
            raise message(
                translate("Pairs", "{heat} has no session {session}; add the session first."),
                heat=heat.name,
                session=session_number,
            )
        existing = session.get(PairsSessionReserve, (heat.id, pair.id, session_number))
        record.before = [existing.reserve_mid, existing.for_mid] if existing else None
        if existing is not None:
            session.delete(existing)
            session.flush()
        if reserve is not None:
            player = upsert_player(session, reserve)
            session.flush()
            put_session_reserve(session, heat, pair, entry, session_number, player.mid, for_mid)
        record.after = [reserve.mid, for_mid] if reserve is not None else None
        record.value = reserve.mid if reserve is not None else None
    return record.change


def set_reserve(
    tournament: Tournament, heat_id: str, pair_id: str, reserve: PlayerEntry | None, for_mid: str | None = None
) -> Change:
    """A reserve plays the whole heat for one of the pair's players; the other, ordinary player plays
    every session (D p.6). In the final the reserve must not have played for qualification. A
    reserve for one session is ``pairs_reserves.set_session_reserve``."""
    with tournament.action("set_pairs_reserve", f"{heat_id}/{pair_id}") as (session, record):
        entry = pair_entry(session, heat_id, pair_id)
        pair = session.get(Pair, pair_id)
        assert pair is not None  # pair_entry refused a pair that is not in the heat
        heat = get_heat(session, heat_id)
        record.before = [entry.reserve_mid, entry.reserve_for_mid]
        if reserve is None:
            entry.reserve_mid = entry.reserve_for_mid = None
            return_value = None
        else:
            player = upsert_player(session, reserve)
            session.flush()
            check_reserve_player(session, heat, pair, player.mid, for_mid)
            entry.reserve_mid, entry.reserve_for_mid = player.mid, for_mid
            session.flush()
            check_reserve_rule(session, heat, pair, entry)
            return_value = player.mid
        record.after = [entry.reserve_mid, entry.reserve_for_mid]
        record.value = return_value
    return record.change


def played_qualifying(session, event_id: str, mid: str) -> bool:
    """The player played a qualifying heat of the event, as one of a pair or as a reserve."""
    rows = session.execute(
        select(PairsEntry, Pair)
        .join(Pair, Pair.id == PairsEntry.pair_id)
        .join(PairsHeat, PairsHeat.id == PairsEntry.heat_id)
        .where(PairsHeat.event_id == event_id, PairsHeat.kind != "final")
    ).all()
    if any(mid in {pair.first_mid, pair.second_mid, entry.reserve_mid} for entry, pair in rows):
        return True
    as_reserve = (
        select(PairsSessionReserve.heat_id)
        .join(PairsHeat, PairsHeat.id == PairsSessionReserve.heat_id)
        .where(PairsHeat.event_id == event_id, PairsHeat.kind != "final", PairsSessionReserve.reserve_mid == mid)
    )
    return session.scalars(as_reserve).first() is not None


@dataclass(frozen=True)
class ReserveView:
    pair_id: str
    number: int  # the pair's number in the heat
    session: int | None  # None: the whole heat
    reserve_mid: str
    reserve_name: str
    for_mid: str
    for_name: str


def heat_reserves(tournament: Tournament, heat_id: str) -> tuple[ReserveView, ...]:
    """The heat's reserves, whole-heat ones first, by pair number and session."""
    with tournament.reading() as session:
        names = dict(
            session.execute(
                select(Player.mid, Player.name).where(
                    Player.mid.in_(
                        select(PairsEntry.reserve_mid)
                        .where(PairsEntry.heat_id == heat_id)
                        .union(
                            select(PairsEntry.reserve_for_mid).where(PairsEntry.heat_id == heat_id),
                            select(PairsSessionReserve.reserve_mid).where(PairsSessionReserve.heat_id == heat_id),
                            select(PairsSessionReserve.for_mid).where(PairsSessionReserve.heat_id == heat_id),
                        )
                    )
                )
            ).all()
        )
        entries = {
            entry.pair_id: entry for entry in session.scalars(select(PairsEntry).where(PairsEntry.heat_id == heat_id))
        }
        views = [
            ReserveView(
                entry.pair_id,
                entry.number,
                None,
                entry.reserve_mid,
                names[entry.reserve_mid],
                entry.reserve_for_mid or "",
                names.get(entry.reserve_for_mid or "", ""),
            )
            for entry in entries.values()
            if entry.reserve_mid
        ]
        for row in session.scalars(select(PairsSessionReserve).where(PairsSessionReserve.heat_id == heat_id)):
            views.append(
                ReserveView(
                    row.pair_id,
                    entries[row.pair_id].number,
                    row.session,
                    row.reserve_mid,
                    names[row.reserve_mid],
                    row.for_mid,
                    names[row.for_mid],
                )
            )
        return tuple(sorted(views, key=lambda view: (view.number, view.session or 0)))

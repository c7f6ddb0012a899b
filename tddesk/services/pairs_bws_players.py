"""The players a pairs session's Bridgemate file seats, checked against the heat (docs/pairs.md,
"Bridgemate files"): a file whose players are not the heat's pairs is another heat's file and is
refused whole, even when its pair numbers fit; a pair that played with a reserve gets the reserve
recorded for the session through the same check as the reserve dialog (D p.6)."""

from __future__ import annotations

from sqlalchemy import select

from tddesk.i18n import translate
from tddesk.models.pairs_tables import Pair, PairsEntry, PairsHeat, PairsSession, PairsSessionReserve
from tddesk.models.tables import Player
from tddesk.rules.pairs_bws import FilePlayer, RegisteredPair, compare_players, pair_players
from tddesk.services.errors import ServiceError, message
from tddesk.services.pairs_reserves import put_session_reserve

SHOWN_STRANGERS = 5


def check_file_players(session, heat: PairsHeat, session_number: int, data, notes: list[str]) -> int:
    """Refuse another heat's file; record the reserves the file shows (in the import's action) and
    return how many were recorded."""
    seen = pair_players(data.players, data.seatings, data.received)
    _note_day(session, heat, session_number, data, notes)
    if not seen:
        return 0  # no player numbers entered at the tables: nothing to compare
    entries = {
        entry.number: entry for entry in session.scalars(select(PairsEntry).where(PairsEntry.heat_id == heat.id))
    }
    pairs = {
        pair.id: pair
        for pair in session.scalars(select(Pair).where(Pair.id.in_([entry.pair_id for entry in entries.values()])))
    }
    session_reserves = {
        row.pair_id: (row.reserve_mid, row.for_mid)
        for row in session.scalars(
            select(PairsSessionReserve).where(
                PairsSessionReserve.heat_id == heat.id, PairsSessionReserve.session == session_number
            )
        )
    }
    registered = {
        number: RegisteredPair(
            (pairs[entry.pair_id].first_mid, pairs[entry.pair_id].second_mid),
            session_reserves.get(entry.pair_id) or _whole_heat(entry),
        )
        for number, entry in entries.items()
    }
    verdict = compare_players(seen, registered)
    names = _names(session, registered)
    if verdict.not_this_heat:
        raise message(
            translate(
                "Pairs",
                "The Bridgemate file is not {heat}'s: none of its pairs is the heat's pair of "
                "that number (pair {number} there is {file_pair}, here {heat_pair}){other}. "
                "Choose the file of this heat's session; nothing was imported.",
            ),
            heat=heat.name,
            number=verdict.strangers[0],
            file_pair=_seated(seen[verdict.strangers[0]]),
            heat_pair=_pair_words(registered[verdict.strangers[0]], names),
            other=_other_heat(session, heat, seen),
        )
    if verdict.strangers:
        lines = [
            translate(
                "Pairs", "Pair {number}: Bridgemate seats {file_pair}, but pair {number} of the heat is {heat_pair}"
            ).format(number=number, file_pair=_seated(seen[number]), heat_pair=_pair_words(registered[number], names))
            for number in verdict.strangers[:SHOWN_STRANGERS]
        ]
        raise message(
            translate(
                "Pairs",
                "The Bridgemate file does not fit the heat; nothing was imported:\n"
                "{problems}\nCorrect the pair numbers in Bridgemate Control Software (or "
                "choose the right file) and read it again.",
            ),
            problems="\n".join(lines),
        )
    for found in verdict.reserves:
        _record_reserve(session, heat, session_number, entries[found.number], pairs, found, names, notes)
    for number in verdict.disagreements:
        reserve_mid, for_mid = registered[number].reserve or ("", "")
        notes.append(
            translate(
                "Pairs",
                "Pair {number}: the file seats {file_pair}, but tddesk records {reserve} "
                "as reserve for {player} in this session; tddesk's record is kept. Change "
                "it with Reserve… if the file is right.",
            ).format(
                number=number,
                file_pair=_seated(seen[number]),
                reserve=names.get(reserve_mid, reserve_mid),
                player=names.get(for_mid, for_mid),
            )
        )
    return len(verdict.reserves)


def _whole_heat(entry: PairsEntry) -> tuple[str, str] | None:
    return (entry.reserve_mid, entry.reserve_for_mid) if entry.reserve_mid and entry.reserve_for_mid else None


def _record_reserve(session, heat, session_number, entry, pairs, found, names, notes) -> None:
    reserve, pair = found.reserve, pairs[entry.pair_id]
    player = session.get(Player, found.reserve.mid)
    where = translate("Pairs", "Pair {number} played with {reserve} (MID {mid}) for {player}").format(
        number=found.number,
        reserve=reserve.name or reserve.mid,
        mid=reserve.mid,
        player=names.get(found.for_mid, found.for_mid),
    )
    if player is None:
        raise message(
            translate(
                "Pairs",
                "{where}, but MID {mid} is not in the member register. Register the reserve "
                "with Reserve… in the heat, or correct the MID in Bridgemate Control "
                "Software, and read the file again; nothing was imported.",
            ),
            where=where,
            mid=reserve.mid,
        )
    try:
        put_session_reserve(session, heat, pair, entry, session_number, player.mid, found.for_mid)
    except ServiceError as error:
        raise message(translate("Pairs", "{where}: {problem}"), where=where, problem=str(error)) from None
    notes.append(
        translate("Pairs", "{where}: recorded as the reserve of session {session}.").format(
            where=where, session=session_number
        )
    )


def _names(session, registered: dict[int, RegisteredPair]) -> dict[str, str]:
    mids = {mid for pair in registered.values() for mid in (*pair.players, *(pair.reserve or ()))}
    return dict(session.execute(select(Player.mid, Player.name).where(Player.mid.in_(mids))).all())


def _seated(players: tuple[FilePlayer, ...]) -> str:
    return " – ".join(player.name or player.mid for player in players)


def _pair_words(pair: RegisteredPair, names: dict[str, str]) -> str:
    return " – ".join(names.get(mid, mid) for mid in pair.players)


def _other_heat(session, heat: PairsHeat, seen) -> str:
    """ ", it is the file of Kval Malmö" when the players are another heat's pairs under these numbers."""
    for other in session.scalars(
        select(PairsHeat)
        .where(PairsHeat.event_id == heat.event_id, PairsHeat.id != heat.id)
        .order_by(PairsHeat.position)
    ):
        rows = session.execute(
            select(PairsEntry.number, Pair.first_mid, Pair.second_mid)
            .join(Pair, Pair.id == PairsEntry.pair_id)
            .where(PairsEntry.heat_id == other.id)
        )
        verdict = compare_players(seen, {number: RegisteredPair((first, second)) for number, first, second in rows})
        if verdict.compared and not verdict.strangers:
            return translate("Pairs", "; its players are the pairs of {heat}").format(heat=other.name)
    return ""


def _note_day(session, heat: PairsHeat, session_number: int, data, notes: list[str]) -> None:
    row = session.get(PairsSession, (heat.id, session_number))
    # The heat's day is its first evening; a later session without a day of its own is not compared.
    day = (row.day if row is not None else None) or (heat.day if session_number == 1 else None)
    if day is not None and data.played_on is not None and data.played_on != day:
        notes.append(
            translate(
                "Pairs",
                "The file was played on {played}, but session {session} is dated {day}; "
                "check that it is this session's file.",
            ).format(played=data.played_on.isoformat(), session=session_number, day=day.isoformat())
        )

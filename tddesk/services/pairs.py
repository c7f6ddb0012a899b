"""The pairs championship's registrations: events, heats, sessions, pairs and who plays in which
heat (docs/pairs.md). One function per TD action, each one undoable transaction; what they
registered is read through ``pair_views``."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import TYPE_CHECKING

from sqlalchemy import select

from tddesk.i18n import translate
from tddesk.models.pairs_tables import (
    Pair,
    PairsEntry,
    PairsEvent,
    PairsHeat,
    PairsSession,
    PairsSessionReserve,
)
from tddesk.models.tables import Championship, Club, Player
from tddesk.rules import entry_limits as limits
from tddesk.rules.pairs_season import DISCIPLINES, PairsRules, pairs_rules
from tddesk.rules.profile import profile_data
from tddesk.services.errors import message, refused
from tddesk.services.ids import slug, unique_id
from tddesk.services.players import PlayerEntry, find_or_create_club, upsert_player

if TYPE_CHECKING:
    from tddesk.services.tournament import Change, Tournament

HEAT_KINDS = ("silver", "bronze", "final")
MOVEMENTS = ("barometer", "mitchell", "howell")


def event_rules(session) -> PairsRules:
    """The profile's ``[pairs]`` numbers (PP4, fees, bonus); the ÖMBF 2016-17 values where it has none."""
    try:
        return _rules_of(*session.execute(select(Championship.profile_toml, Championship.profile_overrides)).one())
    except ValueError as error:  # a ProfileError too
        raise message(
            translate("Pairs", "The regulation profile's pairs settings are wrong: {error}"), error=str(error)
        ) from None


@lru_cache(maxsize=8)
def _rules_of(profile_text: str, overrides: str | None) -> PairsRules:
    # parsed once per profile text: every standing read asks for it (PP4's heat class)
    return pairs_rules(profile_data(profile_text, overrides).get("pairs"))


def create_pairs_event(
    tournament: Tournament, name: str, discipline: str, final_pairs: int, final_boards: int
) -> Change:
    """A discipline's pairs championship (e.g. DM Par Mixed: a final of 28 pairs and 54 boards)."""
    return create_pairs_championship(tournament, name, discipline, final_pairs, final_boards, ())


@dataclass(frozen=True)
class HeatPlan:
    """A heat to add with a new championship: its name, kind (silver, bronze, final) and club."""

    name: str
    kind: str
    club: str | None = None
    day: dt.date | None = None


def create_pairs_championship(
    tournament: Tournament, name: str, discipline: str, final_pairs: int, final_boards: int, heats: Sequence[HeatPlan]
) -> Change:
    """A pairs championship with its qualifying heats and final, as one action: all is saved, or
    (a heat refused) nothing, and one undo takes it all back."""
    name = name.strip()
    if not name:
        raise message(translate("Pairs", "The pairs championship needs a name."))
    if (bad_name := limits.name_problem(name)) is not None:
        raise refused([bad_name])
    if discipline not in DISCIPLINES:
        raise message(
            translate("Pairs", "The discipline is mixed, open, veteran or women, not {discipline}."),
            discipline=discipline,
        )
    if (wrong_size := limits.final_size_problem(final_pairs, final_boards)) is not None:
        raise refused([wrong_size])
    with tournament.action("create_pairs_event", name) as (session, record):
        event = PairsEvent(
            id=unique_id(session, PairsEvent.id, slug(name)),
            name=name,
            discipline=discipline,
            final_pairs=final_pairs,
            final_boards=final_boards,
            position=len(session.scalars(select(PairsEvent.id)).all()),
        )
        session.add(event)
        session.flush()
        added = [_new_heat(session, event, plan.name, plan.kind, plan.club, plan.day).id for plan in heats]
        record.after = {"name": name, "discipline": discipline, "final_pairs": final_pairs, "heats": added}
        record.value = event.id
    return record.change


def get_event(session, event_id: str) -> PairsEvent:
    event = session.get(PairsEvent, event_id)
    if event is None:
        raise message(translate("Pairs", "The file has no pairs championship {event}."), event=event_id)
    return event


def get_heat(session, heat_id: str) -> PairsHeat:
    heat = session.get(PairsHeat, heat_id)
    if heat is None:
        raise message(translate("Pairs", "The file has no pairs heat {heat}."), heat=heat_id)
    return heat


def add_pairs_heat(
    tournament: Tournament, event_id: str, name: str, kind: str, club: str | None = None, day: dt.date | None = None
) -> Change:
    """A qualifying heat (silver or bronze, PP4) at a club, or the event's final."""
    with tournament.action("add_pairs_heat", name.strip()) as (session, record):
        heat = _new_heat(session, get_event(session, event_id), name, kind, club, day)
        record.after = {"name": heat.name, "kind": kind}
        record.value = heat.id
    return record.change


def _new_heat(session, event: PairsEvent, name: str, kind: str, club: str | None, day: dt.date | None) -> PairsHeat:
    if kind not in HEAT_KINDS:
        raise message(translate("Pairs", "A pairs heat is silver, bronze or final, not {kind}."), kind=kind)
    name = name.strip()
    if not name:
        raise message(translate("Pairs", "The heat needs a name."))
    if (bad_name := limits.name_problem(name)) is not None:
        raise refused([bad_name])
    heats = session.scalars(select(PairsHeat).where(PairsHeat.event_id == event.id)).all()
    if kind == "final" and any(heat.kind == "final" for heat in heats):
        raise message(translate("Pairs", "{event} already has a final."), event=event.name)
    if any(heat.name.casefold() == name.casefold() for heat in heats):
        raise message(
            translate("Pairs", "{event} already has a heat called {heat}; give each heat its own name."),
            event=event.name,
            heat=name,
        )
    club_id = None
    if club and club.strip():
        # the organising club, in the district unless the register says otherwise
        known = next((c for c in session.scalars(select(Club)) if c.name.casefold() == club.strip().casefold()), None)
        district = session.scalars(select(Championship.district)).one()
        organiser = known or find_or_create_club(session, club, district)
        club_id = organiser.id if organiser else None
    heat = PairsHeat(
        id=unique_id(session, PairsHeat.id, f"{event.id}-{slug(name)}"),
        event_id=event.id,
        name=name,
        kind=kind,
        club_id=club_id,
        day=day,
        position=len(heats),
    )
    session.add(heat)
    session.flush()
    return heat


def add_session(
    tournament: Tournament,
    heat_id: str,
    movement: str = "barometer",
    boards_per_round: int | None = None,
    day: dt.date | None = None,
) -> Change:
    """The heat's next session. PP4: a qualifying heat has at most two sessions."""
    if movement not in MOVEMENTS:
        raise message(
            translate("Pairs", "The movement is barometer, mitchell or howell, not {movement}."), movement=movement
        )
    with tournament.action("add_pairs_session", heat_id) as (session, record):
        heat = get_heat(session, heat_id)
        sessions = session.scalars(select(PairsSession).where(PairsSession.heat_id == heat.id)).all()
        most = event_rules(session).silver_max_sessions
        if heat.kind != "final" and len(sessions) >= most:
            raise message(
                translate("Pairs", "PP4: a qualifying heat has at most {most} sessions; {heat} has them already."),
                most=most,
                heat=heat.name,
            )
        number = len(sessions) + 1
        session.add(
            PairsSession(heat_id=heat.id, number=number, movement=movement, boards_per_round=boards_per_round, day=day)
        )
        record.after = {"session": number, "movement": movement}
        record.value = number
    return record.change


def register_pair(
    tournament: Tournament,
    event_id: str,
    first: PlayerEntry,
    second: PlayerEntry,
    *,
    reigning_champions: bool = False,
    direct_place: bool = False,
) -> Change:
    """A pair of two members (MIDs) for an event. Last year's champions, as the same pair, may take
    their direct final place when registered before the qualifying period ends (D p.7)."""
    with tournament.action("register_pair", f"{first.name} – {second.name}") as (session, record):
        event = get_event(session, event_id)
        # a club not in the register yet is taken to be of the championship's district
        district = session.scalars(select(Championship.district)).one()
        players = [upsert_player(session, _in_district(session, entry, district)) for entry in (first, second)]
        if players[0].mid == players[1].mid:
            raise message(
                translate("Pairs", "A pair is two players: {name} (MID {mid}) is given twice."),
                name=players[0].name,
                mid=players[0].mid,
            )
        mids = {player.mid for player in players}
        for other in session.scalars(select(Pair).where(Pair.event_id == event.id)):
            if {other.first_mid, other.second_mid} == mids:
                raise message(
                    translate("Pairs", "{first} and {second} are already registered as a pair."),
                    first=players[0].name,
                    second=players[1].name,
                )
        if direct_place and not reigning_champions:
            raise message(translate("Pairs", "Only last year's champions, as the same pair, have a direct place."))
        session.flush()
        pair = Pair(
            id=unique_id(session, Pair.id, f"{event.id}-{players[0].mid}-{players[1].mid}"),
            event_id=event.id,
            first_mid=players[0].mid,
            second_mid=players[1].mid,
            reigning_champions=reigning_champions,
            direct_place=direct_place,
            position=len(session.scalars(select(Pair.id).where(Pair.event_id == event.id)).all()),
        )
        session.add(pair)
        record.after = {"pair": [players[0].mid, players[1].mid], "champions": reigning_champions}
        record.value = pair.id
    return record.change


def _in_district(session, entry: PlayerEntry, district: str) -> PlayerEntry:
    if entry.district or not entry.club.strip():
        return entry
    known = next((c for c in session.scalars(select(Club)) if c.name.casefold() == entry.club.strip().casefold()), None)
    return entry if known else replace(entry, district=district)


def enter_heat(
    tournament: Tournament, heat_id: str, pair_id: str, number: int, plays_for_qualification: bool = True
) -> Change:
    """The pair plays the heat as pair ``number``. A player who already played another qualifying heat
    of the discipline this season makes the pair play out of competition: it is entered struck, its
    boards still score, but it has no place and does not count in the quota (D p.6)."""
    with tournament.action("enter_pairs_heat", f"{heat_id}/{number}") as (session, record):
        heat = get_heat(session, heat_id)
        pair = _pair(session, pair_id, heat.event_id)
        entries = session.scalars(select(PairsEntry).where(PairsEntry.heat_id == heat.id)).all()
        if any(entry.pair_id == pair.id for entry in entries):
            raise message(translate("Pairs", "The pair already plays in {heat}."), heat=heat.name)
        if (wrong_number := limits.pair_number_problem(number)) is not None:
            raise refused([wrong_number])
        if any(entry.number == number for entry in entries):
            raise message(
                translate("Pairs", "Pair number {number} is already taken in {heat}; choose another."),
                number=number,
                heat=heat.name,
            )
        struck = None
        if heat.kind != "final":
            earlier = earlier_heat(session, heat, pair)
            if earlier is not None:
                player, other_heat = earlier
                struck = translate("Pairs", "{player} already played the qualifying heat {heat} this season").format(
                    player=player, heat=other_heat
                )
        session.add(
            PairsEntry(
                heat_id=heat.id,
                pair_id=pair.id,
                number=number,
                plays_for_qualification=plays_for_qualification or heat.kind == "silver",
                struck_reason=struck,
            )
        )
        record.after = {"pair": pair.id, "number": number, "struck": struck}
        record.value = struck
    return record.change


def earlier_heat(session, heat: PairsHeat, pair: Pair) -> tuple[str, str] | None:
    mids = {pair.first_mid, pair.second_mid}
    rows = session.execute(
        select(PairsEntry, Pair, PairsHeat)
        .join(Pair, Pair.id == PairsEntry.pair_id)
        .join(PairsHeat, PairsHeat.id == PairsEntry.heat_id)
        .where(PairsHeat.event_id == heat.event_id, PairsHeat.kind != "final", PairsHeat.id != heat.id)
    ).all()
    by_session: dict[tuple[str, str], set[str]] = {}
    for row in session.scalars(select(PairsSessionReserve).where(PairsSessionReserve.heat_id != heat.id)):
        by_session.setdefault((row.heat_id, row.pair_id), set()).add(row.reserve_mid)
    for entry, other, other_heat in rows:
        # a player replaced for the whole heat did not play it; a reserve of any session did
        played = {other.first_mid, other.second_mid, entry.reserve_mid} - {entry.reserve_for_mid} | by_session.get(
            (entry.heat_id, entry.pair_id), set()
        )
        shared = mids & played
        if shared:
            return session.get(Player, sorted(shared)[0]).name, other_heat.name
    return None


def strike_pair(tournament: Tournament, heat_id: str, pair_id: str, reason: str | None) -> Change:
    """The pair plays out of competition (e.g. a player qualified in another district); None: reinstated."""
    with tournament.action("strike_pair", f"{heat_id}/{pair_id}") as (session, record):
        entry = pair_entry(session, heat_id, pair_id)
        record.before = entry.struck_reason
        entry.struck_reason = (reason or "").strip() or None
        record.after = entry.struck_reason
    return record.change


def _pair(session, pair_id: str, event_id: str) -> Pair:
    pair = session.get(Pair, pair_id)
    if pair is None or pair.event_id != event_id:
        raise message(translate("Pairs", "The pair {pair} is not registered for this championship."), pair=pair_id)
    return pair


def pair_entry(session, heat_id: str, pair_id: str) -> PairsEntry:
    entry = session.get(PairsEntry, (heat_id, pair_id))
    if entry is None:
        raise message(translate("Pairs", "The pair {pair} does not play in this heat."), pair=pair_id)
    return entry

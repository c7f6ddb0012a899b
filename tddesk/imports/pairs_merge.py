"""Merging a pairs heat into the championship file: a club ran its qualifying heat in a file of its
own (a .tddesk file or its open-format export, version 3) and the district TD adds it — the pairs,
their players, the heat with its sessions, board results or result list, reserves and lots
(docs/pairs.md, "Merging a club's heat").

``preview_pairs_merge`` only reads and lists every conflict with how it is resolved;
``merge_pairs_heat`` writes it all in one audited action (undone as a whole) and only when no
conflict is refused. Conflicts:
- the file has no pairs championship of that id or name, or one of another discipline: refused;
- the heat is already in the file (same id and name): refused; its id taken by another heat: a free id;
- a MID the file knows under another name: refused (MIDs carry master points), unless the names
  differ only in accents, case or punctuation: the file's spelling is kept;
- a pair of the same two players already registered: reused; otherwise a new pair;
- a player who already played another qualifying heat of the discipline: the pair is entered
  struck (plays out of competition, D p.6), shown.
"""

from __future__ import annotations

import copy
import datetime as dt
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from sqlalchemy import select
from sqlalchemy.orm import Session

from tddesk.i18n import translate
from tddesk.imports.json_pairs import import_heat
from tddesk.imports.json_pairs_checks import check_pairs
from tddesk.imports.merge import REFUSE, Conflict, read_source
from tddesk.imports.merge_plan import free_id, same_spelling
from tddesk.models.pairs_tables import Pair, PairsEntry, PairsEvent, PairsHeat
from tddesk.models.tables import Club, Player
from tddesk.services.errors import ServiceError, message
from tddesk.services.pairs import earlier_heat
from tddesk.services.tournament import Change

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament

SHOWN = "shown"
REUSE_PAIR = "reuse_pair"


@dataclass(frozen=True)
class PairsMergePreview:
    source: str
    heat_id: str  # in the source
    target_heat_id: str  # in the championship file
    heat_name: str
    event_id: str  # the file's pairs championship it joins
    conflicts: tuple[Conflict, ...]
    pairs: int  # new pairs
    reused_pairs: int
    results: int
    document: dict = field(repr=False, compare=False, hash=False)

    @property
    def refusals(self) -> tuple[Conflict, ...]:
        return tuple(conflict for conflict in self.conflicts if conflict.resolution == REFUSE)

    @property
    def can_merge(self) -> bool:
        return not self.refusals


def preview_pairs_merge(
    tournament: Tournament, source_path: str | Path, heat_id: str | None = None
) -> PairsMergePreview:
    """What merging the qualifying heat ``heat_id`` of the source (its only one when None) would add."""
    document = read_source(source_path)
    problems = check_pairs(document)
    if problems:
        raise ServiceError(
            translate("Merge", "The source's pairs championships do not fit the format: {problem}").format(
                problem=problems[0]
            )
        )
    with tournament.reading() as session:
        return _plan(session, document, heat_id, str(source_path))


def merge_pairs_heat(tournament: Tournament, preview: PairsMergePreview) -> Change:
    """Merge the previewed heat in one action (undo removes all of it)."""
    if not preview.can_merge:
        raise ServiceError(
            translate("Merge", "The heat cannot be merged: {detail} ({count} refused in all)").format(
                detail=preview.refusals[0].detail, count=len(preview.refusals)
            )
        )
    with tournament.action("merge_pairs_heat", preview.target_heat_id) as (session, record):
        again = _plan(session, preview.document, preview.heat_id, preview.source)
        if (again.conflicts, again.target_heat_id) != (preview.conflicts, preview.target_heat_id):
            raise message(
                translate("Merge", "The championship file has changed since the preview; preview the merge again.")
            )
        _apply(session, again)
        record.after = {
            "source": preview.source,
            "heat": preview.target_heat_id,
            "pairs": preview.pairs,
            "reused_pairs": preview.reused_pairs,
            "results": preview.results,
        }
        record.value = preview.target_heat_id
    return record.change


def _source_heat(document: dict, heat_id: str | None) -> tuple[dict, dict]:
    heats = [
        (event, heat)
        for event in document.get("pairs_events", [])
        for heat in event["heats"]
        if heat["kind"] != "final"
    ]
    for event, heat in heats:
        if heat["id"] == heat_id or (heat_id is None and len(heats) == 1):
            return event, heat
    raise message(
        translate("Merge", "The file has no qualifying pairs heat {heat}; it has: {heats}."),
        heat=heat_id or "—",
        heats=", ".join(heat["id"] for _event, heat in heats) or "—",
    )


def _plan(session: Session, document: dict, heat_id: str | None, source: str) -> PairsMergePreview:
    event, heat = _source_heat(document, heat_id)
    conflicts: list[Conflict] = []

    def add(kind: str, subject: str, resolution: str, text: str) -> None:
        conflicts.append(Conflict(kind, subject, text, resolution))

    target = (
        session.get(PairsEvent, event["id"])
        or session.scalars(select(PairsEvent).where(PairsEvent.name == event["name"])).first()
    )
    if target is None:
        add(
            "pairs_event",
            event["name"],
            REFUSE,
            translate(
                "Merge", "The file has no pairs championship {name}; create it first (Tools → New pairs championship…)."
            ).format(name=event["name"]),
        )
    elif target.discipline != event["discipline"]:
        add(
            "pairs_discipline",
            event["name"],
            REFUSE,
            translate(
                "Merge",
                "{name} is a championship of another discipline here ({here}) than in the heat's file ({there}).",
            ).format(name=target.name, here=target.discipline, there=event["discipline"]),
        )
    heats = {row.id: row for row in session.scalars(select(PairsHeat))}
    target_heat_id = heat["id"]
    if heat["id"] in heats:
        if heats[heat["id"]].name == heat["name"]:
            add(
                "heat_present",
                heat["name"],
                REFUSE,
                translate(
                    "Merge", "{heat} is already in the file (merged before); undo that merge to merge it again."
                ).format(heat=heat["name"]),
            )
        else:
            target_heat_id = free_id(heat["id"], set(heats))
            add(
                "heat_id",
                heat["id"],
                SHOWN,
                translate("Merge", "The heat's id {id} is taken here; it is merged as {new}.").format(
                    id=heat["id"], new=target_heat_id
                ),
            )
    players = {
        row.mid: row for row in session.scalars(select(Player).where(Player.mid.in_(_mids(document, event, heat))))
    }
    by_mid = {player["mid"]: player for player in document["players"]}
    for mid in _mids(document, event, heat):
        known, theirs = players.get(mid), by_mid[mid]
        if known is not None and known.name != theirs["name"]:
            if same_spelling(known.name, theirs["name"]):
                add(
                    "mid_spelling",
                    mid,
                    SHOWN,
                    translate(
                        "Merge", "MID {mid} is {known} here and {theirs} in the heat; the file's spelling is kept."
                    ).format(mid=mid, known=known.name, theirs=theirs["name"]),
                )
            else:
                add(
                    "mid_name",
                    mid,
                    REFUSE,
                    translate(
                        "Merge",
                        "MID {mid} is {known} here but {theirs} in the heat; correct the MID in one of the "
                        "files (master points follow the MID).",
                    ).format(mid=mid, known=known.name, theirs=theirs["name"]),
                )
    existing = {}
    if target is not None:
        existing = {
            frozenset((pair.first_mid, pair.second_mid)): pair.id
            for pair in session.scalars(select(Pair).where(Pair.event_id == target.id))
        }
    source_pairs = {pair["id"]: pair for pair in event["pairs"]}
    reused = sum(
        1
        for entry in heat["entries"]
        if frozenset(source_pairs[entry["pair"]][side] for side in ("first", "second")) in existing
    )
    if target is not None:
        _struck(session, target.id, target_heat_id, heat, source_pairs, by_mid, add)
    return PairsMergePreview(
        source,
        heat["id"],
        target_heat_id,
        heat["name"],
        target.id if target else "",
        tuple(conflicts),
        len(heat["entries"]) - reused,
        reused,
        len(heat["results"]),
        copy.deepcopy(document),
    )


def _struck(session: Session, event_id: str, heat_id: str, heat: dict, source_pairs: dict, by_mid: dict, add) -> None:
    """D p.6: a pair with a player who already played another qualifying heat comes in struck (shown)."""
    here = PairsHeat(id=heat_id, event_id=event_id)  # not added to the session: only asked about
    for entry in heat["entries"]:
        pair = source_pairs[entry["pair"]]
        earlier = earlier_heat(session, here, Pair(first_mid=pair["first"], second_mid=pair["second"]))
        if earlier is not None and not entry.get("struck"):
            add(
                "pair_struck",
                str(entry["number"]),
                SHOWN,
                translate(
                    "Merge",
                    "Pair {number}, {names}: {player} already played the qualifying heat {heat} this season; "
                    "the pair is entered struck and plays out of competition (D p.6).",
                ).format(
                    number=entry["number"],
                    names=" – ".join(by_mid[pair[side]]["name"] for side in ("first", "second")),
                    player=earlier[0],
                    heat=earlier[1],
                ),
            )


def _mids(document: dict, event: dict, heat: dict) -> list[str]:
    pairs = {pair["id"]: pair for pair in event["pairs"]}
    mids: list[str] = []
    for entry in heat["entries"]:
        mids += [pairs[entry["pair"]]["first"], pairs[entry["pair"]]["second"]]
        mids += [entry["reserve"]] if "reserve" in entry else []
    mids += [item["reserve"] for item in heat.get("session_reserves", [])]
    return list(dict.fromkeys(mids))


def _apply(session: Session, plan: PairsMergePreview) -> None:
    document = plan.document
    event, heat = _source_heat(document, plan.heat_id)
    clubs = {club.id: club for club in session.scalars(select(Club))}
    club_by_name = {club.name.casefold(): club.id for club in clubs.values()}
    their_clubs = {club["id"]: club for club in document["clubs"]}
    club_ids: dict[str, str] = {}

    def club_id(source_id: str | None) -> str | None:
        if source_id is None:
            return None
        if source_id not in club_ids:
            club = their_clubs[source_id]
            found = club_by_name.get(club["name"].casefold()) or (source_id if source_id in clubs else None)
            if found is None:
                found = source_id
                clubs[found] = Club(id=found, name=club["name"], district=club["district"])
                session.add(clubs[found])
                session.flush()
            club_ids[source_id] = found
        return club_ids[source_id]

    by_mid = {player["mid"]: player for player in document["players"]}
    for mid in _mids(document, event, heat):
        if session.get(Player, mid) is None:
            player = by_mid[mid]
            session.add(
                Player(
                    mid=mid,
                    name=player["name"],
                    club_id=club_id(player["club"]),
                    birth_year=player["birth_year"],
                    membership_paid=player["membership_paid"],
                )
            )
    session.flush()
    existing = {
        frozenset((pair.first_mid, pair.second_mid)): pair.id
        for pair in session.scalars(select(Pair).where(Pair.event_id == plan.event_id))
    }
    taken = set(session.scalars(select(Pair.id)))
    position = len(existing)
    pair_ids: dict[str, str] = {}
    source_pairs = {pair["id"]: pair for pair in event["pairs"]}
    for entry in heat["entries"]:
        pair = source_pairs[entry["pair"]]
        key = frozenset((pair["first"], pair["second"]))
        if key not in existing:
            new_id = free_id(pair["id"], taken)
            session.add(
                Pair(
                    id=new_id,
                    event_id=plan.event_id,
                    first_mid=pair["first"],
                    second_mid=pair["second"],
                    reigning_champions=pair["reigning_champions"],
                    direct_place=pair["direct_place"],
                    position=position,
                )
            )
            position += 1
            existing[key] = new_id
        pair_ids[pair["id"]] = existing[key]
    heats_before = session.scalars(select(PairsHeat).where(PairsHeat.event_id == plan.event_id)).all()
    target_heat = PairsHeat(
        id=plan.target_heat_id,
        event_id=plan.event_id,
        name=heat["name"],
        kind=heat["kind"],
        club_id=club_id(heat.get("club")),
        day=_date(heat.get("day")),
        position=len(heats_before),
    )
    session.add(target_heat)
    session.flush()
    import_heat(session, plan.event_id, _renamed(heat, pair_ids, plan.target_heat_id))
    session.flush()
    pairs_here = {pair.id: pair for pair in session.scalars(select(Pair).where(Pair.event_id == plan.event_id))}
    for entry in session.scalars(select(PairsEntry).where(PairsEntry.heat_id == plan.target_heat_id)):
        earlier = earlier_heat(session, target_heat, pairs_here[entry.pair_id])
        if earlier is not None and entry.struck_reason is None:
            entry.struck_reason = translate(
                "Pairs", "{player} already played the qualifying heat {heat} this season"
            ).format(player=earlier[0], heat=earlier[1])
    session.flush()


def _renamed(heat: dict, pair_ids: dict[str, str], heat_id: str) -> dict:
    """The source heat with the file's pair ids and the heat's id here."""
    renamed = copy.deepcopy(heat)
    renamed["id"] = heat_id
    for entry in renamed["entries"]:
        entry["pair"] = pair_ids[entry["pair"]]
    for key in ("result_list", "session_reserves"):
        for item in renamed.get(key, []):
            item["pair"] = pair_ids[item["pair"]]
    for lot in renamed.get("lots", []):
        lot["pairs"] = [pair_ids[pair] for pair in lot["pairs"]]
        lot["order"] = [pair_ids[pair] for pair in lot["order"]]
    return renamed


def _date(text: str | None) -> dt.date | None:
    return None if text is None else dt.date.fromisoformat(text)

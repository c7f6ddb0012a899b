"""The file's tables read into the open format's document, for ``json_export`` (docs/format.md).

Each table is read once, as plain rows (no ORM objects, ``json_rows``), and grouped in memory: the
time grows with the file's size and nothing else. ``DocumentReader`` reads the championship, its
clubs, players and teams, place offers, pairs championships (``json_pairs``) and audit list; the
stages are read by ``json_stages``, where what the file can hold and the format cannot say is
refused (``json_refusals``).
"""

from __future__ import annotations

import json
from collections import defaultdict
from typing import Any

from sqlalchemy import select

from tddesk.export.json_pairs import export_pairs
from tddesk.export.json_rows import ENTRY_ORDER, TableReader, date_text, put
from tddesk.export.json_stages import StageReader
from tddesk.formats.json_format import BOOKKEEPING_ACTIONS, FORMAT_NAME, document_version
from tddesk.models.tables import (
    Audit,
    Championship,
    Club,
    Dispensation,
    PlaceOffer,
    Player,
    Team,
    TeamMember,
)


class DocumentReader(TableReader):
    """Reads every table once and assembles the document from the rows."""

    def document(self) -> dict[str, Any]:
        document = {
            "format": FORMAT_NAME,
            "version": 1,
            "championship": self.championship(),
            "clubs": [
                {"id": id_, "name": name, "district": district}
                for id_, name, district in self.rows(Club.id, Club.name, Club.district, order=[ENTRY_ORDER])
            ],
            "players": [
                {"mid": mid, "name": name, "club": club, "birth_year": birth_year, "membership_paid": paid}
                for mid, name, club, birth_year, paid in self.rows(
                    Player.mid,
                    Player.name,
                    Player.club_id,
                    Player.birth_year,
                    Player.membership_paid,
                    order=[ENTRY_ORDER],
                )
            ],
            "teams": self.teams(),
            "stages": StageReader(self.session).stages(),
        }
        offers = self.place_offers()
        if offers:
            document["place_offers"] = offers
        pairs_events = export_pairs(self.rows, ENTRY_ORDER)
        if pairs_events:
            document["pairs_events"] = pairs_events
        document["audit"] = [
            {
                "at": at.isoformat(timespec="seconds"),
                "by": by,
                "action": action,
                "subject": subject or "",
                "before": _loads(before),
                "after": _loads(after),
            }
            for at, by, action, subject, before, after in self.rows(
                Audit.at,
                Audit.by,
                Audit.action,
                Audit.subject,
                Audit.before,
                Audit.after,
                where=Audit.action.not_in(BOOKKEEPING_ACTIONS),
                order=[Audit.id],
            )
        ]
        document["version"] = document_version(document)
        return document

    def championship(self) -> dict[str, Any]:
        name, season, profile, district, overrides, places = self.connection.execute(
            select(
                Championship.name,
                Championship.season,
                Championship.profile_id,
                Championship.district,
                Championship.profile_overrides,
                Championship.semifinal_places,
            )
        ).one()
        entry: dict[str, Any] = {"name": name, "season": season, "profile": profile, "district": district}
        if overrides is not None:
            entry["profile_overrides"] = json.loads(overrides)
        put(entry, "semifinal_places", places)
        return entry

    def teams(self) -> list[dict[str, Any]]:
        players = defaultdict(list)
        for team_id, mid in self.rows(TeamMember.team_id, TeamMember.mid, order=[TeamMember.position, ENTRY_ORDER]):
            players[team_id].append(mid)
        dispensations = defaultdict(list)
        for team_id, mid, kind, granted_on in self.rows(
            Dispensation.team_id, Dispensation.mid, Dispensation.kind, Dispensation.granted_on, order=[ENTRY_ORDER]
        ):
            dispensations[team_id].append({"mid": mid, "kind": kind, "granted_on": date_text(granted_on)})
        return [
            {
                "id": id_,
                "name": name,
                "captain": captain,
                "players": players[id_],
                "newcomer": newcomer,
                "entry_fee_paid_on": date_text(paid_on),
                "dispensations": dispensations[id_],
            }
            for id_, name, captain, newcomer, paid_on in self.rows(
                Team.id,
                Team.name,
                Team.captain_mid,
                Team.newcomer,
                Team.entry_fee_paid_on,
                order=[Team.position, ENTRY_ORDER],
            )
        ]

    def place_offers(self) -> list[dict[str, Any]]:
        return [
            {
                "from": from_stage,
                "team": team,
                "target": target,
                "accepted": accepted,
                "answered_on": date_text(answered_on),
            }
            for from_stage, team, target, accepted, answered_on in self.rows(
                PlaceOffer.from_stage_id,
                PlaceOffer.team_id,
                PlaceOffer.target,
                PlaceOffer.accepted,
                PlaceOffer.answered_on,
                order=[PlaceOffer.id],
            )
        ]


def _loads(text: str | None) -> Any:
    return None if text is None else json.loads(text)

"""The recorded answers to place offers and the state replayed from them (A4, A10).

Shared by the semifinal offers (``tddesk.services.advancement_offers``) and the finals
(``tddesk.services.finals``), so neither imports the other's module for these types.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from typing import TYPE_CHECKING

from sqlalchemy import select

from tddesk.ids import StageId, TeamId
from tddesk.models.tables import PlaceOffer
from tddesk.rules.place_offers import NextOffer, PlaceOffers
from tddesk.services.advancement import SemifinalAllocationView

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament


@dataclass(frozen=True)
class OfferAnswerRow:
    team_id: TeamId
    from_stage_id: StageId
    accepted: bool
    answered_on: dt.date | None


@dataclass(frozen=True)
class OfferRow:
    """A team offered a place: ``status`` is "accepted", "declined" or "offered" (no answer yet)."""

    team_id: TeamId
    name: str
    stage_id: StageId  # the heat (or semifinal) the place comes from
    stage_name: str
    rank: int
    status: str
    answered_on: dt.date | None
    ask_now: bool


@dataclass(frozen=True)
class OffersView:
    """A4: every offer so far and who to ask next, in words."""

    target: str
    file_allocation: SemifinalAllocationView | None
    offers: PlaceOffers | None
    rows: tuple[OfferRow, ...]
    next_offer: NextOffer | None
    next_team_id: TeamId | None
    next_to_ask: str  # "Ask next: Ek (Kvalheat Linköping)", or why nobody is asked
    explanation: str  # the rule's words for it
    accepted: tuple[str, ...]  # team ids, heat by heat
    problem: str = ""  # why no state could be made (e.g. an undecided A1 tie)
    misfit_team_id: TeamId | None = None  # A4: the first recorded answer that no longer fits the standings


def answers(tournament: Tournament, target: str) -> tuple[OfferAnswerRow, ...]:
    """The recorded answers for ``target``, oldest first."""
    with tournament.reading() as session:
        rows = session.scalars(select(PlaceOffer).where(PlaceOffer.target == target).order_by(PlaceOffer.id))
        return tuple(OfferAnswerRow(row.team_id, row.from_stage_id, row.accepted, row.answered_on) for row in rows)

"""The columns of the allocation view's three tables: the heats with their places (A1, A2), the
offers with the teams' answers (A4), the order of choice (A3). Their titles keep the view's
translation context."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from tddesk import numbers
from tddesk.i18n import translate
from tddesk.ids import StageId, TeamId
from tddesk.services.advancement import ChoiceRow
from tddesk.ui.widgets.row_table import Column


@dataclass(frozen=True)
class OfferLine:
    """A team on the offers list: offered a place (with its answer), or the next to ask."""

    stage_id: StageId
    team_id: TeamId
    name: str
    heat: str
    rank: int
    answer: str
    answered_on: str = ""


def heat_columns() -> list[Column[Any]]:
    def of_places(text: Callable[[Any], str]) -> Callable[[Any], str]:
        return lambda heat: text(heat.places) if heat.places else ""

    return [
        Column(translate("AllocationView", "Heat"), lambda heat: heat.name),
        Column(translate("AllocationView", "Teams"), lambda heat: str(heat.teams), number=True),
        Column(
            translate("AllocationView", "Quotient"),
            of_places(lambda places: numbers.localise(places.quotient_text)),
            number=True,
        ),
        Column(translate("AllocationView", "Whole"), of_places(lambda places: str(places.whole)), number=True),
        Column(
            translate("AllocationView", "Decimals"),
            of_places(lambda places: numbers.localise(places.decimals_text)),
            number=True,
        ),
        Column(translate("AllocationView", "Places"), of_places(lambda places: str(places.places)), number=True),
        Column(translate("AllocationView", "Reason"), lambda heat: "; ".join(heat.reason_texts())),
    ]


def offer_columns() -> list[Column[OfferLine]]:
    return [
        Column(translate("AllocationView", "Team"), lambda line: line.name),
        Column(translate("AllocationView", "Heat"), lambda line: line.heat),
        Column(translate("AllocationView", "Place"), lambda line: str(line.rank), number=True),
        Column(translate("AllocationView", "Answer"), lambda line: line.answer),
        Column(translate("AllocationView", "Date"), lambda line: line.answered_on),
    ]


def choice_columns() -> list[Column[ChoiceRow]]:
    return [
        Column(translate("AllocationView", "Order"), lambda row: str(row.position), number=True),
        Column(translate("AllocationView", "Team"), lambda row: row.name),
        Column(translate("AllocationView", "Heat"), lambda row: row.heat_name),
        Column(translate("AllocationView", "Place in heat"), lambda row: str(row.heat_rank), number=True),
    ]

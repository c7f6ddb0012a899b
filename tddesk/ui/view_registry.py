"""The view registry: which widget shows which entry of the championship tree.

``VIEW_FACTORIES`` maps the first element of a tree item's view key (``tddesk.ui.tree``) to a
factory ``factory(session, key) -> QWidget``. A view is a QWidget class built as
``ViewClass(session, *key[1:])`` — e.g. ``RoundEntryView(session, "heat-motala", 3)`` for the key
``("round", "heat-motala", 3)`` — that refreshes itself on ``session.changed`` and changes the file
only through ``session.perform``. The window's controller (``tddesk.ui.controller``) makes one view
per key while the file is open, shows it again when the item is chosen again, and deletes it when
the file closes or the key leaves the tree. ``lazy_view(module, class_name)`` imports the module
on first use, so the window starts without every view's code. Register a new view by adding its
line to ``VIEW_FACTORIES`` (or ``VIEW_FACTORIES[kind] = lazy_view(...)`` at start-up).

``STAGE_VIEWS`` names the view kinds that belong to one stage (the stage id is the key's second
element); while one of them is in view, the standings dock shows that stage.

Kept apart from the controller so that adding a view means editing this table only.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import QWidget

from tddesk.ui.session import UiSession

ViewFactory = Callable[[UiSession, tuple[Any, ...]], QWidget]
STAGE_VIEWS = frozenset(
    {
        "stage_settings",
        "teams",
        "schedule",
        "round",
        "standings",
        "crosstable",
        "rulings",
        "fees",
        "central_day",
        "gronahissen",
        "knockout",
        "appeals",
        "seeds",
    }
)


def lazy_view(module: str, class_name: str) -> ViewFactory:
    """A factory building ``module.class_name(session, *key[1:])``, importing ``module`` when the
    first such view is made."""

    def build(session: UiSession, key: tuple[Any, ...]) -> QWidget:
        view: QWidget = getattr(importlib.import_module(module), class_name)(session, *key[1:])
        return view

    return build


VIEW_FACTORIES: dict[str, ViewFactory] = {
    "championship": lazy_view("tddesk.ui.views.championship_overview", "ChampionshipOverview"),
    "stage_settings": lazy_view("tddesk.ui.views.stage_overview", "StageOverview"),
    "schedule": lazy_view("tddesk.ui.views.schedule_view", "ScheduleView"),
    "round": lazy_view("tddesk.ui.views.round_entry", "RoundEntryView"),
    "standings": lazy_view("tddesk.ui.views.standings_view", "StandingsView"),
    "crosstable": lazy_view("tddesk.ui.views.crosstable_view", "CrossTableView"),
    "rulings": lazy_view("tddesk.ui.views.rulings_view", "RulingsView"),
    "fees": lazy_view("tddesk.ui.views.fees_view", "FeesView"),
    "teams": lazy_view("tddesk.ui.views.teams_view", "TeamsView"),
    "members": lazy_view("tddesk.ui.views.members_view", "MembersView"),
    "allocation": lazy_view("tddesk.ui.views.allocation_view", "AllocationView"),
    "gronahissen": lazy_view("tddesk.ui.views.gronahissen_view", "GronaHissenView"),
    "knockout": lazy_view("tddesk.ui.views.knockout_view", "KnockoutView"),
    "appeals": lazy_view("tddesk.ui.views.appeals_view", "AppealsView"),
    "seeds": lazy_view("tddesk.ui.views.seeds_view", "SeedsView"),
    "central_day": lazy_view("tddesk.ui.views.central_day_view", "CentralDayView"),
    "pairs_event": lazy_view("tddesk.ui.views.pairs_event_view", "PairsEventView"),
    "pairs_heat": lazy_view("tddesk.ui.views.pairs_heat_view", "PairsHeatView"),
    "pairs_places": lazy_view("tddesk.ui.views.pairs_places_view", "PairsPlacesView"),
    "pairs_final": lazy_view("tddesk.ui.views.pairs_final_view", "PairsFinalView"),
}

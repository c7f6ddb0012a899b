"""The view registry: which widget shows which entry of the championship tree.

``VIEW_FACTORIES`` maps the first element of a tree item's view key (``tddesk.ui.tree``) to a
factory ``factory(session, key) -> QWidget``. A view is a QWidget class built as
``ViewClass(session, *key[1:])`` — e.g. ``RoundEntryView(session, "heat-motala", 3)`` for the key
``("round", "heat-motala", 3)`` — that refreshes itself on ``session.changed`` and changes the file
only through ``session.perform``. The window's controller (``tddesk.ui.controller``) makes one view
per key while the file is open, shows it again when the item is chosen again, and deletes it when
the file closes or the key leaves the tree. ``lazy_view(module, class_name, title)`` imports the
module on first use; while that module does not exist yet, a label naming the view is shown
instead. Register a new view by adding its line to ``VIEW_FACTORIES`` (or
``VIEW_FACTORIES[kind] = lazy_view(...)`` at start-up).

``STAGE_VIEWS`` names the view kinds that belong to one stage (the stage id is the key's second
element); while one of them is in view, the standings dock shows that stage.

Kept apart from the controller so that adding a view means editing this table only.
"""
from __future__ import annotations

import importlib
from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget

from tddesk.i18n import QT_TRANSLATE_NOOP, translate
from tddesk.ui.session import UiSession

ViewFactory = Callable[[UiSession, tuple], QWidget]
STAGE_VIEWS = frozenset({"stage_settings", "teams", "schedule", "round", "standings", "crosstable", "rulings",
                         "fees", "central_day", "gronahissen", "knockout", "appeals", "seeds"})


def lazy_view(module: str, class_name: str, title: str) -> ViewFactory:
    """A factory building ``module.class_name(session, *key[1:])``; a label naming ``title`` (marked
    with QT_TRANSLATE_NOOP("Views", ...)) while ``module`` does not exist yet."""

    def build(session: UiSession, key: tuple) -> QWidget:
        try:
            loaded = importlib.import_module(module)
        except ModuleNotFoundError as error:
            if error.name is None or not module.startswith(error.name):
                raise  # the module exists but something it imports is missing: a real error
            return _placeholder(translate("Views", title))
        return getattr(loaded, class_name)(session, *key[1:])

    return build


def _placeholder(title: str) -> QLabel:
    label = QLabel(translate("Views", "{view}: this view is not available yet.").format(view=title))
    label.setObjectName("viewPlaceholder")
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    return label


VIEW_FACTORIES: dict[str, ViewFactory] = {
    "championship": lazy_view("tddesk.ui.views.stage_overview", "ChampionshipOverview",
                              QT_TRANSLATE_NOOP("Views", "Championship")),
    "stage_settings": lazy_view("tddesk.ui.views.stage_overview", "StageOverview",
                                QT_TRANSLATE_NOOP("Views", "Settings")),
    "schedule": lazy_view("tddesk.ui.views.schedule_view", "ScheduleView", QT_TRANSLATE_NOOP("Views", "Schedule")),
    "round": lazy_view("tddesk.ui.views.round_entry", "RoundEntryView", QT_TRANSLATE_NOOP("Views", "Round")),
    "standings": lazy_view("tddesk.ui.views.standings_view", "StandingsView",
                           QT_TRANSLATE_NOOP("Views", "Standings")),
    "crosstable": lazy_view("tddesk.ui.views.crosstable_view", "CrossTableView",
                            QT_TRANSLATE_NOOP("Views", "Cross-table")),
    "rulings": lazy_view("tddesk.ui.views.rulings_view", "RulingsView", QT_TRANSLATE_NOOP("Views", "Rulings")),
    "fees": lazy_view("tddesk.ui.views.fees_view", "FeesView", QT_TRANSLATE_NOOP("Views", "Fees")),
    "teams": lazy_view("tddesk.ui.views.teams_view", "TeamsView", QT_TRANSLATE_NOOP("Views", "Teams")),
    "members": lazy_view("tddesk.ui.views.members_view", "MembersView",
                         QT_TRANSLATE_NOOP("Views", "Member register")),
    "allocation": lazy_view("tddesk.ui.views.allocation_view", "AllocationView",
                            QT_TRANSLATE_NOOP("Views", "Allocation to semifinals")),
    "gronahissen": lazy_view("tddesk.ui.views.gronahissen_view", "GronaHissenView",
                             QT_TRANSLATE_NOOP("Views", "Gröna Hissen")),
    "knockout": lazy_view("tddesk.ui.views.knockout_view", "KnockoutView", QT_TRANSLATE_NOOP("Views", "Knockout")),
    "appeals": lazy_view("tddesk.ui.views.appeals_view", "AppealsView", QT_TRANSLATE_NOOP("Views", "Appeals")),
    "seeds": lazy_view("tddesk.ui.views.seeds_view", "SeedsView", QT_TRANSLATE_NOOP("Views", "Seeds")),
    "central_day": lazy_view("tddesk.ui.views.central_day_view", "CentralDayView",
                             QT_TRANSLATE_NOOP("Views", "Playing day")),
    "pairs_event": lazy_view("tddesk.ui.views.pairs_event_view", "PairsEventView",
                             QT_TRANSLATE_NOOP("Views", "Pairs championship")),
    "pairs_heat": lazy_view("tddesk.ui.views.pairs_heat_view", "PairsHeatView", QT_TRANSLATE_NOOP("Views", "Heat")),
    "pairs_places": lazy_view("tddesk.ui.views.pairs_places_view", "PairsPlacesView",
                              QT_TRANSLATE_NOOP("Views", "Final places")),
    "pairs_final": lazy_view("tddesk.ui.views.pairs_final_view", "PairsFinalView",
                             QT_TRANSLATE_NOOP("Views", "Final result and plaques")),
}

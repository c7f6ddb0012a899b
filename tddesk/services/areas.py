"""The areas of a championship a change can touch, named once for the services and the views.

Every action, undo and redo returns a ``Change`` whose ``areas`` come from the tables it wrote,
through ``TABLE_AREAS`` alone: an undo touches the same areas as the action it takes back, and no
service has to remember to name them. Each live view declares the areas it shows and refreshes
only when a change touches one of them (docs/architecture.md, "The change contract").
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import StrEnum


class Area(StrEnum):
    CHAMPIONSHIP = "championship"  # its name, regulation profile and semifinal places (A2)
    MEMBERS = "members"  # the member register: players and their clubs
    TEAMS = "teams"  # a team's name, captain and the stages it plays in
    ROSTERS = "rosters"  # who is on a team, and the committee's dispensations
    STAGES = "stages"  # heats, semifinals and finals: settings and teams
    SCHEDULE = "schedule"  # rounds and matches: dates, times, home and away
    RESULTS = "results"  # IMPs per half
    BOARDS = "boards"  # board by board scores and the boards' layout
    DEALS = "deals"  # the deals of a day's boards (hand records)
    LINEUPS = "lineups"  # who sat at the table in each half
    RULINGS = "rulings"  # penalties, walkovers and exclusions
    LOTS = "lots"  # lots drawn to separate tied teams (H8)
    FEES = "fees"  # entry and table fees paid
    OFFERS = "offers"  # places offered to teams and their answers (A4, A10)
    CENTRAL_DAY = "central_day"  # jury and table times of a semifinal or final day
    APPEALS = "appeals"  # appeals to the jury and their outcome (S4)
    PAIRS = "pairs"  # the pairs championship: events, heats, pairs and who plays where
    PAIRS_RESULTS = "pairs_results"  # a pairs session's board results and the heats' result lists


ALL_AREAS = frozenset(Area)

# Which areas a write to each table touches. tests/services/test_areas.py checks that every
# table of the file is named here, so a new table cannot be forgotten.
TABLE_AREAS: dict[str, frozenset[Area]] = {
    "championship": frozenset({Area.CHAMPIONSHIP}),
    "club": frozenset({Area.MEMBERS}),
    "player": frozenset({Area.MEMBERS}),
    "team": frozenset({Area.TEAMS}),
    "team_member": frozenset({Area.ROSTERS}),
    "dispensation": frozenset({Area.ROSTERS}),
    "stage": frozenset({Area.STAGES}),
    "stage_team": frozenset({Area.STAGES, Area.TEAMS}),
    "round": frozenset({Area.SCHEDULE}),
    "match": frozenset({Area.SCHEDULE}),
    "half_result": frozenset({Area.RESULTS}),
    "board_result": frozenset({Area.BOARDS, Area.RESULTS}),  # complete boards make a half's IMPs
    "board_layout": frozenset({Area.BOARDS}),
    "stage_deal": frozenset({Area.DEALS}),
    "lineup_seat": frozenset({Area.LINEUPS}),
    "penalty": frozenset({Area.RULINGS}),
    "walkover": frozenset({Area.RULINGS}),
    "exclusion": frozenset({Area.RULINGS}),
    "lot": frozenset({Area.LOTS}),
    "table_fee_payment": frozenset({Area.FEES}),
    "place_offer": frozenset({Area.OFFERS}),
    "jury_member": frozenset({Area.CENTRAL_DAY}),
    "table_time": frozenset({Area.CENTRAL_DAY}),
    "appeal": frozenset({Area.APPEALS}),
    "knockout_choice": frozenset({Area.SCHEDULE}),  # a choice of opponents makes the knockout's matches
    "pairs_event": frozenset({Area.PAIRS}),
    "pairs_heat": frozenset({Area.PAIRS}),
    "pair": frozenset({Area.PAIRS}),
    "pairs_entry": frozenset({Area.PAIRS, Area.PAIRS_RESULTS}),  # a struck pair leaves the result list
    "pairs_session_reserve": frozenset({Area.PAIRS}),
    "pairs_session": frozenset({Area.PAIRS, Area.PAIRS_RESULTS}),
    "pairs_board_result": frozenset({Area.PAIRS_RESULTS}),
    "pairs_list_result": frozenset({Area.PAIRS_RESULTS}),
    "pairs_place_answer": frozenset({Area.OFFERS}),
    "pairs_lot": frozenset({Area.LOTS, Area.PAIRS_RESULTS}),
    "audit": frozenset(),  # written by every action; no view shows it as such
}


def areas_of(tables: Iterable[str]) -> frozenset[Area]:
    """The areas touched by writing ``tables``; a table not named in TABLE_AREAS touches them all."""
    areas: set[Area] = set()
    for table in tables:
        areas |= TABLE_AREAS.get(table, ALL_AREAS)
    return frozenset(areas)

"""What the schema cannot say about a tournament document: that its references hold together.

The same refusals as the program's dialogs — a match between teams outside its stage, a captain
who is no player, a player on two teams (T4), a played match with the wrong number of halves,
an id used twice — each as one line naming the JSON path. The document must already fit the
schema (``json_format.schema_problems``).
"""

from __future__ import annotations

import datetime as dt
from typing import Any

from tddesk.formats.json_format import BOOKKEEPING_ACTIONS, problem, quoted
from tddesk.i18n import translate


class _Found:
    def __init__(self) -> None:
        self.problems: list[str] = []

    def add(self, path: str, text: str) -> None:
        self.problems.append(problem(path, text))

    def unique(self, ids: dict[str, str], value: str, path: str) -> None:
        """Remember an id, or report it when an earlier entry already used it."""
        if value in ids:
            self.add(
                path,
                translate("Json", "{id} is used twice (first at {first})").format(id=quoted(value), first=ids[value]),
            )
        else:
            ids[value] = path

    def reference(self, known, value: str | None, path: str, template: str) -> None:
        if value is not None and value not in known:
            self.add(path, template.format(value=quoted(value)))


def check_references(document: dict[str, Any]) -> list[str]:
    """Every broken reference and contradiction in a schema-valid document, in document order."""
    found = _Found()
    clubs: dict[str, str] = {}
    for index, club in enumerate(document["clubs"]):
        found.unique(clubs, club["id"], f"clubs[{index}].id")
    players: dict[str, str] = {}
    not_a_club = translate("Json", "{value} is not a club of this file")
    for index, player in enumerate(document["players"]):
        found.unique(players, player["mid"], f"players[{index}].mid")
        found.reference(clubs, player["club"], f"players[{index}].club", not_a_club)
    names = {player["mid"]: player["name"] for player in document["players"]}
    teams = _check_teams(document["teams"], players, names, found)
    matches: dict[str, str] = {}
    penalties: dict[str, str] = {}
    stages: dict[str, str] = {}
    for index, stage in enumerate(document["stages"]):
        path = f"stages[{index}]"
        found.unique(stages, stage["id"], f"{path}.id")
        found.reference(clubs, stage.get("organiser", {}).get("club"), f"{path}.organiser.club", not_a_club)
        _check_stage(stage, path, teams, players, matches, penalties, found)
    for index, entry in enumerate(document["audit"]):
        _check_datetime(entry["at"], f"audit[{index}].at", found)
        if entry["action"] in BOOKKEEPING_ACTIONS:
            found.add(
                f"audit[{index}].action",
                translate("Json", "{action} is reserved for the file's own record of how it was made").format(
                    action=quoted(entry["action"])
                ),
            )
    return found.problems


def _check_teams(teams, players: dict, names: dict, found: _Found) -> dict[str, dict]:
    known: dict[str, str] = {}
    by_id: dict[str, dict] = {}
    roster_of: dict[str, dict] = {}  # T4: the team each MID already plays for
    not_a_player = translate("Json", "{value} is not a player of this file")
    for index, team in enumerate(teams):
        path = f"teams[{index}]"
        found.unique(known, team["id"], f"{path}.id")
        by_id.setdefault(team["id"], team)
        found.reference(players, team["captain"], f"{path}.captain", not_a_player)
        for seat, mid in enumerate(team["players"]):
            found.reference(players, mid, f"{path}.players[{seat}]", not_a_player)
            other = roster_of.setdefault(mid, team)
            if other is not team:
                found.add(
                    f"{path}.players[{seat}]",
                    translate(
                        "Json",
                        "{player} ({mid}) is already on team {other} ({other_id}); a player plays for "
                        "one team only (T4)",
                    ).format(player=names.get(mid, "?"), mid=mid, other=other["name"], other_id=other["id"]),
                )
        granted: dict[str, str] = {}
        for number, dispensation in enumerate(team["dispensations"]):
            found.unique(granted, f"{dispensation['mid']} {dispensation['kind']}", f"{path}.dispensations[{number}]")
    return by_id


def _check_stage(stage, path: str, teams: dict, players: dict, matches: dict, penalties: dict, found: _Found) -> None:
    not_a_team = translate("Json", "{value} is not a team of this file")
    for index, team in enumerate(stage["teams"]):
        found.reference(teams, team, f"{path}.teams[{index}]", not_a_team)
    entered = set(stage["teams"])
    in_stage = translate("Json", "{value} is not a team of this stage")
    played: dict[str, dict] = {}  # this stage's matches by id
    previous = 0
    for index, round_ in enumerate(stage["rounds"]):
        round_path = f"{path}.rounds[{index}]"
        if round_["number"] <= previous:
            found.add(
                f"{round_path}.number",
                translate("Json", "rounds are listed by increasing number; {number} follows {previous}").format(
                    number=round_["number"], previous=previous
                ),
            )
        previous = max(previous, round_["number"])
        seated: set[str] = set()
        if "bye" in round_:
            found.reference(entered, round_["bye"], f"{round_path}.bye", in_stage)
            seated.add(round_["bye"])
        for number, match in enumerate(round_["matches"]):
            match_path = f"{round_path}.matches[{number}]"
            found.unique(matches, match["id"], f"{match_path}.id")
            played.setdefault(match["id"], match)
            for side in ("home", "away"):
                found.reference(entered, match[side], f"{match_path}.{side}", in_stage)
                if match[side] in seated:
                    found.add(
                        f"{match_path}.{side}",
                        translate("Json", "{team} has another match or the bye in round {number}").format(
                            team=quoted(match[side]), number=round_["number"]
                        ),
                    )
                seated.add(match[side])
            _check_halves(match, match_path, stage["halves"], players, found)
    _check_rulings(stage, path, entered, played, penalties, found)


def _check_halves(match, path: str, halves: int, players: dict, found: _Found) -> None:
    if len(match["halves"]) > halves:  # fewer: a match in progress, after its first half
        found.add(
            f"{path}.halves",
            translate("Json", "a match of this stage has at most {halves} halves; this one lists {count}").format(
                halves=halves, count=len(match["halves"])
            ),
        )
    not_a_player = translate("Json", "{value} is not a player of this file")
    for number, half in enumerate(match["halves"]):
        seen: set[str] = set()
        for side in ("home_lineup", "away_lineup"):
            for seat, mid in enumerate(half[side]):
                seat_path = f"{path}.halves[{number}].{side}[{seat}]"
                found.reference(players, mid, seat_path, not_a_player)
                if mid in seen:
                    found.add(
                        seat_path, translate("Json", "{mid} sits on both sides of this half").format(mid=quoted(mid))
                    )
                seen.add(mid)


def _check_rulings(stage, path: str, entered: set, played: dict, penalties: dict, found: _Found) -> None:
    in_stage = translate("Json", "{value} is not a team of this stage")
    not_a_match = translate("Json", "{value} is not a match of this stage")
    for index, penalty in enumerate(stage["penalties"]):
        penalty_path = f"{path}.penalties[{index}]"
        found.unique(penalties, penalty["id"], f"{penalty_path}.id")
        found.reference(played, penalty.get("match"), f"{penalty_path}.match", not_a_match)
        found.reference(entered, penalty["team"], f"{penalty_path}.team", in_stage)
        _check_plays(played.get(penalty.get("match")), penalty["team"], f"{penalty_path}.team", found)
    ruled: dict[str, str] = {}
    for index, walkover in enumerate(stage["walkovers"]):
        walkover_path = f"{path}.walkovers[{index}]"
        found.unique(ruled, walkover["match"], f"{walkover_path}.match")
        found.reference(played, walkover["match"], f"{walkover_path}.match", not_a_match)
        match = played.get(walkover["match"])
        _check_plays(match, walkover["by"], f"{walkover_path}.by", found)
        if match and match["halves"]:
            found.add(
                f"{walkover_path}.match",
                translate("Json", "{match} has results; a match given as walkover has none").format(
                    match=quoted(walkover["match"])
                ),
            )
    excluded: dict[str, str] = {}
    for index, exclusion in enumerate(stage["exclusions"]):
        found.unique(excluded, exclusion["team"], f"{path}.exclusions[{index}].team")
        found.reference(entered, exclusion["team"], f"{path}.exclusions[{index}].team", in_stage)
    for index, lot in enumerate(stage["lots"]):
        lot_path = f"{path}.lots[{index}]"
        for number, team in enumerate(lot["teams"]):
            found.reference(entered, team, f"{lot_path}.teams[{number}]", in_stage)
        if sorted(lot["order"]) != sorted(lot["teams"]):
            found.add(f"{lot_path}.order", translate("Json", "the drawn order must list exactly the teams of the lot"))
        _check_datetime(lot["drawn_on"], f"{lot_path}.drawn_on", found)


def _check_plays(match: dict | None, team: str, path: str, found: _Found) -> None:
    if match is not None and team not in (match["home"], match["away"]):
        found.add(
            path,
            translate("Json", "{team} does not play match {match}").format(
                team=quoted(team), match=quoted(match["id"])
            ),
        )


def _check_datetime(value: str, path: str, found: _Found) -> None:
    try:
        dt.datetime.fromisoformat(value)
    except ValueError:
        found.add(path, translate("Json", "{value} is not a valid date and time").format(value=quoted(value)))

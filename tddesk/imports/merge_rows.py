"""The rows a heat merge (``merge``; docs/architecture.md, "imports/") adds to the championship
file, from the heat's open-format facts (docs/format.md) that its plan (``merge_plan``) has put in
the file's ids. They are inserted through the ORM in the merge's action, one layer at a time so
that every reference exists before it is used: the new clubs, players and teams, then the stage
with everything in it, then the heat's audit entries, recorded so that one undo removes them with
the heat.
"""

from __future__ import annotations

import datetime as dt
import json
from typing import Any

from sqlalchemy.orm import Session

from tddesk.export.json_boards import board_rows, typed_halves
from tddesk.export.json_deals import stage_rows
from tddesk.imports.json_values import optional_date, optional_decimal, optional_json
from tddesk.models.changes import RECORDER_KEY
from tddesk.models.tables import (
    Audit,
    Club,
    Dispensation,
    Exclusion,
    HalfResult,
    LineupSeat,
    Lot,
    Match,
    Penalty,
    Player,
    Round,
    Stage,
    StageTeam,
    Team,
    TeamMember,
    Walkover,
)


def insert_clubs_players_and_teams(
    session: Session,
    clubs: list[dict[str, Any]],
    players: list[dict[str, Any]],
    teams: list[dict[str, Any]],
    first_position: int,
) -> None:
    """The heat's new clubs, players and teams (with their members and dispensations); the teams
    are listed after the file's ``first_position`` teams."""
    session.add_all(Club(id=club["id"], name=club["name"], district=club["district"]) for club in clubs)
    session.flush()
    session.add_all(
        Player(
            mid=p["mid"],
            name=p["name"],
            club_id=p["club"],
            birth_year=p["birth_year"],
            membership_paid=p["membership_paid"],
        )
        for p in players
    )
    session.flush()
    for offset, team in enumerate(teams):
        session.add(
            Team(
                id=team["id"],
                name=team["name"],
                captain_mid=team["captain"],
                newcomer=team["newcomer"],
                entry_fee_paid_on=optional_date(team["entry_fee_paid_on"]),
                position=first_position + offset,
                members=[TeamMember(mid=mid, position=seat) for seat, mid in enumerate(team["players"])],
                dispensations=[
                    Dispensation(mid=item["mid"], kind=item["kind"], granted_on=optional_date(item["granted_on"]))
                    for item in team["dispensations"]
                ],
            )
        )
    session.flush()


def insert_heat_stage(session: Session, stage: dict[str, Any], position: int) -> None:
    """The heat's stage with its rounds, matches (halves, line-ups, boards), rulings, lots and deals."""
    organiser = stage.get("organiser") or {}
    session.add(
        Stage(
            id=stage["id"],
            kind=stage["kind"],
            name=stage["name"],
            boards_per_match=stage["boards_per_match"],
            halves=stage["halves"],
            dealt_at_table=stage.get("dealt_at_table", False),
            format=stage.get("format"),
            bye_vp=optional_decimal(stage.get("bye_vp")),
            table_fee=optional_decimal(stage.get("table_fee")),
            organiser_club=organiser.get("club"),
            manager=organiser.get("manager"),
            phone=organiser.get("phone"),
            email=organiser.get("email"),
            position=position,
            entries=[StageTeam(team_id=team, position=index) for index, team in enumerate(stage["teams"])],
        )
    )
    session.flush()
    for round_ in stage["rounds"]:
        session.add(
            Round(
                stage_id=stage["id"],
                number=round_["number"],
                date=optional_date(round_.get("date")),
                start=round_.get("start"),
                bye_team_id=round_.get("bye"),
            )
        )
        session.flush()
        for index, match in enumerate(round_["matches"]):
            halves = [
                HalfResult(half=number, home_imps=half["home_imps"], away_imps=half["away_imps"])
                for number, half in typed_halves(match)
            ]
            seats = [
                LineupSeat(half=number, side=side, seat=seat, mid=mid)
                for number, half in enumerate(match["halves"], start=1)
                for side in ("home", "away")
                for seat, mid in enumerate(half[f"{side}_lineup"], start=1)
            ]
            session.add(
                Match(
                    id=match["id"],
                    stage_id=stage["id"],
                    round_number=round_["number"],
                    home_team_id=match["home"],
                    away_team_id=match["away"],
                    position=index,
                    halves=halves,
                    lineup=seats,
                    boards=board_rows(match),
                )
            )
        session.flush()
    session.add_all(
        Penalty(
            id=p["id"],
            stage_id=stage["id"],
            match_id=p.get("match"),
            team_id=p["team"],
            kind=p["kind"],
            minutes=p.get("minutes"),
            share=optional_decimal(p.get("share")),
            mid=p.get("mid"),
            vp=optional_decimal(p.get("vp")),
            reason=p.get("reason"),
            position=index,
        )
        for index, p in enumerate(stage["penalties"])
    )
    session.add_all(
        Walkover(match_id=w["match"], stage_id=stage["id"], by_team_id=w["by"], ruled_on=optional_date(w["ruled_on"]))
        for w in stage["walkovers"]
    )
    session.add_all(
        Exclusion(
            stage_id=stage["id"], team_id=e["team"], kind=e["kind"], reason=e["reason"], on=optional_date(e["on"])
        )
        for e in stage["exclusions"]
    )
    session.add_all(
        Lot(
            stage_id=stage["id"],
            teams=json.dumps(lot["teams"], ensure_ascii=False),
            order=json.dumps(lot["order"], ensure_ascii=False),
            drawn_on=dt.datetime.fromisoformat(lot["drawn_on"]),
            drawn_by=lot["drawn_by"],
        )
        for lot in stage["lots"]
    )
    session.add_all(stage_rows(stage))  # the heat's deals and board layout
    session.flush()


def insert_audit(session: Session, entries: list[dict[str, Any]]) -> None:
    """The heat's history becomes audit rows of this file. Audit rows are not recorded for undo by
    themselves (an action's own row must outlive its undo); these belong to the merged heat, so they
    are recorded here and one undo removes them with it."""
    recorder = session.info[RECORDER_KEY]
    for entry in entries:
        row = Audit(
            at=dt.datetime.fromisoformat(entry["at"]),
            by=entry["by"],
            action=entry["action"],
            subject=entry["subject"],
            before=optional_json(entry["before"]),
            after=optional_json(entry["after"]),
        )
        session.add(row)
        session.flush()
        values = {
            "id": row.id,
            "at": row.at,
            "by": row.by,
            "action": row.action,
            "subject": row.subject,
            "before": row.before,
            "after": row.after,
            "changes": None,
            "reverts": None,
        }
        recorder.add("insert", "audit", {"id": row.id}, None, values)

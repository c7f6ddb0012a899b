"""The SM facts in the open format, version 2 (docs/sm.md, docs/format.md): seeds, late starts,
a stage's VP scale and repeat policy, knockout choices and appeals, written and read back."""

from __future__ import annotations

import datetime as dt
from collections import defaultdict
from typing import Any

from tddesk.models.tables import Appeal, KnockoutChoice, StageTeam


def _moment(value: dt.datetime | None) -> str | None:
    return None if value is None else value.isoformat(timespec="seconds")


def export_sm_facts(rows) -> dict[str, dict[str, Any]]:
    """Stage id → its SM keys (absent rather than empty); ``rows`` is the export's row reader."""
    facts: dict[str, dict[str, Any]] = defaultdict(dict)
    for stage_id, team, seed, start in rows(
        StageTeam.stage_id, StageTeam.team_id, StageTeam.seed, StageTeam.start_round, order=[StageTeam.position]
    ):
        if seed is not None:
            facts[stage_id].setdefault("seeds", []).append({"team": team, "seed": seed})
        if start is not None and start > 1:
            facts[stage_id].setdefault("late_starts", []).append({"team": team, "start_round": start})
    for stage_id, number, chooser, chosen, at, by in rows(
        KnockoutChoice.stage_id,
        KnockoutChoice.round_number,
        KnockoutChoice.chooser_team_id,
        KnockoutChoice.chosen_team_id,
        KnockoutChoice.chosen_at,
        KnockoutChoice.chosen_by,
        order=[KnockoutChoice.round_number, KnockoutChoice.chosen_at],
    ):
        facts[stage_id].setdefault("knockout_choices", []).append(
            {"round": number, "chooser": chooser, "chosen": chosen, "chosen_at": _moment(at), "chosen_by": by}
        )
    for row in rows(
        Appeal.stage_id,
        Appeal.id,
        Appeal.round_number,
        Appeal.team_id,
        Appeal.ruling,
        Appeal.ruling_at,
        Appeal.round_ended_at,
        Appeal.filed_at,
        Appeal.deposit_paid,
        Appeal.outcome,
        order=[Appeal.position],
    ):
        stage_id, id_, number, team, ruling, ruling_at, ended, filed, deposit, outcome = row
        facts[stage_id].setdefault("appeals", []).append(
            {
                "id": id_,
                "round": number,
                "team": team,
                "ruling": ruling,
                "ruling_at": _moment(ruling_at),
                "round_ended_at": _moment(ended),
                "filed_at": _moment(filed),
                "deposit_paid": deposit,
                "outcome": outcome,
            }
        )
    return facts


def _parse(text: str | None) -> dt.datetime | None:
    return None if text is None else dt.datetime.fromisoformat(text)


def entry_extras(stage: dict) -> dict[str, dict[str, int]]:
    """Team → the StageTeam columns (seed, start_round) the document gives for it."""
    extras: dict[str, dict[str, int]] = defaultdict(dict)
    for item in stage.get("seeds", []):
        extras[item["team"]]["seed"] = int(item["seed"])
    for item in stage.get("late_starts", []):
        extras[item["team"]]["start_round"] = int(item["start_round"])
    return extras


def sm_fact_rows(stage: dict) -> list[KnockoutChoice | Appeal]:
    """Knockout choices and appeals of one stage, to store after its rounds."""
    rows: list[KnockoutChoice | Appeal] = [
        KnockoutChoice(
            stage_id=stage["id"],
            round_number=int(item["round"]),
            chooser_team_id=item["chooser"],
            chosen_team_id=item["chosen"],
            chosen_at=_parse(item["chosen_at"]),
            chosen_by=item["chosen_by"],
        )
        for item in stage.get("knockout_choices", [])
    ]
    rows += [
        Appeal(
            id=item["id"],
            stage_id=stage["id"],
            round_number=int(item["round"]),
            team_id=item["team"],
            ruling=item["ruling"],
            ruling_at=_parse(item["ruling_at"]),
            round_ended_at=_parse(item["round_ended_at"]),
            filed_at=_parse(item["filed_at"]),
            deposit_paid=int(item["deposit_paid"]),
            outcome=item["outcome"],
            position=position,
        )
        for position, item in enumerate(stage.get("appeals", []))
    ]
    return rows

"""A tournament file's stages read for the open format's export (docs/format.md, "Stages").
``StageReader.stages`` reads each table of the stages once — entries, rounds, rulings, lots,
jury, table fees, deals and board layouts, the SM facts (``json_sm``) and the matches
(``json_matches``) — groups the rows by stage in memory and assembles each stage in the file's
order. A stage holding what the format cannot say is refused before it is returned
(``json_refusals``).
"""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Iterable
from decimal import Decimal
from typing import Any

from tddesk.export.json_deals import deals_json, layout_json
from tddesk.export.json_matches import MatchReader
from tddesk.export.json_refusals import refuse_unsayable
from tddesk.export.json_rows import ENTRY_ORDER, TableReader, date_text, decimal_text, put
from tddesk.export.json_sm import export_sm_facts
from tddesk.models.tables import (
    BoardLayout,
    Exclusion,
    JuryMember,
    Lot,
    Penalty,
    Round,
    Stage,
    StageDeal,
    StageTeam,
    TableFeePayment,
    Walkover,
)


class StageReader(TableReader):
    """Reads every stage's tables once and assembles the stages from the rows."""

    def stages(self) -> list[dict[str, Any]]:
        entries = _grouped(self.rows(StageTeam.stage_id, StageTeam.team_id, order=[StageTeam.position, ENTRY_ORDER]))
        columns = (
            Stage.id,
            Stage.kind,
            Stage.name,
            Stage.boards_per_match,
            Stage.halves,
            Stage.dealt_at_table,
            Stage.format,
            Stage.bye_vp,
            Stage.table_fee,
            Stage.organiser_club,
            Stage.manager,
            Stage.phone,
            Stage.email,
            Stage.venue,
            Stage.day,
            Stage.start_offset_minutes,
            Stage.first_round_date,
            Stage.days_between_rounds,
            Stage.vp_scale,
            Stage.repeat_policy,
            Stage.imp_cap,
        )
        stage_rows = self.rows(*columns, order=[Stage.position, ENTRY_ORDER])
        match_reader = MatchReader(self.session)
        # (halves, boards per half) of each stage: what a match's boards need to give its halves
        matches = match_reader.matches({row[0]: (row[4], row[3] // row[4]) for row in stage_rows})
        rounds: dict[str, list[dict[str, Any]]] = defaultdict(list)
        for stage_id, number, date, start, bye, boards in self.rows(
            Round.stage_id, Round.number, Round.date, Round.start, Round.bye_team_id, Round.boards, order=[Round.number]
        ):
            entry: dict[str, Any] = {"number": number}
            put(entry, "date", date_text(date))
            put(entry, "start", start)
            put(entry, "bye", bye)
            put(entry, "boards", boards)
            entry["matches"] = matches.get((stage_id, number), [])
            rounds[stage_id].append(entry)
        penalties = defaultdict(list)
        for row in self.rows(
            Penalty.stage_id,
            Penalty.id,
            Penalty.match_id,
            Penalty.team_id,
            Penalty.kind,
            Penalty.minutes,
            Penalty.share,
            Penalty.mid,
            Penalty.vp,
            Penalty.reason,
            Penalty.room,
            order=[Penalty.position, ENTRY_ORDER],
        ):
            penalties[row[0]].append(_penalty(*row[1:]))
        walkovers = defaultdict(list)
        for stage_id, match_id, by, ruled_on in self.rows(
            Walkover.stage_id, Walkover.match_id, Walkover.by_team_id, Walkover.ruled_on, order=[ENTRY_ORDER]
        ):
            walkovers[stage_id].append({"match": match_id, "by": by, "ruled_on": date_text(ruled_on)})
        exclusions = defaultdict(list)
        for stage_id, team, kind, reason, on in self.rows(
            Exclusion.stage_id, Exclusion.team_id, Exclusion.kind, Exclusion.reason, Exclusion.on, order=[ENTRY_ORDER]
        ):
            exclusions[stage_id].append({"team": team, "kind": kind, "reason": reason, "on": date_text(on)})
        lots = defaultdict(list)
        for stage_id, teams, order, drawn_on, drawn_by in self.rows(
            Lot.stage_id, Lot.teams, Lot.order, Lot.drawn_on, Lot.drawn_by, order=[Lot.id]
        ):
            lots[stage_id].append(
                {
                    "teams": json.loads(teams),
                    "order": json.loads(order),
                    "drawn_on": drawn_on.isoformat(timespec="seconds"),
                    "drawn_by": drawn_by,
                }
            )
        jury = defaultdict(list)
        for stage_id, team, name in self.rows(
            JuryMember.stage_id, JuryMember.team_id, JuryMember.name, order=[ENTRY_ORDER]
        ):
            jury[stage_id].append({"team": team, "name": name})
        fees = defaultdict(list)
        for stage_id, team, number, paid_on in self.rows(
            TableFeePayment.stage_id,
            TableFeePayment.team_id,
            TableFeePayment.round_number,
            TableFeePayment.paid_on,
            order=[TableFeePayment.round_number, ENTRY_ORDER],
        ):
            fees[stage_id].append({"team": team, "round": number, "paid_on": date_text(paid_on)})

        deals = defaultdict(list)
        for stage_id, board, deal, source in self.rows(
            StageDeal.stage_id, StageDeal.board, StageDeal.deal, StageDeal.source, order=[StageDeal.board]
        ):
            deals[stage_id].append((board, deal, source))
        layouts = dict(self.rows(BoardLayout.stage_id, BoardLayout.layout, order=[BoardLayout.stage_id]))
        stages = []
        sm_facts = export_sm_facts(self.rows)
        for index, row in enumerate(stage_rows):
            (
                stage_id,
                kind,
                name,
                boards,
                halves,
                dealt,
                format_,
                bye_vp,
                table_fee,
                club,
                manager,
                phone,
                email,
                venue,
                day,
                offset,
                first_round_date,
                days_between,
                vp_scale,
                repeat_policy,
                imp_cap,
            ) = row
            entry = {
                "id": stage_id,
                "kind": kind,
                "name": name,
                "boards_per_match": boards,
                "halves": halves,
                "dealt_at_table": dealt,
            }
            put(entry, "format", format_)
            put(entry, "bye_vp", decimal_text(bye_vp))
            put(entry, "table_fee", decimal_text(table_fee))
            organiser: dict[str, Any] = {}
            for key, value in (("club", club), ("manager", manager), ("phone", phone), ("email", email)):
                put(organiser, key, value)
            put(entry, "organiser", organiser or None)
            put(entry, "venue", venue)
            put(entry, "day", date_text(day))
            put(entry, "start_offset_minutes", offset)
            put(entry, "first_round_date", date_text(first_round_date))
            put(entry, "days_between_rounds", days_between)
            entry["teams"] = entries.get(stage_id, [])
            entry["rounds"] = rounds.get(stage_id, [])
            entry["penalties"] = penalties.get(stage_id, [])
            entry["walkovers"] = walkovers.get(stage_id, [])
            entry["exclusions"] = exclusions.get(stage_id, [])
            entry["lots"] = lots.get(stage_id, [])
            put(entry, "jury", jury.get(stage_id))
            put(entry, "table_fees_paid", fees.get(stage_id))
            put(entry, "vp_scale", vp_scale)
            put(entry, "repeat_policy", repeat_policy)
            put(entry, "imp_cap", imp_cap)  # version 4: a convention of other programs (docs/rules.md)
            entry.update(sm_facts.get(stage_id, {}))
            put(entry, "board_layout", layout_json(layouts.get(stage_id)))
            put(entry, "deals", deals_json(deals.get(stage_id, [])))
            refuse_unsayable(entry, f"stages[{index}]", match_reader.gaps)
            stages.append(entry)
        return stages


def _penalty(
    id_: str,
    match: str | None,
    team: str,
    kind: str,
    minutes: int | None,
    share: Decimal | None,
    mid: str | None,
    vp: Decimal | None,
    reason: str | None,
    room: str | None,
) -> dict[str, Any]:
    entry: dict[str, Any] = {"id": id_}
    put(entry, "match", match)
    entry["team"] = team
    entry["kind"] = kind
    put(entry, "minutes", minutes)
    put(entry, "share", decimal_text(share))
    put(entry, "mid", mid)
    put(entry, "vp", decimal_text(vp))
    put(entry, "reason", reason)
    put(entry, "room", room)  # version 4 (P2): the table of a slow-play ruling
    return entry


def _grouped(rows: Iterable[tuple[str, Any]]) -> dict[str, list[Any]]:
    grouped: dict[str, list[Any]] = defaultdict(list)
    for key, value in rows:
        grouped[key].append(value)
    return grouped

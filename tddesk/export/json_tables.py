"""The file's tables read into the open format's pieces, for ``json_export`` (docs/format.md).

Each table is read once, as plain rows (no ORM objects), and grouped in memory: the time grows with
the file's size and nothing else. What the file can hold and the format cannot say is refused here,
with the JSON path of the first such value: a walkover without its date, half a line-up (one to
three seats), one half of a two-half match missing in the middle.
"""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Iterator
from decimal import Decimal
from typing import Any

from sqlalchemy import ColumnClause, literal_column, select
from sqlalchemy.orm import Session

from tddesk.export.json_boards import BOARD_FIELDS, board_json, counted_halves
from tddesk.export.json_deals import deals_json, layout_json
from tddesk.export.json_pairs import export_pairs
from tddesk.export.json_sm import export_sm_facts
from tddesk.formats.json_format import (
    BOOKKEEPING_ACTIONS,
    FORMAT_NAME,
    DocumentRefused,
    document_version,
    problem,
    quoted,
)
from tddesk.i18n import translate
from tddesk.models.tables import (
    Audit,
    BoardLayout,
    BoardResult,
    Championship,
    Club,
    Dispensation,
    Exclusion,
    HalfResult,
    JuryMember,
    LineupSeat,
    Lot,
    Match,
    Penalty,
    PlaceOffer,
    Player,
    Round,
    Stage,
    StageDeal,
    StageTeam,
    TableFeePayment,
    TableTime,
    Team,
    TeamMember,
    Walkover,
)

# Tables without a position column list in order of entry, which is the document's order after
# an import.
ENTRY_ORDER: ColumnClause[int] = literal_column("rowid")


class DocumentReader:
    """Reads every table once and assembles the document from the rows."""

    def __init__(self, session: Session):
        self.session = session
        self.connection = session.connection()  # Core rows: no ORM bookkeeping per row
        self.gaps: dict[str, list[int]] = {}  # match id → the halves it has, when one is missing between

    def rows(self, *columns, where=None, order=()):
        query = select(*columns)
        if where is not None:
            query = query.where(where)
        return self.connection.execute(query.order_by(*order)).all()

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
            "stages": self.stages(),
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
        _put(entry, "semifinal_places", places)
        return entry

    def teams(self) -> list[dict[str, Any]]:
        players = defaultdict(list)
        for team_id, mid in self.rows(TeamMember.team_id, TeamMember.mid, order=[TeamMember.position, ENTRY_ORDER]):
            players[team_id].append(mid)
        dispensations = defaultdict(list)
        for team_id, mid, kind, granted_on in self.rows(
            Dispensation.team_id, Dispensation.mid, Dispensation.kind, Dispensation.granted_on, order=[ENTRY_ORDER]
        ):
            dispensations[team_id].append({"mid": mid, "kind": kind, "granted_on": _date(granted_on)})
        return [
            {
                "id": id_,
                "name": name,
                "captain": captain,
                "players": players[id_],
                "newcomer": newcomer,
                "entry_fee_paid_on": _date(paid_on),
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
        # (halves, boards per half) of each stage: what a match's boards need to give its halves
        matches = self.matches({row[0]: (row[4], row[3] // row[4]) for row in stage_rows})
        rounds: dict[str, list] = defaultdict(list)
        for stage_id, number, date, start, bye, boards in self.rows(
            Round.stage_id, Round.number, Round.date, Round.start, Round.bye_team_id, Round.boards, order=[Round.number]
        ):
            entry: dict[str, Any] = {"number": number}
            _put(entry, "date", _date(date))
            _put(entry, "start", start)
            _put(entry, "bye", bye)
            _put(entry, "boards", boards)
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
            walkovers[stage_id].append({"match": match_id, "by": by, "ruled_on": _date(ruled_on)})
        exclusions = defaultdict(list)
        for stage_id, team, kind, reason, on in self.rows(
            Exclusion.stage_id, Exclusion.team_id, Exclusion.kind, Exclusion.reason, Exclusion.on, order=[ENTRY_ORDER]
        ):
            exclusions[stage_id].append({"team": team, "kind": kind, "reason": reason, "on": _date(on)})
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
            fees[stage_id].append({"team": team, "round": number, "paid_on": _date(paid_on)})

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
            _put(entry, "format", format_)
            _put(entry, "bye_vp", _decimal(bye_vp))
            _put(entry, "table_fee", _decimal(table_fee))
            organiser: dict[str, Any] = {}
            for key, value in (("club", club), ("manager", manager), ("phone", phone), ("email", email)):
                _put(organiser, key, value)
            _put(entry, "organiser", organiser or None)
            _put(entry, "venue", venue)
            _put(entry, "day", _date(day))
            _put(entry, "start_offset_minutes", offset)
            _put(entry, "first_round_date", _date(first_round_date))
            _put(entry, "days_between_rounds", days_between)
            entry["teams"] = entries.get(stage_id, [])
            entry["rounds"] = rounds.get(stage_id, [])
            entry["penalties"] = penalties.get(stage_id, [])
            entry["walkovers"] = walkovers.get(stage_id, [])
            entry["exclusions"] = exclusions.get(stage_id, [])
            entry["lots"] = lots.get(stage_id, [])
            _put(entry, "jury", jury.get(stage_id))
            _put(entry, "table_fees_paid", fees.get(stage_id))
            _put(entry, "vp_scale", vp_scale)
            _put(entry, "repeat_policy", repeat_policy)
            _put(entry, "imp_cap", imp_cap)  # version 4: a convention of other programs (docs/rules.md)
            entry.update(sm_facts.get(stage_id, {}))
            _put(entry, "board_layout", layout_json(layouts.get(stage_id)))
            _put(entry, "deals", deals_json(deals.get(stage_id, [])))
            _refuse_unsayable(entry, f"stages[{index}]", self.gaps)
            stages.append(entry)
        return stages

    def matches(self, shapes: dict[str, tuple[int, int]]) -> dict[tuple[str, int], list[dict[str, Any]]]:
        """Each round's matches with their halves, line-ups, moved dates and table times."""
        boards: dict[str, list[dict[str, Any]]] = defaultdict(list)
        for row in self.rows(
            *(getattr(BoardResult, name) for name in ("match_id", *BOARD_FIELDS)),
            order=[BoardResult.match_id, BoardResult.half, BoardResult.board, BoardResult.room],
        ):
            boards[row[0]].append(board_json(row[1:]))
        seats: dict[tuple[str, int, str], list[str]] = defaultdict(list)
        for match_id, half, side, mid in self.rows(
            LineupSeat.match_id,
            LineupSeat.half,
            LineupSeat.side,
            LineupSeat.mid,
            order=[LineupSeat.match_id, LineupSeat.seat],
        ):
            seats[match_id, half, side].append(mid)
        times = defaultdict(list)
        for match_id, half, table, started, ended in self.rows(
            TableTime.match_id,
            TableTime.half,
            TableTime.table,
            TableTime.started,
            TableTime.ended,
            order=[TableTime.match_id, TableTime.half, TableTime.table],
        ):
            times[match_id].append({"half": half, "table": table, "started": started, "ended": ended})
        by_round: dict[tuple[str, int], list[dict[str, Any]]] = defaultdict(list)
        for (match_id, stage_id, round_number, home, away, date), own in self._matches_with_halves():
            stage_halves, per_half = shapes[stage_id]
            played = (
                counted_halves(own, boards[match_id], stage_halves, per_half)
                if match_id in boards
                else [
                    (number, home_imps, away_imps, False)
                    for number, (home_imps, away_imps, _keep) in sorted(own.items())
                ]
            )
            numbers = [number for number, _home, _away, _boards in played]
            if numbers != list(range(1, len(numbers) + 1)):
                self.gaps[match_id] = numbers  # refused with its path once the stage is assembled
            # A line-up belongs to a half in the format, and a half exists only with its IMPs: a line-up
            # typed before its half's result stays in the file and goes out with that result.
            entry: dict[str, Any] = {"id": match_id, "home": home, "away": away}
            _put(entry, "date", _date(date))
            entry["halves"] = [
                {
                    "home_imps": home_imps,
                    "away_imps": away_imps,
                    "home_lineup": seats.get((match_id, number, "home"), []),
                    "away_lineup": seats.get((match_id, number, "away"), []),
                    **({"from_boards": True} if from_boards else {}),
                }
                for number, home_imps, away_imps, from_boards in played
            ]
            _put(entry, "boards", boards.get(match_id))
            _put(entry, "table_times", times.get(match_id))
            by_round[stage_id, round_number].append(entry)
        return by_round

    def _matches_with_halves(self) -> Iterator[tuple[tuple, dict[int, tuple]]]:
        """Each match (in the file's order) with its typed halves, read in one pass: the rows are
        not all held at once, nor a table of every match's halves beside the document."""
        query = (
            select(
                Match.id,
                Match.stage_id,
                Match.round_number,
                Match.home_team_id,
                Match.away_team_id,
                Match.date,
                HalfResult.half,
                HalfResult.home_imps,
                HalfResult.away_imps,
                HalfResult.keep_typed,
            )
            .outerjoin(HalfResult, HalfResult.match_id == Match.id)
            .order_by(Match.position, literal_column("match.rowid"), HalfResult.half)
        )
        current: tuple | None = None
        own: dict[int, tuple] = {}
        for *match, half, home, away, keep in self.connection.execute(query):
            key = tuple(match)
            if current is not None and key[0] != current[0]:
                yield current, own
                own = {}
            current = key
            if half is not None:
                own[half] = (home, away, bool(keep))
        if current is not None:
            yield current, own

    def place_offers(self) -> list[dict[str, Any]]:
        return [
            {
                "from": from_stage,
                "team": team,
                "target": target,
                "accepted": accepted,
                "answered_on": _date(answered_on),
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


def _refuse_unsayable(stage: dict[str, Any], path: str, gaps: dict[str, list[int]]) -> None:
    """What the file may hold and the format cannot say, found while the stage is assembled."""
    for index, walkover in enumerate(stage["walkovers"]):
        if walkover["ruled_on"] is None:
            raise _cannot_write(
                problem(
                    f"{path}.walkovers[{index}].ruled_on",
                    translate("Json", "the walkover in match {match} has no date of the ruling").format(
                        match=quoted(walkover["match"])
                    ),
                )
            )
    for number, round_ in enumerate(stage["rounds"]):
        for position, match in enumerate(round_["matches"]):
            match_path = f"{path}.rounds[{number}].matches[{position}]"
            if match["id"] in gaps:
                # The format numbers halves by their place in the list; a gap cannot be written.
                raise _cannot_write(
                    problem(
                        f"{match_path}.halves",
                        translate("Json", "match {match} has results for halves {halves} only").format(
                            match=quoted(match["id"]), halves=", ".join(map(str, gaps[match["id"]]))
                        ),
                    )
                )
            for half_index, half in enumerate(match["halves"]):
                for side in ("home_lineup", "away_lineup"):
                    if 0 < len(half[side]) < 4:
                        raise _cannot_write(
                            problem(
                                f"{match_path}.halves[{half_index}].{side}",
                                translate(
                                    "Json", "a line-up lists four players or none; this one lists {count}"
                                ).format(count=len(half[side])),
                            )
                        )


def _penalty(id_, match, team, kind, minutes, share, mid, vp, reason, room) -> dict[str, Any]:
    entry: dict[str, Any] = {"id": id_}
    _put(entry, "match", match)
    entry["team"] = team
    entry["kind"] = kind
    _put(entry, "minutes", minutes)
    _put(entry, "share", _decimal(share))
    _put(entry, "mid", mid)
    _put(entry, "vp", _decimal(vp))
    _put(entry, "reason", reason)
    _put(entry, "room", room)  # version 4 (P2): the table of a slow-play ruling
    return entry


def _grouped(rows) -> dict[str, list]:
    grouped: dict[str, list] = defaultdict(list)
    for key, value in rows:
        grouped[key].append(value)
    return grouped


def _cannot_write(*problems: str) -> DocumentRefused:
    return DocumentRefused(problems, translate("Json", "The file cannot be written in the open format:"))


def _put(entry: dict, key: str, value: Any) -> None:
    """Optional keys are absent, not null, when the file holds nothing for them."""
    if value is not None:
        entry[key] = value


def _decimal(value: Decimal | None) -> str | None:
    # Fixed-point text keeps the stored precision ("12.00") and never turns into "1E-7".
    return None if value is None else format(value, "f")


def _date(value) -> str | None:
    return None if value is None else value.isoformat()


def _loads(text: str | None) -> Any:
    return None if text is None else json.loads(text)

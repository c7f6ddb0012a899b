"""Export a tournament file as the open JSON format (FORMAT.md, version 1).

The document is read in one reading session, so it is one consistent moment of the file, and
it is checked against the schema and the references before anyone gets it: every document this
module writes imports again. A file holding something the format cannot say (a walkover
without its date, half a line-up, a line-up before its result, one half of a two-half match)
is refused with the JSON path of the first such value instead of being written. Optional keys
are absent when the file holds nothing for them; ``dealt_at_table`` is always written.

Lists follow the file's own order: positions where the tables keep one, the order of entry
(rowid) for clubs, players, dispensations, walkovers and exclusions, the id for lots and the
audit. The audit list leaves out the file's bookkeeping rows (``BOOKKEEPING_ACTIONS``) and the
undo images; an action without a subject is exported with the subject "".
"""
from __future__ import annotations

import json
import os
from collections import defaultdict
from decimal import Decimal
from pathlib import Path
from typing import Any

from sqlalchemy import literal_column, select
from sqlalchemy.orm import Session

from tddesk.export.json_checks import check_references
from tddesk.export.json_format import (BOOKKEEPING_ACTIONS, FORMAT_NAME, FORMAT_VERSION, DocumentRefused,
                                       problem, quoted, schema_problems)
from tddesk.i18n import translate
from tddesk.models.tables import (Audit, Championship, Club, Dispensation, Exclusion, Lot, Match, Penalty,
                                  Player, Stage, Team, Walkover)
from tddesk.services.errors import message
from tddesk.services.tournament import Tournament

# Tables without a position column list in order of entry, which is the document's order after
# an import.
ENTRY_ORDER = literal_column("rowid")


def export_json(tournament: Tournament) -> dict[str, Any]:
    """The whole championship as a format-1 document (a dict ready for ``json.dumps``)."""
    with tournament.reading() as session:
        document = _document(session)
    problems = schema_problems(document) or check_references(document)
    if problems:
        raise _cannot_write(*problems)
    return document


def write_json(tournament: Tournament, path: Path | str) -> Path:
    """Write the export to ``path`` (UTF-8, indented); the old file is replaced only when all is written."""
    text = json.dumps(export_json(tournament), ensure_ascii=False, indent=2) + "\n"
    target = Path(path)
    partial = target.with_name(target.name + ".part")
    try:
        partial.write_text(text, encoding="utf-8")
        os.replace(partial, target)
    except OSError as error:
        partial.unlink(missing_ok=True)
        raise message(translate("Json", "Cannot write {path} ({detail})."), path=target,
                      detail=error.strerror or str(error)) from None
    return target


def _document(session: Session) -> dict[str, Any]:
    championship = session.scalars(select(Championship)).one()
    return {
        "format": FORMAT_NAME,
        "version": FORMAT_VERSION,
        "championship": _championship(championship),
        "clubs": [{"id": club.id, "name": club.name, "district": club.district}
                  for club in session.scalars(select(Club).order_by(ENTRY_ORDER))],
        "players": [{"mid": player.mid, "name": player.name, "club": player.club_id,
                     "birth_year": player.birth_year, "membership_paid": player.membership_paid}
                    for player in session.scalars(select(Player).order_by(ENTRY_ORDER))],
        "teams": _teams(session),
        "stages": [_stage(session, stage, f"stages[{index}]") for index, stage in
                   enumerate(session.scalars(select(Stage).order_by(Stage.position, ENTRY_ORDER)))],
        "audit": [{"at": entry.at.isoformat(timespec="seconds"), "by": entry.by, "action": entry.action,
                   "subject": entry.subject or "", "before": _loads(entry.before), "after": _loads(entry.after)}
                  for entry in session.scalars(select(Audit).where(Audit.action.not_in(BOOKKEEPING_ACTIONS))
                                               .order_by(Audit.id))],
    }


def _championship(championship: Championship) -> dict[str, Any]:
    entry = {"name": championship.name, "season": championship.season, "profile": championship.profile_id,
             "district": championship.district}
    if championship.profile_overrides is not None:
        entry["profile_overrides"] = json.loads(championship.profile_overrides)
    return entry


def _teams(session: Session) -> list[dict[str, Any]]:
    dispensations = defaultdict(list)
    for dispensation in session.scalars(select(Dispensation).order_by(ENTRY_ORDER)):
        dispensations[dispensation.team_id].append({"mid": dispensation.mid, "kind": dispensation.kind,
                                                    "granted_on": _date(dispensation.granted_on)})
    return [{"id": team.id, "name": team.name, "captain": team.captain_mid,
             "players": [member.mid for member in team.members], "newcomer": team.newcomer,
             "entry_fee_paid_on": _date(team.entry_fee_paid_on), "dispensations": dispensations[team.id]}
            for team in session.scalars(select(Team).order_by(Team.position, ENTRY_ORDER))]


def _stage(session: Session, stage: Stage, path: str) -> dict[str, Any]:
    entry: dict[str, Any] = {"id": stage.id, "kind": stage.kind, "name": stage.name,
                             "boards_per_match": stage.boards_per_match, "halves": stage.halves,
                             "dealt_at_table": stage.dealt_at_table}
    _put(entry, "format", stage.format)
    _put(entry, "bye_vp", _decimal(stage.bye_vp))
    _put(entry, "table_fee", _decimal(stage.table_fee))
    organiser: dict[str, Any] = {}
    for key, value in (("club", stage.organiser_club), ("manager", stage.manager), ("phone", stage.phone),
                       ("email", stage.email)):
        _put(organiser, key, value)
    _put(entry, "organiser", organiser or None)
    entry["teams"] = [team.team_id for team in stage.entries]
    entry["rounds"] = [_round(round_, f"{path}.rounds[{index}]") for index, round_ in enumerate(stage.rounds)]
    of_stage = {"stage_id": stage.id}
    entry["penalties"] = [_penalty(penalty) for penalty in session.scalars(
        select(Penalty).filter_by(**of_stage).order_by(Penalty.position, ENTRY_ORDER))]
    entry["walkovers"] = [{"match": walkover.match_id, "by": walkover.by_team_id, "ruled_on": _date(walkover.ruled_on)}
                          for walkover in session.scalars(select(Walkover).filter_by(**of_stage).order_by(ENTRY_ORDER))]
    entry["exclusions"] = [{"team": exclusion.team_id, "kind": exclusion.kind, "reason": exclusion.reason,
                            "on": _date(exclusion.on)}
                           for exclusion in session.scalars(select(Exclusion).filter_by(**of_stage)
                                                            .order_by(ENTRY_ORDER))]
    entry["lots"] = [{"teams": json.loads(lot.teams), "order": json.loads(lot.order),
                      "drawn_on": lot.drawn_on.isoformat(timespec="seconds"), "drawn_by": lot.drawn_by}
                     for lot in session.scalars(select(Lot).filter_by(**of_stage).order_by(Lot.id))]
    return entry


def _round(round_, path: str) -> dict[str, Any]:
    entry: dict[str, Any] = {"number": round_.number}
    _put(entry, "date", _date(round_.date))
    _put(entry, "start", round_.start)
    _put(entry, "bye", round_.bye_team_id)
    entry["matches"] = [_match(match, f"{path}.matches[{index}]") for index, match in enumerate(round_.matches)]
    return entry


def _match(match: Match, path: str) -> dict[str, Any]:
    numbers = [half.half for half in match.halves]
    if numbers != list(range(1, len(numbers) + 1)):
        # The format numbers halves by their place in the list; a gap cannot be written.
        raise _cannot_write(problem(f"{path}.halves", translate(
            "Json", "match {match} has results for halves {halves} only").format(
            match=quoted(match.id), halves=", ".join(map(str, numbers)))))
    seats: dict[tuple[int, str], list] = defaultdict(list)
    for seat in match.lineup:
        seats[seat.half, seat.side].append(seat)
    # A line-up belongs to a half in the format, and a half exists only with its IMPs: a line-up
    # typed before its half's result stays in the file and goes out with that result.
    lineup = {key: [seat.mid for seat in sorted(group, key=lambda seat: seat.seat)] for key, group in seats.items()}
    return {"id": match.id, "home": match.home_team_id, "away": match.away_team_id,
            "halves": [{"home_imps": half.home_imps, "away_imps": half.away_imps,
                        "home_lineup": lineup.get((half.half, "home"), []),
                        "away_lineup": lineup.get((half.half, "away"), [])} for half in match.halves]}


def _penalty(penalty: Penalty) -> dict[str, Any]:
    entry: dict[str, Any] = {"id": penalty.id}
    _put(entry, "match", penalty.match_id)
    entry["team"] = penalty.team_id
    entry["kind"] = penalty.kind
    _put(entry, "minutes", penalty.minutes)
    _put(entry, "share", _decimal(penalty.share))
    _put(entry, "mid", penalty.mid)
    _put(entry, "vp", _decimal(penalty.vp))
    _put(entry, "reason", penalty.reason)
    return entry


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

"""Import a document in the open JSON format (docs/format.md, versions 1 to 3) into a new tournament file.

The document is checked completely before anything is written: first against the shipped
schema, then its references (``json_checks``). The new file is made with the named shipped
profile and filled in one audited action, so it holds the whole championship or, on any error,
does not exist at all. The document's audit list becomes audit rows as they were (without undo
images); the file's own bookkeeping rows — its creation and this import — are not part of the
championship and are left out again on export, so import → export gives the same document.

The import can be cancelled: ``progress(done, total)`` is called after each step (the clubs and
players, the teams, each stage, the audit list) and returning False stops it; nothing is created
and None is returned.
"""

from __future__ import annotations

import datetime as dt
import json
import os
from collections.abc import Callable
from decimal import Decimal
from itertools import groupby
from pathlib import Path
from typing import Any

from sqlalchemy import Table, select
from sqlalchemy.orm import Session

from tddesk.export.json_boards import board_rows, typed_halves
from tddesk.export.json_deals import stage_rows
from tddesk.export.json_sm import entry_extras, sm_fact_rows
from tddesk.formats.json_format import problem, quoted
from tddesk.i18n import translate
from tddesk.imports.json_facts import validate_document
from tddesk.imports.json_pairs import import_pairs
from tddesk.imports.json_pairs_checks import check_pairs
from tddesk.imports.json_version2_checks import check_version_2_facts
from tddesk.models.atomic import move_into_place, partial_path, remove_partials
from tddesk.models.changes import BulkInsert
from tddesk.models.database import TournamentFileError
from tddesk.models.tables import (
    Audit,
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
    StageTeam,
    TableFeePayment,
    TableTime,
    Team,
    TeamMember,
    Walkover,
)
from tddesk.resources import shipped_profile_ids, shipped_profile_text
from tddesk.rules.pairs_season import pairs_rules
from tddesk.rules.profile import load_profile, profile_data
from tddesk.services.errors import ServiceError, message
from tddesk.services.files import FileRefused, new_championship, open_championship, storage_error
from tddesk.services.tournament import Tournament
from tddesk.system_words import system_reason

Progress = Callable[[int, int], bool]
MAX_DOCUMENT_BYTES = 200 * 2**20
SHARED_TEXT_LENGTH = 40  # ids, dates, names: what a document repeats


class _Cancelled(Exception):
    pass


def import_json(
    document_or_path: dict | str | os.PathLike,
    target_path: str | os.PathLike,
    user: str | None = None,
    progress: Progress | None = None,
) -> Tournament | None:
    """Create the tournament file ``target_path`` from a document (or a JSON file); it must not exist.

    The document passes ``validate_document`` (the checks the services make) before anything is
    written. The file is built under a temporary name beside the target and renamed into place
    when complete, so a crash or a kill leaves either no file or the whole championship.
    Returns the open file, or None when ``progress`` returned False (nothing is left behind).
    """
    target = Path(target_path)
    if target.exists():
        raise FileRefused(TournamentFileError("exists", target))
    if isinstance(document_or_path, dict):
        document, source = document_or_path, None
    else:
        document, source = read_document(document_or_path), str(document_or_path)
    document = validate_document(
        document, lambda checked: check_version_2_facts(checked) + check_pairs(checked) + _profile_problems(checked)
    )
    championship = document["championship"]
    remove_partials(target)  # what an import killed earlier left (it never reached the rename)
    partial = partial_path(target)
    tournament = new_championship(
        partial,
        name=championship["name"],
        season=championship["season"],
        district=championship["district"],
        profile_id=championship["profile"],
        user=user,
        durable=False,
    )
    total = 3 + len(document["stages"])
    done = 0

    def step() -> None:
        nonlocal done
        done += 1
        if progress is not None and progress(done, total) is False:
            raise _Cancelled

    try:
        with tournament.action("import_json", championship["name"]) as (session, record):
            _fill(session, document, step)
            record.after = {
                "source": source,
                "teams": len(document["teams"]),
                "stages": [stage["id"] for stage in document["stages"]],
            }
        tournament.close()
        move_into_place(partial, target)
    except BaseException as error:
        tournament.close()
        _remove(partial)
        if isinstance(error, _Cancelled):
            return None
        if isinstance(error, (ServiceError, KeyboardInterrupt, SystemExit)):
            raise
        if isinstance(error, OSError):
            raise storage_error(error, target) from None
        raise message(translate("Json", "The import failed ({detail}); no file was created."), detail=error) from error
    return open_championship(target, user=user, backup=False)


class _DuplicateKey(ValueError):
    pass


def _object_hook() -> Callable[[list[tuple[str, Any]]], dict]:
    """Builds each JSON object, refusing a repeated key; equal short texts become one string.

    json.loads would silently keep the last of two equal keys; a document saying two things is
    refused. A national document repeats each team id in every match: sharing them keeps the
    parsed document well within three times the size of its text."""
    shared: dict[str, str] = {}

    def build(pairs: list[tuple[str, Any]]) -> dict:
        result: dict[str, Any] = {}
        for key, value in pairs:
            if key in result:
                raise _DuplicateKey(key)
            short_text = type(value) is str and len(value) <= SHARED_TEXT_LENGTH
            result[key] = shared.setdefault(value, value) if short_text else value
        return result

    return build


def read_document(path: str | os.PathLike) -> Any:
    """The parsed JSON of a file, or a ServiceError saying why it cannot be read."""
    try:
        size = Path(path).stat().st_size
        if size > MAX_DOCUMENT_BYTES:
            raise message(
                translate("Json", "{path} is {size} MB; a tournament document is at most {limit} MB."),
                path=path,
                size=size // 2**20,
                limit=MAX_DOCUMENT_BYTES // 2**20,
            )
        text = Path(path).read_text(encoding="utf-8-sig")
    except FileNotFoundError:
        raise message(
            translate("Json", "The file {path} does not exist. Check the name and folder."), path=path
        ) from None
    except UnicodeDecodeError:
        raise message(translate("Json", "{path} is not a JSON text file (it is not UTF-8)."), path=path) from None
    except OSError as error:
        raise message(
            translate("Json", "Cannot read {path} ({detail})."), path=path, detail=system_reason(error)
        ) from None
    try:
        return json.loads(text, object_pairs_hook=_object_hook())
    except json.JSONDecodeError as error:
        raise message(
            translate("Json", "{path} is not valid JSON: {problem} at line {line}, column {column}."),
            path=path,
            problem=error.msg,
            line=error.lineno,
            column=error.colno,
        ) from None
    except _DuplicateKey as error:
        raise message(
            translate("Json", "{path} is not valid here: the key {key} appears twice in one object."),
            path=path,
            key=quoted(error.args[0]),
        ) from None
    except RecursionError:
        raise message(
            translate("Json", "{path} nests lists and objects too deeply to be a tournament document."), path=path
        ) from None
    except ValueError as error:  # e.g. a number of more than 4,300 digits
        raise message(
            translate("Json", "{path} is not a tournament document: {problem}."),
            path=path,
            problem=str(error).split(";")[0],
        ) from None


def _profile_problems(document: dict) -> list[str]:
    # The format names the profile, it does not carry it: the import copies in the shipped one.
    profile_id = document["championship"]["profile"]
    known = shipped_profile_ids()
    if profile_id in known:
        overrides = document["championship"].get("profile_overrides")
        if not overrides:
            return []
        try:  # the numbers the file will read through the overrides (rules/profile.py)
            text = shipped_profile_text(profile_id)
            load_profile(text, json.dumps(overrides))
            pairs_rules(profile_data(text, json.dumps(overrides)).get("pairs"))
        except ValueError as error:
            return [problem("championship.profile_overrides", str(error))]
        return []
    return [
        problem(
            "championship.profile",
            translate("Json", "{profile} is not a regulation profile of this program; known: {known}").format(
                profile=quoted(profile_id), known=", ".join(known)
            ),
        )
    ]


def _remove(target: Path) -> None:
    for leftover in (
        target,
        target.with_name(target.name + "-wal"),
        target.with_name(target.name + "-shm"),
        target.with_name(target.name + "-journal"),
    ):
        leftover.unlink(missing_ok=True)


def _fill(session: Session, document: dict, step: Callable[[], None]) -> None:
    """Insert the document's facts in bulk, parents before children, each stage after the teams.

    The rows go in with executemany and are recorded as the ranges of rowids they took
    (``BulkInsert``): the file was empty, so undo is "take out what the import put in".
    ``step()`` follows each layer and each stage; it raises to stop the import (rolled back).
    """
    championship = document["championship"]
    row = session.scalars(select(Championship)).one()
    row.name = championship["name"]  # exactly as written (the new file stores it trimmed)
    if "profile_overrides" in championship:
        row.profile_overrides = json.dumps(championship["profile_overrides"], ensure_ascii=False)
    row.semifinal_places = _int(championship.get("semifinal_places"))
    session.flush()
    rows = BulkInsert(session)
    rows.insert(
        _table(Club),
        ({"id": club["id"], "name": club["name"], "district": club["district"]} for club in document["clubs"]),
    )
    rows.insert(
        _table(Player),
        (
            {
                "mid": player["mid"],
                "name": player["name"],
                "club_id": player["club"],
                "birth_year": _int(player["birth_year"]),
                "membership_paid": player["membership_paid"],
            }
            for player in document["players"]
        ),
    )
    step()
    teams = document["teams"]
    rows.insert(
        _table(Team),
        (
            {
                "id": team["id"],
                "name": team["name"],
                "captain_mid": team["captain"],
                "newcomer": team["newcomer"],
                "entry_fee_paid_on": _date(team["entry_fee_paid_on"]),
                "position": position,
            }
            for position, team in enumerate(teams)
        ),
    )
    rows.insert(
        _table(TeamMember),
        (
            {"team_id": team["id"], "mid": mid, "position": seat}
            for team in teams
            for seat, mid in enumerate(team["players"])
        ),
    )
    rows.insert(
        _table(Dispensation),
        (
            {"team_id": team["id"], "mid": item["mid"], "kind": item["kind"], "granted_on": _date(item["granted_on"])}
            for team in teams
            for item in team["dispensations"]
        ),
    )
    step()
    for position, stage in enumerate(document["stages"]):
        _fill_stage(rows, stage, position)
        step()
    import_pairs(session, document)
    # Place offers keep the order they were asked in (their id), across stages.
    rows.insert(
        _table(PlaceOffer),
        (
            {
                "from_stage_id": offer["from"],
                "team_id": offer["team"],
                "target": offer["target"],
                "accepted": offer["accepted"],
                "answered_on": _date(offer["answered_on"]),
            }
            for offer in document.get("place_offers", [])
        ),
    )
    rows.finish()
    # The document's own audit list, as it was; like every audit row it is not part of what undo takes out.
    audit = [
        {
            "at": dt.datetime.fromisoformat(entry["at"]),
            "by": entry["by"],
            "action": entry["action"],
            "subject": entry["subject"],
            "before": _json(entry["before"]),
            "after": _json(entry["after"]),
        }
        for entry in document["audit"]
    ]
    if audit:
        session.connection().execute(_table(Audit).insert(), audit)
    step()


def _table(model: Any) -> Table:
    return model.__table__


def _values(row: Any) -> dict[str, Any]:
    """The columns of an ORM object built by a shared helper (deals, boards, SM facts), for a bulk insert."""
    return {column.key: getattr(row, column.key) for column in row.__table__.columns}


def _insert_objects(rows: BulkInsert, objects: list) -> None:
    for _model, group in groupby(objects, key=type):
        listed = list(group)
        rows.insert(_table(type(listed[0])), map(_values, listed))


def _fill_stage(rows: BulkInsert, stage: dict, position: int) -> None:
    organiser = stage.get("organiser") or {}
    extras = entry_extras(stage)
    stage_id = stage["id"]
    rows.insert(
        _table(Stage),
        [
            {
                "id": stage_id,
                "kind": stage["kind"],
                "name": stage["name"],
                "boards_per_match": _int(stage["boards_per_match"]),
                "halves": _int(stage["halves"]),
                "dealt_at_table": stage.get("dealt_at_table", False),
                "format": stage.get("format"),
                "bye_vp": _decimal(stage.get("bye_vp")),
                "table_fee": _decimal(stage.get("table_fee")),
                "organiser_club": organiser.get("club"),
                "manager": organiser.get("manager"),
                "phone": organiser.get("phone"),
                "email": organiser.get("email"),
                "position": position,
                "venue": stage.get("venue"),
                "day": _date(stage.get("day")),
                "start_offset_minutes": _int(stage.get("start_offset_minutes")),
                "first_round_date": _date(stage.get("first_round_date")),
                "days_between_rounds": _int(stage.get("days_between_rounds")),
                "vp_scale": stage.get("vp_scale"),
                "repeat_policy": stage.get("repeat_policy"),
                "imp_cap": stage.get("imp_cap"),
            }
        ],
    )
    rows.insert(
        _table(StageTeam),
        (
            {
                "stage_id": stage_id,
                "team_id": team,
                "position": index,
                "seed": None,
                "start_round": None,
                **extras.get(team, {}),
            }
            for index, team in enumerate(stage["teams"])
        ),
    )
    rounds = stage["rounds"]
    rows.insert(
        _table(Round),
        (
            {
                "stage_id": stage_id,
                "number": int(round_["number"]),
                "date": _date(round_.get("date")),
                "start": round_.get("start"),
                "bye_team_id": round_.get("bye"),
                "boards": _int(round_.get("boards")),
            }
            for round_ in rounds
        ),
    )
    matches = [
        (int(round_["number"]), index, match) for round_ in rounds for index, match in enumerate(round_["matches"])
    ]
    rows.insert(
        _table(Match),
        (
            {
                "id": match["id"],
                "stage_id": stage_id,
                "round_number": number,
                "home_team_id": match["home"],
                "away_team_id": match["away"],
                "date": _date(match.get("date")),
                "position": index,
            }
            for number, index, match in matches
        ),
    )
    rows.insert(
        _table(HalfResult),
        (
            {
                "match_id": match["id"],
                "half": number,
                "home_imps": _int(half["home_imps"]),
                "away_imps": _int(half["away_imps"]),
                "keep_typed": False,
            }
            for _round, _index, match in matches
            for number, half in typed_halves(match)
        ),
    )
    rows.insert(
        _table(LineupSeat),
        (
            {"match_id": match["id"], "half": number, "side": side, "seat": seat, "mid": mid}
            for _round, _index, match in matches
            for number, half in enumerate(match["halves"], start=1)
            for side in ("home", "away")
            for seat, mid in enumerate(half[f"{side}_lineup"], start=1)
        ),
    )
    rows.insert(
        _table(BoardResult),
        (
            {**_values(board), "match_id": match["id"]}
            for _round, _index, match in matches
            for board in board_rows(match)
        ),
    )
    rows.insert(
        _table(TableTime),
        (
            {
                "match_id": match["id"],
                "half": _int(item["half"]),
                "table": _int(item["table"]),
                "started": item["started"],
                "ended": item["ended"],
            }
            for _round, _index, match in matches
            for item in match.get("table_times", [])
        ),
    )
    rows.insert(
        _table(JuryMember),
        ({"stage_id": stage_id, "team_id": member["team"], "name": member["name"]} for member in stage.get("jury", [])),
    )
    rows.insert(
        _table(TableFeePayment),
        (
            {
                "stage_id": stage_id,
                "team_id": payment["team"],
                "round_number": _int(payment["round"]),
                "paid_on": _date(payment["paid_on"]),
            }
            for payment in stage.get("table_fees_paid", [])
        ),
    )
    rows.insert(
        _table(Penalty),
        (
            {
                "id": penalty["id"],
                "stage_id": stage_id,
                "match_id": penalty.get("match"),
                "team_id": penalty["team"],
                "kind": penalty["kind"],
                "minutes": _int(penalty.get("minutes")),
                "share": _decimal(penalty.get("share")),
                "mid": penalty.get("mid"),
                "vp": _decimal(penalty.get("vp")),
                "reason": penalty.get("reason"),
                "room": penalty.get("room"),
                "position": index,
            }
            for index, penalty in enumerate(stage["penalties"])
        ),
    )
    # Walkovers, exclusions and lots keep no position: they are inserted in the document's order,
    # which is the order export lists them in.
    rows.insert(
        _table(Walkover),
        (
            {
                "match_id": walkover["match"],
                "stage_id": stage_id,
                "by_team_id": walkover["by"],
                "ruled_on": _date(walkover["ruled_on"]),
            }
            for walkover in stage["walkovers"]
        ),
    )
    rows.insert(
        _table(Exclusion),
        (
            {
                "stage_id": stage_id,
                "team_id": exclusion["team"],
                "kind": exclusion["kind"],
                "reason": exclusion["reason"],
                "on": _date(exclusion["on"]),
            }
            for exclusion in stage["exclusions"]
        ),
    )
    rows.insert(
        _table(Lot),
        (
            {
                "stage_id": stage_id,
                "teams": json.dumps(lot["teams"], ensure_ascii=False),
                "order": json.dumps(lot["order"], ensure_ascii=False),
                "drawn_on": dt.datetime.fromisoformat(lot["drawn_on"]),
                "drawn_by": lot["drawn_by"],
            }
            for lot in stage["lots"]
        ),
    )
    _insert_objects(rows, sm_fact_rows(stage))
    _insert_objects(rows, stage_rows(stage))


def _int(value: Any) -> int | None:
    # The schema accepts 31.0 as an integer; the file stores 31.
    return None if value is None else int(value)


def _decimal(text: str | None) -> Decimal | None:
    return None if text is None else Decimal(text)


def _date(text: str | None) -> dt.date | None:
    return None if text is None else dt.date.fromisoformat(text)


def _json(value: Any) -> str | None:
    return None if value is None else json.dumps(value, ensure_ascii=False)

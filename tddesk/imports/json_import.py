"""Import a document in the open JSON format (docs/format.md, versions 1 to 3) into a new tournament file.

The document is checked completely before anything is written: first against the shipped
schema, then its references (``json_checks``). The new file is made with the named shipped
profile and filled in one audited action, so it holds the whole championship or, on any error,
does not exist at all. The document's audit list becomes audit rows as they were (without undo
images); the file's own bookkeeping rows — its creation and this import — are not part of the
championship and are left out again on export, so import → export gives the same document.

The file is read by ``json_reading``; each stage's rows go in through ``json_stage_rows``.

The import can be cancelled: ``progress(done, total)`` is called after each step (the clubs and
players, the teams, each stage, the audit list) and returning False stops it; nothing is created
and None is returned.
"""

from __future__ import annotations

import datetime as dt
import json
import os
from collections.abc import Callable
from pathlib import Path

from sqlalchemy import select
from sqlalchemy.orm import Session

from tddesk.formats.json_format import problem, quoted
from tddesk.i18n import translate
from tddesk.imports.json_facts import validate_document
from tddesk.imports.json_pairs import import_pairs
from tddesk.imports.json_pairs_checks import check_pairs
from tddesk.imports.json_reading import read_document
from tddesk.imports.json_stage_rows import insert_stage, table
from tddesk.imports.json_values import optional_date, optional_int, optional_json
from tddesk.imports.json_version2_checks import check_version_2_facts
from tddesk.models.atomic import move_into_place, partial_path, remove_partials
from tddesk.models.changes import BulkInsert
from tddesk.models.database import TournamentFileError
from tddesk.models.tables import (
    Audit,
    Championship,
    Club,
    Dispensation,
    PlaceOffer,
    Player,
    Team,
    TeamMember,
)
from tddesk.resources import shipped_profile_ids, shipped_profile_text
from tddesk.rules.pairs_season import pairs_rules
from tddesk.rules.profile import load_profile, profile_data
from tddesk.services.errors import ServiceError, message
from tddesk.services.files import FileRefused, new_championship, open_championship, storage_error
from tddesk.services.tournament import Tournament

Progress = Callable[[int, int], bool]


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
    row.semifinal_places = optional_int(championship.get("semifinal_places"))
    session.flush()
    rows = BulkInsert(session)
    rows.insert(
        table(Club),
        ({"id": club["id"], "name": club["name"], "district": club["district"]} for club in document["clubs"]),
    )
    rows.insert(
        table(Player),
        (
            {
                "mid": player["mid"],
                "name": player["name"],
                "club_id": player["club"],
                "birth_year": optional_int(player["birth_year"]),
                "membership_paid": player["membership_paid"],
            }
            for player in document["players"]
        ),
    )
    step()
    teams = document["teams"]
    rows.insert(
        table(Team),
        (
            {
                "id": team["id"],
                "name": team["name"],
                "captain_mid": team["captain"],
                "newcomer": team["newcomer"],
                "entry_fee_paid_on": optional_date(team["entry_fee_paid_on"]),
                "position": position,
            }
            for position, team in enumerate(teams)
        ),
    )
    rows.insert(
        table(TeamMember),
        (
            {"team_id": team["id"], "mid": mid, "position": seat}
            for team in teams
            for seat, mid in enumerate(team["players"])
        ),
    )
    rows.insert(
        table(Dispensation),
        (
            {
                "team_id": team["id"],
                "mid": item["mid"],
                "kind": item["kind"],
                "granted_on": optional_date(item["granted_on"]),
            }
            for team in teams
            for item in team["dispensations"]
        ),
    )
    step()
    for position, stage in enumerate(document["stages"]):
        insert_stage(rows, stage, position)
        step()
    import_pairs(session, document)
    # Place offers keep the order they were asked in (their id), across stages.
    rows.insert(
        table(PlaceOffer),
        (
            {
                "from_stage_id": offer["from"],
                "team_id": offer["team"],
                "target": offer["target"],
                "accepted": offer["accepted"],
                "answered_on": optional_date(offer["answered_on"]),
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
            "before": optional_json(entry["before"]),
            "after": optional_json(entry["after"]),
        }
        for entry in document["audit"]
    ]
    if audit:
        session.connection().execute(table(Audit).insert(), audit)
    step()

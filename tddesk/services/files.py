"""Creating and opening championship files, with the TD's words for every refusal."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

from tddesk.i18n import translate
from tddesk.models.database import TournamentFileError, create_file, open_file
from tddesk.resources import shipped_profile_text
from tddesk.rules import entry_limits as limits
from tddesk.rules.findings import QT_TRANSLATE_NOOP
from tddesk.rules.profile import ProfileError, load_profile
from tddesk.services.errors import ServiceError, message, refused
from tddesk.services.storage import storage_error  # noqa: F401 - the file actions' words for a refused write
from tddesk.services.tournament import Tournament
from tddesk.system_words import system_reason

FILE_SUFFIX = ".tddesk"

_FILE_MESSAGES = {
    "not_found": QT_TRANSLATE_NOOP("Files", "The file {path} does not exist. Check the name and folder."),
    "not_tournament": QT_TRANSLATE_NOOP(
        "Files",
        "{path} is not a tddesk tournament file. Open a .tddesk file, or import a JSON file with File → Import.",
    ),
    "corrupt": QT_TRANSLATE_NOOP(
        "Files",
        "{path} is damaged and cannot be read ({detail}). Open the newest copy in the backups folder beside it.",
    ),
    "newer_version": QT_TRANSLATE_NOOP(
        "Files",
        "{path} was written by a newer version of tddesk. Install the newer version to open it; the "
        "file has not been changed.",
    ),
    "not_writable": QT_TRANSLATE_NOOP(
        "Files", "Cannot write in the folder {path} ({detail}). Choose a folder where you may save files."
    ),
    "exists": QT_TRANSLATE_NOOP("Files", "{path} already exists. Choose another name, or open the existing file."),
    "in_use": QT_TRANSLATE_NOOP(
        "Files",
        "{path} is already open in another tddesk window or on another computer ({detail}). You can open it read-only.",
    ),
    "disk_full": QT_TRANSLATE_NOOP(
        "Files",
        "The disk holding {path} is full; the file was not opened and nothing was changed. Free some "
        "space (delete files you do not need or empty the wastebasket) and open it again.",
    ),
    "unreadable": QT_TRANSLATE_NOOP(
        "Files",
        "{path} could not be read from the disk ({detail}); the file itself need not be damaged. Check "
        "the disk or USB stick (is it still plugged in?) and open it again.",
    ),
    "read_only_file": QT_TRANSLATE_NOOP(
        "Files",
        "{path} is marked read-only, so results cannot be entered in it. It can be viewed; to work in "
        "it, remove the read-only mark in the file's properties or copy it to a folder where you may write.",
    ),
    "read_only_folder": QT_TRANSLATE_NOOP(
        "Files",
        "{path} is in a folder that cannot be written (e.g. a write-protected USB stick or a CD), so "
        "results cannot be entered in it. It can be viewed; to work in it, copy it to a folder where you may "
        "write.",
    ),
    "no_schema_mark": QT_TRANSLATE_NOOP(
        "Files",
        "{path} has tournament tables but no mark of their schema version (the alembic_version row), so "
        "tddesk cannot tell which version wrote it. The file has not been changed. Open the newest copy in the "
        "backups folder beside it, or import the championship's JSON export with File → Import.",
    ),
    "schema_mismatch": QT_TRANSLATE_NOOP(
        "Files",
        "The tables of {path} do not match the schema version it is marked with, so it cannot be brought "
        "up to date ({detail}). The file has not been changed. Open the newest copy in the backups folder beside "
        "it, or import the championship's JSON export with File → Import.",
    ),
}

# Refusals that leave the file readable: the window opens it read-only and says why.
VIEW_ONLY_CODES = frozenset({"read_only_file", "read_only_folder"})


def file_error_text(error: TournamentFileError) -> str:
    template = translate("Files", _FILE_MESSAGES[error.code])
    detail = error.detail
    if error.error_number:  # the system's English words, said in the TD's language
        detail = system_reason(OSError(error.error_number, detail))
    return template.format(path=error.path, detail=detail)


class FileRefused(ServiceError):
    def __init__(self, error: TournamentFileError):
        super().__init__(file_error_text(error))
        self.code = error.code


def new_championship(
    path: Path,
    *,
    name: str,
    season: str,
    district: str,
    profile_id: str,
    profile_overrides: dict | None = None,
    user: str | None = None,
    durable: bool = True,
) -> Tournament:
    """Create a championship file with the regulation profile copied into it.

    ``durable=False`` is for building a whole file in one go (see models.database.create_file).
    """
    if not name.strip():
        raise message(translate("Files", "The championship needs a name."))
    if (bad_name := limits.name_problem(name)) is not None:
        raise refused([bad_name])
    try:
        profile_text = shipped_profile_text(profile_id)
        load_profile(profile_text, json.dumps(profile_overrides) if profile_overrides else None)
    except KeyError as error:
        raise message(translate("Files", "Unknown regulation profile: {error}"), error=error.args[0]) from None
    except ProfileError as error:
        raise message(
            translate("Files", "The regulation profile is malformed at {key}: {problem}"),
            key=error.key,
            problem=error.problem,
        ) from None
    try:
        opened = create_file(Path(path), durable)
    except TournamentFileError as error:
        raise FileRefused(error) from None
    # deferred: SQLAlchemy and the tables load after the window's first paint (cold start)
    from tddesk.models.tables import Championship

    tournament = Tournament(opened, user)
    try:
        with tournament.action("create_championship", name) as (session, record):
            session.add(
                Championship(
                    name=name.strip(),
                    season=season,
                    district=district,
                    profile_id=profile_id,
                    profile_toml=profile_text,
                    created_at=dt.datetime.now().replace(microsecond=0),
                    profile_overrides=json.dumps(profile_overrides) if profile_overrides else None,
                )
            )
            record.after = {"name": name, "season": season, "district": district, "profile": profile_id}
    except Exception:
        tournament.close()
        Path(path).unlink(missing_ok=True)
        raise
    return tournament


def open_championship(
    path: Path,
    *,
    read_only: bool = False,
    user: str | None = None,
    backup: bool = True,
    backup_before_first_change: bool = False,
) -> Tournament:
    """Open a championship file; a writable open starts with a rotating backup copy (``backup``).

    ``backup_before_first_change`` (the window) takes that copy later, but before anything is
    written: at the first change, undo or redo, or when ``Tournament.load_orm`` runs after the
    window's first paint, so a large file on a slow stick does not delay the window.
    """
    try:
        opened = open_file(Path(path), read_only=read_only)
    except TournamentFileError as error:
        raise FileRefused(error) from None
    tournament = Tournament(opened, user)
    if not read_only and backup:
        if backup_before_first_change:
            tournament.backup_pending = True
        else:
            tournament.take_pending_backup(force=True)
    return tournament

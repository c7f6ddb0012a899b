"""Opening a Bridgemate file for the services: its rows, or a refusal in the TD's words that
tells a damaged file from one being written (docs/bws.md, "Reading")."""

from __future__ import annotations

from pathlib import Path

from tddesk.formats.bws.reader import BwsBusy, BwsData, BwsUnreadable, read_bws
from tddesk.i18n import translate
from tddesk.services.errors import ServiceError, message


def load_bws(path: Path | str) -> BwsData:
    """The file's rows, or a refusal in words (not a Bridgemate file / being written)."""
    try:
        return read_bws(path)
    except BwsUnreadable as error:
        raise message(_unreadable_words(error.kind), file=Path(path).name, tables=error.tables) from None
    except BwsBusy:
        busy = message(
            translate(
                "Bridgemate", "{file} could not be read just now (it is probably being written); try again in a moment."
            ),
            file=Path(path).name,
        )
        raise BwsFileBusy(busy.args[0]) from None
    except OSError as error:
        raise message(
            translate("Bridgemate", "{file} cannot be read: {error}"),
            file=Path(path).name,
            error=error.strerror or str(error),
        ) from None


def _unreadable_words(kind: str) -> str:
    """Why a file cannot be read, in the TD's words (the reader's English detail is left out)."""
    words = {
        "missing": translate("Bridgemate", "{file} does not exist; choose the file again."),
        "folder": translate("Bridgemate", "{file} is a folder, not a Bridgemate file; choose the .bws file in it."),
        "not_access": translate(
            "Bridgemate", "{file} is not a Bridgemate results file (not an Access database); nothing was imported."
        ),
        "no_tables": translate(
            "Bridgemate", "{file} is not a Bridgemate results file (it has no {tables} table); nothing was imported."
        ),
        "columns": translate(
            "Bridgemate",
            "{file} is not a Bridgemate results file (its tables lack the columns BCS writes); nothing was imported.",
        ),
        "damaged": translate(
            "Bridgemate",
            "{file} is damaged or cut short and cannot be read; nothing was imported. Ask for a new copy of the "
            "file (in BCS: the session's backup).",
        ),
    }
    return words.get(kind, words["not_access"])


class BwsFileBusy(ServiceError):
    """The file was caught mid-write; the follower tries again on its next tick."""

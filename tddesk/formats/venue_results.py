"""A venue's board results of the semifinal day, as one file in a folder the venues share
(docs/publishing.md, "Across venues").

Each venue writes its own stage's file, ``<stage>.json``, whole and atomically, after every change:
the stage's matches with their ``boards`` as the open format writes them (docs/format.md), the
venue's name, when it was written and the venue file's change number (``sequence``, which only
grows). The folder is kept in sync by a tool the federation already runs (Syncthing, Nextcloud, a
network share); tddesk only writes and reads files. A copy the sync tool made of a conflict
(``<stage>.sync-conflict-….json``, ``<stage> (conflicted copy ….json``) is reported, never read.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tddesk.i18n import QT_TRANSLATE_NOOP, translate
from tddesk.models.atomic import write_text_atomically

FORMAT = "tddesk-venue-results"
VERSION = 1
_CONFLICT = re.compile(r"sync-conflict|conflicted copy|\.conflict", re.IGNORECASE)


@dataclass(frozen=True)
class VenueResults:
    stage: str
    venue: str
    written: str  # ISO 8601, UTC
    sequence: int  # the venue file's last change: a later file has a higher one
    matches: dict[str, list[dict[str, Any]]]  # match id → its boards as the open format writes them

    def document(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "stage": self.stage,
            "venue": self.venue,
            "written": self.written,
            "sequence": self.sequence,
            "matches": [{"id": match, "boards": boards} for match, boards in sorted(self.matches.items())],
        }


def file_name(stage: str) -> str:
    return f"{stage}.json"


def is_conflict_copy(path: Path) -> bool:
    return bool(_CONFLICT.search(path.name))


def write_venue_results(folder: Path, results: VenueResults) -> Path:
    """The venue's file written whole (or not at all): a venue reading mid-write sees the old file."""
    text = json.dumps(results.document(), ensure_ascii=False, indent=1)
    target = Path(folder) / file_name(results.stage)
    write_text_atomically(target, lambda handle: handle.write(text))
    return target


def _problem(path: Path, text: str, **values: object) -> ValueError:
    return ValueError(translate("Venues", text).format(file=path.name, **values))


def read_venue_results(path: Path) -> VenueResults:
    """A venue's file; raises ValueError naming what is wrong."""
    try:
        document = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise _problem(path, QT_TRANSLATE_NOOP("Venues", "{file} cannot be read: {error}"), error=error) from None
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise _problem(path, QT_TRANSLATE_NOOP("Venues", "{file} is not a venue's results file."))
    if document.get("version") != VERSION:
        raise _problem(
            path,
            QT_TRANSLATE_NOOP("Venues", "{file} is of version {version}; this tddesk reads version {known}."),
            version=document.get("version"),
            known=VERSION,
        )
    try:
        matches = {str(match["id"]): list(match["boards"]) for match in document["matches"]}
        if not all(isinstance(board, dict) for boards in matches.values() for board in boards):
            raise TypeError
        return VenueResults(
            str(document["stage"]),
            str(document.get("venue", "")),
            str(document["written"]),
            int(document["sequence"]),
            matches,
        )
    except (KeyError, TypeError, ValueError):
        raise _problem(path, QT_TRANSLATE_NOOP("Venues", "{file} lacks its stage, sequence or matches.")) from None

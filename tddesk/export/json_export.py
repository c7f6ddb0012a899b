"""Export a tournament file as the open JSON format (docs/format.md).

The document is read in one reading session, so it is one consistent moment of the file; the
tables are read in ``json_tables`` (the stages in ``json_stages``, their matches in
``json_matches``), and what the format cannot say is refused in ``json_refusals``. The output is
not validated against the schema again.

Optional keys are absent when the file holds nothing for them; ``dealt_at_table`` is always
written. A document is written as the oldest version that says all it holds, so every reader of
that version still reads it: version 1, version 2 with its keys (``json_format.VERSION_2_KEYS``),
version 3 with pairs championships (``json_pairs``).

Lists follow the file's own order: positions where the tables keep one, the order of entry
(rowid) for clubs, players, dispensations, walkovers and exclusions, the id for lots, place
offers and the audit. The audit list leaves out the file's bookkeeping rows
(``BOOKKEEPING_ACTIONS``) and the undo images; an action without a subject is exported with the
subject "".
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from tddesk.export.collector import collector_paused
from tddesk.export.json_field import add_field_results
from tddesk.export.json_tables import DocumentReader
from tddesk.models.atomic import write_text_atomically
from tddesk.services.storage import storage_error
from tddesk.services.tournament import Tournament


def export_json(tournament: Tournament) -> dict[str, Any]:
    """The whole championship as a format document (a dict ready for ``json.dumps``)."""
    with collector_paused():
        with tournament.reading() as session:
            document = DocumentReader(session).document()
        add_field_results(tournament, document)  # derived, for readers (docs/format.md)
    return document


def write_json(tournament: Tournament, path: Path | str) -> Path:
    """Write the export to ``path`` (UTF-8, indented); the old file is replaced only when all is written."""
    document = export_json(tournament)
    target = Path(path)
    try:
        with collector_paused():  # the encoder's strings come and go while the document lives on
            write_text_atomically(target, lambda handle: handle.writelines(_indented_pieces(document)))
    except OSError as error:
        raise storage_error(error, target) from None
    return target


def _indented_pieces(document: dict[str, Any]) -> Iterator[str]:
    """``json.dumps(document, indent=2)`` + newline, one stage at a time: never the whole text in memory."""
    yield "{"
    for number, (key, value) in enumerate(document.items()):
        yield ("," if number else "") + f"\n  {json.dumps(key)}: "
        if key == "stages" and value:
            yield "["
            for index, stage in enumerate(value):
                text = json.dumps(stage, ensure_ascii=False, indent=2).replace("\n", "\n    ")
                yield ("," if index else "") + "\n    " + text
            yield "\n  ]"
        else:
            yield json.dumps(value, ensure_ascii=False, indent=2).replace("\n", "\n  ")
    yield "\n}\n"

"""The services' refusals: ``ServiceError`` and its makers live in ``tddesk/errors.py``, below the
file formats, so that a file reader refuses a file in the same words and with the same type; and
the one way out of an action that found nothing to change (``NothingNew``)."""

from __future__ import annotations

from tddesk.errors import ServiceError as ServiceError
from tddesk.errors import message as message
from tddesk.errors import refused as refused


class NothingNew(Exception):
    """Raised inside ``Tournament.action`` to leave it without an audit row (nothing to undo): an
    import whose file held nothing new for the tournament. The caller catches it and reports so."""

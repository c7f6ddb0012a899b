"""The services' refusals: ``ServiceError`` and its makers live in ``tddesk/errors.py``, below the
file formats, so that a file reader refuses a file in the same words and with the same type."""

from __future__ import annotations

from tddesk.errors import ServiceError as ServiceError
from tddesk.errors import message as message
from tddesk.errors import refused as refused

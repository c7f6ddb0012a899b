"""Whole-file exports build hundreds of thousands of small objects that all live until the file is
written; none of them forms a cycle. Python's cyclic collector would walk them all again at each of
its full collections, so the export would grow faster than the file (docs/architecture.md, "Speed")."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def collector_paused() -> Iterator[None]:
    """No cyclic collection inside the block (reference counting still frees what is let go)."""
    collecting = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if collecting:
            gc.enable()

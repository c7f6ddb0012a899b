"""The parts of ``endplay`` tddesk uses (its types, the PBN parser, the DDS solver), imported
without the package's top level.

``endplay/__init__.py`` imports every subpackage, the deal generator and its plots among them,
and those need NumPy and Matplotlib: 60 MB of the frozen program and a slow first import
(docs/installing.md). The package is registered without running that file, so importing
``endplay.types``, ``endplay.parsers.pbn`` or ``endplay.dds`` loads those alone; none of them
needs NumPy or Matplotlib. If ``endplay`` was already imported whole, that is used as it is.
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
from types import ModuleType


def endplay_module(name: str) -> ModuleType:
    """``endplay.<name>`` (e.g. ``"types"``, ``"parsers.pbn"``, ``"dds"``)."""
    if "endplay" not in sys.modules:
        spec = importlib.util.find_spec("endplay")
        if spec is None:
            raise ModuleNotFoundError("No module named 'endplay'", name="endplay")
        sys.modules["endplay"] = importlib.util.module_from_spec(spec)  # __path__ set, __init__ not run
    return importlib.import_module(f"endplay.{name}")

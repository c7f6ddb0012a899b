"""Whether a tournament file lies in a folder a cloud service synchronises (OneDrive, Dropbox …).

Such a folder works, but when the file changes on two computers before the service has caught up,
the service keeps both as a "conflict copy" instead of merging them; the window says so in one line
(docs/installing.md, "Files in OneDrive or Dropbox"). Recognised by the folder names the services'
clients create, on Windows also by the folders OneDrive names in the environment.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path, PurePath

# A folder name (lower case) → the service; names that start with a prefix are matched by it.
_FOLDER_NAMES = {
    "onedrive": "OneDrive",
    "dropbox": "Dropbox",
    "google drive": "Google Drive",
    "my drive": "Google Drive",
    "mobile documents": "iCloud Drive",
    "icloud drive": "iCloud Drive",
    "icloud~com~apple~clouddocs": "iCloud Drive",
}
_PREFIXES = {
    "onedrive - ": "OneDrive",  # OneDrive for work or school: "OneDrive - Klubben"
    "onedrive-": "OneDrive",  # macOS: ~/Library/CloudStorage/OneDrive-Personal
    "dropbox (": "Dropbox",  # "Dropbox (Personal)"
    "dropbox-": "Dropbox",
    "googledrive-": "Google Drive",
}
_ONEDRIVE_VARIABLES = ("OneDrive", "OneDriveConsumer", "OneDriveCommercial")


def sync_service(path: Path | str, environ: Mapping[str, str] | None = None) -> str | None:
    """The service that synchronises the folder of ``path``, or None."""
    environ = os.environ if environ is None else environ
    where = PurePath(os.path.abspath(path))
    for variable in _ONEDRIVE_VARIABLES:
        root = environ.get(variable)
        if root and where.is_relative_to(PurePath(root)):
            return "OneDrive"
    for part in where.parent.parts:
        name = part.lower()
        if name in _FOLDER_NAMES:
            return _FOLDER_NAMES[name]
        for prefix, service in _PREFIXES.items():
            if name.startswith(prefix):
                return service
    return None

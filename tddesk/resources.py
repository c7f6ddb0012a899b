"""Where the shipped resources (profiles, translations, schema, demo data) live."""
from __future__ import annotations

from pathlib import Path

RESOURCES = Path(__file__).resolve().parent.parent / "resources"
PROFILES = RESOURCES / "profiles"
TRANSLATIONS = RESOURCES / "translations"
SCHEMA = RESOURCES / "schema"


def shipped_profile_ids() -> list[str]:
    return sorted(path.stem for path in PROFILES.glob("*.toml"))


def shipped_profile_text(profile_id: str) -> str:
    """The TOML text of a shipped profile; KeyError names the known ones."""
    path = PROFILES / f"{profile_id}.toml"
    if not path.is_file():
        raise KeyError(f"unknown profile {profile_id!r}; known: {', '.join(shipped_profile_ids())}")
    return path.read_text(encoding="utf-8")

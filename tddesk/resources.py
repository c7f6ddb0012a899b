"""The shipped resources (profiles, translations, JSON Schema, the results site's templates) in ``tddesk/data/``.

They are package data, read through ``importlib.resources``, so an editable checkout, an
installed wheel and the frozen program (``installer/``) all find them in the same place.
"""

from __future__ import annotations

from importlib.resources import files
from importlib.resources.abc import Traversable

DATA: Traversable = files("tddesk") / "data"
PROFILES: Traversable = DATA / "profiles"
TRANSLATIONS: Traversable = DATA / "translations"
SCHEMA: Traversable = DATA / "schema"
SITE_TEMPLATES: Traversable = DATA / "site"  # the results site's Jinja2 templates and style sheet
FONTS: Traversable = DATA / "fonts"  # the report font, DejaVu Sans, with its licence
# The TD's manual as HTML, one folder per language, built from resources/manual/ by
# scripts/build_manual.py (not in git; the wheel and the frozen program ship the built pages).
MANUAL: Traversable = DATA / "manual"


def shipped_profile_ids() -> list[str]:
    return sorted(
        entry.name.removesuffix(".toml")
        for entry in PROFILES.iterdir()
        if entry.name.endswith(".toml") and entry.is_file()
    )


def shipped_profile_text(profile_id: str) -> str:
    """The TOML text of a shipped profile; KeyError names the known ones."""
    entry = PROFILES / f"{profile_id}.toml"
    if not entry.is_file():
        raise KeyError(f"unknown profile {profile_id!r}; known: {', '.join(shipped_profile_ids())}")
    return entry.read_text(encoding="utf-8")


def translation_catalogue(language: str) -> Traversable:
    """The Qt Linguist catalogue of ``language`` (it may not exist: check ``is_file()``)."""
    return TRANSLATIONS / f"tddesk_{language}.ts"

"""The shipped resources (profiles, translations, JSON Schema, the results site's templates, icons).

Their sources are in ``resources/`` at the top of the repository. The wheel carries them as the
package's ``tddesk/data/`` (``setup.py`` copies them there when it builds), and so does the frozen
program (``installer/tddesk.spec``); a checkout, editable install or not, reads ``resources/``
itself. Everything else reads them through this module, never by a path of its own.
"""

from __future__ import annotations

from importlib.resources import files
from importlib.resources.abc import Traversable
from pathlib import Path


def _shipped() -> Traversable:
    packaged = files("tddesk") / "data"  # an installed wheel, the frozen program
    if packaged.is_dir():
        return packaged
    return Path(__file__).resolve().parent.parent / "resources"  # a checkout


DATA: Traversable = _shipped()
PROFILES: Traversable = DATA / "profiles"
TRANSLATIONS: Traversable = DATA / "translations"
SCHEMA: Traversable = DATA / "schema"
SITE_TEMPLATES: Traversable = DATA / "site"  # the results site's Jinja2 templates and style sheet
FONTS: Traversable = DATA / "fonts"  # the report font, DejaVu Sans, with its licence
# The TD's manual as HTML, one folder per language, built from its sources in resources/manual/
# by scripts/build_manual.py into resources/manual-html/ (not in git; the wheel and the frozen
# program ship the built pages).
MANUAL: Traversable = DATA / "manual-html"


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

"""Bring the translation catalogues up to date with the source strings in tddesk/.

    .venv/bin/python scripts/update_translations.py

Runs ``pyside6-lupdate`` over every Python file of tddesk/ into each
``resources/translations/tddesk_<lang>.ts``: new strings are added as unfinished, finished
translations are kept, and strings no longer in the code are dropped (``-no-obsolete``; git
history keeps them). Source locations are not stored (``-locations none``), so a file changes only
when a string changes and concurrent edits do not conflict over line numbers. Running it twice
changes nothing. Prints how many entries still need a translation; exit status 1 if lupdate fails.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path

PROJECT = Path(__file__).resolve().parent.parent
SOURCES = PROJECT / "tddesk"
TRANSLATIONS = PROJECT / "resources" / "translations"
LANGUAGES = ("sv",)  # English is the source language and needs no catalogue


def find_lupdate() -> Path | None:
    """pyside6-lupdate beside the running Python (the project's virtualenv), else on PATH."""
    beside = Path(sys.executable).parent / "pyside6-lupdate"
    if beside.is_file():
        return beside
    found = shutil.which("pyside6-lupdate")
    return Path(found) if found else None


def source_files(root: Path = SOURCES) -> list[Path]:
    return sorted(path for path in root.rglob("*.py") if "__pycache__" not in path.parts)


def run_lupdate(ts_file: Path, lupdate: Path, sources: list[Path] | None = None) -> None:
    """Merge the strings of ``sources`` (default: all of tddesk/) into ``ts_file``."""
    files = [str(path) for path in (sources if sources is not None else source_files())]
    subprocess.run(
        [
            str(lupdate),
            "-silent",
            "-no-obsolete",
            "-locations",
            "none",
            "-source-language",
            "en",
            "-target-language",
            ts_file.stem.rsplit("_", 1)[-1],
            *files,
            "-ts",
            str(ts_file),
        ],
        check=True,
        cwd=PROJECT,
        capture_output=True,
        text=True,
    )


def unfinished_entries(ts_file: Path) -> list[tuple[str, str]]:
    """(context, source) of every message whose translation is missing or marked unfinished."""
    unfinished = []
    for context in ElementTree.parse(ts_file).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") == "unfinished" or not (translation.text or "").strip():
                unfinished.append((name, message.findtext("source", "")))
    return unfinished


def main() -> int:
    lupdate = find_lupdate()
    if lupdate is None:
        print("pyside6-lupdate not found; install PySide6 in the virtualenv", file=sys.stderr)
        return 1
    TRANSLATIONS.mkdir(parents=True, exist_ok=True)
    for language in LANGUAGES:
        ts_file = TRANSLATIONS / f"tddesk_{language}.ts"
        try:
            run_lupdate(ts_file, lupdate)
        except subprocess.CalledProcessError as error:
            print(f"{lupdate.name} failed for {ts_file.name}:\n{error.stderr}", file=sys.stderr)
            return 1
        missing = unfinished_entries(ts_file)
        print(f"{ts_file.relative_to(PROJECT)}: {len(missing)} unfinished")
        for context, source in missing:
            print(f"  [{context}] {source}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

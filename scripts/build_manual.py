"""Build the TD's manual (Markdown in ``resources/manual/``) to HTML with MkDocs, in seconds.

    .venv/bin/python scripts/build_manual.py [--site-dir DIR]

Writes each language's site into the package's data (``tddesk.resources.MANUAL``:
``resources/manual-html/<language>/`` in a checkout), where *Hjälp → Handbok* and F1 open it and from where the
wheel and the frozen program ship it; ``--site-dir`` writes it elsewhere instead (the web docs:
``DIR/sv/``, ``DIR/en/`` and an ``index.html`` choosing between them). MkDocs runs strict: a broken
link or a missing image stops the build. Theme files a browser never needs offline (source maps,
TrueType copies of the WOFF2 icon fonts, the sitemap) are left out. docs/installing.md, "The manual".
"""

from __future__ import annotations

import argparse
import logging
import shutil
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "resources" / "manual"
LANGUAGES = ("sv", "en")
NOT_SHIPPED = ("*.map", "*.ttf", "sitemap.xml", "sitemap.xml.gz", "404.html")
CHOOSER = """<!doctype html>
<html lang="sv"><head><meta charset="utf-8"><title>tddesk – handbok · manual</title></head>
<body><h1>tddesk</h1><ul>
<li><a href="sv/index.html">Handbok för tävlingsledaren (svenska)</a></li>
<li><a href="en/index.html">The tournament director's manual (English)</a></li>
</ul></body></html>
"""


def default_target() -> Path:
    sys.path.insert(0, str(ROOT))
    from tddesk.resources import MANUAL

    return Path(str(MANUAL))


def build_language(language: str, target: Path) -> None:
    from mkdocs.commands.build import build
    from mkdocs.config import load_config

    config = load_config(config_file=str(SOURCES / f"mkdocs.{language}.yml"), site_dir=str(target))
    build(config)
    for pattern in NOT_SHIPPED:
        for path in target.rglob(pattern):
            path.unlink()


def folder_size(folder: Path) -> int:
    return sum(path.stat().st_size for path in folder.rglob("*") if path.is_file())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build the manual to HTML with MkDocs.")
    parser.add_argument("--site-dir", type=Path, help="write the sites here instead of the package's data")
    arguments = parser.parse_args(argv)
    logging.getLogger("mkdocs").setLevel(logging.WARNING)
    started = time.perf_counter()
    root = arguments.site_dir or default_target()
    for language in LANGUAGES:
        target = root / language
        shutil.rmtree(target, ignore_errors=True)
        build_language(language, target)
    if arguments.site_dir:
        (root / "index.html").write_text(CHOOSER, encoding="utf-8")
    print(
        f"manual built into {root} ({', '.join(LANGUAGES)}): "
        f"{folder_size(root) / 1_000_000:.1f} MB in {time.perf_counter() - started:.1f} s"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())

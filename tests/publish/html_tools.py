"""Reading published pages back (imported by the site tests as ``publish.html_tools``): html5lib's
tree (the HTML5 parsing algorithm browsers use)."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path
from xml.etree import ElementTree

import html5lib

XHTML = "{http://www.w3.org/1999/xhtml}"


def parse_strict(path: Path) -> ElementTree.Element:
    """The page's tree; raises html5lib.html5parser.ParseError on any parse error."""
    parser = html5lib.HTMLParser(strict=True, namespaceHTMLElements=True)
    return parser.parse(path.read_bytes(), transport_encoding="utf-8")


def find_all(tree: ElementTree.Element, tag: str) -> list[ElementTree.Element]:
    return list(tree.iter(f"{XHTML}{tag}"))


def text(element: ElementTree.Element) -> str:
    return " ".join("".join(element.itertext()).split())


def class_cell(row: ElementTree.Element, name: str) -> str:
    for cell in row:
        if name in (cell.get("class") or "").split():
            return text(cell)
    raise KeyError(name)


def swedish_number(shown: str) -> Decimal:
    return Decimal(shown.replace(",", ".").replace("−", "-"))


def pages(folder: Path) -> list[Path]:
    return sorted(folder.rglob("*.html"))

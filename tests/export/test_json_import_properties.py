"""Generated malformed documents against the JSON import (Hypothesis): each one is refused with the
JSON path of what is wrong and leaves no file (no temporary file, no lock), or it is imported and then
the standings, the printed result list and match reports, the JSON export and the federation
workbook all work — never a traceback, never a file that crashes later.

The documents start from the format's example (tests/export/conftest.py) in two ways:
- *edits*: one to three changes anywhere, the audit included: a value replaced by any JSON value
  (huge numbers, NaN, odd text, lists, objects), an id moved to where another id belongs, a key or
  list element removed, an element doubled. Any refusal of these names the path of the problem.
- *hostile values*: one to three places outside the audit set to values chosen to break a parser
  (10**5000, "NaN", "1e9", a lone surrogate, 20,000 letters, Arabic-Indic digits, 2016-02-30) or
  deleted. These may also be refused in words, without a path.
"""

from __future__ import annotations

import copy
import io
import math
import re
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, event, example, given, settings
from hypothesis import strategies as st

from export.conftest import format_example
from tddesk.export.federation_workbook import write_federation_workbook
from tddesk.export.json_export import export_json
from tddesk.formats.json_format import DocumentRefused
from tddesk.imports.json_import import import_json
from tddesk.reports.match_report import write_match_reports
from tddesk.reports.result_list import write_result_list
from tddesk.services.errors import ServiceError
from tddesk.services.stages import stage_views
from tddesk.services.standings import standings

pytestmark = pytest.mark.slow
EXAMPLE = format_example()
# A problem names where it is: "stages[0].rounds[1].matches[0].halves[0].home_imps: …", 'format[""]: …',
# "stages[0].x.(key): …", or the top level (tddesk.formats.json_format.problem)
_JSON_KEY = r'\["(?:[^"\\]|\\.)*"\]'  # a key as the import writes it, JSON-escaped
_FIRST = r"([A-Za-z_]\w*|top level|översta nivån|\[\d+\])"
NAMED_PATH = re.compile("^" + _FIRST + r"(\[\d+\]|" + _JSON_KEY + r"|\.\w+|\.\(key\))*: ")

SCALARS = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**40), max_value=10**40)
    | st.floats()
    | st.text(max_size=12)
    | st.sampled_from(
        ["", "0", "-1", "12.00", "0.5", "2016-10-03", "19:00", "²", "t1", "h1-r1-m1", "100231", "\ud800", "x" * 5000]
    )
)
JSON_VALUES = st.recursive(
    SCALARS,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=5,
)
HOSTILE = st.one_of(
    st.integers(min_value=-(10**30), max_value=10**30),
    st.just(10**5000),
    st.just(-1),
    st.just(0),
    st.just(101),
    st.floats(allow_nan=True, allow_infinity=True),
    st.booleans(),
    st.none(),
    st.sampled_from(
        [
            "",
            " ",
            "²",
            "٨٠٠٠٠١",
            "\ud800",
            "-1.00",
            "0.333",
            "1e9",
            "NaN",
            "Infinity",
            "20.01",
            "1" * 40 + ".00",
            "2016-02-30",
            "t1",
            "h1-r1-m1",
            "100231",
            "A" * 20_000,
            "ö" * 3,
        ]
    ),
    st.text(max_size=12),
    st.lists(st.integers(min_value=-3, max_value=3), max_size=3),
    st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
)
_DELETE = object()


def places(node, path=()):
    """Every (path, value) in the document, the document itself first."""
    yield path, node
    children = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
    for key, child in children:
        yield from places(child, (*path, key))


def parent_of(document, path):
    node = document
    for key in path[:-1]:
        node = node[key]
    return node


@st.composite
def malformed(draw) -> dict:
    document = copy.deepcopy(EXAMPLE)
    for _change in range(draw(st.integers(1, 3))):
        spots = [path for path, _value in places(document) if path]
        path = draw(st.sampled_from(spots))
        parent, key = parent_of(document, path), path[-1]
        kind = draw(st.sampled_from(["replace", "replace", "another id", "remove", "double"]))
        if kind == "replace":
            parent[key] = draw(JSON_VALUES)
        elif kind == "another id":
            parent[key] = draw(
                st.sampled_from(
                    sorted({value for _path, value in places(document) if isinstance(value, str) and len(value) < 20})
                )
            )
        elif kind == "remove":
            del parent[key]
        elif isinstance(parent, list):
            parent.append(copy.deepcopy(parent[key]))
    return document


PATHS = [path for path, _value in places(EXAMPLE) if path and path[0] != "audit"]


@st.composite
def hostile(draw) -> dict:
    document = copy.deepcopy(EXAMPLE)
    for path in draw(st.lists(st.sampled_from(PATHS), min_size=1, max_size=3)):
        set_or_delete(document, path, draw(st.one_of(HOSTILE, st.just(_DELETE))))
    return document


def set_or_delete(document: dict, path: tuple, value) -> None:
    try:
        parent = parent_of(document, path)
        if value is _DELETE:
            del parent[path[-1]]
        else:
            parent[path[-1]] = value
    except (KeyError, IndexError, TypeError):
        pass  # an earlier change removed or replaced the path


def hostile_example(*changes) -> tuple[str, dict]:
    document = copy.deepcopy(EXAMPLE)
    for path, value in changes:
        set_or_delete(document, path, value)
    return "hostile values", document


def attempt(document: dict, target: Path):
    """(the imported file, None) or (None, the refusal); any other error fails the test."""
    try:
        return import_json(document, target), None
    except ServiceError as refusal:  # DocumentRefused among them
        return None, refusal


def everything_works(tournament, document: dict, folder: Path) -> None:
    """Every stage of the file (and of the document) has standings, a printed result list and match
    reports; the file exports to JSON and to the federation workbook."""
    stage_ids = [stage.id for stage in stage_views(tournament)]
    stage_ids += [stage["id"] for stage in document.get("stages", ()) if stage["id"] not in stage_ids]
    for stage_id in stage_ids:
        standings(tournament, stage_id)
        assert write_result_list(io.BytesIO(), tournament, stage_id) >= 1
        write_match_reports(io.BytesIO(), tournament, stage_id)
    export_json(tournament)
    write_federation_workbook(tournament, folder / "dm.xlsx")


@example(hostile_example((("teams", 1, "name"), "ö" * 3)))  # accepted: then printed and exported
@example(hostile_example((("stages", 0, "rounds", 0, "matches", 0, "halves", 0, "home_imps"), 10**5000)))
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.tuples(st.just("edits"), malformed()) | st.tuples(st.just("hostile values"), hostile()))
def test_a_malformed_document_is_refused_with_its_path_or_works_everywhere(drawn):
    kind, document = drawn
    with tempfile.TemporaryDirectory(prefix="tddesk-hypothesis-") as folder:
        target = Path(folder) / "dm.tddesk"
        tournament, refusal = attempt(document, target)
        if isinstance(refusal, DocumentRefused):
            event(f"{kind}: refused with a path")
            assert refusal.problems and all(NAMED_PATH.match(text) for text in refusal.problems), refusal.problems
        elif refusal is not None:
            # an edit of the example is always refused with the path of what is wrong
            assert kind == "hostile values", refusal
            event(f"{kind}: refused in words")
            assert str(refusal) and "Traceback" not in str(refusal)
        if refusal is not None:
            assert list(Path(folder).iterdir()) == []  # no file, no temporary file, no lock
            return
        event(f"{kind}: imported")
        try:
            everything_works(tournament, document, Path(folder))
        finally:
            tournament.close()


def test_the_unchanged_example_imports_and_works(tmp_path):
    assert not any(isinstance(value, float) and math.isnan(value) for _path, value in places(EXAMPLE))
    document = copy.deepcopy(EXAMPLE)
    tournament = import_json(document, tmp_path / "dm.tddesk")
    try:
        everything_works(tournament, document, tmp_path)
    finally:
        tournament.close()

"""Generated malformed documents against the JSON import (Hypothesis): each one is refused with the
JSON path of what is wrong and leaves no file, or it is imported and then the standings, the
printed result list and the JSON export of every stage all work.

The documents start from the format's example (tests/export/conftest.py) and take one to three
changes: a value replaced by any JSON value (huge numbers, NaN, odd text, lists, objects), an id
moved to where another id belongs, a key or list element removed, an element doubled.
"""
from __future__ import annotations

import copy
import io
import math
import re
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from export.conftest import format_example
from tddesk.export.json_export import export_json
from tddesk.export.json_format import DocumentRefused
from tddesk.imports.json_import import import_json
from tddesk.reports.result_list import write_result_list
from tddesk.services.stages import stage_views
from tddesk.services.standings import standings

pytestmark = pytest.mark.slow
EXAMPLE = format_example()
# "stages[0].penalties[3].vp: …", "championship: …", "top level: …" (tddesk.export.json_format.problem)
NAMED_PATH = re.compile(r"^(?:[a-z_]+(?:\[\d+\]|\.[a-z_]+)*|top level|översta nivån): ")

SCALARS = (st.none() | st.booleans() | st.integers(min_value=-(10**40), max_value=10**40) | st.floats()
           | st.text(max_size=12) | st.sampled_from(["", "0", "-1", "12.00", "0.5", "2016-10-03", "19:00", "²", "t1",
                                                     "h1-r1-m1", "100231", "\ud800", "x" * 5000]))
JSON_VALUES = st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=3)
                           | st.dictionaries(st.text(max_size=6), inner, max_size=3), max_leaves=5)


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
            parent[key] = draw(st.sampled_from(sorted({value for _path, value in places(document)
                                                       if isinstance(value, str) and len(value) < 20})))
        elif kind == "remove":
            del parent[key]
        elif isinstance(parent, list):
            parent.append(copy.deepcopy(parent[key]))
    return document


def attempt(document: dict, target: Path):
    """(the imported file, None) or (None, the refusal); any other error fails the test."""
    try:
        return import_json(document, target), None
    except DocumentRefused as refused:
        return None, refused


def everything_works(tournament) -> None:
    export_json(tournament)
    for stage in stage_views(tournament):
        standings(tournament, stage.id)
        write_result_list(io.BytesIO(), tournament, stage.id)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(malformed())
def test_a_malformed_document_is_refused_with_its_path_or_works_everywhere(document):
    with tempfile.TemporaryDirectory(prefix="tddesk-hypothesis-") as folder:
        target = Path(folder) / "dm.tddesk"
        tournament, refused = attempt(document, target)
        if refused is not None:
            assert refused.problems and all(NAMED_PATH.match(text) for text in refused.problems), refused.problems
            assert list(Path(folder).iterdir()) == []
            return
        try:
            everything_works(tournament)
        finally:
            tournament.close()


def test_the_unchanged_example_imports_and_works():
    assert not any(isinstance(value, float) and math.isnan(value) for _path, value in places(EXAMPLE))
    with tempfile.TemporaryDirectory() as folder:
        tournament = import_json(copy.deepcopy(EXAMPLE), Path(folder) / "dm.tddesk")
        try:
            everything_works(tournament)
        finally:
            tournament.close()

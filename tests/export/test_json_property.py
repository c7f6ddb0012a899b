"""Generated malformed documents against the JSON import (Hypothesis): each one is refused with
the JSON path of a problem and leaves no file, or it is imported and then the standings, the
printed lists and the exports all succeed — never a traceback, never a file that crashes later."""
from __future__ import annotations

import copy
import io
import re
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, event, example, given, settings
from hypothesis import strategies as st

from export.conftest import format_example
from tddesk.export.federation_workbook import write_federation_workbook
from tddesk.export.json_export import export_json
from tddesk.export.json_format import DocumentRefused
from tddesk.imports.json_import import import_json
from tddesk.reports.match_report import write_match_reports
from tddesk.reports.result_list import write_result_list
from tddesk.services.errors import ServiceError
from tddesk.services.standings import standings

pytestmark = pytest.mark.slow
EXAMPLE = format_example()
# A problem names where it is: "stages[0].rounds[1].matches[0].halves[0].home_imps: …", or the top level
PATH_FIRST = re.compile(r'^([A-Za-z_]\w*|top level|översta nivån|\[\d+\])(\[\d+\]|\["[^"]*"\]|\.\w+|\.\(key\))*: ')


def _paths(value, path=()):
    yield path
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _paths(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _paths(item, (*path, index))


PATHS = [path for path in _paths(EXAMPLE) if path and path[0] != "audit"]

HOSTILE = st.one_of(
    st.integers(min_value=-10**30, max_value=10**30), st.just(10**5000), st.just(-1), st.just(0), st.just(101),
    st.floats(allow_nan=True, allow_infinity=True), st.booleans(), st.none(),
    st.sampled_from(["", " ", "²", "٨٠٠٠٠١", "\ud800", "-1.00", "0.333", "1e9", "NaN", "Infinity", "20.01",
                     "1" * 40 + ".00", "2016-02-30", "t1", "h1-r1-m1", "100231", "A" * 20_000, "ö" * 3]),
    st.text(max_size=12), st.lists(st.integers(min_value=-3, max_value=3), max_size=3),
    st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
)


def _set(document, path, value):
    *parents, last = path
    holder = document
    for key in parents:
        holder = holder[key]
    if value is _DELETE:
        del holder[last]
    else:
        holder[last] = value


_DELETE = object()


@example(changes=[(("teams", 1, "name"), "ö" * 3)])            # accepted: then printed and exported
@example(changes=[(("stages", 0, "rounds", 0, "matches", 0, "halves", 0, "home_imps"), 10**5000)])
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(changes=st.lists(st.tuples(st.sampled_from(PATHS), st.one_of(HOSTILE, st.just(_DELETE))),
                        min_size=1, max_size=3))
def test_a_malformed_document_is_refused_with_a_path_or_imported_whole(changes):
    document = copy.deepcopy(EXAMPLE)
    for path, value in changes:
        try:
            _set(document, path, value)
        except (KeyError, IndexError, TypeError):
            continue  # an earlier change removed or replaced the path
    with tempfile.TemporaryDirectory() as folder:
        target = Path(folder) / "dm.tddesk"
        refusal = None
        try:
            tournament = import_json(document, target)
        except ServiceError as error:
            refusal = error
        if isinstance(refusal, DocumentRefused):
            event("refused with a path")
            assert all(PATH_FIRST.match(problem) for problem in refusal.problems), refusal.problems
        elif refusal is not None:
            event("refused in words")
            assert str(refusal) and "Traceback" not in str(refusal)
        if refusal is not None:
            assert list(Path(folder).iterdir()) == []  # no file, no temporary file, no lock
            return
        event("imported")
        try:
            stage_ids = [stage["id"] for stage in document["stages"]]
            for stage_id in stage_ids:
                standings(tournament, stage_id)
                assert write_result_list(io.BytesIO(), tournament, stage_id) >= 1
                write_match_reports(io.BytesIO(), tournament, stage_id)
            export_json(tournament)
            write_federation_workbook(tournament, Path(folder) / "dm.xlsx")
        finally:
            tournament.close()

"""The parity report for IMPs across the field (docs/boards.md, "The parity report"): another
program's figures for the semifinal day, in the open format, compared half by half with tddesk's;
exactly the planted differences are listed, an IMP cap per comparison named where it explains one."""

from __future__ import annotations

import copy
from decimal import ROUND_HALF_UP, Decimal

import pytest

from tddesk.export.json_export import export_json
from tddesk.rules.boards import imps
from tddesk.services.boards import enter_board
from tddesk.services.field import field_results, stage_group
from tddesk.services.field_parity import IMP_CAP, field_parity_report
from tddesk.services.files import open_championship


@pytest.fixture(autouse=True)
def english():
    from tddesk import i18n

    i18n.set_language("en")


def _capped_halves(result, cap: int) -> dict:
    """The test's own sums with each comparison capped: team, line, round, half → IMPs."""
    halves: dict = {}
    for board in result.boards:
        for entry in board.entries:
            others = [other.ns_score for other in board.entries if other is not entry]
            total = sum(max(-cap, min(cap, imps(entry.ns_score - score))) for score in others)
            for team, line, sign in ((entry.ns_team, "NS", 1), (entry.ew_team, "EW", -1)):
                value = (Decimal(sign * total) / len(others)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
                key = (team, line, entry.round, entry.half)
                halves[key] = halves.get(key, Decimal(0)) + value
    return halves


def test_the_report_lists_the_planted_differences_and_names_an_imp_cap(demo_copy):
    tournament = open_championship(demo_copy, backup=False)
    try:
        enter_board(tournament, "semifinal-1-r1-m1", 1, "open", 1, "4SX", "N", 7)  # -500 for NS
        enter_board(tournament, "semifinal-1-r1-m1", 1, "closed", 1, "4S", "N", 10)  # +420
        enter_board(tournament, "semifinal-2-r1-m1", 1, "open", 1, "2S", "N", 8)  # +110
        enter_board(tournament, "semifinal-2-r1-m1", 1, "closed", 1, "4S", "N", 11)  # +450
        document = export_json(tournament)
        result = field_results(tournament, stage_group(tournament, "semifinal-1"))
        other = copy.deepcopy(document)
        stage = next(item for item in other["stages"] if item["id"] == "semifinal-1")
        pairs = stage["imps_across_the_field"]["pairs"]
        capped = _capped_halves(result, 10)
        # the open room's NS line scored by a program that caps each comparison at 10 IMPs
        first = next(pair for pair in pairs if pair["line"] == "NS" and pair["halves"][0]["imps"].startswith("-"))
        key = (first["team"], "NS", first["halves"][0]["round"], first["halves"][0]["half"])
        exact = first["halves"][0]["imps"]
        assert str(capped[key]) != exact  # the cap shows on this line
        first["halves"][0]["imps"] = str(capped[key])
        # another line's figure simply different
        second = next(pair for pair in pairs if pair["line"] == "EW" and pair["team"] != first["team"])
        uncapped = second["halves"][0]["imps"]
        second["halves"][0]["imps"] = str(Decimal(uncapped) + Decimal("1.00"))

        rows = field_parity_report(tournament, "semifinal-1", other)
        assert [(row.team, row.line, row.ours, row.theirs, row.convention) for row in rows] == sorted(
            [
                (first["team"], "NS", exact, str(capped[key]), IMP_CAP),
                (second["team"], "EW", uncapped, str(Decimal(uncapped) + Decimal("1.00")), ""),
            ]
        )
        assert rows[[row.convention for row in rows].index(IMP_CAP)].reason == "IMPs capped at 10 per comparison"
        assert field_parity_report(tournament, "semifinal-1", document) == ()
    finally:
        tournament.close()


def test_the_command_line_prints_the_difference_with_its_reason(demo_copy, tmp_path):
    import contextlib
    import io
    import json

    from tddesk.cli import main

    tournament = open_championship(demo_copy, backup=False)
    try:
        enter_board(tournament, "semifinal-1-r1-m1", 1, "open", 1, "4SX", "N", 7)
        enter_board(tournament, "semifinal-2-r1-m1", 1, "open", 1, "4S", "N", 10)
        document = export_json(tournament)
    finally:
        tournament.close()
    stage = next(item for item in document["stages"] if item["id"] == "semifinal-1")
    stage["imps_across_the_field"]["pairs"][0]["halves"][0]["imps"] = "99.00"
    other = tmp_path / "other.json"
    other.write_text(json.dumps(document), encoding="utf-8")
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["--lang", "en", "field-parity", str(demo_copy), str(other), "--stage", "semifinal-1"]) == 0
    assert "\\t99.00\\t" in out.getvalue().replace("\t", "\\t")
    assert out.getvalue().strip().endswith("1 difference(s), 1 not explained by a known convention")

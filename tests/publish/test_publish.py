"""The results site: `tddesk publish` writes valid pages equal to the standings (H8)."""

from __future__ import annotations

import io
import json
import re
from contextlib import redirect_stdout
from decimal import Decimal
from urllib.parse import urlsplit

import pytest

from publish.html_tools import find_all, pages, parse_strict, swedish_number, text
from tddesk.cli import main
from tddesk.services.files import open_championship
from tddesk.services.stages import stage_views

DECIDED_BY_SV = {"vp": "VP", "imp_quotient": "IMP-kvot", "head_to_head": "Inbördes möte", "lot": "Lott", None: ""}


def cli_json(*arguments: str) -> dict:
    out = io.StringIO()
    with redirect_stdout(out):
        assert main(list(arguments)) == 0
    return json.loads(out.getvalue())


def stage_ids(path) -> list[str]:
    tournament = open_championship(path, read_only=True)
    try:
        return [view.id for view in stage_views(tournament)]
    finally:
        tournament.close()


def in_row(row, name: str) -> str:
    for element in row.iter():
        if name in (element.get("class") or "").split():
            return text(element)
    raise KeyError(name)


def test_h8_published_standings_equal_standings_json_for_every_stage(demo_path, published):
    ids = stage_ids(demo_path)
    assert len(ids) == 11
    for stage_id in ids:
        expected = cli_json("standings", str(demo_path), "--stage", stage_id, "--json")["rows"]
        tree = parse_strict(published / stage_id / "index.html")
        table = next(t for t in find_all(tree, "table") if t.get("id") == "standings")
        rows = [row for row in find_all(table, "tr") if row.get("data-team")]
        assert [row.get("data-team") for row in rows] == [entry["team"] for entry in expected], stage_id
        for row, entry in zip(rows, expected, strict=True):
            assert in_row(row, "rank") == ("–" if entry["excluded"] else str(entry["rank"]))
            assert in_row(row, "team-name") == entry["name"]
            assert swedish_number(in_row(row, "vp")) == Decimal(entry["vp"])
            assert int(in_row(row, "played")) == entry["played"]
            assert (int(in_row(row, "won")), int(in_row(row, "lost"))) == (entry["imps_won"], entry["imps_lost"])
            quotient = in_row(row, "quotient")
            if entry["imp_quotient"] in (None, "inf"):
                assert quotient == {None: "–", "inf": "∞"}[entry["imp_quotient"]]
            else:
                assert "," in quotient and swedish_number(quotient) == Decimal(entry["imp_quotient"])
            penalty = in_row(row, "penalty")
            assert (swedish_number(penalty) if penalty else Decimal(0)) == -Decimal(entry["penalty_vp"])
            decided = in_row(row, "decided")
            assert decided in (DECIDED_BY_SV[entry["decided_by"]], "Lottning återstår")


def test_every_page_is_valid_html5_with_a_language_and_headed_tables(published):
    found = pages(published)
    assert len(found) > 50
    for path in found:
        tree = parse_strict(path)  # raises on any HTML5 parse error
        assert tree.get("lang") == "sv"
        assert find_all(tree, "title") and text(find_all(tree, "title")[0])
        assert find_all(tree, "main")
        for table in find_all(tree, "table"):
            assert find_all(table, "caption"), path
            headers = find_all(table, "th")
            assert headers and all(th.get("scope") in ("col", "row") for th in headers), path


def test_links_are_relative_and_lead_to_published_files(published):
    for path in pages(published):
        tree = parse_strict(path)
        for element in [*find_all(tree, "a"), *find_all(tree, "link")]:
            href = element.get("href")
            parts = urlsplit(href)
            assert not parts.scheme and not parts.netloc and not parts.path.startswith("/"), (path, href)
            if parts.path:
                assert (path.parent / parts.path).resolve().is_file(), (path, href)


def test_round_pages_show_imps_per_half_vp_and_line_ups_with_mids(demo_path, published):
    # Kvalheat Norrköping plays two halves: the round page has a column per half and the line-ups.
    tree = parse_strict(published / "heat-norrkoping" / "round-1.html")
    headers = [text(th) for th in find_all(tree, "th")]
    assert "IMP halvlek 1" in headers and "IMP halvlek 2" in headers and "VP" in headers
    results = next(t for t in find_all(tree, "table") if "results" in (t.get("class") or ""))
    first = next(row for row in find_all(results, "tr") if row.get("data-match"))
    cells = [text(cell) for cell in first]
    assert re.fullmatch(r"\d+–\d+", cells[2]) and re.fullmatch(r"\d+–\d+", cells[3])
    half1, half2, total = (tuple(map(int, cell.split("–"))) for cell in cells[2:5])
    assert total == (half1[0] + half2[0], half1[1] + half2[1])
    home_vp, away_vp = (swedish_number(part) for part in cells[5].split("–"))
    assert home_vp + away_vp == Decimal(20)
    lineups = [t for t in find_all(tree, "table") if "lineup" in (t.get("class") or "")]
    assert lineups
    mids = [text(td) for td in find_all(lineups[0], "td") if "num" in (td.get("class") or "")]
    assert mids and all(mid.isdigit() for mid in mids)
    assert text(find_all(lineups[0], "caption")[0]) == "Uppställning: Halvlek 1"


def test_a_one_half_matchs_line_up_is_captioned_once(published):
    """Kvalheat Linköping plays one half: its line-up tables say "Uppställning", not "Uppställning: Uppställning"."""
    tree = parse_strict(published / "heat-linkoping" / "round-1.html")
    lineups = [t for t in find_all(tree, "table") if "lineup" in (t.get("class") or "")]
    assert lineups and {text(find_all(table, "caption")[0]) for table in lineups} == {"Uppställning"}


def test_rulings_page_lists_rule_and_vp(published):
    tree = parse_strict(published / "heat-linkoping" / "rulings.html")
    rows = [[text(cell) for cell in row] for row in find_all(tree, "tr")[1:]]
    assert rows, "the demo rules in Kvalheat Linköping"
    assert all(re.fullmatch(r"[A-Z]{1,2}\d+", row[2]) for row in rows)


def test_a_second_publish_writes_nothing(demo_path, tmp_path):
    tournament = open_championship(demo_path, read_only=True)
    try:
        from tddesk.publish.render import publish

        first = publish(tournament, tmp_path / "site")
        second = publish(tournament, tmp_path / "site")
    finally:
        tournament.close()
    assert len(first.written) == first.pages > 50
    assert second.written == [] and second.unchanged == first.pages


def test_cli_refuses_a_file_as_the_folder(demo_path, tmp_path, capsys):
    target = tmp_path / "not-a-folder"
    target.write_text("x")
    assert main(["publish", str(demo_path), str(target)]) == 2
    assert "not-a-folder" in capsys.readouterr().err
    assert main(["publish", str(tmp_path / "missing.tddesk"), str(tmp_path / "out")]) == 2


@pytest.mark.parametrize("language", ["en"])
def test_english_site_has_english_words_and_decimal_points(demo_path, tmp_path, language):
    assert main(["--lang", language, "publish", str(demo_path), str(tmp_path / "web")]) == 0
    tree = parse_strict(tmp_path / "web" / "heat-linkoping" / "index.html")
    assert tree.get("lang") == "en"
    headers = [text(th) for th in find_all(tree, "th")]
    assert "IMP quotient" in headers and "Rank" in headers
    vp = [text(td) for td in find_all(tree, "td") if "vp" in (td.get("class") or "").split()]
    assert vp and all("." in value and "," not in value for value in vp)

"""The pairs heats on the results site: the result list with percentages shown to one decimal and
ranked at full precision (PP5), a barometer's running score after every round, every name escaped,
valid HTML5 with relative links; an undone round's page leaves the site."""

from __future__ import annotations

from urllib.parse import urlsplit

import pytest

from publish.html_tools import class_cell, find_all, pages, parse_strict, text
from tddesk import i18n
from tddesk.publish.render import publish
from tddesk.services.pairs import add_pairs_heat, add_session, create_pairs_event, enter_heat, register_pair
from tddesk.services.pairs_results import enter_pairs_result, import_result_list
from tddesk.services.pairs_standing import running_score
from tddesk.services.players import PlayerEntry

SCRIPT_NAME = "<script>alert(1)</script>"
ROUND_3: list[int] = []  # the audit rows of round 3's entries, for undoing them


@pytest.fixture(autouse=True)
def swedish():
    i18n.set_language("sv")


def _pairs(tournament, event, base, count):
    names = [SCRIPT_NAME, "Åsa & Co", "Örjan Öberg", "Per Holm", "Eva Ek", "Lars Lind"]
    return [
        register_pair(
            tournament,
            event,
            PlayerEntry(str(base + 2 * i), names[i % len(names)], "BK Linköping", "ÖMBF", 1960),
            PlayerEntry(str(base + 2 * i + 1), f"Partner {i}", "BK Linköping", "ÖMBF", 1961),
        ).value
        for i in range(count)
    ]


@pytest.fixture
def tournament(tmp_path):
    from tddesk.services.files import new_championship

    opened = new_championship(
        tmp_path / "dm-par.tddesk",
        name="DM Par Mixed ÖMBF 2016-17",
        season="2016-17",
        district="ÖMBF",
        profile_id="ombf-2016-17",
    )
    yield opened
    opened.close()


@pytest.fixture
def heats(tournament):
    """A barometer final of 4 pairs over 3 rounds, and a bronze heat scored elsewhere (a club's list)."""
    event = create_pairs_event(tournament, "DM Par Mixed", "mixed", 4, 54).value
    final = add_pairs_heat(tournament, event, "Final Linköping", "final").value
    for number, pair in enumerate(_pairs(tournament, event, 500000, 4), start=1):
        enter_heat(tournament, final, pair, number)
    add_session(tournament, final)
    for board, tricks in ((1, (10, 9)), (2, (8, 9)), (3, (9, 11))):
        for table, taken in enumerate(tricks):
            change = enter_pairs_result(
                tournament, final, 1, board, 2 * table + 1, 2 * table + 2, "3NT", "N", taken, round_number=board
            )
            ROUND_3.append(change.audit_id) if board == 3 else None
    listed = add_pairs_heat(tournament, event, "Kval Motala", "bronze").value
    for number, pair in enumerate(_pairs(tournament, event, 600000, 3), start=1):
        enter_heat(tournament, listed, pair, number)
    # 55.04 and 55.01 both show as 55,0: the full figure ranks them (PP5)
    import_result_list(tournament, listed, [(1, "55.01", 18), (2, "55.04", 18), (3, "39.95", 18)])
    yield final, listed
    ROUND_3.clear()


def _folder(site, heat_id):
    return site / f"pairs_{heat_id}"


def test_the_result_list_shows_one_decimal_and_ranks_at_full_precision_PP5(tournament, heats, tmp_path):
    final, listed = heats
    site = tmp_path / "webb"
    publish(tournament, site)
    tree = parse_strict(_folder(site, listed) / "index.html")
    rows = [row for row in find_all(tree, "tr") if row.get("data-pair")]
    assert [(row.get("data-pair"), class_cell(row, "rank"), class_cell(row, "percent")) for row in rows] == [
        ("2", "1", "55,0"),
        ("1", "2", "55,0"),
        ("3", "3", "40,0"),
    ]
    index = parse_strict(site / "index.html")
    links = {text(a): a.get("href") for a in find_all(index, "a")}
    assert links["DM Par Mixed: Kval Motala"] == f"pairs_{listed}/index.html"
    assert links["Efter rond 3"] == f"pairs_{final}/running-3.html"


def test_a_barometer_has_a_running_score_page_after_every_round_PP5(tournament, heats, tmp_path):
    final, _listed = heats
    site = tmp_path / "webb"
    publish(tournament, site)
    expected = running_score(tournament, final)
    assert [page.name for page in sorted(_folder(site, final).glob("running-*.html"))] == [
        "running-1.html",
        "running-2.html",
        "running-3.html",
    ]
    for done in expected:
        tree = parse_strict(_folder(site, final) / f"running-{done.round}.html")
        rows = [row for row in find_all(tree, "tr") if row.get("data-pair")]
        assert [
            (int(row.get("data-pair")), class_cell(row, "percent"), class_cell(row, "round-percent")) for row in rows
        ] == [
            (line.number, line.percent_text.replace(".", ","), line.round_percent_text.replace(".", ","))
            for line in done.rows
        ]
        assert f"Efter rond {done.round}" in text(find_all(tree, "h2")[0])
    # round 1: pairs 1 (NS, 10 tricks) and 4 (EW of the 9) top the board
    first = parse_strict(_folder(site, final) / "running-1.html")
    assert {class_cell(row, "percent") for row in find_all(first, "tr") if row.get("data-pair") in ("1", "4")} == {
        "100,0"
    }


def test_every_name_is_escaped_and_every_page_is_valid_with_relative_links(tournament, heats, tmp_path):
    site = tmp_path / "webb"
    publish(tournament, site)
    found = [path for path in pages(site) if path.parent.name.startswith("pairs_")]
    assert len(found) == 5  # the final's list and 3 rounds, the bronze heat's list
    for path in found:
        html = path.read_text(encoding="utf-8")
        assert "<script>" not in html
        tree = parse_strict(path)
        assert tree.get("lang") == "sv"
        for table in find_all(tree, "table"):
            assert find_all(table, "caption")
            assert all(th.get("scope") in ("col", "row") for th in find_all(table, "th"))
        for link in [*find_all(tree, "a"), *find_all(tree, "link")]:
            parts = urlsplit(link.get("href"))
            assert not parts.scheme and not parts.path.startswith("/")
            if parts.path:
                assert (path.parent / parts.path).resolve().is_file(), (path, link.get("href"))
    standing = (_folder(site, heats[0]) / "index.html").read_text(encoding="utf-8")
    assert "&lt;script&gt;alert(1)&lt;/script&gt; – Partner 0" in standing and "Åsa &amp; Co" in standing


def test_an_undone_round_leaves_the_site_and_a_second_publish_writes_nothing(tournament, heats, tmp_path):
    final, _listed = heats
    site = tmp_path / "webb"
    publish(tournament, site)
    assert not publish(tournament, site).written
    for audit_id in reversed(ROUND_3):  # the two tables of board 3 (round 3)
        tournament.undo(audit_id)
    result = publish(tournament, site)
    assert f"pairs_{final}/running-3.html" in result.removed
    assert not (_folder(site, final) / "running-3.html").exists()
    assert f"pairs_{final}/index.html" in result.written


def test_the_background_publisher_rewrites_the_pairs_pages_of_a_pairs_entry_only(tournament, heats, tmp_path):
    from tddesk.services.change_scope import PAIRS_PAGES, stages_of_change

    final, _listed = heats
    site = tmp_path / "webb"
    publish(tournament, site)
    change = enter_pairs_result(tournament, final, 1, 3, 3, 4, "3NT", "N", 7, round_number=3)
    touched = stages_of_change(tournament, change.audit_id)
    assert touched == frozenset({PAIRS_PAGES})  # no team stage's pages are read again
    result = publish(tournament, site, touched)
    assert set(result.written) >= {f"pairs_{final}/index.html", f"pairs_{final}/running-3.html"}
    assert f"pairs_{final}/running-2.html" not in result.written and not result.removed

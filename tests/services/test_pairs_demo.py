"""The pairs demo, DM Par Mixed, from registration to the plaque list (PP1-PP5, M5)."""

from __future__ import annotations

import csv
import io
import shutil
import subprocess
from collections import defaultdict
from fractions import Fraction

import pytest

from tddesk.demo.pairs import build_pairs_demo, bws_folder
from tddesk.services.pair_views import pairs_events
from tddesk.services.pairs_final import final_places_of, final_result
from tddesk.services.pairs_standing import heat_standing, running_score


@pytest.fixture(autouse=True)
def english():
    from tddesk import i18n

    i18n.set_language("en")


@pytest.fixture(scope="module")
def demo(tmp_path_factory):
    path = tmp_path_factory.mktemp("pairs") / "dm-par.tddesk"
    tournament = build_pairs_demo(path)
    yield tournament, pairs_events(tournament)[0], path
    tournament.close()


def test_three_heats_and_a_final_of_28_pairs_and_54_boards(demo):
    tournament, event, _ = demo
    assert [heat.kind for heat in event.heats] == ["silver", "silver", "bronze", "final"]
    linkoping, norrkoping, motala, final = (heat_standing(tournament, heat.id) for heat in event.heats)
    assert linkoping.heat_class.masterpoints == "silver"  # PP4: 20 pairs, 42 boards
    assert norrkoping.heat_class.masterpoints == "bronze"  # PP4: 27 boards only
    struck = [row for row in norrkoping.rows if row.place is None]
    assert len(struck) == 1 and "Kval Linköping" in struck[0].struck  # the reason, as written when entered
    assert sum(1 for row in motala.rows if not row.plays_for_qualification) == 2
    # the four pairs at the two tables that could not play board 17 have 53 boards
    assert len(final.rows) == 28 and sorted(row.boards for row in final.rows) == [53] * 4 + [54] * 24


def test_final_places_T3_and_replacements_PP1_PP3(demo):
    tournament, event, _ = demo
    places = final_places_of(tournament, event.id)
    assert [(share.pairs, share.places) for share in places.heats] == [(20, 9), (20, 10), (16, 8)]
    assert any(reason.startswith("T3:") for reason in places.heats[1].reasons)
    reasons = [row.reason for row in places.qualified]
    assert len(places.qualified) == 28 and reasons[0] == "last year's champions: direct place"
    assert sum(reason.startswith("PP3: rule 2:") for reason in reasons) == 1
    assert sum(reason.startswith("PP3: rule 1:") for reason in reasons) == 1
    assert len(places.declined) == 2


def test_neuberg_on_board_17_and_the_running_score_PP5(demo):
    tournament, event, _ = demo
    final = heat_standing(tournament, event.heats[-1].id)
    on_17 = [board for score in final.scores.values() for board in score.boards if board.board == 17]
    assert len(on_17) == 24 and all(board.top == 26 for board in on_17)
    assert any(board.points.denominator == 6 for board in on_17)  # (MP + 1)·14/12 − 1
    assert sum(board.points for board in on_17) == Fraction(24 * 13)
    rounds = running_score(tournament, event.heats[-1].id)
    assert len(rounds) == 27
    assert rounds[-1].rows[0].percent_text == final.rows[0].percent_text


def test_plaques_and_bonus_for_district_pairs_M5(demo):
    tournament, event, _ = demo
    result = final_result(tournament, event.id)
    assert [row.plaque_place for row in result.plaques] == [1, 2, 3]
    assert [row.bonus_per_player for row in result.plaques] == [10, 5, 3]


VULNERABLE = ("-", "NS", "EW", "All", "NS", "EW", "All", "-", "EW", "All", "-", "NS", "All", "-", "NS", "EW")


def _law77(contract: str, seat: str, result: str, board: int) -> int:
    """The NS score of a ReceivedData row by Law 77, written out here apart from tddesk's scorer."""
    if contract == "PASS":
        return 0
    level, strain, *doubling = contract.split()
    level, doubled = int(level), len(doubling[0]) if doubling else 0
    vulnerable = VULNERABLE[(board - 1) % 16] in ("All", "NS" if seat in "NS" else "EW")
    over = 0 if result == "=" else int(result)
    if over >= 0:
        trick = 20 if strain in ("C", "D") else 30
        contract_points = (trick * level + (10 if strain == "NT" else 0)) * (1, 2, 4)[doubled]
        score = contract_points + ((500 if vulnerable else 300) if contract_points >= 100 else 50)
        score += {6: 750 if vulnerable else 500, 7: 1500 if vulnerable else 1000}.get(level, 0)
        score += 50 * doubled + over * (trick if not doubled else (200 if vulnerable else 100) * doubled)
    else:
        down = -over
        if not doubled:
            score = -(100 if vulnerable else 50) * down
        else:
            steps = [200, 300, 300] if vulnerable else [100, 200, 200]
            penalty = sum(steps[min(i, 2)] if vulnerable or i < 3 else 300 for i in range(down))
            score = -penalty * doubled
    return score if seat in "NS" else -score


def test_the_final_is_scored_as_its_bridgemate_file_says_PP5(demo):
    """The final's percentages equal matchpoints worked out here from the rows mdb-export prints
    of the demo's final.bws: Law 77 scores, 2 per beaten score, Neuberg to 14 results, the 60/40."""
    if shutil.which("mdb-export") is None:
        pytest.skip("mdbtools not installed")
    tournament, event, path = demo
    output = subprocess.run(
        ["mdb-export", str(bws_folder(path) / "final.bws"), "ReceivedData"], capture_output=True, text=True, check=True
    ).stdout
    rows = list(csv.DictReader(io.StringIO(output)))
    assert len(rows) == 14 * 54 - 2 and all(row["Erased"] == "0" for row in rows)
    by_board = defaultdict(list)
    adjusted = None
    for row in rows:
        board, table, ns, ew = (int(row[name]) for name in ("Board", "Table", "PairNS", "PairEW"))
        if (board, table) == (30, 5):
            adjusted = (ns, ew)  # the TD's 60/40 replaces what the table scored
            continue
        by_board[board].append((ns, ew, _law77(row["Contract"], row["NS/EW"], row["Result"], board)))
    points, tops = defaultdict(Fraction), defaultdict(int)
    for results in by_board.values():
        for ns, ew, score in results:
            earned = sum(2 if score > other else 1 if score == other else 0 for _, _, other in results) - 1
            earned = (Fraction(earned) + 1) * 14 / len(results) - 1  # Neuberg; unchanged at 14 results
            points[ns] += earned
            points[ew] += 26 - earned
            tops[ns] += 26
            tops[ew] += 26
    ns, ew = adjusted
    points[ns] += Fraction(26 * 60, 100)
    points[ew] += Fraction(26 * 40, 100)
    tops[ns] += 26
    tops[ew] += 26
    expected = {number: points[number] * 100 / tops[number] for number in points}
    final = heat_standing(tournament, event.heats[-1].id)
    assert {row.number: row.percent for row in final.rows} == expected
    percents = [row.percent for row in final.rows]
    assert percents == sorted(percents, reverse=True)

"""M5 (D p.8, D p.10): title, plaques and bonus go to the district's pairs in their order. A pair with
a player from a club outside the district gets none of them; the best district pair is district
champion, the next second, and so on — in the final's list, its plaque list and `pairs-final --json`."""

from __future__ import annotations

import json

import pytest

from builders import championship
from tddesk.cli import main
from tddesk.rules.pairs_movement import barometer_rounds
from tddesk.services.pairs import add_pairs_heat, add_session, create_pairs_event, enter_heat, register_pair
from tddesk.services.pairs_final import final_result
from tddesk.services.pairs_results import assign_pairs_score
from tddesk.services.players import PlayerEntry


def player(mid: int, club="BK Linköping", district="ÖMBF") -> PlayerEntry:
    return PlayerEntry(str(mid), f"Spelare {mid}", club, district, 1960)


@pytest.fixture
def final_file(tmp_path):
    """DM Par Mixed's final of six pairs, a barometer of 4 rounds of 2 boards (a final is scored from
    its boards). Each board's three NS scores are 620, 600 and 580, so 4, 2 and 0 matchpoints (top 4);
    the scores below give, out of 32: 26, 22, 16, 14, 10 and 8, i.e. in the pairs' own order:
    1. 81,3 % Örebro pair (both players from BK Örebro, outside ÖMBF)
    2. 68,8 % ÖMBF pair          3. 50,0 % one ÖMBF player and one from BK Örebro
    4. 43,8 % ÖMBF pair          5. 31,3 % ÖMBF pair          6. 25,0 % ÖMBF pair"""
    path = tmp_path / "dm.tddesk"
    tournament = championship(path)
    try:
        event = create_pairs_event(tournament, "DM Par Mixed", "mixed", 6, 54).value
        final = add_pairs_heat(tournament, event, "Final Linköping", "final").value
        pairs = [
            (player(591000, "BK Örebro", "Örebro"), player(591001, "BK Örebro", "Örebro")),
            (player(591010), player(591011)),
            (player(591020), player(591021, "BK Örebro", "Örebro")),
            (player(591030), player(591031)),
            (player(591040), player(591041)),
            (player(591050), player(591051)),
        ]
        ids = [register_pair(tournament, event, first, second).value for first, second in pairs]
        for number, pair in enumerate(ids, start=1):
            enter_heat(tournament, final, pair, number)
        add_session(tournament, final, "barometer", 2)
        # NS matchpoints per table of each board, rounds of barometer_rounds(1..6): (1-6, 5-2, 3-4),
        # (2-1, 3-6, 5-4), (1-3, 2-4, 5-6), (4-1, 5-3, 2-6); EW gets 4 minus NS's
        matchpoints = [(4, 2, 0), (4, 2, 0), (2, 4, 0), (0, 4, 2), (2, 4, 0), (2, 4, 0), (0, 2, 4), (0, 2, 4)]
        score = {4: 620, 2: 600, 0: 580}
        for round_number, seated in enumerate(barometer_rounds(range(1, 7), 4), start=1):
            for board in (2 * round_number - 1, 2 * round_number):
                for (ns, ew), points in zip(seated, matchpoints[board - 1]):
                    assign_pairs_score(
                        tournament, final, 1, board, ns, ew, ns_score=score[points], round_number=round_number
                    )
    finally:
        tournament.close()
    return path, event, ids


def test_title_plaques_and_bonus_go_to_the_districts_pairs_in_order_M5(final_file, capsys):
    path, event, ids = final_file
    # By hand (D p.8, Mixed bonus 10/5/3 silver points per player): places 1 and 3 have a player from
    # outside the district: no title, plaque or bonus. The district's pairs in order: place 2 → district
    # champion, plaque 1, 10 points; place 4 → plaque 2, 5 points; place 5 → plaque 3, 3 points;
    # place 6 → nothing.
    expected = [(1, None, 0), (2, 1, 10), (3, None, 0), (4, 2, 5), (5, 3, 3), (6, None, 0)]
    assert main(["--lang", "en", "pairs-final", str(path), "--event", event, "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert [(row["place"], row["plaque"], row["bonus_per_player"]) for row in listed] == expected
    assert [row["pair"] for row in listed] == ids
    assert "outside" not in listed[1]["note"] and listed[0]["note"] and listed[2]["note"]
    # the printed list says the same
    assert main(["--lang", "en", "pairs-final", str(path), "--event", event]) == 0
    printed = capsys.readouterr().out.splitlines()
    assert ["plaque 1" in line for line in printed] == [False, True, False, False, False, False]
    assert "plaque 2" in printed[3] and "bonus 5" in printed[3] and "plaque 3" in printed[4]
    assert "plaque 1" not in printed[0] and "No bonus, title or plaque" in printed[2]


def test_the_plaque_list_names_the_district_champion_M5(final_file, tmp_path):
    from tddesk.services.files import open_championship

    path, event, ids = final_file
    tournament = open_championship(path, backup=False)
    try:
        result = final_result(tournament, event)
    finally:
        tournament.close()
    assert [(row.pair_id, row.plaque) for row in result.plaques] == [(ids[1], 1), (ids[3], 2), (ids[4], 3)]
    assert [row.pair_id for row in result.outside_the_district] == [ids[0], ids[2]]

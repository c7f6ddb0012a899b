"""The pairs championship through its services: registration, a heat scored from board results
(PP5), struck pairs, final places (PP1, PP3), the final's plaques and bonus (M5), undo."""

from __future__ import annotations

import pytest

from tddesk.services.errors import ServiceError
from tddesk.services.pairs import (
    add_pairs_heat,
    add_session,
    create_pairs_event,
    enter_heat,
    register_pair,
    strike_pair,
)
from tddesk.services.pairs_final import answer_place, final_places_of, final_result, pairs_fees
from tddesk.services.pairs_results import draw_pairs_lot, enter_pairs_result, import_result_list
from tddesk.services.pairs_standing import heat_standing, running_score
from tddesk.services.players import PlayerEntry


@pytest.fixture(autouse=True)
def english():
    from tddesk import i18n

    i18n.set_language("en")


def _player(mid: int, club="BK Linköping", district="ÖMBF") -> PlayerEntry:
    return PlayerEntry(str(mid), f"Spelare {mid}", club, district, 1960)


def _pairs(tournament, event, first_mid, count, **kwargs):
    return [
        register_pair(tournament, event, _player(first_mid + 2 * i), _player(first_mid + 2 * i + 1), **kwargs).value
        for i in range(count)
    ]


def _barometer(tournament, heat, pairs, scores_by_table):
    """Pairs 1..n at tables (1 v 2), (3 v 4) …; one board a round, each table's NS score given."""
    for index, pair in enumerate(pairs, start=1):
        enter_heat(tournament, heat, pair, index)
    add_session(tournament, heat)
    for board, scores in enumerate(scores_by_table, start=1):
        for table, tricks in enumerate(scores):
            enter_pairs_result(
                tournament, heat, 1, board, 2 * table + 1, 2 * table + 2, "3NT", "N", tricks, round_number=board
            )


def test_a_heat_is_scored_by_matchpoints_and_ranked_PP5(tournament):
    event = create_pairs_event(tournament, "DM Par Mixed", "mixed", 4, 54).value
    heat = add_pairs_heat(tournament, event, "Kval Linköping", "silver").value
    pairs = _pairs(tournament, event, 500000, 4)
    # board 1: table 1 makes 10 tricks, table 2 9; board 2: table 1 8, table 2 9
    _barometer(tournament, heat, pairs, [(10, 9), (8, 9)])
    standing = heat_standing(tournament, heat)
    assert standing.source == "boards"
    by_number = {row.number: row for row in standing.rows}
    assert by_number[1].percent_text == "50.0" and by_number[3].percent_text == "50.0"
    assert [row.place for row in standing.rows] == [1, 2, 3, 4]
    assert standing.heat_class.masterpoints == "bronze"  # PP4: 4 pairs, 2 boards
    rounds = running_score(tournament, heat)
    assert [running.round for running in rounds] == [1, 2]
    assert {row.number for row in rounds[0].rows if row.percent_text == "100.0"} == {1, 4}
    assert {row.number: row.round_percent_text for row in rounds[1].rows}[1] == "0.0"
    assert {row.number: row.percent_text for row in rounds[1].rows}[1] == "50.0"


def test_a_player_in_a_second_heat_is_struck_but_scores_out_of_competition(tournament):
    event = create_pairs_event(tournament, "DM Par Mixed", "mixed", 4, 54).value
    first = add_pairs_heat(tournament, event, "Kval A", "silver").value
    second = add_pairs_heat(tournament, event, "Kval B", "silver").value
    pairs = _pairs(tournament, event, 510000, 2)
    enter_heat(tournament, first, pairs[0], 1)
    again = register_pair(tournament, event, _player(510000), _player(510900)).value
    change = enter_heat(tournament, second, again, 1)
    assert "already played the qualifying heat Kval A" in change.value
    strike_pair(tournament, second, again, None)
    with pytest.raises(ServiceError, match="two players"):
        register_pair(tournament, event, _player(510000), _player(510000))


def test_final_places_from_two_heats_and_a_place_given_up_PP1_PP3(tournament):
    """PP1: heats of 4 and 6 pairs, 5 final places: 2.0 and 3.0 → T1 2 and 3. PP3: heat 2's
    winner gives its place up → rule 1: heat 2's fourth pair takes it; it is not given back."""
    event = create_pairs_event(tournament, "DM Par Mixed", "mixed", 5, 54).value
    heat_a = add_pairs_heat(tournament, event, "Kval A", "silver").value
    heat_b = add_pairs_heat(tournament, event, "Kval B", "silver").value
    pairs_a, pairs_b = _pairs(tournament, event, 520000, 4), _pairs(tournament, event, 530000, 6)
    _barometer(tournament, heat_a, pairs_a, [(10, 9), (8, 9)])
    _barometer(tournament, heat_b, pairs_b, [(10, 9, 8), (7, 9, 11), (12, 9, 9)])
    places = final_places_of(tournament, event)
    assert [share.places for share in places.heats] == [2, 3]
    assert len(places.qualified) == 5
    standing_b = heat_standing(tournament, heat_b)
    winner, fourth = standing_b.competing[0], standing_b.competing[3]
    given_up = answer_place(tournament, event, winner.pair_id, accepted=False)
    after = final_places_of(tournament, event)
    holders = {row.pair_id: row for row in after.qualified}
    assert winner.pair_id not in holders and fourth.pair_id in holders
    assert holders[fourth.pair_id].reason.startswith("PP3: rule 1: replaces")
    with pytest.raises(ServiceError, match="not given back"):
        answer_place(tournament, event, winner.pair_id, accepted=True)
    tournament.undo(given_up.audit_id)
    assert winner.pair_id in {row.pair_id for row in final_places_of(tournament, event).qualified}


def test_final_result_plaques_bonus_lot_and_fees_M5_PP2(tournament):
    """Boards 1-3 at two tables: pairs 1 and 4 (NS at table 1, EW at table 2) win boards 1 and 2 and
    tie board 3 → both 83.3 %, pairs 2 and 3 16.7 %. Boards won are equal and they never met: PP2
    asks for a lot. Pair 4 has a player from another district: no title, plaque or bonus, so the
    district's pairs take them in their order (M5 as RULES.md now says): pair 1 plaque 1 and 10 per
    player; pairs 2 and 3, still equal, share plaque 2 and 5 each."""
    event = create_pairs_event(tournament, "DM Par Mixed", "mixed", 4, 54).value
    final = add_pairs_heat(tournament, event, "Final", "final").value
    pairs = _pairs(tournament, event, 540000, 3)
    pairs.append(register_pair(tournament, event, _player(549000, "BK Örebro", "Örebro"), _player(549001)).value)
    _barometer(tournament, final, pairs, [(10, 9), (9, 8), (10, 10)])
    result = final_result(tournament, event)
    by_pair = {row.pair_id: row for row in result.rows}
    assert [by_pair[pair].percent_text for pair in pairs] == ["83.3", "16.7", "16.7", "83.3"]
    assert [by_pair[pair].plaque_place for pair in pairs] == [1, 2, 2, None]
    assert [by_pair[pair].bonus_per_player for pair in pairs] == [10, 5, 5, 0]
    assert "district" in by_pair[pairs[3]].bonus_note
    assert {row.pair_id for row in result.plaques} == set(pairs[:3])
    assert any("lot needed" in finding for finding in result.findings)
    draw_pairs_lot(tournament, final, [pairs[3], pairs[0]])
    drawn = final_result(tournament, event)
    assert [row.pair_id for row in drawn.rows][:2] == [pairs[3], pairs[0]]
    assert drawn.rows[0].tie_reason.startswith("PP2: equal score with") and "lot" in drawn.rows[0].tie_reason
    fees = {row.pair_id: row for row in pairs_fees(tournament, event)}
    assert fees[pairs[0]].final == 360 and fees[pairs[0]].qualifying == 0


def test_a_heat_scored_elsewhere_counts_from_its_result_list_PP4_PP2(tournament):
    """A bronze heat the club scored itself: its list gives the percentages; PP4 counts 4 pairs
    playing for qualification and 18 boards; equal percentages cannot be split by boards: lot."""
    event = create_pairs_event(tournament, "DM Par Veteran", "veteran", 2, 54).value
    heat = add_pairs_heat(tournament, event, "Kval Nyköping", "bronze", "BK Nyköping").value
    pairs = _pairs(tournament, event, 560000, 5)
    for number, pair in enumerate(pairs, start=1):
        enter_heat(tournament, heat, pair, number, plays_for_qualification=number != 5)
    import_result_list(
        tournament, heat, [(1, "55,5", 18), (2, "61.0", 18), (3, "55.5", 18), (4, "40", 18), (5, "70", 18)]
    )
    standing = heat_standing(tournament, heat)
    assert standing.source == "list" and standing.heat_class.counts
    assert [row.number for row in standing.competing][:1] == [5]
    assert standing.lots_needed and set(standing.lots_needed[0]) == {pairs[0], pairs[2]}
    with pytest.raises(ServiceError, match="between 0 and 100"):
        import_result_list(tournament, heat, [(1, "101", 18)])
    draw_pairs_lot(tournament, heat, [pairs[2], pairs[0]])
    # PP1: 4 pairs play for qualification, 2 places; pair 5 (70 %) does not play for DM
    places = final_places_of(tournament, event)
    assert [row.pair_id for row in places.qualified] == [pairs[1], pairs[2]]


def test_champions_who_play_a_heat_keep_their_direct_place_and_count_in_it_PP1(tournament):
    """D p.7: last year's champions play heat A and keep their direct place whatever they score; they
    count in H_k (4 and 4 pairs, 4 places less the direct one: 3 → 1.5 and 1.5, T3), but the heat's
    places go to the others."""
    event = create_pairs_event(tournament, "DM Par Mixed", "mixed", 4, 54).value
    heat_a = add_pairs_heat(tournament, event, "Kval A", "silver").value
    heat_b = add_pairs_heat(tournament, event, "Kval B", "silver").value
    champions = register_pair(
        tournament, event, _player(570000), _player(570001), reigning_champions=True, direct_place=True
    ).value
    pairs_a = [champions, *_pairs(tournament, event, 570010, 3)]
    _barometer(tournament, heat_a, pairs_a, [(10, 9), (9, 8), (10, 10)])
    _barometer(tournament, heat_b, _pairs(tournament, event, 570100, 4), [(10, 9), (9, 8), (10, 11)])
    places = final_places_of(tournament, event)
    assert [share.pairs for share in places.heats] == [4, 4]
    holders = [row.pair_id for row in places.qualified]
    assert holders[0] == champions and holders.count(champions) == 1 and len(holders) == 4
    fees = {row.pair_id: row for row in pairs_fees(tournament, event)}
    assert fees[champions].qualifying == 0 and fees[pairs_a[1]].qualifying == 160  # D p.9

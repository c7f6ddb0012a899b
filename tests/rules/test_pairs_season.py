"""PP4: silver and bronze heats; D p.8-9: bonus per player and fees of the pairs championship."""

from __future__ import annotations

from decimal import Decimal

import pytest

from tddesk.rules.pairs_season import BRONZE, SILVER, final_bonus, heat_class, pair_fees, pairs_rules


def test_silver_heat_gives_silver_with_12_pairs_and_42_boards_PP4():
    assert heat_class(SILVER, 12, 42, 12, 42).masterpoints == SILVER
    eleven = heat_class(SILVER, 11, 42, 11, 42)
    assert eleven.masterpoints == BRONZE and eleven.counts and eleven.findings[0].code == "bronze_points"
    assert heat_class(SILVER, 20, 41, 20, 41).masterpoints == BRONZE
    three_sessions = heat_class(SILVER, 20, 60, 20, 60, sessions=3)
    assert not three_sessions.counts and three_sessions.findings[-1].code == "too_many_sessions"


def test_bronze_heat_needs_4_qualifying_pairs_and_18_boards_PP4():
    assert heat_class(BRONZE, 10, 24, 4, 18).counts
    three = heat_class(BRONZE, 10, 24, 3, 24)
    assert not three.counts and "4 pairs playing for qualification" in three.findings[0].text()
    assert not heat_class(BRONZE, 10, 17, 8, 17).counts
    assert heat_class(BRONZE, 30, 60, 30, 60).masterpoints == BRONZE


def test_bonus_per_player_by_discipline_only_for_district_pairs_M5():
    assert [final_bonus("mixed", place, True).points_per_player for place in (1, 2, 3, 4)] == [10, 5, 3, 0]
    assert [final_bonus("open", place, True).points_per_player for place in (1, 2, 3)] == [60, 40, 30]
    outside = final_bonus("mixed", 1, False)
    assert outside.points_per_player == 0 and outside.reason.code == "bonus_club_outside_district"
    assert final_bonus("mixed", 2, True, pairs_rules({"bonus": {"mixed": [12, 6]}})).points_per_player == 6


def test_fees_per_pair_and_free_qualifying_for_last_years_champions():
    assert pair_fees(qualifying=True, in_final=False, reigning_champions=False).qualifying == Decimal(160)
    assert pair_fees(qualifying=True, in_final=True, reigning_champions=True) == pair_fees(
        qualifying=False, in_final=True, reigning_champions=True
    )
    assert pair_fees(qualifying=True, in_final=True, reigning_champions=True).qualifying == 0
    assert pair_fees(qualifying=False, in_final=True, reigning_champions=False).final == Decimal(360)


def test_profile_table_refuses_unknown_and_wrong_values():
    assert pairs_rules({"final_fee": 200}).final_fee == 200
    with pytest.raises(ValueError, match=r"pairs\.table_fee"):
        pairs_rules({"table_fee": 1})
    with pytest.raises(ValueError, match=r"pairs\.final_fee"):
        pairs_rules({"final_fee": "200"})

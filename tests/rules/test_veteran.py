"""S5: SM Lag Veteran format by entries and the 11.00 VP carry-over."""

from decimal import Decimal

from tddesk.rules.veteran import carry_over, veteran_format


def test_format_by_number_of_entries_S5():
    assert veteran_format(8).kind == "round_robin" and veteran_format(8).boards == 14
    assert veteran_format(10).boards == 10
    assert veteran_format(12).boards == 8 and veteran_format(16).boards == 7
    gh = veteran_format(17)
    assert (gh.kind, gh.boards, gh.rounds) == ("gronahissen", 7, 8)


def test_late_starter_carries_exactly_11_vp_per_missed_round_S5():
    assert carry_over(6) == Decimal("55.00")
    assert carry_over(1) == Decimal("0.00") and carry_over(None) == Decimal("0.00")

"""VP3, W3: a discrete 25-0 VP table given as data, and the walkover result on it."""

from decimal import Decimal

import pytest

from tddesk.rules.vp_table import VpTableError, parse_vp_table
from tddesk.rules.walkover import WalkoverBasis, walkover_25

# A constructed table (not the WBF's): 24 boards, margins in bands of 4 IMPs up to 25 VP.
TABLE = (
    "boards,margin_from,margin_to,vp\n"
    + "\n".join(f"17-32,{4 * step},{4 * step + 3},{15 + step}" for step in range(10))
    + "\n17-32,40,,25\n"
    + "8,0,2,15\n8,3,,16\n"
)


def test_discrete_table_lookup_with_the_old_scales_shape_VP3():
    # VP3 (the old WBF 25-point scale's shape): a draw is 15-15 and winner and loser make 30 until
    # the winner has 25; this table gives no loser's column, so 25 VP leave the loser 30 − 25 = 5
    table = parse_vp_table(TABLE)
    assert table.maximum == Decimal(25)
    assert table.vp_pair(0, 24) == (Decimal(15), Decimal(15))
    assert table.vp_pair(7, 24) == (Decimal(16), Decimal(14))
    assert table.vp_pair(100, 24) == (Decimal(25), Decimal(5))
    assert table.smallest_margin_for(Decimal(19), 24) == 16
    with pytest.raises(ValueError, match="has no rows for 12 boards"):
        table.winner_vp(5, 12)  # no rows for 12 boards


def test_malformed_tables_name_the_line_VP3():
    with pytest.raises(VpTableError, match="header"):
        parse_vp_table("a,b\n")
    with pytest.raises(VpTableError, match="follow on from 3"):
        parse_vp_table("boards,margin_from,margin_to,vp\n8,0,2,15\n8,4,,16\n")
    with pytest.raises(VpTableError, match="line 2"):
        parse_vp_table("boards,margin_from,margin_to,vp\n8,zero,2,15\n")


def test_walkover_25_with_the_table_gives_imps_above_18_W3(profile):
    table = parse_vp_table(TABLE)
    # B averaged 19.25 in its other matches: rounded up 20 VP, IMPs = smallest margin for 20 = 20
    outcome = walkover_25([Decimal("19"), Decimal("19.5")], [Decimal("17")], True, profile, table, 24)
    assert outcome.rule == "W3" and outcome.loser_vp == Decimal("0.00") and outcome.loser_imps_lost == 88
    assert outcome.winner_vp == Decimal("20.00") and outcome.winner_imps_won == 20
    assert outcome.basis is WalkoverBasis.OWN_AVERAGE
    # B's best is the minimum: 18 VP and 15-0 IMPs (W3), whatever the table says
    low = walkover_25([Decimal("14")], [Decimal("16")], True, profile, table, 24)
    assert (low.winner_vp, low.winner_imps_won) == (Decimal("18.00"), 15)


# The old scale's shape with its blitz rows (a constructed table, not the WBF's; the published
# old WBF 25-point table is not among the reference data): 16 boards, 15-15 for 0-2 IMPs, then a VP
# for every 3 IMPs up to 25-5 at 30, and the loser's own column below that: 25-4 … 25-0.
OLD_SHAPE = "boards,margin_from,margin_to,vp,loser_vp\n" + "\n".join(
    [
        "16,0,2,15,",
        *(f"16,{3 * step},{3 * step + 2},{15 + step}," for step in range(1, 10)),
        "16,30,34,25,5",
        "16,35,39,25,4",
        "16,40,44,25,3",
        "16,45,49,25,2",
        "16,50,54,25,1",
        "16,55,,25,0",
    ]
)


def test_winner_and_loser_make_30_until_25_then_the_loser_goes_to_0_VP3():
    table = parse_vp_table(OLD_SHAPE)
    # 15 IMPs: the row 15-17 gives the winner 15 + 5 = 20; the loser 30 − 20 = 10 (not 25 − 20 = 5)
    assert table.vp_pair(15, 16) == (Decimal(20), Decimal(10))
    # 0-2 IMPs: 15-15
    assert table.vp_pair(2, 16) == (Decimal(15), Decimal(15))
    # 27-29: 15 + 9 = 24 → 24-6; 30-34: 25-5; then the loser's column: 37 → 25-4, 60 → 25-0
    assert [table.vp_pair(margin, 16) for margin in (28, 31, 37, 60)] == [
        (Decimal(24), Decimal(6)),
        (Decimal(25), Decimal(5)),
        (Decimal(25), Decimal(4)),
        (Decimal(25), Decimal(0)),
    ]
    # W3 on it: B's 20 VP take the smallest margin that gives 20, the row 15-17
    assert table.smallest_margin_for(Decimal(20), 16) == 15


def test_a_loser_above_the_winner_is_refused_with_its_line_VP3():
    with pytest.raises(VpTableError, match="line 2: the loser's 16"):
        parse_vp_table("boards,margin_from,margin_to,vp,loser_vp\n8,0,,15,16\n")

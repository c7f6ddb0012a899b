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


def test_discrete_table_lookup_and_loser_gets_the_rest_VP3():
    table = parse_vp_table(TABLE)
    assert table.maximum == Decimal(25)
    assert table.vp_pair(0, 24) == (Decimal(15), Decimal(10))
    assert table.vp_pair(7, 24) == (Decimal(16), Decimal(9))
    assert table.vp_pair(100, 24) == (Decimal(25), Decimal(0))
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

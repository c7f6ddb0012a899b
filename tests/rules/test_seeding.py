"""S1: SM Par Open semifinal seeding — ranks in three categories, sum, snake into A-D."""

from decimal import Decimal

from tddesk.rules.seeding import SeedPair, seed_pairs, snake_group


def test_snake_groups_S1():
    assert "".join(snake_group(order) for order in range(1, 17)) == "ABCDDCBAABCDDCBA"


def test_rank_sum_orders_the_pairs_S1():
    pairs = [
        SeedPair("P", Decimal(900), Decimal("2.5"), Decimal(40)),  # ranks 1, 2, 3 = 6
        SeedPair("Q", Decimal(500), Decimal("1.0"), Decimal(60)),  # ranks 3, 1, 1 = 5
        SeedPair("R", Decimal(700), Decimal("4.0"), Decimal(50)),  # ranks 2, 4, 2 = 8
        SeedPair("S", Decimal(100), Decimal("3.0"), Decimal(10)),  # ranks 5, 3, 5 = 13
        SeedPair("T", Decimal(300), Decimal("5.0"), Decimal(20)),
    ]  # ranks 4, 5, 4 = 13
    seeded = seed_pairs(pairs)
    assert [(s.pair.name, s.ranks, s.rank_sum, s.group) for s in seeded] == [
        ("Q", (3, 1, 1), 5, "A"),
        ("P", (1, 2, 3), 6, "B"),
        ("R", (2, 4, 2), 8, "C"),
        ("T", (4, 5, 4), 13, "D"),  # equal sum 13: more master points first (interpretation)
        ("S", (5, 3, 5), 13, "D"),
    ]


def test_equal_values_share_the_better_rank_S1():
    pairs = [SeedPair("A", Decimal(5), Decimal(1), Decimal(1)), SeedPair("B", Decimal(5), Decimal(2), Decimal(2))]
    assert [s.ranks[0] for s in seed_pairs(pairs)] == [1, 1]

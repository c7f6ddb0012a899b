"""S3: travel grants — per district with the team's district as cap; the juniors' four examples."""

from decimal import Decimal

import pytest

from tddesk.rules.travel_grants import (
    GrantTableError,
    district_pairs_grants,
    junior_grant,
    parse_grant_table,
    parse_pairs_grant_table,
    payment_total,
    team_grants,
)

# Part of the 2017 SM Lag final table (SEK per player, Örebro as the venue)
FINAL = parse_grant_table("district,amount\nStockholm,270\nUppland,250\nSkåne,700\nÖrebro,0\nNorrbotten,1600\n")


def test_player_gets_the_district_of_residence_capped_by_the_teams_S3():
    grants = team_grants(
        "Skåne",
        {"A": "Skåne", "B": "Stockholm", "C": "Norrbotten", "D": None, "E": "Örebro"},
        FINAL,
        venue_district="Örebro",
    )
    amounts = {grant.player: (grant.amount, grant.reason) for grant in grants}
    assert amounts == {
        "A": (700, "residence"),
        "B": (270, "residence"),
        "C": (700, "capped"),
        "D": (0, "abroad"),
        "E": (0, "venue_district"),
    }
    assert payment_total(grants) == 1670


def test_junior_examples_from_the_regulations_S3():
    # Example 1: four players, 20 mil each, travelling alone: 2 x 20 x 6 = 240 SEK each
    assert junior_grant(Decimal(20)) == Decimal("240.00")
    # Example 2: four in one car: 2 x 20 x 24 = 960, capped by 2 x 20 x 18.50 = 740 SEK
    assert junior_grant(Decimal(20), players_in_car=4) == Decimal("740.00")
    # Example 3: a train ticket of 310 SEK: the standard 240 SEK
    assert junior_grant(Decimal(20), Decimal(310)) == Decimal("240.00")
    # Example 4: a train ticket of 200 SEK: at most the real cost, 200 SEK
    assert junior_grant(Decimal(20), Decimal(200)) == Decimal("200.00")


def test_grant_table_errors_name_the_line_S3():
    with pytest.raises(GrantTableError, match="line 2"):
        parse_grant_table("district,amount\nStockholm,many\n")


def test_shipped_profile_holds_the_2017_tables_S3(profile):
    pairs = parse_grant_table(profile.sm.travel_grants_pairs)
    final = parse_grant_table(profile.sm.travel_grants_team_final)
    assert len(pairs) == len(final) == 21
    assert (pairs["Norrbotten"], final["Norrbotten"], final["Örebro"]) == (2700, 1600, 0)
    # a Göteborg team with a player living in Stockholm and one in Norrbotten, final in Örebro
    grants = team_grants(
        "Göteborg",
        {"A": "Göteborg", "B": "Stockholm", "C": "Norrbotten"},
        final,
        profile.sm.travel_grant_venue_district,
    )
    assert [grant.amount for grant in grants] == [390, 270, 390]


def test_two_pairs_of_one_district_count_twice_with_the_footnote_S3():
    table = parse_pairs_grant_table("district,amount,district_extra\nGotland,600,1000\nVästerbotten,2000,500\n")
    grants = district_pairs_grants(["Gotland", "Västerbotten", "Gotland", None], table)
    # Gotland: 2 pairs × (600 + 1,000) = 3,200; Västerbotten: 1 × (2,000 + 500) = 2,500; in all 5,700
    assert [(g.district, g.pairs, g.total) for g in grants] == [("Gotland", 2, 3200), ("Västerbotten", 1, 2500)]
    assert sum(g.total for g in grants) == 5700

"""T1-T6 and the line-up of a half (H5, P3): who may play for a team."""

from __future__ import annotations

import pytest

from tddesk.rules.eligibility import (
    EligibilityContext,
    EligibilityStatus,
    Player,
    Roster,
    age_class,
    age_summary,
    check_team,
    eligibility_summary,
)
from tddesk.rules.findings import Severity
from tddesk.rules.lineup_eligibility import lineup_findings, ordinary_players, team_members, unauthorised_mids

DISTRICT = "ÖMBF"


def player(
    mid: str, *, district: str = DISTRICT, paid: bool = True, born: int | None = 1970, dispensation: bool = False
) -> Player:
    return Player(
        mid=mid,
        name=f"Player {mid}",
        district=district,
        membership_paid=paid,
        birth_year=born,
        has_dispensation=dispensation,
    )


def roster(*players: Player, dispensation: bool = False) -> Roster:
    return Roster("Lag Holm", tuple(players), district_dispensation=dispensation)


@pytest.fixture
def context(profile):
    return EligibilityContext.for_profile(profile)


def codes(findings) -> list[str]:
    return [finding.code for finding in findings]


def four(**kwargs) -> list[Player]:
    return [player(mid, **kwargs) for mid in ("A", "B", "C", "D")]


def test_context_from_profile_uses_district_and_season_T2_T6(profile):
    context = EligibilityContext.for_profile(profile, {"X": "Lag Ek"})
    assert (context.district, context.season_start_year) == ("ÖMBF", 2016)
    assert context.other_team_by_mid["X"] == "Lag Ek"


def test_four_paid_district_players_are_ok_T1(profile, context):
    findings = check_team(roster(*four()), context, profile)
    assert findings == ()
    assert eligibility_summary(findings).status is EligibilityStatus.OK


def test_team_of_three_is_refused_T1(profile, context):
    findings = check_team(roster(*four()[:3]), context, profile)
    assert codes(findings) == ["too_few_players"]
    assert findings[0].severity is Severity.ERROR
    assert findings[0].text() == "T1: The team has 3 players; at least 4 are required"
    assert eligibility_summary(findings).status is EligibilityStatus.REFUSED


def test_six_players_need_no_dispensation_T1(profile, context):
    players = [player(mid) for mid in "ABCDEF"]
    assert check_team(roster(*players), context, profile) == ()


def test_seventh_player_without_dispensation_is_refused_T1(profile, context):
    players = [player(mid) for mid in "ABCDEFG"]
    findings = check_team(roster(*players), context, profile)
    assert codes(findings) == ["extra_player_without_dispensation"]
    assert findings[0].severity is Severity.ERROR
    assert findings[0].params["position"] == 7 and findings[0].params["mid"] == "G"


def test_seventh_and_eighth_with_dispensation_are_information_T1(profile, context):
    players = [player(mid) for mid in "ABCDEF"] + [player("G", dispensation=True), player("H", dispensation=True)]
    findings = check_team(roster(*players), context, profile)
    assert codes(findings) == ["extra_player_with_dispensation"] * 2
    assert {finding.severity for finding in findings} == {Severity.INFO}
    assert eligibility_summary(findings).status is EligibilityStatus.OK


def test_nine_players_are_never_allowed_T1(profile, context):
    players = [player(mid, dispensation=True) for mid in "ABCDEFGHI"]
    findings = check_team(roster(*players), context, profile)
    assert "too_many_players" in codes(findings)
    too_many = next(finding for finding in findings if finding.code == "too_many_players")
    assert too_many.severity is Severity.ERROR
    assert too_many.text() == "T1: The team has 9 players; never more than 8"


def test_player_listed_twice_is_refused_T1(profile, context):
    findings = check_team(roster(*four(), player("A")), context, profile)
    assert codes(findings) == ["duplicate_player"]
    assert findings[0].severity is Severity.ERROR


def test_one_outside_player_plays_only_for_sm_places_T2(profile, context):
    players = four()[:3] + [player("X", district="SDBF")]
    findings = check_team(roster(*players), context, profile)
    assert codes(findings) == ["sm_places_only"]
    assert findings[0].severity is Severity.INFO
    assert "Player X (X)" in findings[0].text()
    summary = eligibility_summary(findings)
    assert summary.sm_places_only and summary.status is EligibilityStatus.OK


def test_equal_numbers_from_two_districts_may_qualify_here_T2(profile, context):
    players = [player("A"), player("B"), player("X", district="SDBF"), player("Y", district="SDBF")]
    assert codes(check_team(roster(*players), context, profile)) == ["sm_places_only"]


def test_district_minority_needs_dispensation_T2(profile, context):
    players = [player("A"), player("X", district="SDBF"), player("Y", district="SDBF"), player("Z", district="VBF")]
    findings = check_team(roster(*players), context, profile)
    assert codes(findings) == ["sm_places_only", "district_minority"]
    minority = findings[1]
    assert minority.severity is Severity.WARNING
    assert minority.params == {"home": 1, "district": "ÖMBF", "count": 2, "other": "SDBF"}
    assert eligibility_summary(findings).status is EligibilityStatus.WARNINGS


def test_district_minority_with_dispensation_only_plays_for_sm_places_T2(profile, context):
    players = [player("A"), player("X", district="SDBF"), player("Y", district="SDBF"), player("Z", district="SDBF")]
    assert codes(check_team(roster(*players, dispensation=True), context, profile)) == ["sm_places_only"]


def test_player_already_in_another_team_is_refused_T4(profile):
    context = EligibilityContext.for_profile(profile, {"C": "Lag Ek", "Q": "Lag Björk"})
    findings = check_team(roster(*four()), context, profile)
    assert codes(findings) == ["player_in_other_team"]
    assert findings[0].severity is Severity.ERROR
    assert findings[0].text() == "T4: Player C (C) already plays for team Lag Ek"


def test_own_team_in_the_mapping_is_no_conflict_T4(profile):
    context = EligibilityContext.for_profile(profile, {"C": "Lag Holm"})
    assert check_team(roster(*four()), context, profile) == ()


def test_unpaid_membership_is_a_warning_naming_the_player_T5(profile, context):
    players = four()[:3] + [player("D", paid=False)]
    findings = check_team(roster(*players), context, profile)
    assert codes(findings) == ["membership_unpaid"]
    assert findings[0].severity is Severity.WARNING
    assert findings[0].params == {"name": "Player D", "mid": "D"}
    assert eligibility_summary(findings).status is EligibilityStatus.WARNINGS


@pytest.mark.parametrize(
    ("birth_year", "expected"),
    [
        (1991, "junior"),  # 25 in 2016: the last junior year
        (1990, None),  # 26 in 2016
        (2005, "junior"),
        (1957, None),  # 59 in 2016 (60 only in 2017, the season's second year)
        (1956, "veteran"),  # 60 in 2016: the first veteran year
        (1930, "veteran"),
        (None, None),
    ],
)
def test_age_class_counts_in_the_season_start_year_T6(profile, birth_year, expected):
    assert age_class(birth_year, profile.profile.season_start_year, profile) == expected


def test_age_class_moves_with_the_season_T6(profile):
    assert age_class(1991, 2017, profile) is None
    assert age_class(1957, 2017, profile) == "veteran"


def test_junior_team_is_reported_T6(profile, context):
    players = [player(mid, born=1995) for mid in "ABCD"]
    findings = check_team(roster(*players), context, profile)
    assert codes(findings) == ["junior_team"]
    assert findings[0].severity is Severity.INFO


def test_veteran_team_is_reported_T6(profile, context):
    players = [player(mid, born=1950) for mid in "ABCD"]
    assert codes(check_team(roster(*players), context, profile)) == ["veteran_team"]


def test_age_summary_counts_T6(profile):
    players = [
        player("A", born=1995),
        player("B", born=1991),
        player("C", born=1950),
        player("D", born=1980),
        player("E", born=None),
    ]
    summary = age_summary(players, 2016, profile)
    assert (summary.players, summary.juniors, summary.veterans, summary.unknown) == (5, 2, 1, 1)
    assert not summary.junior_team and not summary.veteran_team


def test_ordinary_players_seed_example_T3(profile):
    """S p.10: A-B-C-D in the first half, A-B-G-H in the second → ordinary A-B-C-D-G-H."""
    lineups = [("A", "B", "C", "D"), ("A", "B", "G", "H"), ("E", "F", "A", "B")]
    assert ordinary_players(lineups, profile) == ("A", "B", "C", "D", "G", "H")
    assert team_members(lineups) == ("A", "B", "C", "D", "G", "H", "E", "F")


def test_ordinary_players_fewer_than_six_T3(profile):
    assert ordinary_players([("A", "B", "C", "D"), ("D", "C", "B", "A")], profile) == ("A", "B", "C", "D")
    assert ordinary_players([], profile) == ()


def test_valid_lineup_has_no_findings_H5(profile):
    assert lineup_findings(("A", "B", "C", "D"), roster(*four()), profile) == ()


@pytest.mark.parametrize("lineup", [("A", "B", "C"), ("A", "B", "C", "D", "E")])
def test_lineup_of_three_or_five_is_an_error_H5(profile, lineup):
    players = [player(mid) for mid in "ABCDE"]
    findings = lineup_findings(lineup, roster(*players), profile)
    assert codes(findings) == ["lineup_size"]
    assert findings[0].severity is Severity.ERROR
    assert findings[0].params == {"count": len(lineup), "required": 4}


def test_lineup_with_a_player_twice_is_an_error_H5(profile):
    findings = lineup_findings(("A", "B", "A", "C"), roster(*four()), profile)
    assert set(codes(findings)) == {"lineup_duplicate_player"}
    assert findings[0].params["mid"] == "A"


def test_lineup_player_not_on_the_roster_is_an_error_T2(profile):
    findings = lineup_findings(("A", "B", "C", "Z"), roster(*four()), profile)
    assert codes(findings) == ["lineup_unknown_player"]
    assert findings[0].severity is Severity.ERROR


def test_unpaid_player_in_lineup_is_unauthorised_T5_P3(profile):
    players = four()[:3] + [player("D", paid=False)]
    findings = lineup_findings(("A", "B", "C", "D"), roster(*players), profile)
    assert codes(findings) == ["unauthorised_unpaid"]
    assert findings[0].severity is Severity.WARNING
    assert unauthorised_mids(findings) == ("D",)


def test_seventh_member_without_dispensation_is_unauthorised_T1_T3_P3(profile):
    players = [player(mid) for mid in "ABCDEFG"]
    earlier = [("A", "B", "C", "D"), ("A", "B", "E", "F")]
    findings = lineup_findings(("A", "B", "C", "G"), roster(*players), profile, earlier)
    assert codes(findings) == ["unauthorised_no_dispensation"]
    assert findings[0].params["position"] == 7
    assert unauthorised_mids(findings) == ("G",)


def test_seventh_member_with_dispensation_is_allowed_T1(profile):
    players = [player(mid) for mid in "ABCDEF"] + [player("G", dispensation=True)]
    earlier = [("A", "B", "C", "D"), ("A", "B", "E", "F")]
    assert lineup_findings(("A", "B", "C", "G"), roster(*players), profile, earlier) == ()


def test_registered_but_unplayed_players_do_not_count_T3(profile):
    """G and H played before E and F: the ordinary six are A-D, G, H, so E is the 7th member."""
    players = [player(mid) for mid in "ABCDEFGH"]
    earlier = [("A", "B", "C", "D"), ("A", "B", "G", "H")]
    findings = lineup_findings(("E", "B", "C", "D"), roster(*players), profile, earlier)
    assert codes(findings) == ["unauthorised_no_dispensation"]
    assert findings[0].params["mid"] == "E"


def test_ninth_member_is_an_error_T1(profile):
    players = [player(mid, dispensation=True) for mid in "ABCDEFGHI"]
    earlier = [("A", "B", "C", "D"), ("E", "F", "G", "H")]
    findings = lineup_findings(("I", "B", "C", "D"), roster(*players), profile, earlier)
    assert codes(findings) == ["lineup_too_many_members"]
    assert findings[0].severity is Severity.ERROR


def test_summary_of_no_findings_is_ok():
    summary = eligibility_summary(())
    assert summary.status is EligibilityStatus.OK
    assert (summary.errors, summary.warnings, summary.sm_places_only) == (0, 0, False)


def test_findings_translate_through_the_callers_function_T4(profile):
    context = EligibilityContext.for_profile(profile, {"C": "Lag Ek"})
    finding = check_team(roster(*four()), context, profile)[0]
    swedish = {"{name} ({mid}) already plays for team {team}": "{name} ({mid}) spelar redan för lag {team}"}
    assert finding.text(lambda context, text: swedish.get(text, text)) == "T4: Player C (C) spelar redan för lag Lag Ek"


def test_a_dispensation_covers_matches_on_or_after_the_day_it_was_granted_T1():
    import datetime as dt

    from tddesk.rules.lineup_eligibility import dispensation_covers

    granted = dt.date(2016, 10, 17)
    assert dispensation_covers(granted, dt.date(2016, 10, 17))
    assert dispensation_covers(granted, dt.date(2016, 10, 24))
    assert not dispensation_covers(granted, dt.date(2016, 10, 16))
    assert dispensation_covers(None, dt.date(2016, 10, 16))  # an old record without a day
    assert dispensation_covers(granted, None)  # a match without a date yet

"""S3-S5 in the profile: the [sm] section, optional in files made before SM support."""

import pytest

from tddesk.resources import shipped_profile_text
from tddesk.rules.appeals import appeal_rules, deposit
from tddesk.rules.profile import ProfileError, load_profile
from tddesk.rules.vp_table import parse_vp_table


def test_files_without_sm_section_still_load_S4():
    text = shipped_profile_text("ombf-2016-17")
    assert load_profile(text[: text.index("[sm]")]).sm is None


def test_sm_numbers_come_from_the_profile_S4_S5(profile):
    rules = appeal_rules(profile.sm)
    assert (rules.minutes_after_round, rules.minutes_after_ruling_last_rounds) == (30, 5)
    # S4: 500 SEK in SM Lag semifinal and final (S p.13-14), 200 SEK in the pairs SM finals (S p.9)
    assert deposit("sm_semifinal", rules) == 500 and deposit("sm_final", rules) == 500
    assert deposit("sm_pairs_final", rules) == 200
    assert profile.sm.swiss_repeat_policy == "avoid"


def test_a_file_with_the_old_deposit_keys_still_loads_and_asks_500_in_the_sm_lag_semifinal_S4():
    text = (
        shipped_profile_text("ombf-2016-17")
        .replace("appeal_deposit_pairs = 200", "appeal_deposit_semifinal = 200")
        .replace("appeal_deposit_teams = 500", "appeal_deposit_final = 500")
    )
    assert deposit("sm_semifinal", appeal_rules(load_profile(text).sm)) == 500


def test_a_25_point_table_may_be_given_and_is_checked_VP3():
    text = shipped_profile_text("ombf-2016-17").replace(
        "swiss_repeat_policy =", 'vp_table_25 = "boards,margin_from,margin_to,vp\\n24,0,,25"\nswiss_repeat_policy ='
    )
    profile = load_profile(text)
    assert parse_vp_table(profile.sm.vp_table_25).winner_vp(3, 24) == 25
    with pytest.raises(ProfileError, match=r"sm\.swiss_repeat_policy"):
        load_profile(text.replace('swiss_repeat_policy = "avoid"', "swiss_repeat_policy = 3"))

"""The regulation profile ombf-2016-17: every season number of the regulations, and clear errors."""

import datetime as dt
from decimal import Decimal

import pytest

from tddesk.resources import shipped_profile_text
from tddesk.rules.profile import ProfileError, load_profile


def test_shipped_profile_has_the_season_numbers_F1_F2_H7_M2_M3(profile):
    assert profile.id == "ombf-2016-17"
    assert profile.fees.entry_fee == 600 and profile.fees.late_fee == 50
    assert profile.fees.entry_fee_due == dt.date(2016, 11, 1)
    assert (profile.fees.table_fee_semifinal, profile.fees.table_fee_b_final) == (200, 100)
    assert profile.heat.bye_vp == Decimal("12.00")
    assert profile.masterpoints.draw_below_vp == Decimal("12.00")
    assert profile.masterpoints.bonus == (42, 30, 21)
    assert profile.penalties.slow_play_brackets[-1].vp == Decimal("3")
    assert profile.advancement.central_day_timetable[0].start == dt.time(10, 0)
    assert profile.dates.heat_period_end == dt.date(2016, 12, 22)


def test_profile_is_frozen(profile):
    with pytest.raises(AttributeError):
        profile.fees.entry_fee = 0  # type: ignore[misc]


def test_missing_value_names_its_key():
    text = shipped_profile_text("ombf-2016-17").replace("late_fee = 50\n", "")
    with pytest.raises(ProfileError) as caught:
        load_profile(text)
    assert caught.value.key == "fees.late_fee"
    assert "missing" in str(caught.value)


@pytest.mark.parametrize(
    ("old", "new", "key"),
    [
        ('bye_vp = "12.00"', 'bye_vp = "twelve"', "heat.bye_vp"),
        ("entry_fee = 600", 'entry_fee = "600 kr"', "fees.entry_fee"),
        ("entry_fee_due = 2016-11-01", 'entry_fee_due = "1 nov"', "fees.entry_fee_due"),
        ('[1, 1, "10:00", "11:15"]', '[1, 1, "ten", "11:15"]', "advancement.central_day_timetable[0].start"),
    ],
)
def test_malformed_value_names_its_key(old, new, key):
    text = shipped_profile_text("ombf-2016-17")
    assert old in text
    with pytest.raises(ProfileError) as caught:
        load_profile(text.replace(old, new, 1))
    assert caught.value.key == key


def test_not_toml_at_all():
    with pytest.raises(ProfileError, match="TOML"):
        load_profile("this is = = not toml")

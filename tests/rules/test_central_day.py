"""A5, A7, A8, H4: the central day's timetable, venue offsets, lunch and half-end overruns."""

from __future__ import annotations

import dataclasses
import datetime as dt

import pytest

from tddesk.rules.central_day import (
    a_final_day_one_timetable,
    central_day_timetable,
    check_timetable,
    check_venue_times,
    half_end_overrun,
)
from tddesk.rules.findings import Severity


def hm(text: str) -> dt.time:
    return dt.time.fromisoformat(text)


def times(timetable) -> list[tuple[int, int, str, str]]:
    return [(slot.round, slot.half, f"{slot.start:%H:%M}", f"{slot.end:%H:%M}") for slot in timetable.slots]


def test_central_timetable_from_the_profile_A7(profile):
    """A7 (D p.16): round 1 10.00-11.15, 11.25-12.40; round 2 13.40-14.55, 15.05-16.20;
    round 3 16.30-17.45, 17.50-19.05."""
    timetable = central_day_timetable(profile)
    assert times(timetable) == [
        (1, 1, "10:00", "11:15"),
        (1, 2, "11:25", "12:40"),
        (2, 1, "13:40", "14:55"),
        (2, 2, "15:05", "16:20"),
        (3, 1, "16:30", "17:45"),
        (3, 2, "17:50", "19:05"),
    ]
    assert timetable.accepted and timetable.rounds == 3
    assert timetable.lunch == (hm("12:40"), hm("13:40"))


def test_venue_offset_of_15_minutes_is_accepted_A7(profile):
    later = central_day_timetable(profile, 15)
    assert later.accepted and later.offset_minutes == 15
    assert times(later)[0] == (1, 1, "10:15", "11:30") and times(later)[-1] == (3, 2, "18:05", "19:20")
    assert later.lunch == (hm("12:55"), hm("13:55"))
    earlier = central_day_timetable(profile, -15)
    assert earlier.accepted and times(earlier)[0] == (1, 1, "09:45", "11:00")


@pytest.mark.parametrize("offset", [16, -16, 60])
def test_venue_offset_beyond_15_minutes_is_refused_A7(profile, offset):
    refused = central_day_timetable(profile, offset)
    assert not refused.accepted
    assert refused.offset_minutes == 0 and refused.requested_offset_minutes == offset
    (finding,) = refused.findings
    assert finding.rule == "A7" and finding.severity is Severity.ERROR and str(abs(offset)) in finding.text()
    assert times(refused) == times(central_day_timetable(profile))


def test_venue_limit_comes_from_the_profile_A7(profile):
    rules = dataclasses.replace(profile.advancement, venue_max_offset_minutes=20)
    assert central_day_timetable(dataclasses.replace(profile, advancement=rules), 20).accepted


def test_venue_start_times_checked_half_by_half_A7(profile):
    assert check_venue_times(profile, {(1, 1): hm("10:15"), (2, 1): hm("13:25")}) == ()
    (finding,) = check_venue_times(profile, {(1, 1): hm("10:15"), (2, 1): hm("13:56")})
    assert finding.rule == "A7" and finding.params["planned"] == "13:40" and finding.params["start"] == "13:56"


def test_halves_last_75_minutes_as_H4_gives_for_10_boards_A5_H4(profile):
    assert all(slot.minutes == 75 for slot in central_day_timetable(profile).slots)
    assert check_timetable(profile) == ()
    shorter = dataclasses.replace(profile.advancement, semifinal_half_minutes=70)
    codes = [finding.code for finding in check_timetable(dataclasses.replace(profile, advancement=shorter))]
    assert codes[0] == "half_time_differs_from_h4" and codes.count("slot_length_differs") == 6


def test_fewer_rounds_and_a_final_day_one_use_the_same_timetable_A8(profile):
    two_rounds = central_day_timetable(profile, rounds=2)
    assert len(two_rounds.slots) == 4 and two_rounds.lunch == (hm("12:40"), hm("13:40"))
    assert central_day_timetable(profile, rounds=1).lunch is None
    day_one = a_final_day_one_timetable(profile, -10)
    assert day_one.rounds == profile.advancement.a_final_rounds_day_one == 3
    assert times(day_one)[0] == (1, 1, "09:50", "11:05")
    with pytest.raises(ValueError, match="A7"):
        central_day_timetable(profile, rounds=4)


@pytest.mark.parametrize(
    ("actual", "minutes"),
    [("11:15", 0), ("11:10", 0), ("11:15:30", 1), ("11:16", 1), ("11:20", 5), ("11:22", 7), ("11:41", 26)],
)
def test_half_end_overrun_minutes_for_slow_play_A7(actual, minutes):
    assert half_end_overrun(hm("11:15"), hm(actual)) == minutes

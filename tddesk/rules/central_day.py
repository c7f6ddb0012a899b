"""A5, A7, A8, H4: the timetable of a central playing day (semifinals, the A-final's first day).

The central timetable is the profile's ``central_day_timetable`` (round 1 10.00-11.15,
11.25-12.40; round 2 13.40-14.55, 15.05-16.20; round 3 16.30-17.45, 17.50-19.05). A venue may
shift its whole day by at most ``venue_max_offset_minutes`` (15) either way; a larger shift is
refused and the central times stay. Lunch is the gap between round 1 and round 2. The end of
each half is where slow play (P2) starts counting.
"""

from __future__ import annotations

import datetime as dt
import math
from collections.abc import Mapping
from dataclasses import dataclass

from tddesk.rules.findings import QT_TRANSLATE_NOOP, Finding, Severity
from tddesk.rules.heat import half_playing_time
from tddesk.rules.profile import Profile

_DAY = dt.date(2000, 1, 1)  # any date: times of one day are compared as datetimes


@dataclass(frozen=True)
class Slot:
    """A7: one half of one round."""

    round: int
    half: int
    start: dt.time
    end: dt.time

    @property
    def minutes(self) -> int:
        return _minutes_between(self.start, self.end)


@dataclass(frozen=True)
class DayTimetable:
    """A7: a venue's timetable. ``offset_minutes`` is the shift applied; a refused shift leaves
    the central times and an error in ``findings``."""

    slots: tuple[Slot, ...]
    offset_minutes: int
    requested_offset_minutes: int
    findings: tuple[Finding, ...] = ()

    @property
    def accepted(self) -> bool:
        return not any(finding.severity is Severity.ERROR for finding in self.findings)

    @property
    def rounds(self) -> int:
        return max((slot.round for slot in self.slots), default=0)

    def slot(self, round_number: int, half: int) -> Slot:
        for slot in self.slots:
            if (slot.round, slot.half) == (round_number, half):
                return slot
        raise KeyError(f"A7: no round {round_number} half {half} in the timetable")

    def round_slots(self, round_number: int) -> tuple[Slot, ...]:
        return tuple(sorted((slot for slot in self.slots if slot.round == round_number), key=lambda slot: slot.half))

    @property
    def lunch(self) -> tuple[dt.time, dt.time] | None:
        """A7: lunch between round 1 and round 2 — from the end of round 1's last half to the
        start of round 2's first half; None with fewer than two rounds."""
        first, second = self.round_slots(1), self.round_slots(2)
        if not first or not second:
            return None
        return first[-1].end, second[0].start


def central_day_timetable(profile: Profile, offset_minutes: int = 0, rounds: int | None = None) -> DayTimetable:
    """A5, A7: the profile's central timetable, shifted by the venue's ``offset_minutes``
    (at most ``venue_max_offset_minutes`` either way, else refused with an A7 error);
    ``rounds`` keeps only the first rounds (e.g. a semifinal of three teams still plays three)."""
    central = tuple(Slot(row.round, row.half, row.start, row.end) for row in profile.advancement.central_day_timetable)
    if rounds is not None:
        if rounds > max(slot.round for slot in central):
            raise ValueError(f"A7: the central timetable has no room for {rounds} rounds")
        central = tuple(slot for slot in central if slot.round <= rounds)
    limit = profile.advancement.venue_max_offset_minutes
    if abs(offset_minutes) > limit:
        finding = Finding(
            "A7",
            "venue_offset_too_large",
            Severity.ERROR,
            QT_TRANSLATE_NOOP(
                "Rules", "A venue may deviate from the central timetable by at most {limit} minutes, not {offset}"
            ),
            {"limit": limit, "offset": offset_minutes},
        )
        return DayTimetable(central, 0, offset_minutes, (finding,))
    shifted = tuple(
        Slot(slot.round, slot.half, _shift(slot.start, offset_minutes), _shift(slot.end, offset_minutes))
        for slot in central
    )
    return DayTimetable(shifted, offset_minutes, offset_minutes)


def a_final_day_one_timetable(profile: Profile, offset_minutes: int = 0) -> DayTimetable:
    """A8: the A-final's first central day plays ``a_final_rounds_day_one`` (3) rounds on the
    same timetable as the semifinals."""
    return central_day_timetable(profile, offset_minutes, profile.advancement.a_final_rounds_day_one)


def check_venue_times(profile: Profile, starts: Mapping[tuple[int, int], dt.time]) -> tuple[Finding, ...]:
    """A7: a venue's own start times, keyed (round, half): an error for each that deviates from
    the central time by more than ``venue_max_offset_minutes``."""
    central = central_day_timetable(profile)
    limit = profile.advancement.venue_max_offset_minutes
    findings = []
    for (round_number, half), start in sorted(starts.items()):
        planned = central.slot(round_number, half).start
        deviation = _minutes_between(planned, start)
        if abs(deviation) > limit:
            findings.append(
                Finding(
                    "A7",
                    "venue_time_deviates",
                    Severity.ERROR,
                    QT_TRANSLATE_NOOP(
                        "Rules",
                        "Round {round} half {half} starts at {start} instead of {planned}: more than {limit} minutes off",  # noqa: E501 - one literal for lupdate
                    ),
                    {
                        "round": round_number,
                        "half": half,
                        "start": start.strftime("%H:%M"),
                        "planned": planned.strftime("%H:%M"),
                        "limit": limit,
                    },
                )
            )
    return tuple(findings)


def check_timetable(profile: Profile) -> tuple[Finding, ...]:
    """A5, H4: every half of the timetable lasts ``semifinal_half_minutes`` (1 h 15 min), and
    that is the H4 time for the semifinal's boards per half (20 boards, two halves: 75 min)."""
    rules = profile.advancement
    findings = []
    h4_minutes = half_playing_time(rules.semifinal_boards // rules.semifinal_halves, False, profile)
    if h4_minutes != rules.semifinal_half_minutes:
        findings.append(
            Finding(
                "A5",
                "half_time_differs_from_h4",
                Severity.WARNING,
                QT_TRANSLATE_NOOP(
                    "Rules", "A semifinal half is set to {minutes} minutes, but {boards} boards take {h4} minutes by H4"
                ),
                {
                    "minutes": rules.semifinal_half_minutes,
                    "boards": rules.semifinal_boards // rules.semifinal_halves,
                    "h4": h4_minutes,
                },
            )
        )
    for slot in central_day_timetable(profile).slots:
        if slot.minutes != rules.semifinal_half_minutes:
            findings.append(
                Finding(
                    "A5",
                    "slot_length_differs",
                    Severity.WARNING,
                    QT_TRANSLATE_NOOP(
                        "Rules", "Round {round} half {half} lasts {slot_minutes} minutes instead of {minutes}"
                    ),
                    {
                        "round": slot.round,
                        "half": slot.half,
                        "slot_minutes": slot.minutes,
                        "minutes": rules.semifinal_half_minutes,
                    },
                )
            )
    return tuple(findings)


def half_end_overrun(slot_end: dt.time, actual_end: dt.time) -> int:
    """A7, P2: minutes a half ended after its slot's end, a started minute counting whole (so
    any overrun is "over 0"); 0 when it ended in time. Both times are on the same day."""
    seconds = (_at(actual_end) - _at(slot_end)).total_seconds()
    return max(0, math.ceil(seconds / 60))


def _at(time: dt.time) -> dt.datetime:
    return dt.datetime.combine(_DAY, time)


def _minutes_between(start: dt.time, end: dt.time) -> int:
    return int((_at(end) - _at(start)).total_seconds() // 60)


def _shift(time: dt.time, minutes: int) -> dt.time:
    moved = _at(time) + dt.timedelta(minutes=minutes)
    if moved.date() != _DAY:
        raise ValueError(f"A7: shifting {time:%H:%M} by {minutes} minutes leaves the day")
    return moved.time()

"""S4: appeal deadlines, deposits and late appeals."""

import datetime as dt

from tddesk.rules.appeals import appeal_deadline, deposit, deposit_returned, is_late

T = dt.datetime(2017, 5, 26, 14, 40)


def test_deadline_is_30_minutes_after_the_round_ends_S4():
    ended = dt.datetime(2017, 5, 26, 16, 20)
    deadline = appeal_deadline(3, 9, ruling_at=T, round_ended_at=ended)
    assert deadline == dt.datetime(2017, 5, 26, 16, 50)
    assert not is_late(dt.datetime(2017, 5, 26, 16, 50), deadline)
    assert is_late(dt.datetime(2017, 5, 26, 16, 51), deadline)
    assert appeal_deadline(3, 9, ruling_at=T, round_ended_at=None) is None


def test_last_two_rounds_five_minutes_after_the_ruling_S4():
    assert appeal_deadline(8, 9, ruling_at=T, round_ended_at=None) == dt.datetime(2017, 5, 26, 14, 45)
    assert appeal_deadline(9, 9, ruling_at=T, round_ended_at=T) == dt.datetime(2017, 5, 26, 14, 45)
    assert appeal_deadline(4, 5, ruling_at=T, round_ended_at=None) == dt.datetime(2017, 5, 26, 14, 45)
    assert appeal_deadline(3, 5, ruling_at=T, round_ended_at=T) == dt.datetime(2017, 5, 26, 15, 10)


def test_deposit_by_stage_returned_unless_dismissed_S4():
    # S4 (S p.9, S p.13-15): 200 SEK in the pairs SM finals and the SM Par Open semifinal; 500 SEK
    # in SM Lag semifinal, SM Lag final and SM Lag Veteran
    assert deposit("sm_pairs_final") == 200 and deposit("sm_pairs_open_semifinal") == 200
    assert deposit("sm_semifinal") == 500
    assert deposit("sm_final") == 500 and deposit("sm_knockout") == 500 and deposit("sm_veteran") == 500
    assert deposit_returned("upheld") is True and deposit_returned("withdrawn") is True
    assert deposit_returned("dismissed") is False and deposit_returned("pending") is None

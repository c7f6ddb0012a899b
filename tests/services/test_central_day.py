"""A5, A7, H4, F2: creating the semifinals, the venue's timetable, jury and table times."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

import pytest

from built_files import filled_championship
from services.advancement_files import SEMIFINAL_DAY, add_teams
from tddesk.services.central_day import create_semifinals, day_timetable, record_table_time, set_jury_member
from tddesk.services.errors import ServiceError
from tddesk.services.fees import record_table_fee_paid
from tddesk.services.schedule import schedule_view
from tddesk.services.stages import stage_view, stage_views
from tddesk.services.teams import team_views


@pytest.fixture(autouse=True)
def english():
    from tddesk import i18n

    i18n.set_language("en")


def _add_eight_teams(tournament) -> None:
    add_teams(tournament, 8)


@pytest.fixture
def tournament(tmp_path_factory, tmp_path):
    """The championship with eight teams "Lag 1" … "Lag 8" (built once per run); each test changes
    its own copy."""
    opened = filled_championship(tmp_path_factory, tmp_path / "dm.tddesk", "central-day-teams", _add_eight_teams)
    yield opened
    opened.close()


@pytest.fixture
def teams(tournament):
    by_name = {team.name: team.id for team in team_views(tournament)}
    return [by_name[f"Lag {number}"] for number in range(1, 9)]


def test_a_semifinal_is_a_single_round_robin_of_three_rounds_20_boards_two_halves_A5(tournament, teams):
    created = create_semifinals(
        tournament, [teams[:4], teams[4:]], ["Linköping", "Motala"], SEMIFINAL_DAY, [0, 0]
    ).value
    assert created == ("semifinal-1", "semifinal-2")
    for stage_id in created:
        view = stage_view(tournament, stage_id)
        assert (view.form.kind, view.form.boards_per_match, view.form.halves) == ("semifinal", 20, 2)
        schedule = schedule_view(tournament, stage_id)
        assert len(schedule.rounds) == 3 and all(len(round_.matches) == 2 for round_ in schedule.rounds)
        assert {round_.date for round_ in schedule.rounds} == {SEMIFINAL_DAY}
        assert [round_.start for round_ in schedule.rounds] == ["10:00", "13:40", "16:30"]
    assert stage_view(tournament, "semifinal-2").form.name == "Semifinal 2 – Motala"
    # A5: the same boards everywhere — every semifinal plays the same number in the same halves
    assert {
        (v.form.boards_per_match, v.form.halves) for v in stage_views(tournament) if v.form.kind == "semifinal"
    } == {(20, 2)}


def test_a_venue_offset_of_16_minutes_is_refused_in_words_A7(tournament, teams):
    with pytest.raises(ServiceError) as refused:
        create_semifinals(tournament, [teams[:4], teams[4:]], ["Linköping", "Motala"], SEMIFINAL_DAY, [0, 16])
    assert str(refused.value) == "A7: A venue may deviate from the central timetable by at most 15 minutes, not 16"
    assert [view for view in stage_views(tournament) if view.form.kind == "semifinal"] == []
    create_semifinals(tournament, [teams[:4], teams[4:]], ["Linköping", "Motala"], SEMIFINAL_DAY, [0, -15])


def test_semifinals_that_break_the_rules_are_refused_A5(tournament, teams):
    with pytest.raises(ServiceError, match="A5: semifinal 1 has 5 teams; a semifinal has 2 to 4"):
        create_semifinals(tournament, [teams[:5]], ["Linköping"], SEMIFINAL_DAY, [0])
    with pytest.raises(ServiceError, match="only one semifinal"):
        create_semifinals(tournament, [teams[:4], teams[3:6]], ["A", "B"], SEMIFINAL_DAY, [0, 0])
    with pytest.raises(ServiceError, match="needs a venue"):
        create_semifinals(tournament, [teams[:4]], [" "], SEMIFINAL_DAY, [0])
    create_semifinals(tournament, [teams[:4]], ["Linköping"], SEMIFINAL_DAY, [0])
    with pytest.raises(ServiceError, match="already exist"):
        create_semifinals(tournament, [teams[4:]], ["Motala"], SEMIFINAL_DAY, [0])


def test_creating_the_semifinals_is_one_undo_step_A5(tournament, teams):
    change = create_semifinals(tournament, [teams[:4], teams[4:]], ["Linköping", "Motala"], SEMIFINAL_DAY, [0, 5])
    tournament.undo(change.audit_id)
    assert [view for view in stage_views(tournament) if view.form.kind == "semifinal"] == []


def test_the_timetable_is_shifted_by_the_venue_offset_of_plus_10_minutes_A7_H4(tournament, teams):
    stage_id = create_semifinals(tournament, [teams[:4]], ["Norrköping"], SEMIFINAL_DAY, [10]).value[0]
    view = day_timetable(tournament, stage_id)
    times = [
        (slot.round, slot.half, f"{slot.start:%H:%M}", f"{slot.end:%H:%M}")
        for round_ in view.rounds
        for slot in round_.halves
    ]
    assert times == [
        (1, 1, "10:10", "11:25"),
        (1, 2, "11:35", "12:50"),
        (2, 1, "13:50", "15:05"),
        (2, 2, "15:15", "16:30"),
        (3, 1, "16:40", "17:55"),
        (3, 2, "18:00", "19:15"),
    ]
    assert [f"{time:%H:%M}" for time in view.days[0].lunch] == ["12:50", "13:50"]
    assert view.half_minutes == 75 and view.boards_per_half == 10 and view.offset_minutes == 10
    assert "H4: 10 boards per half, 75 minutes per half." in view.notes
    assert any(note.startswith("A7: this venue plays +10 minutes") for note in view.notes)
    assert view.venue == "Norrköping" and view.days[0].date == SEMIFINAL_DAY


def test_table_fees_due_are_200_kr_per_team_and_round_F2(tournament, teams):
    stage_id = create_semifinals(tournament, [teams[:4]], ["Linköping"], SEMIFINAL_DAY, [0]).value[0]
    view = day_timetable(tournament, stage_id)
    assert view.table_fee == Decimal(200)
    assert [(fee.rounds, fee.per_round, fee.due) for fee in view.fees] == [
        ((1, 2, 3), Decimal("200.00"), Decimal("600.00"))
    ] * 4
    record_table_fee_paid(tournament, stage_id, teams[0], 1, SEMIFINAL_DAY)
    assert day_timetable(tournament, stage_id).fees[0].paid_rounds == (1,)


def test_jury_representatives_per_team(tournament, teams):
    stage_id = create_semifinals(tournament, [teams[:4]], ["Linköping"], SEMIFINAL_DAY, [0]).value[0]
    set_jury_member(tournament, stage_id, teams[0], "Karin Holm")
    set_jury_member(tournament, stage_id, teams[1], "Per Ek")
    set_jury_member(tournament, stage_id, teams[1], "")
    assert day_timetable(tournament, stage_id).jury == {teams[0]: "Karin Holm"}
    with pytest.raises(ServiceError, match="does not play in"):
        set_jury_member(tournament, stage_id, teams[5], "Lars Sund")


def test_a_table_ending_7_minutes_late_gives_7_overrun_minutes_A7_P2(tournament, teams):
    """With +10 minutes the first half of round 1 ends at 11.25; the closed room ends 11.32."""
    stage_id = create_semifinals(tournament, [teams[:4]], ["Norrköping"], SEMIFINAL_DAY, [10]).value[0]
    match = schedule_view(tournament, stage_id).rounds[0].matches[0]
    assert record_table_time(tournament, match.id, 1, 1, "10:10", "11:25").value == 0
    change = record_table_time(tournament, match.id, 1, 2, "10:10", "11:32")
    assert change.value == 7
    row = day_timetable(tournament, stage_id).table_time(match.id, 1, 2)
    assert (row.started, row.ended, f"{row.allowed_end:%H:%M}", row.overrun) == ("10:10", "11:32", "11:25", 7)
    second_round = schedule_view(tournament, stage_id).rounds[1].matches[0]
    assert record_table_time(tournament, second_round.id, 2, 1, "15:15", "16:31").value == 1  # 16.30 + 1


def test_table_times_are_checked_in_words(tournament, teams):
    stage_id = create_semifinals(tournament, [teams[:4]], ["Linköping"], SEMIFINAL_DAY, [0]).value[0]
    match = schedule_view(tournament, stage_id).rounds[0].matches[0]
    with pytest.raises(ServiceError, match=r"'11\.75' is not a time"):
        record_table_time(tournament, match.id, 1, 1, "10:00", "11.75")
    with pytest.raises(ServiceError, match="cannot end"):
        record_table_time(tournament, match.id, 1, 1, "11:00", "10:00")
    with pytest.raises(ServiceError, match="not 3"):
        record_table_time(tournament, match.id, 1, 3, "10:00", "11:00")
    with pytest.raises(ServiceError, match="no half 3"):
        record_table_time(tournament, match.id, 3, 1, "10:00", "11:00")
    record_table_time(tournament, match.id, 1, 1, "10:00", "11:16")
    record_table_time(tournament, match.id, 1, 1, None, None)
    assert day_timetable(tournament, stage_id).table_times == ()
    assert dt.time(11, 15) == day_timetable(tournament, stage_id).slot(1, 1).end


def test_the_venue_offset_can_be_changed_after_the_semifinals_exist_and_is_undoable_A7(tournament, teams):
    from tddesk.services.central_day import set_venue_offset

    create_semifinals(tournament, [teams[:4], teams[4:]], ["Linköping", "Motala"], SEMIFINAL_DAY, [0, 0])
    shifted = set_venue_offset(tournament, "semifinal-2", -15)
    assert day_timetable(tournament, "semifinal-2").offset_minutes == -15
    assert day_timetable(tournament, "semifinal-2").slot(1, 1).start == dt.time(9, 45)
    assert [round_.start for round_ in schedule_view(tournament, "semifinal-2").rounds] == ["09:45", "13:25", "16:15"]
    assert day_timetable(tournament, "semifinal-1").offset_minutes == 0  # the other venue keeps its times
    with pytest.raises(ServiceError, match="at most 15 minutes, not 16"):
        set_venue_offset(tournament, "semifinal-2", 16)
    assert day_timetable(tournament, "semifinal-2").offset_minutes == -15  # nothing written
    tournament.undo(shifted.audit_id)
    assert [round_.start for round_ in schedule_view(tournament, "semifinal-2").rounds] == ["10:00", "13:40", "16:30"]

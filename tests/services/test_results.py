"""Match entry and live standings through the services (VP1, H7, H8)."""

import datetime as dt
from decimal import Decimal

import pytest

from builders import heat as build_heat
from built_files import filled_championship
from tddesk.services.errors import ServiceError
from tddesk.services.results import NeedsConfirmation, clear_half, enter_half
from tddesk.services.round_results import round_entry
from tddesk.services.schedule import make_schedule, schedule_view
from tddesk.services.stages import stage_views
from tddesk.services.standings import draw_lots, standings, standings_json


def _add_scheduled_heat(tournament) -> None:
    stage_id = build_heat(tournament, 5, schedule=False)
    make_schedule(tournament, stage_id, first_date=dt.date(2016, 10, 3))


@pytest.fixture
def tournament(tmp_path_factory, tmp_path):
    """The championship with the heat below (built once per run); each test changes its own copy."""
    opened = filled_championship(tmp_path_factory, tmp_path / "dm.tddesk", "results-heat", _add_scheduled_heat)
    yield opened
    opened.close()


@pytest.fixture
def scheduled(tournament):
    """A 16-board heat of five teams, scheduled from 3 October 2016."""
    (stage,) = stage_views(tournament)
    return stage.id


def test_entering_a_result_shows_vp_and_moves_the_standings_VP1_H7(tournament, scheduled):
    first = round_entry(tournament, scheduled, 1)
    match = first.matches[0]
    assert match.state == "not_started" and match.home_vp is None
    enter_half(tournament, match.id, 1, "31", "18")
    after = round_entry(tournament, scheduled, 1).matches[0]
    assert after.state == "finished" and (after.home_vp, after.away_vp) == (Decimal("13.52"), Decimal("6.48"))
    table = standings(tournament, scheduled)
    home_row = table.row(match.home)
    assert home_row.played == 1 and home_row.imps_won == 31 and home_row.vp == after.home_vp
    later_byes = [r.bye for r in schedule_view(tournament, scheduled).rounds if r.number > 1]
    assert all(table.row(team).byes == 0 for team in later_byes[:1])
    bye_row = table.row(next(r.bye for r in schedule_view(tournament, scheduled).rounds if r.number == 1))
    assert bye_row.vp == Decimal("12.00") and bye_row.imps_won == 0


def test_vp_of_a_16_board_match_matches_the_seed_table_VP1(tournament, scheduled):
    match = round_entry(tournament, scheduled, 1).matches[0]
    enter_half(tournament, match.id, 1, 30, 13)  # 17 IMPs on 16 boards → 14.39 (D p.20)
    row = round_entry(tournament, scheduled, 1).matches[0]
    assert (row.home_vp, row.away_vp) == (Decimal("14.39"), Decimal("5.61"))


@pytest.mark.parametrize("bad", ["-3", "abc", "1.5", ""])
def test_negative_or_non_numeric_imps_are_refused(tournament, scheduled, bad):
    match = round_entry(tournament, scheduled, 1).matches[0]
    with pytest.raises(ServiceError, match="IMP"):
        enter_half(tournament, match.id, 1, bad, "10")
    assert round_entry(tournament, scheduled, 1).matches[0].state == "not_started"


def test_margin_above_twice_the_blitz_asks_for_confirmation(tournament, scheduled):
    match = round_entry(tournament, scheduled, 1).matches[0]
    with pytest.raises(NeedsConfirmation):
        enter_half(tournament, match.id, 1, 130, 0)
    assert round_entry(tournament, scheduled, 1).matches[0].state == "not_started"
    enter_half(tournament, match.id, 1, 130, 0, confirmed=True)
    assert round_entry(tournament, scheduled, 1).matches[0].home_vp == Decimal("20.00")


def test_undo_every_entry_gives_back_empty_standings(tournament, scheduled):
    empty = standings_json(tournament, scheduled)
    changes = [
        enter_half(tournament, m.id, 1, 20 + i, 10) for i, m in enumerate(round_entry(tournament, scheduled, 1).matches)
    ]
    changes.append(clear_half(tournament, round_entry(tournament, scheduled, 1).matches[0].id, 1))
    for change in reversed(changes):
        tournament.undo(change.audit_id)
    assert standings_json(tournament, scheduled) == empty


def test_lot_settles_a_tie_H8(tournament, scheduled):
    table = standings(tournament, scheduled)
    assert table.unresolved_ties  # nobody has played: all tied
    group = sorted(table.unresolved_ties[0])
    draw_lots(tournament, scheduled, group, order=list(reversed(group)))
    after = standings(tournament, scheduled)
    assert [row.team for row in after.rows] == list(reversed(group))
    assert after.rows[0].decided_by == "lot"


def test_result_for_a_match_whose_team_is_not_in_the_stage_is_refused(tournament, scheduled):
    """A schedule that names a team the stage no longer has (e.g. a file edited elsewhere)."""
    from tddesk.models.tables import StageTeam

    match = round_entry(tournament, scheduled, 1).matches[0]
    with tournament.action("edit", "test") as (session, _record):
        session.delete(session.get(StageTeam, (scheduled, match.home)))
    with pytest.raises(ServiceError) as caught:
        enter_half(tournament, match.id, 1, 20, 10)
    words = str(caught.value)  # the team and the match as the TD knows them, not their ids
    assert f"lag {match.home_name} ingår inte" in words and f"{match.home_name} – {match.away_name} (rond 1)" in words
    assert match.id not in words
    assert round_entry(tournament, scheduled, 1).matches[0].state == "not_started"


def test_a_walkover_shows_its_ruled_vp_in_the_round_W2(tournament, scheduled):
    from tddesk.services.walkovers import rule_walkover

    match = round_entry(tournament, scheduled, 1).matches[0]
    rule_walkover(tournament, match.id, match.away, dt.date(2016, 10, 3))
    row = round_entry(tournament, scheduled, 1).matches[0]
    assert row.state == "walkover" and row.walkover_by == match.away
    assert (row.home_vp, row.away_vp) == (Decimal("12.00"), Decimal("0.00"))  # the 12.00 floor, nothing played yet
    assert row.away_imps == 0 and row.home_imps > 0
    assert standings(tournament, scheduled).row(match.home).vp == row.home_vp

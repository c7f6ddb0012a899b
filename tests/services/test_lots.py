"""H8: a lot is drawn by the TD, recorded with who and when, kept in the file — and read back."""

from __future__ import annotations

import datetime as dt

from builders import roster
from tddesk.services.files import open_championship
from tddesk.services.stages import StageForm, create_stage, stage_view
from tddesk.services.standings import draw_lots, lots
from tddesk.services.teams import TeamForm, register_team


def test_a_drawn_lot_is_read_back_with_who_drew_it_and_when_H8(tournament, heat):
    teams = list(stage_view(tournament, heat).team_ids)
    before = dt.datetime.now().replace(microsecond=0)
    change = draw_lots(tournament, heat, [teams[2], teams[0]])
    after = dt.datetime.now()
    [lot] = lots(tournament, heat)
    assert lot.teams == tuple(sorted([teams[0], teams[2]]))
    assert lot.team_names == tuple({teams[0]: "Lag 1", teams[2]: "Lag 3"}[team] for team in lot.teams)
    assert lot.order == tuple(change.value) and set(lot.order) == set(lot.teams)
    assert lot.drawn_by == tournament.user
    assert before <= lot.drawn_on <= after
    assert lot.name_of(teams[2]) == "Lag 3"


def test_lots_are_listed_in_the_order_drawn_and_per_stage_H8(tournament, heat):
    teams = list(stage_view(tournament, heat).team_ids)
    draw_lots(tournament, heat, [teams[3], teams[4]], order=[teams[4], teams[3]])
    draw_lots(tournament, heat, [teams[0], teams[1]], order=[teams[0], teams[1]])
    other = create_stage(tournament, StageForm("Kvalheat Motala", 16)).value
    register_team(tournament, TeamForm("Ek", roster(200000)), other)
    register_team(tournament, TeamForm("Holm", roster(200010)), other)
    own = list(stage_view(tournament, other).team_ids)
    draw_lots(tournament, other, own)
    assert [lot.order for lot in lots(tournament, heat)] == [(teams[4], teams[3]), (teams[0], teams[1])]
    [lot] = lots(tournament, other)
    assert dict(zip(lot.teams, lot.team_names)) == {own[0]: "Ek", own[1]: "Holm"}


def test_undo_takes_the_lot_out_of_the_file_H8(tournament, heat):
    teams = list(stage_view(tournament, heat).team_ids)
    change = draw_lots(tournament, heat, teams[:2])
    tournament.undo(change.audit_id)
    assert lots(tournament, heat) == []


def test_the_lot_names_the_td_who_had_the_file_open_H8(tournament, heat):
    teams = list(stage_view(tournament, heat).team_ids)
    path = tournament.path
    tournament.close()
    reopened = open_championship(path, user="Karin Ek")
    try:
        draw_lots(reopened, heat, teams[:2])
        assert [lot.drawn_by for lot in lots(reopened, heat)] == ["Karin Ek"]
    finally:
        reopened.close()

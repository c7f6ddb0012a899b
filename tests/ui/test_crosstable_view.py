"""The cross-table and the progress chart of a stage (H8, H7, W5), live with every change."""

from __future__ import annotations

import datetime as dt

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QUndoStack

from tddesk.services.exclusions import exclude_team
from tddesk.services.files import open_championship
from tddesk.services.results import enter_half
from tddesk.services.round_results import round_entry
from tddesk.ui.session import UiSession
from tddesk.ui.views.crosstable_view import CrossTableModel, CrossTableView
from tddesk.ui.views.progress_chart import POSITION, VP, ProgressChart

TIP = Qt.ItemDataRole.ToolTipRole


@pytest.fixture
def heat(five_team_heat, qapp):
    path, stage = five_team_heat  # builders.heat of five teams, built once per run
    tournament = open_championship(path, backup=False)
    session = UiSession(tournament, QUndoStack())
    yield session, stage
    session.close()


def show(qtbot, widget):
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitUntil(widget.isVisible)
    return widget


def enter_round(session, stage, number, results):
    matches = round_entry(session.tournament, stage, number).matches
    for match, (home, away) in zip(matches, results):
        session.perform("result", enter_half, match.id, 1, home, away)
    return matches


def meeting_cell(model, team_name: str, opponent_name: str):
    rows = [row.name for row in model.table.rows]
    return model.index(rows.index(team_name), model.opponent_column(rows.index(opponent_name)))


def totals(model, team_name: str) -> dict[str, str]:
    row = [r.name for r in model.table.rows].index(team_name)
    return {
        model.column_kind(c): model.index(row, c).data()
        for c in range(model.columnCount())
        if isinstance(model.column_kind(c), str)
    }


def test_vp_in_the_cells_imps_on_hover_totals_and_rank_H8(heat, qtbot):
    session, stage = heat
    view = show(qtbot, CrossTableView(session, stage))
    model = view.model
    first, second = enter_round(session, stage, 1, [(31, 18), (20, 20)])
    cell = meeting_cell(model, first.home_name, first.away_name)
    assert cell.data() == "13,52" and cell.data(TIP) == "31–18"
    back = meeting_cell(model, first.away_name, first.home_name)
    assert back.data() == "6,48" and back.data(TIP) == "18–31"
    assert meeting_cell(model, second.home_name, second.away_name).data() == "10,00"
    assert meeting_cell(model, first.home_name, first.home_name).data() == ""
    ek = totals(model, first.home_name)
    assert ek["vp"] == "13,52" and ek["rank"] == "1" and ek["number"] == "1"
    bye = round_entry(session.tournament, stage, 1).bye_name
    assert totals(model, bye)["byes"] == "12,00"
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert headers == ["#", "Lag", "1", "2", "3", "4", "5", "Frirond", "Straff-VP", "VP", "Plac"]
    assert model.headerData(2, Qt.Orientation.Horizontal, TIP) == first.home_name


def test_struck_results_are_struck_through_W5(heat, qtbot):
    session, stage = heat
    view = show(qtbot, CrossTableView(session, stage))
    first, _second = enter_round(session, stage, 1, [(31, 18), (20, 20)])
    session.perform("exclude", exclude_team, stage, first.away, "excluded", "two walkovers", dt.date(2016, 12, 1))
    cell = meeting_cell(view.model, first.home_name, first.away_name)
    assert cell.data(Qt.ItemDataRole.FontRole).strikeOut()
    assert "31–18" in cell.data(TIP) and "W5" in cell.data(TIP)
    assert totals(view.model, first.away_name)["rank"] == "–"
    assert meeting_cell(view.model, _second.home_name, _second.away_name).data(Qt.ItemDataRole.FontRole) is None


def test_undo_updates_the_cross_table_without_a_refresh(heat, qtbot):
    session, stage = heat
    view = show(qtbot, CrossTableView(session, stage))
    first, _second = enter_round(session, stage, 1, [(31, 18), (20, 20)])
    session.undo_stack.undo()
    session.undo_stack.undo()
    assert meeting_cell(view.model, first.home_name, first.away_name).data() == ""
    session.undo_stack.redo()
    assert meeting_cell(view.model, first.home_name, first.away_name).data(TIP) == "31–18"


def test_the_chart_waits_on_a_tab_of_the_cross_table_view_until_shown(heat, qtbot):
    session, stage = heat
    view = show(qtbot, CrossTableView(session, stage))
    first, _second = enter_round(session, stage, 1, [(31, 18), (20, 20)])
    assert view.chart.table is None  # behind its tab, not computed
    view.tabs.setCurrentWidget(view.chart)
    assert view.chart.points()[first.home_name] == [(1.0, 1.0)]
    assert view.tabs.tabText(1) == "Utveckling"


def test_the_chart_draws_positions_and_vp_by_round_and_follows_the_results(heat, qtbot):
    session, stage = heat
    chart = show(qtbot, ProgressChart(session, stage))
    assert chart.mode == POSITION and chart.points() == {name: [] for name in ("Ek", "Holm", "Sund", "Berg", "Lind")}
    first, _second = enter_round(session, stage, 1, [(31, 18), (20, 20)])
    assert chart.points()[first.home_name] == [(1.0, 1.0)]
    assert len(chart.chart.series()) == 5
    enter_round(session, stage, 2, [(10, 10), (10, 10)])
    points = chart.points()
    assert all(len(line) == 2 for line in points.values())
    assert [x for x, _ in points[first.home_name]] == [1.0, 2.0]
    chart.set_mode(VP)
    assert chart.points()[first.home_name][0] == (1.0, 13.52)
    assert chart.chart.title() == "VP efter varje rond"
    session.undo_stack.undo()
    assert all(len(line) <= 2 for line in chart.points().values())
    assert any(len(line) == 2 for line in chart.points().values())  # round 2 still has one result


def test_crosstable_model_passes_the_model_tester(heat, qtmodeltester):
    session, stage = heat
    enter_round(session, stage, 1, [(31, 18), (20, 20)])
    qtmodeltester.check(CrossTableModel(session, stage), force_py=True)


def test_ten_teams_get_ten_colours_and_markers_and_every_round_its_tick_H8(demo_window, qtbot):
    """The A-final's ten teams in the real window: no two lines look alike, and the round axis is
    labelled at every round number."""
    from PySide6.QtCharts import QValueAxis
    from PySide6.QtCore import Qt as QtFlags

    from .evening import choose_in_tree

    view = choose_in_tree(demo_window, ("crosstable", "a-final"))
    view.tabs.setCurrentWidget(view.chart)
    qtbot.waitUntil(lambda: len(view.chart.chart.series()) == 10)
    series = view.chart.chart.series()
    looks = {(line.pen().color().name(), bytes(line.lightMarker().constBits())) for line in series}
    assert len({line.pen().color().name() for line in series}) == 10
    assert all(not line.lightMarker().isNull() for line in series)
    assert len(looks) == 10
    round_axis = next(axis for axis in view.chart.chart.axes(QtFlags.Orientation.Horizontal))
    assert isinstance(round_axis, QValueAxis)
    assert round_axis.tickType() == QValueAxis.TickType.TicksDynamic
    assert (round_axis.tickAnchor(), round_axis.tickInterval()) == (1, 1)
    played = view.chart.table.rounds
    assert round_axis.min() < min(played) and round_axis.max() > max(played)

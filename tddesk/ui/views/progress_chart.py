"""Each team's way through a stage, round by round (H8): its position or its cumulative VP.

One line per team, from the cross-table's progression (the full H8 ranking after every round,
penalties counted from the round of their match). A toggle switches between position (1 at the
top) and VP. Follows every change of the file.
"""
from __future__ import annotations

from PySide6.QtCharts import QChart, QChartView, QLineSeries, QValueAxis
from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QButtonGroup, QHBoxLayout, QRadioButton, QVBoxLayout, QWidget

from tddesk.rules.crosstable import CrossTable
from tddesk.services.crosstable import stage_crosstable
from tddesk.ui.views.live import LiveView
from tddesk.ui.views.standings_model import STANDINGS_AREAS

POSITION, VP = "position", "vp"


class ProgressChart(LiveView, QWidget):
    AREAS = STANDINGS_AREAS

    def __init__(self, session, stage_id: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("progressChart")
        self.session = session
        self.stage_id = stage_id
        self.table: CrossTable | None = None
        self.position_button = QRadioButton(self)
        self.vp_button = QRadioButton(self)
        self.position_button.setChecked(True)
        self._modes = QButtonGroup(self)
        self._modes.addButton(self.position_button)
        self._modes.addButton(self.vp_button)
        self._modes.buttonToggled.connect(lambda _button, checked: checked and self._draw())
        self.chart = QChart()
        self.chart.legend().setAlignment(Qt.AlignmentFlag.AlignRight)
        self.chart_view = QChartView(self.chart, self)
        self.chart_view.setRenderHint(QPainter.RenderHint.Antialiasing)
        toggle = QHBoxLayout()
        toggle.addWidget(self.position_button)
        toggle.addWidget(self.vp_button)
        toggle.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(toggle)
        layout.addWidget(self.chart_view, 1)
        self.position_button.setText(self.tr("&Position"))
        self.vp_button.setText(self.tr("&VP"))
        session.changed.connect(self.on_change)
        self._stale = True  # drawn when first shown: it often waits on a tab behind the cross-table

    @property
    def mode(self) -> str:
        return POSITION if self.position_button.isChecked() else VP

    def set_mode(self, mode: str) -> None:
        (self.position_button if mode == POSITION else self.vp_button).setChecked(True)

    def refresh(self) -> None:
        self._stale = False
        self.table = stage_crosstable(self.session.tournament, self.stage_id)
        self._draw()

    def points(self) -> dict[str, list[tuple[float, float]]]:
        """Team name → the (round, value) points drawn, for reading the chart back."""
        return {series.name(): [(point.x(), point.y()) for point in series.points()]
                for series in self.chart.series()}

    def _draw(self) -> None:
        if self.table is None:
            return
        self.chart.removeAllSeries()
        for axis in self.chart.axes():
            self.chart.removeAxis(axis)
        by_position = self.mode == POSITION
        self.chart.setTitle(self.tr("Position after each round") if by_position else
                            self.tr("VP after each round"))
        rounds = self.table.rounds
        round_axis = QValueAxis()
        round_axis.setTitleText(self.tr("Round"))
        round_axis.setLabelFormat("%d")
        round_axis.setRange(min(rounds, default=1), max(rounds, default=1) + (0 if len(rounds) > 1 else 1))
        round_axis.setTickCount(max(2, len(rounds)))
        value_axis = QValueAxis()
        if by_position:
            value_axis.setTitleText(self.tr("Position"))
            value_axis.setLabelFormat("%d")
            value_axis.setRange(1, max(2, len(self.table.teams)))
            value_axis.setTickCount(max(2, len(self.table.teams)))
            value_axis.setReverse(True)  # the leader at the top
        else:
            value_axis.setTitleText(self.tr("VP"))
            value_axis.setLabelFormat("%.0f")
            top = max((float(point.vp) for team in self.table.progression for point in team.rounds), default=0.0)
            value_axis.setRange(0, max(20.0, top))
        self.chart.addAxis(round_axis, Qt.AlignmentFlag.AlignBottom)
        self.chart.addAxis(value_axis, Qt.AlignmentFlag.AlignLeft)
        for team in self.table.progression:
            series = QLineSeries()
            series.setName(team.name)
            for point in team.rounds:
                series.append(point.round, point.position if by_position else float(point.vp))
            self.chart.addSeries(series)
            series.attachAxis(round_axis)
            series.attachAxis(value_axis)

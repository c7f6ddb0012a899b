"""Each team's way through a stage, round by round (H8): its position or its cumulative VP.

One line per team, from the cross-table's progression (the full H8 ranking after every round,
penalties counted from the round of their match). A toggle switches between position (1 at the
top) and VP. Follows every change of the file. Ten teams get ten colours of a qualitative palette
(Tableau 10), each with its own marker shape, and the round axis has a tick at every round.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, cast

from PySide6.QtCharts import QChart, QChartView, QLegend, QLineSeries, QValueAxis
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QButtonGroup, QHBoxLayout, QRadioButton, QVBoxLayout, QWidget

from tddesk.ids import StageId
from tddesk.rules.crosstable import CrossTable
from tddesk.services.crosstable import stage_crosstable
from tddesk.ui.views.live import LiveView
from tddesk.ui.views.standings_model import STANDINGS_AREAS

if TYPE_CHECKING:
    from tddesk.ui.session import UiSession

POSITION, VP = "position", "vp"
# Tableau 10: colours told apart on a projector and by most colour-blind readers, helped by the markers.
PALETTE = ("#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#edc948", "#b07aa1", "#ff9da7", "#9c755f", "#79706e")
MARKERS = ("circle", "square", "triangle", "diamond", "triangle_down")
MARKER_SIZE = 11
LINE_WIDTH = 2
MARGIN = 0.3  # of a round or a position, so the markers at the edges are drawn whole


def marker_image(shape: str, colour: QColor, size: int = MARKER_SIZE) -> QImage:
    """A filled marker of ``shape`` in ``colour`` with a white rim, for a series' points."""
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor("white"), 1))
    painter.setBrush(QBrush(colour))
    edge = size - 1.0
    middle = edge / 2
    if shape == "circle":
        painter.drawEllipse(QPointF(middle, middle), middle - 0.5, middle - 0.5)
    elif shape == "square":
        painter.drawRect(1, 1, size - 3, size - 3)
    else:
        corners = {
            "triangle": [(middle, 0.5), (edge, edge - 0.5), (0.5, edge - 0.5)],
            "triangle_down": [(0.5, 0.5), (edge, 0.5), (middle, edge - 0.5)],
            "diamond": [(middle, 0.5), (edge, middle), (middle, edge), (0.5, middle)],
        }[shape]
        painter.drawPolygon(QPolygonF([QPointF(x, y) for x, y in corners]))
    painter.end()
    return image


def series_style(index: int) -> tuple[QColor, str, Qt.PenStyle]:
    """The colour, marker shape and line style of the ``index``-th team: ten colours, and after
    ten teams the colours again with a dashed line."""
    colour = QColor(PALETTE[index % len(PALETTE)])
    shape = MARKERS[index % len(MARKERS)]
    line = Qt.PenStyle.SolidLine if index < len(PALETTE) else Qt.PenStyle.DashLine
    return colour, shape, line


class ProgressChart(LiveView, QWidget):
    AREAS = STANDINGS_AREAS

    def __init__(self, session: UiSession, stage_id: StageId, parent: QWidget | None = None):
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
        self._modes.buttonToggled.connect(lambda _button, checked: self._draw() if checked else None)
        self.chart = QChart()
        self.chart.legend().setAlignment(Qt.AlignmentFlag.AlignRight)
        self.chart.legend().setMarkerShape(QLegend.MarkerShape.MarkerShapeFromSeries)
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
        # _draw adds only line series
        lines = [cast(QLineSeries, series) for series in self.chart.series()]
        return {series.name(): [(point.x(), point.y()) for point in series.points()] for series in lines}

    def _draw(self) -> None:
        if self.table is None:
            return
        self.chart.removeAllSeries()
        for axis in self.chart.axes():
            self.chart.removeAxis(axis)
        by_position = self.mode == POSITION
        self.chart.setTitle(self.tr("Position after each round") if by_position else self.tr("VP after each round"))
        rounds = self.table.rounds
        round_axis = QValueAxis()
        round_axis.setTitleText(self.tr("Round"))
        round_axis.setLabelFormat("%d")
        first, last = min(rounds, default=1), max(rounds, default=1)
        round_axis.setRange(first - MARGIN, last + MARGIN)  # room for the first and last markers
        round_axis.setTickType(QValueAxis.TickType.TicksDynamic)
        round_axis.setTickAnchor(first)
        round_axis.setTickInterval(1)  # a tick and a label at every round number
        value_axis = QValueAxis()
        if by_position:
            value_axis.setTitleText(self.tr("Position"))
            value_axis.setLabelFormat("%d")
            value_axis.setRange(1 - MARGIN, max(2, len(self.table.teams)) + MARGIN)
            value_axis.setTickType(QValueAxis.TickType.TicksDynamic)
            value_axis.setTickAnchor(1)
            value_axis.setTickInterval(1)
            value_axis.setReverse(True)  # the leader at the top
        else:
            value_axis.setTitleText(self.tr("VP"))
            value_axis.setLabelFormat("%.0f")
            top = max((float(point.vp) for team in self.table.progression for point in team.rounds), default=0.0)
            step = 5 if top <= 30 else 10  # round VP labels, and room above the leader's marker
            value_axis.setRange(0, max(20, step * math.ceil((top + 1) / step)))
            value_axis.setTickType(QValueAxis.TickType.TicksDynamic)
            value_axis.setTickAnchor(0)
            value_axis.setTickInterval(step)
        self.chart.addAxis(round_axis, Qt.AlignmentFlag.AlignBottom)
        self.chart.addAxis(value_axis, Qt.AlignmentFlag.AlignLeft)
        for index, team in enumerate(self.table.progression):
            series = QLineSeries()
            series.setName(team.name)
            colour, shape, line = series_style(index)
            series.setPen(QPen(colour, LINE_WIDTH, line))
            series.setLightMarker(marker_image(shape, colour))
            series.setMarkerSize(MARKER_SIZE)
            for point in team.rounds:
                series.append(point.round, point.position if by_position else float(point.vp))
            self.chart.addSeries(series)
            series.attachAxis(round_axis)
            series.attachAxis(value_axis)

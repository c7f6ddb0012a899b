"""What the teams of a stage owe and have paid (F1-F4), with the stage's totals at the bottom.

The balance is shown as of a date (today unless the TD picks another), because the late fee (F1)
depends on it. Recording the entry fee as paid and marking a newcomer team are undoable actions.
"""
from __future__ import annotations

import datetime as dt
from decimal import Decimal

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QFont, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QStyle,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tddesk import numbers
from tddesk.services.areas import Area
from tddesk.services.errors import ServiceError
from tddesk.services.fees import StageFeesView, TeamFeeRow, fee_overview, record_entry_fee_paid, set_newcomer
from tddesk.services.stages import stage_view
from tddesk.ui.formatting import ERROR_STYLE
from tddesk.ui.retranslating import Retranslating
from tddesk.ui.session import UiSession
from tddesk.ui.views.live import touches
from tddesk.ui.widgets.alignment import ALIGN_NUMBER
from tddesk.ui.widgets.dates import date_edit

(TEAM, ENTRY, LATE, TABLE, DISCOUNT_PERCENT, DISCOUNT, NEWCOMER, TOTAL, PAID, OUTSTANDING, PAID_ON,
 ROUNDS, STATUS) = range(13)
MONEY_COLUMNS = (ENTRY, LATE, TABLE, DISCOUNT, TOTAL, PAID, OUTSTANDING)
TEAM_ID_ROLE = Qt.ItemDataRole.UserRole + 1
UNPAID_COLOUR = QColor("#b00020")


def format_kronor(amount: Decimal) -> str:
    """Kronor with two decimals in the UI's number format, e.g. "650,00"."""
    return numbers.fixed(amount, 2)


def format_percent(percent: Decimal) -> str:
    places = 0 if percent == percent.to_integral_value() else 1
    return f"{numbers.fixed(percent, places)} %"


class FeesView(Retranslating, QWidget):
    # F1-F4 follow the teams, their juniors, the rounds played and the payments
    AREAS = frozenset({Area.CHAMPIONSHIP, Area.MEMBERS, Area.TEAMS, Area.ROSTERS, Area.STAGES, Area.SCHEDULE,
                        Area.RESULTS, Area.RULINGS, Area.FEES})

    def __init__(self, session: UiSession, stage_id: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("feesView")
        self.session = session
        self.stage_id = stage_id
        self.overview: StageFeesView | None = None
        self._filling = False

        self.title_label = QLabel(self)
        font = self.title_label.font()
        font.setBold(True)
        self.title_label.setFont(font)
        self.as_of_caption = QLabel(self)
        self.as_of_edit = date_edit(self, name="asOf")
        self.as_of_caption.setBuddy(self.as_of_edit)
        self.model = QStandardItemModel(0, STATUS + 1, self)
        self.table = QTableView(self)
        self.table.setObjectName("feeTable")
        self.table.setModel(self.model)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.totals_label = QLabel(self)
        self.totals_label.setObjectName("feeTotals")
        self.totals_label.setWordWrap(True)
        self.message_label = QLabel(self)
        self.message_label.setStyleSheet(ERROR_STYLE)
        self.message_label.setWordWrap(True)
        self.payment_caption = QLabel(self)
        self.payment_date_edit = date_edit(self, name="paymentDate")
        self.payment_caption.setBuddy(self.payment_date_edit)
        self.paid_button = QPushButton(self)
        self.unpaid_button = QPushButton(self)

        top = QHBoxLayout()
        top.addWidget(self.title_label, 1)
        top.addWidget(self.as_of_caption)
        top.addWidget(self.as_of_edit)
        actions = QHBoxLayout()
        for widget in (self.payment_caption, self.payment_date_edit, self.paid_button, self.unpaid_button):
            actions.addWidget(widget)
        actions.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(actions)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.totals_label)
        layout.addWidget(self.message_label)

        self.as_of_edit.dateChanged.connect(lambda _date: self.refresh())
        self.paid_button.clicked.connect(lambda: self.record_entry_fee_paid(paid=True))
        self.unpaid_button.clicked.connect(lambda: self.record_entry_fee_paid(paid=False))
        self.model.itemChanged.connect(self._newcomer_toggled)
        session.changed.connect(self.refresh)
        self.retranslate()

    def retranslate(self) -> None:
        self.as_of_caption.setText(self.tr("Balance &as of:"))
        self.payment_caption.setText(self.tr("Pa&yment date:"))
        self.paid_button.setText(self.tr("Entry fee &paid on this date"))
        self.unpaid_button.setText(self.tr("Entry fee &not paid"))
        self.model.setHorizontalHeaderLabels([
            self.tr("Team"), self.tr("Entry fee"), self.tr("Late fee"), self.tr("Table fees"),
            self.tr("Junior discount"), self.tr("Discount (kr)"), self.tr("Newcomer"), self.tr("Total"),
            self.tr("Paid"), self.tr("Outstanding"), self.tr("Entry fee paid on"), self.tr("Table fees paid"),
            self.tr("Status")])
        for column, tip in ((ENTRY, self.tr("F1 entry fee; 0 for a newcomer team (F4)")),
                            (LATE, self.tr("F1: entry fee paid after the due date")),
                            (TABLE, self.tr("F2: the stage's table fees")),
                            (DISCOUNT_PERCENT,
                             self.tr("F3: 12.5 % for each junior needed to fill the team up to four")),
                            (NEWCOMER, self.tr("F4: newcomer team, no entry fee (Space to change)"))):
            self.model.horizontalHeaderItem(column).setToolTip(tip)
        self.refresh()

    # --- showing the fees --------------------------------------------------------------------

    def as_of(self) -> dt.date:
        return self.as_of_edit.date().toPython()

    def refresh(self, change=None) -> None:
        if not touches(change, self.AREAS):
            return
        chosen = self.current_team_id()
        try:
            self.overview = overview = fee_overview(self.session.tournament, self.stage_id, self.as_of())
            heat = stage_view(self.session.tournament, self.stage_id).form.kind == "heat"
        except ServiceError as error:    # the stage itself was undone
            self.message_label.setText(str(error))
            return
        self.title_label.setText(self.tr("Fees: {stage}").format(stage=overview.stage_name))
        self._filling = True
        self.model.removeRows(0, self.model.rowCount())
        for row in overview.rows:
            self.model.appendRow(self._row(row))
        self.model.appendRow(self._totals_row(overview))
        self._filling = False
        ids = [self.model.item(row, TEAM).data(TEAM_ID_ROLE) for row in range(self.model.rowCount())]
        if chosen in ids:
            self.table.selectRow(ids.index(chosen))
        totals = overview.totals
        self.totals_label.setText(self.tr(
            "{paid} of {teams} teams have paid everything. Owed {total} kr, paid {paid_amount} kr, "
            "outstanding {outstanding} kr; late fees {late} kr, junior discounts {discounts} kr.").format(
                paid=totals.paid_teams, teams=totals.teams, total=format_kronor(totals.total),
                paid_amount=format_kronor(totals.paid), outstanding=format_kronor(totals.outstanding),
                late=format_kronor(totals.late_fees), discounts=format_kronor(totals.discounts)))
        for widget in (self.payment_date_edit, self.paid_button, self.unpaid_button):
            widget.setEnabled(heat)   # the entry fee belongs to the heat
            widget.setToolTip("" if heat else self.tr("The entry fee is recorded in the team's heat."))

    def _row(self, row: TeamFeeRow) -> list[QStandardItem]:
        fees = row.fees
        amounts = {ENTRY: fees.entry_fee, LATE: fees.late_fee, TABLE: fees.table_fees,
                   DISCOUNT: fees.entry_discount + fees.table_discount, TOTAL: fees.total, PAID: fees.paid,
                   OUTSTANDING: fees.outstanding}
        items = [QStandardItem() for _ in range(STATUS + 1)]
        items[TEAM].setText(row.name)
        items[TEAM].setData(row.team_id, TEAM_ID_ROLE)
        for column, amount in amounts.items():
            items[column].setText(format_kronor(amount))
            items[column].setTextAlignment(ALIGN_NUMBER)
        items[DISCOUNT_PERCENT].setText(format_percent(fees.discount_percent) if fees.discount_percent else "")
        items[DISCOUNT_PERCENT].setTextAlignment(ALIGN_NUMBER)
        items[DISCOUNT_PERCENT].setToolTip(self.tr("Juniors: {juniors}, others: {others}").format(
            juniors=row.juniors, others=row.non_juniors))
        items[NEWCOMER].setCheckable(True)
        items[NEWCOMER].setCheckState(Qt.CheckState.Checked if row.newcomer else Qt.CheckState.Unchecked)
        items[PAID_ON].setText(row.entry_paid_on.isoformat() if row.entry_paid_on else "")
        items[ROUNDS].setText(self.tr("{paid} of {rounds}").format(paid=len(row.rounds_paid), rounds=len(row.rounds))
                              if row.rounds else "")
        unpaid = fees.outstanding > 0
        items[STATUS].setText(self.tr("Unpaid") if unpaid else self.tr("Paid"))
        items[STATUS].setIcon(self.style().standardIcon(
            QStyle.StandardPixmap.SP_MessageBoxWarning if unpaid else QStyle.StandardPixmap.SP_DialogApplyButton))
        if unpaid:
            for column in (OUTSTANDING, STATUS):
                items[column].setForeground(QBrush(UNPAID_COLOUR))
        return items

    def _totals_row(self, overview: StageFeesView) -> list[QStandardItem]:
        totals = overview.totals
        items = [QStandardItem() for _ in range(STATUS + 1)]
        items[TEAM].setText(self.tr("Total ({count} teams)").format(count=totals.teams))
        sums = {ENTRY: sum((r.fees.entry_fee for r in overview.rows), Decimal(0)),
                LATE: totals.late_fees, TABLE: sum((r.fees.table_fees for r in overview.rows), Decimal(0)),
                DISCOUNT: totals.discounts, TOTAL: totals.total, PAID: totals.paid, OUTSTANDING: totals.outstanding}
        for column, amount in sums.items():
            items[column].setText(format_kronor(amount))
            items[column].setTextAlignment(ALIGN_NUMBER)
        items[STATUS].setText(self.tr("{unpaid} unpaid").format(unpaid=totals.unpaid_teams))
        bold = QFont()
        bold.setBold(True)
        for item in items:
            item.setFont(bold)
            item.setSelectable(False)
        return items

    def current_team_id(self) -> str | None:
        index = self.table.currentIndex()
        item = self.model.item(index.row(), TEAM) if index.isValid() else None
        return item.data(TEAM_ID_ROLE) if item is not None else None

    def _team_name(self, team_id: str) -> str:
        return next((row.name for row in self.overview.rows if row.team_id == team_id), team_id)

    # --- actions -----------------------------------------------------------------------------

    def record_entry_fee_paid(self, paid: bool = True) -> bool:
        """F1: the chosen team paid its entry fee on the payment date (or has not paid)."""
        team_id = self.current_team_id()
        if team_id is None:
            self.message_label.setText(self.tr("Choose a team first."))
            return False
        name = self._team_name(team_id)
        if paid:
            date = self.payment_date_edit.date().toPython()
            text = self.tr("Entry fee paid: {team}, {date}").format(team=name, date=date.isoformat())
        else:
            date, text = None, self.tr("Entry fee not paid: {team}").format(team=name)
        return self._perform(text, record_entry_fee_paid, team_id, date)

    def _newcomer_toggled(self, item: QStandardItem) -> None:
        if self._filling or item.column() != NEWCOMER:
            return
        team_id = self.model.item(item.row(), TEAM).data(TEAM_ID_ROLE)
        newcomer = item.checkState() == Qt.CheckState.Checked
        text = (self.tr("Newcomer team: {team}") if newcomer else self.tr("Not a newcomer team: {team}")).format(
            team=self._team_name(team_id))
        if not self._perform(text, set_newcomer, team_id, newcomer):
            self.refresh()

    def _perform(self, text: str, service, *args) -> bool:
        try:
            self.session.perform(text, service, *args)
        except ServiceError as error:
            self.message_label.setText(str(error))
            return False
        self.message_label.clear()
        return True

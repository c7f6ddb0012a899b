"""What the teams of a stage owe and have paid (F1-F4), with the stage's totals at the bottom.

The balance is shown as of a date (today unless the TD picks another), because the late fee (F1)
depends on it. Recording the entry fee as paid and marking a newcomer team are undoable actions.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from decimal import Decimal
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QAbstractItemView, QHBoxLayout, QLabel, QPushButton, QStyle, QVBoxLayout, QWidget

from tddesk import numbers
from tddesk.ids import StageId, TeamId
from tddesk.rules.stage_kinds import StageKind
from tddesk.services.areas import Area
from tddesk.services.errors import ServiceError
from tddesk.services.fees import StageFeesView, TeamFeeRow, fee_overview, record_entry_fee_paid, set_newcomer
from tddesk.services.stages import stage_view
from tddesk.ui.formatting import ERROR_STYLE
from tddesk.ui.retranslating import Retranslating
from tddesk.ui.session import UiSession
from tddesk.ui.views.live import touches
from tddesk.ui.widgets.dates import date_edit
from tddesk.ui.widgets.row_table import Column, Roles, RowTableModel, row_table

if TYPE_CHECKING:
    from tddesk.rules.fees import TeamFees
    from tddesk.services.tournament import Change

(TEAM, ENTRY, LATE, TABLE, DISCOUNT_PERCENT, DISCOUNT, NEWCOMER, TOTAL, PAID, OUTSTANDING, PAID_ON, ROUNDS, STATUS) = (
    range(13)
)
MONEY_COLUMNS = (ENTRY, LATE, TABLE, DISCOUNT, TOTAL, PAID, OUTSTANDING)
UNPAID_COLOUR = QColor("#b00020")


def format_kronor(amount: Decimal) -> str:
    """Kronor with two decimals in the UI's number format, e.g. "650,00"."""
    return numbers.fixed(amount, 2)


def format_percent(percent: Decimal) -> str:
    places = 0 if percent == percent.to_integral_value() else 1
    return f"{numbers.fixed(percent, places)} %"


class FeesView(Retranslating, QWidget):
    # F1-F4 follow the teams, their juniors, the rounds played and the payments
    AREAS = frozenset(
        {
            Area.CHAMPIONSHIP,
            Area.MEMBERS,
            Area.TEAMS,
            Area.ROSTERS,
            Area.STAGES,
            Area.SCHEDULE,
            Area.RESULTS,
            Area.RULINGS,
            Area.FEES,
        }
    )

    def __init__(self, session: UiSession, stage_id: StageId, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("feesView")
        self.session = session
        self.stage_id = stage_id
        self.overview: StageFeesView | None = None

        self.title_label = QLabel(self)
        font = self.title_label.font()
        font.setBold(True)
        self.title_label.setFont(font)
        self.as_of_caption = QLabel(self)
        self.as_of_edit = date_edit(self, name="asOf")
        self.as_of_caption.setBuddy(self.as_of_edit)
        self.model: RowTableModel[TeamFeeRow] = RowTableModel(parent=self)
        self.table = row_table(self, "feeTable", self.model, sortable=False, stretch_last=False)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
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
        session.changed.connect(self.refresh)
        self.retranslate()

    def retranslate(self) -> None:
        self.as_of_caption.setText(self.tr("Balance &as of:"))
        self.payment_caption.setText(self.tr("Pa&yment date:"))
        self.paid_button.setText(self.tr("Entry fee &paid on this date"))
        self.unpaid_button.setText(self.tr("Entry fee &not paid"))
        self.model.set_columns(self._columns())
        self.refresh()

    # --- showing the fees --------------------------------------------------------------------

    def as_of(self) -> dt.date:
        return cast(dt.date, self.as_of_edit.date().toPython())  # a QDate's Python value is a date

    def refresh(self, change: Change | None = None) -> None:
        if not touches(change, self.AREAS):
            return
        chosen = self.current_team_id()
        try:
            self.overview = overview = fee_overview(self.session.tournament, self.stage_id, self.as_of())
            heat = stage_view(self.session.tournament, self.stage_id).form.kind == StageKind.HEAT
        except ServiceError as error:  # the stage itself was undone
            self.message_label.setText(str(error))
            return
        self.title_label.setText(self.tr("Fees: {stage}").format(stage=overview.stage_name))
        self.model.update_rows(overview.rows, footer=self._totals(overview))  # a tick keeps the TD's cell
        line = self.model.shown_line(lambda row: row.team_id == chosen)
        if line is not None and self.table.currentIndex().row() != line:  # the TD's tick cell stays current
            self.table.selectRow(line)
        totals = overview.totals
        self.totals_label.setText(
            self.tr(
                "{paid} of {teams} teams have paid everything. Owed {total} kr, paid {paid_amount} kr, "
                "outstanding {outstanding} kr; late fees {late} kr, junior discounts {discounts} kr."
            ).format(
                paid=totals.paid_teams,
                teams=totals.teams,
                total=format_kronor(totals.total),
                paid_amount=format_kronor(totals.paid),
                outstanding=format_kronor(totals.outstanding),
                late=format_kronor(totals.late_fees),
                discounts=format_kronor(totals.discounts),
            )
        )
        for widget in (self.payment_date_edit, self.paid_button, self.unpaid_button):
            widget.setEnabled(heat)  # the entry fee belongs to the heat
            widget.setToolTip("" if heat else self.tr("The entry fee is recorded in the team's heat."))

    def _columns(self) -> list[Column[TeamFeeRow]]:
        def money(
            header: str,
            amount: Callable[[TeamFees], Decimal],
            tip: str | None = None,
            roles: Callable[[TeamFeeRow], Roles] | None = None,
        ) -> Column[TeamFeeRow]:
            return Column(
                header, lambda row: format_kronor(amount(row.fees)), number=True, header_tooltip=tip, roles=roles
            )

        def unpaid_colour(row: TeamFeeRow) -> dict[int, object]:
            return {Qt.ItemDataRole.ForegroundRole: QBrush(UNPAID_COLOUR)} if row.fees.outstanding > 0 else {}

        def status_roles(row: TeamFeeRow) -> dict[int, object]:
            unpaid = row.fees.outstanding > 0
            icon = self.style().standardIcon(
                QStyle.StandardPixmap.SP_MessageBoxWarning if unpaid else QStyle.StandardPixmap.SP_DialogApplyButton
            )
            return {Qt.ItemDataRole.DecorationRole: icon, **unpaid_colour(row)}

        return [
            Column(self.tr("Team"), lambda row: row.name),
            money(
                self.tr("Entry fee"), lambda fees: fees.entry_fee, self.tr("F1 entry fee; 0 for a newcomer team (F4)")
            ),
            money(self.tr("Late fee"), lambda fees: fees.late_fee, self.tr("F1: entry fee paid after the due date")),
            money(self.tr("Table fees"), lambda fees: fees.table_fees, self.tr("F2: the stage's table fees")),
            Column(
                self.tr("Junior discount"),
                lambda row: format_percent(row.fees.discount_percent) if row.fees.discount_percent else "",
                number=True,
                tooltip=lambda row: self.tr("Juniors: {juniors}, others: {others}").format(
                    juniors=row.juniors, others=row.non_juniors
                ),
                header_tooltip=self.tr("F3: 12.5 % for each junior needed to fill the team up to four"),
            ),
            money(self.tr("Discount (kr)"), lambda fees: fees.entry_discount + fees.table_discount),
            Column(
                self.tr("Newcomer"),
                lambda row: "",
                check=lambda row: row.newcomer,
                on_toggle=self._newcomer_toggled,
                header_tooltip=self.tr("F4: newcomer team, no entry fee (Space to change)"),
            ),
            money(self.tr("Total"), lambda fees: fees.total),
            money(self.tr("Paid"), lambda fees: fees.paid),
            money(self.tr("Outstanding"), lambda fees: fees.outstanding, roles=unpaid_colour),
            Column(
                self.tr("Entry fee paid on"), lambda row: row.entry_paid_on.isoformat() if row.entry_paid_on else ""
            ),
            Column(
                self.tr("Table fees paid"),
                lambda row: (
                    self.tr("{paid} of {rounds}").format(paid=len(row.rounds_paid), rounds=len(row.rounds))
                    if row.rounds
                    else ""
                ),
            ),
            Column(
                self.tr("Status"),
                lambda row: self.tr("Unpaid") if row.fees.outstanding > 0 else self.tr("Paid"),
                roles=status_roles,
            ),
        ]

    def _totals(self, overview: StageFeesView) -> list[str]:
        totals = overview.totals
        texts = [""] * (STATUS + 1)
        texts[TEAM] = self.tr("Total ({count} teams)").format(count=totals.teams)
        sums = {
            ENTRY: sum((r.fees.entry_fee for r in overview.rows), Decimal(0)),
            LATE: totals.late_fees,
            TABLE: sum((r.fees.table_fees for r in overview.rows), Decimal(0)),
            DISCOUNT: totals.discounts,
            TOTAL: totals.total,
            PAID: totals.paid,
            OUTSTANDING: totals.outstanding,
        }
        for column, amount in sums.items():
            texts[column] = format_kronor(amount)
        texts[STATUS] = self.tr("{unpaid} unpaid").format(unpaid=totals.unpaid_teams)
        return texts

    def current_team_id(self) -> TeamId | None:
        index = self.table.currentIndex()
        if not index.isValid() or self.model.is_footer(index.row()):
            return None
        return self.model.row(index.row()).team_id

    def _team_name(self, team_id: TeamId) -> str:
        assert self.overview is not None  # the team was chosen in the overview shown
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
            date = cast(dt.date, self.payment_date_edit.date().toPython())  # a QDate's Python value is a date
            text = self.tr("Entry fee paid: {team}, {date}").format(team=name, date=date.isoformat())
        else:
            date, text = None, self.tr("Entry fee not paid: {team}").format(team=name)
        return self._perform(text, record_entry_fee_paid, team_id, date)

    def _newcomer_toggled(self, row: TeamFeeRow, newcomer: bool) -> bool:
        """F4: the TD ticked (or unticked) the team as a newcomer team in the table."""
        text = (self.tr("Newcomer team: {team}") if newcomer else self.tr("Not a newcomer team: {team}")).format(
            team=row.name
        )
        return self._perform(text, set_newcomer, row.team_id, newcomer)

    def _perform(self, text: str, service: Callable[..., Change], *args: Any) -> bool:
        try:
            self.session.perform(text, service, *args)
        except ServiceError as error:
            self.message_label.setText(str(error))
            return False
        self.message_label.clear()
        return True

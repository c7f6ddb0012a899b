"""S5: SM Lag Veteran's Gröna Hissen page — the entries with their start round, the rounds paired so
far, and the buttons that pair the next round and create the knockout of sixteen.

Pairing, a late start and the knockout are undoable actions through ``session.perform``.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from tddesk import numbers
from tddesk.ids import StageId
from tddesk.rules.standings import StandingRow
from tddesk.rules.veteran import veteran_format
from tddesk.services.errors import ServiceError
from tddesk.services.gronahissen import GRONA_HISSEN_ROUNDS, pair_next_round, unpair_last_round
from tddesk.services.knockout import create_knockout, existing_knockout
from tddesk.services.schedule import schedule_view
from tddesk.services.sm_entries import set_start_round
from tddesk.services.standings import standings
from tddesk.ui.formatting import ERROR_STYLE
from tddesk.ui.retranslating import Retranslating
from tddesk.ui.session import UiSession
from tddesk.ui.views.live import LiveView
from tddesk.ui.widgets.row_table import Column, RowTableModel, row_table

if TYPE_CHECKING:
    from tddesk.services.tournament import Change

TEAM, LATE, CARRY, VP, BYES = range(5)


class GronaHissenView(LiveView, Retranslating, QWidget):
    def __init__(self, session: UiSession, stage_id: StageId, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("gronaHissenView")
        self.session = session
        self.stage_id = stage_id
        self.rng: random.Random | None = None  # tests make the draw repeatable
        self._late: set[str] = set()  # the teams starting in round 6
        self._byes: dict[str, list[str]] = {}  # a team's bye rounds
        self._paired = False  # a late start is set before round 1 is paired
        self.title_label = QLabel(self)
        font = self.title_label.font()
        font.setBold(True)
        self.title_label.setFont(font)
        self.format_label = QLabel(self)
        self.format_label.setWordWrap(True)
        self.last_label = QLabel(self)
        self.last_label.setObjectName("lastPairing")
        self.last_label.setWordWrap(True)
        self.message_label = QLabel(self)
        self.message_label.setStyleSheet(ERROR_STYLE)
        self.message_label.setWordWrap(True)
        self.pair_button = QPushButton(self)
        self.pair_button.setObjectName("pairNextRound")
        self.unpair_button = QPushButton(self)
        self.unpair_button.setObjectName("unpairLastRound")
        self.knockout_button = QPushButton(self)
        self.knockout_button.setObjectName("createKnockout")
        self.model: RowTableModel[StandingRow] = RowTableModel(parent=self)
        self.table = row_table(
            self, "veteranEntries", self.model, sortable=False, stretch_last=False, select_rows=False
        )

        buttons = QHBoxLayout()
        for button in (self.pair_button, self.unpair_button, self.knockout_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title_label)
        layout.addWidget(self.format_label)
        layout.addLayout(buttons)
        layout.addWidget(self.last_label)
        layout.addWidget(self.message_label)
        layout.addWidget(self.table, 1)

        self.pair_button.clicked.connect(self.pair_next)
        self.unpair_button.clicked.connect(self.unpair_last)
        self.knockout_button.clicked.connect(self.make_knockout)
        session.changed.connect(self.on_change)
        self.retranslate()

    def retranslate(self) -> None:
        self.pair_button.setText(self.tr("&Pair next round"))
        self.unpair_button.setText(self.tr("&Remove last round"))
        self.knockout_button.setText(self.tr("Create the &knockout of 16"))
        self.model.set_columns(
            [
                Column(self.tr("Team"), lambda row: row.name),
                Column(
                    self.tr("Starts in round 6"),
                    lambda row: "",
                    check=lambda row: row.team in self._late,
                    on_toggle=self._late_toggled,
                    editable=lambda _row: not self._paired,
                    header_tooltip=self.tr(
                        "S5: a team with three or fewer players still in the Chairman's Cup may start in round 6"
                    ),
                ),
                Column(
                    self.tr("Carry-over"),
                    lambda row: numbers.vp(row.carry_over_vp),
                    number=True,
                    header_tooltip=self.tr("S5: exactly 11.00 VP per missed round"),
                ),
                Column(self.tr("VP"), lambda row: numbers.vp(row.vp), number=True),
                Column(self.tr("Byes"), lambda row: ", ".join(self._byes.get(row.team, []))),
            ]
        )
        self.refresh()

    def refresh(self, _change: Change | None = None) -> None:
        tournament = self.session.tournament
        try:
            schedule = schedule_view(tournament, self.stage_id)
            table = standings(tournament, self.stage_id)
        except ServiceError as error:
            self.message_label.setText(str(error))
            return
        count = len(schedule.team_ids)
        found = veteran_format(max(count, 2))
        if found.kind == "gronahissen":
            text = self.tr(
                "S5: {count} teams — Gröna Hissen, eight {boards}-board Swiss rounds (the first drawn), "
                "then a knockout of 16."
            ).format(count=count, boards=found.boards)
        else:
            text = self.tr(
                "S5: {count} teams — a round robin of {boards}-board matches (make it under Schedule)."
            ).format(count=count, boards=found.boards)
        self.title_label.setText(
            self.tr("Gröna Hissen: {rounds} of {total} rounds paired").format(
                rounds=len(schedule.rounds), total=GRONA_HISSEN_ROUNDS
            )
        )
        self.format_label.setText(text)
        byes: dict[str, list[str]] = {}
        for round_ in schedule.rounds:
            if round_.bye:
                byes.setdefault(round_.bye, []).append(str(round_.number))
        if schedule.rounds:
            last = schedule.rounds[-1]
            pairs = "; ".join(f"{m.home_name} – {m.away_name}" for m in last.matches)
            bye = self.tr(" Bye: {team}.").format(team=last.bye_name) if last.bye_name else ""
            self.last_label.setText(self.tr("Round {round}: {pairs}.").format(round=last.number, pairs=pairs) + bye)
        else:
            self.last_label.setText(self.tr("No round is paired yet; round 1 is drawn."))
        gronahissen = found.kind == "gronahissen"
        self.pair_button.setEnabled(
            gronahissen and len(schedule.rounds) < GRONA_HISSEN_ROUNDS and not self.session.read_only
        )
        self.unpair_button.setEnabled(gronahissen and bool(schedule.rounds) and not self.session.read_only)
        made = existing_knockout(tournament, self.stage_id)
        self.knockout_button.setEnabled(
            gronahissen
            and len(schedule.rounds) == GRONA_HISSEN_ROUNDS
            and table.complete
            and made is None
            and not self.session.read_only
        )
        self.knockout_button.setToolTip(
            self.tr("{name} already exists; undo its creation (Ctrl+Z) to make it again.").format(name=made)
            if made
            else ""
        )
        self._late, self._byes, self._paired = set(self._late_teams()), byes, bool(schedule.rounds)
        self.model.update_rows(table.rows)  # a tick keeps the TD's cell
        self.message_label.clear()
        self._stale = False

    def _late_teams(self) -> list[str]:
        # deferred: not loaded before the window's first paint (start-up)
        from tddesk.services.sm_entries import late_starters

        return late_starters(self.session.tournament, self.stage_id)

    def _late_toggled(self, row: StandingRow, late: bool) -> bool:
        """S5: the TD ticks a team to start in round 6 (or back to round 1)."""
        text = (self.tr("Start in round 6: {team}") if late else self.tr("Start in round 1: {team}")).format(
            team=row.name
        )
        return self._perform(text, set_start_round, self.stage_id, row.team, 6 if late else None)

    def _perform(self, text: str, service: Callable[..., Change], *args: Any) -> bool:
        try:
            self.session.perform(text, service, *args)
        except ServiceError as error:
            self.message_label.setText(str(error))
            return False
        return True

    def pair_next(self) -> None:
        self._perform(self.tr("Pair next round"), pair_next_round, self.stage_id, self.rng)

    def unpair_last(self) -> None:
        self._perform(self.tr("Remove last round"), unpair_last_round, self.stage_id)

    def make_knockout(self) -> None:
        self._perform(self.tr("Create the knockout"), create_knockout, self.stage_id)

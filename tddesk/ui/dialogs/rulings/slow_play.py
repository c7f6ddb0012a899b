"""P2, P6: slow play — minutes over the allowed time at one or both tables of a match (open and
closed room), each pair's share of the delay, and the VP each team loses, shown as the TD types.

A two-table ruling is one undo step (one service action per table, grouped). Over the profile's
limit (25 minutes) a table's ruling waits for the committee. Opened with ``penalty_id`` the dialog
corrects one team's ruling: its minutes and share (``update_ruling``). The semifinal day opens it
with ``minutes`` from a table that ended late: an int for one table, or (open room, closed room).
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QButtonGroup,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QWidget,
)

from tddesk import numbers
from tddesk.ids import MatchId, StageId, TeamId
from tddesk.services.errors import ServiceError
from tddesk.services.rulings import preview_slow_play, rule_slow_play, update_ruling
from tddesk.ui.dialogs.rulings.ruling_common import (
    MatchChoice,
    MatchCombo,
    RulingDialog,
    finding_text,
    penalty_of,
    perform_grouped,
    stage_matches,
)
from tddesk.ui.widgets.minutes_spin import MinutesSpinBox

if TYPE_CHECKING:
    from tddesk.services.tournament import Change
    from tddesk.ui.session import UiSession

QUICK_SHARES = (100, 50, 0)
MAX_MINUTES = 999


class ShareEditor(QWidget):
    """One pair's share of a table's delay in per cent, with quick buttons 100/50/0 %."""

    def __init__(self, parent: QWidget, percent: int = 50):
        super().__init__(parent)
        self.spin = QSpinBox(self)
        self.spin.setRange(0, 100)
        self.spin.setSuffix(" %")
        self.spin.setValue(percent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.spin)
        self.quick: dict[int, QPushButton] = {}
        for value in QUICK_SHARES:
            button = QPushButton(f"{value} %", self)
            button.setObjectName(f"share{value}")
            button.setAutoDefault(False)
            button.clicked.connect(lambda _checked=False, value=value: self.spin.setValue(value))
            row.addWidget(button)
            self.quick[value] = button

    def share(self) -> Decimal:
        return Decimal(self.spin.value()) / 100


class TableBox(QGroupBox):
    """One table: minutes over time and the share of the home and the away pair."""

    def __init__(self, parent: QWidget, number: int):
        super().__init__(parent)
        self.setObjectName(f"table{number}")
        self.minutes_spin = MinutesSpinBox(self, MAX_MINUTES)
        self.minutes_spin.setObjectName("minutes")
        self.home_share = ShareEditor(self)
        self.home_share.setObjectName("homeShare")
        self.away_share = ShareEditor(self)
        self.away_share.setObjectName("awayShare")
        self.captions = [QLabel(self) for _ in range(3)]
        form = QFormLayout(self)
        for caption, field in zip(self.captions, (self.minutes_spin, self.home_share.spin, self.away_share.spin)):
            caption.setBuddy(field)
        form.addRow(self.captions[0], self.minutes_spin)
        form.addRow(self.captions[1], self.home_share)
        form.addRow(self.captions[2], self.away_share)

    def set_captions(self, title: str, minutes: str, home: str, away: str) -> None:
        self.setTitle(title)
        fields = (self.minutes_spin, self.home_share.spin, self.away_share.spin)
        for caption, field, text in zip(self.captions, fields, (minutes, home, away)):
            caption.setText(text)
            # A share's spin box sits in its own row widget, where a screen reader finds no label.
            field.setAccessibleName(f"{title}: {text.replace('&', '')}")

    def shares(self, home: str, away: str) -> dict[str, Decimal]:
        return {home: self.home_share.share(), away: self.away_share.share()}


class SlowPlayDialog(RulingDialog):
    def __init__(
        self,
        session: UiSession,
        stage_id: StageId,
        parent: QWidget | None = None,
        *,
        match_id: MatchId | None = None,
        minutes: int | Sequence[int] | None = None,
        penalty_id: str | None = None,
    ):
        super().__init__(session, stage_id, parent)
        self.setObjectName("slowPlayDialog")
        self.penalty_id = penalty_id
        self.edited_team: TeamId | None = None
        minutes = [] if minutes is None else [minutes] if isinstance(minutes, int) else list(minutes)[:2]
        share = None
        if penalty_id is not None:
            ruled = penalty_of(session.tournament, stage_id, penalty_id)
            match_id = MatchId(ruled.match_id) if ruled.match_id is not None else None
            self.edited_team, minutes, share = TeamId(ruled.team), [ruled.minutes or 0], ruled.share
        self.match_combo = MatchCombo(self)
        self.match_combo.setObjectName("match")
        self.one_table, self.two_tables = QRadioButton(self), QRadioButton(self)
        self.one_table.setObjectName("oneTable")
        self.two_tables.setObjectName("twoTables")
        self.table_count = QButtonGroup(self)
        self.table_count.addButton(self.one_table, 1)
        self.table_count.addButton(self.two_tables, 2)
        count_row = QHBoxLayout()
        count_row.addWidget(self.one_table)
        count_row.addWidget(self.two_tables)
        count_row.addStretch(1)
        self.tables = (TableBox(self, 1), TableBox(self, 2))
        self.add_row("match", self.match_combo)
        self.form.addRow(count_row)
        self.form.addRow(self.tables[0])
        self.form.addRow(self.tables[1])
        self.finish_layout()

        matches = [m for m in stage_matches(session.tournament, stage_id) if not m.walkover or m.id == match_id]
        self.match_combo.set_matches(matches, match_id)
        self.table_count.button(2 if len(minutes) == 2 else 1).setChecked(True)
        for table, value in zip(self.tables, minutes):
            table.minutes_spin.setValue(value or 0)
        if penalty_id is not None:
            assert share is not None  # a slow-play ruling has its share
            self._lock_to_edited_team(share)
        self.match_combo.currentIndexChanged.connect(self._refresh)
        self.table_count.idToggled.connect(self._refresh)
        for table in self.tables:
            for spin in (table.minutes_spin, table.home_share.spin, table.away_share.spin):
                spin.valueChanged.connect(self.update_preview)
        self.retranslate()
        self._refresh()
        self.tables[0].minutes_spin.setFocus()

    def _lock_to_edited_team(self, share: Decimal) -> None:
        """A correction concerns one team's ruling at one table: only its minutes and share change."""
        self.match_combo.setEnabled(False)
        self.two_tables.setEnabled(False)
        match = self.match_combo.current()
        assert match is not None  # the ruled match is among the stage's
        own, other = (
            (self.tables[0].home_share, self.tables[0].away_share)
            if match.home == self.edited_team
            else (self.tables[0].away_share, self.tables[0].home_share)
        )
        own.spin.setValue(int(share * 100))
        other.spin.setValue(0)
        other.setEnabled(False)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Correct a slow-play ruling") if self.penalty_id else self.tr("Slow play"))
        self.captions["match"].setText(self.tr("&Match:"))
        self.one_table.setText(self.tr("&One table"))
        self.two_tables.setText(self.tr("&Two tables (open and closed room)"))
        for table in self.tables:
            table.minutes_spin.setSuffix(self.tr(" min"))
            table.minutes_spin.setToolTip(
                self.tr("Started minutes count (P2): 5 min 20 s over is 6. You may type 5:20 (minutes:seconds) or 5,3.")
            )
        self._caption_tables()

    def _caption_tables(self) -> None:
        match = self.match_combo.current()
        home, away = (match.home_name, match.away_name) if match else ("", "")
        two = self.table_count.checkedId() == 2
        titles = (self.tr("Open room"), self.tr("Closed room")) if two else (self.tr("The table"), "")
        for table, title in zip(self.tables, titles):
            table.set_captions(
                title,
                self.tr("Minutes over time:"),
                self.tr("Share of {team}'s pair:").format(team=home),
                self.tr("Share of {team}'s pair:").format(team=away),
            )

    def _refresh(self, *_args: object) -> None:
        self.tables[1].setVisible(self.table_count.checkedId() == 2)
        self._caption_tables()
        self.update_preview()

    def used_tables(self) -> list[TableBox]:
        return list(self.tables[: self.table_count.checkedId() if self.table_count.checkedId() == 2 else 1])

    def update_preview(self) -> None:
        """P2: per team the VP of every table as typed, with the rule's words; nothing is written."""
        match = self.match_combo.current()
        if match is None:
            self.show_outcome("")
            return
        lines, totals, pending = [], {match.home: Decimal("0.00"), match.away: Decimal("0.00")}, False
        tables = self.used_tables()
        # A correction concerns one team's ruling; the other team's is not shown as if it changed.
        teams = [(team, name) for team, name in match.teams() if self.edited_team in (None, team)]
        try:
            for table in tables:
                shares = table.shares(match.home, match.away)
                if sum(shares.values()) > 1:
                    lines.append(self.tr("{table}: the shares add up to more than 100 %.").format(table=table.title()))
                for team, name in teams:
                    if not shares[team]:
                        continue
                    outcome = preview_slow_play(self.session.tournament, table.minutes_spin.value(), shares[team])
                    totals[team] += outcome.vp
                    pending |= outcome.pending_committee
                    where = f"{table.title()}, {name}" if len(tables) > 1 else name
                    lines.append(f"{where}: {finding_text(outcome.explanation)}")
        except ServiceError as error:
            self.show_outcome(str(error), refused=True)
            return
        if pending:
            lines.append(
                self.tr(
                    "Committee ruling pending: over the time limit no VP are deducted now; the "
                    "committee rules and may rule the match lost."
                )
            )
        lines += [
            self.tr("{team}: {vp} VP deducted").format(team=name, vp=numbers.vp(totals[team])) for team, name in teams
        ]
        self.show_outcome("\n".join(lines))

    def save(self) -> Change:
        match = self.match_combo.current()
        if match is None:
            raise ServiceError(self.tr("Choose the match."))
        if self.penalty_id is not None:
            own = self.tables[0].home_share if match.home == self.edited_team else self.tables[0].away_share
            minutes = self.tables[0].minutes_spin.value()
            text = self.tr("Slow play corrected: {home} – {away}, {minutes} min").format(
                home=match.home_name, away=match.away_name, minutes=minutes
            )
            return self.perform(text, update_ruling, self.penalty_id, minutes=minutes, share=own.share())
        tables = [table for table in self.used_tables() if table.minutes_spin.value()] or self.used_tables()[:1]
        for table in tables:  # refuse before anything is written, so two tables save both or neither
            if sum(table.shares(match.home, match.away).values()) > 1:
                raise ServiceError(
                    self.tr("{table}: the shares of the delay add up to more than 100 %.").format(table=table.title())
                )
        text = self.tr("Slow play: {home} – {away}").format(home=match.home_name, away=match.away_name)
        changes = perform_grouped(self.session, text, [partial(self._rule, text, match, table) for table in tables])
        return changes[-1]

    def _rule(self, text: str, match: MatchChoice, table: TableBox) -> Change:
        shares = {team: share for team, share in table.shares(match.home, match.away).items() if share}
        # P2: with two tables each ruling names its room, so the shares are checked per table
        room = ("open", "closed")[self.tables.index(table)] if self.table_count.checkedId() == 2 else None
        return self.perform(text, rule_slow_play, match.id, table.minutes_spin.value(), shares, room)

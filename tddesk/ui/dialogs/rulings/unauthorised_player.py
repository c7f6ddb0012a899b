"""P3 (T1, T5): unauthorised players — the cases the line-ups show, and a case typed by hand.

Each ruling costs the team the profile's VP (5) for one match in which the player played one or
both halves. The dialog shows that, and the day an unpaid membership fee must reach the
federation (14 days after the first offence) before the team is disqualified. Several checked
cases are ruled as one undo step.
"""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFormLayout, QGroupBox, QLabel, QLineEdit, QListWidget, QListWidgetItem, QWidget

from tddesk import numbers
from tddesk.ids import MatchId, StageId, TeamId
from tddesk.rules import penalties as penalty_rules
from tddesk.services.errors import ServiceError
from tddesk.services.lineup_views import match_lineups
from tddesk.services.rulings import detect_unauthorised, rule_unauthorised_player
from tddesk.services.standings import stage_facts
from tddesk.ui.dialogs.rulings.ruling_common import (
    MatchChoice,
    MatchCombo,
    RulingDialog,
    TeamCombo,
    finding_text,
    perform_grouped,
    stage_matches,
)
from tddesk.ui.widgets.dates import date_edit, set_date

if TYPE_CHECKING:
    from tddesk.services.tournament import Change
    from tddesk.services.unauthorised_cases import UnauthorisedCase
    from tddesk.ui.session import UiSession

CASE_ROLE = Qt.ItemDataRole.UserRole


class UnauthorisedPlayerDialog(RulingDialog):
    def __init__(
        self,
        session: UiSession,
        stage_id: StageId,
        parent: QWidget | None = None,
        *,
        match_id: MatchId | None = None,
        team_id: TeamId | None = None,
        mid: str | None = None,
    ):
        super().__init__(session, stage_id, parent)
        self.setObjectName("unauthorisedPlayerDialog")
        tournament = session.tournament
        self.matches: dict[str, MatchChoice] = {match.id: match for match in stage_matches(tournament, stage_id)}
        # P3: the first offence of a team's player is its earliest match already ruled on.
        self.ruled = [
            (p.team, p.mid, p.match_id)
            for p in stage_facts(tournament, stage_id).penalties
            if p.kind == penalty_rules.UNAUTHORISED_PLAYER
        ]
        self.detected_label = QLabel(self)
        self.detected_list = QListWidget(self)
        self.detected_list.setObjectName("detected")
        self.manual_box = QGroupBox(self)
        self.match_combo = MatchCombo(self.manual_box)
        self.match_combo.setObjectName("match")
        self.team_combo = TeamCombo(self.manual_box)
        self.team_combo.setObjectName("team")
        self.mid_edit = QLineEdit(self.manual_box)
        self.mid_edit.setObjectName("mid")
        self.player_label = QLabel(self.manual_box)
        self.player_label.setObjectName("player")
        self.first_offence_edit = date_edit(self.manual_box)
        self.first_offence_edit.setObjectName("firstOffence")
        self.form.addRow(self.detected_label)
        self.form.addRow(self.detected_list)
        self.form.addRow(self.manual_box)
        manual_form = QFormLayout(self.manual_box)
        for name, field in (
            ("match", self.match_combo),
            ("team", self.team_combo),
            ("mid", self.mid_edit),
            ("player", self.player_label),
            ("first", self.first_offence_edit),
        ):
            self.add_row(name, field, manual_form)
        self.finish_layout()

        for case in detect_unauthorised(tournament, stage_id):
            item = QListWidgetItem(self.detected_list)
            item.setData(CASE_ROLE, case)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            preselected = (case.match_id, case.team_id, case.mid) == (match_id, team_id, mid)
            item.setCheckState(Qt.CheckState.Checked if preselected else Qt.CheckState.Unchecked)
        self.match_combo.set_matches([m for m in self.matches.values() if not m.walkover], match_id)
        self.mid_edit.setText(mid or "")
        self._fill_teams(team_id)
        self.detected_list.itemChanged.connect(self.update_preview)
        self.match_combo.currentIndexChanged.connect(lambda _index: self._fill_teams(self.team_combo.current_id()))
        self.team_combo.currentIndexChanged.connect(self._manual_changed)
        self.mid_edit.textChanged.connect(self._manual_changed)
        self.first_offence_edit.dateChanged.connect(self.update_preview)
        self.retranslate()
        self._manual_changed()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Unauthorised player"))
        self.detected_label.setText(self.tr("Found in the line-ups (check the cases to rule on):"))
        self.detected_list.setAccessibleName(self.tr("Found in the line-ups"))
        for row in range(self.detected_list.count()):
            item = self.detected_list.item(row)
            self.detected_list.blockSignals(True)
            item.setText(self.case_text(item.data(CASE_ROLE)))
            self.detected_list.blockSignals(False)
        self.manual_box.setTitle(self.tr("Or by hand (when no case above is checked)"))
        self.captions["match"].setText(self.tr("&Match:"))
        self.captions["team"].setText(self.tr("&Team:"))
        self.captions["mid"].setText(self.tr("Player's M&ID:"))
        self.captions["player"].setText(self.tr("Player:"))
        self.captions["first"].setText(self.tr("&First offence:"))

    def case_text(self, case: UnauthorisedCase) -> str:
        match = self.matches.get(case.match_id)
        where = self.match_combo.match_label(match) if match else case.match_id
        team = dict(match.teams()).get(case.team_id, case.team_id) if match else case.team_id
        return f"{where} · {team} · {case.mid}: {case.reason}"

    def _fill_teams(self, selected: TeamId | None) -> None:
        match = self.match_combo.current()
        self.team_combo.set_teams(match.teams() if match else [], selected)
        self._manual_changed()

    def _manual_changed(self, *_args: object) -> None:
        """Name the player typed, and start the 14 days at the team's first offence with that player."""
        match, team, mid = self.match_combo.current(), self.team_combo.current_id(), self.mid_edit.text().strip()
        self.player_label.setText(self._player_text(match, team, mid))
        first = self.first_offence(team, mid, match.id if match else None)
        if first is not None:
            self.first_offence_edit.blockSignals(True)
            set_date(self.first_offence_edit, first)
            self.first_offence_edit.blockSignals(False)
        self.update_preview()

    def _player_text(self, match: MatchChoice | None, team: TeamId | None, mid: str) -> str:
        if match is None or not mid:
            return ""
        for half_number, half in enumerate(match_lineups(self.session.tournament, match.id).halves, start=1):
            for side in half.values():
                player = next((p for p in side.players if p.mid == mid), None)
                if side.team_id == team and player is not None:
                    return self.tr("{name} played half {half} for {team}").format(
                        name=player.name, half=half_number, team=side.team_name
                    )
        return self.tr("{mid} is not in {team}'s line-up of this match: enter the line-up first.").format(
            mid=mid, team=self.team_combo.currentText()
        )

    def first_offence(self, team: TeamId | None, mid: str, *match_ids: str | None) -> dt.date | None:
        """The date of the earliest match of the player for the team: ruled already or about to be."""
        played = [
            ruled_match for ruled_team, ruled_mid, ruled_match in self.ruled if (ruled_team, ruled_mid) == (team, mid)
        ] + [m for m in match_ids if m]
        dates = [date for m in played if m in self.matches and (date := self.matches[m].date)]
        return min(dates, default=None)

    def checked_cases(self) -> list[UnauthorisedCase]:
        return [
            self.detected_list.item(row).data(CASE_ROLE)
            for row in range(self.detected_list.count())
            if self.detected_list.item(row).checkState() == Qt.CheckState.Checked
        ]

    def update_preview(self, *_args: object) -> None:
        """P3: the VP per match, what this ruling deducts, and the fee deadline; nothing is written."""
        per_match = penalty_rules.unauthorised_player_penalty(1, self.profile)
        cases = self.checked_cases()
        count = len(cases) or 1
        lines = [finding_text(per_match.explanation)]
        if count > 1:
            lines.append(
                self.tr("{count} rulings: {vp} VP in total").format(
                    count=count, vp=numbers.vp(penalty_rules.unauthorised_player_penalty(count, self.profile).vp)
                )
            )
        if cases:
            players: dict[tuple[TeamId, str], list[MatchId]] = {}
            for case in cases:
                players.setdefault((case.team_id, case.mid), []).append(case.match_id)
            firsts: dict[tuple[TeamId | None, str], dt.date | None] = {
                key: self.first_offence(*key, *match_ids) for key, match_ids in players.items()
            }
        else:
            team, mid = self.team_combo.current_id(), self.mid_edit.text().strip()
            # a QDate's Python value is a date
            firsts = {(team, mid): cast(dt.date, self.first_offence_edit.date().toPython())} if mid else {}
        for (_team, mid), first in firsts.items():
            if first is not None:
                lines.append(self.deadline_text(mid, first))
        self.show_outcome("\n".join(lines))

    def deadline_text(self, mid: str, first: dt.date) -> str:
        deadline = penalty_rules.unauthorised_deadline(first, self.profile)
        return self.tr(
            "Fee deadline (P3): if the membership fee of {mid} is unpaid, it must reach the federation by "
            "{deadline}, {days} days after the first offence on {first}; otherwise the team is "
            "disqualified and its results are struck."
        ).format(
            mid=mid,
            deadline=deadline.isoformat(),
            days=self.profile.penalties.unauthorised_fee_deadline_days,
            first=first.isoformat(),
        )

    def save(self) -> Change:
        cases = self.checked_cases()
        if cases:
            text = (
                self.tr("Unauthorised players: {count} rulings").format(count=len(cases))
                if len(cases) > 1
                else self.tr("Unauthorised player {mid}").format(mid=cases[0].mid)
            )
            actions = [
                lambda case=case: self.perform(text, rule_unauthorised_player, case.match_id, case.team_id, case.mid)
                for case in cases
            ]
            return perform_grouped(self.session, text, actions)[-1]
        match, team, mid = self.match_combo.current(), self.team_combo.current_id(), self.mid_edit.text().strip()
        if match is None or team is None or not mid:
            raise ServiceError(
                self.tr(
                    "Check a case found in the line-ups, or choose the match and the team and type the player's MID."
                )
            )
        text = self.tr("Unauthorised player {mid}: {team}").format(mid=mid, team=self.team_combo.currentText())
        return self.perform(
            text,
            rule_unauthorised_player,
            match.id,
            team,
            mid,
            cast(dt.date, self.first_offence_edit.date().toPython()),
        )

"""The page of each stage's "Settings" item (the championship item's page is
``tddesk.ui.views.championship_overview``, importable from here too).

``StageOverview(session, stage_id)``: a stage's settings with its playing time (H4) and the
H1/H3 checks, and "Change settings…" (the heat settings dialog). It refreshes on
``session.changed``.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QPushButton, QWidget

from tddesk import numbers
from tddesk.i18n import translate
from tddesk.ids import StageId
from tddesk.rules import heat as heat_rules
from tddesk.rules.stage_kinds import StageKind
from tddesk.services.central_day_times import day_timetable
from tddesk.services.conventions import conventions
from tddesk.services.errors import ServiceError
from tddesk.services.stages import SM_KINDS, StageForm, StageView, stage_view
from tddesk.services.tournament import Change
from tddesk.ui.dialogs.stages.central_day_settings import (
    ONE_DAY_KINDS,
    CentralDaySettingsDialog,
    offset_text,
    table_fee_text,
    venue_offset,
)
from tddesk.ui.dialogs.stages.heat_settings import HeatSettingsDialog, format_name
from tddesk.ui.session import UiSession
from tddesk.ui.views.championship_overview import OVERVIEW_AREAS, ChampionshipOverview, OverviewPage
from tddesk.ui.views.live import touches

__all__ = ["ChampionshipOverview", "StageOverview"]


class StageOverview(OverviewPage):
    def __init__(self, session: UiSession, stage_id: StageId, parent: QWidget | None = None):
        super().__init__(session, parent)
        self.setObjectName("stageOverview")
        self.button.setObjectName("changeSettings")
        self.stage_id = stage_id
        self.button.clicked.connect(self.open_dialog)
        self.conventions_button = QPushButton(self)
        self.conventions_button.setObjectName("stageConventions")
        self.button_row.insertWidget(1, self.conventions_button)
        self.conventions_button.clicked.connect(self.open_conventions)
        session.changed.connect(self.refresh)
        self.refresh()

    def refresh(self, change: Change | None = None) -> None:
        if not touches(change, OVERVIEW_AREAS):
            return
        self.button.setText(self.tr("&Change settings…"))
        self.conventions_button.setText(self.tr("Other programs' conventions…"))
        try:
            view = stage_view(self.session.tournament, self.stage_id)
        except ServiceError as error:  # the stage was undone away
            self.heading.setText(str(error))
            self.rows([])
            self.notes.clear()
            self.button.setEnabled(False)
            return
        self.heading.setText(view.form.name)
        if view.form.kind in ONE_DAY_KINDS:
            self.rows(self._one_day_rows(view))
        else:
            self.rows(self._heat_rows(view))
        self.notes.setText("\n".join(finding.text(translate) for finding in view.findings))
        self.button.setEnabled(not self.session.read_only)
        self.conventions_button.setEnabled(not self.session.read_only)

    def _imp_cap_row(self) -> tuple[str, str]:
        """docs/rules.md, "Other programs' conventions": the IMP cap across the field, none by default."""
        cap = conventions(self.session.tournament, stage_id=self.stage_id).imp_cap
        return self.tr("IMP cap per comparison across the field:"), str(cap) if cap else self.tr("none (Law 78B)")

    def open_conventions(self) -> QDialog:
        # deferred: not loaded before the window's first paint (start-up)
        from tddesk.ui.dialogs.stages.conventions_dialog import ConventionsDialog

        dialog = ConventionsDialog(self.session, stage_id=self.stage_id, parent=self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def _one_day_rows(self, view: StageView) -> list[tuple[str, str]]:
        """A semifinal or a final: its day at its venue, the A7 shift and the fee charged (F2)."""
        form, profile = view.form, self.session.tournament.profile
        halves = self.tr("one session") if form.halves == 1 else self.tr("two halves")
        rows = [
            (self.tr("Teams:"), str(len(view.team_ids))),
            (
                self.tr("Boards per match:"),
                self.tr("{boards}, {halves}").format(boards=form.boards_per_match, halves=halves),
            ),
            (self.tr("Playing time per half (H4):"), view.playing_time),
        ]
        offset = venue_offset(self.session, self.stage_id, form.kind)
        if offset is not None:
            day = day_timetable(self.session.tournament, self.stage_id)
            date = day.days[0].date.isoformat() if day.days and day.days[0].date else "–"
            rows += [
                (self.tr("Venue:"), self.tr("{venue}, {date}").format(venue=day.venue or "–", date=date)),
                (self.tr("Time shift (A7):"), offset_text(offset)),
            ]
        rows += [
            (self.tr("Table fee:"), table_fee_text(self.session, form.kind)),
            (self.tr("VP for a bye (H7):"), numbers.vp(heat_rules.bye_vp(profile, form.bye_vp))),
            self._imp_cap_row(),
        ]
        return rows

    def _heat_rows(self, view: StageView) -> list[tuple[str, str]]:
        form, profile = view.form, self.session.tournament.profile
        halves = self.tr("one session") if form.halves == 1 else self.tr("two halves")
        return [
            (self.tr("Teams:"), str(len(view.team_ids))),
            (
                self.tr("Boards per match:"),
                self.tr("{boards}, {halves}").format(boards=form.boards_per_match, halves=halves),
            ),
            (self.tr("Playing time per half (H4):"), view.playing_time),
            (self.tr("Match format (H2):"), format_name(form.format)),
            (self.tr("Boards dealt at the table:"), self.tr("yes") if form.dealt_at_table else self.tr("no")),
            (self.tr("Table fee:"), numbers.fixed(form.table_fee, 2) + " kr" if form.table_fee is not None else "—"),
            (self.tr("VP for a bye (H7):"), numbers.vp(heat_rules.bye_vp(profile, form.bye_vp))),
            (self.tr("Heat manager:"), ", ".join(part for part in (form.manager, form.phone, form.email) if part)),
            *self._sm_rows(form),
            self._imp_cap_row(),
        ]

    def _sm_rows(self, form: StageForm) -> list[tuple[str, str]]:
        """VP3 and S5 settings of an SM stage."""
        if form.kind not in SM_KINDS or form.kind == StageKind.SM_KNOCKOUT:  # a knockout has no VP
            return []
        rows = [
            (
                self.tr("VP scale (VP3):"),
                self.tr("25-0 table of the regulation profile")
                if form.vp_scale == "table-25"
                else self.tr("WBF continuous 20-0"),
            )
        ]
        if form.kind == StageKind.SM_VETERAN:
            policies = {
                "avoid": self.tr("avoided where possible"),
                "never": self.tr("never"),
                "allow": self.tr("allowed"),
                None: self.tr("as the profile says"),
            }
            rows.append((self.tr("Repeat opponents (S5):"), policies[form.repeat_policy]))
        return rows

    def open_dialog(self) -> QDialog:
        view = stage_view(self.session.tournament, self.stage_id)
        if view.form.kind in SM_KINDS:
            # deferred: not loaded before the window's first paint (start-up)
            from tddesk.ui.dialogs.stages.sm_stage_dialog import SmStageDialog

            dialog = SmStageDialog(self.session, self, self.stage_id)
            dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            dialog.open()
            return dialog
        settings: HeatSettingsDialog | CentralDaySettingsDialog
        if view.form.kind in ONE_DAY_KINDS:  # a semifinal or a final: no heat manager, no days between rounds
            settings = CentralDaySettingsDialog(self.session, self.stage_id, self)
        else:
            settings = HeatSettingsDialog(self.session, self.stage_id, self)
        settings.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        settings.open()
        return settings

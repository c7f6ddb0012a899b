"""An SM stage (S2, S5, VP3): a new SM semifinal, SM final or SM Lag Veteran, or an SM stage's
settings — its boards and halves, the VP scale and, for SM Lag Veteran, the repeat policy.

The defaults follow the regulations: semifinal and final 24 boards in two halves of 12 (S2). SM Lag
Veteran's match length follows its number of entries (S5: 14, 10, 8 or 7 boards, Gröna Hissen 7)
and is set when the schedule is made or round 1 is paired, so the dialog does not ask for it. The VP
scale is the continuous 20-0 or the profile's 25-0 table (VP3, only when the profile has one).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tddesk.ids import StageId
from tddesk.rules.entry_limits import MAX_NAME_LENGTH
from tddesk.rules.stage_kinds import StageKind
from tddesk.services.errors import ServiceError
from tddesk.services.stages import StageForm, create_stage, stage_view, update_stage, with_changes
from tddesk.ui.formatting import ERROR_STYLE
from tddesk.ui.retranslating import Retranslating
from tddesk.ui.session import UiSession

DEFAULTS = {
    StageKind.SM_SEMIFINAL: (24, 2),
    StageKind.SM_FINAL: (24, 2),
    StageKind.SM_VETERAN: (7, 1),
    StageKind.SM_KNOCKOUT: (20, 2),
}


class SmStageDialog(Retranslating, QDialog):
    def __init__(self, session: UiSession, parent: QWidget | None = None, stage_id: StageId | None = None):
        super().__init__(parent)
        self.setObjectName("smStageDialog")
        self.session = session
        self.stage_id = stage_id
        self.existing = stage_view(session.tournament, stage_id).form if stage_id else None
        self.name_edit = QLineEdit(self)
        self.name_edit.setMaxLength(MAX_NAME_LENGTH)
        self.name_edit.setObjectName("smStageName")
        self.kind_combo = QComboBox(self)
        self.kind_combo.setObjectName("smStageKind")
        self.kind_combo.setEnabled(self.existing is None)
        self.boards_spin = QSpinBox(self)
        self.boards_spin.setObjectName("smStageBoards")
        self.boards_spin.setRange(1, 64)
        self.halves_spin = QSpinBox(self)
        self.halves_spin.setObjectName("smStageHalves")
        self.halves_spin.setRange(1, 2)
        self.vp_scale_combo = QComboBox(self)
        self.vp_scale_combo.setObjectName("smStageVpScale")
        self.repeat_combo = QComboBox(self)
        self.repeat_combo.setObjectName("smStageRepeatPolicy")
        self.note_label = QLabel(self)
        self.note_label.setObjectName("smStageNote")
        self.note_label.setWordWrap(True)
        fields = (
            self.name_edit,
            self.kind_combo,
            self.boards_spin,
            self.halves_spin,
            self.vp_scale_combo,
            self.repeat_combo,
        )
        self.captions = [QLabel(self) for _ in fields]
        self.form_layout = QFormLayout()
        for caption, field in zip(self.captions, fields):
            caption.setBuddy(field)
            self.form_layout.addRow(caption, field)
        self.error_label = QLabel(self)
        self.error_label.setStyleSheet(ERROR_STYLE)
        self.error_label.setWordWrap(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel, self
        )
        layout = QVBoxLayout(self)
        layout.addLayout(self.form_layout)
        layout.addWidget(self.note_label)
        layout.addWidget(self.error_label)
        layout.addWidget(self.buttons)
        self.kind_combo.currentIndexChanged.connect(self._defaults)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.retranslate()
        if self.existing is None:
            self._defaults()
        else:
            self._show(self.existing)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("SM stage settings") if self.existing else self.tr("New SM stage"))
        for caption, text in zip(
            self.captions,
            (
                self.tr("&Name:"),
                self.tr("&Kind:"),
                self.tr("&Boards per match:"),
                self.tr("&Halves:"),
                self.tr("&VP scale:"),
                self.tr("&Repeat opponents:"),
            ),
        ):
            caption.setText(text)
        kinds = [
            (StageKind.SM_SEMIFINAL, self.tr("SM Lag semifinal (6 teams, S2)")),
            (StageKind.SM_FINAL, self.tr("SM Lag final (10 teams, S2)")),
            (StageKind.SM_VETERAN, self.tr("SM Lag Veteran (S5)")),
        ]
        if self.existing is not None and self.existing.kind == StageKind.SM_KNOCKOUT:
            kinds.append((StageKind.SM_KNOCKOUT, self.tr("SM Lag Veteran knockout (S5)")))
        self._fill(self.kind_combo, kinds)
        scales: list[tuple[str | None, str]] = [(None, self.tr("WBF continuous 20-0"))]
        if self._has_table_25() or (self.existing is not None and self.existing.vp_scale == "table-25"):
            scales.append(("table-25", self.tr("25-0 table of the regulation profile (VP3)")))
        self._fill(self.vp_scale_combo, scales)
        self._fill(
            self.repeat_combo,
            [
                (
                    None,
                    self.tr("As the profile says ({policy})").format(policy=self.policy_name(self._profile_policy())),
                ),
                *((policy, self.policy_name(policy)) for policy in ("avoid", "never", "allow")),
            ],
        )
        self._update_note()

    def policy_name(self, policy: str) -> str:
        return {
            "avoid": self.tr("avoid: the fewest repeats when they cannot be avoided"),
            "never": self.tr("never: refuse to pair such a round"),
            "allow": self.tr("allow: by the standings alone"),
        }[policy]

    def _profile_policy(self) -> str:
        sm = self.session.tournament.profile.sm
        return sm.swiss_repeat_policy if sm is not None else "avoid"

    def _has_table_25(self) -> bool:
        sm = self.session.tournament.profile.sm
        return sm is not None and bool(sm.vp_table_25)

    @staticmethod
    def _fill(combo: QComboBox, items: Sequence[tuple[Any, str]]) -> None:
        current = combo.currentData()
        combo.blockSignals(True)
        combo.clear()
        for data, text in items:
            combo.addItem(text, data)
        combo.setCurrentIndex(max(0, combo.findData(current)) if current is not None else 0)
        combo.blockSignals(False)

    def _show(self, form: StageForm) -> None:
        self.name_edit.setText(form.name)
        self.kind_combo.setCurrentIndex(max(0, self.kind_combo.findData(form.kind)))
        self.boards_spin.setValue(form.boards_per_match)
        self.halves_spin.setValue(form.halves)
        self.vp_scale_combo.setCurrentIndex(max(0, self.vp_scale_combo.findData(form.vp_scale)))
        self.repeat_combo.setCurrentIndex(max(0, self.repeat_combo.findData(form.repeat_policy)))
        self._update_note()

    def _defaults(self) -> None:
        boards, halves = DEFAULTS[self.kind_combo.currentData()]
        self.boards_spin.setValue(boards)
        self.halves_spin.setValue(halves)
        self._update_note()

    def _update_note(self) -> None:
        veteran = self.kind_combo.currentData() == StageKind.SM_VETERAN
        # S5 fixes the veteran match length by the entries; the knockout's rounds have their own.
        fixed = veteran or self.kind_combo.currentData() == StageKind.SM_KNOCKOUT
        self.boards_spin.setEnabled(not fixed)
        self.halves_spin.setEnabled(not fixed)
        self.repeat_combo.setEnabled(veteran)
        self.form_layout.setRowVisible(self.repeat_combo, veteran)
        # A knockout is decided by IMPs: no VP scale to choose.
        self.form_layout.setRowVisible(self.vp_scale_combo, self.kind_combo.currentData() != StageKind.SM_KNOCKOUT)
        self.note_label.setText(
            self.tr(
                "S5: the number of entries decides the match length — at most 8 teams 14 boards, 9-10 teams 10, "
                "11-13 teams 8, 14-16 teams 7, more than 16 Gröna Hissen with 7 — set when the schedule is made "
                "or round 1 is paired."
            )
            if veteran
            else ""
        )

    def form(self) -> StageForm:
        values = {
            "name": self.name_edit.text(),
            "boards_per_match": self.boards_spin.value(),
            "halves": self.halves_spin.value(),
            "vp_scale": self.vp_scale_combo.currentData(),
            "repeat_policy": self.repeat_combo.currentData(),
        }
        if self.existing is not None:
            return with_changes(self.existing, **values)
        return StageForm(kind=self.kind_combo.currentData(), format=None, **values)

    def accept(self) -> None:
        try:
            if self.existing is None:
                self.stage_id = self.session.perform(self.tr("New SM stage"), create_stage, self.form()).value
            else:
                assert self.stage_id is not None  # an existing stage was opened by its id
                self.session.perform(
                    self.tr("Settings of {name}").format(name=self.existing.name),
                    update_stage,
                    self.stage_id,
                    self.form(),
                )
        except ServiceError as error:
            self.error_label.setText(str(error))
            return
        super().accept()

"""S5: the SM Lag Veteran knockout page — the bracket round by round, whose turn it is to choose an
opponent and among whom, the choices recorded (who entered them, when), and the medals.

Results are entered in the rounds' own pages (Round 1…4 in the tree). Recording a choice and
creating the final are undoable actions through ``session.perform``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from tddesk.ids import StageId, TeamId
from tddesk.services.errors import ServiceError
from tddesk.services.knockout import choose_opponent, create_final_round, knockout_view
from tddesk.services.medals import medal_eligibility
from tddesk.ui.formatting import ERROR_STYLE
from tddesk.ui.retranslating import Retranslating
from tddesk.ui.session import UiSession
from tddesk.ui.views.live import LiveView
from tddesk.ui.views.medal_text import medal_eligibility_text
from tddesk.ui.widgets.row_table import Column, RowTableModel, row_table

if TYPE_CHECKING:
    from tddesk.services.knockout import KnockoutMatchView
    from tddesk.services.knockout import KnockoutView as Bracket
    from tddesk.services.tournament import Change

BracketRow = tuple[int, "KnockoutMatchView"]  # (round number, match)


class KnockoutView(LiveView, Retranslating, QWidget):
    def __init__(self, session: UiSession, stage_id: StageId, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("knockoutView")
        self.session = session
        self.stage_id = stage_id
        self.view: Bracket | None = None
        self.title_label = QLabel(self)
        font = self.title_label.font()
        font.setBold(True)
        self.title_label.setFont(font)
        self.title_label.setWordWrap(True)
        self.turn_label = QLabel(self)
        self.turn_label.setObjectName("choiceTurn")
        self.turn_label.setWordWrap(True)
        self.candidates = QComboBox(self)
        self.candidates.setObjectName("choiceCandidates")
        self.turn_label.setBuddy(self.candidates)
        self.choose_button = QPushButton(self)
        self.choose_button.setObjectName("recordChoice")
        self.final_button = QPushButton(self)
        self.final_button.setObjectName("createFinal")
        self.choices_label = QLabel(self)
        self.choices_label.setObjectName("choicesMade")
        self.choices_label.setWordWrap(True)
        self.medals_label = QLabel(self)
        self.medals_label.setObjectName("medals")
        self.eligibility_label = QLabel(self)
        self.eligibility_label.setObjectName("medalEligibility")
        self.eligibility_label.setWordWrap(True)
        self.message_label = QLabel(self)
        self.message_label.setStyleSheet(ERROR_STYLE)
        self.message_label.setWordWrap(True)
        self.model: RowTableModel[BracketRow] = RowTableModel(parent=self)
        self.table = row_table(self, "bracket", self.model, sortable=False, stretch_last=False, select_rows=False)

        choice = QHBoxLayout()
        choice.addWidget(self.turn_label, 1)
        choice.addWidget(self.candidates)
        choice.addWidget(self.choose_button)
        choice.addWidget(self.final_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title_label)
        layout.addLayout(choice)
        layout.addWidget(self.message_label)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.choices_label)
        layout.addWidget(self.medals_label)
        layout.addWidget(self.eligibility_label)
        self.choose_button.clicked.connect(self.record_choice)
        self.final_button.clicked.connect(self.create_final)
        session.changed.connect(self.on_change)
        self.retranslate()

    def retranslate(self) -> None:
        self.choose_button.setText(self.tr("&Record choice"))
        self.final_button.setText(self.tr("Create &final and bronze match"))
        self.refresh()

    def columns(self, names: dict[TeamId, str]) -> tuple[Column[BracketRow], ...]:
        """The bracket, round by round (S5); the bronze match is the final round's second."""

        def label(item: BracketRow) -> str:
            number, match = item
            return self.tr("Bronze") if number == 4 and match.number == 2 else str(match.number)

        return (
            Column(self.tr("Round"), lambda item: self.round_name(item[0])),
            Column(self.tr("Match"), label),
            Column(self.tr("Home"), lambda item: names[item[1].home]),
            Column(self.tr("Away"), lambda item: names[item[1].away]),
            Column(
                self.tr("IMP"),
                lambda item: f"{item[1].home_imps}–{item[1].away_imps}" if item[1].home_imps is not None else "",
            ),
            Column(self.tr("Winner"), lambda item: names.get(item[1].winner, "")),
        )

    def round_name(self, number: int) -> str:
        return (self.tr("Round of 16"), self.tr("Quarterfinal"), self.tr("Semifinal"), self.tr("Final / bronze"))[
            number - 1
        ]

    def refresh(self, _change: Change | None = None) -> None:
        try:
            self.view = view = knockout_view(self.session.tournament, self.stage_id)
        except ServiceError as error:
            self.message_label.setText(str(error))
            return
        names = view.names
        self.title_label.setText(
            self.tr("Knockout of 16 (S5): R16, QF and SF 20 boards, final and bronze match 24 boards, two halves each")
        )
        self.model.set_rows(
            [(number, match) for number, matches in enumerate(view.rounds, start=1) for match in matches],
            self.columns(names),
        )
        self.candidates.clear()
        if view.turn is not None:
            self.turn_label.setText(
                self.tr("{round}: {team} chooses its opponent among:").format(
                    round=self.round_name(view.turn.round_number), team=names[TeamId(view.turn.chooser)]
                )
            )
            for team in view.turn.candidates:
                self.candidates.addItem(names[TeamId(team)], team)
        elif view.next_round == 4:
            self.turn_label.setText(self.tr("The semifinals are decided: create the final and the bronze match."))
        else:
            self.turn_label.setText(view.problem or (self.tr("The knockout is decided.") if view.medals else ""))
        writable = not self.session.read_only
        self.candidates.setVisible(view.turn is not None)
        self.choose_button.setVisible(view.turn is not None)
        self.choose_button.setEnabled(writable)
        self.final_button.setVisible(view.next_round == 4)
        self.final_button.setEnabled(writable)
        self.choices_label.setText(
            "\n".join(
                self.tr("{round}: {chooser} chose {chosen} (entered by {by} at {at})").format(
                    round=self.round_name(choice.round_number),
                    chooser=names[choice.chooser],
                    chosen=names[choice.chosen],
                    by=choice.chosen_by,
                    at=choice.chosen_at.strftime("%Y-%m-%d %H:%M"),
                )
                for choice in view.choices
            )
        )
        self.medals_label.setText(
            self.tr("Gold: {gold} · Silver: {silver} · Bronze: {bronze}").format(
                gold=names[view.medals[0]], silver=names[view.medals[1]], bronze=names[view.medals[2]]
            )
            if view.medals
            else ""
        )
        medal_teams = medal_eligibility(self.session.tournament, self.stage_id)
        self.eligibility_label.setText(medal_eligibility_text(medal_teams))
        self.message_label.clear()
        self._stale = False

    def record_choice(self) -> None:
        if self.view is None or self.view.turn is None or self.candidates.currentIndex() < 0:
            return
        chooser = TeamId(self.view.turn.chooser)
        try:
            text = self.tr("Choice of opponent: {chooser} chose {chosen}").format(
                chooser=self.view.names[chooser], chosen=self.candidates.currentText()
            )
            self.session.perform(text, choose_opponent, self.stage_id, chooser, self.candidates.currentData())
        except ServiceError as error:
            self.message_label.setText(str(error))

    def create_final(self) -> None:
        try:
            self.session.perform(self.tr("Create the final"), create_final_round, self.stage_id)
        except ServiceError as error:
            self.message_label.setText(str(error))

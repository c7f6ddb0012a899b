"""What the ruling dialogs share: the stage's matches and teams as pickers, rule texts with the
UI's decimal sign, and the dialog frame whose OK saves one undoable action.

``RulingDialog.accept`` calls the subclass's ``save()``; a ServiceError stays in the dialog in
the service's words (nothing was saved) and the dialog remains open for a correction.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from typing import TYPE_CHECKING, Any, TypeVar

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tddesk import numbers
from tddesk.i18n import translate
from tddesk.ids import MatchId, StageId, TeamId
from tddesk.rules.findings import Finding
from tddesk.rules.scoring import PenaltyFacts
from tddesk.services.errors import ServiceError
from tddesk.services.schedule import schedule_view
from tddesk.services.standings import stage_facts
from tddesk.ui.formatting import ERROR_STYLE
from tddesk.ui.widgets.row_table import Column, RowTableModel, row_table
from tddesk.ui.widgets.screen_fit import keep_contents_whole, room_on_screen

if TYPE_CHECKING:
    from tddesk.services.exclusions import StruckResultRow
    from tddesk.services.tournament import Change, Tournament
    from tddesk.ui.session import UiSession

Result = TypeVar("Result")

DASH = "–"


def decimal_text(value: Decimal) -> str:
    """The number exactly as the rules give it (0.5 stays 0,5; 3.00 stays 3,00), with the UI's decimal sign."""
    return numbers.exact(value)


def finding_text(finding: Finding) -> str:
    """A rule's explanation in the TD's language, its numbers with the UI's decimal sign, e.g.
    "P1: 12 minutes late: 3 started 5-minute periods → 3,00 VP"."""
    return finding.text(translate)


def parse_vp(text: str) -> Decimal:
    """VP typed with a decimal comma or point; ValueError when it is not a number."""
    cleaned = text.strip().replace(" ", "").replace(",", ".").replace("\u2212", "-")
    try:
        value = Decimal(cleaned)
    except InvalidOperation:
        raise ValueError(text) from None
    if not value.is_finite():
        raise ValueError(text)
    return value


@dataclass(frozen=True)
class MatchChoice:
    """A match of the stage as the pickers offer it, with what decides whether it can be ruled on."""

    id: MatchId
    round: int
    home: TeamId
    away: TeamId
    home_name: str
    away_name: str
    date: dt.date | None
    has_result: bool  # IMPs are entered (a walkover needs a match without them)
    walkover: bool  # already ruled a walkover
    struck: bool  # a team of the match is excluded

    def teams(self) -> list[tuple[TeamId, str]]:
        return [(self.home, self.home_name), (self.away, self.away_name)]


def stage_matches(tournament: Tournament, stage_id: StageId) -> list[MatchChoice]:
    """Every match of the stage in playing order, from the schedule and the stage's facts."""
    facts = stage_facts(tournament, stage_id)
    with_result = {match.id for match in facts.matches if match.halves}
    walkovers = {match_id for match_id, _ in facts.walkovers}
    choices = []
    for round_ in schedule_view(tournament, stage_id).rounds:
        for slot in round_.matches:
            choices.append(
                MatchChoice(
                    slot.id,
                    slot.round,
                    slot.home,
                    slot.away,
                    slot.home_name,
                    slot.away_name,
                    slot.date,
                    slot.id in with_result,
                    slot.id in walkovers,
                    bool({slot.home, slot.away} & facts.excluded),
                )
            )
    return choices


def stage_teams(tournament: Tournament, stage_id: StageId) -> list[tuple[TeamId, str, bool]]:
    """(id, name, excluded) of the stage's teams, in stage order."""
    facts = stage_facts(tournament, stage_id)
    return [(TeamId(team), name, team in facts.excluded) for team, name in facts.teams]


def penalty_of(tournament: Tournament, stage_id: StageId, penalty_id: str) -> PenaltyFacts:
    """The stored facts of a penalty ruling, to reopen it for a correction."""
    found = next((p for p in stage_facts(tournament, stage_id).penalties if p.id == penalty_id), None)
    if found is None:
        raise ServiceError(translate("Rulings", "There is no ruling {ruling}.").format(ruling=penalty_id))
    return found


READABLE_WIDTH = 560  # pixels: a ruling dialog reads its explanation in lines of words


class MatchCombo(QComboBox):
    """Chooses a match; its data is the MatchChoice (or None for the optional "no match" entry)."""

    def set_matches(
        self, matches: Iterable[MatchChoice], selected: MatchId | None = None, none_text: str | None = None
    ) -> None:
        self.blockSignals(True)
        self.clear()
        if none_text is not None:
            self.addItem(none_text, None)
        for match in matches:
            self.addItem(self.match_label(match), match)
        self.blockSignals(False)
        self.select(selected)

    def match_label(self, match: MatchChoice) -> str:
        return self.tr("Round {round}: {home} – {away}").format(
            round=match.round, home=match.home_name, away=match.away_name
        )

    def select(self, match_id: MatchId | None) -> None:
        for index in range(self.count()):
            choice = self.itemData(index)
            if (choice.id if choice else None) == match_id:
                self.setCurrentIndex(index)
                return
        self.setCurrentIndex(0 if self.count() else -1)

    def current(self) -> MatchChoice | None:
        choice: MatchChoice | None = self.currentData()
        return choice


class TeamCombo(QComboBox):
    """Chooses a team; its data is the team id."""

    def set_teams(self, teams: Sequence[tuple[TeamId, str]], selected: TeamId | None = None) -> None:
        self.blockSignals(True)
        self.clear()
        for team, name in teams:
            self.addItem(name, team)
        self.blockSignals(False)
        index = self.findData(selected) if selected is not None else -1
        self.setCurrentIndex(index if index >= 0 else (0 if self.count() else -1))

    def current_id(self) -> TeamId | None:
        team: TeamId | None = self.currentData()
        return team


def _struck_columns(headers: Sequence[str] = ("", "", "", "")) -> tuple[Column[tuple[StruckResultRow, str]], ...]:
    """Rows: (StruckResultRow, the word for "provisional")."""
    round_, opponent, vp, imps = headers
    return (
        Column(round_, lambda row: str(row[0].round), number=True, sort_key=lambda row: row[0].round),
        Column(opponent, lambda row: row[0].opponent_name),
        Column(
            vp,
            lambda row: numbers.vp(row[0].opponent_vp) + (f" ({row[1]})" if row[0].provisional else ""),
            number=True,
            sort_key=lambda row: row[0].opponent_vp,
        ),
        Column(imps, lambda row: f"{row[0].opponent_imps_won}–{row[0].opponent_imps_lost}", number=True),
    )


def struck_table(parent: QWidget) -> QTableView:
    """Round, opponent, and what the opponent loses: VP and IMPs won/lost (walkover W5 and exclusion P5)."""
    table = row_table(parent, "struck", RowTableModel(_struck_columns(), parent), stretch_last=False)
    table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
    return table


def name_struck_columns(table: QTableView, headers: Sequence[str]) -> None:
    """The headers of a ``struck_table`` (round, opponent, VP it loses, IMPs it loses), translated by its dialog."""
    model = table.model()
    assert isinstance(model, RowTableModel)  # struck_table made it
    model.set_columns(_struck_columns(headers))


def fill_struck(table: QTableView, struck: Iterable[StruckResultRow], provisional_text: str) -> None:
    """One row per StruckResultRow; a walkover value still provisional (W2) is marked."""
    model = table.model()
    assert isinstance(model, RowTableModel)  # struck_table made it
    model.set_rows([(result, provisional_text) for result in struck])


def perform_grouped(session: UiSession, text: str, actions: Sequence[Callable[[], Result]]) -> list[Result]:
    """Run several ``session.perform`` calls as one undo step: all are kept, or (on a ServiceError)
    the ones already saved are taken back and the step leaves no trace on the undo stack."""
    if len(actions) == 1:
        return [actions[0]()]
    stack = session.undo_stack
    changes: list[Result] = []
    stack.beginMacro(text)
    try:
        for action in actions:
            changes.append(action())
    except ServiceError:
        stack.endMacro()
        macro = stack.command(stack.index() - 1)
        if changes:
            stack.undo()  # the saved part is undone through the services
        macro.setObsolete(True)  # Qt drops an obsolete command instead of running it
        if changes:
            stack.redo()
        else:
            stack.undo()
        raise
    stack.endMacro()
    return changes


class RulingDialog(QDialog):
    """The frame of a ruling dialog: fields in a form, the rule's outcome below them, a message
    line for a refusal, OK/Cancel. Subclasses fill ``form``, define ``save()`` (one undoable
    action through the session, returning its Change), ``retranslate()`` and ``update_preview()``."""

    def __init__(self, session: UiSession, stage_id: StageId, parent: QWidget | None = None):
        super().__init__(parent)
        self.session = session
        self.stage_id = stage_id
        self.profile = session.tournament.profile
        self.change: Change | None = None  # the saved action, once OK succeeded
        self.form = QFormLayout()
        self.captions: dict[str, QLabel] = {}
        self._ready = False
        self.outcome_label = QLabel(self)
        self.outcome_label.setObjectName("outcome")
        self.outcome_label.setWordWrap(True)
        self.outcome_label.setTextFormat(Qt.TextFormat.PlainText)
        self.outcome_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.error_label = QLabel(self)
        self.error_label.setObjectName("error")
        self.error_label.setWordWrap(True)
        self.error_label.setTextFormat(Qt.TextFormat.PlainText)
        self.error_label.setStyleSheet(ERROR_STYLE)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.layout_ = QVBoxLayout(self)
        self.layout_.addLayout(self.form)

    def finish_layout(self, *extra: QWidget) -> None:
        """Put the outcome, any ``extra`` widgets, the message line and the buttons under the form."""
        self.layout_.addWidget(self.outcome_label)
        for widget in extra:
            self.layout_.addWidget(widget)
        self.layout_.addWidget(self.error_label)
        self.layout_.addWidget(self.buttons)
        # Wide enough to read a rule's explanation in lines, not a column of words (W.O.'s three
        # candidates were cut at 300 pixels); never wider than the screen.
        self.setMinimumWidth(min(READABLE_WIDTH, room_on_screen(self).width()))
        self._ready = True
        if self.session.read_only:
            self.ok_button.setEnabled(False)
            self.error_label.setText(self.tr("The file is open read-only; nothing can be changed."))

    def show_outcome(self, text: str, *, refused: bool = False) -> None:
        """What the rule makes of the fields as typed; a refused preview in the message colour."""
        self.outcome_label.setStyleSheet(ERROR_STYLE if refused else "")
        self.outcome_label.setText(text)

    @property
    def ok_button(self) -> QPushButton:
        return self.buttons.button(QDialogButtonBox.StandardButton.Ok)

    def add_row(self, name: str, field: QWidget, form: QFormLayout | None = None) -> None:
        """A row of ``form`` (default: the dialog's) whose caption ``self.captions[name]`` is set in
        ``retranslate``."""
        label = QLabel(self)
        label.setBuddy(field)
        self.captions[name] = label
        (form or self.form).addRow(label, field)

    def accept(self) -> None:
        self.error_label.clear()
        try:
            self.change = self.save()
        except ServiceError as error:
            self.error_label.setText(str(error))
            return
        if self.change is not None:
            super().accept()

    def save(self) -> Change | None:
        """The ruling as one undoable action through the session (None: nothing to save)."""
        raise NotImplementedError

    def retranslate(self) -> None:
        raise NotImplementedError

    def update_preview(self) -> None:
        raise NotImplementedError

    def perform(self, text: str, service: Callable[..., Change], *args: Any, **kwargs: Any) -> Change:
        return self.session.perform(text, service, *args, **kwargs)

    def event(self, event: QEvent) -> bool:
        handled = super().event(event)
        if event.type() == QEvent.Type.LayoutRequest and self.__dict__.get("_ready"):
            keep_contents_whole(self)  # a longer explanation or a second table: grow, never squash
        return handled

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange and self.__dict__.get("_ready"):
            self.retranslate()
            self.update_preview()
        super().changeEvent(event)

"""Who played each half of the selected match (H5, T3), picked from the team's list by MID.

Each half and team has four editable combo boxes offering the roster as "MID Name"; they start
with the saved line-up, else the team's previous one. A MID that is not on the list can be typed:
saving then asks whether to add the player to the team (T1, T2 and T4 may still refuse, in words).
Unauthorised players (P3: unpaid, a 7th/8th member without dispensation) carry a warning icon
whose tooltip gives the reason; they are flagged for the rulings.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from tddesk.i18n import translate
from tddesk.ids import MatchId
from tddesk.rules.lineup_eligibility import UNAUTHORISED_CODES
from tddesk.services.areas import Area
from tddesk.services.errors import ServiceError
from tddesk.services.lineup_views import MatchLineupsView, SideLineup, round_lineups
from tddesk.services.lineups import SIDES, NotOnRoster, set_lineup
from tddesk.services.teams import team_views
from tddesk.ui.formatting import ERROR_STYLE
from tddesk.ui.views.live import LiveView

if TYPE_CHECKING:
    from tddesk.rules.eligibility import Player
    from tddesk.services.tournament import Change
    from tddesk.ui.session import UiSession

Roster = tuple["Player", ...]

SEATS = 4
FLAG_SIZE = 16


def player_text(mid: str, name: str) -> str:
    return f"{mid} {name}"


class SideLineupEditor(QGroupBox):
    """The four players of one team in one half."""

    def __init__(self, panel: LineupPanel, half: int, side: str):
        super().__init__(panel)
        self.setObjectName(f"lineup_{half}_{side}")
        self.half, self.side = half, side
        self._panel = panel
        # the saved line-up, the suggested one and the roster last shown (their MIDs)
        self._shown: tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]] | None = None
        self.team_name = ""
        self._reasons: dict[str, str] = {}
        self.combos: list[QComboBox] = []
        self.flags: list[QLabel] = []
        grid = QGridLayout()
        warning = self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning).pixmap(FLAG_SIZE, FLAG_SIZE)
        for seat in range(SEATS):
            combo = QComboBox(self)
            combo.setEditable(True)
            combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
            combo.setMinimumContentsLength(18)
            combo.currentTextChanged.connect(self._update_flags)
            line_edit = combo.lineEdit()
            assert line_edit is not None  # an editable combo has its line edit
            line_edit.returnPressed.connect(self._save)
            flag = QLabel(self)
            flag.setPixmap(warning)
            flag.setFixedWidth(FLAG_SIZE + 4)
            flag.setVisible(False)
            grid.addWidget(flag, seat, 0)
            grid.addWidget(combo, seat, 1)
            self.combos.append(combo)
            self.flags.append(flag)
        self.save_button = QPushButton(self)
        self.save_button.clicked.connect(self._save)
        self.status_label = QLabel(self)
        # Wraps: on one line "Ej sparad; förslag: förra uppställningen." and the button made the
        # two panels too wide for a 1280-pixel screen beside the tree and the standings dock.
        self.status_label.setWordWrap(True)
        self.notes_label = QLabel(self)
        self.notes_label.setWordWrap(True)
        self.message_label = QLabel(self)
        self.message_label.setObjectName("inputMessage")
        self.message_label.setWordWrap(True)
        self.message_label.setStyleSheet(ERROR_STYLE)
        buttons = QHBoxLayout()
        buttons.addWidget(self.status_label, 1)
        buttons.addWidget(self.save_button)
        layout = QVBoxLayout(self)
        layout.addLayout(grid)
        layout.addLayout(buttons)
        layout.addWidget(self.notes_label)
        layout.addWidget(self.message_label)
        # No mnemonic: Alt+S opens the Print menu (Skriv ut), and each team of each half has a button.
        self.save_button.setText(self.tr("Save line-up (Enter)"))
        self.save_button.setEnabled(not panel.session.read_only)

    def show_side(self, lineup: SideLineup, roster: Roster) -> None:
        """Show the saved line-up (else the suggestion); keep the TD's unsaved picks when nothing
        about this side changed."""
        self.team_name = lineup.team_name
        where = self.tr("home") if self.side == "home" else self.tr("away")
        self.setTitle(self.tr("{team} ({side}), half {half}").format(team=lineup.team_name, side=where, half=self.half))
        saved = tuple(player.mid for player in lineup.players)
        shown = (saved, lineup.suggested, tuple(player.mid for player in roster))
        self._reasons = self._unauthorised_reasons(lineup)
        if shown != self._shown:
            self._shown = shown
            names = {player.mid: player.name for player in roster}
            names.update({player.mid: player.name for player in lineup.players})
            picks = saved or lineup.suggested or tuple(player.mid for player in roster[:SEATS])
            for seat, combo in enumerate(self.combos):
                combo.blockSignals(True)
                combo.clear()
                for player in roster:
                    combo.addItem(player_text(player.mid, player.name), player.mid)
                mid = picks[seat] if seat < len(picks) else ""
                # On the player's own entry, so Up and Down walk the roster from the player shown.
                combo.setCurrentIndex(combo.findData(mid))
                combo.setEditText(player_text(mid, names[mid]) if mid in names else mid)
                combo.blockSignals(False)
        if saved:
            self.status_label.setText(self.tr("Saved."))
        elif lineup.suggested:
            self.status_label.setText(self.tr("Not saved; suggested: the previous line-up."))
        else:
            self.status_label.setText(self.tr("Not saved yet."))
        self.notes_label.setText("\n".join(finding.text(translate) for finding in lineup.findings))
        self.notes_label.setVisible(bool(lineup.findings))
        self._update_flags()

    def forget_picks(self) -> None:
        """The next ``show_side`` starts from the saved line-up or the suggestion again."""
        self._shown = None

    def _unauthorised_reasons(self, lineup: SideLineup) -> dict[str, str]:
        reasons: dict[str, list[str]] = {}
        for finding in lineup.findings:
            if finding.code in UNAUTHORISED_CODES:
                reasons.setdefault(finding.params["mid"], []).append(finding.text(translate))
        return {player.mid: "\n".join(reasons.get(player.mid, ())) for player in lineup.players if player.unauthorised}

    def _update_flags(self) -> None:
        for combo, flag in zip(self.combos, self.flags):
            reason = self._reasons.get(self.chosen_mid(combo))
            flag.setVisible(reason is not None)
            flag.setToolTip(
                self.tr("Unauthorised player, flagged for rulings (P3):\n{reason}").format(reason=reason)
                if reason is not None
                else ""
            )

    @staticmethod
    def chosen_mid(combo: QComboBox) -> str:
        """The MID of the chosen roster entry, or the MID typed in."""
        text = combo.currentText().strip()
        found = combo.findText(text, Qt.MatchFlag.MatchExactly)
        if found >= 0:
            mid: str = combo.itemData(found)
            return mid
        return text.split()[0] if text else ""

    def chosen_mids(self) -> list[str]:
        return [self.chosen_mid(combo) for combo in self.combos]

    def unauthorised_flags(self) -> dict[str, str]:
        """MID → tooltip of every flagged seat (what the TD sees on hover)."""
        return {
            self.chosen_mid(combo): flag.toolTip()
            for combo, flag in zip(self.combos, self.flags)
            if not flag.isHidden()
        }

    def show_message(self, text: str) -> None:
        self.message_label.setText(text)

    def _save(self) -> None:
        self._panel.save(self.half, self.side)


class LineupPanel(LiveView, QWidget):
    """The line-ups of one match, per half and team; ``set_match`` chooses the match."""

    AREAS = frozenset(
        {Area.CHAMPIONSHIP, Area.MEMBERS, Area.TEAMS, Area.ROSTERS, Area.STAGES, Area.SCHEDULE, Area.LINEUPS}
    )

    def __init__(self, session: UiSession, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("lineupPanel")
        self.session = session
        self.match_id: MatchId | None = None
        self._stale = False
        self.editors: dict[tuple[int, str], SideLineupEditor] = {}
        # The round's line-ups and rosters as last read, kept until a change this panel shows:
        # Tab from one match to the next then costs no query (the TD types a round match by match).
        self._known_lineups: dict[str, MatchLineupsView] = {}
        self._known_rosters: dict[str, Roster] = {}
        self.title_label = QLabel(self)
        self.title_label.setWordWrap(True)
        self.title_label.setToolTip(self.tr("Ctrl+L in the results: the line-up of that cell's team; Esc: back"))
        self._grid = QGridLayout()
        layout = QVBoxLayout(self)
        layout.addWidget(self.title_label)
        layout.addLayout(self._grid)
        layout.addStretch(1)
        session.changed.connect(self.on_change)
        self.refresh()

    def confirm(self, question: str) -> bool:
        """Yes/no from the TD; tests replace it on the instance."""
        answer = QMessageBox.question(
            self,
            self.tr("Add to the team?"),
            question,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def set_match(self, match_id: MatchId | None) -> None:
        if match_id != self.match_id:
            self.match_id = match_id
            for editor in self.editors.values():
                editor.forget_picks()  # another match: start from its own line-ups
            self.refresh()

    def on_change(self, change: Change | None) -> None:
        if self.shows(change):
            self._known_lineups.clear()
            self._known_rosters.clear()
        super().on_change(change)

    def _read(self, match_id: MatchId) -> tuple[MatchLineupsView, dict[str, Roster]]:
        if match_id not in self._known_lineups:
            self._known_lineups = round_lineups(self.session.tournament, match_id)
            teams = {
                sides[side].team_id for view in self._known_lineups.values() for sides in view.halves for side in SIDES
            }
            views = team_views(self.session.tournament, team_ids=teams)
            self._known_rosters = {view.id: view.players for view in views}
        lineups = self._known_lineups[match_id]
        first = lineups.halves[0]
        return lineups, {side: self._known_rosters[first[side].team_id] for side in SIDES}

    def editor(self, half: int, side: str) -> SideLineupEditor:
        return self.editors[(half, side)]

    def refresh(self) -> None:
        self._stale = False
        if self.match_id is None:
            self.title_label.setText(self.tr("Choose a match to see its line-ups."))
            self._show_halves(0)
            return
        lineups, rosters = self._read(self.match_id)
        first = lineups.halves[0]
        self.title_label.setText(
            self.tr("Line-ups (H5): {home} – {away} (Ctrl+L from the results, Esc back)").format(
                home=first["home"].team_name, away=first["away"].team_name
            )
        )
        self._show_halves(len(lineups.halves))
        for half, sides in enumerate(lineups.halves, start=1):
            for side in SIDES:
                self.editors[(half, side)].show_side(sides[side], rosters[side])

    def _show_halves(self, halves: int) -> None:
        for (half, side), editor in list(self.editors.items()):
            if half > halves:
                self._grid.removeWidget(editor)
                editor.deleteLater()
                del self.editors[(half, side)]
        for half in range(1, halves + 1):
            for column, side in enumerate(SIDES):
                if (half, side) not in self.editors:
                    editor = SideLineupEditor(self, half, side)
                    self.editors[(half, side)] = editor
                    self._grid.addWidget(editor, half - 1, column)

    def save(self, half: int, side: str) -> None:
        """Save the chosen four as the side's line-up of the half (one undoable action)."""
        assert self.match_id is not None  # without a match the editors are hidden
        editor = self.editors[(half, side)]
        mids = editor.chosen_mids()
        if not all(mids):
            editor.show_message(self.tr("Choose four players (H5)."))
            return
        text = self.tr("Line-up {team}, half {half}: {players}").format(
            team=editor.team_name, half=half, players=", ".join(mids)
        )
        try:
            try:
                self.session.perform(text, set_lineup, self.match_id, half, side, mids)
            except NotOnRoster as question:
                if not self.confirm(str(question)):
                    editor.show_message(self.tr("Not saved: the line-up names a player who is not on the team."))
                    return
                self.session.perform(text, set_lineup, self.match_id, half, side, mids, add_to_roster=True)
        except ServiceError as error:
            editor.show_message(str(error))
            return
        editor.show_message("")

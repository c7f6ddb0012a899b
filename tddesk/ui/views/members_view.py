"""The member register (T2, T5, T6): find a member by MID or name as you type, see the club,
district, birth year, membership and team; import the federation's member list.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget

from tddesk.ids import TeamId
from tddesk.services.areas import Area
from tddesk.services.players import MemberView, search_members
from tddesk.services.teams import team_views
from tddesk.services.tournament import Change
from tddesk.ui.dialogs.imports.member_import_dialog import MemberImportDialog
from tddesk.ui.retranslating import Retranslating
from tddesk.ui.session import UiSession
from tddesk.ui.views.live import touches
from tddesk.ui.widgets.row_table import Column, RowTableModel, row_table

MID, NAME, CLUB, DISTRICT, BIRTH_YEAR, PAID, TEAM = range(7)
SHOWN_AT_MOST = 200


class MembersView(Retranslating, QWidget):
    # members and the team each plays for
    AREAS = frozenset({Area.MEMBERS, Area.TEAMS, Area.ROSTERS})

    def __init__(self, session: UiSession, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("membersView")
        self.session = session
        self.dialog: MemberImportDialog | None = None
        self._team_names: dict[TeamId, str] = {}

        self.search_caption = QLabel(self)
        self.search_edit = QLineEdit(self)
        self.search_edit.setObjectName("memberSearch")
        self.search_edit.setClearButtonEnabled(True)
        self.search_caption.setBuddy(self.search_edit)
        self.import_button = QPushButton(self)
        self.model: RowTableModel[MemberView] = RowTableModel(parent=self)
        self.table = row_table(self, "memberTable", self.model)
        self.count_label = QLabel(self)
        self.count_label.setObjectName("memberCount")

        top = QHBoxLayout()
        top.addWidget(self.search_caption)
        top.addWidget(self.search_edit, 1)
        top.addWidget(self.import_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.count_label)
        self.setFocusProxy(self.search_edit)

        self.search_edit.textChanged.connect(self.search)
        self.search_edit.returnPressed.connect(self.table.setFocus)
        self.import_button.clicked.connect(self.import_member_list)
        session.changed.connect(self.refresh)
        self.retranslate()
        self.refresh()

    def retranslate(self) -> None:
        self.search_caption.setText(self.tr("&Search (MID or name):"))
        self.search_edit.setPlaceholderText(self.tr("e.g. 100231 or Holm"))
        self.import_button.setText(self.tr("&Import member list…"))
        self.model.set_columns(self.columns())
        self.search()

    def columns(self) -> tuple[Column[MemberView], ...]:
        unpaid = self.tr("T5: an unpaid player is an unauthorised player (P3).")
        return (
            Column(
                self.tr("MID"),
                lambda member: member.mid,
                number=True,
                sort_key=lambda member: (len(member.mid), member.mid),
            ),
            Column(self.tr("Name"), lambda member: member.name),
            Column(self.tr("Club"), lambda member: member.club),
            Column(self.tr("District"), lambda member: member.district),
            Column(
                self.tr("Birth year"),
                lambda member: str(member.birth_year or ""),
                number=True,
                sort_key=lambda member: member.birth_year or 0,
            ),
            Column(
                self.tr("Membership paid"),
                lambda member: self.tr("Yes") if member.membership_paid else self.tr("No"),
                tooltip=lambda member: None if member.membership_paid else unpaid,
            ),
            Column(self.tr("Team"), lambda member: self._team_names.get(member.team_id, "") if member.team_id else ""),
        )

    def refresh(self, change: Change | None = None) -> None:
        """After a change to the members, rosters or teams: the team names may have changed, and the members."""
        if not touches(change, self.AREAS):
            return
        self._team_names = {team.id: team.name for team in team_views(self.session.tournament)}
        self.search()

    def search(self) -> list[MemberView]:
        """Members whose MID starts with, or whose name contains, the text typed (at most 200)."""
        members = search_members(self.session.tournament, self.search_edit.text(), limit=SHOWN_AT_MOST + 1)
        shown = members[:SHOWN_AT_MOST]
        self.model.set_rows(shown)
        if len(members) > SHOWN_AT_MOST:
            self.count_label.setText(
                self.tr("The first {count} members; type more to narrow the search.").format(count=SHOWN_AT_MOST)
            )
        else:
            self.count_label.setText(self.tr("Members found: {count}").format(count=len(shown)))
        return shown

    def import_member_list(self) -> MemberImportDialog:
        if self.dialog is not None and self.dialog.isVisible():
            self.dialog.close()
        dialog = MemberImportDialog(self.session, parent=self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.destroyed.connect(lambda: setattr(self, "dialog", None) if self.dialog is dialog else None)
        self.dialog = dialog
        dialog.open()
        return dialog

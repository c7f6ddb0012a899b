"""The member register view: live search by MID prefix or part of a name, the team each member
plays for, and the member list import opened from it."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QUndoStack

from builders import championship, roster
from tddesk.services.imports import import_members, preview_member_import
from tddesk.services.players import PlayerEntry
from tddesk.services.teams import TeamForm, register_team
from tddesk.ui.dialogs.imports.member_import_dialog import MemberImportDialog
from tddesk.ui.session import UiSession
from tddesk.ui.views.members_view import MID, NAME, PAID, TEAM, MembersView

MEMBER_CSV = """MID;Namn;Klubb;Distrikt;Födelseår
100231;Anna Ek;BK Linköping;ÖMBF;1994
100232;Bo Ek;BK Linköping;ÖMBF;1962
100233;Per Holm;Norrköpings BK;ÖMBF;1971
200444;Lena Holmberg;Motala BK;ÖMBF;1980
300001;Sara Berg;BK Lido;Stockholm;1970
"""


@pytest.fixture
def tournament(tmp_path):
    opened = championship(tmp_path / "dm.tddesk")
    path = tmp_path / "medlemmar.csv"
    path.write_text(MEMBER_CSV, encoding="utf-8")
    import_members(opened, preview_member_import(opened, path))
    register_team(opened, TeamForm("Sundet", roster(500001, 3) + (PlayerEntry("100233", "Per Holm"),)))
    yield opened
    opened.close()


@pytest.fixture
def session(tournament):
    return UiSession(tournament, QUndoStack())


@pytest.fixture
def view(session, qtbot):
    shown = MembersView(session)
    qtbot.addWidget(shown)
    shown.show()
    return shown


def shown(view, column=MID) -> list[str]:
    return [view.model.index(row, column).data() for row in range(view.model.rowCount())]


def test_search_by_mid_prefix_as_you_type(view, qtbot):
    qtbot.keyClicks(view.search_edit, "1002")
    assert sorted(shown(view)) == ["100231", "100232", "100233"]
    qtbot.keyClicks(view.search_edit, "32")
    assert shown(view) == ["100232"]
    assert view.count_label.text() == view.tr("Members found: {count}").format(count=1)


def test_search_by_part_of_a_name(view, qtbot):
    qtbot.keyClicks(view.search_edit, "holm")
    assert sorted(shown(view, NAME)) == ["Lena Holmberg", "Per Holm"]


def test_the_team_and_membership_are_shown(view, session, qtbot):
    qtbot.keyClicks(view.search_edit, "100233")
    assert shown(view, TEAM) == ["Sundet"]
    assert shown(view, PAID) == [view.tr("Yes")]


def test_the_view_follows_changes_and_undo(view, session, qtbot):
    qtbot.keyClicks(view.search_edit, "Anna")
    assert shown(view, TEAM) == [""]
    session.perform(
        "Register Ek", register_team, TeamForm("Ek", roster(600001, 3) + (PlayerEntry("100231", "Anna Ek"),))
    )
    assert shown(view, TEAM) == ["Ek"]
    session.undo_stack.undo()
    assert shown(view, TEAM) == [""]


def test_import_member_list_opens_the_import_and_shows_the_new_members(view, session, tmp_path, qtbot):
    dialog = view.import_member_list()
    assert isinstance(dialog, MemberImportDialog) and dialog.isVisible()
    path = tmp_path / "nya.csv"
    path.write_text("MID;Namn;Klubb;Distrikt\n400001;Nils Nyman;Motala BK;ÖMBF\n", encoding="utf-8")
    dialog.load(path)
    dialog.import_button.click()
    qtbot.keyClicks(view.search_edit, "Nyman")
    assert shown(view) == ["400001"]

"""The window on a full or write-protected disk: the TD reads why in words, nothing is half-saved,
and a file on a write-protected stick is shown read-only instead of being called damaged."""

from __future__ import annotations

import shutil
from decimal import Decimal

from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QLabel

from disks import fill, free_space, read_only_folder, small_disk
from services.test_storage_errors import build_file
from tddesk.services.files import open_championship
from tddesk.services.round_results import round_entry
from tddesk.ui.session import UiSession
from tddesk.ui.views.round_entry import RoundEntryView
from ui.test_round_entry import type_cell

STAGE = "heat-kvalheat"


def test_an_entry_on_a_full_disk_is_refused_in_the_grid_and_saved_once_space_is_freed(tmp_path, qtbot, qapp):
    built = tmp_path / "built.tddesk"
    build_file(built)
    with small_disk(tmp_path / "stick") as stick:
        path = stick / "dm.tddesk"
        shutil.copy2(built, path)
        session = UiSession(open_championship(path, backup=False), QUndoStack())
        view = RoundEntryView(session, STAGE, 1)
        qtbot.addWidget(view)
        view.resize(1000, 700)
        view.show()
        qtbot.waitUntil(view.isVisible)
        try:
            fill(stick)
            view.start_entry()
            type_cell(qtbot, view, "31")
            type_cell(qtbot, view, "18")
            assert "Disken är full" in view.message_label.text() and "inget sparades" in view.message_label.text()
            assert round_entry(session.tournament, STAGE, 1).matches[0].halves == (None,)
            assert view.model.match_row(0).halves == (None,)  # the refused entry is not left on screen
            assert session.undo_stack.count() == 0
            free_space(stick)
            view.table.setCurrentIndex(view.model.index(0, view.model.imp_column(1, 0)))
            view.start_entry()
            type_cell(qtbot, view, "31")
            type_cell(qtbot, view, "18")
            assert view.message_label.text() == ""
            saved = round_entry(session.tournament, STAGE, 1).matches[0]
            assert saved.halves == ((31, 18),) and saved.home_vp == Decimal("13.52")
        finally:
            session.close()


def test_a_file_on_a_write_protected_stick_opens_read_only_with_a_notice(tmp_path, main_window, qtbot):
    built = tmp_path / "dm.tddesk"
    build_file(built)
    with read_only_folder(tmp_path / "stick", built) as stick:
        controller = main_window.controller
        controller.files.open_file(stick / built.name)
        try:
            assert controller.session is not None and controller.session.read_only
            notice = controller.message_box
            assert notice is not None and notice.isVisible()
            assert "skrivskydd" in notice.text() or "inte kan skrivas" in notice.text()
            assert "skadad" not in notice.text()
        finally:
            controller.message_box.close()
            controller.attach(None)


def test_a_file_marked_read_only_opens_read_only_with_a_notice(tmp_path, main_window):
    path = tmp_path / "dm.tddesk"
    build_file(path)
    path.chmod(0o444)
    controller = main_window.controller
    try:
        controller.files.open_file(path)
        assert controller.session is not None and controller.session.read_only
        notice = controller.message_box
        assert notice.isVisible() and "skrivskyddad" in notice.text() and "skadad" not in notice.text()
        assert not main_window.findChild(QLabel, "statusReadOnly").isHidden()
        notice.close()
        controller.attach(None)
    finally:
        path.chmod(0o644)

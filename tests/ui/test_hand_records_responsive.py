"""Long work never freezes the window: the hand records' double-dummy analysis runs in a worker
thread, the progress dialog is up at once and Cancel answers at once, writing nothing."""

from __future__ import annotations

import time

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QPushButton

from builders import championship, roster
from tddesk.rules import double_dummy
from tddesk.services.deals import import_deals, load_deal_file
from tddesk.services.schedule import make_schedule
from tddesk.services.stages import StageForm, create_stage
from tddesk.services.teams import TeamForm, register_team
from tddesk.ui.printing import printable

STARTED_WITHIN_S = 0.5


@pytest.fixture
def day_with_deals(tmp_path, shared_dir):
    """A semifinal venue with the reference day's 60 deals imported."""
    pbn = shared_dir / "reference" / "bws" / "boards-1-60.pbn"
    if not pbn.exists():
        pytest.skip("the shared reference deals are absent")
    path = tmp_path / "sf.tddesk"
    tournament = championship(path)
    stage_id = create_stage(
        tournament, StageForm("Semifinal Göteborg", 20, halves=2, kind="semifinal", format=None)
    ).value
    for number in range(4):
        register_team(tournament, TeamForm(f"Göteborg {number + 1}", roster(300000 + 10 * number)), stage_id)
    make_schedule(tournament, stage_id)
    import_deals(tournament, [stage_id], load_deal_file(pbn))
    tournament.close()
    return path, stage_id


def test_the_hand_records_keep_the_window_alive_show_progress_at_once_and_cancel(
    qtbot,
    main_window,
    day_with_deals,
    monkeypatch,
    tmp_path,
):
    path, stage_id = day_with_deals
    monkeypatch.setattr(double_dummy, "_remembered", {})  # analysed afresh, as on the venue's laptop
    window = main_window
    window.controller.open_file(path)
    window.controller.select(("stage_settings", stage_id))
    jobs = window.controller.tournament_menus.jobs
    target = tmp_path / "givar.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *args: (str(target), args[-1])))

    works, seen = [], {}
    jobs.progress_started.connect(works.append)
    started = time.monotonic()

    def look_then_cancel():
        # The UI thread is free: this timer fires while the deals are analysed.
        seen["after"] = time.monotonic() - started
        seen["visible"] = works[0].progress.isVisible()
        works[0].progress.findChild(QPushButton).click()
        seen["cancelled_at"] = time.monotonic()

    QTimer.singleShot(150, look_then_cancel)
    document = printable(window.controller.session.tournament, "hand-records", stage_id)
    assert jobs.save_as_pdf(document) is None
    returned = time.monotonic()
    assert seen["after"] < STARTED_WITHIN_S, f"the window froze for {seen['after']:.1f} s"
    assert seen["visible"], "the progress dialog was not up at once"
    assert returned - seen["cancelled_at"] < STARTED_WITHIN_S, "Cancel did not answer at once"
    assert not target.exists()
    QApplication.processEvents()


def test_the_hand_records_are_written_whole_from_the_worker(qtbot, main_window, day_with_deals, monkeypatch, tmp_path):
    from reports.printing import pdf_pages

    path, stage_id = day_with_deals
    window = main_window
    window.controller.open_file(path)
    jobs = window.controller.tournament_menus.jobs
    target = tmp_path / "givar.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *args: (str(target), args[-1])))
    document = printable(window.controller.session.tournament, "hand-records", stage_id)
    assert jobs.save_as_pdf(document) == target
    text = "\n".join(pdf_pages(target))
    assert "Par" in text or "par" in text


def test_a_whole_stages_match_reports_show_their_progress_from_the_first_match(
    qtbot, demo_window, monkeypatch, tmp_path
):
    window = demo_window
    target = tmp_path / "rapporter.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *args: (str(target), args[-1])))
    menus = window.controller.tournament_menus
    window.controller.select(("schedule", "heat-linkoping"))
    seen = []

    def watch(work):
        work.advanced.connect(lambda done, _total: seen.append((done, work.progress.isVisible())))

    menus.jobs.progress_started.connect(watch)
    save = menus.document_menus["match-reports"].findChild(type(menus.save_pdf), "action_save_pdf_match-reports")
    save.trigger()
    assert seen and seen[0][1], "the progress dialog waited a second before it showed"
    assert target.exists()

"""Skriv ut: the view's sheet previewed, saved as PDF and printed; a whole stage's match reports with
a progress bar whose Cancel writes nothing. Real windows on real tournament files, PDFs read back."""

from __future__ import annotations

import datetime as dt

import pytest
from PySide6.QtGui import QImage
from PySide6.QtPdf import QPdfDocument
from PySide6.QtPrintSupport import QPrintDialog
from PySide6.QtWidgets import QComboBox, QFileDialog, QLineEdit

from built_files import built_file, copy_of
from reports.printing import add_stage, heat_imps, new_file, pdf_pages, play, squeezed
from tddesk import numbers
from tddesk.services.schedule import schedule_view
from tddesk.ui.app import create_main_window
from tddesk.ui.dialogs.files.print_preview import PrintPreviewDialog

NAMES = ("Ek", "Holm", "Sund", "Berg")
STAGE_NAME = "Kvalheat Motala"
STAGE_ID = "heat-kvalheat-motala"


def write_heat_file(path) -> None:
    """A heat of four teams, 16 boards, all three rounds (six matches) played."""
    tournament = new_file(path)
    try:
        assert add_stage(tournament, STAGE_NAME, 4, 16, team_names=NAMES) == STAGE_ID
        for round_view in schedule_view(tournament, STAGE_ID).rounds:
            for position, match in enumerate(round_view.matches):
                play(tournament, match, 1, heat_imps(round_view.number, position, 1))
    finally:
        tournament.close()


@pytest.fixture(scope="session")
def built_heat_file(tmp_path_factory):
    """write_heat_file's file, built once per test run (tests/built_files.py)."""
    return built_file(tmp_path_factory, "printing-heat", write_heat_file)


@pytest.fixture
def heat_file(built_heat_file, tmp_path):
    """A copy of the played heat for this test, and its stage."""
    return copy_of(built_heat_file, tmp_path / "dm.tddesk"), STAGE_ID


@pytest.fixture
def window(qtbot, heat_file):
    created = create_main_window()
    qtbot.addWidget(created)
    created.show()
    qtbot.waitUntil(created.isVisible)
    created.request_open(heat_file[0])
    assert created.controller.session is not None
    return created


def choose_save_path(monkeypatch, path, asked=None):
    def choose(parent, caption, proposed, file_filter):
        if asked is not None:
            asked.update(caption=caption, proposed=proposed, filter=file_filter)
        return str(path), file_filter

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(choose))


def print_to_file(dialog: QPrintDialog, path) -> None:
    """In Qt's print dialog choose its PDF printer and type the file's name, as a TD would."""
    printers = dialog.findChild(QComboBox, "printers")
    printers.setCurrentIndex(printers.count() - 1)  # Qt lists its "Print to File (PDF)" last
    dialog.findChild(QLineEdit, "filename").setText(str(path))


def leftovers(folder) -> list[str]:
    return sorted(path.name for path in folder.iterdir() if ".part" in path.name or path.suffix == ".pdf")


def test_preview_of_the_standings_shows_its_page(window, heat_file):
    menus = window.controller.tournament_menus
    window.controller.select(("standings", heat_file[1]))
    assert menus.preview.isEnabled()
    menus.preview.trigger()
    dialog = menus.jobs.dialog
    assert isinstance(dialog, PrintPreviewDialog) and dialog.isVisible()
    assert dialog.document.status() == QPdfDocument.Status.Ready
    assert dialog.page_count() == 1
    assert dialog.view.document() is dialog.document
    assert "Ställning" in dialog.windowTitle() and STAGE_NAME in dialog.windowTitle()
    page = dialog.document.render(0, dialog.document.pagePointSize(0).toSize())
    assert not page.isNull()
    grey = page.convertToFormat(QImage.Format.Format_Grayscale8)
    assert any(
        grey.pixelColor(x, y).value() < 128 for y in range(0, grey.height(), 4) for x in range(0, grey.width(), 4)
    ), "the page is blank"
    dialog.close()


def test_save_as_pdf_writes_the_standings_with_the_team_names(window, heat_file, monkeypatch, tmp_path):
    target = tmp_path / "wall.pdf"
    asked = {}
    choose_save_path(monkeypatch, target, asked)
    window.controller.select(("standings", heat_file[1]))
    window.controller.tournament_menus.save_pdf.trigger()
    assert asked["proposed"] == str(tmp_path / f"{STAGE_NAME} – Ställning.pdf")
    assert asked["filter"] == "PDF-filer (*.pdf)"
    text = squeezed("".join(pdf_pages(target)))
    for name in NAMES:
        assert name in text
    assert STAGE_NAME.replace(" ", "") in text
    assert leftovers(tmp_path) == ["wall.pdf"]


def test_the_print_menu_follows_the_view(window, heat_file):
    menus, stage_id = window.controller.tournament_menus, heat_file[1]
    window.controller.select(("teams", stage_id))
    assert not menus.print_.isEnabled() and not menus.preview.isEnabled()
    assert list(menus.document_menus) == [
        "match-reports",
        "spader",
        "standings",
        "crosstable",
        "schedule",
        "masterpoints",
        "vp-scale",
        "fees",
        "table-cards",
    ]
    assert menus.document_menus["spader"].title() == "Resultatrapport till förbundet (Spader), alla ronder"
    window.controller.select(("round", stage_id, 2))
    assert menus.print_.isEnabled() and menus.view_document == "match-reports"
    assert list(menus.document_menus)[:2] == ["match-reports-round", "match-reports"]
    assert menus.document_menus["match-reports-round"].title() == "Matchrapporter, rond 2"
    assert menus.document_menus["match-reports"].title() == "Alla matchrapporter för etappen"
    assert menus.document_menus["spader"].title() == "Resultatrapport till förbundet (Spader), rond 2"
    window.controller.select(("championship",))
    assert menus.document_menus == {} and not menus.save_pdf.isEnabled()


def test_a_whole_stage_cancelled_after_the_first_match_writes_nothing(window, heat_file, monkeypatch, tmp_path):
    target = tmp_path / "all.pdf"
    choose_save_path(monkeypatch, target)
    menus = window.controller.tournament_menus
    window.controller.select(("schedule", heat_file[1]))
    steps = []

    def cancel_after_first_match(progress):
        def advanced(done, total):
            steps.append((done, total))
            if done >= 1:
                progress.cancel()

        progress.advanced.connect(advanced)

    menus.jobs.progress_started.connect(cancel_after_first_match)
    save = menus.document_menus["match-reports"].findChild(type(menus.save_pdf), "action_save_pdf_match-reports")
    save.trigger()
    assert steps == [(1, 12)]  # six matches, each read and laid out: stopped after the first
    assert not target.exists()
    assert leftovers(tmp_path) == []

    menus.jobs.progress_started.disconnect(cancel_after_first_match)
    save.trigger()  # not cancelled: every match on its own page
    assert len(pdf_pages(target)) == 6


def test_printing_a_round_draws_its_match_reports_on_the_printer(window, heat_file, tmp_path):
    window.controller.select(("round", heat_file[1], 3))
    menus = window.controller.tournament_menus
    menus.print_.trigger()
    dialog = menus.jobs.dialog
    assert isinstance(dialog, QPrintDialog) and dialog.isVisible()
    printed = tmp_path / "printer.pdf"
    print_to_file(dialog, printed)
    dialog.accept()
    assert menus.jobs.printer.outputFileName() == str(printed)
    assert len(pdf_pages(printed)) == 2  # the round's two matches, one page each


def test_cancelling_the_print_dialog_prints_nothing(window, heat_file, tmp_path):
    window.controller.select(("crosstable", heat_file[1]))
    menus = window.controller.tournament_menus
    menus.print_.trigger()
    printed = tmp_path / "printer.pdf"
    print_to_file(menus.jobs.dialog, printed)
    menus.jobs.dialog.reject()
    assert not printed.exists()


def test_a_preview_saves_the_very_pdf_it_shows(window, heat_file, monkeypatch, tmp_path):
    target = tmp_path / "crosstable.pdf"
    choose_save_path(monkeypatch, target)
    window.controller.select(("crosstable", heat_file[1]))
    menus = window.controller.tournament_menus
    menus.preview.trigger()
    dialog = menus.jobs.dialog
    dialog.save_button.click()
    assert target.read_bytes() == dialog.data
    assert all(name in squeezed(pdf_pages(target)[0]) for name in NAMES)


def test_saving_from_the_preview_says_where_the_pdf_went(window, heat_file, monkeypatch, tmp_path):
    target = tmp_path / "Ställning Motala.pdf"
    choose_save_path(monkeypatch, target)
    window.controller.select(("standings", heat_file[1]))
    menus = window.controller.tournament_menus
    menus.preview.trigger()
    dialog = menus.jobs.dialog
    assert not dialog.saved_label.isVisible()
    dialog.save_button.click()
    assert target.read_bytes() == dialog.data
    # The preview covers the window, so it says it in its own words under the pages …
    assert dialog.saved_label.isVisible()
    assert dialog.saved_label.text().startswith(f"Sparad som {target} (")
    assert "öppna mappen" in dialog.saved_label.text()
    # … and the status bar says it too, for when the preview is closed.
    assert window.statusBar().currentMessage() == f"Sparade {target}"


def test_saving_from_the_menu_says_where_the_pdf_went(window, heat_file, monkeypatch, tmp_path):
    target = tmp_path / "korstabell.pdf"
    choose_save_path(monkeypatch, target)
    window.controller.select(("crosstable", heat_file[1]))
    window.controller.tournament_menus.save_pdf.trigger()
    assert target.is_file()
    assert window.statusBar().currentMessage() == f"Sparade {target}"


def test_the_fees_view_prints_its_table_as_of_its_date_F1_F2(qtbot, demo_file, monkeypatch, tmp_path):
    from PySide6.QtCore import QDate

    from tddesk.services.fees import fee_overview

    window = create_main_window()
    qtbot.addWidget(window)
    window.show()
    window.request_open(demo_file)
    view = window.controller.select(("fees", "heat-linkoping"))
    view.as_of_edit.setDate(QDate(2016, 12, 31))
    menus = window.controller.tournament_menus
    assert menus.view_document == "fees" and menus.save_pdf.isEnabled()
    assert "fees" in menus.document_menus
    target = tmp_path / "avgifter.pdf"
    choose_save_path(monkeypatch, target)
    menus.save_pdf.trigger()
    text = "\n".join(pdf_pages(target))
    overview = fee_overview(window.controller.session.tournament, "heat-linkoping", dt.date(2016, 12, 31))
    assert "Avgifter" in text and "Kvalheat Linköping, per 2016-12-31" in text
    assert all(row.name in text for row in overview.rows)
    assert "Totalt (8 lag)" in text
    total = squeezed(text).split("Totalt(8lag)")[1]
    assert squeezed(numbers.vp(overview.totals.total)) in total
    assert window.statusBar().currentMessage() == f"Sparade {target}"

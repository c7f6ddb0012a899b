"""Printing from the UI: the sheets of the stage in view, previewed, saved as PDF or printed.

A *document* is one of the report writers of ``tddesk.reports`` bound to a stage (and a round),
listed once for the window and the command line in ``tddesk.reports.documents``: the view in the
centre has its own (a round: its match reports; standings: the result list; cross-table;
schedule) and every stage offers the rest (all its match reports, master points, plaques for an
A-final, the VP scale for its boards). Each is rendered to PDF in memory first, so
what is previewed, saved and printed is the same file, and a cancelled or failed rendering
writes nothing. Printing draws the PDF's pages on the printer, so paper equals the PDF.
"""

from __future__ import annotations

import datetime as dt
import io
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO

from PySide6.QtCore import QObject, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QPageLayout, QPainter
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QDialog, QFileDialog, QWidget

from tddesk.i18n import translate
from tddesk.ids import StageId
from tddesk.reports.documents import BY_NAME, Document, Progress, prepared_document, write_document
from tddesk.services.errors import ServiceError
from tddesk.services.saving import save_bytes
from tddesk.ui.widgets.long_work import LongWork

if TYPE_CHECKING:
    from tddesk.services.tournament import Tournament
    from tddesk.ui.dialogs.files.print_preview import PrintPreviewDialog

# ReportLab and Qt's PDF modules are imported when a sheet is first printed, not when the window starts.

ShowProblem = Callable[[str, str], object]
# The view in the centre → the document of its own Preview / Save as PDF / Print (a round: its match reports).
VIEW_DOCUMENTS = {
    "round": "match-reports",
    "standings": "standings",
    "crosstable": "crosstable",
    "schedule": "schedule",
    "fees": "fees",
}
PRINT_DPI = 300  # where pages are drawn as images; finer than this only makes the print job larger
UNSAFE_IN_FILE_NAMES = re.compile(r'[\\/:*?"<>|]+')


@dataclass(frozen=True)
class Printable:
    document: Document
    round_number: int | None  # the round it is printed for; None: the whole stage
    title: str  # in the UI's language, e.g. "Standings – Kvalheat Motala"
    file_name: str  # suggested name of the saved PDF
    write: Callable[[BinaryIO, Progress | None], int | None]  # page count, or None when cancelled
    # Reads the file now and gives a writer needing no file, for a worker thread; None: write here.
    prepare: Callable[[], Callable[[BinaryIO, Progress | None], int | None] | None] = lambda: None


def printable(
    tournament: Tournament, name: str, stage_id: StageId, round_number: int | None = None, as_of: dt.date | None = None
) -> Printable:
    """Document ``name`` (of tddesk.reports.documents) of the stage, for ``round_number`` where it
    takes one, ready to be written to a binary file; ``as_of`` is the date the fees are counted on
    (today when not given)."""
    # deferred: not loaded before the window's first paint (start-up)
    from tddesk.reports.documents import PAIRS_KINDS, target_name

    chosen = BY_NAME[name]
    round_number = round_number if chosen.takes_round else None
    kind = next((kind for kind in chosen.only_for if kind in PAIRS_KINDS), "")
    stage_name = target_name(tournament, kind, stage_id)
    title = chosen.title(round_number)
    file_name = UNSAFE_IN_FILE_NAMES.sub("-", f"{stage_name} – {title}").strip(" .-") + ".pdf"
    return Printable(
        chosen,
        round_number,
        f"{title} – {stage_name}",
        file_name,
        lambda target, progress: write_document(target, tournament, name, [stage_id], round_number, progress, as_of),
        lambda: prepared_document(tournament, name, [stage_id], round_number, as_of),
    )


def print_pdf(printer: QPrinter, data: bytes) -> int:
    """Print the PDF's pages (those chosen in the print dialog) on ``printer``; the pages printed.

    The PDF itself where the print path takes one (``tddesk.ui.vector_printing``), else its pages
    drawn as images."""
    # deferred: not loaded before the window's first paint (start-up)
    from tddesk.ui.dialogs.files.print_preview import load_pdf
    from tddesk.ui.vector_printing import print_vector, wanted_pages

    document = load_pdf(data)
    if print_vector(printer, data, document.pageCount()):
        chosen = wanted_pages(printer, document.pageCount()) or (1, document.pageCount())
        return chosen[1] - chosen[0] + 1
    first, last = 1, document.pageCount()
    if printer.printRange() == QPrinter.PrintRange.PageRange and printer.fromPage() > 0:
        first, last = max(first, printer.fromPage()), min(last, printer.toPage())
    if first > last:
        return 0
    size = document.pagePointSize(first - 1)
    printer.setPageOrientation(
        QPageLayout.Orientation.Landscape if size.width() > size.height() else QPageLayout.Orientation.Portrait
    )
    painter = QPainter()
    if not painter.begin(printer):
        raise OSError(translate("Printing", "The printer could not be started."))
    try:
        dpi = min(printer.resolution(), PRINT_DPI)
        for number in range(first, last + 1):
            if number > first:
                printer.newPage()
            points = document.pagePointSize(number - 1)
            image = document.render(
                number - 1, QSize(round(points.width() * dpi / 72), round(points.height() * dpi / 72))
            )
            area = QRectF(painter.viewport())
            scale = min(area.width() / image.width(), area.height() / image.height())
            width, height = image.width() * scale, image.height() * scale
            painter.drawImage(
                QRectF(area.x() + (area.width() - width) / 2, area.y() + (area.height() - height) / 2, width, height),
                image,
            )
    finally:
        painter.end()
    return last - first + 1


class PrintJobs(QObject):
    """Preview, Save as PDF and Print of a Printable for one window; problems go to ``show_problem``."""

    progress_started = Signal(object)  # the LongWork of a long document, before the work begins
    saved = Signal(object)  # the Path a PDF was written to, from a menu or from a preview

    def __init__(self, window: QWidget, show_problem: ShowProblem):
        super().__init__(window)
        self.window = window
        self.show_problem = show_problem
        self.dialog: QDialog | None = None  # the preview or print dialog last opened
        self.printer: QPrinter | None = None
        self.folder: Path | None = None  # where Save as PDF proposes to save

    def render(self, document: Printable) -> bytes | None:
        """The document as PDF bytes; None when the TD cancelled or the stage has nothing to print."""
        buffer = io.BytesIO()
        long = document.document.long
        label = self.tr("Preparing {document}…").format(document=document.title)
        try:
            prepared = document.prepare() if long else None
        except ServiceError as error:
            self.show_problem(self.tr("{document} cannot be printed").format(document=document.title), str(error))
            return None
        if prepared is not None:
            # Its facts are read; the slow part (hand records: the double-dummy analysis) runs in
            # a worker thread, the progress up at once and Cancel answered at once (nothing is
            # written until it ends).
            work = LongWork(self.window, label, lambda report: prepared(buffer, report), at_once=True)
        else:
            # A long document reports each match and may be cancelled; it is laid out in the UI
            # thread, which reads the open file as the window does.
            work = LongWork(
                self.window,
                label,
                lambda report: document.write(buffer, report if long else None),
                in_thread=False,
                at_once=long,  # a whole stage's reports: the progress and Cancel from the start
            )
        if long:
            self.progress_started.emit(work)
        try:
            pages = work.run()
        except ServiceError as error:
            self.show_problem(self.tr("{document} cannot be printed").format(document=document.title), str(error))
            return None
        return None if pages is None else buffer.getvalue()

    def preview(self, document: Printable) -> PrintPreviewDialog | None:
        # deferred: not loaded before the window's first paint (start-up)
        from tddesk.ui.dialogs.files.print_preview import PrintPreviewDialog

        data = self.render(document)
        if data is None:
            return None
        dialog = PrintPreviewDialog(data, document.title, self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.save_requested.connect(lambda: self._save_from_preview(dialog, document, data))
        dialog.print_requested.connect(lambda: self.print_rendered(document, data))
        self.dialog = dialog
        dialog.open()
        return dialog

    def save_as_pdf(self, document: Printable) -> Path | None:
        path = self._ask_pdf_path(document)
        if path is None:
            return None
        data = self.render(document)
        return None if data is None else self._write(path, data)

    def save_rendered(self, document: Printable, data: bytes) -> Path | None:
        path = self._ask_pdf_path(document)
        return None if path is None else self._write(path, data)

    def _save_from_preview(self, dialog: PrintPreviewDialog, document: Printable, data: bytes) -> None:
        # The preview covers the window's status bar, so it says itself where the file went.
        path = self.save_rendered(document, data)
        if path is not None:
            dialog.show_saved(path)

    def print_(self, document: Printable) -> QPrintDialog:
        """Ask for the printer (without blocking), then render and print."""
        return self._ask_printer(document, lambda: self.render(document))

    def print_rendered(self, document: Printable, data: bytes) -> QPrintDialog:
        return self._ask_printer(document, lambda: data)

    def _ask_printer(self, document: Printable, pdf: Callable[[], bytes | None]) -> QPrintDialog:
        self.printer = printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setDocName(document.title)
        dialog = QPrintDialog(printer, self.window)
        dialog.setObjectName("printDialog")
        dialog.setOption(QPrintDialog.PrintDialogOption.PrintToFile, True)
        dialog.accepted.connect(lambda *_: self._print(printer, pdf(), document))
        self.dialog = dialog
        QDialog.open(dialog)  # QPrintDialog.open() wants a receiver; QDialog's opens it without blocking
        return dialog

    def _print(self, printer: QPrinter, data: bytes | None, document: Printable) -> None:
        if data is None:
            return
        try:
            print_pdf(printer, data)
        except OSError as error:
            self.show_problem(self.tr("{document} cannot be printed").format(document=document.title), str(error))

    def _ask_pdf_path(self, document: Printable) -> Path | None:
        folder = self.folder if self.folder is not None else Path.home()
        chosen, _filter = QFileDialog.getSaveFileName(
            self.window,
            self.tr("Save {document} as PDF").format(document=document.title),
            str(folder / document.file_name),
            self.tr("PDF files (*.pdf)"),
        )
        if not chosen:
            return None
        path = Path(chosen)
        return path if path.suffix.lower() == ".pdf" else path.with_name(path.name + ".pdf")

    def _write(self, path: Path, data: bytes) -> Path | None:
        try:
            save_bytes(path, data)
        except ServiceError as error:
            self.show_problem(self.tr("The PDF could not be saved"), str(error))
            return None
        self.saved.emit(path)
        return path

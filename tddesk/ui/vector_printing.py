"""Printing a report's PDF as it is (vector pages) where the platform's print path takes a PDF.

Qt's print engines take only what a QPainter draws, and Qt's PDF module renders a page only as an
image, so ``tddesk.ui.printing.print_pdf`` draws 300 dpi images. Two print paths take the PDF
itself, sharp at any resolution and a fraction of the size: *print to file* as PDF (the bytes are
the file), and on Linux and macOS a CUPS printer, which is given the PDF through ``lp``. Windows
printers (GDI) get the images. docs/installing.md, "Printing".
"""

from __future__ import annotations

import shutil
import subprocess
import sys

from PySide6.QtPrintSupport import QPrinter

from tddesk.services.errors import ServiceError
from tddesk.services.saving import save_bytes

CUPS_TIMEOUT = 30  # seconds for lp to take the job; the printing itself goes on in CUPS


def wanted_pages(printer: QPrinter, page_count: int) -> tuple[int, int] | None:
    """The first and last page the print dialog chose (1-based), None for the whole document."""
    if printer.printRange() == QPrinter.PrintRange.PageRange and printer.fromPage() > 0:
        first, last = max(1, printer.fromPage()), min(page_count, printer.toPage())
        if (first, last) != (1, page_count):
            return first, last
    return None


def lp_command(
    printer_name: str, title: str, copies: int, duplex: QPrinter.DuplexMode, pages: tuple[int, int] | None
) -> list[str]:
    """The ``lp`` command line that prints a PDF read from its input on a CUPS printer."""
    command = ["lp", "-d", printer_name, "-t", title, "-n", str(max(1, copies)), "-o", "fit-to-page"]
    sides = {
        QPrinter.DuplexMode.DuplexLongSide: "two-sided-long-edge",
        QPrinter.DuplexMode.DuplexShortSide: "two-sided-short-edge",
        QPrinter.DuplexMode.DuplexNone: "one-sided",
    }.get(duplex)
    if sides is not None:
        command += ["-o", f"sides={sides}"]
    if pages is not None:
        command += ["-P", f"{pages[0]}-{pages[1]}"]
    return command + ["-"]


def print_vector(printer: QPrinter, data: bytes, page_count: int) -> bool:
    """Print ``data`` as it is when the chosen printer takes a PDF; False when it does not (draw it then).

    Raises OSError when the PDF was refused (a full disk, CUPS saying no), in its words.
    """
    pages = wanted_pages(printer, page_count)
    if printer.outputFormat() == QPrinter.OutputFormat.PdfFormat and printer.outputFileName():
        if pages is not None:
            return False  # only some pages: drawn, as the PDF cannot be cut here
        try:
            save_bytes(printer.outputFileName(), data)
        except ServiceError as error:
            raise OSError(str(error)) from None
        return True
    if sys.platform == "win32" or not printer.printerName() or shutil.which("lp") is None:
        return False
    command = lp_command(printer.printerName(), printer.docName(), printer.copyCount(), printer.duplex(), pages)
    sent = subprocess.run(command, input=data, capture_output=True, timeout=CUPS_TIMEOUT, check=False)
    if sent.returncode != 0:
        raise OSError(sent.stderr.decode("utf-8", "replace").strip() or f"lp: exit status {sent.returncode}")
    return True

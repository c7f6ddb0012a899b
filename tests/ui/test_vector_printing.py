"""Printing sends the report's PDF itself (vector pages) where the print path takes a PDF: to a
PDF file, and on Linux and macOS to a CUPS printer through ``lp``; elsewhere its pages are drawn."""

from __future__ import annotations

import io
import os
import sys

import pytest
from PySide6.QtPrintSupport import QPrinter
from reportlab.platypus import Paragraph

from reports.printing import pdf_pages
from tddesk.reports.layout import build_pdf, escape, styles
from tddesk.ui.printing import print_pdf
from tddesk.ui.vector_printing import lp_command

NAMES = ["Jiří Dvořák", "Åsa Öberg", "Őrs Bálint"]


@pytest.fixture
def report() -> bytes:
    buffer = io.BytesIO()
    story = [Paragraph(escape(f"{name} – sida {page}"), styles()["body"]) for page in (1, 2) for name in NAMES]
    build_pdf(buffer, story[:3] + [_page_break()] + story[3:], title="Spelare", championship="DM", stage="Heat")
    return buffer.getvalue()


def _page_break():
    from reportlab.platypus import PageBreak

    return PageBreak()


def test_printing_to_a_pdf_file_writes_the_report_itself(qapp, report, tmp_path):
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    assert print_pdf(printer, report) == 2
    assert (tmp_path / "printed.pdf").read_bytes() == report  # the vector pages, not 300 dpi images
    assert all(name in pdf_pages(tmp_path / "printed.pdf", layout=False)[0] for name in NAMES)


def test_some_pages_of_a_pdf_file_are_drawn(qapp, report, tmp_path):
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "page2.pdf"))
    printer.setPrintRange(QPrinter.PrintRange.PageRange)
    printer.setFromTo(2, 2)
    assert print_pdf(printer, report) == 1
    assert len(pdf_pages(tmp_path / "page2.pdf")) == 1


class CupsPrinter(QPrinter):
    """A printer CUPS knows as "Kontoret" (there is no CUPS printer on a test machine)."""

    def outputFormat(self):
        return QPrinter.OutputFormat.NativeFormat

    def printerName(self):
        return "Kontoret"


@pytest.mark.skipif(sys.platform == "win32", reason="CUPS: Linux and macOS")
def test_a_cups_printer_gets_the_pdf_through_lp(qapp, report, tmp_path, monkeypatch):
    tools = tmp_path / "bin"
    tools.mkdir()
    lp = tools / "lp"
    lp.write_text(f'#!/bin/sh\necho "$@" > "{tmp_path}/arguments"\ncat > "{tmp_path}/job.pdf"\n')
    lp.chmod(0o755)
    monkeypatch.setenv("PATH", f"{tools}{os.pathsep}{os.environ['PATH']}")
    printer = CupsPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setDocName("Ställning – Heat")
    printer.setCopyCount(2)
    assert print_pdf(printer, report) == 2
    assert (tmp_path / "job.pdf").read_bytes() == report
    arguments = (tmp_path / "arguments").read_text(encoding="utf-8").split()
    assert arguments[:2] == ["-d", "Kontoret"] and "-n" in arguments and arguments[arguments.index("-n") + 1] == "2"


@pytest.mark.skipif(sys.platform == "win32", reason="CUPS: Linux and macOS")
def test_cups_refusing_the_job_is_told_in_its_words(qapp, report, tmp_path, monkeypatch):
    tools = tmp_path / "bin"
    tools.mkdir()
    (tools / "lp").write_text("#!/bin/sh\necho 'lp: The printer or class does not exist.' >&2\nexit 1\n")
    (tools / "lp").chmod(0o755)
    monkeypatch.setenv("PATH", f"{tools}{os.pathsep}{os.environ['PATH']}")
    with pytest.raises(OSError, match="does not exist"):
        print_pdf(CupsPrinter(QPrinter.PrinterMode.HighResolution), report)


def test_the_lp_command_carries_pages_copies_and_sides():
    command = lp_command("Kontoret", "Rond 3", 1, QPrinter.DuplexMode.DuplexLongSide, (2, 3))
    assert command == [
        "lp",
        "-d",
        "Kontoret",
        "-t",
        "Rond 3",
        "-n",
        "1",
        "-o",
        "fit-to-page",
        "-o",
        "sides=two-sided-long-edge",
        "-P",
        "2-3",
        "-",
    ]  # fmt: skip  (the last "-": the PDF comes on lp's input)

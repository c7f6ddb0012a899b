"""The print preview: a rendered PDF's pages, as they will be saved or printed.

The dialog shows exactly the bytes it was given; Save as PDF and Print hand the same bytes on
(``save_requested`` / ``print_requested``), so the saved file and the paper equal the preview.
"""

from __future__ import annotations

import html
from pathlib import Path

from PySide6.QtCore import QBuffer, QObject, Qt, QUrl, Signal
from PySide6.QtGui import QDesktopServices
from PySide6.QtPdf import QPdfDocument
from PySide6.QtPdfWidgets import QPdfView
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QPushButton, QVBoxLayout, QWidget

from tddesk.ui.retranslating import Retranslating
from tddesk.ui.widgets.screen_fit import resize_within_screen


def load_pdf(data: bytes, parent: QObject | None = None) -> QPdfDocument:
    """The PDF ``data`` as a QPdfDocument (its buffer is the document's child, so it lives as long)."""
    document = QPdfDocument(parent)  # type: ignore[arg-type]  # Qt takes no parent too; the stub wants one
    buffer = QBuffer(document)
    buffer.setData(data)
    buffer.open(QBuffer.OpenModeFlag.ReadOnly)
    document.load(buffer)
    return document


class PrintPreviewDialog(Retranslating, QDialog):
    save_requested = Signal()
    print_requested = Signal()

    def __init__(self, data: bytes, title: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("printPreviewDialog")
        self.title = title
        self.data = data
        self.document = load_pdf(data, self)

        self.view = QPdfView(self)
        self.view.setObjectName("pdfView")
        self.view.setPageMode(QPdfView.PageMode.MultiPage)
        self.view.setZoomMode(QPdfView.ZoomMode.FitToWidth)
        self.view.setDocument(self.document)
        self.pages_label = QLabel(self)
        self.pages_label.setObjectName("pages")
        self.saved_label = QLabel(self)  # where Save as PDF wrote the file, once it has
        self.saved_label.setObjectName("savedTo")
        self.saved_label.setWordWrap(True)
        self.saved_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        self.saved_label.linkActivated.connect(lambda link: QDesktopServices.openUrl(QUrl(link)))
        self.saved_label.hide()
        self.saved_path: Path | None = None

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.save_button = QPushButton(self)
        self.save_button.setObjectName("savePdf")
        self.print_button = QPushButton(self)
        self.print_button.setObjectName("print")
        self.buttons.addButton(self.save_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(self.print_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.rejected.connect(self.reject)
        self.save_button.clicked.connect(self.save_requested)
        self.print_button.clicked.connect(self.print_requested)

        layout = QVBoxLayout(self)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.pages_label)
        layout.addWidget(self.saved_label)
        layout.addWidget(self.buttons)
        resize_within_screen(self, 720, 900)
        self.retranslate()

    def page_count(self) -> int:
        return self.document.pageCount()

    def show_saved(self, path: Path) -> None:
        """Say under the pages where the PDF was saved, with a link to its folder."""
        self.saved_path = path
        self.saved_label.show()
        self._saved_text()

    def _saved_text(self) -> None:
        if self.saved_path is None:
            return
        folder = QUrl.fromLocalFile(str(self.saved_path.parent)).toString()
        self.saved_label.setText(
            self.tr('Saved as {path} (<a href="{folder}">open the folder</a>)').format(
                path=html.escape(str(self.saved_path)), folder=html.escape(folder, quote=True)
            )
        )

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Preview: {document}").format(document=self.title))
        self.pages_label.setText(self.tr("Pages: {count}").format(count=self.page_count()))
        self.save_button.setText(self.tr("Save as &PDF…"))
        self.print_button.setText(self.tr("&Print…"))
        self._saved_text()

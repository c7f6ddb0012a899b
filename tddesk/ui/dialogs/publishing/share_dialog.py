"""Arkiv → Publicera → Dela i lokalt nät…: the results site served read-only in the room.

The TD chooses a port and whether only this computer (the default) or the local network on one of
this computer's addresses may read the pages; the dialog shows the address to write on the board
and, on the network, its QR code for the readers' phones. Sharing goes on when the dialog is closed
and stops with Stop, when the file is closed or the program ends (docs/publishing.md).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tddesk.ui.formatting import ERROR_STYLE
from tddesk.ui.retranslating import Retranslating

if TYPE_CHECKING:
    from tddesk.ui.dialogs.publishing.publish_dialog import Publishing

DEFAULT_PORT = 8080


class ShareDialog(Retranslating, QDialog):
    def __init__(self, publishing: Publishing, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("shareDialog")
        self.publishing = publishing
        self.port = QSpinBox(self)
        self.port.setObjectName("sharePort")
        self.port.setRange(1024, 65535)
        self.port.setValue(publishing.server.port if publishing.server else DEFAULT_PORT)
        self.only_here = QRadioButton(self)
        self.only_here.setObjectName("shareLoopback")
        self.only_here.setChecked(True)  # nobody else reads the laptop unless the TD says so
        self.network = QRadioButton(self)
        self.network.setObjectName("shareNetwork")
        self.network_address = QComboBox(self)
        self.network_address.setObjectName("shareNetworkAddress")
        # deferred: not loaded before the window's first paint (start-up)
        from tddesk.publish.serve import lan_addresses

        self.network_address.addItems(lan_addresses())
        self.network.setEnabled(self.network_address.count() > 0)
        self.network_address.setEnabled(False)
        self.network.toggled.connect(lambda on: self.network_address.setEnabled(on and not self._sharing()))
        self.qr_code = QLabel(self)
        self.qr_code.setObjectName("shareQrCode")
        self.qr_code.hide()
        self.port_label = QLabel(self)
        form = QFormLayout()
        form.addRow(self.port_label, self.port)
        self.address = QLabel(self)
        self.address.setObjectName("shareAddress")
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.address.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.start_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.start_button.setObjectName("shareStart")
        self.stop_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.stop_button.setObjectName("shareStop")
        self.start_button.clicked.connect(self.start)
        self.stop_button.clicked.connect(self.stop)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.only_here)
        layout.addWidget(self.network)
        layout.addWidget(self.network_address)
        layout.addWidget(self.address)
        layout.addWidget(self.qr_code, alignment=Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.buttons)
        self.retranslate()

    def _sharing(self) -> bool:
        return self.publishing.server is not None

    def chosen_host(self) -> str:
        # deferred: not loaded before the window's first paint (start-up)
        from tddesk.publish.serve import LOOPBACK

        if self.network.isChecked() and self.network_address.currentText():
            return self.network_address.currentText()
        return LOOPBACK

    def start(self) -> None:
        problem = self.publishing.share(self.port.value(), self.chosen_host())
        if problem:
            self.address.setStyleSheet(ERROR_STYLE)
            self.address.setText(problem)
        self._show_state()

    def stop(self) -> None:
        self.publishing.stop_sharing()
        self._show_state()

    def _show_state(self) -> None:
        server = self.publishing.server
        sharing = server is not None
        self.start_button.setEnabled(not sharing)
        self.stop_button.setEnabled(sharing)
        for widget in (self.port, self.only_here):
            widget.setEnabled(not sharing)
        self.network.setEnabled(not sharing and self.network_address.count() > 0)
        self.network_address.setEnabled(not sharing and self.network.isChecked())
        self.qr_code.hide()
        if server is not None:
            # deferred: not loaded before the window's first paint (start-up)
            from tddesk.publish.serve import LOOPBACK

            self.address.setStyleSheet("")
            addresses = server.addresses()
            self.address.setText(
                self.tr("The results can be read at: {addresses}").format(addresses=" ".join(addresses))
            )
            if server.host != LOOPBACK and addresses:
                # deferred: not loaded before the window's first paint (start-up)
                from tddesk.ui.widgets.qr_code import qr_pixmap

                self.qr_code.setPixmap(qr_pixmap(addresses[0]))
                self.qr_code.setToolTip(addresses[0])
                self.qr_code.show()
        elif not self.address.styleSheet():
            self.address.setText(self.tr("Not shared."))

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Share the results in the local network"))
        self.port_label.setText(self.tr("Port:"))
        self.only_here.setText(self.tr("Only this computer (127.0.0.1)"))
        self.network.setText(self.tr("Every computer and phone in the local network, at this computer's address:"))
        self.start_button.setText(self.tr("Share"))
        self.stop_button.setText(self.tr("Stop"))
        self._show_state()

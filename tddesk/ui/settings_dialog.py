"""Verktyg → Inställningar: the program's own settings; a change applies at once and is stored."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from tddesk import i18n
from tddesk.ui.retranslating import Retranslating
from tddesk.ui.settings import MAX_TEXT, Settings
from tddesk.ui.translator import install_language

# Each language by its own name, so a TD who cannot read the current language still finds theirs.
LANGUAGE_NAMES = {"sv": "Svenska", "en": "English"}


class SettingsDialog(Retranslating, QDialog):
    def __init__(self, settings: Settings, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self.settings = settings
        self.language_combo = QComboBox(self)
        self.language_combo.setObjectName("languageCombo")
        for code in i18n.LANGUAGES:
            self.language_combo.addItem(LANGUAGE_NAMES[code], code)
        self.language_combo.setCurrentIndex(self.language_combo.findData(i18n.language()))
        self.language_caption = QLabel(self)
        self.language_caption.setBuddy(self.language_combo)
        self.language_note = QLabel(self)
        self.language_note.setWordWrap(True)
        self.report_edit = QLineEdit(settings.report_to, self)
        self.report_edit.setObjectName("reportTo")
        self.report_edit.setMaxLength(MAX_TEXT)
        self.report_caption = QLabel(self)
        self.report_caption.setBuddy(self.report_edit)
        self.report_edit.editingFinished.connect(self._report_to_changed)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)

        form = QFormLayout()
        form.addRow(self.language_caption, self.language_combo)
        form.addRow(self.language_note)
        form.addRow(self.report_caption, self.report_edit)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)
        # Connected after the current language is selected, so opening the dialog changes nothing.
        self.language_combo.currentIndexChanged.connect(self._language_chosen)
        self.retranslate()

    def choose_language(self, language: str) -> None:
        """Select ``language`` ("sv" or "en") as if the TD picked it in the list."""
        index = self.language_combo.findData(language)
        if index < 0:
            raise ValueError(f"unknown language {language!r}")
        self.language_combo.setCurrentIndex(index)

    def _report_to_changed(self) -> None:
        self.settings.report_to = self.report_edit.text()

    def _language_chosen(self, index: int) -> None:
        language = self.language_combo.itemData(index)
        self.settings.language = language
        app = QApplication.instance()
        assert app is not None  # a dialog lives inside the program's application
        install_language(app, language)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Settings"))
        self.language_caption.setText(self.tr("&Language:"))
        self.language_note.setText(self.tr("The menus, messages, printouts and exported workbooks use this language."))
        self.report_caption.setText(self.tr("Send error &reports to:"))
        self.report_edit.setPlaceholderText(self.tr("an e-mail address or the issue tracker's web address"))
        # The whole hint in sight: an address field as narrow as the language list cut it.
        hint = self.report_edit.fontMetrics().horizontalAdvance(self.report_edit.placeholderText())
        self.report_edit.setMinimumWidth(hint + 24)

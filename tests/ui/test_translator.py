"""The Qt translator answers from the shared .ts catalogue; what PySide does with an override."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QObject, QTranslator
from PySide6.QtWidgets import QDialogButtonBox, QWidget

from tddesk import i18n
from tddesk.ui.status import MainStatusBar
from tddesk.ui.translator import CatalogueTranslator, install_language, installed_translators


class RecordingTranslator(QTranslator):
    """Answers one string and records every question Qt asks."""

    def __init__(self):
        super().__init__()
        self.questions: list[tuple[str, str]] = []

    def translate(self, context, source_text, disambiguation=None, n=-1):
        self.questions.append((context, source_text))
        return "Hej" if (context, source_text) == ("Greeter", "Hello") else None


class Greeter(QWidget):
    def greeting(self) -> str:
        return self.tr("Hello")


class PoliteGreeter(Greeter):
    pass


@pytest.fixture
def recording_translator(qapp):
    install_language(qapp, "en")  # no other translator answers first
    translator = RecordingTranslator()
    qapp.installTranslator(translator)
    yield translator
    qapp.removeTranslator(translator)


def test_pyside_calls_the_python_override_for_tr_and_for_qt_strings(recording_translator, qtbot):
    greeter = Greeter()
    qtbot.addWidget(greeter)
    assert greeter.greeting() == "Hej"
    assert QCoreApplication.translate("Greeter", "Hello") == "Hej"
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    qtbot.addWidget(buttons)
    assert ("QPlatformTheme", "Cancel") in recording_translator.questions
    assert buttons.buttons()[0].text() == "Cancel"  # None: the source text is shown


def test_tr_in_a_subclass_asks_the_subclass_then_the_class_that_wrote_it(recording_translator, qtbot):
    greeter = PoliteGreeter()
    qtbot.addWidget(greeter)
    assert greeter.greeting() == "Hej"
    # other widgets of the session may ask for their own texts in between: look at "Hello" only
    hello = [question for question in recording_translator.questions if question[1] == "Hello"]
    assert hello[:2] == [("PoliteGreeter", "Hello"), ("Greeter", "Hello")]


def test_widgets_get_swedish_from_the_catalogue(qtbot):
    status = MainStatusBar()
    qtbot.addWidget(status)
    assert status.tr("Read-only") == "Skrivskyddad"
    assert QCoreApplication.translate("MainStatusBar", "Saved {time}") == "Sparat {time}"
    assert status.tr("A sentence that is in no catalogue") == "A sentence that is in no catalogue"


def test_a_subclass_of_a_tddesk_widget_is_translated_too(qtbot):
    class FileStatusBar(MainStatusBar):
        pass

    status = FileStatusBar()
    qtbot.addWidget(status)
    assert status.read_only_label.text() == "Skrivskyddad"


def test_catalogue_translator_reads_the_shared_catalogue():
    translator = CatalogueTranslator("sv")
    assert translator.translate("MainMenus", "&File") == "&Arkiv"
    assert translator.translate("MainMenus", "No such text") is None
    assert not translator.isEmpty()


def test_switching_language_replaces_the_translators(qapp):
    install_language(qapp, "sv")
    install_language(qapp, "sv")
    swedish = installed_translators(qapp)
    assert isinstance(swedish[0], CatalogueTranslator) and len(swedish) <= 2
    assert QCoreApplication.translate("MainMenus", "&File") == "&Arkiv"
    assert i18n.language() == "sv" and QLocale().decimalPoint() == ","

    install_language(qapp, "en")
    assert installed_translators(qapp) == []
    assert QCoreApplication.translate("MainMenus", "&File") == "&File"
    assert i18n.translate("MainMenus", "&File") == "&File"
    assert QLocale().decimalPoint() == "."


class LanguageChangeCounter(QWidget):
    """Counts the LanguageChange events Qt delivers, each of which re-translates a widget."""

    def __init__(self):
        super().__init__()
        self.changes = 0

    def changeEvent(self, event):
        if event.type() == QEvent.Type.LanguageChange:
            self.changes += 1
        super().changeEvent(event)


def test_installing_the_language_already_installed_translates_nothing_again(qapp, qtbot):
    install_language(qapp, "sv")
    counter = LanguageChangeCounter()
    qtbot.addWidget(counter)
    swedish = installed_translators(qapp)
    install_language(qapp, "sv")
    assert counter.changes == 0 and installed_translators(qapp) == swedish
    assert QCoreApplication.translate("MainMenus", "&File") == "&Arkiv" and QLocale().decimalPoint() == ","

    install_language(qapp, "en")
    assert counter.changes == 1 and installed_translators(qapp) == []
    install_language(qapp, "en")
    assert counter.changes == 1
    install_language(qapp, "sv")
    assert counter.changes == 2 and QCoreApplication.translate("MainMenus", "&File") == "&Arkiv"
    assert i18n.language() == "sv" and QLocale().decimalPoint() == ","


def test_an_unknown_language_is_refused(qapp):
    with pytest.raises(ValueError, match="unknown language"):
        install_language(qapp, "de")
    assert i18n.language() == "sv"


@pytest.mark.skipif(
    not QTranslator().load("qtbase_sv", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)),
    reason="Qt's Swedish catalogue is not shipped with this Qt",
)
def test_qt_dialog_buttons_are_swedish(qtbot):
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    qtbot.addWidget(buttons)
    assert buttons.button(QDialogButtonBox.StandardButton.Close).text() == "Stäng"


def test_a_plain_qobject_subclass_is_asked_by_its_own_name(qapp):
    class Helper(QObject):
        def text(self):
            return self.tr("&File")

    # Not in the catalogue under "Helper" nor "QObject": shown in English.
    assert Helper().text() == "&File"

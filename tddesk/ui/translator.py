"""Qt's translation machinery answered from tddesk's own catalogue.

``CatalogueTranslator`` is a QTranslator whose ``translate`` reads ``tddesk.i18n.catalogue``, the
same Qt Linguist ``.ts`` file the CLI, reports and exports use, so no compiled ``.qm`` file has
to be kept in step with it.

How PySide6 behaves (checked with 6.12.0; ``tests/ui/test_translator.py`` pins it down):

- Qt calls the Python override of ``QTranslator.translate`` for ``self.tr(...)``, for
  ``QCoreApplication.translate(...)`` and for Qt's own C++ strings (e.g. ``QPlatformTheme`` asks
  for "OK" and "Cancel"). Returning ``None`` means "not found": Qt then asks the next translator
  and finally shows the source text. (An empty string would be shown as empty.)
- ``self.tr`` first asks with the *runtime* class name as context and, while the answer is the
  untranslated source, again with each base class name along the MRO. So a string written in a
  base class (where ``pyside6-lupdate`` files it) is found when a subclass shows it.
- The override receives ``disambiguation=None`` for a plain ``self.tr("…")``; the wheel for
  Python 3.11 releases a reference to ``None`` it never took on every such call, as it does on
  every call of a Qt method returning nothing. ``tddesk.ui`` (the package ``__init__``) guards
  against that for the whole UI; see there.
- The catalogue keys are (context, source): disambiguation comments are not told apart and plural
  forms (``%n``) are not read, so UI text avoids both.

``install_language`` switches the whole program: ``tddesk.i18n`` (reports, CLI messages), this
translator, Qt's own strings (``qtbase_<lang>.qm`` from Qt's translations folder, when shipped)
and the default QLocale. Installing a translator makes Qt post ``LanguageChange`` to every widget;
``install_language`` delivers those events before it returns, and widgets re-set their texts in
``changeEvent``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QObject, QTranslator

from tddesk import i18n
from tddesk.ui.formatting import ui_locale


class CatalogueTranslator(QTranslator):
    """Answers Qt's translation requests from the language's tddesk catalogue."""

    def __init__(self, language: str, parent: QObject | None = None):
        super().__init__(parent)
        self._language = language
        self._entries = i18n.catalogue(language)

    def language(self) -> str:
        return self._language

    def translate(self, context: str, source_text: str, disambiguation: str | None = None, n: int = -1) -> str | None:
        return self._entries.get((context, source_text))  # None: Qt falls back to the source text

    def isEmpty(self) -> bool:  # noqa: N802 - Qt's name
        return not self._entries


# The translators installed per application, so that a switch replaces rather than stacks them,
# and the language they are for.
_installed: dict[int, list[QTranslator]] = {}
_installed_language: dict[int, str] = {}


def install_language(app: QCoreApplication, language: str) -> None:
    """Switch the program to ``language`` ("sv" or "en"); raises ValueError for others.

    The language already installed is kept as it is: installing its translators again would only
    make every open window translate all its texts once more (a new window does so itself).
    """
    i18n.set_language(language)
    QLocale.setDefault(ui_locale(language))
    if _installed_language.get(id(app)) == language:
        return
    for translator in _installed.pop(id(app), []):
        app.removeTranslator(translator)
    translators: list[QTranslator] = []
    if language != i18n.SOURCE_LANGUAGE:
        # Installed first so it is asked last: Qt asks the latest translator first, and Qt's own
        # strings should come from Qt's catalogue.
        translators.append(CatalogueTranslator(language, app))
        qt_strings = _qt_base_translator(language, app)
        if qt_strings is not None:
            translators.append(qt_strings)
    for translator in translators:
        app.installTranslator(translator)
    _installed[id(app)] = translators
    _installed_language[id(app)] = language
    # Qt posts LanguageChange to the widgets; deliver it now, so the switch is complete on return.
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)


def installed_translators(app: QCoreApplication) -> list[QTranslator]:
    """The translators ``install_language`` installed on ``app``, first installed first."""
    return list(_installed.get(id(app), []))


def _qt_base_translator(language: str, parent: QObject) -> QTranslator | None:
    translator = QTranslator(parent)
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    return translator if translator.load(f"qtbase_{language}", folder) else None

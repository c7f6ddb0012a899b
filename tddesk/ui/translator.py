"""Qt's translation machinery answered from tddesk's own catalogue.

``CatalogueTranslator`` is a QTranslator whose ``translate`` reads ``tddesk.i18n.catalogue``, the
same Qt Linguist ``.ts`` file the CLI, reports and exports use, so no compiled ``.qm`` file has
to be kept in step with it.

How PySide6 (checked with 6.12) behaves, which this module relies on and
``tests/ui/test_translator.py`` pins down:

- Qt calls the Python override of ``QTranslator.translate`` for ``self.tr(...)``, for
  ``QCoreApplication.translate(...)`` and for Qt's own C++ strings (e.g. ``QPlatformTheme`` asks
  for "OK" and "Cancel"). Returning ``None`` means "not found": Qt then tries the next
  translator and finally shows the source text. An empty string would be shown as empty.
- ``self.tr`` passes the *runtime* class name as the context: a method defined in ``Base`` and
  called on an instance of ``Derived`` asks for context ``"Derived"``, while ``pyside6-lupdate``
  files the string under ``"Base"``, where it is written. On a miss the translator therefore
  also tries the class names along the Python MRO of the QObject subclass so named.
- PySide6 6.12 hands a null ``disambiguation`` (what ``self.tr("…")`` passes) to the override as
  ``None`` without taking a reference to it, and releases one afterwards: every such call lowers
  ``None``'s reference count by one, and on Python 3.11 the interpreter aborts ("deallocating
  None") after a few thousand translations. ``translate`` gives that reference back. Should a later
  PySide take the reference itself, ``None`` merely keeps extra references; from Python 3.12
  ``None`` is immortal and both are no-ops. ``tests/ui/test_translator.py`` checks the balance.
- The catalogue keys are (context, source); disambiguation comments are not told apart, and
  plural forms (``%n``) are not read, so UI text avoids both.

``install_language`` switches the whole program: ``tddesk.i18n`` (reports, CLI messages), the Qt
translator, Qt's own Swedish strings (``qtbase_sv.qm`` from Qt's translations folder, when
shipped) and the default QLocale. Installing a translator makes Qt post ``LanguageChange`` to every
widget; ``install_language`` delivers those events before it returns, and widgets re-set their
texts in ``changeEvent``.
"""
from __future__ import annotations

import ctypes

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QObject, QTranslator

from tddesk import i18n
from tddesk.ui.formatting import ui_locale

_give_back_reference = ctypes.pythonapi.Py_IncRef
_give_back_reference.argtypes = [ctypes.py_object]
_give_back_reference.restype = None


class CatalogueTranslator(QTranslator):
    """Answers Qt's translation requests from the language's tddesk catalogue."""

    def __init__(self, language: str, parent: QObject | None = None):
        super().__init__(parent)
        self.language = language
        self._entries = i18n.catalogue(language)
        self._contexts_by_class: dict[str, tuple[str, ...]] = {}

    def translate(self, context, source_text, disambiguation=None, n=-1):  # noqa: ARG002 - Qt's signature
        if disambiguation is None:
            _give_back_reference(None)  # see the module docstring
        found = self._entries.get((context, source_text))
        if found is not None:
            return found
        for base_context in self._base_class_contexts(context):
            found = self._entries.get((base_context, source_text))
            if found is not None:
                return found
        return None  # Qt then asks the next translator and finally shows the source text

    def isEmpty(self) -> bool:  # noqa: N802 - Qt's name
        return not self._entries

    def _base_class_contexts(self, class_name: str) -> tuple[str, ...]:
        """The names of the base classes of the QObject subclass called ``class_name``."""
        if class_name not in self._contexts_by_class:
            names: list[str] = []
            for cls in _qobject_subclasses_named(class_name):
                names.extend(base.__name__ for base in cls.__mro__[1:] if base.__name__ not in names)
            self._contexts_by_class[class_name] = tuple(names)
        return self._contexts_by_class[class_name]


def _qobject_subclasses_named(name: str) -> list[type]:
    found, seen, pending = [], set(), [QObject]
    while pending:
        cls = pending.pop()
        for sub in cls.__subclasses__():
            if sub not in seen:
                seen.add(sub)
                pending.append(sub)
                if sub.__name__ == name:
                    found.append(sub)
    return found


# The translators currently installed per application, so a switch replaces rather than stacks.
_installed: dict[int, list[QTranslator]] = {}


def install_language(app: QCoreApplication, language: str) -> None:
    """Switch the program to ``language`` ("sv" or "en"); raises ValueError for others."""
    i18n.set_language(language)
    for translator in _installed.pop(id(app), []):
        app.removeTranslator(translator)
    translators: list[QTranslator] = []
    if language != i18n.SOURCE_LANGUAGE:
        # Installed first so it is asked last: Qt asks the latest translator first, and Qt's
        # own strings should come from Qt's catalogue.
        translators.append(CatalogueTranslator(language, app))
        qt_strings = _qt_base_translator(language, app)
        if qt_strings is not None:
            translators.append(qt_strings)
    for translator in translators:
        app.installTranslator(translator)
    _installed[id(app)] = translators
    QLocale.setDefault(ui_locale(language))
    # Qt posts LanguageChange to the widgets; deliver it now, so the switch is complete on return.
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)


def installed_translators(app: QCoreApplication) -> list[QTranslator]:
    return list(_installed.get(id(app), []))


def _qt_base_translator(language: str, parent: QObject) -> QTranslator | None:
    translator = QTranslator(parent)
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    return translator if translator.load(f"qtbase_{language}", folder) else None

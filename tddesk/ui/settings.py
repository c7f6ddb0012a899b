"""The user's program settings (not the tournament's: those live in the file), over QSettings.

Each setting is a typed attribute of ``Settings`` with its key, default and check in one place,
so a wrong or stale value in the user's settings falls back to the default instead of breaking
the program. The values are stored under organisation "tddesk", application "tddesk"; tests point
QSettings at a temporary folder (``tests/ui/conftest.py``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Generic, TypeVar, cast, overload

from PySide6.QtCore import QByteArray, QSettings

from tddesk import i18n

ORGANISATION = "tddesk"
APPLICATION = "tddesk"
MAX_RECENT_FILES = 8
MAX_TEXT = 200  # a stored address or name

T = TypeVar("T")


class _Setting(Generic[T]):
    """A descriptor reading and writing one QSettings key of a ``Settings`` instance."""

    def __init__(self, key: str, default: T):
        self.key = key
        self.default = default

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, settings: None, owner: type | None = None) -> _Setting[T]: ...
    @overload
    def __get__(self, settings: Settings, owner: type | None = None) -> T: ...
    def __get__(self, settings: Settings | None, owner: type | None = None) -> T | _Setting[T]:
        if settings is None:
            return self
        stored = settings.qsettings.value(self.key)
        if stored is None:
            return self.default
        try:
            return self.from_stored(stored)
        except (TypeError, ValueError):
            return self.default

    def __set__(self, settings: Settings, value: T) -> None:
        settings.qsettings.setValue(self.key, self.to_stored(self.check(value)))

    def from_stored(self, stored: Any) -> T:
        return self.check(stored)

    def to_stored(self, value: T) -> object:
        return value

    def check(self, value: Any) -> T:
        return cast(T, value)  # the subclasses check; this one takes the value as it is


class _ChoiceSetting(_Setting[str]):
    def __init__(self, key: str, default: str, choices: tuple[str, ...]):
        super().__init__(key, default)
        self.choices = choices

    def check(self, value: Any) -> str:
        if not isinstance(value, str) or value not in self.choices:
            raise ValueError(f"{self.key} must be one of {', '.join(self.choices)}, got {value!r}")
        return value


class _TextSetting(_Setting[str]):
    def check(self, value: Any) -> str:
        if not isinstance(value, str):
            raise TypeError(f"{self.key} must be text, got {type(value).__name__}")
        return value.strip()[:MAX_TEXT]


class _BytesSetting(_Setting[QByteArray]):
    def check(self, value: Any) -> QByteArray:
        if isinstance(value, (bytes, bytearray)):
            return QByteArray(bytes(value))
        if not isinstance(value, QByteArray):
            raise TypeError(f"{self.key} must be bytes, got {type(value).__name__}")
        return value


class Settings:
    """Typed access to the stored settings; pass a QSettings to use another store."""

    language = _ChoiceSetting("ui/language", i18n.DEFAULT_LANGUAGE, i18n.LANGUAGES)
    window_geometry = _BytesSetting("window/geometry", QByteArray())
    window_state = _BytesSetting("window/state", QByteArray())
    # Where the crash dialog tells the TD to send the log (an e-mail or the issue tracker's address);
    # empty: the address the installed package names (crash_log.report_address).
    report_to = _TextSetting("support/report_to", "")

    def __init__(self, qsettings: QSettings | None = None):
        if qsettings is None:
            # defaultFormat(), not the (organisation, application) constructor's fixed NativeFormat,
            # so tests can redirect every store to a temporary INI folder on any platform.
            qsettings = QSettings(QSettings.defaultFormat(), QSettings.Scope.UserScope, ORGANISATION, APPLICATION)
        self.qsettings = qsettings

    def window_geometry_on(self, screen: str) -> QByteArray:
        """The window's geometry as last left on ``screen`` (``screen_fit.screen_key``)."""
        value = self.qsettings.value(f"window/geometry-on/{screen}")
        if isinstance(value, QByteArray):
            return QByteArray(value)
        return QByteArray(bytes(value)) if isinstance(value, (bytes, bytearray)) else QByteArray()

    def set_window_geometry_on(self, screen: str, geometry: QByteArray) -> None:
        self.qsettings.setValue(f"window/geometry-on/{screen}", geometry)
        self.window_geometry = geometry  # the last one, whatever the screen

    # Stored as a QSettings array, not a Python list: an INI store gives a one-element list back
    # as a plain string.
    def recent_files(self) -> list[Path]:
        """The files opened most recently, newest first, at most MAX_RECENT_FILES."""
        count = self.qsettings.beginReadArray("recent_files")
        paths = []
        for index in range(count):
            self.qsettings.setArrayIndex(index)
            text = self.qsettings.value("path")
            if isinstance(text, str) and text:
                paths.append(Path(text))
        self.qsettings.endArray()
        return paths[:MAX_RECENT_FILES]

    def set_recent_files(self, paths: list[Path]) -> None:
        unique: list[Path] = []
        for path in paths:
            if path not in unique:
                unique.append(path)
        self.qsettings.remove("recent_files")  # shorter lists must not keep old tail entries
        self.qsettings.beginWriteArray("recent_files", min(len(unique), MAX_RECENT_FILES))
        for index, path in enumerate(unique[:MAX_RECENT_FILES]):
            self.qsettings.setArrayIndex(index)
            self.qsettings.setValue("path", str(path))
        self.qsettings.endArray()

    def add_recent_file(self, path: Path) -> None:
        """Put ``path`` first in the recent files (moving it if already there)."""
        absolute = Path(path).resolve()
        self.set_recent_files([absolute, *(p for p in self.recent_files() if p != absolute)])

    def clear_recent_files(self) -> None:
        self.set_recent_files([])

    def sync(self) -> None:
        """Write pending changes to disk now (QSettings also does so by itself later)."""
        self.qsettings.sync()

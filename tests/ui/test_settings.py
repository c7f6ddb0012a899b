"""The typed settings over QSettings, stored in the test's temporary folder."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QSettings

from tddesk.ui.settings import MAX_RECENT_FILES, Settings


def reopened() -> Settings:
    """A fresh Settings reading what the previous one wrote to disk."""
    return Settings()


def test_tests_never_touch_the_users_settings(settings_folder):
    assert Path(Settings().qsettings.fileName()).is_relative_to(settings_folder)


def test_defaults():
    settings = Settings()
    assert settings.language == "sv"
    assert settings.recent_files() == []
    assert settings.window_geometry.isEmpty() and settings.window_state.isEmpty()


def test_language_is_stored():
    settings = Settings()
    settings.language = "en"
    settings.sync()
    assert reopened().language == "en"


def test_a_wrong_language_is_refused_and_a_stale_one_reads_as_default():
    settings = Settings()
    with pytest.raises(ValueError, match="ui/language"):
        settings.language = "de"
    settings.qsettings.setValue("ui/language", "fr")  # e.g. written by a newer version
    assert settings.language == "sv"


def test_one_recent_file_survives_a_round_trip(tmp_path):
    # An INI store returns a one-element Python list as a plain string; the array does not.
    settings = Settings()
    settings.add_recent_file(tmp_path / "dm-lag-2016.tddesk")
    settings.sync()
    assert reopened().recent_files() == [tmp_path / "dm-lag-2016.tddesk"]


def test_recent_files_newest_first_without_duplicates_at_most_eight(tmp_path):
    settings = Settings()
    files = [tmp_path / f"heat-{number}.tddesk" for number in range(10)]
    for path in files:
        settings.add_recent_file(path)
    settings.add_recent_file(files[5])
    recent = reopened().recent_files()
    assert len(recent) == MAX_RECENT_FILES
    assert recent[:3] == [files[5], files[9], files[8]]
    assert len(set(recent)) == len(recent)

    settings.clear_recent_files()
    assert reopened().recent_files() == []


def test_recent_files_are_stored_as_absolute_paths(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    settings = Settings()
    settings.add_recent_file(Path("dm.tddesk"))
    assert settings.recent_files() == [tmp_path.resolve() / "dm.tddesk"]


def test_window_geometry_round_trip():
    settings = Settings()
    settings.window_geometry = QByteArray(b"\x01\xd9\xd0\xcb\x00\x03")
    settings.window_state = b"state"
    settings.sync()
    again = reopened()
    assert bytes(again.window_geometry.data()) == b"\x01\xd9\xd0\xcb\x00\x03"
    assert bytes(again.window_state.data()) == b"state"


def test_a_given_qsettings_is_used(tmp_path):
    store = QSettings(str(tmp_path / "other.ini"), QSettings.Format.IniFormat)
    settings = Settings(store)
    settings.language = "en"
    settings.sync()
    assert "language=en" in (tmp_path / "other.ini").read_text(encoding="utf-8")
    assert Settings().language == "sv"

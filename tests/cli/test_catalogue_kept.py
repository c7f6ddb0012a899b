"""The Swedish catalogue read at start-up: the table parsed from the .ts file is kept for the next
start, and a catalogue that changed since is read again, never answered from the old table."""

from __future__ import annotations

import os
import sys

import pytest

from tddesk import i18n

CATALOGUE = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sv_SE">
<context>
    <name>Cli</name>
    <message>
        <source>Saved {file}</source>
        <translation>TRANSLATION</translation>
    </message>
    <message>
        <source>Not yet</source>
        <translation type="unfinished">Inte än</translation>
    </message>
</context>
</TS>
"""


@pytest.fixture
def catalogue_file(tmp_path, monkeypatch):
    """A catalogue of its own for language "xx", kept in a folder of its own."""
    path = tmp_path / "tddesk_xx.ts"
    path.write_text(CATALOGUE.replace("TRANSLATION", "Sparade {file}"), encoding="utf-8")
    monkeypatch.setattr(i18n, "translation_catalogue", lambda language: tmp_path / f"tddesk_{language}.ts")
    monkeypatch.setattr(i18n, "_KEPT", tmp_path / "kept")
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    return path


def read(language: str = "xx") -> dict[tuple[str, str], str]:
    return i18n.catalogue.__wrapped__(language)  # past the per-process cache, as a new start reads


def kept_tables() -> list:
    return sorted(i18n._KEPT.glob("tddesk_xx.ts.*.marshal"))


def test_the_next_start_reads_the_kept_table_not_the_xml(catalogue_file, monkeypatch):
    first = read()
    assert first == {("Cli", "Saved {file}"): "Sparade {file}"}  # unfinished ones are not used
    assert len(kept_tables()) == 1

    def no_parsing(entry):
        raise AssertionError("the catalogue was parsed again")

    monkeypatch.setattr(i18n, "_parse", no_parsing)
    assert read() == first


def test_a_changed_catalogue_is_read_again(catalogue_file):
    read()
    status = catalogue_file.stat()
    # the same size, only the time stamp tells the versions apart
    catalogue_file.write_text(CATALOGUE.replace("TRANSLATION", "Lagrade {file}"), encoding="utf-8")
    assert catalogue_file.stat().st_size == status.st_size
    os.utime(catalogue_file, ns=(status.st_atime_ns, status.st_mtime_ns + 1_000_000))
    assert read() == {("Cli", "Saved {file}"): "Lagrade {file}"}
    assert read() == {("Cli", "Saved {file}"): "Lagrade {file}"}
    assert len(kept_tables()) == 1  # the old version's table is dropped, not kept beside it


def test_a_damaged_kept_table_is_parsed_again(catalogue_file):
    read()
    [kept] = kept_tables()
    kept.write_bytes(b"\x00half")  # a start killed while writing it
    assert read() == {("Cli", "Saved {file}"): "Sparade {file}"}
    # dropped and kept whole again, not left damaged for every later start to parse past
    assert kept_tables() == [kept] and i18n._read_kept(kept, i18n._stamp(catalogue_file)) is not None


def test_a_table_another_start_is_writing_is_left_to_it(catalogue_file, monkeypatch):
    read()
    [kept] = kept_tables()
    whole = kept.read_bytes()
    kept.write_bytes(whole[: len(whole) // 2])
    monkeypatch.setattr(i18n, "_read_kept", lambda kept, stamp: None)  # this start finds it unfinished
    assert read() == {("Cli", "Saved {file}"): "Sparade {file}"}
    assert kept.read_bytes() == whole[: len(whole) // 2]  # not written over while the other writes


def test_nothing_is_kept_where_nothing_may_be_written(catalogue_file, monkeypatch, tmp_path):
    monkeypatch.setattr(sys, "dont_write_bytecode", True)  # PYTHONDONTWRITEBYTECODE, python -B
    assert read() == {("Cli", "Saved {file}"): "Sparade {file}"}
    assert not i18n._KEPT.exists()
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    blocked = tmp_path / "blocked"
    blocked.write_text("a file where the folder would be", encoding="utf-8")
    monkeypatch.setattr(i18n, "_KEPT", blocked / "kept")
    assert read() == {("Cli", "Saved {file}"): "Sparade {file}"}


def test_the_shipped_swedish_catalogue_reads_the_same_kept_or_parsed():
    entry = i18n.translation_catalogue("sv")
    parsed = i18n._parse(entry)
    assert len(parsed) > 1000
    assert read("sv") == parsed

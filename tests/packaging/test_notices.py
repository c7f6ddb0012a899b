"""The third-party notices the frozen program ships are generated from the installed distributions.

installer/notices.py follows tddesk's runtime requirements through each distribution's metadata;
the bundle carries its output as THIRD_PARTY_NOTICES.txt (installer/tddesk.spec). A library added
to pyproject.toml appears without anyone typing it in; NumPy and Matplotlib, which the bundle
leaves out, do not.
"""

from __future__ import annotations

import re
import sys
import tomllib
from importlib import metadata
from pathlib import Path

from packaging.requirements import Requirement

PROJECT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(PROJECT / "installer"))

import notices  # noqa: E402 - installer/ is not a package

DECLARED = tomllib.loads((PROJECT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["dependencies"]


def test_every_declared_dependency_and_what_it_requires_is_listed():
    shipped = set(notices.shipped_distributions())
    for requirement in map(Requirement, DECLARED):
        assert notices.canonical(requirement.name) in shipped
    # followed one level down: ReportLab's Pillow, openpyxl's et_xmlfile, PySide6's shiboken6
    assert {"pillow", "et-xmlfile", "shiboken6", "pyside6-essentials"} <= shipped
    assert "tddesk" not in shipped


def test_numpy_and_matplotlib_are_left_out_with_what_only_they_need():
    shipped = set(notices.shipped_distributions())
    assert not {"numpy", "matplotlib", "contourpy", "kiwisolver", "cycler", "fonttools"} & shipped


def test_each_entry_names_its_version_licence_and_carries_its_licence_files():
    text = notices.notices_text()
    for entry in notices.shipped():
        assert f"- {entry.name} {entry.version}: {entry.licence}" in text
        assert entry.licence != "(not declared)", entry.name
        for file_name, licence_text in entry.licence_texts:
            assert f"[{file_name}]\n{licence_text}" in text
    sqlalchemy = metadata.distribution("sqlalchemy")
    assert f"SQLAlchemy {sqlalchemy.version}" in text
    assert "Permission is hereby granted, free of charge" in text  # the MIT text itself, not its name


def test_qt_is_named_under_the_lgpl_with_how_to_replace_its_libraries():
    text = notices.notices_text()
    assert re.search(r"PySide6 [\d.]+: LGPL-3.0-only", text)
    assert "replace the Qt shared libraries" in text
    assert text.rstrip().endswith(notices.LGPL_TEXT.read_text(encoding="utf-8").rstrip())
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in text
    assert "DDS double-dummy solver" in text


def test_the_report_font_inside_tddesk_carries_its_licence():
    text = notices.notices_text()
    assert "Shipped inside tddesk: tddesk/data/fonts/DejaVu-LICENSE.txt" in text
    assert "Bitstream Vera is a trademark of" in text


def test_the_script_writes_the_file(tmp_path):
    target = tmp_path / "THIRD_PARTY_NOTICES.txt"
    assert notices.main([str(target)]) == 0
    assert target.read_text(encoding="utf-8") == notices.notices_text()

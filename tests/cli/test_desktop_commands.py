"""`tddesk install-desktop`: a Linux desktop lists the program and opens `.tddesk` files with it.

The desktop entry is checked by desktop-file-validate (desktop-file-utils) and the file type by
xmllint against the shared-mime-info elements (libxml2-utils), as a distribution's packaging
checks would; update-mime-database, where installed, reads the type back.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tddesk.cli import main
from tddesk.cli.desktop_commands import DESKTOP_ID, desktop_entry
from tddesk.resources import DATA

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="a Linux desktop's files")
SCHEMA = Path(__file__).resolve().parents[1] / "packaging" / "shared-mime-info.rng"


def tool(name: str) -> str:
    found = shutil.which(name)
    if found is None:
        pytest.skip(f"{name} is not installed (.ci/run installs it)")
    return found


def validate_desktop_entry(path: Path) -> None:
    checked = subprocess.run([tool("desktop-file-validate"), str(path)], capture_output=True, text=True, check=False)
    assert checked.returncode == 0 and not checked.stdout.strip(), checked.stdout + checked.stderr


def test_the_shipped_desktop_entry_is_valid():
    validate_desktop_entry(Path(str(DATA / "desktop" / f"{DESKTOP_ID}.desktop")))


def test_the_shipped_file_type_is_valid_shared_mime_info():
    xml = Path(str(DATA / "desktop" / f"{DESKTOP_ID}.xml"))
    checked = subprocess.run(
        [tool("xmllint"), "--noout", "--relaxng", str(SCHEMA), str(xml)], capture_output=True, text=True, check=False
    )
    assert checked.returncode == 0, checked.stderr
    assert 'type="application/x-tddesk"' in xml.read_text(encoding="utf-8")


def test_install_desktop_writes_a_valid_entry_the_type_and_the_icons(tmp_path, capsys):
    home = tmp_path / "share"
    assert main(["install-desktop", "--data-home", str(home)]) == 0
    assert str(home) in capsys.readouterr().out
    entry = home / "applications" / f"{DESKTOP_ID}.desktop"
    validate_desktop_entry(entry)
    text = entry.read_text(encoding="utf-8")
    assert "MimeType=application/x-tddesk;" in text and "Icon=se.bridge.tddesk" in text
    assert "open %f" in text
    for size in (16, 32, 48, 256):
        assert (home / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{DESKTOP_ID}.png").is_file()
        assert (home / "icons" / "hicolor" / f"{size}x{size}" / "mimetypes" / "application-x-tddesk.png").is_file()
    if shutil.which("update-mime-database"):  # the desktop's own database now knows the type
        assert "application/x-tddesk:*.tddesk" in (home / "mime" / "globs2").read_text(encoding="utf-8")

    assert main(["install-desktop", "--data-home", str(home), "--uninstall"]) == 0
    assert not entry.exists()
    assert not list((home / "icons").rglob("*tddesk*.png"))


def test_a_program_path_with_spaces_is_quoted_in_exec(tmp_path):
    text = desktop_entry(["/opt/Min bridge/tddesk/tddesk"])
    assert 'Exec="/opt/Min bridge/tddesk/tddesk" open %f' in text
    assert "TryExec=/opt/Min bridge/tddesk/tddesk" in text  # TryExec takes no quotes
    target = tmp_path / f"{DESKTOP_ID}.desktop"
    target.write_text(text, encoding="utf-8")
    validate_desktop_entry(target)

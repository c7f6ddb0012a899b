"""What a release carries: the licence in the sdist and the wheel (PEP 639 ``License-File``), the
manual and the report font in the wheel.

Built by the project's own build backend in this environment, as tests/packaging/
test_installed_wheel.py does (``python -m build --no-isolation``), from a copy of what a release
builds from (the package with its built manual, pyproject.toml and the files beside it), so that no
build folder of the checkout is shared with another test building at the same time.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tarfile
import zipfile
from email.parser import Parser
from pathlib import Path

import pytest

PROJECT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.packaging


def run(command: list[str], cwd: Path) -> None:
    environment = {key: value for key, value in os.environ.items() if not key.startswith("PYTHON")}
    result = subprocess.run(command, cwd=cwd, env=environment, capture_output=True, text=True, check=False)
    assert result.returncode == 0, f"{command} failed:\n{result.stdout}\n{result.stderr}"


RELEASED = ("tddesk", "resources", "setup.py", "pyproject.toml", "README.md", "LICENSE", "CHANGELOG.md", "MANIFEST.in")


@pytest.fixture(scope="module")
def source(tmp_path_factory) -> Path:
    """A copy of the checkout's released files, the manual built into it as the release does."""
    copy = tmp_path_factory.mktemp("release") / "tddesk-source"
    copy.mkdir()
    for name in RELEASED:
        if (PROJECT / name).is_dir():
            shutil.copytree(PROJECT / name, copy / name, ignore=shutil.ignore_patterns("__pycache__", "manual-html"))
        else:
            shutil.copy2(PROJECT / name, copy / name)
    run(
        [
            sys.executable,
            str(PROJECT / "scripts" / "build_manual.py"),
            "--site-dir",
            str(copy / "resources" / "manual-html"),
        ],
        cwd=copy,
    )
    return copy


def build(kind: str, source: Path, folder: Path) -> Path:
    folder.mkdir()
    run(
        [sys.executable, "-c", f"import sys, setuptools.build_meta as b; b.build_{kind}(sys.argv[1])", str(folder)],
        cwd=source,
    )
    (built,) = folder.iterdir()
    return built


def test_the_wheel_carries_the_licence_the_manual_and_the_report_font(source, tmp_path):
    wheel = build("wheel", source, tmp_path / "wheel")
    licence = (PROJECT / "LICENSE").read_text(encoding="utf-8")
    with zipfile.ZipFile(wheel) as opened:
        names = opened.namelist()
        (metadata_name,) = [name for name in names if name.endswith(".dist-info/METADATA")]
        fields = Parser().parsestr(opened.read(metadata_name).decode("utf-8"))
        (licence_name,) = [name for name in names if name.endswith(".dist-info/licenses/LICENSE")]
        assert opened.read(licence_name).decode("utf-8") == licence
        assert {"tddesk/data/manual-html/sv/index.html", "tddesk/data/manual-html/en/heat-evening.html"} <= set(names)
        assert {"tddesk/data/fonts/DejaVuSans.ttf", "tddesk/data/fonts/DejaVu-LICENSE.txt"} <= set(names)
    assert fields["License-Expression"] == "GPL-3.0-or-later"
    assert fields.get_all("License-File") == ["LICENSE"]
    assert "GNU GENERAL PUBLIC LICENSE" in licence and "Version 3, 29 June 2007" in licence


def test_the_sdist_carries_the_licence_and_the_changelog(source, tmp_path):
    sdist = build("sdist", source, tmp_path / "sdist")
    with tarfile.open(sdist) as opened:
        names = {name.split("/", 1)[1] for name in opened.getnames() if "/" in name}
    assert {"LICENSE", "CHANGELOG.md", "pyproject.toml"} <= names

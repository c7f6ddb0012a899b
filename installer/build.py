"""Build the one-folder program ``dist/tddesk/`` for the machine this runs on.

    .venv/bin/pip install -e ".[installer]"
    .venv/bin/python installer/build.py [--archive]

Runs PyInstaller on ``installer/tddesk.spec`` and prints the size of the folder. The executable is
``dist/tddesk/tddesk`` (``tddesk.exe`` and the console ``tddesk-cli.exe`` on Windows; on macOS
also ``dist/tddesk.app``). ``--archive`` also packs the folder as
``dist/tddesk-<version>-<platform>.tar.gz`` (``.zip`` on Windows) and prints its size. The
Windows setup program is made from the folder by ``installer/tddesk.iss`` (Inno Setup).
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "installer" / "tddesk.spec"
DIST = ROOT / "dist"
WORK = ROOT / "build" / "pyinstaller"
LEGAL_FILES = ("LICENSE", "THIRD_PARTY_NOTICES.txt")
# The tarball's way into the desktop's menu (tddesk/cli/desktop_commands.py does the work).
LINUX_DESKTOP_SCRIPT = """#!/bin/sh
# Adds tddesk to the desktop's menu and opens .tddesk files with it (--uninstall removes it).
exec "$(dirname "$(readlink -f "$0")")/tddesk" install-desktop "$@"
"""


def project_version() -> str:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


def folder_size(folder: Path) -> int:
    return sum(path.stat().st_size for path in folder.rglob("*") if path.is_file() and not path.is_symlink())


def megabytes(size: int) -> str:
    return f"{size / 1_000_000:.0f} MB"


def windows_version_file(version: str) -> Path:
    """The version resource Windows shows in the executable's properties."""
    numbers = tuple(int(part) for part in (version.split(".") + ["0"] * 4)[:4])
    text = f"""VSVersionInfo(
  ffi=FixedFileInfo(filevers={numbers}, prodvers={numbers}),
  kids=[StringFileInfo([StringTable('041D04B0', [
    StringStruct('ProductName', 'tddesk'),
    StringStruct('FileDescription', 'tddesk - tävlingsledarens skrivbord'),
    StringStruct('FileVersion', '{version}'),
    StringStruct('ProductVersion', '{version}'),
    StringStruct('LegalCopyright', 'GPL-3.0-or-later')])]),
    VarFileInfo([VarStruct('Translation', [0x041D, 1200])])])
"""
    target = WORK / "version_info.txt"
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(text, encoding="utf-8")
    return target


def missing_tools() -> str | None:
    """What to install first, in the words of the command that installs it; None when ready."""
    from importlib import metadata, util

    if util.find_spec("PyInstaller") is None:
        return 'PyInstaller is not installed: .venv/bin/pip install -e ".[installer]"'
    try:
        metadata.version("tddesk")
    except metadata.PackageNotFoundError:
        return 'tddesk is not installed in this Python: .venv/bin/pip install -e ".[installer]"'
    return None


def build() -> Path:
    import PyInstaller.__main__

    if platform.system() == "Windows":
        os.environ["TDDESK_WIN_VERSION_FILE"] = str(windows_version_file(project_version()))
    PyInstaller.__main__.run(
        [str(SPEC), "--noconfirm", "--log-level", "WARN", "--distpath", str(DIST), "--workpath", str(WORK)]
    )
    folder = DIST / "tddesk"
    # Beside the executable, where a TD or an auditor looks first (also in _internal/ and, on
    # macOS, in the app's Resources, from the spec's datas).
    for name in LEGAL_FILES:
        if (folder / "_internal" / name).is_file():
            shutil.copy2(folder / "_internal" / name, folder / name)
    if platform.system() == "Linux":
        script = folder / "install-desktop.sh"
        script.write_text(LINUX_DESKTOP_SCRIPT, encoding="utf-8")
        script.chmod(0o755)
    return folder


def archive(folder: Path) -> Path:
    system = platform.system().lower()
    base = DIST / f"tddesk-{project_version()}-{system}-{platform.machine().lower()}"
    packed = shutil.make_archive(
        str(base), "zip" if system == "windows" else "gztar", root_dir=folder.parent, base_dir=folder.name
    )
    return Path(packed)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build dist/tddesk/ with PyInstaller.")
    parser.add_argument("--archive", action="store_true", help="also pack the folder for download")
    parser.add_argument("--pack-only", action="store_true", help="pack the folder built before, without building")
    arguments = parser.parse_args(argv)
    os.chdir(ROOT)
    problem = missing_tools()
    if problem:
        print(problem, file=sys.stderr)
        return 1
    folder = DIST / "tddesk" if arguments.pack_only else build()
    executable = folder / ("tddesk.exe" if platform.system() == "Windows" else "tddesk")
    if not executable.is_file():
        print(f"build failed: {executable} is missing", file=sys.stderr)
        return 1
    print(f"built {executable.relative_to(ROOT)}; bundle size {megabytes(folder_size(folder))}")
    if arguments.archive or arguments.pack_only:
        packed = archive(folder)
        print(f"packed {packed.relative_to(ROOT)}; {megabytes(packed.stat().st_size)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

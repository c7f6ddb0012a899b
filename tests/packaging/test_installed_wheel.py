"""The wheel, installed the ordinary way (not editable), works like the checkout.

A TD's machine has no source tree: profiles, translations and the JSON Schema must come from
the installed package, and the Alembic migrations with it. The test builds the wheel, installs
it with pip into a fresh virtualenv and runs the ``tddesk`` command from there, in a folder away
from the checkout. The dependencies (PySide6 alone is hundreds of megabytes) are lent from the
running environment through a ``.pth`` line instead of being installed again; ``tddesk`` itself
is only in the new environment, which the test checks first.

The wheel is built the way a PEP 517 front end builds it without isolation (``python -m build
--no-isolation``): the backend pyproject.toml names is called in this environment, whose versions
must meet the declared build requirements (the test extras install them). An isolated build
downloads and installs setuptools into a throw-away environment first, and pip runs the backend
three times in subprocesses: ~7 s instead of ~2 s. ``pip install -e .`` on a fresh machine builds
through the same backend in isolation, so the declared requirements are tried there.
"""

from __future__ import annotations

import os
import subprocess
import sys
import sysconfig
import tomllib
import venv
from importlib.metadata import version
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from pypdf import PdfReader

PROJECT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.packaging


def run(command: list[str], cwd: Path, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    environment = {key: value for key, value in os.environ.items() if not key.startswith("PYTHON")}
    environment["QT_QPA_PLATFORM"] = "offscreen"
    result = subprocess.run(
        command, cwd=cwd, env=environment, capture_output=True, text=True, timeout=timeout, check=False
    )
    assert result.returncode == 0, f"{command} failed:\n{result.stdout}\n{result.stderr}"
    return result


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> Path:
    """The bin/ folder of a fresh virtualenv with the freshly built wheel installed in it."""
    root = tmp_path_factory.mktemp("installed")
    wheel = build_wheel(root / "wheels")
    environment = root / "venv"
    venv.create(environment, with_pip=False)
    python = environment / "bin" / "python"
    site_packages = Path(
        run([str(python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"], cwd=root).stdout.strip()
    )
    # Only a path, not a site dir: the running environment's own .pth files (the editable
    # install of the checkout among them) are not processed in the new one.
    (site_packages / "zz_dependencies.pth").write_text(sysconfig.get_path("purelib") + "\n")
    # pip itself is lent too: the new environment's own interpreter runs it, so it installs there
    # (as ``pip --python``, which starts pip a second time inside the new interpreter).
    run([str(python), "-m", "pip", "install", "--no-deps", "--quiet", str(wheel)], cwd=root)
    return environment / "bin"


def build_wheel(folder: Path) -> Path:
    """The wheel of the checkout, built by its own build backend in this environment."""
    build_system = tomllib.loads((PROJECT / "pyproject.toml").read_text(encoding="utf-8"))["build-system"]
    for requirement in map(Requirement, build_system["requires"]):
        assert requirement.specifier.contains(version(requirement.name)), (
            f"{requirement} is not installed: pip install -e '.[test]'"
        )
    folder.mkdir()
    backend = build_system["build-backend"]
    run(
        [sys.executable, "-c", f"import sys, {backend} as backend; backend.build_wheel(sys.argv[1])", str(folder)],
        cwd=PROJECT,
    )
    (wheel,) = folder.glob("tddesk-*.whl")
    return wheel


def test_the_installed_package_is_the_wheel_not_the_checkout(installed, tmp_path):
    location = run(
        [str(installed / "python"), "-c", "import tddesk; print(tddesk.__file__)"], cwd=tmp_path
    ).stdout.strip()
    assert Path(location).is_relative_to(installed.parent)
    data = Path(location).parent / "data"
    assert (data / "profiles" / "ombf-2016-17.toml").is_file()
    assert (data / "translations" / "tddesk_sv.ts").is_file()


def test_new_demo_and_print_from_the_installed_command(installed, tmp_path):
    tddesk = str(installed / "tddesk")
    created = run([tddesk, "new", "dm.tddesk", "--name", "DM Lag", "--profile", "ombf-2016-17"], cwd=tmp_path)
    assert (tmp_path / "dm.tddesk").is_file(), created.stdout
    demo = run([tddesk, "demo", "demo.tddesk"], cwd=tmp_path)
    assert "sparat" in demo.stdout  # the Swedish catalogue came with the package
    run([tddesk, "print", "demo.tddesk", "standings", "--stage", "heat-motala", "-o", "x.pdf"], cwd=tmp_path)
    pages = PdfReader(tmp_path / "x.pdf").pages
    assert len(pages) >= 1
    assert "Kvalheat Motala" in pages[0].extract_text()

"""Tournament files that take seconds to build (the demos, a played heat), built once per test run
and copied for each test that uses them.

The first test process of a run (an xdist worker, or the only process) that needs a file builds it
into a folder all processes of the run share, under a file lock; the others wait for it and copy
it. The name carries a hash of the program's code, so a file built by other code is never used.
A test gets its own copy and may change it; the built file itself is never opened for writing.
"""

from __future__ import annotations

import hashlib
import os
import shutil
from collections.abc import Callable
from contextlib import contextmanager
from functools import cache
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "tddesk"

try:
    import fcntl
except ImportError:  # Windows: each process builds its own (no shared lock needed)
    fcntl = None  # type: ignore[assignment]


@cache
def code_version() -> str:
    """A hash of the program's code and data files: a change to them builds the files again."""
    digest = hashlib.sha256()
    for path in sorted(PACKAGE.rglob("*")):
        if path.is_file() and path.suffix != ".pyc" and "__pycache__" not in path.parts:
            digest.update(str(path.relative_to(PACKAGE)).encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def shared_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder every process of this test run sees: the run's temporary root under xdist."""
    base = tmp_path_factory.getbasetemp()
    if fcntl is not None and os.environ.get("PYTEST_XDIST_WORKER"):
        base = base.parent  # .../pytest-N/popen-gw0 → .../pytest-N, shared by the workers
    folder = base / "built-files"
    folder.mkdir(exist_ok=True)
    return folder


@contextmanager
def _locked(lock: Path):
    with lock.open("a") as handle:
        if fcntl is not None:
            fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            if fcntl is not None:
                fcntl.flock(handle, fcntl.LOCK_UN)


def built_file(tmp_path_factory: pytest.TempPathFactory, name: str, build: Callable[[Path], None]) -> Path:
    """The file ``build(path)`` writes, built once per run; never change it, copy it (``copy_of``)."""
    target = shared_folder(tmp_path_factory) / f"{name}-{code_version()}.tddesk"
    with _locked(target.with_suffix(".lock")):
        if not target.exists():
            partial = target.with_name(f"building-{os.getpid()}-{target.name}")
            partial.unlink(missing_ok=True)
            build(partial)
            partial.chmod(0o444)  # a test that writes to the shared file fails instead of changing it
            os.replace(partial, target)  # whole or absent: a failed build leaves nothing to reuse
    return target


def copy_of(built: Path, target: Path) -> Path:
    """A copy of a built file at ``target`` (a file path) that the test may change."""
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(built, target)  # the content, not the read-only mode
    return target


# -- the builders of the files -----------------------------------------------------------------------
def build_demo_file(path: Path) -> None:
    from tddesk.demo.championship import build_demo

    build_demo(path).close()


def build_sm_demo_file(played_rounds: int = 0) -> Callable[[Path], None]:
    def build(path: Path) -> None:
        from tddesk.demo.sm import build_sm_demo

        build_sm_demo(path, played_rounds=played_rounds).close()

    return build


def build_pairs_demo_file(path: Path) -> None:
    """The pairs demo without its Bridgemate files (tests/services/test_pairs_demo.py reads those)."""
    from tddesk.demo.pairs import build_pairs_demo, bws_folder

    build_pairs_demo(path).close()
    shutil.rmtree(bws_folder(path))


def filled_championship(
    tmp_path_factory: pytest.TempPathFactory, target: Path, name: str, fill: Callable[[object], None]
):
    """An open copy at ``target`` of a new championship (tests/builders.py ``championship``) that
    ``fill(tournament)`` filled through the services, built once per run as ``name``.

    The file is built in the language of the moment, which names what the services name (an
    audit row's words, a stage made by the program): a test module uses one language for it.
    """
    from tddesk import i18n
    from tddesk.services.files import open_championship

    def build(path: Path) -> None:
        from builders import championship

        tournament = championship(path)
        try:
            fill(tournament)
        finally:
            tournament.close()

    built = built_file(tmp_path_factory, f"{name}-{i18n.language()}", build)
    return open_championship(copy_of(built, target), backup=False)

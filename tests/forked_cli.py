"""The ``tddesk`` command run in a process of its own that a test may SIGKILL at any moment, without
paying for a Python start and the program's imports on every run.

A small fork server (this file run as a script) imports the command line once. For each run it
forks a fresh process that runs ``tddesk.cli.main`` with the run's arguments, its stdout and stderr
in files, and exits with the command's status, as ``python -m tddesk`` does; the server reaps it
and reports its exit status (negative: the signal that ended it). The kill trials
(tests/cli/test_kill_trials.py) start a hundred runs, so the moments they draw fall in the
command's own work (opening, the backup, writing, committing), not in the interpreter's start.

One run at a time: ``run`` → the server answers the run's process id, then its exit status.
"""

from __future__ import annotations

import json
import os
import select
import signal
import subprocess
import sys
import time
import traceback
from contextlib import suppress
from pathlib import Path

# The command modules the trials run, imported once by the server (tddesk.cli.COMMAND_MODULE).
PRELOADED = ("tddesk.cli", "tddesk.cli.results_commands", "tddesk.cli.json_commands")


def _child(arguments: list[str], out: str, err: str, modules: str | None) -> None:
    """In the forked process: the command with its output in files, then exit with its status;
    ``modules``: a file to list the modules the command imported in, for the server to import too."""
    for descriptor, name, flags in (
        (0, os.devnull, os.O_RDONLY),
        (1, out, os.O_WRONLY | os.O_CREAT | os.O_TRUNC),
        (2, err, os.O_WRONLY | os.O_CREAT | os.O_TRUNC),
    ):
        opened = os.open(name, flags, 0o600)
        os.dup2(opened, descriptor)
        os.close(opened)
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    status: object = 1
    try:
        from tddesk.cli import main

        status = main(arguments)
    except SystemExit as leaving:
        status = leaving.code
    except BaseException:  # as the interpreter does: the traceback on stderr, status 1
        traceback.print_exc()
        status = 1
    finally:
        sys.stdout.flush()
        sys.stderr.flush()
    if modules is not None:
        Path(modules).write_text("\n".join(sorted(sys.modules)), encoding="utf-8")
    os._exit(status if isinstance(status, int) else 0 if status is None else 1)


def serve() -> None:
    """The server's loop: one JSON line per run on stdin; "pid N" and then "exit S" on stdout."""
    import importlib

    for name in PRELOADED:
        importlib.import_module(name)
    for line in sys.stdin:
        request = json.loads(line)
        sys.stdout.flush()
        pid = os.fork()
        if pid == 0:
            _child(request["arguments"], request["out"], request["err"], request.get("modules"))
        print(f"pid {pid}", flush=True)
        _pid, status = os.waitpid(pid, 0)
        if request.get("modules"):
            _import_as_well(Path(request["modules"]))
        print(f"exit {os.waitstatus_to_exitcode(status)}", flush=True)


def _import_as_well(listing: Path) -> None:
    """Import what a warm-up run imported, so that the next runs start with it, and configure the
    ORM's mappers (~50 ms a run, before the command touches a file)."""
    import importlib

    for name in listing.read_text(encoding="utf-8").split():
        if name not in sys.modules and not name.startswith("__"):
            with suppress(Exception):  # a module that imports only in its own context stays lazy
                importlib.import_module(name)
    listing.unlink()
    orm = sys.modules.get("sqlalchemy.orm")
    if orm is not None:  # the table classes' set-up that the first query of a run does: in memory only
        orm.configure_mappers()


class ForkedCli:
    """Runs of ``tddesk ARGUMENTS`` from one fork server; ``close`` ends the server."""

    def __init__(self, folder: Path):
        self.folder = folder
        self.runs = 0
        self.server = subprocess.Popen(
            [sys.executable, str(Path(__file__).resolve())],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            bufsize=1,
        )

    def _answer(self, timeout: float | None) -> str | None:
        assert self.server.stdout is not None
        if timeout is not None and not select.select([self.server.stdout], [], [], max(timeout, 0))[0]:
            return None
        line = self.server.stdout.readline()
        assert line, "the fork server ended"
        return line.strip()

    def warm_up(self, arguments: list[str]) -> tuple[int | None, str, str]:
        """Run a command once and let the server import what it imported: the runs after it pay
        for none of the program's imports (a run then costs what the command itself does)."""
        return self.run_or_kill(arguments, 300, warm_up=True)

    def run_or_kill(self, arguments: list[str], after: float, *, warm_up: bool = False) -> tuple[int | None, str, str]:
        """Run the command; SIGKILL it ``after`` seconds unless it ended: (status or None, stdout, stderr)."""
        assert self.server.stdin is not None
        self.runs += 1
        out, err = self.folder / f"run-{self.runs}.out", self.folder / f"run-{self.runs}.err"
        request = {"arguments": arguments, "out": str(out), "err": str(err)}
        if warm_up:
            request["modules"] = str(self.folder / f"run-{self.runs}.modules")
        started = time.perf_counter()
        self.server.stdin.write(json.dumps(request) + "\n")
        self.server.stdin.flush()
        answer = self._answer(None)
        assert answer is not None and answer.startswith("pid ")
        pid = int(answer.split()[1])
        answer = self._answer(after - (time.perf_counter() - started))
        if answer is None:  # still running at the moment: the server reaps it only after the kill
            with suppress(ProcessLookupError):  # unless it ended, and was reaped, just as the moment came
                os.kill(pid, signal.SIGKILL)
            answer = self._answer(None)
        assert answer is not None and answer.startswith("exit ")
        status = int(answer.split()[1])
        if status == -signal.SIGKILL:
            result: tuple[int | None, str, str] = (None, "", "")
        else:  # it ended by itself, perhaps a moment before the kill
            result = (status, out.read_text(encoding="utf-8"), err.read_text(encoding="utf-8"))
        out.unlink(missing_ok=True)
        err.unlink(missing_ok=True)
        return result

    def close(self) -> None:
        assert self.server.stdin is not None
        self.server.stdin.close()
        self.server.wait(timeout=60)


if __name__ == "__main__":
    serve()

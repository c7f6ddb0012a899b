"""The code checks CI runs before the tests, each with zero findings:

    .venv/bin/python scripts/check.py

- ``lint-imports``: the layers and their import rules (``[tool.importlinter]`` in pyproject.toml;
  docs/architecture.md explains them),
- ``ruff check``: style, import order, naming and likely bugs (``[tool.ruff]``),
- ``ruff format --check``: the one layout of the code (``ruff format`` writes it),
- ``mypy``: the types of the rules, tables, services and exports (``[tool.mypy]``, which names
  the packages it checks).

The tools come with the ``test`` extra (``pip install -e ".[test]"``) and are run from the
virtualenv of the Python running this script. Exit status 1 if any check found something.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

PROJECT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent
SOURCES = ("tddesk", "tests", "scripts", "benchmarks", "installer", "setup.py")
CHECKS = (
    ("import layers", ["lint-imports"]),
    ("ruff", ["ruff", "check", *SOURCES]),
    ("format", ["ruff", "format", "--check", *SOURCES]),
    ("types", ["mypy"]),
)


def main() -> int:
    failed = []
    for name, (tool, *arguments) in CHECKS:
        print(f"== {name}", flush=True)
        result = subprocess.run([str(BIN / tool), *arguments], cwd=PROJECT, check=False)
        if result.returncode != 0:
            failed.append(name)
    if failed:
        print(f"checks with findings: {', '.join(failed)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

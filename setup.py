"""The one build step pyproject.toml cannot say: the shipped resources, kept in ``resources/`` at
the top of the repository, go into the wheel as the package's ``tddesk/data/``, where
``tddesk/resources.py`` reads them in an installed program. An editable install reads
``resources/`` in the checkout itself and gets no copy."""

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

RESOURCES = Path(__file__).resolve().parent / "resources"


class BuildWithResources(build_py):
    def run(self) -> None:
        super().run()
        if not self.editable_mode:
            shutil.copytree(RESOURCES, Path(self.build_lib) / "tddesk" / "data", dirs_exist_ok=True)


setup(cmdclass={"build_py": BuildWithResources})

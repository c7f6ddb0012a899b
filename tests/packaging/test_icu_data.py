"""The frozen program's smaller ICU data library (installer/icu_data.py) still sorts Swedish.

Qt's collation of names comes from ICU's data. The trimmed library keeps Swedish, English and the
root locale; the test links it from the PySide6 wheel's own library, loads it in place of the
original (``LD_PRELOAD``: the library of that name already loaded is the one Qt Core gets) and
sorts names with Å, Ä and Ö, which Swedish puts after Z and the root order does not.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

PROJECT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(PROJECT / "installer"))
import icu_data  # noqa: E402

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux") or not all(shutil.which(tool) for tool in ("nm", "readelf", "as", "ld")),
    reason="Linux with binutils only",
)

SORT = """
from PySide6.QtCore import QCollator, QLocale
names = ["Öberg", "Zetterlund", "Åberg", "Ärlig", "Andersson"]
print(",".join(sorted(names, key=QCollator(QLocale("{locale}")).sortKey)))
"""


def icu_library() -> Path:
    import PySide6

    found = sorted((Path(PySide6.__file__).parent / "Qt" / "lib").glob("libicudata.so.*"))
    if not found:
        pytest.skip("this PySide6 has no ICU data library of its own")
    return found[0]


def sorted_with(library: Path, locale: str) -> list[str]:
    environment = {**os.environ, "LD_PRELOAD": str(library), "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run(
        [sys.executable, "-c", SORT.format(locale=locale)],
        env=environment,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    return result.stdout.strip().split(",")


def test_the_trimmed_icu_data_keeps_swedish_collation_in_a_seventh_of_the_size(tmp_path):
    original = icu_library()
    trimmed = icu_data.trimmed_library(original, tmp_path)
    assert trimmed.name == original.name
    assert trimmed.stat().st_size < original.stat().st_size / 5
    assert sorted_with(trimmed, "sv_SE") == ["Andersson", "Zetterlund", "Åberg", "Ärlig", "Öberg"]
    # A language left out falls back to the root order, as in any ICU without that language.
    assert sorted_with(trimmed, "fi_FI") == ["Åberg", "Andersson", "Ärlig", "Öberg", "Zetterlund"]


def test_only_other_languages_and_word_lists_are_left_out():
    assert icu_data.keep_item("icudt73l/coll/sv.res") and icu_data.keep_item("icudt73l/en_GB.res")
    assert icu_data.keep_item("icudt73l/res_index.res") and icu_data.keep_item("icudt73l/coll/root.res")
    assert icu_data.keep_item("icudt73l/coll/ucadata.icu") and icu_data.keep_item("icudt73l/supplementalData.res")
    assert not icu_data.keep_item("icudt73l/coll/zh.res") and not icu_data.keep_item("icudt73l/fi_FI.res")
    assert not icu_data.keep_item("icudt73l/brkitr/cjdict.dict")
    assert not icu_data.keep_item("icudt73l/gb18030.cnv") and icu_data.keep_item("icudt73l/ibm-5348_P100-1997.cnv")

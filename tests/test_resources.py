"""The shipped resources' sources are in resources/ at the top of the repository, and a checkout
reads them there through tddesk/resources.py (the wheel's copy: tests/packaging)."""

from __future__ import annotations

from pathlib import Path

from tddesk import resources

PROJECT = Path(__file__).resolve().parents[1]


def test_a_checkout_reads_the_resources_folder_at_the_top():
    assert Path(str(resources.DATA)) == PROJECT / "resources"
    assert not (PROJECT / "tddesk" / "data").exists()
    assert resources.translation_catalogue("sv").is_file()
    assert "ombf-2016-17" in resources.shipped_profile_ids()
    assert (resources.SITE_TEMPLATES / "base.html").is_file()

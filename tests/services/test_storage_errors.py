"""Storage errors told in words, never as "damaged": a full disk, a read-only folder, a read-only file.

Real disks: a small tmpfs filled to the brim stands in for a full USB stick, a tmpfs remounted
read-only for a write-protected one (tests/disks.py).
"""

from __future__ import annotations

import datetime as dt
import shutil

import pytest

from builders import roster
from disks import fill, free_space, read_only_folder, small_disk
from tddesk.services.files import FileRefused, new_championship, open_championship
from tddesk.services.results import enter_half
from tddesk.services.round_results import match_row, round_entry
from tddesk.services.schedule import make_schedule
from tddesk.services.stages import StageForm, create_stage
from tddesk.services.standings import standings
from tddesk.services.storage import StorageFull
from tddesk.services.teams import TeamForm, register_team

STAGE = "heat-kvalheat"


def build_file(path):
    """A heat of four teams, scheduled: round 1's first match waits for its IMPs."""
    tournament = new_championship(
        path, name="DM Lag ÖMBF 2016-17", season="2016-17", district="ÖMBF", profile_id="ombf-2016-17"
    )
    stage = create_stage(tournament, StageForm("Kvalheat", 16)).value
    for number in range(4):
        register_team(tournament, TeamForm(f"Lag {number + 1}", roster(100000 + 100 * number)), stage)
    make_schedule(tournament, stage, dt.date(2016, 10, 3))
    match = round_entry(tournament, stage, 1).matches[0].id
    tournament.close()
    return match


@pytest.fixture
def heat_file(tmp_path):
    path = tmp_path / "built" / "dm.tddesk"
    path.parent.mkdir()
    return path, build_file(path)


@pytest.fixture
def on_small_disk(tmp_path, heat_file):
    path, match = heat_file
    with small_disk(tmp_path / "stick") as stick:
        shutil.copy2(path, stick / path.name)
        yield stick / path.name, match


def test_an_entry_on_a_full_disk_is_refused_in_words_and_the_next_one_after_freeing_space_is_saved(on_small_disk):
    path, match = on_small_disk
    tournament = open_championship(path, backup=False)
    try:
        fill(path.parent)
        with pytest.raises(StorageFull) as caught:
            enter_half(tournament, match, 1, 31, 18)
        assert "full" in str(caught.value)  # "Disken är full", "The disk is full"
        assert str(path) in str(caught.value)
        assert match_row(tournament, match).halves == (None,)  # nothing half-written
        free_space(path.parent)
        enter_half(tournament, match, 1, 31, 18)
        assert match_row(tournament, match).halves == ((31, 18),)
    finally:
        tournament.close()
    reopened = open_championship(path, read_only=True)
    assert match_row(reopened, match).halves == ((31, 18),)
    reopened.close()


def test_a_file_on_a_full_disk_is_not_called_damaged_and_is_left_as_it_was(on_small_disk):
    path, _match = on_small_disk
    before = path.read_bytes()
    fill(path.parent)
    with pytest.raises(FileRefused) as caught:
        open_championship(path)
    assert caught.value.code == "disk_full"
    assert "full" in str(caught.value) and "backup" not in str(caught.value).lower()
    assert path.read_bytes() == before
    free_space(path.parent)
    open_championship(path).close()


def test_a_file_in_a_read_only_folder_is_viewed_read_only_and_never_called_damaged(tmp_path, heat_file):
    path, match = heat_file
    with read_only_folder(tmp_path / "cd", path) as folder:
        copy = folder / path.name
        before = copy.read_bytes()
        with pytest.raises(FileRefused) as caught:
            open_championship(copy)
        assert caught.value.code == "read_only_folder"
        assert "skadad" not in str(caught.value) and "damaged" not in str(caught.value)
        viewer = open_championship(copy, read_only=True)
        try:
            assert viewer.read_only
            assert [row.name for row in standings(viewer, STAGE).rows] == ["Lag 1", "Lag 2", "Lag 3", "Lag 4"]
            assert match_row(viewer, match).halves == (None,)
        finally:
            viewer.close()
        assert copy.read_bytes() == before


def test_a_file_marked_read_only_is_refused_for_writing_and_opens_read_only(heat_file):
    path, match = heat_file
    path.chmod(0o444)
    try:
        with pytest.raises(FileRefused) as caught:
            open_championship(path)
        assert caught.value.code == "read_only_file"
        viewer = open_championship(path, read_only=True)
        assert viewer.read_only and match_row(viewer, match).halves == (None,)
        viewer.close()
    finally:
        path.chmod(0o644)


def test_a_new_championship_on_a_full_disk_is_refused_in_words_and_leaves_no_file(tmp_path):
    with small_disk(tmp_path / "stick") as stick:
        fill(stick)
        with pytest.raises(FileRefused) as caught:
            new_championship(
                stick / "ny.tddesk", name="DM", season="2016-17", district="ÖMBF", profile_id="ombf-2016-17"
            )
        assert caught.value.code == "disk_full"
        assert not (stick / "ny.tddesk").exists()

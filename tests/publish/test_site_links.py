"""The results site stays in its folder (tddesk.publish.render): a link planted in the site folder
is never followed nor replaced, and only listed regular files inside the folder are removed."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

from builders import championship, heat
from tddesk.cli import main
from tddesk.publish.render import MANIFEST

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="symbolic links need rights on Windows")


@pytest.fixture(scope="module")
def heat_file(tmp_path_factory) -> tuple[Path, str]:
    path = tmp_path_factory.mktemp("links") / "dm.tddesk"
    tournament = championship(path)
    stage = heat(tournament)
    tournament.close()
    return path, stage


def publish(file: Path, folder: Path, capsys) -> tuple[int, str]:
    status = main(["--lang", "en", "publish", str(file), str(folder)])
    return status, capsys.readouterr().err


def test_a_page_linked_out_of_the_folder_is_not_written_through(heat_file, tmp_path, capsys):
    file, _stage = heat_file
    folder, outside = tmp_path / "webb", tmp_path / "elsewhere.html"
    folder.mkdir()
    outside.write_text("someone else's page", encoding="utf-8")
    os.symlink(outside, folder / "index.html")
    status, error = publish(file, folder, capsys)
    assert status == 2 and "is a link" in error and "Traceback" not in error and len(error.splitlines()) == 1
    assert outside.read_text(encoding="utf-8") == "someone else's page"
    assert (folder / "index.html").is_symlink()


def test_a_stage_folder_linked_out_gets_no_pages(heat_file, tmp_path, capsys):
    file, stage = heat_file
    folder, outside = tmp_path / "webb", tmp_path / "outside"
    folder.mkdir()
    outside.mkdir()
    os.symlink(outside, folder / stage)
    status, error = publish(file, folder, capsys)
    assert status == 2 and "is a link" in error
    assert list(outside.iterdir()) == []


def test_the_list_removes_only_regular_files_inside_the_folder(heat_file, tmp_path, capsys):
    file, _stage = heat_file
    folder, outside = tmp_path / "webb", tmp_path / "outside"
    assert publish(file, folder, capsys)[0] == 0
    outside.mkdir()
    (outside / "keep.html").write_text("keep", encoding="utf-8")
    (tmp_path / "mine.html").write_text("mine", encoding="utf-8")
    os.symlink(outside, folder / "old")
    os.symlink(tmp_path / "mine.html", folder / "gone.html")
    listed = json.loads((folder / MANIFEST).read_text(encoding="utf-8"))
    listed += ["old/keep.html", "gone.html", "../mine.html", str(tmp_path / "mine.html")]
    (folder / MANIFEST).write_text(json.dumps(listed), encoding="utf-8")
    assert publish(file, folder, capsys)[0] == 0
    assert (outside / "keep.html").read_text(encoding="utf-8") == "keep"
    assert (tmp_path / "mine.html").read_text(encoding="utf-8") == "mine"
    assert (folder / "gone.html").is_symlink()  # a link is neither followed nor removed


def test_a_list_linked_out_of_the_folder_is_not_read(heat_file, tmp_path, capsys):
    file, _stage = heat_file
    folder = tmp_path / "webb"
    folder.mkdir()
    (tmp_path / "victim.html").write_text("victim", encoding="utf-8")
    os.symlink(tmp_path / "victim.html", folder / "victim.html")
    planted = tmp_path / "planted.json"
    planted.write_text(json.dumps(["victim.html"]), encoding="utf-8")
    os.symlink(planted, folder / MANIFEST)
    status, error = publish(file, folder, capsys)
    assert status == 2 and "is a link" in error  # the list itself is a link: nothing written through it
    assert (tmp_path / "victim.html").read_text(encoding="utf-8") == "victim"
    assert planted.read_text(encoding="utf-8") == json.dumps(["victim.html"])


def test_a_folder_name_too_long_is_refused_in_one_line(heat_file, tmp_path, capsys):
    file, _stage = heat_file
    for folder in (tmp_path / ("a" * 300), tmp_path / "x" / ("å" * 150) / "y"):
        status, error = publish(file, folder, capsys)
        assert status == 2 and "too long" in error and "Traceback" not in error and len(error.splitlines()) == 1

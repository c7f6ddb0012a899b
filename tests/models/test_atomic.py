"""Files written whole or not at all, and never a link or a device replaced by a regular file
(tddesk.models.atomic: the one place that renames a file into place)."""

import os
import re
import sys
from pathlib import Path

import pytest

from tddesk.models.atomic import (
    NotARegularFile,
    build_atomically,
    remove_partials,
    write_atomically,
    write_bytes_atomically,
    write_text_atomically,
)

PROJECT = Path(__file__).resolve().parents[2]


def test_a_failed_write_leaves_the_old_file_and_no_partial_file(tmp_path):
    target = tmp_path / "standings.pdf"
    target.write_bytes(b"yesterday")

    def fails_half_way(handle):
        handle.write(b"half of today")
        raise RuntimeError("the printer driver crashed")

    with pytest.raises(RuntimeError):
        write_atomically(target, fails_half_way)
    assert target.read_bytes() == b"yesterday"
    assert sorted(path.name for path in tmp_path.iterdir()) == ["standings.pdf"]

    def library_fails_half_way(partial):
        partial.write_bytes(b"half a workbook")
        raise RuntimeError("openpyxl gave up")

    with pytest.raises(RuntimeError):
        build_atomically(target, library_fails_half_way)
    assert target.read_bytes() == b"yesterday"
    assert sorted(path.name for path in tmp_path.iterdir()) == ["standings.pdf"]


def test_a_link_is_followed_and_stays_a_link(tmp_path):
    stick = tmp_path / "stick"
    stick.mkdir()
    real = stick / "dm.json"
    real.write_text("old")
    link = tmp_path / "dm.json"
    os.symlink(real, link)
    write_text_atomically(link, lambda handle: handle.write("new åäö"))
    assert link.is_symlink() and Path(os.readlink(link)) == real
    assert real.read_text(encoding="utf-8") == "new åäö"
    assert sorted(path.name for path in stick.iterdir()) == ["dm.json"]  # the temporary file was beside it
    dangling = tmp_path / "later.pdf"
    os.symlink(stick / "later.pdf", dangling)
    build_atomically(dangling, lambda partial: partial.write_bytes(b"%PDF"))
    assert dangling.is_symlink() and (stick / "later.pdf").read_bytes() == b"%PDF"


def test_a_device_a_pipe_and_a_folder_are_refused_untouched(tmp_path):
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    folder = tmp_path / "folder.pdf"
    folder.mkdir()
    link_to_device = tmp_path / "null.pdf"
    os.symlink("/dev/null", link_to_device)
    for target in (Path("/dev/null"), pipe, folder, link_to_device):
        with pytest.raises(NotARegularFile):
            write_bytes_atomically(target, b"data")
        with pytest.raises(NotARegularFile):
            build_atomically(target, lambda partial: partial.write_bytes(b"data"))
    assert Path("/dev/null").is_char_device() and pipe.is_fifo() and folder.is_dir()
    assert link_to_device.is_symlink()
    assert sorted(path.name for path in tmp_path.iterdir()) == ["folder.pdf", "null.pdf", "pipe"]


def test_nothing_else_in_the_program_renames_a_file_into_place():
    """One home for writing files whole: every temp-and-rename goes through tddesk.models.atomic."""
    pattern = re.compile(r"os\.replace\(|os\.rename\(|\.rename\(|mkstemp\(")
    # A web host's own rename after an upload (FTP RNFR/RNTO, SFTP rename) is the server's move on
    # the server, not a file of this computer: publish/upload.py's two are the only ones.
    remote = re.compile(r"self\.s?ftp\.rename\(")
    found = [
        f"{source.relative_to(PROJECT)}:{number}"
        for source in sorted((PROJECT / "tddesk").rglob("*.py"))
        if source.name != "atomic.py"
        for number, line in enumerate(source.read_text(encoding="utf-8").splitlines(), start=1)
        if pattern.search(line) and not remote.search(line)
    ]
    assert found == []


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX devices")
def test_the_words_for_a_device_name_the_path(tmp_path):
    from tddesk.services.errors import ServiceError
    from tddesk.services.saving import save_bytes

    with pytest.raises(ServiceError, match="/dev/null"):
        save_bytes("/dev/null", b"data")
    link = tmp_path / "copy.pdf"
    assert save_bytes(link, b"%PDF") == link and link.read_bytes() == b"%PDF"


def test_what_killed_writes_left_is_removed_for_that_target_only(tmp_path):
    target = tmp_path / "dm.tddesk"
    left = [
        tmp_path / ".dm.tddesk.1a2b3c4d.part",
        tmp_path / ".dm.tddesk.1a2b3c4d.part-journal",
        tmp_path / ".dm.tddesk.9f8e7d6c.part.lock",
    ]
    others = [tmp_path / ".dm2.tddesk.1a2b3c4d.part", tmp_path / "dm.tddesk.part", tmp_path / ".dm.tddesk"]
    for path in left + others:
        path.write_bytes(b"")
    assert remove_partials(target) == sorted(left)
    assert sorted(tmp_path.iterdir()) == sorted(others)

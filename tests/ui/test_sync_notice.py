"""A file in a OneDrive or Dropbox folder gets a one-line notice about conflict copies in the status bar."""

from __future__ import annotations


def test_a_file_in_onedrive_shows_the_notice_and_one_elsewhere_does_not(main_window, tmp_path):
    status = main_window.status
    status.set_file(tmp_path / "OneDrive" / "dm.tddesk", "ÖMBF 2016-17")
    assert status.sync_label.isVisible()
    assert status.sync_label.text() == "I OneDrive: använd filen på en dator i taget"
    assert "konfliktkopia" in status.sync_label.toolTip()
    status.set_file(tmp_path / "Dokument" / "dm.tddesk", "ÖMBF 2016-17")
    assert not status.sync_label.isVisible()
    status.set_file(None)
    assert not status.sync_label.isVisible()

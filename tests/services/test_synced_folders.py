"""A tournament file in a folder a cloud service synchronises is recognised by the folder's name."""

from __future__ import annotations

from pathlib import Path

import pytest

from tddesk.services.synced_folders import sync_service


@pytest.mark.parametrize(
    ("path", "service"),
    [
        ("/home/td/OneDrive/DM/dm.tddesk", "OneDrive"),
        ("/home/td/OneDrive - Bridgeförbundet/dm.tddesk", "OneDrive"),
        ("/Users/td/Library/CloudStorage/OneDrive-Personal/dm.tddesk", "OneDrive"),
        ("/home/td/Dropbox/tävling/dm.tddesk", "Dropbox"),
        ("/home/td/Dropbox (Personal)/dm.tddesk", "Dropbox"),
        ("/Users/td/Library/CloudStorage/GoogleDrive-td@example.se/My Drive/dm.tddesk", "Google Drive"),
        ("/Users/td/Library/Mobile Documents/com~apple~CloudDocs/dm.tddesk", "iCloud Drive"),
        ("/home/td/Dokument/dm.tddesk", None),
        ("/home/td/dropboxes/dm.tddesk", None),  # a folder merely named like one
        ("/media/usb/OneDrive.tddesk", None),  # the file's own name does not count
    ],
)
def test_the_service_is_named_by_its_folder(path, service):
    assert sync_service(Path(path), environ={}) == service


def test_onedrive_named_in_the_environment_counts_wherever_it_is(tmp_path):
    synced = tmp_path / "Företaget AB"
    assert sync_service(synced / "dm.tddesk", environ={"OneDriveCommercial": str(synced)}) == "OneDrive"
    assert sync_service(tmp_path / "dm.tddesk", environ={"OneDriveCommercial": str(synced)}) is None

"""Arkiv → Publicera → Ladda upp till webbhotell… (docs/publishing.md, "Off the LAN"): the site's
folder uploaded to a real FTP server on this computer, the last upload's time in the status bar,
the password in the keyring and nowhere in the program's settings."""

from __future__ import annotations

import keyring
import pytest

from builders import championship
from upload_servers import PASSWORD, USER, MemoryKeyring, ftp_server, tree


@pytest.fixture(autouse=True)
def memory_keyring():
    before = keyring.get_keyring()
    keyring.set_keyring(MemoryKeyring())
    yield
    keyring.set_keyring(before)


def test_the_site_goes_to_the_web_host_and_the_status_bar_says_when(main_window, tmp_path, qtbot):
    path = tmp_path / "dm.tddesk"
    championship(path).close()
    site = tmp_path / "webb"
    (site / "heat").mkdir(parents=True)
    (site / "index.html").write_text("<!DOCTYPE html><title>DM Lag</title>", encoding="utf-8")
    (site / "heat" / "index.html").write_text("<!DOCTYPE html><title>Kvalheat</title>", encoding="utf-8")
    remote = tmp_path / "host"
    remote.mkdir()
    controller = main_window.controller
    controller.open_file(path)
    results = controller.results
    results.set_folder(site)
    with ftp_server(remote) as port:
        dialog = results.open_upload_dialog()
        assert dialog.windowTitle() == "Ladda upp resultaten till ett webbhotell"
        dialog.protocol.setCurrentIndex(dialog.protocol.findData("ftp"))
        dialog.host.setText("127.0.0.1")
        dialog.port.setValue(port)
        dialog.user.setText(USER)
        dialog.folder.setText("dm")
        dialog.password.setText(PASSWORD)
        dialog.buttons.button(dialog.buttons.StandardButton.Save).click()
        assert not dialog.isVisible()
        label = results.upload.label
        qtbot.waitUntil(lambda: label.text().startswith("Webben: uppladdad"), timeout=30_000)
        assert tree(remote / "dm") == tree(site)
    settings = main_window.settings.qsettings
    settings.sync()
    stored = {key: str(settings.value(key)) for key in settings.allKeys()}
    assert not any(PASSWORD in value for value in stored.values())
    assert any('"host": "127.0.0.1"' in value for value in stored.values())

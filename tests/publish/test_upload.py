"""Results off the LAN (docs/publishing.md, "Off the LAN"): the results site uploaded to real FTP and
SFTP servers on this computer — the uploaded tree equals the site, only changed pages are sent the
next time, a page gone is removed, the password only in the keyring; the queue retries while the
network is down and sends everything when it comes back."""

from __future__ import annotations

import shutil
import threading

import keyring
import pytest

from tddesk.publish.upload import (
    MANIFEST,
    UploadError,
    UploadTarget,
    plan_upload,
    store_password,
    stored_password,
    upload_site,
)
from tddesk.publish.upload_queue import UploadQueue
from upload_servers import PASSWORD, USER, MemoryKeyring, Relay, ftp_server, sftp_server, tree


@pytest.fixture(autouse=True)
def memory_keyring():
    before = keyring.get_keyring()
    keyring.set_keyring(MemoryKeyring())
    yield
    keyring.set_keyring(before)


@pytest.fixture
def site(published, tmp_path):
    from tddesk import i18n

    folder = tmp_path / "webb"
    shutil.copytree(published, folder)
    i18n.set_language("en")  # the messages below in English (the site was published in Swedish)
    return folder


@pytest.mark.parametrize("protocol", ["ftp", "sftp"])
def test_the_uploaded_tree_equals_the_site_and_only_changes_go_next_time(site, tmp_path, protocol):
    remote = tmp_path / "host"
    (remote / "www").mkdir(parents=True)
    server = ftp_server if protocol == "ftp" else sftp_server
    with server(remote) as port:
        target = UploadTarget(protocol, "127.0.0.1", port, USER, "www/dm")
        store_password(target, PASSWORD)
        seen = []
        report = upload_site(site, target, stored_password(target), lambda done, total: seen.append((done, total)))
        assert tree(remote / "www" / "dm") == tree(site)
        assert report.sent == len(tree(site)) > 20 and seen[-1] == (report.sent, report.sent)
        assert upload_site(site, target, PASSWORD).sent == 0  # nothing changed: nothing sent

        page = next(path for path in sorted(site.rglob("index.html")) if path.parent != site)
        page.write_text(page.read_text(encoding="utf-8").replace("</body>", "<p>ny</p></body>"), encoding="utf-8")
        gone = next(path for path in sorted(site.rglob("round-1.html")))
        gone.unlink()
        assert plan_upload(site, target).send == (page.relative_to(site).as_posix(),)
        report = upload_site(site, target, PASSWORD)
        assert (report.sent, report.removed) == (1, 1)
        assert tree(remote / "www" / "dm") == tree(site)
    # the password is in the keyring only: not in the site, the manifest or the remote tree
    for folder in (site, remote):
        for path in folder.rglob("*"):
            if path.is_file():
                assert PASSWORD.encode() not in path.read_bytes(), path
    assert keyring.get_password("tddesk results upload", target.account) == PASSWORD


def test_a_wrong_password_is_said_in_words_and_not_retried_as_offline(site, tmp_path):
    with ftp_server(tmp_path) as port:
        target = UploadTarget("ftp", "127.0.0.1", port, USER, "dm")
        with pytest.raises(UploadError, match="refused the user name or password") as refused:
            upload_site(site, target, "fel")
        assert not refused.value.offline


def test_another_ssh_host_key_is_refused(site, tmp_path):
    import paramiko

    (tmp_path / "host").mkdir()
    with sftp_server(tmp_path / "host") as port:
        target = UploadTarget("sftp", "127.0.0.1", port, USER, "dm")
        upload_site(site, target, PASSWORD)
    (site / "index.html").write_text("<!DOCTYPE html><title>ny</title>", encoding="utf-8")
    with sftp_server(tmp_path / "host", paramiko.RSAKey.generate(1024)) as port:
        moved = UploadTarget("sftp", "127.0.0.1", port, USER, "dm")
        manifest = (site / MANIFEST).read_text(encoding="utf-8")
        (site / MANIFEST).write_text(manifest.replace(target.account, moved.account), encoding="utf-8")
        with pytest.raises(UploadError, match="another SSH host key"):
            upload_site(site, moved, PASSWORD)


def test_the_queue_retries_while_the_network_is_down_and_sends_when_it_is_back(site, tmp_path):
    remote = tmp_path / "host"
    remote.mkdir()
    with ftp_server(remote) as port:
        relay = Relay(port)
        states = []
        sent = threading.Event()
        target = UploadTarget("ftp", "127.0.0.1", relay.address, USER, "dm")
        store_password(target, PASSWORD)

        def on_state(state):
            states.append(state)
            if state.last_success is not None:
                sent.set()

        queue = UploadQueue(site, target, lambda: stored_password(target), on_state, first_retry=0.05)
        try:
            queue.request()
            while relay.refused < 3:  # three tries refused by the network that is down
                threading.Event().wait(0.02)
            assert not sent.is_set() and any(state.retry_in for state in states)
            assert "could not be reached" in next(state.problem for state in states if state.problem)
            relay.down = False  # the network is back: the next try sends everything
            assert sent.wait(30)
        finally:
            queue.stop()
            relay.close()
        assert tree(remote / "dm") == tree(site)
        assert states[-1].problem == "" and states[-1].sending is None
        assert any(state.sending and state.sending[0] == state.sending[1] > 0 for state in states)


def test_ftps_sends_the_site_over_tls_and_refuses_an_unknown_certificate(site, tmp_path, monkeypatch):
    import ssl

    from tddesk.publish import upload
    from upload_servers import self_signed_certificate

    remote = tmp_path / "host"
    remote.mkdir()
    certificate = self_signed_certificate(tmp_path)
    with ftp_server(remote, certificate) as port:
        target = UploadTarget("ftps", "127.0.0.1", port, USER, "dm")
        with pytest.raises(UploadError, match="certificate cannot be trusted") as refused:  # no known authority
            upload_site(site, target, PASSWORD)
        assert not refused.value.offline  # said, not retried
        monkeypatch.setattr(upload, "tls_context", lambda: ssl.create_default_context(cafile=str(certificate)))
        assert upload_site(site, target, PASSWORD).sent == len(tree(site))
        assert tree(remote / "dm") == tree(site)

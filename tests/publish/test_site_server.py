"""Sharing the results site in the room (tddesk.publish.serve), with real sockets on 127.0.0.1 only
(port 0): regular files inside the folder and nothing else, no link followed, no traversal, idle
and slow clients bounded, Stop that stops, no traceback for a reader's bad request."""

from __future__ import annotations

import os
import socket
import sys
import threading
import time

import pytest

from tddesk.publish.serve import LOOPBACK, SiteServer


@pytest.fixture
def site(tmp_path):
    folder = tmp_path / "webb"
    (folder / "heat").mkdir(parents=True)
    (folder / "index.html").write_text("<h1>DM Lag</h1>", encoding="utf-8")
    (folder / "heat" / "index.html").write_text("<h1>Kvalheat</h1>", encoding="utf-8")
    (folder / "empty").mkdir()
    (folder / ".tddesk-site.json").write_text("[]", encoding="utf-8")
    (tmp_path / "dm.tddesk").write_bytes(b"the championship")
    server = SiteServer(folder, 0, workers=2, waiting=2)
    server.set_limits(read_timeout=0.3, request_seconds=1.0)
    yield folder, server
    server.stop()


def ask(server: SiteServer, request: bytes, timeout: float = 5) -> bytes:
    with socket.create_connection((LOOPBACK, server.port), timeout=timeout) as connection:
        connection.sendall(request)
        answer = b""
        while chunk := connection.recv(65536):
            answer += chunk
    return answer


def get(server: SiteServer, path: str, method: str = "GET") -> tuple[int, bytes]:
    answer = ask(server, f"{method} {path} HTTP/1.0\r\nHost: x\r\n\r\n".encode("latin-1"))
    head, _, body = answer.partition(b"\r\n\r\n")
    return int(head.split()[1]), body


def test_the_default_share_listens_on_this_computer_only(site):
    _folder, server = site
    assert server.host == LOOPBACK and server.addresses() == [f"http://127.0.0.1:{server.port}/"]
    assert server._server.socket.getsockname()[0] == "127.0.0.1"


def test_regular_files_inside_the_folder_read_only(site):
    _folder, server = site
    assert get(server, "/") == (200, b"<h1>DM Lag</h1>")
    assert get(server, "/heat/") == (200, b"<h1>Kvalheat</h1>")
    assert get(server, "/heat")[0] == 301
    status, body = get(server, "/index.html", "HEAD")
    assert status == 200 and body == b""
    assert get(server, "/empty/")[0] == 404  # a folder is never listed
    assert get(server, "/.tddesk-site.json")[0] == 404
    assert get(server, "/index.html", "POST")[0] == 501
    assert get(server, "/index.html", "PUT")[0] == 501


@pytest.mark.skipif(sys.platform == "win32", reason="links to / and /etc/passwd are Linux's")
def test_links_planted_in_the_folder_are_not_followed(site, tmp_path):
    folder, server = site
    os.symlink("/", folder / "root")
    os.symlink("/etc/passwd", folder / "passwd.html")
    os.symlink(tmp_path / "dm.tddesk", folder / "heat" / "dm.html")
    os.symlink(folder / "index.html", folder / "inside.html")  # even one that stays inside
    for path in ("/root/etc/passwd", "/passwd.html", "/heat/dm.html", "/inside.html", "/root/"):
        status, body = get(server, path)
        assert status == 404 and b"root:" not in body and b"championship" not in body, path


def test_traversal_and_nul_are_refused_without_a_traceback(site, capfd):
    _folder, server = site
    for path in (
        "/../dm.tddesk",
        "/%2e%2e/dm.tddesk",
        "/heat/%2E%2E/%2e%2e/dm.tddesk",
        "/..%2fdm.tddesk",
        "/%5c..%5cdm.tddesk",
    ):
        status, body = get(server, path)
        assert status in (400, 404) and b"championship" not in body, path
    assert get(server, "/index%00.html")[0] == 400
    answer = ask(server, b"GET /index.html\x00 HTTP/1.0\r\n\r\n")
    assert answer.split()[1] in (b"400", b"404")
    assert get(server, "/%ff%fe")[0] == 400
    captured = capfd.readouterr()
    assert "Traceback" not in captured.err + captured.out


def test_a_request_too_large_is_refused(site):
    _folder, server = site
    answer = ask(server, b"GET / HTTP/1.0\r\n" + b"X-Padding: " + b"a" * 40_000 + b"\r\n\r\n")
    assert answer.split()[1] == b"431"


def test_idle_connections_hold_a_bounded_number_of_threads_for_a_short_time(site):
    _folder, server = site
    threads_before = threading.active_count()
    idle = [socket.create_connection((LOOPBACK, server.port), timeout=5) for _ in range(40)]
    time.sleep(0.2)
    assert threading.active_count() <= threads_before + 2  # two workers, whatever the number of clients
    started = time.monotonic()
    ends = [connection.recv(64) for connection in idle]  # 503 at once, or dropped after the read timeout
    assert all(end == b"" or end.startswith(b"HTTP/1.0 503") for end in ends)
    assert sum(end.startswith(b"HTTP/1.0 503") for end in ends) >= 40 - 4  # two answered, two waiting
    assert time.monotonic() - started < 2
    assert threading.active_count() <= threads_before + 2
    assert get(server, "/")[0] == 200
    for connection in idle:
        connection.close()


def test_a_slow_client_is_dropped_after_the_time_for_a_request(site):
    _folder, server = site
    with socket.create_connection((LOOPBACK, server.port), timeout=5) as connection:
        started = time.monotonic()
        closed_after = None
        for letter in b"GET / HTTP/1.0\r\nX-Slow: " + b"a" * 100:
            try:
                connection.sendall(bytes([letter]))
            except OSError:
                closed_after = time.monotonic() - started
                break
            time.sleep(0.1)  # under the read timeout: only the time for the whole request stops it
            connection.setblocking(False)
            try:
                if connection.recv(1) == b"":
                    closed_after = time.monotonic() - started
                    break
            except BlockingIOError:
                pass
            finally:
                connection.setblocking(True)
        assert closed_after is not None and closed_after < 2.5


def test_stop_stops_and_answers_no_request_begun_before_it(tmp_path):
    folder = tmp_path / "webb"
    folder.mkdir()
    (folder / "index.html").write_text("<h1>DM</h1>", encoding="utf-8")
    server = SiteServer(folder, 0)
    begun = socket.create_connection((LOOPBACK, server.port), timeout=5)
    begun.sendall(b"GET /index.html HTTP/1.0\r\n")  # the request's end comes after Stop
    time.sleep(0.1)
    started = time.monotonic()
    server.stop()
    assert time.monotonic() - started < 1
    try:
        begun.sendall(b"\r\n")
        answer = begun.recv(1024)
    except OSError:
        answer = b""
    assert answer == b""
    begun.close()
    with pytest.raises(ConnectionRefusedError):
        socket.create_connection((LOOPBACK, server.port), timeout=1).close()

"""Sharing the results site in the room: a small read-only web server over the site's folder
(docs/publishing.md, "Sharing the site in the room").

Safe by default, as a laptop on a venue's network has to be:
- it listens on this computer only (127.0.0.1) unless the TD picks one of its network addresses;
- it answers GET and HEAD with regular files inside the folder (a folder's ``index.html``), never a
  listing, never through a link (a link planted in the folder is not followed), never a name
  with ``..``, a NUL or a hidden file's dot (404 or 400, no traceback);
- a request's line and headers together are at most ``MAX_REQUEST_BYTES``; a client gets
  ``READ_TIMEOUT_SECONDS`` per read and ``REQUEST_SECONDS`` in all to send them, then is dropped;
- ``WORKERS`` threads answer and ``WAITING`` connections more may wait; any further connection
  gets 503 at once, so idle or slow clients hold a bounded number of threads;
- Stop stops: no request is answered after it, open connections are closed.
"""

from __future__ import annotations

import contextlib
import os
import socket
import socketserver
import stat
import sys
import threading
import time
import urllib.parse
from concurrent.futures import ThreadPoolExecutor
from functools import partial
from http.server import BaseHTTPRequestHandler
from io import BytesIO
from pathlib import Path

LOOPBACK = "127.0.0.1"
ALL_ADDRESSES = "0.0.0.0"
STOP_POLL_SECONDS = 0.05
MAX_REQUEST_BYTES = 16 * 1024
READ_TIMEOUT_SECONDS = 5.0
REQUEST_SECONDS = 15.0
WORKERS = 16
WAITING = 32
_CHUNK = 64 * 1024
_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".json": "application/json",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".pdf": "application/pdf",
    ".txt": "text/plain; charset=utf-8",
}
_BUSY_ANSWER = b"HTTP/1.0 503 Service Unavailable\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"


class _TooLarge(Exception):
    pass


def site_file(folder: Path, url: str) -> Path | int:
    """The regular file inside ``folder`` that ``url`` names, or the HTTP status refusing it: 400
    for a NUL or undecodable name, 404 for ``..``, a hidden name, a link anywhere on the way, a
    folder without ``index.html`` or anything that is not a regular file; 301 (as ``-301``) when a
    folder is named without its closing slash."""
    path = urllib.parse.urlsplit(url).path
    try:
        path = urllib.parse.unquote(path, errors="strict")
    except UnicodeDecodeError:
        return 400
    if "\x00" in path or "\\" in path:
        return 400
    parts = [part for part in path.split("/") if part not in ("", ".")]
    if any(part.startswith(".") or ":" in part for part in parts):
        return 404  # `..`, hidden files (the site's list, a write's temporary file), Windows drives
    target = folder
    for part in [*parts, None]:
        try:
            mode = os.lstat(target).st_mode
        except (OSError, ValueError):
            return 404
        if stat.S_ISLNK(mode):
            return 404  # a link planted in the folder may lead anywhere
        if part is None:
            break
        if not stat.S_ISDIR(mode):
            return 404
        target = target / part
    if stat.S_ISDIR(mode):
        if not path.endswith("/"):
            return -301
        return site_file(folder, url.split("?", 1)[0] + "index.html")
    return target if stat.S_ISREG(mode) else 404


class _Handler(BaseHTTPRequestHandler):
    server: _SiteHTTPServer
    protocol_version = "HTTP/1.0"
    server_version = "tddesk"
    sys_version = ""

    def setup(self) -> None:
        super().setup()
        self.request_version = "HTTP/1.0"  # a refusal before the request line still has a status line
        self.command = ""
        self.requestline = ""

    def handle(self) -> None:
        try:
            head = self._read_head()
        except _TooLarge:
            self._refuse(431)
            return
        except (OSError, ValueError):
            return  # an idle or slow client, or one that went away: dropped without a word
        if not head or self.server.stopped:
            return
        self.rfile = BytesIO(head)
        self.close_connection = True
        with contextlib.suppress(OSError, ValueError):  # the reader went away mid-answer
            self.handle_one_request()

    def _read_head(self) -> bytes:
        """The request line and headers, read within the limits of size and time."""
        data = bytearray()
        deadline = time.monotonic() + self.server.request_seconds
        while b"\r\n\r\n" not in data and b"\n\n" not in data:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise TimeoutError("request too slow")
            self.connection.settimeout(min(self.server.read_timeout, remaining))
            chunk = self.connection.recv(min(4096, self.server.max_request_bytes + 1 - len(data)))
            if not chunk:
                return bytes(data)
            data += chunk
            if len(data) > self.server.max_request_bytes:
                raise _TooLarge
        self.connection.settimeout(self.server.read_timeout)  # for writing the answer
        return bytes(data)

    def _refuse(self, code: int) -> None:
        if self.server.stopped:
            return
        with contextlib.suppress(OSError, ValueError):
            self.send_error(code)

    def do_GET(self) -> None:
        self._answer(with_body=True)

    def do_HEAD(self) -> None:
        self._answer(with_body=False)

    def _answer(self, *, with_body: bool) -> None:
        found = site_file(self.server.folder, self.path)
        if found == -301:
            self._redirect(urllib.parse.urlsplit(self.path).path + "/")
            return
        if isinstance(found, int):
            self._refuse(found)
            return
        try:
            handle = open(found, "rb")  # noqa: SIM115 - closed below, after the copy
        except OSError:
            self._refuse(404)
            return
        with handle:
            size = os.fstat(handle.fileno()).st_size
            if self.server.stopped:
                return
            self.send_response(200)
            self.send_header("Content-Type", _TYPES.get(found.suffix.lower(), "application/octet-stream"))
            self.send_header("Content-Length", str(size))
            self.end_headers()
            while with_body and not self.server.stopped:
                chunk = handle.read(_CHUNK)
                if not chunk:
                    break
                self.wfile.write(chunk)

    def _redirect(self, location: str) -> None:
        self.send_response(301)
        self.send_header("Location", urllib.parse.quote(location))
        self.send_header("Content-Length", "0")
        self.end_headers()

    def end_headers(self) -> None:
        # Pages change while the TD enters results: a reader's reload must fetch them again.
        self.send_header("Cache-Control", "no-cache")
        self.send_header("X-Content-Type-Options", "nosniff")
        super().end_headers()

    def log_message(self, format, *args) -> None:
        pass


class _SiteHTTPServer(socketserver.TCPServer):
    """A TCP server whose connections are answered by a bounded pool of threads."""

    allow_reuse_address = sys.platform != "win32"  # on Windows it would let another program take the port
    request_queue_size = 64  # accepted at once, to be answered or told 503

    def __init__(self, address: tuple[str, int], folder: Path, workers: int, waiting: int):
        self.folder = folder
        self.stopped = False
        self.read_timeout = READ_TIMEOUT_SECONDS
        self.request_seconds = REQUEST_SECONDS
        self.max_request_bytes = MAX_REQUEST_BYTES
        self._pool = ThreadPoolExecutor(workers, thread_name_prefix="tddesk-site")
        self._slots = threading.BoundedSemaphore(workers + waiting)
        self._open: set[socket.socket] = set()
        self._open_lock = threading.Lock()
        super().__init__(address, _Handler)

    def process_request(self, request, client_address) -> None:
        if self.stopped or not self._slots.acquire(blocking=False):
            try:
                request.settimeout(0.5)
                request.sendall(_BUSY_ANSWER)
            except OSError:
                pass
            self.shutdown_request(request)
            return
        with self._open_lock:
            self._open.add(request)
        try:
            self._pool.submit(self._work, request, client_address)
        except RuntimeError:  # the pool was shut down: Stop came first
            self._done(request)

    def _work(self, request, client_address) -> None:
        try:
            if not self.stopped:
                self.finish_request(request, client_address)
        except Exception:
            pass
        finally:
            self._done(request)

    def _done(self, request) -> None:
        with self._open_lock:
            self._open.discard(request)
        self.shutdown_request(request)
        self._slots.release()

    def handle_error(self, request, client_address) -> None:
        pass  # never a traceback on the console for a reader's request

    def stop(self) -> None:
        self.stopped = True
        with self._open_lock:
            connections = list(self._open)
        for connection in connections:
            with contextlib.suppress(OSError):
                connection.shutdown(socket.SHUT_RDWR)
        self._pool.shutdown(wait=False, cancel_futures=True)
        with self._open_lock:
            waiting = list(self._open)
        for connection in waiting:  # those whose turn never comes
            connection.close()


class SiteServer:
    """Serves ``folder`` on ``host``:``port`` from a background thread until ``stop``."""

    def __init__(
        self, folder: str | Path, port: int, host: str = LOOPBACK, *, workers: int = WORKERS, waiting: int = WAITING
    ):
        self.folder = Path(folder)
        # OSError when the port is taken or the address is not this computer's
        self._server = _SiteHTTPServer((host, port), Path(os.path.realpath(self.folder)), workers, waiting)
        self.host = host
        self.port = self._server.server_address[1]
        # The serving loop notices a stop only between polls: a short poll lets Stop (and closing
        # the file) return at once instead of after up to half a second, the library's default.
        self._thread = threading.Thread(
            target=partial(self._server.serve_forever, poll_interval=STOP_POLL_SECONDS),
            name="tddesk-site-server",
            daemon=True,
        )
        self._thread.start()

    def set_limits(self, *, read_timeout: float, request_seconds: float) -> None:
        """Shorter waits for slow clients (the tests use a fraction of a second)."""
        self._server.read_timeout = read_timeout
        self._server.request_seconds = request_seconds

    def addresses(self) -> list[str]:
        """The addresses readers type: the one listened on, or every network address of this computer."""
        if self.host == ALL_ADDRESSES:
            hosts = lan_addresses() or [LOOPBACK]
        else:
            hosts = [self.host]
        return [f"http://{host}:{self.port}/" for host in hosts]

    def stop(self) -> None:
        self._server.stop()
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(timeout=5)


def lan_addresses() -> list[str]:
    """This computer's IPv4 addresses other than loopback (none without a network)."""
    found: set[str] = set()
    try:
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            found.add(str(info[4][0]))  # an IPv4 address: (host, port)
    except OSError:
        pass
    try:
        # Connecting a UDP socket sends nothing; it only picks the interface of the default route.
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("192.0.2.1", 9))
            found.add(probe.getsockname()[0])
    except OSError:
        pass
    return sorted(address for address in found if not address.startswith("127."))

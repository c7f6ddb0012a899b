"""Sharing the results site in the room: Python's http.server over the site's folder, read-only.

Only GET and HEAD are answered (anything else gets 501 from http.server), nothing outside the
folder is served, and nothing is logged to the console. The TD chooses the port and whether only
this computer (127.0.0.1) or the local network (every address of the computer) may read it.
"""

from __future__ import annotations

import socket
import threading
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

LOOPBACK = "127.0.0.1"
ALL_ADDRESSES = "0.0.0.0"
STOP_POLL_SECONDS = 0.05


class _ReadOnlyHandler(SimpleHTTPRequestHandler):
    def list_directory(self, path):  # a folder without index.html is not listed
        self.send_error(404)
        return None

    def log_message(self, format, *args):
        pass

    def end_headers(self):
        # Pages change while the TD enters results: a reader's reload must fetch them again.
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()


class SiteServer:
    """Serves ``folder`` on ``host``:``port`` from a background thread until ``stop``."""

    def __init__(self, folder: str | Path, port: int, host: str = LOOPBACK):
        self.folder = Path(folder)
        handler = partial(_ReadOnlyHandler, directory=str(self.folder))
        self._server = ThreadingHTTPServer((host, port), handler)  # OSError when the port is taken
        self._server.daemon_threads = True
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

    def addresses(self) -> list[str]:
        """The addresses readers type: the loopback one, or every address of this computer on the network."""
        hosts = [LOOPBACK] if self.host == LOOPBACK else lan_addresses() or [LOOPBACK]
        return [f"http://{host}:{self.port}/" for host in hosts]

    def stop(self) -> None:
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

"""Results off the LAN: the results site uploaded to the district's web host over SFTP, FTP or FTPS
(docs/publishing.md, "Off the LAN").

Only pages that changed since the last upload to that host are sent: ``.tddesk-upload.json`` in the
site folder keeps, per host, the checksum of every page the host has (and the SSH host key seen
first, so another key is refused). Each page is sent under a temporary name and renamed into
place, so a visitor never reads half a page; a page the site no longer has is removed. The password
is kept in the operating system's keyring (``keyring``), never in a file or a log.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import ftplib
import hashlib
import json
import posixpath
import socket
import ssl
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol, TypedDict

from tddesk.i18n import translate
from tddesk.models.atomic import write_text_atomically

KEYRING_SERVICE = "tddesk results upload"
MANIFEST = ".tddesk-upload.json"
PROTOCOLS = ("sftp", "ftp", "ftps")
DEFAULT_PORTS = {"sftp": 22, "ftp": 21, "ftps": 21}
TIMEOUT_S = 20


class UploadError(Exception):
    """The upload could not be done, in words; ``offline`` when trying again later may help."""

    def __init__(self, text: str, offline: bool = False):
        super().__init__(text)
        self.offline = offline


@dataclass(frozen=True)
class UploadTarget:
    protocol: str  # sftp, ftp or ftps
    host: str
    port: int
    user: str
    folder: str  # the site's folder on the host, e.g. "public_html/dm"

    @property
    def account(self) -> str:
        """The target as the keyring and the manifest name it (no password)."""
        return f"{self.protocol}://{self.user}@{self.host}:{self.port}/{self.folder.strip('/')}"

    def check(self) -> None:
        if self.protocol not in PROTOCOLS:
            raise UploadError(
                translate("Publish", "Choose SFTP, FTP or FTPS, not {protocol}.").format(protocol=self.protocol)
            )
        if not self.host.strip() or not self.user.strip():
            raise UploadError(translate("Publish", "Give the web host's address and the user name."))
        if not 0 < self.port < 65536:
            raise UploadError(
                translate("Publish", "The port is a number from 1 to 65535, not {port}.").format(port=self.port)
            )


def store_password(target: UploadTarget, password: str) -> None:
    # deferred: the keyring and its backends load only when a password is kept or read (start-up)
    import keyring

    keyring.set_password(KEYRING_SERVICE, target.account, password)


def stored_password(target: UploadTarget) -> str | None:
    # deferred: the keyring and its backends load only when a password is kept or read (start-up)
    import keyring

    return keyring.get_password(KEYRING_SERVICE, target.account)


def site_files(site: Path) -> dict[str, str]:
    """Every page and file of the site (relative path with ``/`` → SHA-256), the program's own
    dotfiles and half-written temporary files left out."""
    files = {}
    for path in sorted(site.rglob("*")):
        relative = path.relative_to(site)
        if path.is_file() and not any(part.startswith(".") for part in relative.parts):
            files[relative.as_posix()] = hashlib.sha256(path.read_bytes()).hexdigest()
    return files


class _AccountRecord(TypedDict, total=False):
    """What the site's manifest keeps of one account: the pages sent (path → SHA-256), the SFTP host's key."""

    files: dict[str, str]
    host_key: str


_Manifest = dict[str, _AccountRecord]  # account → its record


def _manifest(site: Path) -> _Manifest:
    try:
        manifest: _Manifest = json.loads((site / MANIFEST).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return manifest


def _save_manifest(site: Path, manifest: _Manifest) -> None:
    text = json.dumps(manifest, indent=1, sort_keys=True)
    write_text_atomically(site / MANIFEST, lambda handle: handle.write(text))


@dataclass(frozen=True)
class UploadPlan:
    send: tuple[str, ...]
    remove: tuple[str, ...]


def plan_upload(site: Path, target: UploadTarget) -> UploadPlan:
    """What the host lacks of the site as it is now: changed and new pages, and pages gone."""
    uploaded = _manifest(site).get(target.account, {}).get("files", {})
    files = site_files(site)
    send = tuple(path for path, digest in files.items() if uploaded.get(path) != digest)
    return UploadPlan(send, tuple(path for path in uploaded if path not in files))


class Connection(Protocol):
    def put(self, local: Path, remote: str) -> None: ...
    def remove(self, remote: str) -> None: ...
    def close(self) -> None: ...


def tls_context() -> ssl.SSLContext:
    """FTPS checks the host's certificate against the system's authorities, as a browser does."""
    return ssl.create_default_context()


class _Ftp:
    def __init__(self, target: UploadTarget, password: str):
        if target.protocol == "ftps":
            ftp: ftplib.FTP = ftplib.FTP_TLS(context=tls_context(), timeout=TIMEOUT_S)
        else:
            ftp = ftplib.FTP(timeout=TIMEOUT_S)
        ftp.connect(target.host, target.port)
        ftp.login(target.user, password)
        if isinstance(ftp, ftplib.FTP_TLS):
            ftp.prot_p()  # the pages too, not only the password, go encrypted
        self.ftp, self.root = ftp, target.folder.strip("/")
        self.made: set[str] = set()

    def _folder(self, remote: str) -> str:
        folder = posixpath.dirname(posixpath.join(self.root, remote))
        parts = [part for part in folder.split("/") if part]
        for depth in range(1, len(parts) + 1):
            partial = "/".join(parts[:depth])
            if partial not in self.made:
                with contextlib.suppress(ftplib.error_perm):  # it is there already
                    self.ftp.mkd(partial)
                self.made.add(partial)
        return folder

    def put(self, local: Path, remote: str) -> None:
        folder = self._folder(remote)
        final = posixpath.join(folder, posixpath.basename(remote))
        partial = posixpath.join(folder, f".{posixpath.basename(remote)}.partial")
        with local.open("rb") as handle:
            self.ftp.storbinary(f"STOR {partial}", handle)
        self.ftp.rename(partial, final)

    def remove(self, remote: str) -> None:
        with contextlib.suppress(ftplib.error_perm):  # already gone
            self.ftp.delete(posixpath.join(self.root, remote))

    def close(self) -> None:
        try:
            self.ftp.quit()
        except (OSError, ftplib.Error):
            self.ftp.close()


class _Sftp:
    def __init__(self, target: UploadTarget, password: str, known_key: str | None):
        # deferred: paramiko and its cryptography load only for an SFTP upload (start-up)
        import paramiko

        sock = socket.create_connection((target.host, target.port), timeout=TIMEOUT_S)
        transport = paramiko.Transport(sock)
        transport.start_client(timeout=TIMEOUT_S)
        key = transport.get_remote_server_key()
        self.host_key = f"{key.get_name()} {key.get_base64()}"
        if known_key is not None and known_key != self.host_key:
            transport.close()
            raise UploadError(
                translate(
                    "Publish",
                    "{host} shows another SSH host key than at the first upload; nothing was sent. Ask the web "
                    "host whether the key changed; if it did, delete {manifest} in the site's folder and upload "
                    "again (every page is then sent anew).",
                ).format(host=target.host, manifest=MANIFEST)
            )
        transport.auth_password(target.user, password)
        self.transport, self.sftp = transport, paramiko.SFTPClient.from_transport(transport)
        self.root = target.folder.strip("/")
        self.made: set[str] = set()

    def _folder(self, remote: str) -> str:
        folder = posixpath.dirname(posixpath.join(self.root, remote))
        parts = [part for part in folder.split("/") if part]
        for depth in range(1, len(parts) + 1):
            partial = "/".join(parts[:depth])
            if partial not in self.made:
                try:
                    self.sftp.stat(partial)
                except OSError:
                    self.sftp.mkdir(partial)
                self.made.add(partial)
        return folder

    def put(self, local: Path, remote: str) -> None:
        folder = self._folder(remote)
        final = posixpath.join(folder, posixpath.basename(remote))
        partial = posixpath.join(folder, f".{posixpath.basename(remote)}.partial")
        self.sftp.put(str(local), partial)
        try:
            self.sftp.posix_rename(partial, final)
        except OSError:  # a server without the extension: rename does not replace
            with contextlib.suppress(OSError):
                self.sftp.remove(final)
            self.sftp.rename(partial, final)

    def remove(self, remote: str) -> None:
        with contextlib.suppress(OSError):  # already gone
            self.sftp.remove(posixpath.join(self.root, remote))

    def close(self) -> None:
        self.sftp.close()
        self.transport.close()


@dataclass(frozen=True)
class UploadReport:
    sent: int
    removed: int
    at: dt.datetime


def _failure(error: BaseException, target: UploadTarget) -> UploadError:
    if isinstance(error, UploadError):
        return error
    if isinstance(error, ftplib.error_perm) and str(error).startswith("530"):
        return UploadError(translate("Publish", "{host} refused the user name or password.").format(host=target.host))
    if isinstance(error, ssl.SSLCertVerificationError):
        return UploadError(
            translate(
                "Publish",
                "{host}'s certificate cannot be trusted ({reason}); nothing was sent. Check the host's address with "
                "the web host.",
            ).format(host=target.host, reason=error.verify_message)
        )
    if type(error).__name__ == "AuthenticationException":
        return UploadError(translate("Publish", "{host} refused the user name or password.").format(host=target.host))
    # the network, the host or the connection: trying again later may well work
    return UploadError(
        translate("Publish", "{host} could not be reached ({error}); the pages will be sent when it can.").format(
            host=target.host, error=type(error).__name__
        ),
        offline=True,
    )


def upload_site(
    site: Path, target: UploadTarget, password: str, progress: Callable[[int, int], None] | None = None
) -> UploadReport:
    """Send the site's changed pages and remove the ones gone; what was sent is recorded page by
    page, so an upload cut off midway sends only the rest the next time."""
    target.check()
    plan = plan_upload(site, target)
    manifest = _manifest(site)
    entry = manifest.setdefault(target.account, {"files": {}})
    files = site_files(site)
    total = len(plan.send) + len(plan.remove)
    if progress:
        progress(0, total)
    if not total:
        return UploadReport(0, 0, dt.datetime.now())
    connection: Connection | None = None
    done = 0
    try:
        if target.protocol == "sftp":
            sftp = _Sftp(target, password, entry.get("host_key"))
            entry["host_key"] = sftp.host_key
            connection = sftp
        else:
            connection = _Ftp(target, password)
        for path in plan.send:
            connection.put(site / path, path)
            entry["files"][path] = files[path]
            done += 1
            if progress:
                progress(done, total)
        for path in plan.remove:
            connection.remove(path)
            entry["files"].pop(path, None)
            done += 1
            if progress:
                progress(done, total)
    except Exception as error:  # every failure of the network or the host is told in words
        raise _failure(error, target) from None
    finally:
        if connection is not None:
            connection.close()
        if done or "host_key" in entry:
            _save_manifest(site, manifest)
    return UploadReport(len(plan.send), len(plan.remove), dt.datetime.now())

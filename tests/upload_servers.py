"""Real servers on 127.0.0.1 (port 0) for the upload tests: FTP by pyftpdlib, SFTP by paramiko's
server classes over a folder, a keyring kept in memory, and a TCP relay that can play a network
that is down."""

from __future__ import annotations

import contextlib
import functools
import os
import socket
import threading
from pathlib import Path

import keyring.backend
import paramiko
from pyftpdlib.authorizers import DummyAuthorizer
from pyftpdlib.handlers import FTPHandler
from pyftpdlib.servers import ThreadedFTPServer

USER, PASSWORD = "distrikt", "hemligt-lösen-42"


class MemoryKeyring(keyring.backend.KeyringBackend):
    priority = 1  # type: ignore[assignment]  # keyring's class property

    def __init__(self):
        super().__init__()
        self.passwords: dict[tuple[str, str], str] = {}

    def get_password(self, service, username):
        return self.passwords.get((service, username))

    def set_password(self, service, username, password):
        self.passwords[(service, username)] = password

    def delete_password(self, service, username):
        self.passwords.pop((service, username), None)


@contextlib.contextmanager
def ftp_server(root: Path, certificate: Path | None = None):
    """FTP, or FTPS (TLS required on both channels) with ``certificate`` (a PEM of key and cert)."""
    authorizer = DummyAuthorizer()
    authorizer.add_user(USER, PASSWORD, str(root), perm="elradfmwMT")
    if certificate is None:
        handler = type("Handler", (FTPHandler,), {"authorizer": authorizer, "passive_ports": None})
    else:
        from pyftpdlib.handlers import TLS_FTPHandler

        handler = type(
            "TlsHandler",
            (TLS_FTPHandler,),
            {
                "authorizer": authorizer,
                "certfile": str(certificate),
                "tls_control_required": True,
                "tls_data_required": True,
            },
        )
    server = ThreadedFTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, kwargs={"timeout": 0.2}, daemon=True)
    thread.start()
    try:
        yield server.address[1]
    finally:
        server.close_all()
        thread.join(5)


class _Sftp(paramiko.SFTPServerInterface):
    """The SFTP operations the upload uses, over a folder (paths relative to it)."""

    def __init__(self, server, *args, root: Path, **kwargs):
        super().__init__(server, *args, **kwargs)
        self.root = root

    def _path(self, path: str) -> Path:
        return self.root / path.lstrip("/")

    def _stat(self, path: Path):
        try:
            return paramiko.SFTPAttributes.from_stat(os.stat(path))
        except OSError as error:
            return paramiko.SFTPServer.convert_errno(error.errno)

    def stat(self, path):
        return self._stat(self._path(path))

    lstat = stat

    def list_folder(self, path):
        folder = self._path(path)
        return [paramiko.SFTPAttributes.from_stat(os.stat(folder / name), name) for name in os.listdir(folder)]

    def open(self, path, flags, attr):
        try:
            fd = os.open(self._path(path), flags | getattr(os, "O_BINARY", 0), 0o644)
            handle = paramiko.SFTPHandle(flags)
            handle.filename = str(self._path(path))
            handle.readfile = handle.writefile = os.fdopen(
                fd, "r+b" if flags & os.O_RDWR else ("wb" if flags & os.O_WRONLY else "rb")
            )
            return handle
        except OSError as error:
            return paramiko.SFTPServer.convert_errno(error.errno)

    def remove(self, path):
        try:
            os.remove(self._path(path))
        except OSError as error:
            return paramiko.SFTPServer.convert_errno(error.errno)
        return paramiko.SFTP_OK

    def rename(self, old, new):
        if self._path(new).exists():
            return paramiko.SFTP_FAILURE
        os.rename(self._path(old), self._path(new))
        return paramiko.SFTP_OK

    def posix_rename(self, old, new):
        os.replace(self._path(old), self._path(new))
        return paramiko.SFTP_OK

    def mkdir(self, path, attr):
        try:
            os.mkdir(self._path(path))
        except OSError as error:
            return paramiko.SFTPServer.convert_errno(error.errno)
        return paramiko.SFTP_OK


class _Login(paramiko.ServerInterface):
    def check_auth_password(self, username, password):
        return paramiko.AUTH_SUCCESSFUL if (username, password) == (USER, PASSWORD) else paramiko.AUTH_FAILED

    def get_allowed_auths(self, username):
        return "password"

    def check_channel_request(self, kind, chanid):
        return paramiko.OPEN_SUCCEEDED if kind == "session" else paramiko.OPEN_FAILED_ADMINISTRATIVELY_PROHIBITED


@contextlib.contextmanager
def sftp_server(root: Path, host_key: paramiko.PKey | None = None):
    key = host_key or server_key()
    listener = socket.create_server(("127.0.0.1", 0))
    stopping = threading.Event()
    transports = []

    def serve():
        listener.settimeout(0.2)
        while not stopping.is_set():
            try:
                connection, _address = listener.accept()
            except TimeoutError:
                continue
            except OSError:
                return
            transport = paramiko.Transport(connection)
            transport.add_server_key(key)
            transport.set_subsystem_handler("sftp", paramiko.SFTPServer, _Sftp, root=root)
            transport.start_server(server=_Login())
            transports.append(transport)

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    try:
        yield listener.getsockname()[1]
    finally:
        stopping.set()
        thread.join(5)
        listener.close()
        for transport in transports:
            transport.close()


def self_signed_certificate(folder: Path) -> Path:
    """A certificate for 127.0.0.1 with its key, in one PEM file the client may trust."""
    import datetime as dt
    import ipaddress

    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "127.0.0.1")])
    now = dt.datetime.now(dt.UTC)
    certificate = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - dt.timedelta(minutes=5))
        .not_valid_after(now + dt.timedelta(days=1))
        .add_extension(x509.SubjectAlternativeName([x509.IPAddress(ipaddress.ip_address("127.0.0.1"))]), False)
        .add_extension(x509.BasicConstraints(ca=True, path_length=None), True)
        .sign(key, hashes.SHA256())
    )
    path = folder / "ftps.pem"
    path.write_bytes(
        key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption())
        + certificate.public_bytes(serialization.Encoding.PEM)
    )
    return path


@functools.cache
def server_key(name: str = "venue") -> paramiko.PKey:
    """A host key made once per test process (an RSA key takes a moment to make)."""
    return paramiko.RSAKey.generate(2048)


class Relay:
    """A TCP relay on 127.0.0.1 to ``port``: while ``down``, every connection is closed at once."""

    def __init__(self, port: int):
        self.port, self.down = port, True
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.listener.settimeout(0.2)
        self.address = self.listener.getsockname()[1]
        self.refused = 0
        self._stopping = threading.Event()
        self._thread = threading.Thread(target=self._serve, daemon=True)
        self._thread.start()

    def _serve(self):
        while not self._stopping.is_set():
            try:
                client, _ = self.listener.accept()
            except TimeoutError:
                continue
            except OSError:
                return
            if self.down:
                self.refused += 1
                client.close()
                continue
            upstream = socket.create_connection(("127.0.0.1", self.port))
            for source, sink in ((client, upstream), (upstream, client)):
                threading.Thread(target=_pump, args=(source, sink), daemon=True).start()

    def close(self):
        self._stopping.set()
        self._thread.join(5)
        self.listener.close()


def _pump(source: socket.socket, sink: socket.socket) -> None:
    try:
        while data := source.recv(65536):
            sink.sendall(data)
    except OSError:
        pass
    finally:
        with contextlib.suppress(OSError):
            sink.shutdown(socket.SHUT_WR)


def tree(folder: Path) -> dict[str, bytes]:
    """Every file under ``folder`` but dotfiles, relative path → bytes."""
    return {
        path.relative_to(folder).as_posix(): path.read_bytes()
        for path in folder.rglob("*")
        if path.is_file() and not any(part.startswith(".") for part in path.relative_to(folder).parts)
    }

"""One running application per user: a second start hands its file to the first and exits.

The first ``pog-desktop`` listens on a local socket (``QLocalServer``: a Unix socket, a named
pipe on Windows) named for the user's data folder, so a test or portable install with its own
``POG_DESKTOP_HOME`` has its own. A later start (the file manager opening a ``.pog`` or
``.pogturn`` file, or the user starting it again) connects, sends one JSON line
``{"open": "/absolute/path" or null}`` and exits; the first emits ``open_requested`` with the
path, or ``activate_requested`` to come to the front.
"""
from __future__ import annotations

import getpass
import hashlib
import json
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

from ..match.places import places

TIMEOUT_MS = 2000


def server_name() -> str:
    try:
        user = getpass.getuser()
    except (KeyError, OSError):
        user = "user"
    key = hashlib.sha1(f"{user}\n{places().autosaves}".encode()).hexdigest()[:16]
    return f"pog-desktop-{key}"


def hand_over(path: Path | str | None, name: str | None = None) -> bool:
    """Send ``path`` (None: just come to the front) to a running instance; False when none runs."""
    socket = QLocalSocket()
    socket.connectToServer(name or server_name())
    if not socket.waitForConnected(TIMEOUT_MS):
        return False
    message = {"open": str(Path(path).resolve()) if path is not None else None}
    socket.write(json.dumps(message).encode() + b"\n")
    ok = socket.waitForBytesWritten(TIMEOUT_MS)
    socket.disconnectFromServer()
    if socket.state() != QLocalSocket.UnconnectedState:
        socket.waitForDisconnected(TIMEOUT_MS)
    return ok


class InstanceServer(QObject):
    """The first instance's listening end."""
    open_requested = Signal(str)
    activate_requested = Signal()

    def __init__(self, name: str | None = None, parent=None):
        super().__init__(parent)
        self.name = name or server_name()
        self.server = QLocalServer(self)
        self.server.setSocketOptions(QLocalServer.UserAccessOption)
        self.server.newConnection.connect(self._accept)
        self._buffers: dict[QLocalSocket, bytes] = {}

    def listen(self) -> bool:
        """Start listening; a socket left behind by a crashed instance is removed first (the
        caller has just failed to connect to it, so nobody answers there)."""
        if self.server.listen(self.name):
            return True
        QLocalServer.removeServer(self.name)
        return self.server.listen(self.name)

    def close(self) -> None:
        self.server.close()

    def _accept(self) -> None:
        while (socket := self.server.nextPendingConnection()) is not None:
            self._buffers[socket] = b""
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(lambda s=socket: self._drop(s))
            self._read(socket)

    def _drop(self, socket: QLocalSocket) -> None:
        self._read(socket)
        self._buffers.pop(socket, None)
        socket.deleteLater()

    def _read(self, socket: QLocalSocket) -> None:
        if socket not in self._buffers:
            return
        buffer = self._buffers[socket] + bytes(socket.readAll().data())
        if b"\n" not in buffer:
            self._buffers[socket] = buffer[-65536:]
            return
        del self._buffers[socket]
        try:
            path = json.loads(buffer.split(b"\n", 1)[0].decode("utf-8")).get("open")
        except (ValueError, AttributeError, UnicodeDecodeError):
            return   # not one of ours: ignore it
        if isinstance(path, str) and path:
            self.open_requested.emit(path)
        self.activate_requested.emit()

"""Issue 16: a second start hands its file to the running application (QLocalServer/QLocalSocket)."""
from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QDir
from PySide6.QtNetwork import QLocalSocket

from pog_desktop.app import build_parser, main
from pog_desktop.ui.single_instance import InstanceServer, hand_over, server_name


@pytest.fixture
def server(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("POG_DESKTOP_HOME", str(tmp_path))
    s = InstanceServer(name=f"pog-desktop-test-{os.getpid()}")
    assert s.listen(), s.server.errorString()
    yield s
    s.close()


def test_nobody_listening_means_no_hand_over(tmp_path, monkeypatch):
    monkeypatch.setenv("POG_DESKTOP_HOME", str(tmp_path))
    assert hand_over(tmp_path / "game.pog") is False


def test_the_file_arrives_as_an_absolute_path(server, qtbot, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    with qtbot.waitSignal(server.open_requested, timeout=3000) as got, \
            qtbot.waitSignal(server.activate_requested, timeout=3000):
        assert hand_over("game one.pog", server.name) is True
    assert got.args == [str(tmp_path / "game one.pog")]


def test_a_start_without_a_file_only_brings_the_window_forward(server, qtbot):
    opened = []
    server.open_requested.connect(opened.append)
    with qtbot.waitSignal(server.activate_requested, timeout=3000):
        assert hand_over(None, server.name) is True
    assert opened == []


def test_garbage_on_the_socket_is_ignored(server, qtbot):
    seen = []
    server.activate_requested.connect(lambda: seen.append("activate"))
    socket = QLocalSocket()
    socket.connectToServer(server.name)
    assert socket.waitForConnected(2000)
    socket.write(b"not json\n")
    socket.waitForBytesWritten(2000)
    qtbot.wait(200)
    assert seen == []
    socket.disconnectFromServer()


def test_a_socket_left_by_a_crashed_instance_is_replaced(qtbot, tmp_path):
    name = f"pog-desktop-stale-{os.getpid()}"
    stale = Path(QDir.tempPath()) / name
    stale.write_text("left behind")
    s = InstanceServer(name=name)
    try:
        assert s.listen(), s.server.errorString()
    finally:
        s.close()


def test_the_server_name_is_per_data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("POG_DESKTOP_HOME", str(tmp_path / "a"))
    a = server_name()
    monkeypatch.setenv("POG_DESKTOP_HOME", str(tmp_path / "b"))
    assert server_name() != a and a.startswith("pog-desktop-")


def test_a_file_alone_on_the_command_line_is_opened():
    args = build_parser().parse_args(["some.pog"])
    assert args.file == "some.pog"
    with pytest.raises(SystemExit):
        main(["--open", "a.pog", "b.pog"])

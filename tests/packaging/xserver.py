"""A real X server for the tests: Xvfb on a free display, and what a test needs to drive a
program's window from outside (find it by title, grab it, close it as a user does), through
python-xlib."""
from __future__ import annotations

import os
import shutil
import subprocess
import time

from PIL import Image
from Xlib import X, Xatom, display as xdisplay, protocol


class Xvfb:
    def __init__(self, size: str = "1600x1000x24"):
        self.size = size
        self.proc: subprocess.Popen | None = None
        self.name = ""

    @staticmethod
    def missing() -> str | None:
        """Why Xvfb cannot run here, or None."""
        if os.name != "posix":
            return "Xvfb runs on Linux only"
        if shutil.which("Xvfb") is None:
            return "Xvfb is not installed (packaging/setup.sh installs Debian's xvfb)"
        return None

    def start(self, timeout: float = 20) -> str:
        read, write = os.pipe()
        self.proc = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", self.size, "-nolisten", "tcp"],
                                     pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        os.close(write)
        number = b""
        deadline = time.monotonic() + timeout
        with os.fdopen(read, "rb") as pipe:
            while not number.endswith(b"\n") and time.monotonic() < deadline:
                chunk = pipe.read(1)
                if not chunk:
                    break
                number += chunk
        if not number.strip():
            err = self.stop()
            raise RuntimeError(f"Xvfb did not start: {err}")
        self.name = f":{number.decode().strip()}"
        return self.name

    def stop(self) -> str:
        err = ""
        if self.proc is not None:
            self.proc.terminate()
            try:
                _, e = self.proc.communicate(timeout=10)
                err = (e or b"").decode(errors="replace")[-2000:]
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
            self.proc = None
        return err


class Screen:
    """A connection to the X server the program under test draws on."""

    def __init__(self, name: str):
        self.d = xdisplay.Display(name)
        self.root = self.d.screen().root
        self.wm_delete = self.d.intern_atom("WM_DELETE_WINDOW")
        self.wm_protocols = self.d.intern_atom("WM_PROTOCOLS")
        self.net_wm_name = self.d.intern_atom("_NET_WM_NAME")
        self.utf8 = self.d.intern_atom("UTF8_STRING")

    def close_connection(self) -> None:
        self.d.close()

    def title(self, win) -> str:
        prop = win.get_full_property(self.net_wm_name, self.utf8)
        if prop is not None:
            return prop.value.decode("utf-8", "replace") if isinstance(prop.value, bytes) else str(prop.value)
        prop = win.get_full_property(Xatom.WM_NAME, X.AnyPropertyType)
        return prop.value.decode("latin-1") if prop is not None and isinstance(prop.value, bytes) else ""

    def windows(self):
        """Mapped top-level windows with their titles."""
        for win in self.root.query_tree().children:
            try:
                if win.get_attributes().map_state == X.IsViewable:
                    yield win, self.title(win)
            except Exception:  # noqa: BLE001 - a window may vanish while we look
                continue

    def wait_window(self, wanted, timeout: float, alive=lambda: True):
        """The first mapped top-level window whose title ``wanted(title)`` accepts, with its title;
        (None, "") after ``timeout`` seconds or once ``alive()`` is false."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline and alive():
            for win, title in self.windows():
                if wanted(title):
                    return win, title
            time.sleep(0.25)
        return None, ""

    def grab(self, win) -> Image.Image:
        g = win.get_geometry()
        raw = win.get_image(0, 0, g.width, g.height, X.ZPixmap, 0xFFFFFFFF)
        return Image.frombytes("RGB", (g.width, g.height), raw.data, "raw", "BGRX")

    def close(self, win) -> None:
        """What the window manager sends when the user clicks the close button."""
        event = protocol.event.ClientMessage(window=win, client_type=self.wm_protocols,
                                             data=(32, [self.wm_delete, X.CurrentTime, 0, 0, 0]))
        win.send_event(event, event_mask=X.NoEventMask)
        self.d.flush()

"""Sending a turn (issue 12): the file and a PNG of the board in the game's folder, the file's
location copied, and a prepared e-mail through the system mail client (a ``mailto:`` link
cannot attach the file, so the text says where it is)."""
from __future__ import annotations

from pathlib import Path
from urllib.parse import quote

from PySide6.QtCore import QUrl
from PySide6.QtGui import QDesktopServices, QGuiApplication


def mailto(email: str, subject: str, body: str) -> QUrl:
    return QUrl(f"mailto:{quote(email, safe='@')}?subject={quote(subject)}&body={quote(body)}")


def offer_mail(path: Path, email: str, opponent: str, me: str, open_url=QDesktopServices.openUrl) -> str:
    """Copy the file's location and open the mail client; returns the text to show."""
    QGuiApplication.clipboard().setText(str(path))
    body = (f"Hello {opponent},\n\nmy turn file for our Paths of Glory game is attached: {path.name}\n"
            f"(open it with pog-desktop: Game > PBEM > Open turn).\n\n{me}")
    open_url(mailto(email, f"Paths of Glory PBEM: {path.name}", body))
    return (f"Written {path.name} in {path.parent} (the location is copied): attach it to the e-mail "
            f"to {opponent}{' <' + email + '>' if email else ''}.")

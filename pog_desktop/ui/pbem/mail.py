"""Sending a turn (issue 12): the file and a PNG of the board in the game's folder, the file's
location copied, and a prepared e-mail through the system mail client (a ``mailto:`` link
cannot attach the file, so the text says where it is)."""
from __future__ import annotations

from pathlib import Path
from urllib.parse import quote

from PySide6.QtCore import QUrl
from PySide6.QtGui import QDesktopServices, QGuiApplication
from ..translate import translate


def mailto(email: str, subject: str, body: str) -> QUrl:
    return QUrl(f"mailto:{quote(email, safe='@')}?subject={quote(subject)}&body={quote(body)}")


def offer_mail(path: Path, email: str, opponent: str, me: str, open_url=QDesktopServices.openUrl) -> str:
    """Copy the file's location and open the mail client; returns the text to show."""
    QGuiApplication.clipboard().setText(str(path))
    body = translate("PbemMail", "Hello {opponent},\n\nmy turn file for our Paths of Glory game is attached: {file}\n"
                                 "(open it with pog-desktop: Game > PBEM > Open turn).\n\n{me}") \
        .format(opponent=opponent, file=path.name, me=me)
    open_url(mailto(email, translate("PbemMail", "Paths of Glory PBEM: {file}").format(file=path.name), body))
    return translate("PbemMail", "Written {file} in {folder} (the location is copied): attach it to the e-mail "
                                 "to {opponent}.").format(file=path.name, folder=path.parent,
                                                          opponent=opponent + (f" <{email}>" if email else ""))
